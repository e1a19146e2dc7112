// The blog's Atom feed (RFC 4287), written by the render job as /blog/feed.xml beside the
// rendered pages: the newest published posts, each with an absolute link, an RFC 3339 date and a
// permanent id of its own. No React, no app: the render script reads this file directly.
import { escapeXml } from './sitemap.ts';

export interface FeedPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  author: string;
  published_at: string | null;
  updated_at: string | null;
  category?: string | null;
}

export interface FeedOptions {
  /** The site's origin ('https://www.example.com'): every link is absolute. */
  siteUrl: string;
  title: string;
  subtitle: string;
  /** Where the feed is served ('/blog/feed.xml'). */
  feedPath: string;
  /** The page the feed is of ('/blog'). */
  pagePath: string;
}

/** A time as RFC 3339 requires it (the database's timestamps, in UTC). */
export function rfc3339(value: string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function blogFeedXml(options: FeedOptions, posts: readonly FeedPost[]): string {
  const url = (path: string) => escapeXml(new URL(path, options.siteUrl).href);
  const dated = posts.filter((post) => post.published_at);
  const times = dated.map((post) => rfc3339(post.updated_at ?? post.published_at ?? ''));
  // The feed changes when its newest entry does; an empty feed carries the epoch.
  const updated = times.length ? times.reduce((a, b) => (a > b ? a : b)) : '1970-01-01T00:00:00Z';
  const entries = dated.map((post, index) =>
    [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(`/blog/${encodeURIComponent(post.slug)}`)}"/>`,
      // The post's id never changes, whatever its slug or title become.
      `    <id>urn:uuid:${escapeXml(post.id)}</id>`,
      `    <published>${rfc3339(post.published_at ?? '')}</published>`,
      `    <updated>${times[index]}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      post.category ? `    <category term="${escapeXml(post.category)}"/>` : null,
      post.excerpt ? `    <summary type="text">${escapeXml(post.excerpt)}</summary>` : null,
      '  </entry>',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    `  <title>${escapeXml(options.title)}</title>`,
    `  <subtitle>${escapeXml(options.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${url(options.feedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(options.pagePath)}"/>`,
    `  <id>${url(options.pagePath)}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
