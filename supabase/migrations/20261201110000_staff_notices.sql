-- Notice of what came in: each admin chooses which events email them (a new inquiry, a new
-- booking, a booking moved or cancelled, a lead assigned to them) and whether to get a daily
-- digest. The database queues one outbox message per event and admin who asked for it, in the same
-- transaction as the event, so a notice is never lost and never sent twice (its dedupe key);
-- process-outbox renders it when it delivers, from the rows as they then are, and sends it only if
-- the recipient is still an active admin who still wants it.
--
-- Notices carry what visitors sent, so only admins (who read inquiries and leads) may ask for them.

create table public.staff_notice_preferences (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  new_inquiry boolean not null default false,
  new_booking boolean not null default false,
  booking_changed boolean not null default false,
  lead_assigned boolean not null default false,
  daily_digest boolean not null default false,
  updated_at timestamptz not null default now()
);

create trigger staff_notice_preferences_set_updated_at
  before update on public.staff_notice_preferences
  for each row execute function public.set_updated_at();

comment on table public.staff_notice_preferences is
  'Which events email each admin, and whether they get the daily digest. Each admin reads and sets their own.';

alter table public.staff_notice_preferences enable row level security;
revoke all on public.staff_notice_preferences from anon, authenticated;
grant select, insert, update on public.staff_notice_preferences to authenticated;

create policy "staff_notice_preferences: admins read their own"
  on public.staff_notice_preferences for select to authenticated
  using (user_id = auth.uid() and public.is_admin());

create policy "staff_notice_preferences: admins set their own"
  on public.staff_notice_preferences for insert to authenticated
  with check (user_id = auth.uid() and public.is_admin());

create policy "staff_notice_preferences: admins change their own"
  on public.staff_notice_preferences for update to authenticated
  using (user_id = auth.uid() and public.is_admin())
  with check (user_id = auth.uid() and public.is_admin());

create policy "staff_notice_preferences: second factor for admins"
  on public.staff_notice_preferences as restrictive for all to authenticated
  using (not public.staff_needs_second_factor()) with check (not public.staff_needs_second_factor());

