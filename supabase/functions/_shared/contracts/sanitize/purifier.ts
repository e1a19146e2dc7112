// Copied from shared-contracts/src/sanitize/purifier.ts by scripts/functions/sync-contracts.mjs: edit the
// source and run `npm run sync:functions`; a unit test fails while the two differ.
// The site's HTML allow-list as a sanitizer over a DOMPurify instance, so the browser's (its own DOM)
// and Node's (a jsdom window, sanitizeHtml.node.ts) run the same rules, hooks and serializer and a
// page rendered on the server shows the same HTML the browser would make of the same content.
// Scripts, event handlers, javascript: URLs and SVG/MathML payloads are removed. Links may go
// anywhere (an outside one opens in a new tab without the opener); images come only from the site
// itself and the sources the caller names (the project's public storage), never from a host a
// writer chose.
import type { DOMPurify } from 'dompurify';

const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'figcaption', 'figure', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'tr', 'u', 'ul',
];

const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'cite', 'datetime', 'loading'];

export interface SanitizeOptions {
  /** URL prefixes images may come from besides the site's own paths (e.g. public storage). */
  imageSources?: readonly string[];
}

export type Sanitize = (dirty: string | null | undefined, options?: SanitizeOptions) => string;

/** A path on this site: '/x', but not '//host/x', which is another host. */
const SITE_PATH = /^\/(?!\/)/;

/**
 * The sanitizer over `purify`. Without a DOM DOMPurify cannot sanitize (it has no `sanitize` at
 * all), so that is an error here rather than content let through.
 */
export function createSanitizer(purify: DOMPurify): Sanitize {
  if (!purify.isSupported) {
    return () => {
      throw new Error('HTML cannot be sanitized here: DOMPurify has no DOM to parse it with');
    };
  }
  // Read by the hook; set before each sanitize call, which runs to its end synchronously.
  let imageSources: readonly string[] = [];
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      let href = node.getAttribute('href') ?? '';
      // A protocol-relative link is an outside link in disguise: written out, and treated as one.
      if (href.startsWith('//')) {
        href = `https:${href}`;
        node.setAttribute('href', href);
      }
      if (!/^(https?:|mailto:|tel:|#)/i.test(href) && !SITE_PATH.test(href)) node.removeAttribute('href');
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SITE_PATH.test(src) && !imageSources.some((prefix) => src.startsWith(prefix))) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
  return (dirty, options = {}) => {
    if (!dirty) return '';
    imageSources = options.imageSources ?? [];
    return purify.sanitize(dirty, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ADD_ATTR: ['target', 'rel'],
      ALLOW_DATA_ATTR: false,
      FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'svg', 'math'],
    });
  };
}
