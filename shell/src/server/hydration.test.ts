// Which served pages the browser hydrates: the address the page was rendered for, with no query
// or a campaign's tags only; any other query may change what the page shows.
import { describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, readHydrationData } from './hydration.ts';

function pageRenderedFor(location: string, text?: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = HYDRATION_DATA_ID;
  script.textContent = text ?? JSON.stringify({ location, loaderData: { '0': { figures: [1] } }, errors: null });
  doc.body.append(script);
  return doc;
}

const here = (address: string) => {
  const url = new URL(address, 'https://www.example.test');
  return { pathname: url.pathname, search: url.search };
};

describe('readHydrationData', () => {
  it('hydrates the address the page was rendered for, also from a campaign or an ad click', () => {
    for (const address of ['/bookkeeping', '/bookkeeping?utm_source=card&utm_medium=print', '/bookkeeping?gclid=Cj0KCQ']) {
      expect(readHydrationData(pageRenderedFor('/bookkeeping'), here(address))?.loaderData, address).toEqual({ '0': { figures: [1] } });
    }
  });

  it('renders afresh an address whose query a page or a loader may read', () => {
    for (const address of ['/book?service=payroll', '/blog?category=payroll', '/bookkeeping?utm_source=card&service=payroll']) {
      const { pathname } = here(address);
      expect(readHydrationData(pageRenderedFor(pathname), here(address)), address).toBeNull();
    }
  });

  it('renders afresh a page rendered for another address, and a page without readable data', () => {
    expect(readHydrationData(pageRenderedFor('/404'), here('/no-such-page'))).toBeNull();
    expect(readHydrationData(pageRenderedFor('/', '{not json'), here('/'))).toBeNull();
    expect(readHydrationData(document.implementation.createHTMLDocument('plain'), here('/'))).toBeNull();
  });
});
