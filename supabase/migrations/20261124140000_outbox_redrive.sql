-- Leads are never silently dead. A CRM lead that used up its retries because the CRM was down
-- (a transient failure) is kept as failed-transient and delivered again once the CRM answers: any
-- successful CRM delivery puts every failed-transient lead back to pending with a fresh retry
-- budget, and while some are parked the outbox worker tries one of them now and then as a probe.
-- A lead the CRM refused for its content (a permanent failure) stays failed with its reason.
-- The first lead to fail for good after the CRM last answered queues one email to each active
-- admin and super admin; no more until the CRM has answered again and failed again. Staff read the
-- state of all inquiries through crm_forwarding_summary() (row-level security applies).
-- Runs on PostgreSQL 15+ (hosted Supabase, Debian PG15, PGlite).

-- ---------------------------------------------------------------------------------------------
-- Why a message failed, and where its current retry budget starts.
-- ---------------------------------------------------------------------------------------------
-- failure_kind: set while a message is failed. attempts keeps counting across re-drives (so a
-- finish only ever counts for the attempt holding the claim); the budget of OUTBOX_MAX_ATTEMPTS
-- counts the attempts since attempts_before_redrive. Messages failed before this migration keep a
-- null failure_kind and are left as they are (nobody knows whether the CRM refused them).
alter table public.outbox_messages
  add column failure_kind text,
  add column attempts_before_redrive integer not null default 0,
  add constraint outbox_messages_failure_kind_check
    check (failure_kind is null or (status = 'failed' and failure_kind in ('transient', 'permanent'))),
  add constraint outbox_messages_attempts_before_redrive_check
    check (attempts_before_redrive >= 0 and attempts_before_redrive <= attempts);

create index outbox_messages_failed_crm_idx on public.outbox_messages (updated_at, created_at)
  where kind = 'crm.lead' and status = 'failed' and failure_kind = 'transient';

-- The same on the inquiry, so staff see whether a failed lead will be sent again.
alter table public.contact_inquiries
  add column forwarding_failure text,
  add constraint contact_inquiries_forwarding_failure_check
    check (forwarding_failure is null or (forwarding_status = 'failed' and forwarding_failure in ('transient', 'permanent')));

create index contact_inquiries_not_forwarded_idx on public.contact_inquiries (updated_at desc)
  where forwarding_status <> 'sent';

-- ---------------------------------------------------------------------------------------------
-- The CRM's state as the outbox saw it: one row. failing_since is set when the first lead failed
-- for good after the CRM last answered (an outage; its number goes into the alert emails' dedupe
-- keys) and cleared by the next successful CRM delivery. next_probe_at spaces the probes.
-- ---------------------------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;

create table if not exists private.crm_forwarding_state (
  id boolean primary key default true check (id),
  failing_since timestamptz,
  outages integer not null default 0,
  last_recovered_at timestamptz,
  next_probe_at timestamptz not null default now()
);
insert into private.crm_forwarding_state (id) values (true) on conflict (id) do nothing;
revoke all on private.crm_forwarding_state from public;

-- ---------------------------------------------------------------------------------------------
-- Re-drive: every crm.lead message failed for a transient reason goes back to pending, due now,
-- with a fresh retry budget; its inquiry goes back to pending (the last error stays on it until
-- the delivery succeeds). Permanent failures are not touched. Answers how many were re-driven.
-- ---------------------------------------------------------------------------------------------
create or replace function public.redrive_failed_crm_messages()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  affected integer;
begin
  with redriven as (
    update public.outbox_messages m
       set status = 'pending',
           failure_kind = null,
           attempts_before_redrive = m.attempts,
           next_attempt_at = now()
     where m.kind = 'crm.lead'
       and m.status = 'failed'
       and m.failure_kind = 'transient'
    returning m.payload ->> 'inquiryId' as inquiry_id
  ),
  inquiries as (
    update public.contact_inquiries i
       set forwarding_status = 'pending',
           forwarding_failure = null
      from redriven r
     where r.inquiry_id is not null
       and i.id = r.inquiry_id::uuid
       and i.forwarding_status = 'failed'
    returning i.id
  )
  select count(*)::integer into affected from redriven;
  return affected;
end;
$$;

