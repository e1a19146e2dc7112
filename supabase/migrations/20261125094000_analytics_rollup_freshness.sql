-- The dashboard's views come from blog_analytics, which only the roll-up fills (the schedule, or
-- Sync Now through analytics-sync-v2), so it should say how fresh they are and be refreshed often
-- enough that nobody needs Sync Now to see the morning's views.

-- When blog_analytics was last written. A statement trigger fires once per roll-up, even one that
-- found no new views (the roll-up is one insert ... on conflict statement), and only the server
-- writes the table (grants), so this is the time of the last roll-up.
create table if not exists private.analytics_rollup_state (
  id boolean primary key default true check (id),
  last_rollup_at timestamptz not null
);
revoke all on private.analytics_rollup_state from public;

create or replace function private.record_analytics_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.analytics_rollup_state (id, last_rollup_at) values (true, now())
  on conflict (id) do update set last_rollup_at = excluded.last_rollup_at;
  return null;
end;
$$;
revoke execute on function private.record_analytics_rollup() from public;

create trigger blog_analytics_record_rollup
  after insert or update on public.blog_analytics
  for each statement execute function private.record_analytics_rollup();

-- The time of the last roll-up, for staff (null before the first one).
create or replace function public.analytics_last_updated()
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Access denied: analytics are for staff' using errcode = '42501';
  end if;
  return (select s.last_rollup_at from private.analytics_rollup_state s where s.id);
end;
$$;
revoke execute on function public.analytics_last_updated() from public, anon;
grant execute on function public.analytics_last_updated() to authenticated;

-- Every 5 minutes instead of 15: the roll-up rewrites three days of one table's rows, which is
-- cheap, and views then reach the dashboard within minutes.
update private.scheduled_jobs set every_seconds = 300 where name = 'rollup-blog-analytics';

-- As the schedule's migration says: a changed table is registered again where pg_cron runs it.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_extension where extname = 'pg_net') then
    perform private.register_scheduled_jobs();
  end if;
end
$$;
