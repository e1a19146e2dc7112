-- Admins work on their own posts, as writers do; only a super admin sees and manages every post
-- (docs/architecture.md#d35). Until now an admin could read every draft and delete any post, and
-- the portal offered them a "Show All Posts" list for it, while their list was titled "My Blog
-- Posts" like a writer's. Published posts stay readable by everyone.

-- canDeletePost: super admin always; admin or writer only a post they own; others never.
create or replace function public.can_delete_post(post_user_id uuid, post_created_by uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_super_admin()
      or ((public.is_admin() or public.is_writer()) and public.owns_post(post_user_id, post_created_by))
$$;

-- A draft is read by its owner and super admins.
drop policy "blog_posts: published to everyone, drafts to owner and admins" on public.blog_posts;
create policy "blog_posts: published to everyone, drafts to owner and super admins"
  on public.blog_posts for select to anon, authenticated
  using (
    status = 'published'
    or (public.is_active_user() and public.owns_post(user_id, created_by))
    or public.is_super_admin()
  );
