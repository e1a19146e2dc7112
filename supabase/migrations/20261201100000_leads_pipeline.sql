-- Leads as a pipeline: one lead per person (by email address), gathering what they did on the site
-- (contact inquiries, confirmed consultations, calculator unlocks), with the firm's work on it: a
-- status, an owner, a next step, notes, and the history of each change.
--
-- A lead is made or found by the database itself when a person's inquiry, unlock or confirmed
-- booking is stored (private.attach_lead, a BEFORE trigger on each of the three tables), so the
-- grouping holds whichever way the row arrives (the site's functions, a script, the service role).
-- Admins work leads: they read them and change status, owner and next step (column privileges);
-- each change is recorded in public.lead_events by a trigger, with who made it. Notes are events
-- an admin adds in their own name. Nobody edits or deletes an event through the API. Writers see
-- no lead, as they see no inquiry.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  -- Stored lowercased: the key that groups a person's rows.
  email text not null,
  name text,
  company text,
  phone text,
  status text not null default 'new',
  owner_id uuid references public.profiles (id) on delete set null,
  next_step text,
  next_step_on date,
  first_seen_at timestamptz not null default now(),
  last_activity_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leads_email_key unique (email),
  constraint leads_email_lowercase check (email = lower(email)),
  constraint leads_email_format check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint leads_name_length check (name is null or char_length(name) <= 201),
  constraint leads_company_length check (company is null or char_length(company) <= 200),
  constraint leads_phone_length check (phone is null or char_length(phone) <= 40),
  constraint leads_status_check check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  constraint leads_next_step_length check (next_step is null or char_length(btrim(next_step)) between 1 and 200)
);

create index leads_last_activity_idx on public.leads (last_activity_at desc, id);
create index leads_owner_idx on public.leads (owner_id) where owner_id is not null;
create index leads_next_step_on_idx on public.leads (next_step_on) where next_step_on is not null;

create trigger leads_set_updated_at
  before update on public.leads
  for each row execute function public.set_updated_at();

comment on table public.leads is
  'One prospect per email address: the firm''s work on them (status, owner, next step). Made by the database when an inquiry, a calculator unlock or a confirmed booking is stored.';

create table public.lead_events (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  occurred_at timestamptz not null default now(),
  -- The signed-in staff member who acted; null for the site or the system.
  actor_id uuid references public.profiles (id) on delete set null,
  kind text not null,
  from_value text,
  to_value text,
  note text,
  constraint lead_events_kind_check check (kind in ('status_changed', 'owner_changed', 'next_step_changed', 'note')),
  constraint lead_events_note_check check ((kind = 'note') = (note is not null)),
  constraint lead_events_note_length check (note is null or char_length(btrim(note)) between 1 and 5000)
);

create index lead_events_lead_idx on public.lead_events (lead_id, occurred_at desc, id desc);

comment on table public.lead_events is
  'The history of a lead: status, owner and next-step changes (by trigger) and notes (by admins). Never updated or deleted.';

-- ---------------------------------------------------------------------------------------------
-- Rows of a person join their lead
-- ---------------------------------------------------------------------------------------------
alter table public.contact_inquiries add column lead_id uuid references public.leads (id) on delete set null;
alter table public.calculator_leads add column lead_id uuid references public.leads (id) on delete set null;
alter table public.bookings add column lead_id uuid references public.leads (id) on delete set null;
create index contact_inquiries_lead_idx on public.contact_inquiries (lead_id, created_at desc);
create index calculator_leads_lead_idx on public.calculator_leads (lead_id, created_at desc);
create index bookings_lead_idx on public.bookings (lead_id, starts_at desc);

