-- Staff identity: profiles (one per auth user, created by trigger), user_roles (one role per user),
-- the permission helpers used by every policy, and the user-management functions
-- (docs/architecture.md#d7 and #d8). Runs on PostgreSQL 15+ (hosted Supabase, Debian PG15, PGlite).

-- ---------------------------------------------------------------------------------------------
-- Shared trigger: keep updated_at current.
-- ---------------------------------------------------------------------------------------------
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text,
  first_name text,
  last_name text,
  avatar_url text,
  is_admin boolean not null default false,
  is_suspended boolean not null default false,
  suspended_at timestamptz,
  suspended_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_full_name_length check (full_name is null or char_length(full_name) <= 200),
  constraint profiles_first_name_length check (first_name is null or char_length(first_name) <= 100),
  constraint profiles_last_name_length check (last_name is null or char_length(last_name) <= 100),
  constraint profiles_avatar_url_length check (avatar_url is null or char_length(avatar_url) <= 2048),
  constraint profiles_suspension_consistent check (is_suspended or (suspended_at is null and suspended_by is null))
);
create index profiles_email_idx on public.profiles (lower(email));

comment on table public.profiles is 'One row per auth user: name, avatar, admin flag and suspension state.';

create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_roles_role_check check (role in ('writer', 'admin', 'super_admin'))
);

comment on table public.user_roles is 'The single staff role of a user: writer, admin or super_admin. No row means no role.';

create trigger user_roles_set_updated_at
  before update on public.user_roles
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Permission helpers (as shared-contracts/src/auth/permissions.ts). Security definer so policies
-- can read profiles/user_roles without recursing into their own policies; a suspended or banned
-- user passes none of them.
-- ---------------------------------------------------------------------------------------------
create or replace function public.is_suspended_user(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_suspended from public.profiles p where p.id = uid), false
  ) or coalesce(
    (select u.banned_until > now() from auth.users u where u.id = uid), false
  )
$$;

-- Signed in, and neither suspended nor banned.
create or replace function public.is_active_user()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and not public.is_suspended_user(auth.uid())
$$;

-- The caller's role, or null (anonymous, no role, or suspended).
create or replace function public.current_user_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select r.role
  from public.user_roles r
  where r.user_id = auth.uid()
    and public.is_active_user()
$$;

create or replace function public.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() = 'super_admin', false)
$$;

-- is_admin flag true, or role admin or super_admin.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_active_user() and (
    coalesce((select p.is_admin from public.profiles p where p.id = auth.uid()), false)
    or coalesce(public.current_user_role() in ('admin', 'super_admin'), false)
  )
$$;

create or replace function public.is_writer()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() = 'writer', false)
$$;

-- Anyone who works on the portal: an admin (by flag or role) or a writer.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin() or public.is_writer()
$$;

-- Whether a user holds the super_admin role (for guarding actions on that user).
create or replace function public.user_is_super_admin(uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles r where r.user_id = uid and r.role = 'super_admin')
$$;

