// A rendered page's head elements are that page's: the app adopts them, and leaving the page
// removes them or puts back the site-wide value (scripts/prerender/document.mjs writes them).
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './usePageMeta.ts';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const SITE_DESCRIPTION = 'Bookkeeping and payroll for Las Vegas businesses.';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePageMeta on a rendered page', () => {
  it('removes the canonical and robots the HTML carried for the page, and restores the site description', () => {
    document.head.innerHTML = [
      `<meta name="description" content="Page not found." data-default-content="${SITE_DESCRIPTION}">`,
      '<link rel="canonical" href="https://site.example/404" data-page-meta>',
      '<meta name="robots" content="noindex, nofollow" data-page-meta>',
    ].join('');
    const view = render(<Page title="Page Not Found" description="Page not found." canonicalPath="/404" noindex />);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    view.unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SITE_DESCRIPTION);
  });

  it("restores a site-wide element's value, as before", () => {
    document.head.innerHTML = `<meta name="description" content="${SITE_DESCRIPTION}">`;
    const view = render(<Page title="Payroll" description="Payroll that runs itself." />);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Payroll that runs itself.');
    view.unmount();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SITE_DESCRIPTION);
  });
});
