-- Admins edit the public pages' content in the portal (docs/architecture.md#d51): team
-- members, press releases, media mentions, written reviews and video reviews are created, edited,
-- reordered, hidden and deleted there. Row-level security stays as it was: staff read the rows,
-- admins and super admins (public.is_admin()) write them, and writers are refused.
--
-- * `shown`: a hidden row stays in the table for staff but never reaches the public functions
--   (team_directory, press_release_list, media_mention_list, video_review_list, review_list,
--   review_stats), hence never a rendered page. Every existing row is shown.
-- * Order: team members (within their department), video reviews and written reviews follow an
--   explicit `sort_order` the portal sets with set_content_order(); press releases and mentions
--   keep their order by date.
-- * Checks the tables lacked: lengths of names, titles and texts, external links https only,
--   images on the site's own origin.
-- * Page renders: each of these tables already requests its pages' render on every insert,
--   update and delete, one message per statement (20261126090000_page_renders.sql), a change of
--   `shown` or of the order included; nothing is added here.

-- ---------------------------------------------------------------------------------------------
-- Helpers for the checks
-- ---------------------------------------------------------------------------------------------

-- An absolute https URL of a named host, at most 500 characters, with no space, quote or angle
-- bracket: the only kind of link to another site the public pages print.
create or replace function public.is_https_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select char_length(value) <= 500
     and value ~ '^https://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:[0-9]{1,5})?([/?#][^[:space:]<>"''`\\]*)?$'
$$;
comment on function public.is_https_url(text) is
  'Whether a stored link is an absolute https URL of a named host (at most 500 characters, no space, quote or angle bracket).';

