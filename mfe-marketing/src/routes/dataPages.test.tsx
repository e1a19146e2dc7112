import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
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
    renderRemoteRoutes('marketing', dataPageRoutes, path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(heading);
    expect(await screen.findByText(failure, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
