import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig, setRuntimeConfig, theme } from '@firm/shared-contracts';
import { hasHistoryToGoBack, NotFoundPage, POPULAR_PAGES } from './NotFoundPage.tsx';

afterEach(() => vi.unstubAllGlobals());

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

describe('404 visit report', () => {
  it('sends one first-party not_found event with the missing path and no query string', async () => {
    setRuntimeConfig(localRuntimeConfig('sb_publishable_test'));
    const sent: Promise<string>[] = [];
    const urls: string[] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, data: Blob) => {
        urls.push(url);
        sent.push(data.text());
        return true;
      },
    });
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/old-pricing-page?ref=mail']}>
          <NotFoundPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(sent).toHaveLength(1);
    expect(urls).toEqual(['http://localhost:54321/functions/v1/track']);
    expect(JSON.parse(await sent[0]!)).toMatchObject({ type: 'not_found', path: '/old-pricing-page' });
  });
});
