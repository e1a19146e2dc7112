-- "Last 24 hours" in the portal's analytics asked analytics_report for yesterday and today, two
-- calendar days: up to 48 hours of figures. The report now runs over any window of time
-- (analytics_report_between), by UTC day as before, or by hour for analytics_report_last_hours,
-- which covers exactly the last n hours. The figures of a window of hours come from the events
-- alone: blog post views too, since the blog_analytics roll-up only holds whole days.

create or replace function public.analytics_report_between(range_start timestamptz, range_end timestamptz, bucket text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  step interval;
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

  with views as (
    select coalesce(e.tab_id, e.id::text) as visitor, e.path, e.title, e.referrer, e.occurred_at,
           date_trunc(bucket, e.occurred_at at time zone 'UTC') as point
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
  points as (
    select p as point
      from generate_series(date_trunc(bucket, range_start at time zone 'UTC'),
                           (range_end at time zone 'UTC') - interval '1 microsecond', step) p
  ),
  per_point as (
    select point, count(*)::int as page_views, count(distinct visitor)::int as unique_visitors
      from views
     group by point
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
    -- A day is 'YYYY-MM-DD'; an hour is its start, 'YYYY-MM-DDTHH:00:00Z' (UTC).
    'chartData', coalesce((
      select jsonb_agg(jsonb_build_object(
               'date', case bucket when 'day' then to_char(t.point, 'YYYY-MM-DD') else to_char(t.point, 'YYYY-MM-DD"T"HH24:00:00"Z"') end,
               'page_views', coalesce(v.page_views, 0),
               'unique_visitors', coalesce(v.unique_visitors, 0))
             order by t.point)
        from points t left join per_point v on v.point = t.point
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

-- UTC days start_date..end_date, as before. (analytics_report_between refuses callers who are not
-- staff, for both wrappers.)
create or replace function public.analytics_report(start_date date, end_date date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if start_date is null or end_date is null or start_date > end_date or end_date - start_date > 365 then
    raise exception 'A date range of at most 366 days is required' using errcode = '22023';
  end if;
  return public.analytics_report_between(start_date::timestamp at time zone 'UTC',
                                         (end_date + 1)::timestamp at time zone 'UTC', 'day');
end;
$$;

-- The last `hours` hours up to now, by hour, with the window it covered ('window': start, end).
create or replace function public.analytics_report_last_hours(hours integer)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  range_end timestamptz := now();
  range_start timestamptz;
begin
  if hours is null or hours < 1 or hours > 168 then
    raise exception 'hours must be between 1 and 168' using errcode = '22023';
  end if;
  range_start := range_end - make_interval(hours => hours);
  return public.analytics_report_between(range_start, range_end, 'hour')
      || jsonb_build_object('window', jsonb_build_object('start', range_start, 'end', range_end));
end;
$$;

revoke execute on function public.analytics_report_between(timestamptz, timestamptz, text) from public, anon;
revoke execute on function public.analytics_report_last_hours(integer) from public, anon;
grant execute on function public.analytics_report_between(timestamptz, timestamptz, text) to authenticated;
grant execute on function public.analytics_report_last_hours(integer) to authenticated;
