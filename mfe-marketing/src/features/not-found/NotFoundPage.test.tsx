import { describe, expect, it } from 'vitest';
import { hasHistoryToGoBack, POPULAR_PAGES } from './NotFoundPage.tsx';

describe('404 page rules', () => {
  it('goes back only when the router has an earlier entry in this tab', () => {
    expect(hasHistoryToGoBack({ idx: 2, key: 'a' })).toBe(true);
    expect(hasHistoryToGoBack({ idx: 0, key: 'a' })).toBe(false);
    expect(hasHistoryToGoBack(null)).toBe(false);
  });
  it('links the three pages the spec names', () => {
    expect(POPULAR_PAGES.map((p) => p.to)).toEqual(['/bookkeeping', '/books-cleanup', '/payroll']);
  });
});
