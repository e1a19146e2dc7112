-- A super admin's profile (name, photo, anything else on the row) is changed only by that super
-- admin or another one. Admins could rename a super admin or swap their photo, since the profile
-- guard held back only the email and the suspension. A second guard on the same rows, so the first
-- (20261124131000_super_admin_guards.sql) keeps its own rules unchanged.

create or replace function public.profiles_guard_super_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The server (service role, migrations, the auth triggers) is not a person editing a profile.
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.id is distinct from auth.uid()
     and public.user_is_super_admin(new.id)
     and not public.is_super_admin() then
    raise exception 'Only a super admin can change a super admin''s profile' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function public.profiles_guard_super_admin() from public, anon, authenticated;

create trigger profiles_guard_super_admin
  before update on public.profiles
  for each row execute function public.profiles_guard_super_admin();
