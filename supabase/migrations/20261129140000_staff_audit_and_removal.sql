-- Staff accounts as a firm needs them: an audit trail the database keeps itself, staff settings
-- changed by super admins only, the last super admin kept, and the removal of a staff account.
--
-- public.audit_events records who did what to whom: a role granted, changed or removed, a
-- suspension or reactivation, an invitation, an account prepared for removal and deleted, a staff
-- setting changed. Rows are written only by triggers (through private.record_audit_event, owned by
-- the migration role); no API role may insert, update, delete or truncate them, the service role
-- included, and a trigger refuses update, delete and truncate to anyone as defence in depth.
-- Super admins read them (RLS).

-- ---------------------------------------------------------------------------------------------
-- The audit trail
-- ---------------------------------------------------------------------------------------------
create table public.audit_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  -- The signed-in user who acted; null when the service role or the system acted.
  actor_id uuid,
  -- 'user' (actor_id names them), 'service' (the secret key) or 'system' (no request: the auth
  -- service's own connection, a migration, a scheduled job).
  actor_kind text not null,
  -- The user acted upon (no foreign key: the row outlives the account).
  target_id uuid,
  action text not null,
  details jsonb not null default '{}'::jsonb,
  constraint audit_events_actor_kind_check check (actor_kind in ('user', 'service', 'system')),
  constraint audit_events_actor_consistent check ((actor_kind = 'user') = (actor_id is not null)),
  constraint audit_events_action_check check (action in (
    'role_granted', 'role_changed', 'role_removed', 'suspended', 'reactivated',
    'removal_prepared', 'account_deleted', 'invitation_sent', 'factor_removed', 'setting_changed'
  ))
);
create index audit_events_target_idx on public.audit_events (target_id, occurred_at desc);
create index audit_events_occurred_at_idx on public.audit_events (occurred_at desc);

comment on table public.audit_events is
  'Who changed whose staff account or the staff settings, and when. Written by triggers only; never updated or deleted.';