-- ---------------------------------------------------------------------------------------------
-- Profile for every new auth user (names from the sign-up metadata; never a role or flag).
-- ---------------------------------------------------------------------------------------------
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
    left(v_full, 200),
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

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep the profile's email in step with the auth user's.
create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- ---------------------------------------------------------------------------------------------
-- Column rules for profile writes through the API (anon/authenticated). Trusted code (seed,
-- security-definer functions, service role) is not restricted here.
-- ---------------------------------------------------------------------------------------------
create or replace function public.profiles_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  acting uuid := auth.uid();
begin
  if current_user not in ('anon', 'authenticated') then
    if tg_op = 'UPDATE' then
      new.updated_at := now();
    end if;
    return new;
  end if;

  if tg_op = 'INSERT' then
    if new.is_suspended then
      raise exception 'Suspension is set with set_user_suspension()' using errcode = '42501';
    end if;
    if new.is_admin and (new.id = acting or not public.is_admin()) then
      raise exception 'Only an admin can set the admin flag of another user' using errcode = '42501';
    end if;
    new.suspended_at := null;
    new.suspended_by := null;
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;

  if new.id <> old.id then
    raise exception 'A profile id cannot change' using errcode = '42501';
  end if;
  if new.email is distinct from old.email and (new.id = acting or not public.is_admin()) then
    raise exception 'Only an admin can change the email of another user' using errcode = '42501';
  end if;
  if new.is_admin is distinct from old.is_admin and (new.id = acting or not public.is_admin()) then
    raise exception 'Nobody can change their own admin flag; only an admin can change another user''s'
      using errcode = '42501';
  end if;
  if new.is_suspended is distinct from old.is_suspended
     or new.suspended_at is distinct from old.suspended_at
     or new.suspended_by is distinct from old.suspended_by then
    if new.id = acting then
      raise exception 'You cannot suspend or reactivate yourself' using errcode = '42501';
    end if;
    if not public.is_admin() then
      raise exception 'Only an admin can suspend or reactivate a user' using errcode = '42501';
    end if;
    if public.user_is_super_admin(new.id) and not public.is_super_admin() then
      raise exception 'Only a super admin can suspend or reactivate a super admin' using errcode = '42501';
    end if;
    if new.is_suspended then
      new.suspended_at := coalesce(old.suspended_at, now());
      new.suspended_by := coalesce(old.suspended_by, acting);
      if old.is_suspended is distinct from true then
        new.suspended_at := now();
        new.suspended_by := acting;
      end if;
    else
      new.suspended_at := null;
      new.suspended_by := null;
    end if;
  end if;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_guard
  before insert or update on public.profiles
  for each row execute function public.profiles_guard();

