-- Two-factor sign-in for admins, staff sessions, and factor removals in the audit trail.
--
-- While public.staff_settings.require_two_factor_for_admins is on, an admin or super admin reaches
-- admin data only with a token of a session verified with a second factor (the token's aal claim
-- is aal2, which Auth sets after POST /factors/{id}/verify). The rule is in the database, so it
-- holds for every client, not only the portal: restrictive policies on the admin data tables, and
-- a trigger on the suspension flag that security-definer functions write. Writers are unaffected,
-- and so is the service role (it has no auth.uid(), so it is no admin).

-- ---------------------------------------------------------------------------------------------
-- The rule
-- ---------------------------------------------------------------------------------------------
create or replace function public.staff_needs_second_factor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.require_two_factor_for_admins from public.staff_settings s where s.id), false)
     and public.is_admin()
     and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2'
$$;

comment on function public.staff_needs_second_factor() is
  'True when two-factor sign-in is required for admins, the caller is an admin or super admin, and the token is not aal2.';

revoke execute on function public.staff_needs_second_factor() from public, anon;
grant execute on function public.staff_needs_second_factor() to authenticated, service_role;

-- Tables only staff read (and visitors never write): every command needs the second factor.
do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'contact_inquiries', 'calculator_leads', 'bookings', 'booking_staff', 'booking_hours',
    'booking_days_off', 'booking_settings', 'blog_analytics', 'site_events', 'site_events_daily',
    'ga4_extended_analytics', 'mailbox_messages', 'outbox_messages', 'audit_events'
  ] loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
         using (not public.staff_needs_second_factor()) with check (not public.staff_needs_second_factor())',
      v_table || ': second factor for admins', v_table);
  end loop;
end
$$;

-- Tables the portal reads before anything else (the caller's role, the setting itself, content
-- writers share): their reads stay open, so the portal can tell an admin to enrol; their writes
-- need the second factor.
do $$
declare
  v_table text;
  v_command text;
begin
  foreach v_table in array array[
    'staff_settings', 'user_roles', 'profiles', 'blog_posts', 'blog_categories', 'reviews', 'services',
    'team_members', 'media_mentions', 'press_releases', 'video_reviews', 'video_review_services'
  ] loop
    foreach v_command in array array['insert', 'update', 'delete'] loop
      execute format(
        'create policy %I on public.%I as restrictive for %s to authenticated %s',
        v_table || ': ' || v_command || ' needs second factor', v_table, v_command,
        case v_command
          when 'insert' then 'with check (not public.staff_needs_second_factor())'
          when 'update' then 'using (not public.staff_needs_second_factor()) with check (not public.staff_needs_second_factor())'
          else 'using (not public.staff_needs_second_factor())'
        end);
    end loop;
  end loop;
end
$$;

-- Suspending, reactivating and preparing a removal go through security-definer functions
-- (set_user_suspension, prepare_staff_removal), which policies do not reach: the flag itself
-- refuses a change asked for without the second factor.
-- Refuses the caller who must, and has not, signed in with a second factor.
create or replace function private.assert_second_factor()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.staff_needs_second_factor() then
    raise exception 'Two-factor sign-in is required: verify a code from your authenticator app first'
      using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.assert_second_factor() from public;

create or replace function private.suspension_needs_second_factor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_suspended is distinct from old.is_suspended then
    perform private.assert_second_factor();
  end if;
  return new;
end;
$$;
revoke execute on function private.suspension_needs_second_factor() from public;

create trigger profiles_suspension_needs_second_factor
  before update of is_suspended on public.profiles
  for each row execute function private.suspension_needs_second_factor();

-- ---------------------------------------------------------------------------------------------
-- Where the caller is signed in
-- ---------------------------------------------------------------------------------------------
-- The caller's own sessions, newest first, the one of the calling token marked current. Signing
-- out elsewhere is Auth's POST /logout?scope=others|global (supabase-js auth.signOut).
create or replace function public.my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  aal text,
  current boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id,
         s.created_at,
         -- Auth keeps refreshed_at in UTC without a time zone; a session never refreshed shows its start.
         coalesce(s.refreshed_at at time zone 'UTC', s.created_at),
         s.user_agent,
         host(s.ip),
         coalesce(s.aal::text, 'aal1'),
         s.id = nullif(auth.jwt() ->> 'session_id', '')::uuid
    from auth.sessions s
   where s.user_id = auth.uid()
     and (s.not_after is null or s.not_after > now())
   order by s.created_at desc, s.id
$$;

comment on function public.my_sessions() is 'The calling user''s own sessions; current marks the one of the calling token.';

revoke execute on function public.my_sessions() from public, anon;
grant execute on function public.my_sessions() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Factor removals in the audit trail
-- ---------------------------------------------------------------------------------------------
-- Auth deletes factors over its own connection, which carries no request's claims: a removal is
-- recorded by a trigger on auth.mfa_factors (hosted, the postgres role holds every privilege on
-- the tables Auth creates, as it does to put triggers on auth.users). The actor is the super admin
-- who asked for it through public.request_factor_removal just before (the staff-accounts function
-- calls it with the caller's token, then Auth's admin API deletes the factor); a removal nobody
-- asked for that way (a user's own, through DELETE /auth/v1/factors/{id}) is recorded with the
-- system as actor and the factor's user as target.
create table private.factor_removal_requests (
  factor_id uuid primary key,
  actor_id uuid not null,
  requested_at timestamptz not null default now()
);
revoke all on private.factor_removal_requests from public;

-- How long a request waits for Auth's deletion.
create or replace function private.factor_removal_request_ttl()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '5 minutes' $$;
revoke execute on function private.factor_removal_request_ttl() from public;

create or replace function public.request_factor_removal(target uuid, factor uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_super_admin() then
    raise exception 'Access denied: only a super admin can remove another user''s second factor' using errcode = '42501';
  end if;
  perform private.assert_second_factor();
  if not exists (
    select 1 from auth.mfa_factors f where f.id = request_factor_removal.factor and f.user_id = request_factor_removal.target
  ) then
    raise exception 'Factor not found' using errcode = 'P0002';
  end if;
  delete from private.factor_removal_requests r where r.requested_at < now() - private.factor_removal_request_ttl();
  insert into private.factor_removal_requests (factor_id, actor_id)
  values (request_factor_removal.factor, auth.uid())
  on conflict (factor_id) do update set actor_id = excluded.actor_id, requested_at = excluded.requested_at;
end;
$$;

revoke execute on function public.request_factor_removal(uuid, uuid) from public, anon;
grant execute on function public.request_factor_removal(uuid, uuid) to authenticated;

create or replace function private.audit_factor_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid;
  v_details jsonb := jsonb_build_object(
    'factor_id', old.id, 'factor_type', old.factor_type::text, 'friendly_name', old.friendly_name);
begin
  -- An unverified factor never signed anyone in; a factor going with its deleted account is
  -- covered by account_deleted.
  if old.status::text <> 'verified' or not exists (select 1 from auth.users u where u.id = old.user_id) then
    return null;
  end if;
  delete from private.factor_removal_requests r
   where r.factor_id = old.id and r.requested_at >= now() - private.factor_removal_request_ttl()
  returning r.actor_id into v_actor;
  if v_actor is not null then
    insert into public.audit_events (actor_id, actor_kind, target_id, action, details)
    values (v_actor, 'user', old.user_id, 'factor_removed', v_details);
  else
    perform private.record_audit_event('factor_removed', old.user_id, v_details);
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_factor_removal() from public;

create trigger on_mfa_factor_removed_audit
  after delete on auth.mfa_factors
  for each row execute function private.audit_factor_removal();