create or replace function private.record_audit_event(p_action text, p_target uuid, p_details jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
  v_kind text := case
    when auth.uid() is not null then 'user'
    when coalesce(auth.role(), '') = 'service_role' then 'service'
    else 'system'
  end;
begin
  insert into public.audit_events (actor_id, actor_kind, target_id, action, details)
  values (v_actor, v_kind, p_target, p_action, coalesce(p_details, '{}'::jsonb));
end;
$$;
revoke execute on function private.record_audit_event(text, uuid, jsonb) from public;

create or replace function private.audit_events_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Audit events are never changed or removed' using errcode = '42501';
end;
$$;
revoke execute on function private.audit_events_immutable() from public;

create trigger audit_events_no_update_or_delete
  before update or delete on public.audit_events
  for each row execute function private.audit_events_immutable();
create trigger audit_events_no_truncate
  before truncate on public.audit_events
  for each statement execute function private.audit_events_immutable();

alter table public.audit_events enable row level security;

create policy "audit_events: super admins read"
  on public.audit_events for select to authenticated
  using (public.is_super_admin());

revoke all on public.audit_events from anon, authenticated, service_role;
grant select on public.audit_events to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What is audited: roles, suspension, invitations, account deletion
-- ---------------------------------------------------------------------------------------------
create or replace function private.audit_user_roles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.record_audit_event('role_granted', new.user_id, jsonb_build_object('new_role', new.role));
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role or new.user_id is distinct from old.user_id then
      perform private.record_audit_event('role_changed', new.user_id,
        jsonb_build_object('old_role', old.role, 'new_role', new.role));
    end if;
  else
    perform private.record_audit_event('role_removed', old.user_id, jsonb_build_object('old_role', old.role));
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_user_roles() from public;

create trigger user_roles_audit
  after insert or update or delete on public.user_roles
  for each row execute function private.audit_user_roles();

create or replace function private.audit_suspension()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_suspended is distinct from old.is_suspended then
    perform private.record_audit_event(
      case when new.is_suspended then 'suspended' else 'reactivated' end,
      new.id,
      jsonb_build_object('old_suspended', old.is_suspended, 'new_suspended', new.is_suspended)
    );
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_suspension() from public;

create trigger profiles_audit_suspension
  after update of is_suspended on public.profiles
  for each row execute function private.audit_suspension();

-- The auth service marks an invited user with invited_at (on creation, and again when it resends).
create or replace function private.audit_auth_users()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.record_audit_event('account_deleted', old.id, jsonb_build_object('email', old.email));
    return old;
  end if;
  if new.invited_at is not null and (tg_op = 'INSERT' or new.invited_at is distinct from old.invited_at) then
    perform private.record_audit_event('invitation_sent', new.id, jsonb_build_object('email', new.email));
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_auth_users() from public;

create trigger on_auth_user_invited_audit
  after insert or update of invited_at on auth.users
  for each row execute function private.audit_auth_users();
create trigger on_auth_user_deleted_audit
  after delete on auth.users
  for each row execute function private.audit_auth_users();

-- ---------------------------------------------------------------------------------------------
-- The last super admin stays: no statement, by anyone (the service role and the auth service's
-- cascade on deleting the user included), removes or demotes the only super admin. Nobody can
-- change their own role through the API, so this holds there already; it now holds everywhere.
-- ---------------------------------------------------------------------------------------------
-- Refuses when no super admin but the given user would remain.
create or replace function private.assert_another_super_admin(uid uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One change of super admins at a time, so two cannot remove each other at once.
  perform pg_advisory_xact_lock(hashtext('public.user_roles super_admin'));
  if not exists (select 1 from public.user_roles r where r.role = 'super_admin' and r.user_id <> uid) then
    raise exception 'The last super admin cannot be removed or demoted' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.assert_another_super_admin(uuid) from public;

create or replace function private.keep_last_super_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'super_admin' and (tg_op = 'DELETE' or new.role is distinct from 'super_admin') then
    perform private.assert_another_super_admin(old.user_id);
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke execute on function private.keep_last_super_admin() from public;

create trigger user_roles_keep_last_super_admin
  before update or delete on public.user_roles
  for each row execute function private.keep_last_super_admin();

-- ---------------------------------------------------------------------------------------------
-- Staff settings: one row, read by staff, changed by super admins, every change audited.
-- ---------------------------------------------------------------------------------------------
create table public.staff_settings (
  id boolean primary key default true,
  require_two_factor_for_admins boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid,
  constraint staff_settings_single_row check (id)
);
insert into public.staff_settings (id) values (true);

comment on table public.staff_settings is 'Settings for staff accounts (one row), changed by super admins only.';

create or replace function private.staff_settings_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.id := old.id;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;
revoke execute on function private.staff_settings_stamp() from public;

create trigger staff_settings_stamp
  before update on public.staff_settings
  for each row execute function private.staff_settings_stamp();

create or replace function private.audit_staff_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := to_jsonb(old) - 'id' - 'updated_at' - 'updated_by';
  v_new jsonb := to_jsonb(new) - 'id' - 'updated_at' - 'updated_by';
  v_key text;
begin
  for v_key in select k from jsonb_object_keys(v_new) as k order by k loop
    if v_new -> v_key is distinct from v_old -> v_key then
      perform private.record_audit_event('setting_changed', null,
        jsonb_build_object('setting', v_key, 'old_value', v_old -> v_key, 'new_value', v_new -> v_key));
    end if;
  end loop;
  return null;
end;
$$;
revoke execute on function private.audit_staff_settings() from public;

create trigger staff_settings_audit
  after update on public.staff_settings
  for each row execute function private.audit_staff_settings();

alter table public.staff_settings enable row level security;

create policy "staff_settings: staff read"
  on public.staff_settings for select to authenticated
  using (public.is_staff());

create policy "staff_settings: super admins change"
  on public.staff_settings for update to authenticated
  using (public.is_super_admin())
  with check (public.is_super_admin());

revoke all on public.staff_settings from anon, authenticated, service_role;
grant select, update (require_two_factor_for_admins) on public.staff_settings to authenticated;
grant select, update (require_two_factor_for_admins) on public.staff_settings to service_role;

-- ---------------------------------------------------------------------------------------------
-- Removing a staff account. A super admin (or the service) first calls prepare_staff_removal:
-- the account is suspended (its sessions end, so it writes nothing more), its posts pass to the
-- new owner with the author name readers see unchanged, and the audit row is written. The auth
-- user is then deleted by the service role (the auth admin API, DELETE /auth/v1/admin/users/<id>),
-- which removes the profile and role with it (on delete cascade) and writes account_deleted.
-- ---------------------------------------------------------------------------------------------
create or replace function public.prepare_staff_removal(target uuid, new_owner uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_target uuid := prepare_staff_removal.target;
  v_owner uuid := prepare_staff_removal.new_owner;
  v_moved integer;
begin
  if v_target is null or v_owner is null then
    raise exception 'target and new_owner are required' using errcode = '22004';
  end if;
  if coalesce(auth.role(), '') <> 'service_role' and not public.is_super_admin() then
    raise exception 'Access denied: only a super admin can remove a staff account' using errcode = '42501';
  end if;
  if v_target = auth.uid() then
    raise exception 'You cannot remove your own account' using errcode = '42501';
  end if;
  if v_owner = v_target then
    raise exception 'The posts must pass to another staff member' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = v_target) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = v_owner)
     or public.is_suspended_user(v_owner) then
    raise exception 'The new owner must be an active staff member' using errcode = '22023';
  end if;
  if exists (select 1 from public.user_roles r where r.user_id = v_target and r.role = 'super_admin') then
    perform private.assert_another_super_admin(v_target);
  end if;

  insert into public.profiles (id, email)
  select u.id, u.email from auth.users u where u.id = v_target
  on conflict (id) do nothing;
  update public.profiles
     set is_suspended = true, suspended_at = now(), suspended_by = auth.uid()
   where id = v_target and not is_suspended;

  -- The author name (blog_posts.author) is what readers see; it stays as it was.
  update public.blog_posts
     set user_id = case when user_id = v_target then v_owner else user_id end,
         created_by = case when created_by = v_target then v_owner else created_by end
   where user_id = v_target or created_by = v_target;
  get diagnostics v_moved = row_count;

  perform private.record_audit_event('removal_prepared', v_target,
    jsonb_build_object('new_owner', v_owner, 'posts_moved', v_moved));
  return jsonb_build_object('target', v_target, 'new_owner', v_owner, 'posts_moved', v_moved);
end;
$$;

revoke execute on function public.prepare_staff_removal(uuid, uuid) from public, anon;
grant execute on function public.prepare_staff_removal(uuid, uuid) to authenticated, service_role;
