// Which served pages the browser hydrates: the address the page was rendered for, with or without
// a query string, unless a route of the page says its first frame reads the query.
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { READS_QUERY } from '@firm/shared-contracts';
import { HYDRATION_DATA_ID, readHydrationData } from './hydration.ts';

const ROUTES: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true },
      { path: 'bookkeeping' },
      { path: 'book', handle: READS_QUERY },
      { path: 'tools', children: [{ path: 'netpay-calculator', handle: READS_QUERY }] },
    ],
  },
];

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
  it('hydrates the address the page was rendered for, also with a campaign query', () => {
    for (const address of ['/bookkeeping', '/bookkeeping?utm_source=card&utm_medium=print']) {
      expect(readHydrationData(pageRenderedFor('/bookkeeping'), here(address), ROUTES)?.loaderData).toEqual({ '0': { figures: [1] } });
    }
  });

  it('renders afresh a page whose first frame reads the query, when there is one', () => {
    expect(readHydrationData(pageRenderedFor('/book'), here('/book?service=payroll'), ROUTES)).toBeNull();
    expect(readHydrationData(pageRenderedFor('/tools/netpay-calculator'), here('/tools/netpay-calculator?salary=52000'), ROUTES)).toBeNull();
    expect(readHydrationData(pageRenderedFor('/book'), here('/book'), ROUTES)).not.toBeNull();
  });

  it('renders afresh a page rendered for another address, and a page without readable data', () => {
    expect(readHydrationData(pageRenderedFor('/404'), here('/no-such-page'), ROUTES)).toBeNull();
    expect(readHydrationData(pageRenderedFor('/', '{not json'), here('/'), ROUTES)).toBeNull();
    expect(readHydrationData(document.implementation.createHTMLDocument('plain'), here('/'), ROUTES)).toBeNull();
  });
});
