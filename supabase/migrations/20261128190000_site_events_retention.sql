-- Site events are kept for 90 days; the days before live on as daily figures. One network may
-- store 600 events of up to about 2.5 KB a minute (the track function's limits), and nothing
-- ever removed them. Every day the job `site-events-retention` rolls each complete UTC day up
-- into public.site_events_daily (what the portal's analytics show for a day: page views,
-- visitors, bounces, pages, traffic sources, missing pages) and then deletes the raw events of
-- the days more than 90 days before today, once their day is rolled up. The reports read the
-- daily figures for the days whose events were deleted and the events for the rest.

-- What one UTC day held, by kind:
--   day        key '': events = page views, visitors = tabs with a page view, bounces = tabs
--              with exactly one; raw_pruned_at is set once the day's events are deleted.
--   page       key = path: events = page views, visitors = tabs, title = the latest title.
--   source     key = 'source/medium' of each tab's first page view of the day: events = tabs.
--   not_found  key = path: events = visits, last_seen_at = the last one.
-- Paths, titles and referrers are whatever a visitor sends, so a day keeps at most 200 pages,
-- 50 sources (the rest counted as '(other)/(other)') and 100 missing paths, the most visited
-- first: the table grows by a bounded number of rows a day, however many events arrive.
create table public.site_events_daily (
  day date not null,
  kind text not null,
  key text not null default '',
  events integer not null default 0,
  visitors integer,
  bounces integer,
  title text,
  last_seen_at timestamptz,
  raw_pruned_at timestamptz,
  primary key (day, kind, key),
  constraint site_events_daily_kind_check check (kind in ('day', 'page', 'source', 'not_found')),
  constraint site_events_daily_key_check check ((kind = 'day') = (key = '') and char_length(key) <= 2048),
  constraint site_events_daily_counts_check check (
    events >= 0 and (visitors is null or visitors >= 0) and (bounces is null or bounces between 0 and coalesce(visitors, 0))
  ),
  constraint site_events_daily_pruned_check check (raw_pruned_at is null or kind = 'day'),
  constraint site_events_daily_title_length check (title is null or char_length(title) <= 300)
);

-- Like site_events: staff read it; nobody writes it through the API (the job runs as the owner).
alter table public.site_events_daily enable row level security;

create policy "site_events_daily: staff can read"
  on public.site_events_daily for select to authenticated
  using (public.is_staff());

revoke all on public.site_events_daily from anon, authenticated;
grant select on public.site_events_daily to authenticated;

-- The first day whose events are still kept (null: none deleted yet). Days before it are read
-- from site_events_daily, days from it on from site_events, so no day is counted twice.
create or replace function public.site_events_kept_from()
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  select max(r.day) + 1 from public.site_events_daily r where r.kind = 'day' and r.raw_pruned_at is not null
$$;

revoke execute on function public.site_events_kept_from() from public, anon;
grant execute on function public.site_events_kept_from() to authenticated, service_role;

-- Rewrites one day's figures from its events (the same figures analytics_report computes for a
-- day). A day whose events are already deleted is left as it is.
create or replace function private.roll_up_site_events_day(target_day date)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  day_start timestamptz := target_day::timestamp at time zone 'UTC';
  day_end timestamptz := (target_day + 1)::timestamp at time zone 'UTC';