-- A team member's certification badges: objects naming an image on the site's own origin, with
-- whether the badge links to the member's ProAdvisor profile.
create or replace function public.team_badges_are_valid(badges jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
           when jsonb_typeof(badges) <> 'array' then false
           when jsonb_array_length(badges) > 12 then false
           else coalesce((
             select bool_and(
                      jsonb_typeof(b) = 'object'
                      and jsonb_typeof(b -> 'badge_image') = 'string'
                      and char_length(b ->> 'badge_image') <= 300
                      and public.is_site_path(b ->> 'badge_image')
                      and jsonb_typeof(coalesce(b -> 'has_proadvisor_link', 'false'::jsonb)) = 'boolean')
               from jsonb_array_elements(badges) b), true)
         end
$$;
comment on function public.team_badges_are_valid(jsonb) is
  'Whether team_members.badges is at most 12 objects, each naming a site image (badge_image) and whether it links to the ProAdvisor profile.';

-- ---------------------------------------------------------------------------------------------
-- Empty optional texts become null, so "nothing" has one spelling the checks below can require.
-- ---------------------------------------------------------------------------------------------
update public.team_members set title = nullif(btrim(title), ''), team = nullif(btrim(team), ''),
       description = nullif(btrim(description), ''), about = nullif(btrim(about), ''),
       experience = nullif(btrim(experience), ''), hobbies = nullif(btrim(hobbies), ''),
       favorite_foods = nullif(btrim(favorite_foods), ''),
       linkedin_url = nullif(btrim(linkedin_url), ''), twitter_url = nullif(btrim(twitter_url), ''),
       proadvisor_url = nullif(btrim(proadvisor_url), '')
 where title = '' or team = '' or description = '' or about = '' or experience = '' or hobbies = ''
    or favorite_foods = '' or linkedin_url = '' or twitter_url = '' or proadvisor_url = ''
    or title <> btrim(title) or linkedin_url <> btrim(linkedin_url) or twitter_url <> btrim(twitter_url)
    or proadvisor_url <> btrim(proadvisor_url);
-- A profile link that is not https was never shown (the page drops it): it goes.
update public.team_members set linkedin_url = null where not public.is_https_url(linkedin_url);
update public.team_members set twitter_url = null where not public.is_https_url(twitter_url);
update public.team_members set proadvisor_url = null where not public.is_https_url(proadvisor_url);
update public.press_releases set pdf_url = nullif(btrim(pdf_url), '') where pdf_url is not null and btrim(pdf_url) = '';
update public.video_reviews set client_title = nullif(btrim(client_title), ''), video_url = nullif(btrim(video_url), '')
 where client_title = '' or video_url = '';
update public.reviews set company_or_trade = nullif(btrim(company_or_trade), '') where company_or_trade = '';

-- ---------------------------------------------------------------------------------------------
-- Shown or hidden, and the explicit order
-- ---------------------------------------------------------------------------------------------
alter table public.team_members add column shown boolean not null default true;
alter table public.press_releases add column shown boolean not null default true;
alter table public.media_mentions add column shown boolean not null default true;
alter table public.video_reviews add column shown boolean not null default true;
alter table public.reviews
  add column shown boolean not null default true,
  add column sort_order integer not null default 0,
  add column updated_at timestamptz not null default now();

create trigger reviews_set_updated_at
  before update on public.reviews
  for each row execute function public.set_updated_at();

-- The written reviews keep the order the pages showed them in: newest first.
update public.reviews r
   set sort_order = o.position * 10
  from (select id, row_number() over (order by review_date desc, created_at desc, id) as position from public.reviews) o
 where o.id = r.id;

create index reviews_order_idx on public.reviews (sort_order, review_date desc);

-- ---------------------------------------------------------------------------------------------
-- The checks
-- ---------------------------------------------------------------------------------------------
alter table public.team_members
  add constraint team_members_title_length check (title is null or char_length(btrim(title)) between 1 and 150),
  add constraint team_members_team_length check (team is null or char_length(btrim(team)) between 1 and 100),
  add constraint team_members_description_length check (description is null or char_length(btrim(description)) between 1 and 4000),
  add constraint team_members_about_length check (about is null or char_length(btrim(about)) between 1 and 4000),
  add constraint team_members_experience_length check (experience is null or char_length(btrim(experience)) between 1 and 4000),
  add constraint team_members_hobbies_length check (hobbies is null or char_length(btrim(hobbies)) between 1 and 1000),
  add constraint team_members_favorite_foods_length check (favorite_foods is null or char_length(btrim(favorite_foods)) between 1 and 1000),
  add constraint team_members_linkedin_url_https check (public.is_https_url(linkedin_url)),
  add constraint team_members_twitter_url_https check (public.is_https_url(twitter_url)),
  add constraint team_members_proadvisor_url_https check (public.is_https_url(proadvisor_url)),
  add constraint team_members_badges_valid check (public.team_badges_are_valid(badges)),
  add constraint team_members_sort_order_range check (sort_order between 0 and 1000000);

alter table public.press_releases
  add constraint press_releases_content_length check (char_length(btrim(content)) between 1 and 20000),
  add constraint press_releases_pdf_url_format check (
    pdf_url is null or (char_length(pdf_url) <= 500 and (public.is_site_path(pdf_url) or public.is_https_url(pdf_url)))
  );

alter table public.media_mentions
  add constraint media_mentions_article_url_https check (public.is_https_url(article_url)),
  add constraint media_mentions_snippet_length check (char_length(btrim(snippet_html)) between 1 and 2000);

alter table public.video_reviews
  add constraint video_reviews_client_title_length check (client_title is null or char_length(btrim(client_title)) between 1 and 150),
  add constraint video_reviews_video_url_format check (
    video_url is null or (char_length(video_url) <= 500 and (public.is_site_path(video_url) or public.is_https_url(video_url)))
  ),
  add constraint video_reviews_sort_order_range check (sort_order between 0 and 1000000);

alter table public.reviews
  add constraint reviews_company_or_trade_length check (company_or_trade is null or char_length(btrim(company_or_trade)) between 1 and 150),
  add constraint reviews_sort_order_range check (sort_order between 0 and 1000000);

-- ---------------------------------------------------------------------------------------------
-- The public functions answer the shown rows only
-- ---------------------------------------------------------------------------------------------
create or replace function public.team_directory()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(to_jsonb(t) - 'shown' order by t.department, t.sort_order, t.first_name), '[]'::json)
    from public.team_members t
   where t.shown;
