-- Server endpoints: the forwarding state of every contact inquiry, the outbox's claim and
-- finish steps (exactly one worker holds a message at a time; a finish only counts for the attempt
-- that claimed it), the roll-up of first-party events into blog_analytics and the staff analytics
-- report. Runs on PostgreSQL 15+ (hosted Supabase, Debian PG15, PGlite).

-- ---------------------------------------------------------------------------------------------
-- Forwarding state of an inquiry, written by the outbox only (no API role may set it), so staff
-- see in the inquiry itself whether it reached the CRM.
-- ---------------------------------------------------------------------------------------------
alter table public.contact_inquiries
  add column forwarding_status text not null default 'pending',
  add column forwarded_at timestamptz,
  add column crm_record_id text,
  add column forwarding_error text,
  add constraint contact_inquiries_forwarding_status_check check (forwarding_status in ('pending', 'sent', 'failed')),
  add constraint contact_inquiries_crm_record_id_length check (crm_record_id is null or char_length(crm_record_id) <= 200),
  add constraint contact_inquiries_forwarding_error_length check (forwarding_error is null or char_length(forwarding_error) <= 2000);

-- Which adapter delivered a message and the id the far side gave it (CRM record, email id).
alter table public.outbox_messages
  add column delivered_to text,
  add column external_id text,
  add constraint outbox_messages_delivered_to_length check (delivered_to is null or char_length(delivered_to) <= 64),
  add constraint outbox_messages_external_id_length check (external_id is null or char_length(external_id) <= 200),
  add constraint outbox_messages_last_error_length check (last_error is null or char_length(last_error) <= 2000);

-- One mailbox copy per outbox message, however often a delivery is retried.
alter table public.mailbox_messages
  add constraint mailbox_messages_outbox_message_id_key unique (outbox_message_id);

-- Every stored inquiry gets its CRM message in the same statement, whichever way it was inserted.
create or replace function public.enqueue_inquiry_forwarding()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.outbox_messages (kind, payload, dedupe_key)
  values ('crm.lead', jsonb_build_object('inquiryId', new.id), 'crm-lead:' || new.id::text)
  on conflict (dedupe_key) do nothing;
  return null;
end;
$$;

create trigger contact_inquiries_enqueue_forwarding
  after insert on public.contact_inquiries
  for each row execute function public.enqueue_inquiry_forwarding();

-- ---------------------------------------------------------------------------------------------
-- Outbox steps, for the service role only.
-- ---------------------------------------------------------------------------------------------

-- Adds a message unless one with the same dedupe key exists; returns the message either way.
create or replace function public.enqueue_outbox_message(message_kind text, message_payload jsonb, message_dedupe_key text)
returns public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.outbox_messages;
begin
  insert into public.outbox_messages (kind, payload, dedupe_key)
  values (message_kind, coalesce(message_payload, '{}'::jsonb), message_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning * into result;
  if result.id is null then
    select * into result from public.outbox_messages m where m.dedupe_key = message_dedupe_key;
  end if;
  return result;
end;
$$;

-- Claims due pending messages: each claim counts an attempt and leases the message until
-- now + lease_seconds, so no other worker takes it meanwhile (a crashed worker's lease runs out
-- and the message is retried). only_dedupe_key claims one given message if it is due.
create or replace function public.claim_outbox_messages(
  max_messages integer default 10,
  lease_seconds integer default 60,
  only_dedupe_key text default null
)
returns setof public.outbox_messages
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox_messages m
     set attempts = m.attempts + 1,
         next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 1))
   where m.id in (
           select o.id
             from public.outbox_messages o
            where o.status = 'pending'
              and o.next_attempt_at <= now()
              and (only_dedupe_key is null or o.dedupe_key = only_dedupe_key)
            order by o.next_attempt_at, o.created_at
            limit greatest(least(max_messages, 500), 1)
              for update skip locked
         )
     and m.status = 'pending'
  returning m.*
$$;

-- Records the outcome of one claimed attempt. Only the attempt that holds the claim counts: a
-- stale worker (lease expired, message claimed again) changes nothing. A failure is retried
-- after retry_base_seconds * 2^(attempts - 1) (at most an hour) until max_attempts, then the
-- message is failed. CRM messages also carry their state onto the inquiry.
create or replace function public.finish_outbox_message(
  message_id uuid,
  attempt integer,
  succeeded boolean,
  error_text text default null,
  delivered_by text default null,
  external_ref text default null,
  retry_base_seconds double precision default 30,
  max_attempts integer default 10
)
returns public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.outbox_messages;
begin
  update public.outbox_messages m
     set status = case
           when succeeded then 'sent'
           when m.attempts >= greatest(max_attempts, 1) then 'failed'
           else 'pending'
         end,
         sent_at = case when succeeded then now() else m.sent_at end,
         last_error = case when succeeded then null else left(coalesce(error_text, 'Unknown error'), 2000) end,
         delivered_to = case when succeeded then left(delivered_by, 64) else m.delivered_to end,
         external_id = case when succeeded then left(external_ref, 200) else m.external_id end,
         next_attempt_at = case
           when succeeded then m.next_attempt_at
           else now() + make_interval(secs => least(
             greatest(retry_base_seconds, 0) * power(2, greatest(m.attempts - 1, 0)), 3600))
         end
   where m.id = message_id
     and m.status = 'pending'
     and m.attempts = attempt
  returning * into result;

  if result.id is not null and result.kind = 'crm.lead' and (result.payload ->> 'inquiryId') is not null then
    update public.contact_inquiries i
       set forwarding_status = result.status,
           forwarded_at = case when succeeded then now() else i.forwarded_at end,
           crm_record_id = case when succeeded then result.external_id else i.crm_record_id end,
           forwarding_error = result.last_error
     where i.id = (result.payload ->> 'inquiryId')::uuid;
  end if;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- First-party analytics.
