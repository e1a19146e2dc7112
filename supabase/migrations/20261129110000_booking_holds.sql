-- A booking request is a hold until the visitor confirms it from the email (docs/architecture.md#d47).
-- One address could empty a day of consultations with a few throwaway emails: a request stored a
-- confirmed booking at once. Now book-consultation stores a hold ('held') that blocks its slot
-- for hold_minutes, and emails a signed link to confirm it; confirm_booking turns it into a
-- booking ('confirmed', with its lead for the CRM and its reminders) only then. A hold not
-- confirmed in time stops counting at once (the slot query and the exclusion constraint skip it)
-- and the job release-booking-holds marks it 'expired'; a day later it is deleted.
-- create_booking also refuses, in the same transaction as the insert:
--   * a second active booking (held or confirmed, not yet started) for one email address;
--   * more than max_held_per_day unconfirmed holds of one firm day from one calling address;
--   * more than max_per_requester_per_day requests held from one calling address in 24 hours.
-- The numbers are BOOKING_HOLD_RULES (shared-contracts/src/booking/booking.ts), which the function
-- passes; the calling address is stored only as its SHA-256, as the rate limits store it.

alter table public.bookings
  add column hold_expires_at timestamptz,
  add column confirmed_at timestamptz,
  add column requester_hash text;

comment on column public.bookings.hold_expires_at is 'Until when an unconfirmed request holds its slot.';
comment on column public.bookings.confirmed_at is 'When the visitor confirmed the request from the email.';
comment on column public.bookings.requester_hash is 'SHA-256 (hex) of the address the request came from.';

-- The bookings made before holds were confirmed when they were made.
update public.bookings set confirmed_at = created_at where confirmed_at is null and status <> 'held';

alter table public.bookings
  drop constraint bookings_status_check,
  add constraint bookings_status_check check (status in ('held', 'confirmed', 'cancelled', 'expired')),
  add constraint bookings_hold_check check (status not in ('held', 'expired') or hold_expires_at is not null),
  -- A hold blocks its slot as a booking does, so two visitors never hold one slot.
  drop constraint bookings_no_overlap,
  add constraint bookings_no_overlap exclude using gist (
    staff_id with =,
    tstzrange(starts_at, blocked_until, '[)') with &&
  ) where (status in ('held', 'confirmed'));

create index bookings_held_idx on public.bookings (hold_expires_at) where status = 'held';
create index bookings_requester_idx on public.bookings (requester_hash, created_at desc) where requester_hash is not null;

-- ---------------------------------------------------------------------------------------------
-- Releasing holds: a lapsed hold becomes 'expired' (its slot is free: the constraint skips it),
-- and expired holds are deleted a day after they lapsed (nobody confirmed the address, so the
-- details typed with it are not kept). Run by the job below and before every booking or move,
-- so a slot never waits for the job. Answers how many holds it released.
-- ---------------------------------------------------------------------------------------------
create or replace function private.release_booking_holds()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  released integer;
begin
  update public.bookings b
     set status = 'expired'
   where b.status = 'held'
     and b.hold_expires_at <= pg_catalog.now();
  get diagnostics released = row_count;
  delete from public.bookings b
   where b.status = 'expired'
     and b.hold_expires_at < pg_catalog.now() - interval '1 day';
  return released;
end;
$$;

revoke execute on function private.release_booking_holds() from public;

-- Every 5 minutes (pg_cron's '*/5 * * * *'); the slots never wait for it (see above).
insert into private.scheduled_jobs (name, every_seconds, kind, command) values
  ('release-booking-holds', 300, 'sql', 'select private.release_booking_holds()')
on conflict (name) do update
  set every_seconds = excluded.every_seconds, kind = excluded.kind, command = excluded.command;

select private.register_scheduled_jobs();

-- ---------------------------------------------------------------------------------------------
-- The slot computation's schedule: confirmed bookings and holds that have not lapsed.
-- ---------------------------------------------------------------------------------------------
create or replace function public.booking_schedule(
  service text,
  range_start timestamptz,
  range_end timestamptz,
  except_booking uuid default null
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'settings', (
      select jsonb_build_object(
        'bufferMinutes', s.buffer_minutes,
        'minNoticeMinutes', s.min_notice_minutes,
        'horizonDays', s.horizon_days)
        from public.booking_settings s where s.id
    ),
    'staff', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', st.id,
               'name', st.name,
               'hours', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'weekday', h.weekday,
                          'start', to_char(h.start_time, 'HH24:MI'),
                          'end', to_char(h.end_time, 'HH24:MI'))
                        order by h.weekday, h.start_time)
                   from public.booking_hours h
                  where h.staff_id = st.id
                    and (h.service is null or h.service = booking_schedule.service)
               ), '[]'::jsonb),
               'daysOff', coalesce((
                 select jsonb_agg(to_char(d.day, 'YYYY-MM-DD') order by d.day)
                   from public.booking_days_off d
                  where d.staff_id = st.id
                    and d.day between (range_start at time zone 'America/Los_Angeles')::date - 1
                                  and (range_end at time zone 'America/Los_Angeles')::date + 1
               ), '[]'::jsonb))
             order by st.created_at, st.id)
        from public.booking_staff st
       where st.active
    ), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
               'staffId', b.staff_id,
               'start', b.starts_at,
               'blockedUntil', b.blocked_until)
             order by b.starts_at)
        from public.bookings b
       where (b.status = 'confirmed' or (b.status = 'held' and b.hold_expires_at > pg_catalog.now()))
         and b.starts_at < range_end
         and b.blocked_until > range_start
         and b.id is distinct from except_booking
    ), '[]'::jsonb)
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- A request: the hold, after the limits. SQLSTATEs the function answers:
--   BK001  the email address already has a booking or hold that has not started;
--   BK002  this address already holds max_held_per_day unconfirmed times of that firm day;
--   BK003  this address has made max_per_requester_per_day requests in 24 hours;
--   23P01  the slot was just taken (no staff member given is free).
-- Concurrent requests for one email or from one address are taken one at a time (advisory
-- locks, email first), so a burst cannot slip past a limit between its count and its insert.
-- ---------------------------------------------------------------------------------------------
drop function public.create_booking(uuid[], text, timestamptz, timestamptz, timestamptz, text, text, text, text, text, text, text, text, text);

