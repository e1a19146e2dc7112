// '@firm/shared-contracts/sanitize' in Node (the package's "node" export condition): a server
// render has no DOM, and DOMPurify without one cannot sanitize, so it runs over a jsdom window,
// whose HTML parser and serializer follow the same standard as a browser's. The rules are the
// browser's (purifier.ts). The window is made on the first use, not when a page module is loaded.
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createSanitizer, type Sanitize } from './purifier.ts';

export type { Sanitize, SanitizeOptions } from './purifier.ts';

let sanitize: Sanitize | null = null;

export const sanitizeHtml: Sanitize = (dirty, options) => {
  sanitize ??= createSanitizer(DOMPurify(new JSDOM('').window));
  return sanitize(dirty, options);
};
