// Reads one page of the published posts (12, newest first, without their bodies) through
// blog_post_list(), and the search's results through blog_search(): functions answering one JSON
// value, so the public API offers no table or view to filter (docs/security.md, "Public reads").
import { getPublicReader, type BlogPostListPage, type BlogPostSummary, type BlogSearchPage } from '@firm/shared-contracts';
import { withFeaturedImageUrl } from '@firm/shared-contracts/media';
import { projectUrl } from '../blog-post/blogPostApi.ts';
import { blogTagSlug } from '@firm/shared-contracts/sitemap';

/** Which posts a list page shows: all of them, or a category's (by slug), or a tag's (by slug form). */
export interface BlogListFilter {
  category: string | null;
  tag: string | null;
}

export const NO_FILTER: BlogListFilter = { category: null, tag: null };

/** The longest search the database takes (blog_search() refuses more). */
export const SEARCH_MAX_LENGTH = 200;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A category slug as categories have them, or null: anything else is never sent. */
export function plausibleCategory(value: string | null | undefined): string | null {
  const category = value?.trim().toLowerCase() ?? '';
  return SLUG.test(category) && category.length <= 100 ? category : null;
}

/** A tag's slug form, or null when nothing of it is left ('Payroll Tips' → 'payroll-tips'). */
export function plausibleTag(value: string | null | undefined): string | null {
  const tag = blogTagSlug(value ?? '');
  return tag !== '' && tag.length <= 100 ? tag : null;
}

/** A page number from the address: a whole number from 1, or null (not a page). */
export function pageNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

/** One page of the list the filter asks for, with its page count and the category or tag as named. */
export async function fetchPostPage(page: number, filter: BlogListFilter = NO_FILTER): Promise<BlogPostListPage> {
  const client = await getPublicReader();
  const { data, error } = await client.rpc(
    'blog_post_list',
    { page, ...(filter.category ? { category: filter.category } : {}), ...(filter.tag ? { tag: filter.tag } : {}) },
    { get: true },
  );
  if (error) throw new Error(error.message);
  return { ...data, posts: data.posts.map((post) => withFeaturedImageUrl(post, projectUrl())) };
}

/** One page of the posts a reader's words find, best first, with HTML snippets (<mark> only). */
export async function searchPosts(query: string, page: number): Promise<BlogSearchPage> {
  const client = await getPublicReader();
  const { data, error } = await client.rpc('blog_search', { query, page }, { get: true });
  if (error) throw new Error(error.message);
  return data;
}

/** Blog cards show at most three tags. */
export const CARD_TAG_LIMIT = 3;

export function cardTags(tags: readonly string[] | null | undefined): string[] {
  return (tags ?? []).slice(0, CARD_TAG_LIMIT);
}

export type { BlogPostSummary };