create or replace function public.create_booking(
  staff_ids uuid[],
  service text,
  starts_at timestamptz,
  ends_at timestamptz,
  blocked_until timestamptz,
  name text,
  email text,
  phone text,
  company text,
  message text,
  visitor_time_zone text,
  requester text,
  hold_minutes integer,
  max_held_per_day integer,
  max_per_requester_per_day integer
)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  candidate uuid;
  result public.bookings;
  requester_key text;
  firm_day date := (create_booking.starts_at at time zone 'America/Los_Angeles')::date;
begin
  if create_booking.requester is null or create_booking.requester = ''
     or coalesce(create_booking.hold_minutes, 0) < 1 or create_booking.hold_minutes > 1440
     or coalesce(create_booking.max_held_per_day, 0) < 1
     or coalesce(create_booking.max_per_requester_per_day, 0) < 1 then
    raise exception 'create_booking needs a requester, hold_minutes from 1 to 1440 and limits of at least 1'
      using errcode = '22023';
  end if;
  requester_key := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(create_booking.requester, 'UTF8')), 'hex');

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('booking-email:' || pg_catalog.lower(create_booking.email), 0));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('booking-requester:' || requester_key, 0));
  perform private.release_booking_holds();

  if exists (
    select 1 from public.bookings b
     where pg_catalog.lower(b.email) = pg_catalog.lower(create_booking.email)
       and b.status in ('held', 'confirmed')
       and b.starts_at > pg_catalog.now()
  ) then
    raise exception 'This email address already has a consultation booked or waiting for confirmation'
      using errcode = 'BK001';
  end if;
  if (
    select count(*) from public.bookings b
     where b.requester_hash = requester_key
       and b.status = 'held'
       and (b.starts_at at time zone 'America/Los_Angeles')::date = firm_day
  ) >= create_booking.max_held_per_day then
    raise exception 'This address already holds % unconfirmed times of that day', create_booking.max_held_per_day
      using errcode = 'BK002';
  end if;
  if (
    select count(*) from public.bookings b
     where b.requester_hash = requester_key
       and b.created_at > pg_catalog.now() - interval '1 day'
  ) >= create_booking.max_per_requester_per_day then
    raise exception 'This address made % requests in a day', create_booking.max_per_requester_per_day
      using errcode = 'BK003';
  end if;

  foreach candidate in array coalesce(staff_ids, '{}') loop
    begin
      insert into public.bookings (
        staff_id, service, starts_at, ends_at, blocked_until, status, name, email, phone, company, message,
        visitor_time_zone, hold_expires_at, requester_hash
      ) values (
        candidate, create_booking.service, create_booking.starts_at, create_booking.ends_at,
        create_booking.blocked_until, 'held', create_booking.name, create_booking.email,
        nullif(create_booking.phone, ''), nullif(create_booking.company, ''), create_booking.message,
        create_booking.visitor_time_zone, pg_catalog.now() + pg_catalog.make_interval(mins => create_booking.hold_minutes),
        requester_key
      )
      returning * into result;
      exit;
    exception when exclusion_violation then
      result := null;
    end;
  end loop;
  if result.id is null then
    raise exception 'That time was just taken' using errcode = '23P01';
  end if;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The visitor confirmed from the email: the hold becomes a booking, with its lead (as the contact
-- form would store it; its trigger queues the CRM message) and, through the reminders trigger,
-- its reminders. Confirming a booking already confirmed changes nothing and answers it as it is.
-- P0002 when there is no such booking; BK004 when the hold lapsed (or was released); 55000 when
-- it was cancelled.
-- ---------------------------------------------------------------------------------------------
create or replace function public.confirm_booking(
  booking_id uuid,
  inquiry_message text,
  preferred_date text,
  preferred_time text
)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current public.bookings;
  inquiry uuid;
  result public.bookings;
