-- Content the public pages read: team directory, press releases, media mentions, services, video
-- reviews with their services, and written client reviews (docs/architecture.md#d10). Everyone
-- reads; admins manage.

create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  title text,
  description text,
  department text not null,
  sort_order integer not null default 0,
  avatar_url text,
  team text,
  about text,
  experience text,
  hobbies text,
  favorite_foods text,
  linkedin_url text,
  twitter_url text,
  proadvisor_url text,
  badges jsonb not null default '[]'::jsonb,
  qbo_level_1 boolean not null default false,
  qbo_level_2 boolean not null default false,
  qbo_payroll boolean not null default false,
  cpb_designation boolean not null default false,
  ea_certification boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint team_members_first_name_length check (char_length(btrim(first_name)) between 1 and 100),
  constraint team_members_department_length check (char_length(btrim(department)) between 1 and 100),
  constraint team_members_badges_array check (jsonb_typeof(badges) = 'array')
);

create index team_members_order_idx on public.team_members (department, sort_order, first_name);

create trigger team_members_set_updated_at
  before update on public.team_members
  for each row execute function public.set_updated_at();

create table public.press_releases (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  release_date date not null,
  content text not null,
  pdf_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint press_releases_title_length check (char_length(btrim(title)) between 1 and 300)
);

create index press_releases_date_idx on public.press_releases (release_date desc);

create trigger press_releases_set_updated_at
  before update on public.press_releases
  for each row execute function public.set_updated_at();

create table public.media_mentions (
  id uuid primary key default gen_random_uuid(),
  publication_name text not null,
  publication_logo_url text,
  article_title text not null,
  article_url text not null,
  snippet_html text not null,
  mention_date date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint media_mentions_publication_length check (char_length(btrim(publication_name)) between 1 and 200),
  constraint media_mentions_title_length check (char_length(btrim(article_title)) between 1 and 300)
);

create index media_mentions_date_idx on public.media_mentions (mention_date desc);

create trigger media_mentions_set_updated_at
  before update on public.media_mentions
  for each row execute function public.set_updated_at();

create table public.services (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  created_at timestamptz not null default now(),
  constraint services_name_key unique (name),
  constraint services_slug_key unique (slug),
  constraint services_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

create table public.video_reviews (
  id uuid primary key default gen_random_uuid(),
  client_first_name text not null,
  client_title text,
  review_date date not null,
  thumbnail_url text,
  video_url text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint video_reviews_first_name_length check (char_length(btrim(client_first_name)) between 1 and 100)
);

create index video_reviews_order_idx on public.video_reviews (sort_order);

create trigger video_reviews_set_updated_at
  before update on public.video_reviews
  for each row execute function public.set_updated_at();

create table public.video_review_services (
  video_review_id uuid not null references public.video_reviews (id) on delete cascade,
  service_id uuid not null references public.services (id) on delete cascade,
  primary key (video_review_id, service_id)
);

create index video_review_services_service_idx on public.video_review_services (service_id);

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  author_first_name text not null,
  company_or_trade text,
  rating smallint not null,
  body text not null,
  review_date date not null,
  source text not null,
  created_at timestamptz not null default now(),
  constraint reviews_rating_check check (rating between 1 and 5),
  constraint reviews_first_name_length check (char_length(btrim(author_first_name)) between 1 and 100),
  constraint reviews_body_length check (char_length(btrim(body)) between 1 and 5000),
  constraint reviews_source_length check (char_length(btrim(source)) between 1 and 100)
);

create index reviews_date_idx on public.reviews (review_date desc);

-- ---------------------------------------------------------------------------------------------
-- Row-level security: read by everyone, written by admins.
-- ---------------------------------------------------------------------------------------------
alter table public.team_members enable row level security;
alter table public.press_releases enable row level security;
alter table public.media_mentions enable row level security;
alter table public.services enable row level security;
alter table public.video_reviews enable row level security;
alter table public.video_review_services enable row level security;
alter table public.reviews enable row level security;

create policy "team_members: everyone can read" on public.team_members for select to anon, authenticated using (true);
create policy "team_members: admins can insert" on public.team_members for insert to authenticated with check (public.is_admin());
create policy "team_members: admins can update" on public.team_members for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "team_members: admins can delete" on public.team_members for delete to authenticated using (public.is_admin());

create policy "press_releases: everyone can read" on public.press_releases for select to anon, authenticated using (true);
create policy "press_releases: admins can insert" on public.press_releases for insert to authenticated with check (public.is_admin());
create policy "press_releases: admins can update" on public.press_releases for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "press_releases: admins can delete" on public.press_releases for delete to authenticated using (public.is_admin());

create policy "media_mentions: everyone can read" on public.media_mentions for select to anon, authenticated using (true);
create policy "media_mentions: admins can insert" on public.media_mentions for insert to authenticated with check (public.is_admin());
create policy "media_mentions: admins can update" on public.media_mentions for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "media_mentions: admins can delete" on public.media_mentions for delete to authenticated using (public.is_admin());

create policy "services: everyone can read" on public.services for select to anon, authenticated using (true);
create policy "services: admins can insert" on public.services for insert to authenticated with check (public.is_admin());
create policy "services: admins can update" on public.services for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "services: admins can delete" on public.services for delete to authenticated using (public.is_admin());

create policy "video_reviews: everyone can read" on public.video_reviews for select to anon, authenticated using (true);
create policy "video_reviews: admins can insert" on public.video_reviews for insert to authenticated with check (public.is_admin());
create policy "video_reviews: admins can update" on public.video_reviews for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "video_reviews: admins can delete" on public.video_reviews for delete to authenticated using (public.is_admin());

create policy "video_review_services: everyone can read" on public.video_review_services for select to anon, authenticated using (true);
create policy "video_review_services: admins can insert" on public.video_review_services for insert to authenticated with check (public.is_admin());
create policy "video_review_services: admins can update" on public.video_review_services for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "video_review_services: admins can delete" on public.video_review_services for delete to authenticated using (public.is_admin());

create policy "reviews: everyone can read" on public.reviews for select to anon, authenticated using (true);
create policy "reviews: admins can insert" on public.reviews for insert to authenticated with check (public.is_admin());
create policy "reviews: admins can update" on public.reviews for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "reviews: admins can delete" on public.reviews for delete to authenticated using (public.is_admin());

-- ---------------------------------------------------------------------------------------------
-- Privileges: anon reads only.
-- ---------------------------------------------------------------------------------------------
revoke all on public.team_members, public.press_releases, public.media_mentions, public.services,
  public.video_reviews, public.video_review_services, public.reviews from anon;
grant select on public.team_members, public.press_releases, public.media_mentions, public.services,
  public.video_reviews, public.video_review_services, public.reviews to anon;
revoke truncate, references, trigger on public.team_members, public.press_releases, public.media_mentions,
  public.services, public.video_reviews, public.video_review_services, public.reviews from authenticated;
grant select, insert, update, delete on public.team_members, public.press_releases, public.media_mentions,
  public.services, public.video_reviews, public.video_review_services, public.reviews to authenticated;
