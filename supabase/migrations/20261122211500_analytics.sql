-- Blog analytics (per post per day), the extended analytics table, and first-party site events
-- (page_view / blog_view / not_found; no personal data). Staff read analytics; visitors only append
-- events; aggregates are written by the server with the service role.

create table public.blog_analytics (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  date date not null,
  page_views integer not null default 0,
  unique_visitors integer not null default 0,
  avg_session_duration numeric(10, 2),
  bounce_rate numeric(5, 2),
  traffic_sources jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_analytics_post_date_key unique (post_id, date),
  constraint blog_analytics_counts_check check (page_views >= 0 and unique_visitors >= 0),
  constraint blog_analytics_duration_check check (avg_session_duration is null or avg_session_duration >= 0),
  constraint blog_analytics_bounce_rate_check check (bounce_rate is null or bounce_rate between 0 and 100),
  constraint blog_analytics_traffic_sources_object check (jsonb_typeof(traffic_sources) = 'object')
);

create index blog_analytics_date_idx on public.blog_analytics (date desc);

create trigger blog_analytics_set_updated_at
  before update on public.blog_analytics
  for each row execute function public.set_updated_at();

-- Extended analytics: one metric value per day and dimension (for example country, device,
-- source_medium, page_path), with any extra detail in data.
create table public.ga4_extended_analytics (
  id uuid primary key default gen_random_uuid(),
  date date not null,
  metric text not null,
  dimension text,
  dimension_value text,
  value numeric not null default 0,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  constraint ga4_extended_analytics_metric_length check (char_length(metric) between 1 and 100),
  constraint ga4_extended_analytics_dimension_length check (dimension is null or char_length(dimension) <= 100),
  constraint ga4_extended_analytics_dimension_value_length check (dimension_value is null or char_length(dimension_value) <= 500)
);

create index ga4_extended_analytics_date_idx on public.ga4_extended_analytics (date desc, metric);

-- First-party events from the public site. Only the page, never the visitor.
create table public.site_events (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  path text not null,
  title text,
  referrer text,
  tab_id text,
  post_id uuid references public.blog_posts (id) on delete set null,
  occurred_at timestamptz not null default now(),
  constraint site_events_type_check check (type in ('page_view', 'blog_view', 'not_found')),
  constraint site_events_path_check check (char_length(path) between 1 and 2048 and left(path, 1) = '/'),
  constraint site_events_title_length check (title is null or char_length(title) <= 300),
  constraint site_events_referrer_length check (referrer is null or char_length(referrer) <= 2048),
  constraint site_events_tab_id_format check (tab_id is null or tab_id ~ '^[A-Za-z0-9_-]{1,64}$')
);

create index site_events_occurred_at_idx on public.site_events (occurred_at desc);
create index site_events_type_path_idx on public.site_events (type, path);
create index site_events_post_idx on public.site_events (post_id) where post_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.blog_analytics enable row level security;
alter table public.ga4_extended_analytics enable row level security;
alter table public.site_events enable row level security;

create policy "blog_analytics: staff can read"
  on public.blog_analytics for select to authenticated
  using (public.is_staff());

create policy "ga4_extended_analytics: staff can read"
  on public.ga4_extended_analytics for select to authenticated
  using (public.is_staff());

create policy "site_events: staff can read"
  on public.site_events for select to authenticated
  using (public.is_staff());

-- Visitors append events stamped around now; a suspended user writes nothing.
create policy "site_events: visitors can record events"
  on public.site_events for insert to anon, authenticated
  with check (
    (auth.uid() is null or public.is_active_user())
    and occurred_at > now() - interval '1 day'
    and occurred_at < now() + interval '5 minutes'
  );

-- ---------------------------------------------------------------------------------------------
-- Privileges: analytics aggregates are written by the service role only.
-- ---------------------------------------------------------------------------------------------
revoke all on public.blog_analytics, public.ga4_extended_analytics, public.site_events from anon, authenticated;
grant select on public.blog_analytics, public.ga4_extended_analytics, public.site_events to authenticated;
grant insert (type, path, title, referrer, tab_id, post_id, occurred_at) on public.site_events to anon, authenticated;