begin
  select * into current from public.bookings b where b.id = booking_id for update;
  if current.id is null then
    raise exception 'No such booking' using errcode = 'P0002';
  end if;
  if current.status = 'confirmed' then
    return current;
  end if;
  if current.status = 'cancelled' then
    raise exception 'The booking is cancelled' using errcode = '55000';
  end if;
  if current.status = 'expired' or current.hold_expires_at <= pg_catalog.now() then
    raise exception 'The hold lapsed' using errcode = 'BK004';
  end if;

  insert into public.contact_inquiries (
    first_name, email, phone, company, message, service, preferred_date, preferred_time
  ) values (
    left(btrim(current.name), 100), current.email, current.phone, current.company,
    left(confirm_booking.inquiry_message, 5000), current.service,
    confirm_booking.preferred_date, confirm_booking.preferred_time
  )
  returning id into inquiry;

  update public.bookings b
     set status = 'confirmed',
         confirmed_at = pg_catalog.now(),
         inquiry_id = inquiry
   where b.id = current.id
  returning * into result;
  return result;
end;
$$;

-- A move needs its new slot free of lapsed holds too (their rows are released first).
create or replace function public.move_booking(
  booking_id uuid,
  staff_ids uuid[],
  starts_at timestamptz,
  ends_at timestamptz,
  blocked_until timestamptz
)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current public.bookings;
  candidate uuid;
  result public.bookings;
begin
  perform private.release_booking_holds();
  select * into current from public.bookings b where b.id = booking_id for update;
  if current.id is null then
    raise exception 'No such booking' using errcode = 'P0002';
  end if;
  if current.status <> 'confirmed' then
    raise exception 'The booking is not confirmed' using errcode = '55000';
  end if;
  foreach candidate in array (
    select array_agg(s order by s <> current.staff_id) from unnest(coalesce(staff_ids, '{}')) as s
  ) loop
    begin
      update public.bookings b
         set staff_id = candidate,
             starts_at = move_booking.starts_at,
             ends_at = move_booking.ends_at,
             blocked_until = move_booking.blocked_until,
             sequence = b.sequence + 1
       where b.id = booking_id
      returning * into result;
      exit;
    exception when exclusion_violation then
      result := null;
    end;
  end loop;
  if result.id is null then
    raise exception 'That time was just taken' using errcode = '23P01';
  end if;
  return result;
end;
$$;

-- The staff screen lists bookings: confirmed and cancelled ones. A hold is not a booking until
-- the visitor confirms it, and its details come from an address nobody has verified.
create or replace function public.booking_list(range_start timestamptz, range_end timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(b) - 'requester_hash' || jsonb_build_object('staff_name', s.name) order by b.starts_at, b.id), '[]'::jsonb)
    from public.bookings b
    join public.booking_staff s on s.id = b.staff_id
   where b.starts_at >= range_start
     and b.starts_at < range_end
     and b.status in ('confirmed', 'cancelled')
$$;

-- One booking with its staff member's name, for the functions (links, emails, reminders).
create or replace function public.booking_details(booking_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(b) - 'requester_hash' || jsonb_build_object('staff_name', s.name)
    from public.bookings b
    join public.booking_staff s on s.id = b.staff_id
   where b.id = booking_id
$$;

revoke execute on function public.create_booking(uuid[], text, timestamptz, timestamptz, timestamptz, text, text, text, text, text, text, text, integer, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.confirm_booking(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.create_booking(uuid[], text, timestamptz, timestamptz, timestamptz, text, text, text, text, text, text, text, integer, integer, integer)
  to service_role;
grant execute on function public.confirm_booking(uuid, text, text, text) to service_role;
