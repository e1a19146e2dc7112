-- Admin status comes from roles alone. profiles.is_admin was a second way to be an admin: an
-- admin could set it on a user with no role, who then passed is_admin() everywhere (inquiries,
-- bookings, making admins) while the Users screen showed "No role", and removing roles never
-- cleared it. The flag is now derived: on every write of a profile it is recomputed from the
-- user's role (admin or super_admin), whoever writes it, and a change of role recomputes it.

create or replace function private.role_makes_admin(uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles r where r.user_id = uid and r.role in ('admin', 'super_admin'))
$$;
revoke execute on function private.role_makes_admin(uuid) from public;

-- Runs after the guards (triggers fire in name order), so their refusals still come first.
create or replace function public.profiles_admin_flag_from_roles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.is_admin := private.role_makes_admin(new.id);
  return new;
end;
$$;
revoke execute on function public.profiles_admin_flag_from_roles() from public, anon, authenticated;

create trigger profiles_z_admin_flag_from_roles
  before insert or update on public.profiles
  for each row execute function public.profiles_admin_flag_from_roles();

-- A role given, changed or taken away: the profile's flag follows.
create or replace function private.sync_admin_flag_after_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.profiles set is_admin = private.role_makes_admin(old.user_id) where id = old.user_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.profiles set is_admin = private.role_makes_admin(new.user_id) where id = new.user_id;
  end if;
  return null;
end;
$$;
revoke execute on function private.sync_admin_flag_after_role_change() from public;

create trigger user_roles_sync_admin_flag
  after insert or update or delete on public.user_roles
  for each row execute function private.sync_admin_flag_after_role_change();

-- Flags set without a role until now lose their power; the rest already agree with the roles.
update public.profiles set is_admin = private.role_makes_admin(id)
 where is_admin is distinct from private.role_makes_admin(id);
