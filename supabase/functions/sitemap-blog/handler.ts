// GET /functions/v1/sitemap-blog, served to crawlers as /sitemap-blog.xml by the host: the published blog
// posts as a sitemap, read live so a post published in the staff portal is listed at once (the
// rest of the site's pages are a build-time file; shared-contracts/src/site/sitemap.ts).
// Absolute URLs use the configured SITE_URL (a function secret), never a header the caller sets.
import { json, type FunctionContext } from '../_shared/context.ts';
import { BLOG_POST_PATH_PREFIX, urlsetXml, type SitemapUrl } from '../_shared/contracts/site/sitemap.ts';
import type { Tables } from '../_shared/contracts/supabase/schema.ts';

/** Crawlers may keep the list a few minutes; a new post is rarely more urgent than that. */
const MAX_AGE_SECONDS = 300;

export function siteOrigin(env: Readonly<Record<string, string | undefined>>): string {
  return new URL(env.SITE_URL ?? '').origin;
}

type PublishedPost = Pick<Tables<'published_blog_posts'>, 'slug' | 'published_at' | 'updated_at'>;

export function blogSitemapEntries(posts: readonly PublishedPost[]): SitemapUrl[] {
  return posts.map((post) => ({
    path: `${BLOG_POST_PATH_PREFIX}${encodeURIComponent(post.slug)}`,
    priority: 0.6,
    changefreq: 'monthly',
    lastmod: (post.updated_at ?? post.published_at)?.slice(0, 10),
  }));
}

export default async function sitemapBlog(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json({ message: 'Use GET.' }, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const { data, error } = await context.admin
    .from('published_blog_posts')
    .select('slug, published_at, updated_at')
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
