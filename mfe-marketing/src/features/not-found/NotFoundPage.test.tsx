import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig, setRuntimeConfig, theme } from '@firm/shared-contracts';
import { canGoBackInSite, NotFoundPage, POPULAR_PAGES } from './NotFoundPage.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('404 page rules', () => {
  const origin = 'https://silverstatebooks.example';

  it('goes back when the router itself reached this page', () => {
    expect(canGoBackInSite({ locationKey: 'x1y2z3', referrer: '', origin, historyLength: 3 })).toBe(true);
  });

  it('goes back when a page of this site linked here with a full page load', () => {
    // A link in a post's content, or on a prerendered page before the app took over.
    expect(canGoBackInSite({ locationKey: 'default', referrer: `${origin}/blog/cash-vs-accrual-accounting`, origin, historyLength: 2 })).toBe(true);
  });

  it('goes home when the visit started here, came from another site, or opened in a new tab', () => {
    expect(canGoBackInSite({ locationKey: 'default', referrer: '', origin, historyLength: 1 })).toBe(false);
    expect(canGoBackInSite({ locationKey: 'default', referrer: 'https://www.google.com/', origin, historyLength: 2 })).toBe(false);
    expect(canGoBackInSite({ locationKey: 'default', referrer: `${origin}/payroll`, origin, historyLength: 1 })).toBe(false);
    expect(canGoBackInSite({ locationKey: 'default', referrer: 'not a url', origin, historyLength: 2 })).toBe(false);
  });
  it('links the three pages the spec names', () => {
    expect(POPULAR_PAGES.map((p) => p.to)).toEqual(['/bookkeeping', '/books-cleanup', '/payroll']);
  });
});

describe("404 'Go Back' under a router the page does not own", () => {
  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }

  it('returns to the page that linked here, not home', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => true });
    window.history.replaceState(null, '', '/bookkeeping');
    // As in the composed site: the host's BrowserRouter, the remote's routes nested under it.
    render(
      <ThemeProvider theme={theme}>
        <BrowserRouter>
          <Where />
          <Routes>
            <Route
              path="*"
              element={
                <Routes>
                  <Route path="bookkeeping" element={<Link to="/old-pricing-page">Old pricing</Link>} />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              }
            />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Old pricing' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/old-pricing-page');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/bookkeeping'));
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
