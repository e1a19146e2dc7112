// Stored HTML (blog content, media-mention snippets) is rendered only after DOMPurify has removed
// scripts, event handlers, javascript: URLs and SVG/MathML payloads. Links may go anywhere (an
// outside one opens in a new tab without the opener); images come only from the site itself and
// the sources the caller names (the project's public storage), never from a host a writer chose. Imported by subpath
// ('@firm/shared-contracts/sanitize') so pages that show no stored HTML never download it.
import DOMPurify from 'dompurify';

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

let hooked = false;
let imageSources: readonly string[] = [];

/** A path on this site: '/x', but not '//host/x', which is another host. */
const SITE_PATH = /^\/(?!\/)/;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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
}

export function sanitizeHtml(dirty: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!dirty) return '';
  addHooks();
  imageSources = options.imageSources ?? [];
  return DOMPurify.sanitize(dirty, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'svg', 'math'],
  });
}