-- Queues the outage email for each active admin and super admin (by role or by the profile's
-- admin flag; not suspended, not banned, not deleted). The dedupe key names the outage, so a
-- second call for the same outage queues nothing. Answers how many were queued.
create or replace function private.queue_crm_outage_alert(outage integer, error_text text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  waiting integer;
  queued integer;
begin
  select count(*)::integer into waiting from public.contact_inquiries i where i.forwarding_status <> 'sent';
  insert into public.outbox_messages (kind, payload, dedupe_key)
  select 'email',
         jsonb_build_object(
           'templateAlias', 'crm-forwarding-failed',
           'to', a.email,
           'model', jsonb_build_object(
             'name', a.name,
             'waitingCount', waiting::text,
             'lastError', coalesce(left(error_text, 500), ''))),
         'email:crm-forwarding-failed:' || outage::text || ':' || a.id::text
    from (
      select p.id,
             coalesce(nullif(btrim(p.email), ''), u.email) as email,
             coalesce(nullif(btrim(p.first_name), ''), nullif(btrim(p.full_name), ''), '') as name
        from public.profiles p
        join auth.users u on u.id = p.id
        left join public.user_roles r on r.user_id = p.id
       where (r.role in ('admin', 'super_admin') or p.is_admin)
         and not p.is_suspended
         and (u.banned_until is null or u.banned_until <= now())
         and u.deleted_at is null
    ) a
   where a.email is not null
   order by a.id
  on conflict (dedupe_key) do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- finish_outbox_message, now knowing whether a failure is permanent. Replaces the one of
-- 20261122220000 (same arguments plus `permanent`). A failure is retried after
-- retry_base_seconds * 2^(n - 1) (at most an hour), n counting the attempts of the current
-- budget, until max_attempts; then the message is failed-transient. A permanent failure is
-- failed-permanent at once. For crm.lead messages the inquiry follows, a success re-drives the
-- parked leads and ends an outage, and the first failed-transient lead of an outage queues the
-- admins' email.
-- ---------------------------------------------------------------------------------------------
drop function if exists public.finish_outbox_message(uuid, integer, boolean, text, text, text, double precision, integer);

create or replace function public.finish_outbox_message(
  message_id uuid,
  attempt integer,
  succeeded boolean,
  error_text text default null,
  delivered_by text default null,
  external_ref text default null,
  retry_base_seconds double precision default 30,
  max_attempts integer default 10,
  permanent boolean default false
)
returns public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.outbox_messages;
  outage integer;
begin
  update public.outbox_messages m
     set status = case
           when succeeded then 'sent'
           when coalesce(permanent, false) then 'failed'
           when m.attempts - m.attempts_before_redrive >= greatest(max_attempts, 1) then 'failed'
           else 'pending'
         end,
         failure_kind = case
           when succeeded then null
           when coalesce(permanent, false) then 'permanent'
           when m.attempts - m.attempts_before_redrive >= greatest(max_attempts, 1) then 'transient'
           else null
         end,
         sent_at = case when succeeded then now() else m.sent_at end,
         last_error = case when succeeded then null else left(coalesce(error_text, 'Unknown error'), 2000) end,
         delivered_to = case when succeeded then left(delivered_by, 64) else m.delivered_to end,
         external_id = case when succeeded then left(external_ref, 200) else m.external_id end,
         next_attempt_at = case
           when succeeded then m.next_attempt_at
           else now() + make_interval(secs => least(
             greatest(retry_base_seconds, 0) * power(2, greatest(m.attempts - m.attempts_before_redrive - 1, 0)), 3600))
         end
   where m.id = message_id
     and m.status = 'pending'
     and m.attempts = attempt
  returning * into result;

  if result.id is null or result.kind <> 'crm.lead' then
    return result;
  end if;

  if (result.payload ->> 'inquiryId') is not null then
    update public.contact_inquiries i
       set forwarding_status = result.status,
           forwarding_failure = case when result.status = 'failed' then result.failure_kind else null end,
           forwarded_at = case when succeeded then now() else i.forwarded_at end,
           crm_record_id = case when succeeded then result.external_id else i.crm_record_id end,
           forwarding_error = result.last_error
     where i.id = (result.payload ->> 'inquiryId')::uuid;
  end if;

  if succeeded then
    -- The CRM answers again: the parked leads go back to the queue and the outage is over.
    perform public.redrive_failed_crm_messages();
    update private.crm_forwarding_state s
       set failing_since = null,
           last_recovered_at = now()
     where s.id and s.failing_since is not null;
  elsif result.failure_kind = 'transient' then
    -- Only the first lead failing for good since the CRM last answered opens an outage (the row
    -- lock makes concurrent finishes agree), and only that one tells the admins.
    update private.crm_forwarding_state s
       set failing_since = now(),
           outages = s.outages + 1
     where s.id and s.failing_since is null
    returning s.outages into outage;
    if outage is not null then
      perform private.queue_crm_outage_alert(outage, result.last_error);
    end if;
  end if;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Probe: while leads are parked, claims one of them (the one tried least recently) at most once
-- per probe_seconds, whoever asks, as a claim of a pending message would: the attempt is counted
-- and the message leased. A probe that fails goes straight back to failed-transient (its budget
-- is spent); one that succeeds re-drives the rest through finish_outbox_message.
-- ---------------------------------------------------------------------------------------------
create or replace function public.claim_crm_probe(lease_seconds integer default 60, probe_seconds double precision default 60)
returns setof public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update private.crm_forwarding_state s
     set next_probe_at = now() + make_interval(secs => greatest(probe_seconds, 0))
   where s.id
     and s.next_probe_at <= now()
     and exists (
       select 1 from public.outbox_messages o
        where o.kind = 'crm.lead' and o.status = 'failed' and o.failure_kind = 'transient'
     );
  if not found then
    return;
  end if;

  return query
  update public.outbox_messages m
     set status = 'pending',
         failure_kind = null,
         attempts = m.attempts + 1,
         next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 1))
   where m.id = (
           select o.id
             from public.outbox_messages o
            where o.kind = 'crm.lead' and o.status = 'failed' and o.failure_kind = 'transient'
            order by o.updated_at, o.created_at
            limit 1
              for update skip locked
         )
     and m.status = 'failed'
  returning m.*;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- What the Inquiries screen's banner shows. Runs as the caller, so row-level security decides:
