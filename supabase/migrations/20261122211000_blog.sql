-- The blog: categories, posts with their edit/delete rules, post visibility
-- (docs/architecture.md#d6), author changes for super admins only, and the public read path with
-- category name.

create table public.blog_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_categories_name_length check (char_length(btrim(name)) between 1 and 80),
  constraint blog_categories_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  constraint blog_categories_slug_key unique (slug),
  constraint blog_categories_name_key unique (name)
);

create trigger blog_categories_set_updated_at
  before update on public.blog_categories
  for each row execute function public.set_updated_at();

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  content text not null,
  excerpt text,
  author text not null,
  status text not null default 'draft',
  meta_description text,
  tags text[] not null default '{}',
  featured_image text,
  category_id uuid references public.blog_categories (id) on delete set null,
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  published_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_status_check check (status in ('draft', 'published')),
  constraint blog_posts_title_length check (char_length(btrim(title)) between 1 and 300),
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  constraint blog_posts_content_length check (char_length(content) between 1 and 500000),
  constraint blog_posts_excerpt_length check (excerpt is null or char_length(excerpt) <= 1000),
  constraint blog_posts_author_length check (char_length(btrim(author)) between 1 and 200),
  constraint blog_posts_meta_description_length check (meta_description is null or char_length(meta_description) <= 500),
  constraint blog_posts_tags_count check (cardinality(tags) <= 30),
  constraint blog_posts_featured_image_length check (featured_image is null or char_length(featured_image) <= 2048)
);

create index blog_posts_status_published_at_idx on public.blog_posts (status, published_at desc);
create index blog_posts_category_idx on public.blog_posts (category_id);
create index blog_posts_user_id_idx on public.blog_posts (user_id);
create index blog_posts_created_by_idx on public.blog_posts (created_by);

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- canEditPost / canDeletePost of shared-contracts/src/auth/permissions.ts, by owner ids and row.
-- ---------------------------------------------------------------------------------------------
create or replace function public.owns_post(post_user_id uuid, post_created_by uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
     and (post_user_id = auth.uid() or post_created_by = auth.uid())
$$;

-- Super admin always; admin or writer only on a post they own; others never.
create or replace function public.can_edit_post(post_user_id uuid, post_created_by uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_super_admin()
      or ((public.is_admin() or public.is_writer()) and public.owns_post(post_user_id, post_created_by))
$$;

-- Super admin and admin always; writer only on a post they own; others never.
create or replace function public.can_delete_post(post_user_id uuid, post_created_by uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_super_admin()
      or public.is_admin()
      or (public.is_writer() and public.owns_post(post_user_id, post_created_by))
$$;

create or replace function public.can_edit_post(post public.blog_posts)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.can_edit_post(post.user_id, post.created_by)
$$;

create or replace function public.can_delete_post(post public.blog_posts)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.can_delete_post(post.user_id, post.created_by)
$$;

-- Only super admins change the author of an existing post (the author name or the owning ids).
create or replace function public.blog_posts_author_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.author is distinct from old.author
          or new.user_id is distinct from old.user_id
          or new.created_by is distinct from old.created_by)
     and not public.is_super_admin() then
    raise exception 'Only super administrators can change the author of a post' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger blog_posts_author_guard
  before update on public.blog_posts
  for each row execute function public.blog_posts_author_guard();

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.blog_categories enable row level security;
alter table public.blog_posts enable row level security;

create policy "blog_categories: everyone can read"
  on public.blog_categories for select to anon, authenticated
  using (true);

create policy "blog_categories: admins can insert"
  on public.blog_categories for insert to authenticated
  with check (public.is_admin());

create policy "blog_categories: admins can update"
  on public.blog_categories for update to authenticated
  using (public.is_admin())
  with check (public.is_admin());

create policy "blog_categories: admins can delete"
  on public.blog_categories for delete to authenticated
  using (public.is_admin());

-- Everyone reads published posts; a draft is read by its owner, admins and super admins.
create policy "blog_posts: published to everyone, drafts to owner and admins"
  on public.blog_posts for select to anon, authenticated
  using (
    status = 'published'
    or (public.is_active_user() and public.owns_post(user_id, created_by))
    or public.is_admin()
  );

-- Writers and admins create posts of their own; a super admin may create one for anyone.
create policy "blog_posts: staff create their own posts"
  on public.blog_posts for insert to authenticated
  with check (
    public.is_super_admin()
    or (
      (public.is_admin() or public.is_writer())
      and coalesce(user_id, created_by) is not null
      and (user_id is null or user_id = auth.uid())
      and (created_by is null or created_by = auth.uid())
    )
  );

create policy "blog_posts: canEditPost can update"
  on public.blog_posts for update to authenticated
  using (public.can_edit_post(user_id, created_by))
  with check (public.can_edit_post(user_id, created_by));

create policy "blog_posts: canDeletePost can delete"
  on public.blog_posts for delete to authenticated
  using (public.can_delete_post(user_id, created_by));

-- ---------------------------------------------------------------------------------------------
-- Public read path: published posts with their category. security_invoker, so the caller's
-- row-level security on blog_posts and blog_categories applies.
-- ---------------------------------------------------------------------------------------------
create view public.published_blog_posts
with (security_invoker = true)
as
select p.id,
       p.title,
       p.slug,
       p.content,
       p.excerpt,
       p.author,
       p.status,
       p.meta_description,
       p.tags,
       p.featured_image,
       p.category_id,
       p.user_id,
       p.created_by,
       p.created_at,
       p.published_at,
       p.updated_at,
       c.name as category,
       c.slug as category_slug
  from public.blog_posts p
  left join public.blog_categories c on c.id = p.category_id
 where p.status = 'published';

comment on view public.published_blog_posts is 'Published posts with category name and slug, for the public blog.';

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke all on public.blog_categories, public.blog_posts, public.published_blog_posts from anon;
grant select on public.blog_categories, public.blog_posts, public.published_blog_posts to anon;
revoke truncate, references, trigger on public.blog_categories, public.blog_posts from authenticated;
grant select, insert, update, delete on public.blog_categories, public.blog_posts to authenticated;
revoke all on public.published_blog_posts from authenticated;
grant select on public.published_blog_posts to authenticated;

revoke execute on function public.blog_posts_author_guard() from public, anon, authenticated;
