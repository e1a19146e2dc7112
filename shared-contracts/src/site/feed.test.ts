// The blog's feed by the rules the W3C feed validator checks for Atom: well-formed XML in the
// Atom namespace, a feed id, title and updated; each entry with a unique id, a title, an author,
// absolute links and RFC 3339 dates; a self link naming where the feed is served.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { blogFeedXml, type FeedPost } from './feed.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const OPTIONS = { siteUrl: 'https://books.example', title: 'The Blog', subtitle: 'Guides & more', feedPath: '/blog/feed.xml', pagePath: '/blog' };

const post = (n: number, extra: Partial<FeedPost> = {}): FeedPost => ({
  id: `0b7e0e9e-0000-4000-8000-00000000000${n}`,
  title: `Post ${n} <"quoted"> & more`,
  slug: `post-${n}`,
  excerpt: `Excerpt ${n} with <b>no markup</b>`,
  author: 'Maria Lopez',
  published_at: `2026-03-0${n}T15:00:00.123+00:00`,
  updated_at: `2026-03-0${n}T16:00:00+00:00`,
  category: 'Payroll',
  ...extra,
});

function parse(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('the blog feed', () => {
  it('is a well-formed Atom feed with absolute links, RFC 3339 dates and unique ids', () => {
    const doc = parse(blogFeedXml(OPTIONS, [post(1), post(2), post(3, { category: null, excerpt: null })]));
    const feed = doc.documentElement;
    expect([feed.localName, feed.namespaceURI]).toEqual(['feed', ATOM]);
    const child = (parent: Element, name: string) => [...parent.children].filter((el) => el.localName === name);
    expect(child(feed, 'id')[0]?.textContent).toBe('https://books.example/blog');
    expect(child(feed, 'title')[0]?.textContent).toBe('The Blog');
    expect(child(feed, 'updated')[0]?.textContent).toBe('2026-03-03T16:00:00Z');
    const self = child(feed, 'link').find((link) => link.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe('https://books.example/blog/feed.xml');
    const entries = child(feed, 'entry');
    expect(entries).toHaveLength(3);
    const ids = entries.map((entry) => child(entry, 'id')[0]?.textContent);
    expect(new Set(ids).size).toBe(3);
    for (const entry of entries) {
      expect(child(entry, 'id')[0]?.textContent).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(child(entry, 'title')[0]?.textContent).toMatch(/^Post \d <"quoted"> & more$/);
      expect(child(child(entry, 'author')[0]!, 'name')[0]?.textContent).toBe('Maria Lopez');
      for (const date of ['published', 'updated']) expect(child(entry, date)[0]?.textContent).toMatch(RFC3339);
      for (const link of child(entry, 'link')) expect(new URL(link.getAttribute('href') ?? '').origin).toBe('https://books.example');
    }
    expect(child(entries[0]!, 'link')[0]?.getAttribute('href')).toBe('https://books.example/blog/post-1');
    expect(child(entries[0]!, 'summary')[0]?.textContent).toBe('Excerpt 1 with <b>no markup</b>');
    expect(child(entries[0]!, 'published')[0]?.textContent).toBe('2026-03-01T15:00:00Z');
  });

  it('is still a valid feed with no posts', () => {
    const doc = parse(blogFeedXml(OPTIONS, []));
    expect(doc.getElementsByTagNameNS(ATOM, 'updated')[0]?.textContent).toMatch(RFC3339);
    expect(doc.getElementsByTagNameNS(ATOM, 'entry')).toHaveLength(0);
  });
});
