-- The public pages read their content through functions answering one JSON value, and the
-- anonymous role reads no table or view any more (docs/security.md, "Public reads").
--
-- PostgREST lets a caller filter any column it can select with any operator, `match`/`imatch`
-- (PostgreSQL regular expressions) and `like`/`ilike` included, and cannot turn an operator off
-- for a column. A regular expression with back-references backtracks polynomially in the text's
-- length, with the power growing with each reference: `(.*.*)*\1` on a published post's body took
-- 27 s, and eight back-references take over ten seconds on a 30-character title. No length bound
-- on a text column makes it safe to offer to such filters, so no text is offered: every row the
-- public site shows comes from a function below, which takes its arguments (a slug, a category, a
-- tag, an industry) and compares them by equality only, and returns a scalar (`json` or `text`),
-- whose result PostgREST cannot filter. Each runs as its owner over the published or public rows
-- only, with an empty search path.
--
-- Staff keep their table access (the portal edits these rows); a signed-in user who is not staff
-- (no role, or suspended) reads as the public does, through the functions: the tables' read
-- policies let them see no row, and a policy's condition is checked before a caller's filter, so
-- their pattern runs over nothing. The service role keeps everything.

-- ---------------------------------------------------------------------------------------------
-- The blog
-- ---------------------------------------------------------------------------------------------

-- The published posts, newest first, of one category (by slug) and with one tag when given:
-- every column of published_blog_posts but the body.
create or replace function public.blog_post_list(category_slug text default null, tag text default null)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(to_jsonb(p) - 'content' order by p.published_at desc), '[]'::json)
    from public.published_blog_posts p
   where (blog_post_list.category_slug is null or p.category_slug = blog_post_list.category_slug)
     and (blog_post_list.tag is null or p.tags @> array[blog_post_list.tag]);
$$;

-- One published post with its body, by slug; null when no published post has it.
create or replace function public.blog_post(post_slug text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select to_json(p) from public.published_blog_posts p where p.slug = blog_post.post_slug;
$$;

-- Up to max_posts other published posts of the post's category, newest first.
create or replace function public.related_blog_posts(post_id uuid, max_posts integer default 3)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(r order by r.published_at desc), '[]'::json)
    from (
      select p.id, p.title, p.slug, p.excerpt, p.featured_image, p.published_at, p.author
        from public.published_blog_posts p
        join public.published_blog_posts this on this.id = related_blog_posts.post_id
       where p.category_id = this.category_id
         and p.id <> this.id
       order by p.published_at desc
       limit least(greatest(coalesce(related_blog_posts.max_posts, 3), 0), 12)
    ) r;
$$;

-- The name of the category with this slug, or null.
create or replace function public.blog_category_name(category_slug text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select c.name from public.blog_categories c where c.slug = blog_category_name.category_slug;
$$;

-- ---------------------------------------------------------------------------------------------
-- The company pages
-- ---------------------------------------------------------------------------------------------

-- The team directory: every column of team_members, by department, sort_order, first name.
create or replace function public.team_directory()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(t order by t.department, t.sort_order, t.first_name), '[]'::json)
    from public.team_members t;
$$;

-- Every press release, newest first.
create or replace function public.press_release_list()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(r order by r.release_date desc), '[]'::json) from public.press_releases r;
$$;

-- Every media mention, newest first.
create or replace function public.media_mention_list()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(m order by m.mention_date desc), '[]'::json) from public.media_mentions m;
$$;

-- The client testimonials by sort_order: every column of video_reviews and `services`, the linked
-- services as { id, name } by name.
create or replace function public.video_review_list()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(
           to_jsonb(v) || jsonb_build_object('services', coalesce((
             select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name) order by s.name)
               from public.video_review_services vs
               join public.services s on s.id = vs.service_id
              where vs.video_review_id = v.id), '[]'::jsonb))
           order by v.sort_order), '[]'::json)
    from public.video_reviews v;
$$;

-- The latest written reviews, of one industry (its page's slug) when given: at most max_reviews
-- (1 to 50).
create or replace function public.review_list(industry text default null, max_reviews integer default 6)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(r order by r.review_date desc), '[]'::json)
    from (
      select v.id, v.author_first_name, v.company_or_trade, v.rating, v.body, v.review_date, v.source
        from public.reviews v
       where review_list.industry is null or v.industry = review_list.industry
       order by v.review_date desc
       limit least(greatest(coalesce(review_list.max_reviews, 6), 1), 50)
    ) r;
$$;

-- ---------------------------------------------------------------------------------------------
-- Row-level security: rows are read through the API by staff only.
-- ---------------------------------------------------------------------------------------------
drop policy "blog_categories: everyone can read" on public.blog_categories;
create policy "blog_categories: staff can read"
  on public.blog_categories for select to authenticated
  using ((select public.is_staff()));

-- Published posts to staff; a draft to its owner and super admins (as before).
drop policy "blog_posts: published to everyone, drafts to owner and super admins" on public.blog_posts;
create policy "blog_posts: published to staff, drafts to owner and super admins"
  on public.blog_posts for select to authenticated
  using (
    (status = 'published' and (select public.is_staff()))
    or ((select public.is_active_user()) and public.owns_post(user_id, created_by))
    or (select public.is_super_admin())
  );

drop policy "team_members: everyone can read" on public.team_members;
create policy "team_members: staff can read" on public.team_members for select to authenticated using ((select public.is_staff()));
drop policy "press_releases: everyone can read" on public.press_releases;
create policy "press_releases: staff can read" on public.press_releases for select to authenticated using ((select public.is_staff()));
drop policy "media_mentions: everyone can read" on public.media_mentions;
create policy "media_mentions: staff can read" on public.media_mentions for select to authenticated using ((select public.is_staff()));
drop policy "services: everyone can read" on public.services;
create policy "services: staff can read" on public.services for select to authenticated using ((select public.is_staff()));
drop policy "video_reviews: everyone can read" on public.video_reviews;
create policy "video_reviews: staff can read" on public.video_reviews for select to authenticated using ((select public.is_staff()));
drop policy "video_review_services: everyone can read" on public.video_review_services;
create policy "video_review_services: staff can read" on public.video_review_services for select to authenticated using ((select public.is_staff()));
drop policy "reviews: everyone can read" on public.reviews;
create policy "reviews: staff can read" on public.reviews for select to authenticated using ((select public.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- Privileges: the anonymous role reads no relation; everyone calls the functions.
-- ---------------------------------------------------------------------------------------------
revoke all on public.blog_categories, public.blog_posts, public.published_blog_posts,
  public.team_members, public.press_releases, public.media_mentions, public.services,
  public.video_reviews, public.video_review_services, public.reviews from anon;

revoke execute on function
  public.blog_post_list(text, text), public.blog_post(text), public.related_blog_posts(uuid, integer),
  public.blog_category_name(text), public.team_directory(), public.press_release_list(),
  public.media_mention_list(), public.video_review_list(), public.review_list(text, integer)
  from public;
grant execute on function
  public.blog_post_list(text, text), public.blog_post(text), public.related_blog_posts(uuid, integer),
  public.blog_category_name(text), public.team_directory(), public.press_release_list(),
  public.media_mention_list(), public.video_review_list(), public.review_list(text, integer)
  to anon, authenticated, service_role;

-- review_stats() ran as the caller over reviews, which anon no longer reads: it now runs as its
-- owner (it answers a count and an average, no text).
alter function public.review_stats() security definer;

notify pgrst, 'reload schema';
