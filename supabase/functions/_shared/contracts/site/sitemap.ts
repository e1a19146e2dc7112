// Copied from shared-contracts/src/site/sitemap.ts by scripts/functions/sync-contracts.mjs: edit the
// source and run `npm run sync:functions`; a unit test fails while the two differ.
// The sitemap is split so each part is as fresh as its source: the pages the remotes' registries
// list (sitemap-pages.xml, docs/architecture.md#d31), and the blog posts, answered live by the
// backend's sitemap-blog function (sitemap-blog.xml, which the host proxies to it), so a post
// published in the staff portal is listed at once without a release. sitemap.xml is the index
// naming them. No imports: scripts and the backend read this file directly.

export const SITEMAP_FILES = {
  index: '/sitemap.xml',
  pages: '/sitemap-pages.xml',
  blog: '/sitemap-blog.xml',
} as const;

/** Where a blog post's page is: this prefix and its slug (the blog registry's '/blog/:slug'). */
export const BLOG_POST_PATH_PREFIX = '/blog/';

/** Posts on one page of the blog's lists (blog_post_list() pages by the same number). */
export const BLOG_PAGE_SIZE = 12;

/** The blog's feed (Atom), written by the render job beside the rendered pages. */
export const BLOG_FEED_PATH = '/blog/feed.xml';

/**
 * A tag as its page's address has it: lower case, each run of other characters one hyphen
 * ('Payroll Tips' → 'payroll-tips'); the database's blog_tag_slug() is the same rule.
 */
export function blogTagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The blog's list pages: /blog, then /blog/page/2, /blog/page/3… */
export function blogListPath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`;
}

/** A category's page, and its later pages by ?page= (only the first is a rendered file). */
export function blogCategoryPath(slug: string, page = 1): string {
  return `/blog/category/${slug}${page > 1 ? `?page=${page}` : ''}`;
}

/** A tag's page by the tag's slug form, and its later pages by ?page=. */
export function blogTagPath(tag: string, page = 1): string {
  return `/blog/tag/${blogTagSlug(tag)}${page > 1 ? `?page=${page}` : ''}`;
}

/** The backend function the host serves /sitemap-blog.xml from (below the Supabase URL). */
export const BLOG_SITEMAP_ENDPOINT = '/functions/v1/sitemap-blog';

export interface SitemapUrl {
  path: string;
  /** Relative weight for crawlers, 0–1. */
  priority: number;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** YYYY-MM-DD */
  lastmod?: string;
}

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const absolute = (siteUrl: string, path: string) => escapeXml(new URL(path, siteUrl).href);

export function urlsetXml(siteUrl: string, entries: readonly SitemapUrl[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${absolute(siteUrl, entry.path)}</loc>`,
      entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : null,
      `    <changefreq>${entry.changefreq}</changefreq>`,
      `    <priority>${entry.priority.toFixed(1)}</priority>`,
      '  </url>',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${XMLNS}">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, paths: readonly string[]): string {
  const sitemaps = paths.map((path) => `  <sitemap>\n    <loc>${absolute(siteUrl, path)}</loc>\n  </sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${XMLNS}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}
