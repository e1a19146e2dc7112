// Reads one published post by slug and up to three related posts, through blog_post() and
// related_blog_posts(), functions answering one JSON value (docs/security.md, "Public reads"). Drafts
// are never returned to visitors: the functions read published posts only.
import { currentSupabaseSettings, getPublicReader, type PublishedBlogPost, type RelatedPost } from '@firm/shared-contracts';
import { withFeaturedImageUrl } from '@firm/shared-contracts/media';

/** The project's address, which a stored featured image's URL is built on (set once the reader exists). */
export function projectUrl(): string {
  return currentSupabaseSettings()?.supabaseUrl ?? '';
}

export const RELATED_POSTS_LIMIT = 3;

/** A post as its page shows it: the stored body replaced by its sanitized HTML. */
export type ShownPost = Omit<PublishedBlogPost, 'content'> & { html: string };

export async function fetchPostBySlug(slug: string): Promise<PublishedBlogPost | null> {
  const client = await getPublicReader();
  const { data, error } = await client.rpc('blog_post', { post_slug: slug }, { get: true });
  if (error) throw new Error(error.message);
  return data ? withFeaturedImageUrl(data, projectUrl()) : null;
}

export async function fetchRelatedPosts(post: Pick<PublishedBlogPost, 'id' | 'category_id'>): Promise<RelatedPost[]> {
  if (!post.category_id) return [];
  const client = await getPublicReader();
  const { data, error } = await client.rpc('related_blog_posts', { post_id: post.id, max_posts: RELATED_POSTS_LIMIT }, { get: true });
  if (error) throw new Error(error.message);
  return (data ?? []).map((related) => withFeaturedImageUrl(related, projectUrl()));
}

/** A slug as the editor makes them; anything else cannot name a post. */
export function isPlausibleSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
}
