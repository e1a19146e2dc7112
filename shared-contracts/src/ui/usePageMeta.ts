// Sets the document title, meta description, canonical URL and robots for a page, and restores
// what was there when the page is left (the home-services page relies on the restore). Set while
// the page is committed (a layout effect), not after: the router commits a page in a transition,
// and the tab, the page-view beacon and a screen reader's announcement must never see the
// previous page's title beside the new page.
import { createContext, useContext, useLayoutEffect } from 'react';
import { siteConfig } from '../site/site-config.ts';

export interface PageMeta {
  /** Page title without the brand; the brand is appended. Pass `fullTitle` to bypass. */
  title?: string;
  fullTitle?: string;
  description?: string;
  /** Canonical path on the site ('/about'). */
  canonicalPath?: string;
  noindex?: boolean;
  /** A feed of the page's content, linked from the head (rel=alternate, Atom). */
  feed?: { title: string; path: string };
}

function upsertMeta(selector: string, create: () => HTMLElement, attr: string, value: string | undefined) {
  let el = document.head.querySelector<HTMLElement>(selector);
  // A rendered page's own head elements (scripts/prerender/document.mjs) are the page's, not the
  // site's: leaving the page removes them, or puts back the site-wide value they replaced.
  const created = !el || el.hasAttribute('data-page-meta');
  const previous = el?.dataset.defaultContent ?? (created ? null : (el?.getAttribute(attr) ?? null));
  if (value === undefined) return () => {};
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
  return () => {
    if (!el) return;
    if (created) el.remove();
    else if (previous !== null) el.setAttribute(attr, previous);
  };
}

export function pageTitle(meta: Pick<PageMeta, 'title' | 'fullTitle'>): string {
  if (meta.fullTitle) return meta.fullTitle;
  return meta.title ? `${meta.title} | ${siteConfig.brandName}` : siteConfig.brandName;
}

/**
 * Where a server render collects a page's meta: effects never run there, and the head is written
 * around the rendered page, from what the page asked for while it rendered (the last call wins,
 * as the last effect does in a browser).
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

export function usePageMeta(meta: PageMeta): void {
  const { title, fullTitle, description, canonicalPath, noindex, feed } = meta;
  const feedTitle = feed?.title;
  const feedPath = feed?.path;
  useContext(PageMetaSink)?.(meta);
  useLayoutEffect(() => {
    const previousTitle = document.title;
    document.title = pageTitle({ title, fullTitle });
    const restoreDescription = upsertMeta(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      description,
    );
    const canonicalHref = canonicalPath ? new URL(canonicalPath, window.location.origin).href : undefined;
    const restoreCanonical = upsertMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonicalHref,
    );
    const restoreRobots = upsertMeta(
      'meta[name="robots"]',
      () => Object.assign(document.createElement('meta'), { name: 'robots' }),
      'content',
      noindex ? 'noindex, nofollow' : undefined,
    );
    const restoreFeed = upsertMeta(
      'link[rel="alternate"][type="application/atom+xml"]',
      () => Object.assign(document.createElement('link'), { rel: 'alternate', type: 'application/atom+xml', title: feedTitle ?? '' }),
      'href',
      feedPath ? new URL(feedPath, window.location.origin).href : undefined,
    );
    return () => {
      document.title = previousTitle;
      restoreDescription();
      restoreCanonical();
      restoreRobots();
      restoreFeed();
    };
  }, [title, fullTitle, description, canonicalPath, noindex, feedTitle, feedPath]);
}
