// The site's HTML allow-list on the server (shared-contracts/src/sanitize/purifier.ts, copied by
// `npm run sync:functions`): DOMPurify over a jsdom window, whose HTML parser and serializer follow
// the same standard as a browser's, as the Node renderer's sanitizer does. The window is made on
// the first use, not when the function starts.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createSanitizer, type Sanitize, type SanitizeOptions } from '../contracts/sanitize/purifier.ts';

let purifier: { purify: Purifier; sanitize: Sanitize } | null = null;

function instance() {
  if (!purifier) {
    const purify = DOMPurify(new JSDOM('').window as unknown as Parameters<typeof DOMPurify>[0]);
    purifier = { purify, sanitize: createSanitizer(purify) };
  }
  return purifier;
}

/** The HTML as stored, and whether the allow-list removed an element or an attribute of it. */
export function sanitizeHtml(dirty: string, options?: SanitizeOptions): { html: string; removed: boolean } {
  const { purify, sanitize } = instance();
  const html = sanitize(dirty, options);
  // The document's own body is listed too (it is not an allowed tag): it was never the writer's.
  const removed = purify.removed.some((entry) => !('element' in entry) || !['BODY', 'HTML', 'HEAD'].includes(entry.element.nodeName));
  return { html, removed };
}
