-- A staff member's full name is at most 100 characters (it was 200). The name is shown whole in
-- the portal's Users table, greeting and post bylines; 100 holds any real name, and the forms say
-- the limit before the database refuses (mfe-admin userRules.ts, admin-create-user).

-- Names already longer are cut to the limit, so the constraint can hold for every row.
update public.profiles
   set full_name = left(btrim(full_name), 100)
 where char_length(full_name) > 100;

alter table public.profiles drop constraint profiles_full_name_length;
alter table public.profiles
  add constraint profiles_full_name_length check (full_name is null or char_length(full_name) <= 100);

-- handle_new_user as in 20261122210500_profiles_and_roles.sql, with the full name cut to the new
-- limit: a longer name in the sign-up metadata must not make creating the auth user fail.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_first text := nullif(btrim(meta ->> 'first_name'), '');
  v_last text := nullif(btrim(meta ->> 'last_name'), '');
  v_full text := nullif(btrim(meta ->> 'full_name'), '');
begin
  if v_full is null then
    v_full := nullif(btrim(concat_ws(' ', v_first, v_last)), '');
  end if;
  if v_first is null and v_full is not null then
    v_first := split_part(v_full, ' ', 1);
    if v_last is null then
      v_last := nullif(btrim(substr(v_full, char_length(v_first) + 1)), '');
    end if;
  end if;

  insert into public.profiles (id, email, full_name, first_name, last_name, avatar_url, created_at, updated_at)
  values (
    new.id,
    new.email,
    left(v_full, 100),
    left(v_first, 100),
    left(v_last, 100),
    left(nullif(btrim(meta ->> 'avatar_url'), ''), 2048),
    coalesce(new.created_at, now()),
    coalesce(new.created_at, now())
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
