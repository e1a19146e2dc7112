-- Writers' tools: review before publishing, scheduling, autosave with conflict detection, server-
-- side sanitizing and uploaded images (docs/architecture.md#d52).
--
-- A post is a draft, in review, scheduled or published. Writers write and submit; admins publish,
-- return with a comment, or schedule. Every write of a post now goes through the blog-editor
-- function (service role), which sanitizes the HTML with the site's allow-list and checks who may
-- do what: signed-in callers keep reading and deleting through the API, but can no longer insert
-- or update a row, so a writer's REST attempt to publish, to schedule or to store HTML the
-- sanitizer has not seen is refused by the privileges themselves. A scheduled post goes live with
-- the job below, and its page is rendered by the existing trigger (blog_post_page_render).

-- ---------------------------------------------------------------------------------------------
-- Statuses and columns
-- ---------------------------------------------------------------------------------------------
alter table public.blog_posts drop constraint blog_posts_status_check;
alter table public.blog_posts
  add constraint blog_posts_status_check check (status in ('draft', 'in_review', 'scheduled', 'published'));

alter table public.blog_posts
  add column publish_at timestamptz,
  add column review_comment text,
  add column version integer not null default 1,
  add column featured_image_path text,
  add column updated_by uuid references public.profiles (id) on delete set null,
  add constraint blog_posts_scheduled_has_time check (status <> 'scheduled' or publish_at is not null),
  add constraint blog_posts_review_comment_length check (review_comment is null or char_length(review_comment) <= 2000),
  add constraint blog_posts_version_positive check (version >= 1),
  -- '<bucket>/<object name>': an upload of blog-images (in its uploader's folder) or a file of
  -- site-media; never a URL, never a '..' segment.
  add constraint blog_posts_featured_image_path_format check (
    featured_image_path is null or (
      featured_image_path ~ '^(blog-images/[0-9a-f-]{36}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}|site-media/[A-Za-z0-9_-][A-Za-z0-9._/-]{0,255})$'
      and featured_image_path !~ '(^|/)\.\.(/|$)'
    )
  );

-- A draft saved before its first word is written has an empty body; what the sanitizer removes
-- entirely leaves one too.
alter table public.blog_posts drop constraint blog_posts_content_length;
alter table public.blog_posts add constraint blog_posts_content_length check (char_length(content) <= 500000);

create index blog_posts_scheduled_idx on public.blog_posts (publish_at) where status = 'scheduled';
create index blog_posts_updated_by_idx on public.blog_posts (updated_by);

comment on column public.blog_posts.publish_at is 'When a scheduled post goes live (publish-scheduled-posts sets published_at then).';
comment on column public.blog_posts.review_comment is 'An admin''s comment when returning a post to its writer.';
comment on column public.blog_posts.version is 'Bumped on every update; a save naming an older version is refused (conflict).';
comment on column public.blog_posts.featured_image_path is
  'The featured image: <bucket>/<object name> in blog-images or site-media, never a URL.';
comment on column public.blog_posts.featured_image is
  'Read-only: the featured image URL of posts written before featured_image_path; shown while no path is set.';

-- Existing rows: draft and published keep their meaning; every row starts at version 1.

-- Every update bumps the version, whoever makes it (the editor's saves, the publishing job, an
-- admin's action), so an editor holding an older version learns that someone else saved.
create or replace function private.blog_posts_bump_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := old.version + 1;
  return new;
end;
$$;
revoke execute on function private.blog_posts_bump_version() from public, anon, authenticated;

create trigger blog_posts_bump_version
  before update on public.blog_posts
  for each row execute function private.blog_posts_bump_version();

-- ---------------------------------------------------------------------------------------------
-- Privileges: signed-in callers read and delete; the blog-editor function writes.
-- ---------------------------------------------------------------------------------------------
revoke insert, update on public.blog_posts from authenticated;
-- A super admin still hands a post to another author through the API (blog_posts_author_guard
-- refuses anyone else); no other column.
grant update (author, user_id, created_by) on public.blog_posts to authenticated;

-- Admins review: they read the posts waiting for them (in review, scheduled) besides their own
-- and the published ones; super admins read every post, as before.
drop policy "blog_posts: published to staff, drafts to owner and super admins" on public.blog_posts;
create policy "blog_posts: published to staff, drafts to owner, reviews to admins"
  on public.blog_posts for select to authenticated
  using (
    (status = 'published' and (select public.is_staff()))
    or ((select public.is_active_user()) and public.owns_post(user_id, created_by))
    or (status in ('in_review', 'scheduled') and (select public.is_admin()))
    or (select public.is_super_admin())
  );

-- ---------------------------------------------------------------------------------------------
-- Scheduled publishing
-- ---------------------------------------------------------------------------------------------
-- Publishes every scheduled post whose time has come; the page-render trigger then requests its
-- page. Answers how many went live.
create or replace function private.publish_scheduled_posts()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    update public.blog_posts
       set status = 'published', published_at = publish_at, review_comment = null
     where status = 'scheduled' and publish_at <= now()
    returning 1
  )
  select count(*)::integer from due;
$$;
revoke execute on function private.publish_scheduled_posts() from public, anon, authenticated;

-- Every 30 seconds: a post scheduled for a minute goes live within half a minute of it.
insert into private.scheduled_jobs (name, every_seconds, kind, command) values
  ('publish-scheduled-posts', 30, 'sql', 'select private.publish_scheduled_posts()')
on conflict (name) do update
  set every_seconds = excluded.every_seconds, kind = excluded.kind, command = excluded.command;

select private.register_scheduled_jobs();

-- ---------------------------------------------------------------------------------------------
-- Preview: a post of any status, as the public blog_post function answers a published one.
-- ---------------------------------------------------------------------------------------------
-- A writer previews their own posts; admins and super admins every post. Anyone else, anon
-- included, is refused (42501); an unknown id answers null.
create or replace function public.blog_post_preview(post_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_post public.blog_posts;
  v_answer jsonb;
begin
  if not (public.is_staff() and public.is_active_user()) then
    raise exception 'Only staff can preview posts' using errcode = '42501';
  end if;
  select * into v_post from public.blog_posts p where p.id = blog_post_preview.post_id;
  if not found then
    return null;
  end if;
  if not (public.is_admin() or public.is_super_admin() or public.owns_post(v_post.user_id, v_post.created_by)) then
    raise exception 'You can preview only your own posts' using errcode = '42501';
  end if;
  -- The columns of published_blog_posts, for this row whatever its status.
  select to_jsonb(x) into v_answer
    from (
      select p.id, p.title, p.slug, p.content, p.excerpt, p.author, p.status, p.meta_description,
             p.tags, p.featured_image, p.category_id, p.user_id, p.created_by, p.created_at,
             p.published_at, p.updated_at, c.name as category, c.slug as category_slug
        from public.blog_posts p
        left join public.blog_categories c on c.id = p.category_id
       where p.id = v_post.id
    ) x;
  return v_answer || jsonb_build_object('featured_image_path', v_post.featured_image_path, 'publish_at', v_post.publish_at);
end;
$$;
revoke execute on function public.blog_post_preview(uuid) from public, anon;
grant execute on function public.blog_post_preview(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Storage: the blog's uploaded images
-- ---------------------------------------------------------------------------------------------
-- As supabase/config.toml declares it (a test keeps the two equal). Public: readers' browsers ask
-- for the images without a key. AVIF, WebP, PNG or JPEG up to 10 MiB; never SVG nor anything else.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('blog-images', 'blog-images', true, 10485760, array['image/avif', 'image/webp', 'image/png', 'image/jpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Writers and admins write in their own folder only (<user id>/<name>, one level), with a live
-- session; a suspended user or any other role writes nothing.
create or replace function public.may_write_blog_image(object_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(object_name ~ ('^' || auth.uid()::text || '/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$'), false)
     and object_name !~ '(^|/)\.\.(/|$)'
     and (public.is_writer() or public.is_admin() or public.is_super_admin())
     and public.is_active_user()
     and public.request_session_is_live()
$$;
comment on function public.may_write_blog_image(text) is
  'Whether the signed-in caller may write this object of the blog-images bucket: a file in their own folder, by an active writer or admin with a live session.';
revoke execute on function public.may_write_blog_image(text) from public, anon;
grant execute on function public.may_write_blog_image(text) to authenticated;

create policy "blog-images: staff list their own folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'blog-images' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "blog-images: staff upload to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'blog-images' and public.may_write_blog_image(name));
create policy "blog-images: staff replace in their own folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'blog-images' and public.may_write_blog_image(name))
  with check (bucket_id = 'blog-images' and public.may_write_blog_image(name));
create policy "blog-images: staff remove from their own folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'blog-images' and public.may_write_blog_image(name));

notify pgrst, 'reload schema';
