-- Staff invitations: an admin invites a new staff member by email (the staff-accounts function
-- asks Auth to send a GoTrue invitation); the invitee sets their own password through the mailed
-- link, and the role the admin chose is given when they accept, by the database itself.
--
-- public.staff_invitations holds one row per invited user: who was invited, by whom, with which
-- role, when the last invitation mail went out and when its link stops working (Auth's
-- [auth.email] otp_expiry, one hour, after it was sent), and when it was accepted. Admins and
-- super admins read it (the Users page lists pending invitations); no API role writes it, the
-- service role included: only public.record_staff_invitation (below) and the acceptance trigger do.
--
-- Who sent an invitation. The audit function takes its actor from auth.uid(), and Auth marks the
-- invited user (auth.users.invited_at) from its own connection, where there is no caller: that
-- marking would be recorded as the system's. So the invitation is recorded here instead, with the
-- admin as actor passed explicitly by the staff-accounts function, which has verified the admin's
-- token itself. The function that takes an explicit actor is executable by the service role
-- only: an admin calling it through the API could otherwise write an invitation, or an audit
-- row, in anybody's name. Auth's own marking is no longer recorded separately (it was the same
-- event without its sender); an invitation sent outside the function (the dashboard) gives no
-- role and so makes no staff member.

create table public.staff_invitations (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  full_name text not null,
  role text not null,
  -- The admin who sent the invitation last (no foreign key: the row outlives that account).
  invited_by uuid,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  constraint staff_invitations_role_check check (role in ('writer', 'admin', 'super_admin')),
  constraint staff_invitations_full_name_length check (char_length(full_name) between 1 and 100)
);
create index staff_invitations_pending_idx on public.staff_invitations (sent_at desc) where accepted_at is null;

comment on table public.staff_invitations is
  'Invitations to join the staff: the role given on acceptance, who sent it, when its link expires. Written by the database only.';

alter table public.staff_invitations enable row level security;

create policy "staff_invitations: admins read"
  on public.staff_invitations for select to authenticated
  using (public.is_admin());

revoke all on public.staff_invitations from anon, authenticated, service_role;
grant select on public.staff_invitations to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- An audit event with its actor named: for definer functions that act on a verified caller's
-- behalf without their token. Never executable through the API.
-- ---------------------------------------------------------------------------------------------
create or replace function private.record_audit_event_by(p_actor uuid, p_action text, p_target uuid, p_details jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.audit_events (actor_id, actor_kind, target_id, action, details)
  values (p_actor, case when p_actor is null then 'service' else 'user' end, p_target, p_action, coalesce(p_details, '{}'::jsonb));
end;
$$;
revoke execute on function private.record_audit_event_by(uuid, text, uuid, jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- Recording an invitation Auth has just sent (or sent again). Called by the staff-accounts
-- function with the secret key, after it checked that p_invited_by may invite with p_role.
-- The link's life starts at Auth's own stamp (invited_at), as Auth counts it.
-- ---------------------------------------------------------------------------------------------
create or replace function public.record_staff_invitation(
  p_user_id uuid,
  p_full_name text,
  p_role text,
  p_invited_by uuid,
  p_lifetime_seconds integer
)
returns public.staff_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user auth.users%rowtype;
  v_previous public.staff_invitations%rowtype;
  v_row public.staff_invitations%rowtype;
  v_sent timestamptz;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Access denied: invitations are recorded by the staff-accounts function' using errcode = '42501';
  end if;
  select * into v_user from auth.users u where u.id = p_user_id;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if v_user.email_confirmed_at is not null then
    raise exception 'This invitation has already been accepted' using errcode = '23505';
  end if;
  select * into v_previous from public.staff_invitations i where i.user_id = p_user_id;
  v_sent := coalesce(v_user.invited_at, now());

  insert into public.staff_invitations as i (user_id, email, full_name, role, invited_by, sent_at, expires_at)
  values (p_user_id, v_user.email, p_full_name, p_role, p_invited_by, v_sent, v_sent + make_interval(secs => p_lifetime_seconds))
  on conflict (user_id) do update
    set invited_by = excluded.invited_by, sent_at = excluded.sent_at, expires_at = excluded.expires_at
  returning * into v_row;

  perform private.record_audit_event_by(p_invited_by, 'invitation_sent', p_user_id,
    jsonb_build_object('email', v_row.email, 'role', v_row.role, 'resent', v_previous.user_id is not null));
  return v_row;
end;
$$;
revoke execute on function public.record_staff_invitation(uuid, text, text, uuid, integer) from public, anon, authenticated;
grant execute on function public.record_staff_invitation(uuid, text, text, uuid, integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Acceptance: Auth confirms the invited address when the invitee opens the invitation's link
-- (/verify of type invite). The role chosen by the admin is given then, once.
-- ---------------------------------------------------------------------------------------------
create or replace function private.accept_staff_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invitation public.staff_invitations%rowtype;
begin
  if old.email_confirmed_at is not null or new.email_confirmed_at is null then
    return null;
  end if;
  update public.staff_invitations i
     set accepted_at = now()
   where i.user_id = new.id and i.accepted_at is null
  returning * into v_invitation;
  if found then
    insert into public.user_roles (user_id, role) values (new.id, v_invitation.role)
    on conflict (user_id) do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function private.accept_staff_invitation() from public;

create trigger on_auth_user_confirmed_accept_invitation
  after update of email_confirmed_at on auth.users
  for each row execute function private.accept_staff_invitation();

-- ---------------------------------------------------------------------------------------------
-- Auth's marking of an invited user is no longer an audit event of its own (see above); the
-- deletion of an account still is.
-- ---------------------------------------------------------------------------------------------
drop trigger on_auth_user_invited_audit on auth.users;

create or replace function private.audit_auth_users()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_audit_event('account_deleted', old.id, jsonb_build_object('email', old.email));
  return old;
end;
$$;
revoke execute on function private.audit_auth_users() from public;

-- While two-factor sign-in is required for admins, pending invitations need it too (20261130100000).
create policy "staff_invitations: second factor for admins"
  on public.staff_invitations as restrictive for all to authenticated
  using (not public.staff_needs_second_factor()) with check (not public.staff_needs_second_factor());