$$;

create or replace function public.press_release_list()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(to_jsonb(r) - 'shown' order by r.release_date desc), '[]'::json)
    from public.press_releases r
   where r.shown;
$$;

create or replace function public.media_mention_list()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(to_jsonb(m) - 'shown' order by m.mention_date desc), '[]'::json)
    from public.media_mentions m
   where m.shown;
$$;

create or replace function public.video_review_list()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(
           (to_jsonb(v) - 'shown') || jsonb_build_object('services', coalesce((
             select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name) order by s.name)
               from public.video_review_services vs
               join public.services s on s.id = vs.service_id
              where vs.video_review_id = v.id), '[]'::jsonb))
           order by v.sort_order, v.review_date desc), '[]'::json)
    from public.video_reviews v
   where v.shown;
$$;

-- The written reviews in the order admins gave them (newest first among equals), of one industry
-- when given: at most max_reviews (1 to 50).
create or replace function public.review_list(industry text default null, max_reviews integer default 6)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(to_jsonb(r) - 'sort_order' order by r.sort_order, r.review_date desc), '[]'::json)
    from (
      select v.id, v.author_first_name, v.company_or_trade, v.rating, v.body, v.review_date, v.source, v.sort_order
        from public.reviews v
       where v.shown
         and (review_list.industry is null or v.industry = review_list.industry)
       order by v.sort_order, v.review_date desc
       limit least(greatest(coalesce(review_list.max_reviews, 6), 1), 50)
    ) r;
$$;

-- The figures count what the pages show.
create or replace function public.review_stats()
returns table (review_count integer, average_rating numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer, round(avg(r.rating), 1) from public.reviews r where r.shown;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reordering: one statement, so one page render and no half-done swap
-- ---------------------------------------------------------------------------------------------

-- Sets sort_order of the rows of one kind ('team', 'video_reviews' or 'reviews') to their places
-- in ordered_ids (10, 20, 30...). Runs as the caller: row-level security decides as for any
-- update, and a caller who is not an admin is refused outright rather than changing nothing.
create or replace function public.set_content_order(content_kind text, ordered_ids uuid[])
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  changed integer;
  target text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can reorder the site''s content' using errcode = '42501';
  end if;
  if ordered_ids is null or cardinality(ordered_ids) = 0 or cardinality(ordered_ids) > 1000 then
    raise exception 'Give between 1 and 1000 rows to order' using errcode = '22023';
  end if;
  if cardinality(ordered_ids) <> (select count(distinct x) from unnest(ordered_ids) x) then
    raise exception 'A row is named twice' using errcode = '22023';
  end if;
  -- The kind names the table (never the caller's text: only these three are reachable).
  target := case content_kind
              when 'team' then 'team_members'
              when 'video_reviews' then 'video_reviews'
              when 'reviews' then 'reviews'
            end;
  if target is null then
    raise exception 'Unknown content kind %', content_kind using errcode = '22023';
  end if;
  execute format(
    'update public.%I t set sort_order = o.position * 10
       from unnest($1) with ordinality as o(id, position)
      where t.id = o.id and t.sort_order is distinct from o.position * 10', target)
    using ordered_ids;
  get diagnostics changed = row_count;
  return changed;
end;
$$;
comment on function public.set_content_order(text, uuid[]) is
  'Admins only: gives the listed team members, video reviews or reviews the order of the array (sort_order 10, 20, ...).';

revoke execute on function public.set_content_order(text, uuid[]) from public, anon;
grant execute on function public.set_content_order(text, uuid[]) to authenticated, service_role;

notify pgrst, 'reload schema';
