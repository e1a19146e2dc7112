// Reads one published post by slug and up to three related posts. Drafts are never
// returned to visitors: the database's row-level security decides, the query only asks.
import { getPublicReader, type PublishedBlogPost, type RelatedPost } from '@firm/shared-contracts';

export const RELATED_POSTS_LIMIT = 3;

/** A post as its page shows it: the stored body replaced by its sanitized HTML. */
export type ShownPost = Omit<PublishedBlogPost, 'content'> & { html: string };

export async function fetchPostBySlug(slug: string): Promise<PublishedBlogPost | null> {
  const client = await getPublicReader();
  const { data, error } = await client
    .from('published_blog_posts')
    .select('*')
    .eq('slug', slug)
    .eq('status', 'published')
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export async function fetchRelatedPosts(post: Pick<PublishedBlogPost, 'id' | 'category_id'>): Promise<RelatedPost[]> {
  if (!post.category_id) return [];
  const client = await getPublicReader();
  const { data, error } = await client
    .from('published_blog_posts')
    .select('id, title, slug, excerpt, featured_image, published_at, author')
    .eq('category_id', post.category_id)
    .eq('status', 'published')
    .neq('id', post.id)
    .order('published_at', { ascending: false })
    .limit(RELATED_POSTS_LIMIT);
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** A slug as the editor makes them; anything else cannot name a post. */
export function isPlausibleSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
}
