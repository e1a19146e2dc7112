// Data access of the blog screens. Row-level security decides what each call may read or delete;
// every write goes through the blog-editor function.
import { getSupabase, type BlogCategory, type BlogPost, type PostStatus } from '@firm/shared-contracts';
import { isAdmin, isSuperAdmin, type Actor } from '@firm/shared-contracts/auth';
import { dataError } from '../../lib/errors.ts';

/**
 * Posts newest first: every post for a super admin, else the posts the user owns (user_id or
 * created_by), and for an admin also every post waiting for review or scheduled, which admins
 * review. Row-level security decides what each may read and change (docs/architecture.md#d35).
 */
export async function listPosts(actor: Actor): Promise<BlogPost[]> {
  const client = await getSupabase();
  let query = client.from('blog_posts').select('*');
  if (!isSuperAdmin(actor)) {
    if (!actor.userId) throw new Error('You must be logged in to see posts');
    const reviewQueue = isAdmin(actor) ? ',status.in.(in_review,scheduled)' : '';
    query = query.or(`user_id.eq.${actor.userId},created_by.eq.${actor.userId}${reviewQueue}`);
  }
  const { data, error } = await query.order('created_at', { ascending: false });
  if (error) throw dataError(error);
  return data ?? [];
}

/** The list's publish/draft toggle: publishing stamps published_at now, drafting clears it. */
export function statusChange(next: PostStatus, now = new Date()): Pick<BlogPost, 'status' | 'published_at' | 'updated_at'> {
  const stamp = now.toISOString();
  return { status: next, published_at: next === 'published' ? stamp : null, updated_at: stamp };
}

/**
 * An admin's publish or unpublish from the list, through the blog-editor function like every write
 * of a post (docs/architecture.md#d52).
 */
export async function setPostStatus(id: string, next: PostStatus): Promise<BlogPost> {
  const { reviewPost } = await import('../editor/blogEditorApi.ts');
  return (await reviewPost({ action: next === 'published' ? 'publish' : 'unpublish', id })) as unknown as BlogPost;
}

export async function deletePost(id: string): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client.from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw dataError(error);
  if (!data || data.length === 0) throw new Error('The post was not deleted (it no longer exists or you may not delete it)');
}

export async function getPost(id: string): Promise<BlogPost | null> {
  const client = await getSupabase();
  const { data, error } = await client.from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw dataError(error);
  return data;
}

export async function listCategories(): Promise<BlogCategory[]> {
  const client = await getSupabase();
  const { data, error } = await client.from('blog_categories').select('id, name, slug').order('name');
  if (error) throw dataError(error);
  return data ?? [];
}

export interface PostsApi {
  listPosts: typeof listPosts;
  setPostStatus: typeof setPostStatus;
  deletePost: typeof deletePost;
}

export const postsApi: PostsApi = { listPosts, setPostStatus, deletePost };
