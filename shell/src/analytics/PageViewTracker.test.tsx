import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('@firm/shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@firm/shared-contracts')>()),
  sendSiteEvent: (event: Record<string, unknown>) => sent.push(event),
}));

const { PageViewTracker } = await import('./PageViewTracker.tsx');

let go: (path: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  go = (path) => navigate(path);
  return null;
}

describe('PageViewTracker', () => {
  beforeEach(() => {
    sent.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('records one view per route, with the previous route as referrer', () => {
    document.title = 'Bookkeeping | Silver State Books';
    render(
      <MemoryRouter initialEntries={['/bookkeeping']}>
        <PageViewTracker />
        <Navigator />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(500));
    act(() => go('/careers'));
    document.title = 'Careers | Silver State Books';
    act(() => vi.advanceTimersByTime(500));
    expect(sent).toEqual([
      { type: 'page_view', path: '/bookkeeping', title: 'Bookkeeping | Silver State Books', referrer: '' },
      { type: 'page_view', path: '/careers', title: 'Careers | Silver State Books', referrer: '/bookkeeping' },
    ]);
  });

  it('still records a route left before its title settled', () => {
    document.title = 'Bookkeeping | Silver State Books';
    render(
      <MemoryRouter initialEntries={['/bookkeeping']}>
        <PageViewTracker />
        <Navigator />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(100));
    act(() => go('/careers'));
    expect(sent).toEqual([{ type: 'page_view', path: '/bookkeeping', title: 'Bookkeeping | Silver State Books', referrer: '' }]);
  });

  it('does not record staff screens', () => {
    render(
      <MemoryRouter initialEntries={['/admin/posts']}>
        <PageViewTracker />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(sent).toEqual([]);
  });
});