-- The lead of an address: found, or made with what this row tells of the person. Later rows fill
-- what the lead lacks (never overwrite what staff or an earlier row gave) and mark new activity.
create or replace function private.lead_for(
  p_email text, p_name text, p_company text, p_phone text, p_at timestamptz
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_email text := lower(btrim(p_email));
  v_name text := nullif(btrim(coalesce(p_name, '')), '');
  v_company text := nullif(btrim(coalesce(p_company, '')), '');
  v_phone text := nullif(btrim(coalesce(p_phone, '')), '');
begin
  insert into public.leads as l (email, name, company, phone, first_seen_at, last_activity_at)
  values (v_email, v_name, v_company, v_phone, p_at, p_at)
  on conflict (email) do update
    set name = coalesce(l.name, excluded.name),
        company = coalesce(l.company, excluded.company),
        phone = coalesce(l.phone, excluded.phone),
        first_seen_at = least(l.first_seen_at, excluded.first_seen_at),
        last_activity_at = greatest(l.last_activity_at, excluded.last_activity_at)
  returning l.id into v_id;
  return v_id;
end;
$$;
revoke execute on function private.lead_for(text, text, text, text, timestamptz) from public;

create or replace function private.attach_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'contact_inquiries' then
    -- A press inquiry is a journalist, not a prospect.
    if new.service <> 'press' then
      new.lead_id := private.lead_for(
        new.email, btrim(new.first_name || ' ' || coalesce(new.last_name, '')), new.company, new.phone, new.created_at
      );
    end if;
  elsif tg_table_name = 'calculator_leads' then
    new.lead_id := private.lead_for(new.email, new.name, null, null, new.created_at);
  elsif tg_table_name = 'bookings' then
    -- A hold is not yet a person's act: it joins the lead when the visitor confirms it.
    if new.status = 'confirmed' and new.lead_id is null then
      new.lead_id := private.lead_for(new.email, new.name, new.company, new.phone, coalesce(new.confirmed_at, new.created_at));
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.attach_lead() from public;

create trigger contact_inquiries_attach_lead
  before insert on public.contact_inquiries
  for each row execute function private.attach_lead();
create trigger calculator_leads_attach_lead
  before insert on public.calculator_leads
  for each row execute function private.attach_lead();
create trigger bookings_attach_lead
  before insert or update of status on public.bookings
  for each row execute function private.attach_lead();

-- The rows already stored join their leads, oldest first so the first row names the person.
do $$
declare
  r record;
begin
  for r in
    select 'contact_inquiries' as t, id, email, btrim(first_name || ' ' || coalesce(last_name, '')) as name, company, phone, created_at as at
      from public.contact_inquiries where service <> 'press'
    union all
    select 'calculator_leads', id, email, name, null, null, created_at from public.calculator_leads
    union all
    select 'bookings', id, email, name, company, phone, coalesce(confirmed_at, created_at)
      from public.bookings where status in ('confirmed', 'cancelled')
    order by at
  loop
    execute format('update public.%I set lead_id = $1 where id = $2', r.t)
      using private.lead_for(r.email, r.name, r.company, r.phone, r.at), r.id;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- History: each change of status, owner or next step, with who made it
-- ---------------------------------------------------------------------------------------------
create or replace function private.record_lead_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
begin
  if new.status is distinct from old.status then
    insert into public.lead_events (lead_id, actor_id, kind, from_value, to_value)
    values (new.id, v_actor, 'status_changed', old.status, new.status);
  end if;
  if new.owner_id is distinct from old.owner_id then
    insert into public.lead_events (lead_id, actor_id, kind, from_value, to_value)
    values (new.id, v_actor, 'owner_changed', old.owner_id::text, new.owner_id::text);
  end if;
  if new.next_step is distinct from old.next_step or new.next_step_on is distinct from old.next_step_on then
    insert into public.lead_events (lead_id, actor_id, kind, from_value, to_value)
    values (
      new.id, v_actor, 'next_step_changed',
      nullif(concat_ws(' · ', old.next_step_on::text, old.next_step), ''),
      nullif(concat_ws(' · ', new.next_step_on::text, new.next_step), '')
    );
  end if;
  return new;
end;
$$;
revoke execute on function private.record_lead_changes() from public;

create trigger leads_record_changes
  after update on public.leads
  for each row execute function private.record_lead_changes();

-- An owner is someone who works leads: an active admin.
create or replace function private.lead_owner_is_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is not null and new.owner_id is distinct from old.owner_id and not exists (
    select 1 from public.user_roles r
     where r.user_id = new.owner_id and r.role in ('admin', 'super_admin')
       and not public.is_suspended_user(new.owner_id)
  ) then
    raise exception 'A lead''s owner must be an active admin.' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function private.lead_owner_is_admin() from public;

create trigger leads_owner_is_admin
  before update of owner_id on public.leads
  for each row execute function private.lead_owner_is_admin();

-- ---------------------------------------------------------------------------------------------
-- Who may do what
-- ---------------------------------------------------------------------------------------------
alter table public.leads enable row level security;
alter table public.lead_events enable row level security;

revoke all on public.leads, public.lead_events from anon, authenticated;
grant select on public.leads, public.lead_events to authenticated;
grant update (status, owner_id, next_step, next_step_on) on public.leads to authenticated;
grant insert (lead_id, kind, note, actor_id) on public.lead_events to authenticated;

create policy "leads: admins read"
  on public.leads for select to authenticated
  using (public.is_admin());

create policy "leads: admins work them"
  on public.leads for update to authenticated
  using (public.is_admin())
  with check (public.is_admin());

create policy "lead_events: admins read"
  on public.lead_events for select to authenticated
  using (public.is_admin());

create policy "lead_events: admins add notes in their own name"
  on public.lead_events for insert to authenticated
  with check (public.is_admin() and kind = 'note' and actor_id = auth.uid());

-- While two-factor sign-in is required for admins, leads need it too (20261130100000).
create policy "leads: second factor for admins"
  on public.leads as restrictive for all to authenticated
  using (not public.staff_needs_second_factor()) with check (not public.staff_needs_second_factor());
create policy "lead_events: second factor for admins"
  on public.lead_events as restrictive for all to authenticated
  using (not public.staff_needs_second_factor()) with check (not public.staff_needs_second_factor());

-- Defence in depth: an event, once written, stays as written.
create or replace function private.lead_events_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'A lead''s history cannot be changed.' using errcode = '42501';
end;
$$;

create trigger lead_events_immutable
  before update or delete on public.lead_events
  for each row when (pg_trigger_depth() = 0)
  execute function private.lead_events_immutable();

-- ---------------------------------------------------------------------------------------------
-- The pipeline as staff list it: each lead with what the person did, one row per lead
-- ---------------------------------------------------------------------------------------------
-- Bookings are not readable by staff through the API (the booking-admin function serves them), so
-- the view runs with its owner's rights and shows rows only to those who work leads; filters,
-- search and paging are PostgREST's on this view.
create view public.lead_pipeline as
select
  l.id, l.email, l.name, l.company, l.phone, l.status, l.owner_id, l.next_step, l.next_step_on,
  l.first_seen_at, l.last_activity_at,
  (select count(*)::int from public.contact_inquiries i where i.lead_id = l.id) as inquiries,
  (select count(*)::int from public.calculator_leads c where c.lead_id = l.id) as calculator_unlocks,
  (select count(*)::int from public.bookings b where b.lead_id = l.id and b.status in ('confirmed', 'cancelled')) as bookings,
  (select coalesce(array_agg(distinct i.service order by i.service), '{}') from public.contact_inquiries i where i.lead_id = l.id) as services,
  (select min(b.starts_at) from public.bookings b
    where b.lead_id = l.id and b.status = 'confirmed' and b.starts_at > now()) as next_call_at
from public.leads l
where public.is_admin() and not public.staff_needs_second_factor();

comment on view public.lead_pipeline is
  'Leads with their activity counts, for admins (empty for anyone else).';

revoke all on public.lead_pipeline from anon, authenticated;
grant select on public.lead_pipeline to authenticated;
