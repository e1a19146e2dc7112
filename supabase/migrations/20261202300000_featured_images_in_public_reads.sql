-- The public reads carry a post's uploaded featured image (blog_posts.featured_image_path,
-- 20261202100000_blog_review_workflow.sql), which the pages turn into its Storage address. The view
-- keeps its columns and adds the path at the end; blog_post answers the view's row.
create or replace view public.published_blog_posts
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
       c.slug as category_slug,
       p.featured_image_path
  from public.blog_posts p
  left join public.blog_categories c on c.id = p.category_id
 where p.status = 'published';

create or replace function public.related_blog_posts(post_id uuid, max_posts integer default 3)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(r order by r.published_at desc), '[]'::json)
    from (
      select p.id, p.title, p.slug, p.excerpt, p.featured_image, p.featured_image_path, p.published_at, p.author
        from public.published_blog_posts p
        join public.published_blog_posts this on this.id = related_blog_posts.post_id
       where p.category_id = this.category_id
         and p.id <> this.id
       order by p.published_at desc
       limit least(greatest(coalesce(related_blog_posts.max_posts, 3), 0), 12)
    ) r;
$$;

-- The blog's own pages sit under /blog beside the posts (/blog/page/2, /blog/category/…,
-- /blog/tag/…, /blog/search, /blog/preview/…, /blog/feed.xml): a post cannot take one of their
-- names, or its page could never be reached.
alter table public.blog_posts
  add constraint blog_posts_slug_not_reserved check (slug not in ('page', 'category', 'tag', 'search', 'preview', 'feed'));
