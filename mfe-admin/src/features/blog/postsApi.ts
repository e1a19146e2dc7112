// Data access of the blog screens. Row-level security decides what each call may read or delete;
// every write goes through the blog-editor function.
import { getSupabase, type BlogCategory, type BlogPost, type PostStatus } from '@firm/shared-contracts';
import { isSuperAdmin, type Actor } from '@firm/shared-contracts/auth';
import { DataError, dataError } from '../../lib/errors.ts';
import { callEndpoint, EndpointError, functionUrl } from '../../lib/endpoints.ts';

/**
 * Posts newest first: every post for a super admin, else the posts the user owns (user_id or
 * created_by). Row-level security lets everyone read published posts, so the list asks for its
 * own; it refuses others' drafts and any change to others' posts (docs/architecture.md#d35).
 */
export async function listPosts(actor: Actor): Promise<BlogPost[]> {
  const client = await getSupabase();
  let query = client.from('blog_posts').select('*');
  if (!isSuperAdmin(actor)) {
    if (!actor.userId) throw new Error('You must be logged in to see posts');
    query = query.or(`user_id.eq.${actor.userId},created_by.eq.${actor.userId}`);
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
 * Every write of a post goes through the blog-editor function, which sanitizes the content and
 * decides who may publish (docs/architecture.md#d52): the API takes no insert or update of a post.
 */
async function blogEditor(body: Record<string, unknown>): Promise<BlogPost> {
  try {
    const answer = await callEndpoint<{ post: BlogPost }>(functionUrl('blog-editor'), { label: 'the blog editor', method: 'POST', body, withApiKey: true });
    return answer.post;
  } catch (error) {
    // A taken slug keeps the code the editor knows it by.
    if (error instanceof EndpointError && error.status === 409 && /address is already used/.test(error.message)) throw new DataError(error.message, '23505');
    throw error;
  }
}

/** Publishing is an admin's; a writer's "publish" submits the post for review. */
async function moveTo(id: string, next: PostStatus, current: PostStatus | null): Promise<BlogPost | null> {
  if (next === current) return null;
  if (next === 'published') {
    try {
      return await blogEditor({ action: 'publish', id });
    } catch (error) {
      if (error instanceof EndpointError && error.status === 403) return blogEditor({ action: 'submit', id });
      throw error;
    }
  }
  if (next === 'draft' && current === 'published') return blogEditor({ action: 'unpublish', id });
  return null;
}

export async function setPostStatus(id: string, next: PostStatus): Promise<BlogPost> {
  return (await moveTo(id, next, null)) ?? (await getPost(id)) ?? Promise.reject(new Error('The post no longer exists'));
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

export type PostWrite = Omit<BlogPost, 'id' | 'updated_at'>;

/** The fields the blog-editor function's save takes, from a record of the editor. */
function saveFields(post: Partial<PostWrite>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of ['title', 'slug', 'content', 'excerpt', 'meta_description', 'tags', 'category_id', 'featured_image_path', 'author'] as const) {
    if (key in post) fields[key] = post[key];
  }
  return fields;
}

export async function createPost(post: PostWrite): Promise<BlogPost> {
  const created = await blogEditor({ action: 'save', post: saveFields(post) });
  return (await moveTo(created.id, post.status, created.status)) ?? created;
}

export async function updatePost(id: string, patch: Partial<PostWrite>): Promise<BlogPost> {
  const saved = await blogEditor({ action: 'save', id, post: saveFields(patch) });
  return (patch.status && (await moveTo(id, patch.status, saved.status))) || saved;
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
