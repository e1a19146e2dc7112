import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { dataPageRoutes } from './dataPages.tsx';

beforeEach(() => {
  // No database in unit tests: the pages show their error states and log them.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } })));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('data page routes', () => {
  it.each([
    ['/about', 'The People Behind Your Numbers', 'Error: Failed to load team members: Database connection not available'],
    ['/press', 'Newsroom', 'We couldn’t load our press releases right now. Please try again.'],
    ['/client-reviews', 'What Our Clients Say', 'Unable to load client testimonials at this moment.'],
  ])('%s renders its page and a read failure as a message, not a blank page', async (path, heading, failure) => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>Loading...</p>}>
            <Routes>{dataPageRoutes}</Routes>
          </Suspense>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(heading);
    expect(await screen.findByText(failure, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
