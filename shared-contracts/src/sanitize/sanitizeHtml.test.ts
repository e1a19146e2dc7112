// The browser's sanitizer, in a DOM (jsdom): the shared cases, XSS corpus included.
import { describe } from 'vitest';
import { sanitizerCases } from './sanitizeCases.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

describe('sanitizeHtml in a DOM', () => {
  sanitizerCases(sanitizeHtml);
});
