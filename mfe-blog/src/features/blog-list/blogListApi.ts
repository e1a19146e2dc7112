// Reads the published posts through the public view (published only, newest first).
import { getSupabase, type PublishedBlogPost } from '@firm/shared-contracts';

export async function fetchPublishedPosts(): Promise<PublishedBlogPost[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('published_blog_posts')
    .select('*')
    .eq('status', 'published')
    .order('published_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as PublishedBlogPost[];
}

/** Blog cards show at most three tags (public spec §9). */
export const CARD_TAG_LIMIT = 3;

export function cardTags(tags: readonly string[] | null | undefined): string[] {
  return (tags ?? []).slice(0, CARD_TAG_LIMIT);
}

/** Dates in en-US long format, e.g. 'March 3, 2026'. */
export function formatLongDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