-- Suspension also bans the auth user (and ends their sessions); reactivation lifts the ban
-- (docs/architecture.md#d8). A far-future timestamp rather than 'infinity', which the auth service
-- cannot parse.
create or replace function public.sync_suspension_to_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.is_suspended is distinct from old.is_suspended then
    if new.is_suspended then
      update auth.users
         set banned_until = now() + interval '100 years', updated_at = now()
       where id = new.id;
      delete from auth.sessions where user_id = new.id;
    elsif tg_op = 'UPDATE' then
      update auth.users set banned_until = null, updated_at = now() where id = new.id;
    end if;
  end if;
  return null;
end;
$$;

create trigger profiles_sync_suspension
  after insert or update of is_suspended on public.profiles
  for each row execute function public.sync_suspension_to_auth();

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;

-- profiles: each active user reads and edits their own; admins read and edit everyone's.
create policy "profiles: own row or admin can read"
  on public.profiles for select to authenticated
  using ((id = auth.uid() and public.is_active_user()) or public.is_admin());

create policy "profiles: own row or admin can insert"
  on public.profiles for insert to authenticated
  with check ((id = auth.uid() and public.is_active_user()) or public.is_admin());

create policy "profiles: own row or admin can update"
  on public.profiles for update to authenticated
  using ((id = auth.uid() and public.is_active_user()) or public.is_admin())
  with check ((id = auth.uid() and public.is_active_user()) or public.is_admin());
-- No delete policy: profiles go away with their auth user.

-- user_roles: read own or (admin) all. Admins assign/remove writer and admin for others; only a
-- super admin grants or removes super_admin; nobody writes their own row (docs/architecture.md#d7).
create policy "user_roles: own row or admin can read"
  on public.user_roles for select to authenticated
  using ((user_id = auth.uid() and public.is_active_user()) or public.is_admin());

create policy "user_roles: admins assign roles to others"
  on public.user_roles for insert to authenticated
  with check (
    user_id <> auth.uid()
    and (public.is_super_admin() or (public.is_admin() and role in ('writer', 'admin')))
  );

create policy "user_roles: admins change roles of others"
  on public.user_roles for update to authenticated
  using (
    user_id <> auth.uid()
    and (public.is_super_admin() or (public.is_admin() and role in ('writer', 'admin')))
  )
  with check (
    user_id <> auth.uid()
    and (public.is_super_admin() or (public.is_admin() and role in ('writer', 'admin')))
  );

create policy "user_roles: admins remove roles of others"
  on public.user_roles for delete to authenticated
  using (
    user_id <> auth.uid()
    and (public.is_super_admin() or (public.is_admin() and role in ('writer', 'admin')))
  );

-- ---------------------------------------------------------------------------------------------
-- User management functions
-- ---------------------------------------------------------------------------------------------
create or replace function public.get_user_profiles_for_admin()
returns table (
  id uuid,
  email text,
  full_name text,
  avatar_url text,
  is_admin boolean,
  is_suspended boolean,
  suspended_at timestamptz,
  suspended_by uuid,
  created_at timestamptz,
  role text,
  last_sign_in_at timestamptz,
  banned_until timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.is_admin() or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Access denied: only admins can list users' using errcode = '42501';
  end if;
  return query
    select u.id,
           coalesce(p.email, u.email::text),
           p.full_name,
           p.avatar_url,
           coalesce(p.is_admin, false),
           coalesce(p.is_suspended, false),
           p.suspended_at,
           p.suspended_by,
           coalesce(p.created_at, u.created_at),
           r.role,
           u.last_sign_in_at,
           u.banned_until
      from auth.users u
      left join public.profiles p on p.id = u.id
      left join public.user_roles r on r.user_id = u.id
     where u.deleted_at is null
     order by coalesce(p.created_at, u.created_at), u.id;
end;
$$;

-- Suspend or reactivate a user: profile flags plus the auth ban (docs/architecture.md#d8).
create or replace function public.set_user_suspension(user_id uuid, suspended boolean)
returns public.profiles
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  acting uuid := auth.uid();
  target uuid := set_user_suspension.user_id;
  result public.profiles;
begin
  if set_user_suspension.suspended is null or target is null then
    raise exception 'user_id and suspended are required' using errcode = '22004';
  end if;
  if coalesce(auth.role(), '') <> 'service_role' then
    if not public.is_admin() then
      raise exception 'Access denied: only admins can suspend or reactivate users' using errcode = '42501';
    end if;
    if target = acting then
      raise exception 'You cannot suspend or reactivate yourself' using errcode = '42501';
    end if;
    if public.user_is_super_admin(target) and not public.is_super_admin() then
      raise exception 'Only a super admin can suspend or reactivate a super admin' using errcode = '42501';
    end if;
  end if;
  if not exists (select 1 from auth.users u where u.id = target) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;

  insert into public.profiles (id, email)
  select u.id, u.email from auth.users u where u.id = target
  on conflict (id) do nothing;

  update public.profiles p
     set is_suspended = set_user_suspension.suspended,
         suspended_at = case when set_user_suspension.suspended then now() end,
         suspended_by = case when set_user_suspension.suspended then acting end
   where p.id = target
  returning * into result;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges. Hosted default privileges grant everything to anon/authenticated; RLS is the guard,
-- and what anon never needs is revoked outright. TRUNCATE bypasses RLS, so nobody gets it.
-- ---------------------------------------------------------------------------------------------
revoke all on public.profiles, public.user_roles from anon;
revoke truncate, references, trigger on public.profiles, public.user_roles from authenticated;
grant select, insert, update on public.profiles to authenticated;
grant select, insert, update, delete on public.user_roles to authenticated;
revoke delete on public.profiles from authenticated;

revoke execute on function public.get_user_profiles_for_admin() from public, anon;
revoke execute on function public.set_user_suspension(uuid, boolean) from public, anon;
grant execute on function public.get_user_profiles_for_admin() to authenticated, service_role;
grant execute on function public.set_user_suspension(uuid, boolean) to authenticated, service_role;

revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.handle_user_email_change() from public, anon, authenticated;
revoke execute on function public.sync_suspension_to_auth() from public, anon, authenticated;