begin
  if exists (select 1 from public.site_events_daily r
              where r.day = target_day and r.kind = 'day' and r.raw_pruned_at is not null) then
    return;
  end if;
  delete from public.site_events_daily r where r.day = target_day;

  with views as (
    select coalesce(e.tab_id, e.id::text) as visitor
      from public.site_events e
     where e.type = 'page_view' and e.occurred_at >= day_start and e.occurred_at < day_end
  ),
  per_visitor as (
    select visitor, count(*) as views from views group by visitor
  )
  insert into public.site_events_daily (day, kind, key, events, visitors, bounces)
  select target_day, 'day', '',
         (select count(*) from views),
         (select count(*) from per_visitor),
         (select count(*) from per_visitor where views = 1);

  insert into public.site_events_daily (day, kind, key, events, visitors, title)
  select target_day, 'page', p.path, p.page_views, p.unique_visitors, p.title
    from (
      select e.path,
             count(*)::int as page_views,
             count(distinct coalesce(e.tab_id, e.id::text))::int as unique_visitors,
             (array_agg(e.title order by e.occurred_at desc) filter (where e.title is not null and e.title <> ''))[1] as title
        from public.site_events e
       where e.type = 'page_view' and e.occurred_at >= day_start and e.occurred_at < day_end
       group by e.path
       order by count(*) desc, e.path collate "C"
       limit 200
    ) p;

  with first_views as (
    select distinct on (coalesce(e.tab_id, e.id::text)) public.traffic_source(e.referrer) as source
      from public.site_events e
     where e.type = 'page_view' and e.occurred_at >= day_start and e.occurred_at < day_end
     order by coalesce(e.tab_id, e.id::text), e.occurred_at
  ),
  ranked as (
    select source, count(*)::int as sessions,
           row_number() over (order by count(*) desc, source collate "C") as rank
      from first_views
     group by source
  )
  insert into public.site_events_daily (day, kind, key, events)
  select target_day, 'source', case when rank <= 50 then source else '(other)/(other)' end, sum(sessions)::int
    from ranked
   group by 3;

  insert into public.site_events_daily (day, kind, key, events, last_seen_at)
  select target_day, 'not_found', n.path, n.visits, n.last_seen_at
    from (
      select e.path, count(*)::int as visits, max(e.occurred_at) as last_seen_at
        from public.site_events e
       where e.type = 'not_found' and e.occurred_at >= day_start and e.occurred_at < day_end
       group by e.path
       order by count(*) desc, e.path collate "C"
       limit 100
    ) n;
end;
$$;

revoke execute on function private.roll_up_site_events_day(date) from public, anon, authenticated;

