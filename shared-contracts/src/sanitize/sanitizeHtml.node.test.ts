// @vitest-environment node
// A server render has no DOM: the package's sanitizer there gives the same output as the
// browser's in one (the shared cases), and the browser's, without a DOM, refuses rather than
// letting content through.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@firm/shared-contracts/sanitize';
import { sanitizerCases } from './sanitizeCases.ts';
import { sanitizeHtml as browserSanitizeHtml } from './sanitizeHtml.ts';

describe('sanitizeHtml in Node', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  sanitizerCases(sanitizeHtml);

  it("the browser's sanitizer throws without a DOM instead of returning the content", () => {
    expect(() => browserSanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toThrow('HTML cannot be sanitized here');
  });
});
