// Stored HTML (blog content, media-mention snippets) is rendered only after it has been sanitized
// with the site's allow-list (purifier.ts). This is the browser's sanitizer, DOMPurify over the
// page's own DOM; Node resolves '@firm/shared-contracts/sanitize' to sanitizeHtml.node.ts, the same
// rules over a jsdom window. Imported by subpath so pages that show no stored HTML never download it.
import DOMPurify from 'dompurify';
import { createSanitizer } from './purifier.ts';

export type { Sanitize, SanitizeOptions } from './purifier.ts';

export const sanitizeHtml = createSanitizer(DOMPurify);
