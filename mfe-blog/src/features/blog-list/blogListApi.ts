// Reads the published posts (newest first, without their bodies) through blog_post_list(), a
// function answering one JSON value: the public API offers no table or view to filter
// (docs/security.md, "Public reads").
import { getPublicReader, type BlogPostSummary } from '@firm/shared-contracts';

export interface BlogListFilter {
  category: string | null;
  tag: string | null;
}

/** Reads ?category= and ?tag= from the list URL; anything malformed is ignored, never sent. */
export function filterFromSearch(params: URLSearchParams): BlogListFilter {
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const tag = params.get('tag')?.trim() ?? '';
  return {
    category: /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(category) && category.length <= 100 ? category : null,
    tag: tag.length > 0 && tag.length <= 60 && !/[{},"\\]/.test(tag) ? tag : null,
  };
}

export async function fetchPublishedPosts(filter: BlogListFilter = { category: null, tag: null }): Promise<BlogPostSummary[]> {
  const client = await getPublicReader();
  const { data, error } = await client.rpc('blog_post_list', {
    ...(filter.category ? { category_slug: filter.category } : {}),
    ...(filter.tag ? { tag: filter.tag } : {}),
  }, { get: true });
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** The name of the category with this slug ('payroll' → 'Payroll'), or null when there is none. */
export async function fetchCategoryName(slug: string): Promise<string | null> {
  const client = await getPublicReader();
  const { data, error } = await client.rpc('blog_category_name', { category_slug: slug }, { get: true });
  if (error) throw new Error(error.message);
  return data ?? null;
}

/**
 * What the filter banner says is shown: the category by its name ('in Payroll'), or, when no
 * category has that slug (or its name cannot be read), the slug as it was asked for, quoted.
 */
export function describeFilter(filter: BlogListFilter, categoryName: string | null): string {
  const parts = ['Showing articles'];
  if (filter.category) parts.push(categoryName ? `in ${categoryName}` : `in “${filter.category}”`);
  if (filter.tag) parts.push(`tagged “${filter.tag}”`);
  return parts.join(' ');
}

/** Blog cards show at most three tags. */
export const CARD_TAG_LIMIT = 3;

export function cardTags(tags: readonly string[] | null | undefined): string[] {
  return (tags ?? []).slice(0, CARD_TAG_LIMIT);
}
