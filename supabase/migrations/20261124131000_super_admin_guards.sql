-- Who is super admin stays with the admins, and an admin cannot rewrite a super admin's email.
--
-- public.user_is_super_admin(uid) was executable by every signed-in user and answered for any id,
-- so a writer could find the super admin by probing ids. It is used by profiles_guard (run as the
-- signed-in caller, after is_admin() passed) and set_user_suspension (the same); no policy and no
-- portal screen call it. It now answers a signed-in caller only about themselves unless the caller
-- is an active admin; trusted callers without a user (service role, migrations) are answered.

create or replace function public.user_is_super_admin(uid uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and uid is distinct from auth.uid() and not public.is_admin() then
    raise exception 'Access denied: only admins can ask about another user''s role' using errcode = '42501';
  end if;
  return exists (select 1 from public.user_roles r where r.user_id = uid and r.role = 'super_admin');
end;
$$;

revoke execute on function public.user_is_super_admin(uuid) from public, anon;
grant execute on function public.user_is_super_admin(uuid) to authenticated;

-- profiles_guard as in 20261122210500_profiles_and_roles.sql, plus: only a super admin may change
-- a super admin's profile email (as only a super admin may suspend one).
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
  if new.email is distinct from old.email
     and public.user_is_super_admin(new.id) and not public.is_super_admin() then
    raise exception 'Only a super admin can change the email of a super admin' using errcode = '42501';
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

revoke execute on function public.profiles_guard() from public, anon, authenticated;