-- Rolls up every complete UTC day before `as_of` that is not rolled up yet, and the last two
-- again (an event stamped just before midnight may be stored just after it); then deletes the
-- events of the days more than 90 days before as_of's day, each only once its day is rolled up.
-- Today is never rolled up. Re-running gives the same rows. The 90 days are those of the
-- portal's longest range ("Last 90 days", from the same day 90 days ago), which therefore never
-- needs the daily figures. Answers what it did.
create or replace function public.retain_site_events(as_of timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date;
  prune_before date;
  kept_from date;
  first_day date;
  d date;
  rolled integer := 0;
  pruned integer := 0;
  stray integer;
  pruned_days date[];
begin
  if as_of is null then
    raise exception 'as_of is required' using errcode = '22023';
  end if;
  -- Two runs at once would roll the same days up twice over.
  perform pg_advisory_xact_lock(hashtext('public.retain_site_events'));
  today := (as_of at time zone 'UTC')::date;
  prune_before := today - 90;
  kept_from := public.site_events_kept_from();

  select (min(e.occurred_at) at time zone 'UTC')::date into first_day
    from public.site_events e
   where kept_from is null or e.occurred_at >= (kept_from::timestamp at time zone 'UTC');

  if first_day is not null then
    d := first_day;
    while d < today loop
      if d >= today - 2 or not exists (
           select 1 from public.site_events_daily r where r.day = d and r.kind = 'day') then
        perform private.roll_up_site_events_day(d);
        rolled := rolled + 1;
      end if;
      d := d + 1;
    end loop;
  end if;

  -- The days about to lose their events, rolled up, and not yet pruned.
  select coalesce(array_agg(r.day order by r.day), '{}') into pruned_days
    from public.site_events_daily r
   where r.kind = 'day' and r.raw_pruned_at is null and r.day < prune_before;

  if cardinality(pruned_days) > 0 then
    -- The blog figures of those days come from the same events (rollup_blog_analytics); the
    -- schedule writes them every few minutes, and this makes sure before the events go.
    foreach d in array pruned_days loop
      perform public.rollup_blog_analytics(d, d);
    end loop;
    delete from public.site_events e
     using public.site_events_daily r
     where r.kind = 'day'
       and r.day = any (pruned_days)
       and e.occurred_at >= (r.day::timestamp at time zone 'UTC')
       and e.occurred_at < ((r.day + 1)::timestamp at time zone 'UTC');
    get diagnostics pruned = row_count;
    update public.site_events_daily r
       set raw_pruned_at = now()
     where r.kind = 'day' and r.day = any (pruned_days);
  end if;

  -- Anything left before the first day kept (an event stored for a day already pruned) is not
  -- in any report: it goes too.
  kept_from := public.site_events_kept_from();
  if kept_from is not null then
    delete from public.site_events e where e.occurred_at < (kept_from::timestamp at time zone 'UTC');
    get diagnostics stray = row_count;
    pruned := pruned + stray;
  end if;

  return jsonb_build_object('rolledUpDays', rolled, 'prunedDays', cardinality(pruned_days),
                            'prunedEvents', pruned, 'keptFrom', kept_from);
end;
$$;

revoke execute on function public.retain_site_events(timestamptz) from public, anon, authenticated;
grant execute on function public.retain_site_events(timestamptz) to service_role;

-- The report (20261125093000_analytics_last_hours.sql) reads the daily figures for the whole
-- days of the range whose events were deleted, and the events from the first day kept on. Over
-- such days, visitors, bounces and sources are those of each day added up (a tab seen on two of
-- them counts on each, as the chart counts it); pages and missing pages are those each day kept.
-- The missing pages (notFoundPages) are in the report now, so that they are read the same way.
create or replace function public.analytics_report_between(range_start timestamptz, range_end timestamptz, bucket text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  step interval;
  kept_from date;
  kept_from_at timestamptz;
  result jsonb;
begin
  if auth.uid() is null or not public.is_staff() then
    raise exception 'Access denied: analytics are for staff' using errcode = '42501';
  end if;
  if bucket is null or bucket not in ('day', 'hour') then
    raise exception 'The report is by day or by hour' using errcode = '22023';
  end if;
  if range_start is null or range_end is null or range_start >= range_end
     or range_end - range_start > interval '366 days'
     or (bucket = 'hour' and range_end - range_start > interval '7 days') then
    raise exception 'A time range of at most 366 days (7 days by hour) is required' using errcode = '22023';
  end if;
  step := case bucket when 'day' then interval '1 day' else interval '1 hour' end;
  kept_from := public.site_events_kept_from();
  kept_from_at := coalesce(kept_from::timestamp at time zone 'UTC', '-infinity'::timestamptz);

  with views as (
    select coalesce(e.tab_id, e.id::text) as visitor, e.path, e.title, e.referrer, e.occurred_at,
           date_trunc(bucket, e.occurred_at at time zone 'UTC') as point
      from public.site_events e
     where e.type = 'page_view'
       and e.occurred_at >= greatest(range_start, kept_from_at)
       and e.occurred_at < range_end
  ),
  -- Whole days of the range before the first day kept (a day is only in the figures by day).
  rolled as (
    select r.*
      from public.site_events_daily r
     where bucket = 'day'
       and r.day < kept_from
       and (r.day::timestamp at time zone 'UTC') >= range_start
       and ((r.day + 1)::timestamp at time zone 'UTC') <= range_end
  ),
  rolled_days as (
    select coalesce(sum(events), 0)::int as page_views, coalesce(sum(visitors), 0)::int as visitors,
           coalesce(sum(bounces), 0)::int as bounces
      from rolled where kind = 'day'
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
    select source, sum(sessions)::int as sessions
      from (
        select source, count(*) as sessions from first_views group by source
        union all
        select key, events from rolled where kind = 'source'
      ) s
     group by source
  ),
  pages as (
    select path,
           (array_agg(title order by seen desc) filter (where title is not null and title <> ''))[1] as title,
           sum(page_views)::int as page_views,
           sum(unique_visitors)::int as unique_visitors
      from (
        select path,
               (array_agg(title order by occurred_at desc) filter (where title is not null and title <> ''))[1] as title,
               max(occurred_at) as seen,
               count(*) as page_views,
               count(distinct visitor) as unique_visitors
          from views
         group by path
        union all
        select key, title, day::timestamp at time zone 'UTC', events, visitors from rolled where kind = 'page'
      ) p
     group by path
  ),
  missing as (
    select path, sum(visits)::int as visits, max(last_seen_at) as last_seen_at
      from (
        select e.path, count(*) as visits, max(e.occurred_at) as last_seen_at
          from public.site_events e
         where e.type = 'not_found'
           and e.occurred_at >= greatest(range_start, kept_from_at)
           and e.occurred_at < range_end
         group by e.path
        union all
        select key, events, last_seen_at from rolled where kind = 'not_found'
      ) m
     group by path
  ),
  points as (
    select p as point
      from generate_series(date_trunc(bucket, range_start at time zone 'UTC'),
                           (range_end at time zone 'UTC') - interval '1 microsecond', step) p
  ),
  per_point as (
    select point, count(*)::int as page_views, count(distinct visitor)::int as unique_visitors
      from views
     group by point
    union all
    select day::timestamp, events, visitors from rolled where kind = 'day'
  ),
  -- Whole days from the roll-up (what Sync Now and the schedule write); hours from the events.
  post_figures as (
    select a.post_id, a.page_views, a.unique_visitors
      from public.blog_analytics a
     where bucket = 'day'
       and a.date >= (range_start at time zone 'UTC')::date
       and a.date < (range_end at time zone 'UTC')::date
    union all
    select e.post_id, count(*)::int, count(distinct coalesce(e.tab_id, e.id::text))::int
      from public.site_events e
     where bucket = 'hour'
       and e.type = 'blog_view'
       and e.post_id is not null
       and e.occurred_at >= range_start
       and e.occurred_at < range_end
     group by e.post_id
  ),
  posts as (
    select f.post_id, max(p.title) as title, max(p.slug) as slug,
           sum(f.page_views)::int as page_views, sum(f.unique_visitors)::int as unique_visitors
      from post_figures f
      left join public.blog_posts p on p.id = f.post_id
     group by f.post_id
  )
  select jsonb_build_object(
    'summary', jsonb_build_object(
      'totalPageViews', (select count(*) from views) + (select page_views from rolled_days),
      'uniqueVisitors', (select count(*) from per_visitor) + (select visitors from rolled_days),
      'avgSessionDuration', null,
      'bounceRate', (
        select round(100.0 * ((select count(*) from per_visitor where views = 1) + r.bounces)
                     / nullif((select count(*) from per_visitor) + r.visitors, 0), 2)
          from rolled_days r
      ),
      'activeUsersNow', (
        select count(distinct coalesce(e.tab_id, e.id::text))
          from public.site_events e
         where e.occurred_at > now() - interval '5 minutes' and e.occurred_at <= now() + interval '5 minutes'
      ),
      'totalBlogViews', (select coalesce(sum(page_views), 0) from posts)
    ),
    -- A day is 'YYYY-MM-DD'; an hour is its start, 'YYYY-MM-DDTHH:00:00Z' (UTC).
    'chartData', coalesce((
      select jsonb_agg(jsonb_build_object(
               'date', case bucket when 'day' then to_char(t.point, 'YYYY-MM-DD') else to_char(t.point, 'YYYY-MM-DD"T"HH24:00:00"Z"') end,
               'page_views', coalesce(v.page_views, 0),
               'unique_visitors', coalesce(v.unique_visitors, 0))
             order by t.point)
        from points t
        left join (select point, sum(page_views)::int as page_views, sum(unique_visitors)::int as unique_visitors
                     from per_point group by point) v on v.point = t.point
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
    ), '[]'::jsonb),
    -- The 404 visit report: missing paths, most visited first, with the last visit (UTC).
    'notFoundPages', coalesce((
      select jsonb_agg(jsonb_build_object(
               'page_path', t.path,
               'visits', t.visits,
               'last_seen_at', to_char(t.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
             order by t.visits desc, t.path collate "C")
        from (select * from missing order by visits desc, path collate "C" limit 20) t
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

-- Daily, at midnight UTC (pg_cron's '0 0 * * *'): yesterday is then complete.
insert into private.scheduled_jobs (name, every_seconds, kind, command) values
  ('site-events-retention', 86400, 'sql', 'select public.retain_site_events()')
on conflict (name) do update
  set every_seconds = excluded.every_seconds, kind = excluded.kind, command = excluded.command;

-- As the schedule's migration says: a changed table is registered again where pg_cron runs it.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_extension where extname = 'pg_net') then
    perform private.register_scheduled_jobs();
  end if;
end
$$;
