// The sanitizer's expected behaviour, a small XSS corpus included, run against the browser's
// sanitizer in a DOM (sanitizeHtml.test.ts) and Node's without one (sanitizeHtml.node.test.ts):
// one list of expected outputs, so a page rendered on the server carries the HTML the browser makes.
import { expect, it } from 'vitest';
import type { Sanitize } from './purifier.ts';

/** Dirty HTML and what the sanitizer makes of it, the XSS corpus included (also sent through the blog-editor function). */
export const SANITIZER_CORPUS: readonly (readonly [string, string])[] = [
  ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
  ['<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" loading="lazy">'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
  ['<svg onload="alert(1)"></svg>', ''],
  ['<iframe src="https://evil.example"></iframe>', ''],
  ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
  ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img loading="lazy">'],
  // Markup a parser must repair as a browser's does (a quirks-mode table stays inside the
  // paragraph), and attributes that would close an element in another parsing context.
  ['<p>One<p>Two<table><td>cell</table>', '<p>One</p><p>Two<table><tbody><tr><td>cell</td></tr></tbody></table></p>'],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
];

export function sanitizerCases(sanitizeHtml: Sanitize): void {
  it.each(SANITIZER_CORPUS)('%s → %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps ordinary article markup and opens outside links safely', () => {
    expect(sanitizeHtml('<h2>Payroll</h2><p>See <a href="https://irs.gov/p15t">Pub 15-T</a>.</p>')).toBe(
      '<h2>Payroll</h2><p>See <a href="https://irs.gov/p15t" target="_blank" rel="noopener noreferrer">Pub 15-T</a>.</p>',
    );
    expect(sanitizeHtml('<ul><li><strong>W-2</strong></li></ul>')).toBe('<ul><li><strong>W-2</strong></li></ul>');
  });

  it('allows links anywhere, treating a protocol-relative one as the outside link it is', () => {
    expect(sanitizeHtml('<a href="//evil.example/login">Sign in</a> <a href="/pricing">Pricing</a>')).toBe(
      '<a href="https://evil.example/login" target="_blank" rel="noopener noreferrer">Sign in</a> <a href="/pricing">Pricing</a>',
    );
  });

  it('keeps images of the site and of the named sources only', () => {
    const storage = 'https://abcdefgh.supabase.co/storage/v1/object/public/';
    const options = { imageSources: [storage, 'https://www.silverstatebooks.example/'] };
    expect(sanitizeHtml(`<img src="${storage}blog/office.webp" alt="Office">`, options)).toBe(`<img src="${storage}blog/office.webp" alt="Office" loading="lazy">`);
    expect(sanitizeHtml('<img src="https://www.silverstatebooks.example/images/team.webp">', options)).toBe(
      '<img src="https://www.silverstatebooks.example/images/team.webp" loading="lazy">',
    );
    expect(sanitizeHtml('<img src="/images/office.webp">', options)).toBe('<img src="/images/office.webp" loading="lazy">');
    for (const src of ['https://tracker.example/pixel.gif', '//tracker.example/pixel.gif', 'https://abcdefgh.supabase.co/storage/v1/object/sign/x']) {
      expect(sanitizeHtml(`<img src="${src}" alt="x">`, options), src).toBe('<img alt="x" loading="lazy">');
    }
    expect(sanitizeHtml('<img src="https://tracker.example/pixel.gif">')).toBe('<img loading="lazy">');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
}
