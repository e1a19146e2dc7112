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