-- an admin counts every inquiry, anyone else none.
--   failed      failed for a transient reason: kept and sent again when the CRM answers
--   refused     failed for good (the CRM refused the content, or failed before re-drives existed)
--   waiting     still pending after pending_minutes
--   lastError / lastErrorAt  the most recent error of an inquiry not yet forwarded
-- ---------------------------------------------------------------------------------------------
create or replace function public.crm_forwarding_summary(pending_minutes integer default 30)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'failed', count(*) filter (where i.forwarding_status = 'failed' and i.forwarding_failure = 'transient'),
    'refused', count(*) filter (where i.forwarding_status = 'failed' and i.forwarding_failure is distinct from 'transient'),
    'waiting', count(*) filter (
      where i.forwarding_status = 'pending'
        and i.created_at < now() - make_interval(mins => greatest(coalesce(pending_minutes, 30), 0))),
    'lastError', (
      select e.forwarding_error from public.contact_inquiries e
       where e.forwarding_status <> 'sent' and e.forwarding_error is not null
       order by e.updated_at desc, e.id
       limit 1),
    'lastErrorAt', (
      select e.updated_at from public.contact_inquiries e
       where e.forwarding_status <> 'sent' and e.forwarding_error is not null
       order by e.updated_at desc, e.id
       limit 1)
  )
  from public.contact_inquiries i
  where i.forwarding_status <> 'sent'
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges: the outbox steps belong to the server; the summary to signed-in users (RLS decides).
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.redrive_failed_crm_messages() from public, anon, authenticated;
revoke execute on function private.queue_crm_outage_alert(integer, text) from public, anon, authenticated;
revoke execute on function public.finish_outbox_message(uuid, integer, boolean, text, text, text, double precision, integer, boolean)
  from public, anon, authenticated;
revoke execute on function public.claim_crm_probe(integer, double precision) from public, anon, authenticated;
revoke execute on function public.crm_forwarding_summary(integer) from public, anon;

grant execute on function public.redrive_failed_crm_messages() to service_role;
grant execute on function public.finish_outbox_message(uuid, integer, boolean, text, text, text, double precision, integer, boolean)
  to service_role;
grant execute on function public.claim_crm_probe(integer, double precision) to service_role;
grant execute on function public.crm_forwarding_summary(integer) to authenticated;