-- The active admins who asked for an event, as the queueing triggers and the digest job see them.
create or replace function private.notice_recipients(p_event text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id
    from public.staff_notice_preferences p
    join public.user_roles r on r.user_id = p.user_id and r.role in ('admin', 'super_admin')
   where not public.is_suspended_user(p.user_id)
     and case p_event
           when 'new_inquiry' then p.new_inquiry
           when 'new_booking' then p.new_booking
           when 'booking_changed' then p.booking_changed
           when 'lead_assigned' then p.lead_assigned
           when 'daily_digest' then p.daily_digest
           else false
         end
$$;
revoke execute on function private.notice_recipients(text) from public;

create or replace function private.queue_staff_notice(p_event text, p_user uuid, p_subject jsonb, p_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.outbox_messages (kind, payload, dedupe_key)
  values ('staff.notice', jsonb_build_object('event', p_event, 'userId', p_user) || p_subject,
          'staff-notice:' || p_event || ':' || p_key || ':' || p_user::text)
  on conflict (dedupe_key) do nothing
$$;
revoke execute on function private.queue_staff_notice(text, uuid, jsonb, text) from public;

create or replace function private.notice_new_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_staff_notice('new_inquiry', u, jsonb_build_object('inquiryId', new.id), new.id::text)
     from private.notice_recipients('new_inquiry') as u;
  return null;
end;
$$;
revoke execute on function private.notice_new_inquiry() from public;

create trigger contact_inquiries_notice_staff
  after insert on public.contact_inquiries
  for each row execute function private.notice_new_inquiry();

-- A booking is new when it becomes confirmed (a hold is not yet one); it is changed when a
-- confirmed booking moves (its sequence counts the changes) or is cancelled.
create or replace function private.notice_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event text;
begin
  if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status is distinct from 'confirmed') then
    v_event := 'new_booking';
  elsif tg_op = 'UPDATE' and old.status = 'confirmed'
        and (new.status = 'cancelled' or new.starts_at is distinct from old.starts_at) then
    v_event := 'booking_changed';
  else
    return null;
  end if;
  perform private.queue_staff_notice(
    v_event, u,
    jsonb_build_object('bookingId', new.id, 'sequence', new.sequence, 'status', new.status),
    new.id::text || ':' || new.sequence::text || ':' || new.status
  )
    from private.notice_recipients(v_event) as u;
  return null;
end;
$$;
revoke execute on function private.notice_booking() from public;

create trigger bookings_notice_staff
  after insert or update of status, starts_at on public.bookings
  for each row execute function private.notice_booking();

-- A lead given to someone tells them, unless they took it themselves.
create or replace function private.notice_lead_assigned()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is not null and new.owner_id is distinct from old.owner_id
     and new.owner_id is distinct from auth.uid()
     and new.owner_id in (select private.notice_recipients('lead_assigned')) then
    perform private.queue_staff_notice(
      'lead_assigned', new.owner_id,
      jsonb_build_object('leadId', new.id, 'assignedBy', auth.uid()),
      new.id::text || ':' || extract(epoch from clock_timestamp())::text
    );
  end if;
  return null;
end;
$$;
revoke execute on function private.notice_lead_assigned() from public;

create trigger leads_notice_assigned
  after update of owner_id on public.leads
  for each row execute function private.notice_lead_assigned();

-- ---------------------------------------------------------------------------------------------
-- The daily digest: once a firm day, from 7 AM in Las Vegas, to each admin who asked for it
-- ---------------------------------------------------------------------------------------------
create or replace function private.queue_staff_digests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_local timestamp := pg_catalog.now() at time zone 'America/Los_Angeles';
  v_day date := v_local::date;
  v_count integer;
begin
  if extract(hour from v_local) < 7 then
    return 0;
  end if;
  with queued as (
    insert into public.outbox_messages (kind, payload, dedupe_key)
    select 'staff.notice',
           jsonb_build_object('event', 'daily_digest', 'userId', u, 'day', v_day),
           'staff-notice:daily_digest:' || v_day::text || ':' || u::text
      from private.notice_recipients('daily_digest') as u
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select count(*)::int into v_count from queued;
  return v_count;
end;
$$;
revoke execute on function private.queue_staff_digests() from public;

-- Hourly: the first run after 7 AM queues the day's digests; the others find them queued.
insert into private.scheduled_jobs (name, every_seconds, kind, command) values
  ('queue-staff-digests', 3600, 'sql', 'select private.queue_staff_digests()')
on conflict (name) do update
  set every_seconds = excluded.every_seconds, kind = excluded.kind, command = excluded.command;

select private.register_scheduled_jobs();

-- What a digest lists for one admin on one firm day: the calls of that day and the next, the
-- leads first seen in the 24 hours before the digest, and the leads whose next step is due
-- (theirs and nobody's), for process-outbox, which holds the secret key.
create or replace function public.staff_digest(p_user uuid, p_day date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'calls', coalesce((
      select jsonb_agg(jsonb_build_object(
               'startsAt', b.starts_at, 'service', b.service, 'name', b.name, 'company', b.company,
               'staffName', s.name, 'leadId', b.lead_id) order by b.starts_at)
        from public.bookings b
        join public.booking_staff s on s.id = b.staff_id
       where b.status = 'confirmed'
         and b.starts_at >= (p_day::timestamp at time zone 'America/Los_Angeles')
         and b.starts_at < ((p_day + 2)::timestamp at time zone 'America/Los_Angeles')
    ), '[]'::jsonb),
    'newLeads', coalesce((
      select jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'email', l.email, 'company', l.company) order by l.first_seen_at)
        from public.leads l
       where l.first_seen_at >= ((p_day::timestamp + interval '7 hours') at time zone 'America/Los_Angeles') - interval '24 hours'
         and l.first_seen_at < ((p_day::timestamp + interval '7 hours') at time zone 'America/Los_Angeles')
    ), '[]'::jsonb),
    'nextSteps', coalesce((
      select jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'email', l.email, 'nextStep', l.next_step,
                                          'nextStepOn', l.next_step_on, 'mine', l.owner_id = p_user) order by l.next_step_on)
        from public.leads l
       where l.next_step_on <= p_day
         and l.status not in ('won', 'lost')
         and (l.owner_id = p_user or l.owner_id is null)
    ), '[]'::jsonb)
  )
$$;
revoke execute on function public.staff_digest(uuid, date) from public, anon, authenticated;
grant execute on function public.staff_digest(uuid, date) to service_role;