-- ---------------------------------------------------------------------------------------------

-- 'source/medium' of a stored referrer (an outside origin, an inside path, or nothing).
create or replace function public.traffic_source(referrer text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when referrer is null or btrim(referrer) = '' then '(direct)/(none)'
    when left(referrer, 1) = '/' then '(internal)/(none)'
    else (
      select case
        when h = '' then '(direct)/(none)'
        when h ~ '(^|\.)google\.[a-z.]+$' then 'google/organic'
        when h ~ '(^|\.)bing\.com$' then 'bing/organic'
        when h ~ '(^|\.)duckduckgo\.com$' then 'duckduckgo/organic'
        when h ~ '(^|\.)yahoo\.com$' then 'yahoo/organic'
        when h ~ '(^|\.)(facebook\.com|fb\.com|instagram\.com|linkedin\.com|lnkd\.in|t\.co|twitter\.com|x\.com|youtube\.com|reddit\.com)$'
          then regexp_replace(h, '^(www|m|l|lm)\.', '') || '/social'
        else regexp_replace(h, '^www\.', '') || '/referral'
      end
      from (
        select lower(regexp_replace(regexp_replace(btrim(referrer), '^[a-zA-Z][a-zA-Z0-9+.-]*://', ''), '[:/?#].*$', '')) as h
      ) parsed
    )
  end
$$;

-- Rolls blog_view events up into blog_analytics per post per UTC day: page_views, unique
-- visitors (distinct browser tabs) and sessions per source (the referrer of the view, or of the
-- page view the shell recorded for the same tab and path). Re-running gives the same rows.
create or replace function public.rollup_blog_analytics(start_date date, end_date date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  affected integer;
begin
  if start_date is null or end_date is null or start_date > end_date or end_date - start_date > 365 then
    raise exception 'A date range of at most 366 days is required' using errcode = '22023';
  end if;

  with views as (
    select e.post_id,
           (e.occurred_at at time zone 'UTC')::date as day,
           coalesce(e.tab_id, e.id::text) as visitor,
           case
             when e.referrer is not null then public.traffic_source(e.referrer)
             else coalesce(
               (select public.traffic_source(p.referrer)
                  from public.site_events p
                 where p.type = 'page_view'
                   and p.tab_id = e.tab_id
                   and p.path = e.path
                   and p.occurred_at between e.occurred_at - interval '10 minutes' and e.occurred_at + interval '1 minute'
                 order by abs(extract(epoch from (p.occurred_at - e.occurred_at)))
                 limit 1),
               '(not set)')
           end as source
      from public.site_events e
     where e.type = 'blog_view'
       and e.post_id is not null
       and e.occurred_at >= (start_date::timestamp at time zone 'UTC')
       and e.occurred_at < ((end_date + 1)::timestamp at time zone 'UTC')
  ),
  per_day as (
    select post_id, day, count(*)::int as page_views, count(distinct visitor)::int as unique_visitors
      from views
     group by post_id, day
  ),
  per_source as (
    select post_id, day, jsonb_object_agg(source, sessions) as sources
      from (
        select post_id, day, source, count(distinct visitor)::int as sessions
          from views
         group by post_id, day, source
      ) s
     group by post_id, day
  )
  insert into public.blog_analytics (post_id, date, page_views, unique_visitors, traffic_sources)
  select d.post_id, d.day, d.page_views, d.unique_visitors, coalesce(s.sources, '{}'::jsonb)
    from per_day d
    left join per_source s on s.post_id = d.post_id and s.day = d.day
  on conflict (post_id, date) do update
     set page_views = excluded.page_views,
         unique_visitors = excluded.unique_visitors,
         traffic_sources = excluded.traffic_sources;

  get diagnostics affected = row_count;
  return affected;
end;
$$;

-- The admin analytics response (as the analytics function returns it) for UTC days
-- start_date..end_date, from site events and blog_analytics only. Runs as the caller, so row-level
-- security decides what is read; figures the site does not measure (time on page, session duration)
-- are null.
create or replace function public.analytics_report(start_date date, end_date date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  range_start timestamptz;
  range_end timestamptz;
  result jsonb;
begin
  if auth.uid() is null or not public.is_staff() then
    raise exception 'Access denied: analytics are for staff' using errcode = '42501';
  end if;
  if start_date is null or end_date is null or start_date > end_date or end_date - start_date > 365 then
    raise exception 'A date range of at most 366 days is required' using errcode = '22023';
  end if;
  range_start := start_date::timestamp at time zone 'UTC';
  range_end := (end_date + 1)::timestamp at time zone 'UTC';

  with views as (
    select coalesce(e.tab_id, e.id::text) as visitor, e.path, e.title, e.referrer, e.occurred_at,
           (e.occurred_at at time zone 'UTC')::date as day
      from public.site_events e
     where e.type = 'page_view'
       and e.occurred_at >= range_start
       and e.occurred_at < range_end
  ),
  per_visitor as (
    select visitor, count(*) as views from views group by visitor
  ),
  first_views as (
    select distinct on (visitor) visitor, public.traffic_source(referrer) as source
      from views
     order by visitor, occurred_at
  ),
  sources as (
    select source, count(*)::int as sessions from first_views group by source
  ),
  pages as (
    select path,
           (array_agg(title order by occurred_at desc) filter (where title is not null and title <> ''))[1] as title,
           count(*)::int as page_views,
           count(distinct visitor)::int as unique_visitors
      from views
     group by path
  ),
  days as (
    select d::date as day from generate_series(start_date::timestamp, end_date::timestamp, interval '1 day') d
  ),
  per_day as (
    select day, count(*)::int as page_views, count(distinct visitor)::int as unique_visitors
      from views
     group by day
  ),
  posts as (
    select a.post_id, max(p.title) as title, max(p.slug) as slug,
           sum(a.page_views)::int as page_views, sum(a.unique_visitors)::int as unique_visitors
      from public.blog_analytics a
      left join public.blog_posts p on p.id = a.post_id
     where a.date between start_date and end_date
     group by a.post_id
  )
  select jsonb_build_object(
    'summary', jsonb_build_object(
      'totalPageViews', (select count(*) from views),
      'uniqueVisitors', (select count(*) from per_visitor),
      'avgSessionDuration', null,
      'bounceRate', (select round(100.0 * count(*) filter (where views = 1) / nullif(count(*), 0), 2) from per_visitor),
      'activeUsersNow', (
        select count(distinct coalesce(e.tab_id, e.id::text))
          from public.site_events e
         where e.occurred_at > now() - interval '5 minutes' and e.occurred_at <= now() + interval '5 minutes'
      ),
      'totalBlogViews', (select coalesce(sum(page_views), 0) from posts)
    ),
    'chartData', coalesce((
      select jsonb_agg(jsonb_build_object(
               'date', to_char(d.day, 'YYYY-MM-DD'),
               'page_views', coalesce(v.page_views, 0),
               'unique_visitors', coalesce(v.unique_visitors, 0))
             order by d.day)
        from days d left join per_day v on v.day = d.day
    ), '[]'::jsonb),
    'topPages', coalesce((
      select jsonb_agg(jsonb_build_object(
               'page_path', t.path,
               'page_title', t.title,
               'page_views', t.page_views,
               'unique_visitors', t.unique_visitors,
               'avg_time_on_page', null)
             order by t.page_views desc, t.path collate "C")
        from (select * from pages order by page_views desc, path collate "C" limit 10) t
    ), '[]'::jsonb),
    'trafficSources', coalesce((
      select jsonb_agg(jsonb_build_object(
               'source_medium', s.source,
               'sessions', s.sessions,
               'percentage', round(100.0 * s.sessions / nullif((select sum(sessions) from sources), 0), 1))
             order by s.sessions desc, s.source collate "C")
        from sources s
    ), '[]'::jsonb),
    'topPosts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'post_id', t.post_id,
               'title', t.title,
               'slug', t.slug,
               'page_views', t.page_views,
               'unique_visitors', t.unique_visitors)
             order by t.page_views desc, t.post_id)
        from (select * from posts order by page_views desc, post_id limit 10) t
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges: the outbox and the roll-up belong to the server; the report to signed-in staff.
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.enqueue_inquiry_forwarding() from public, anon, authenticated;
revoke execute on function public.enqueue_outbox_message(text, jsonb, text) from public, anon, authenticated;
revoke execute on function public.claim_outbox_messages(integer, integer, text) from public, anon, authenticated;
revoke execute on function public.finish_outbox_message(uuid, integer, boolean, text, text, text, double precision, integer)
  from public, anon, authenticated;
revoke execute on function public.rollup_blog_analytics(date, date) from public, anon, authenticated;
revoke execute on function public.analytics_report(date, date) from public, anon;
revoke execute on function public.traffic_source(text) from public, anon;

grant execute on function public.enqueue_outbox_message(text, jsonb, text) to service_role;
grant execute on function public.claim_outbox_messages(integer, integer, text) to service_role;
grant execute on function public.finish_outbox_message(uuid, integer, boolean, text, text, text, double precision, integer)
  to service_role;
grant execute on function public.rollup_blog_analytics(date, date) to service_role;
grant execute on function public.analytics_report(date, date) to authenticated;
grant execute on function public.traffic_source(text) to authenticated, service_role;
