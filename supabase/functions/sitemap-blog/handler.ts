// GET /functions/v1/sitemap-blog, served to crawlers as /sitemap-blog.xml by the host: the published blog
// posts as a sitemap, with the list's later pages (/blog/page/2…) and each category's and tag's
// page that has posts, read live so a post published in the staff portal is listed at once (the
// rest of the site's pages are a build-time file; shared-contracts/src/site/sitemap.ts). The
// render job renders what it lists (docs/prerendering.md).
// Absolute URLs use the configured SITE_URL (a function secret), never a header the caller sets.
import { json, type FunctionContext } from '../_shared/context.ts';
import {
  BLOG_PAGE_SIZE,
  BLOG_POST_PATH_PREFIX,
  blogCategoryPath,
  blogListPath,
  blogTagPath,
  blogTagSlug,
  urlsetXml,
  type SitemapUrl,
} from '../_shared/contracts/site/sitemap.ts';
import type { Tables } from '../_shared/contracts/supabase/schema.ts';

/** Crawlers may keep the list a few minutes; a new post is rarely more urgent than that. */
const MAX_AGE_SECONDS = 300;

export function siteOrigin(env: Readonly<Record<string, string | undefined>>): string {
  return new URL(env.SITE_URL ?? '').origin;
}

type PublishedPost = Pick<Tables<'published_blog_posts'>, 'slug' | 'published_at' | 'updated_at'> &
  Partial<Pick<Tables<'published_blog_posts'>, 'category_slug' | 'tags'>>;

/** The posts' pages, then the list's pages after the first, then each category's and tag's page. */
export function blogSitemapEntries(posts: readonly PublishedPost[]): SitemapUrl[] {
  const postPages = posts.map((post): SitemapUrl => ({
    path: `${BLOG_POST_PATH_PREFIX}${encodeURIComponent(post.slug)}`,
    priority: 0.6,
    changefreq: 'monthly',
    lastmod: (post.updated_at ?? post.published_at)?.slice(0, 10),
  }));
  const pageCount = Math.ceil(posts.length / BLOG_PAGE_SIZE);
  const listPages = Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index): SitemapUrl => ({
    path: blogListPath(index + 2),
    priority: 0.4,
    changefreq: 'weekly',
  }));
  const categories = [...new Set(posts.flatMap((post) => (post.category_slug ? [post.category_slug] : [])))];
  const tags = [...new Map(posts.flatMap((post) => post.tags ?? []).filter((tag) => blogTagSlug(tag) !== '').map((tag) => [blogTagSlug(tag), tag])).values()];
  const groupPages = [...categories.map((slug) => blogCategoryPath(slug)), ...tags.map((tag) => blogTagPath(tag))].map(
    (path): SitemapUrl => ({ path, priority: 0.5, changefreq: 'weekly' }),
  );
  return [...postPages, ...listPages, ...groupPages];
}

export default async function sitemapBlog(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json({ message: 'Use GET.' }, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  // The public ones only: published, and at or after their publish time.
  const { data, error } = await context.admin
    .from('published_blog_posts')
    .select('slug, published_at, updated_at, category_slug, tags')
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false });
  if (error) {
    // A crawler retries a 503 later instead of dropping the posts it knew.
    return new Response('The blog sitemap is unavailable right now.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    });
  }
  const body = urlsetXml(siteOrigin(context.env), blogSitemapEntries(data));
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${MAX_AGE_SECONDS}` },
  });
}
