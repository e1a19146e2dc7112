-- Free consultations booked online (docs/architecture.md#d40). Staff set who takes calls and when
-- (weekly hours per staff member, optionally per service, days off) and the rules of the calendar
-- (buffer after a call, minimum notice, how far ahead); a visitor books one 30-minute slot through
-- the book-consultation function, which computes the open slots from these tables. Two bookings
-- of one staff member never overlap, buffer included: the exclusion constraint below refuses the
-- second whatever the functions checked, so simultaneous requests for one slot give one booking.
-- Reminders are outbox messages due 24 hours and 1 hour before the call, kept in step with the
-- booking by a trigger. Runs on PostgreSQL 15+ (hosted Supabase, Debian PG15, PGlite).

create extension if not exists btree_gist with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Who takes consultations, and when.
-- ---------------------------------------------------------------------------------------------
create table public.booking_staff (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint booking_staff_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint booking_staff_email_format check (
    email is null or (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
  )
);

comment on table public.booking_staff is 'The people who take free consultations (not necessarily portal users).';

create trigger booking_staff_set_updated_at
  before update on public.booking_staff
  for each row execute function public.set_updated_at();

-- Weekly hours on the firm's clock (America/Los_Angeles): weekday 0 is Sunday. A row without a
-- service is open to every service. Hours start and end on the hour or half hour, as slots do.
create table public.booking_hours (
  id uuid primary key default gen_random_uuid(),
  staff_id uuid not null references public.booking_staff (id) on delete cascade,
  service text,
  weekday smallint not null,
  start_time time not null,
  end_time time not null,
  created_at timestamptz not null default now(),
  -- The services a consultation can be booked for (each also a contact inquiry service, so the
  -- booking's inquiry reaches the CRM as every lead does).
  constraint booking_hours_service_check check (service is null or service in ('bookkeeping', 'payroll', 'books-cleanup', 'general')),
  constraint booking_hours_weekday_check check (weekday between 0 and 6),
  constraint booking_hours_order check (end_time > start_time),
  constraint booking_hours_half_hours check (
    extract(second from start_time) = 0 and extract(minute from start_time) in (0, 30)
    and extract(second from end_time) = 0 and extract(minute from end_time) in (0, 30)
  )
);

create index booking_hours_staff_idx on public.booking_hours (staff_id, weekday);

-- Whole days (firm's calendar) a staff member takes no calls.
create table public.booking_days_off (
  id uuid primary key default gen_random_uuid(),
  staff_id uuid not null references public.booking_staff (id) on delete cascade,
  day date not null,
  note text,
  created_at timestamptz not null default now(),
  constraint booking_days_off_unique unique (staff_id, day),
  constraint booking_days_off_note_length check (note is null or char_length(note) <= 200)
);

-- The calendar's rules: one row.
create table public.booking_settings (
  id boolean primary key default true check (id),
  -- Kept free after each call (no call may start inside it).
  buffer_minutes integer not null default 15,
  -- How soon the earliest bookable slot may start.
  min_notice_minutes integer not null default 240,
  -- How many days ahead slots are offered.
  horizon_days integer not null default 14,
  updated_at timestamptz not null default now(),
  constraint booking_settings_buffer_check check (buffer_minutes between 0 and 240),
  constraint booking_settings_notice_check check (min_notice_minutes between 0 and 20160),
  constraint booking_settings_horizon_check check (horizon_days between 1 and 60)
);
insert into public.booking_settings (id) values (true) on conflict (id) do nothing;

create trigger booking_settings_set_updated_at
  before update on public.booking_settings
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Bookings. blocked_until is the end of the call plus the buffer in force when it was booked;
-- the exclusion constraint compares [starts_at, blocked_until) of a staff member's confirmed
-- bookings, so neither an overlap nor a call inside another's buffer can be stored.
-- sequence counts changes (the calendar invite's SEQUENCE): a move or cancellation raises it.
-- ---------------------------------------------------------------------------------------------
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  staff_id uuid not null references public.booking_staff (id) on delete restrict,
  service text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  blocked_until timestamptz not null,
  status text not null default 'confirmed',
  name text not null,
  email text not null,
  phone text,
  company text,
  message text not null,
  visitor_time_zone text not null,
  sequence integer not null default 0,
  inquiry_id uuid references public.contact_inquiries (id) on delete set null,
  cancelled_at timestamptz,
  cancelled_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_service_check check (service in ('bookkeeping', 'payroll', 'books-cleanup', 'general')),
  constraint bookings_status_check check (status in ('confirmed', 'cancelled')),
  constraint bookings_times_check check (ends_at > starts_at and blocked_until >= ends_at),
  constraint bookings_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint bookings_email_format check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint bookings_phone_length check (phone is null or char_length(phone) <= 40),
  constraint bookings_company_length check (company is null or char_length(company) <= 200),
  constraint bookings_message_length check (char_length(btrim(message)) between 1 and 2000),
  constraint bookings_time_zone_length check (char_length(visitor_time_zone) between 1 and 64),
  constraint bookings_sequence_check check (sequence >= 0),
  constraint bookings_cancelled_check check (
    (status = 'cancelled') = (cancelled_at is not null)
    and (cancelled_by is null or cancelled_by in ('visitor', 'staff'))
  ),
  constraint bookings_no_overlap exclude using gist (
    staff_id with =,
    tstzrange(starts_at, blocked_until, '[)') with &&
  ) where (status = 'confirmed')
);

create index bookings_starts_at_idx on public.bookings (starts_at);
create index bookings_email_idx on public.bookings (lower(email), created_at desc);

create trigger bookings_set_updated_at
  before update on public.bookings
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Reminders: outbox messages due 24 hours and 1 hour before the call (only those still ahead).
-- Any change of time or status drops the pending ones; a confirmed booking gets new ones, keyed
-- by its sequence, so a moved booking is reminded of its new time and a cancelled one of nothing.
-- The process-outbox run that finds one due renders it from the booking as it then is.
-- ---------------------------------------------------------------------------------------------
create or replace function private.schedule_booking_reminders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.starts_at = old.starts_at and new.status = old.status and new.sequence = old.sequence then
    return null;
  end if;
  delete from public.outbox_messages m
   where m.kind = 'booking.reminder'
     and m.status = 'pending'
     and m.payload ->> 'bookingId' = new.id::text;
  if new.status = 'confirmed' then
    insert into public.outbox_messages (kind, payload, dedupe_key, next_attempt_at)
    select 'booking.reminder',
           jsonb_build_object('bookingId', new.id, 'sequence', new.sequence, 'hoursBefore', h),
           'booking-reminder:' || new.id::text || ':' || new.sequence::text || ':' || h::text,
           new.starts_at - make_interval(hours => h)
      from unnest(array[24, 1]) as h
     where new.starts_at - make_interval(hours => h) > now()
    on conflict (dedupe_key) do nothing;
  end if;
  return null;
end;
$$;

create trigger bookings_schedule_reminders
  after insert or update on public.bookings
  for each row execute function private.schedule_booking_reminders();

-- ---------------------------------------------------------------------------------------------
-- What the slot computation reads, in one call: the rules, each active staff member's hours for
-- the service and days off, and the confirmed bookings that block time in [range_start, range_end).
-- except_booking leaves one booking out (its own time is free when it is being moved).
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
       where b.status = 'confirmed'
         and b.starts_at < range_end
         and b.blocked_until > range_start
         and b.id is distinct from except_booking
    ), '[]'::jsonb)
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- Booking, moving and cancelling, for the functions only (service role). Each is one
-- transaction. staff_ids are the staff members the function found free for the slot, in the
-- order to try; the first the exclusion constraint accepts takes the call. When none does, the
-- slot was just taken: SQLSTATE 23P01, which the functions answer with "pick another".
-- ---------------------------------------------------------------------------------------------
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
  candidate uuid;
  inquiry uuid;
  result public.bookings;
begin
  foreach candidate in array coalesce(staff_ids, '{}') loop
    begin
      insert into public.bookings (
        staff_id, service, starts_at, ends_at, blocked_until, name, email, phone, company, message,
        visitor_time_zone
      ) values (
        candidate, create_booking.service, create_booking.starts_at, create_booking.ends_at,
        create_booking.blocked_until, create_booking.name, create_booking.email,
        nullif(create_booking.phone, ''), nullif(create_booking.company, ''), create_booking.message,
        create_booking.visitor_time_zone
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

  -- The lead, as the contact form would store it (its trigger queues the CRM message).
  insert into public.contact_inquiries (
    first_name, email, phone, company, message, service, preferred_date, preferred_time
  ) values (
    left(btrim(create_booking.name), 100), create_booking.email, nullif(create_booking.phone, ''),
    nullif(create_booking.company, ''), left(inquiry_message, 5000), create_booking.service,
    preferred_date, preferred_time
  )
  returning id into inquiry;

  update public.bookings b set inquiry_id = inquiry where b.id = result.id returning * into result;
  return result;
end;
$$;

-- Moves a confirmed booking: the staff member it has first if still free, else the others given.
-- P0002 when there is no such booking, 55000 when it is cancelled, 23P01 when the slot is taken.
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
  select * into current from public.bookings b where b.id = booking_id for update;
  if current.id is null then
    raise exception 'No such booking' using errcode = 'P0002';
  end if;
  if current.status <> 'confirmed' then
    raise exception 'The booking is cancelled' using errcode = '55000';
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

-- Cancels a booking (by the visitor or staff). Cancelling a cancelled booking changes nothing.
create or replace function public.cancel_booking(booking_id uuid, cancelled_by text)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.bookings;
begin
  update public.bookings b
     set status = 'cancelled',
         cancelled_at = now(),
         cancelled_by = cancel_booking.cancelled_by,
         sequence = b.sequence + 1
   where b.id = booking_id
     and b.status = 'confirmed'
  returning * into result;
  if result.id is null then
    select * into result from public.bookings b where b.id = booking_id;
    if result.id is null then
      raise exception 'No such booking' using errcode = 'P0002';
    end if;
  end if;
  return result;
end;
$$;

-- One booking with its staff member's name, for the functions (links, emails, reminders).
create or replace function public.booking_details(booking_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(b) || jsonb_build_object('staff_name', s.name)
    from public.bookings b
    join public.booking_staff s on s.id = b.staff_id
   where b.id = booking_id
$$;

-- Bookings starting in [range_start, range_end), each with its staff member's name, for the
-- staff screen (through the booking-admin function).
create or replace function public.booking_list(range_start timestamptz, range_end timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(b) || jsonb_build_object('staff_name', s.name) order by b.starts_at, b.id), '[]'::jsonb)
    from public.bookings b
    join public.booking_staff s on s.id = b.staff_id
   where b.starts_at >= range_start
     and b.starts_at < range_end
$$;

-- ---------------------------------------------------------------------------------------------
-- The local mailbox keeps attachments too (a calendar invite), as { filename, contentType,
-- content } objects.
-- ---------------------------------------------------------------------------------------------
alter table public.mailbox_messages
  add column attachments jsonb not null default '[]'::jsonb,
  add constraint mailbox_messages_attachments_array check (jsonb_typeof(attachments) = 'array');

-- ---------------------------------------------------------------------------------------------
-- Row-level security and privileges. Bookings hold visitors' details: no API role reads or
-- writes them; the functions do, with the service role (the staff screen through booking-admin,
-- which checks the caller is an admin). Hours, days off, staff and settings are managed by
-- admins (and super admins) in the portal; writers and visitors get nothing.
-- ---------------------------------------------------------------------------------------------
alter table public.booking_staff enable row level security;
alter table public.booking_hours enable row level security;
alter table public.booking_days_off enable row level security;
alter table public.booking_settings enable row level security;
alter table public.bookings enable row level security;

create policy "booking_staff: admins manage" on public.booking_staff
  for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "booking_hours: admins manage" on public.booking_hours
  for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "booking_days_off: admins manage" on public.booking_days_off
  for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "booking_settings: admins read" on public.booking_settings
  for select to authenticated using (public.is_admin());
create policy "booking_settings: admins update" on public.booking_settings
  for update to authenticated using (public.is_admin()) with check (public.is_admin());

revoke all on public.booking_staff, public.booking_hours, public.booking_days_off,
  public.booking_settings, public.bookings from anon, authenticated;

grant select, insert, update, delete on public.booking_staff, public.booking_hours, public.booking_days_off
  to authenticated;
grant select on public.booking_settings to authenticated;
grant update (buffer_minutes, min_notice_minutes, horizon_days) on public.booking_settings to authenticated;

revoke execute on function private.schedule_booking_reminders() from public, anon, authenticated;
revoke execute on function public.booking_schedule(text, timestamptz, timestamptz, uuid) from public, anon, authenticated;
revoke execute on function public.create_booking(uuid[], text, timestamptz, timestamptz, timestamptz, text, text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
revoke execute on function public.move_booking(uuid, uuid[], timestamptz, timestamptz, timestamptz) from public, anon, authenticated;
revoke execute on function public.cancel_booking(uuid, text) from public, anon, authenticated;
revoke execute on function public.booking_details(uuid) from public, anon, authenticated;
revoke execute on function public.booking_list(timestamptz, timestamptz) from public, anon, authenticated;

grant execute on function public.booking_schedule(text, timestamptz, timestamptz, uuid) to service_role;
grant execute on function public.create_booking(uuid[], text, timestamptz, timestamptz, timestamptz, text, text, text, text, text, text, text, text, text)
  to service_role;
grant execute on function public.move_booking(uuid, uuid[], timestamptz, timestamptz, timestamptz) to service_role;
grant execute on function public.cancel_booking(uuid, text) to service_role;
grant execute on function public.booking_details(uuid) to service_role;
grant execute on function public.booking_list(timestamptz, timestamptz) to service_role;
