// The reviews widget as pages render it: a loading frame until a tenth of it is visible, then the
// widget's code, which adds the provider's script once or shows the site's verified reviews.
import { act, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientReview } from '../entities.ts';
import { theme } from '../theme/tokens.ts';
import { ControlledObserver } from '../testing/controlledObserver.ts';
import { ReviewsWidget } from './LazyReviewsWidget.tsx';

const REVIEW: ClientReview = {
  id: 'r1',
  author_first_name: 'Dana',
  company_or_trade: 'HVAC contractor',
  rating: 5,
  body: 'Our books were closed in five business days.',
  review_date: '2026-02-10',
  source: 'Google',
};

function renderWidget(props: Parameters<typeof ReviewsWidget>[0]) {
  return render(
    <ThemeProvider theme={theme}>
      <ReviewsWidget {...props} />
    </ThemeProvider>,
  );
}

/** Scrolls widget `index` into view and waits for its code to take over from the loading frame. */
async function reveal(index = 0) {
  act(() => ControlledObserver.instances[index]!.reveal());
  await waitFor(() => expect(document.querySelectorAll('[data-reviews-widget]')[index]).not.toHaveAttribute('data-reviews-widget', 'not-loaded'));
}

const widgetState = () => document.querySelector('[data-reviews-widget]')?.getAttribute('data-reviews-widget');
const providerScripts = () => document.querySelectorAll('script[data-reviews-widget-script]');

beforeEach(() => {
  ControlledObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  providerScripts().forEach((s) => s.remove());
});

describe('ReviewsWidget without a provider script', () => {
  it('waits for 10 % visibility, shows loading, then the verified reviews', async () => {
    let resolve!: (rows: ClientReview[]) => void;
    const loadReviews = vi.fn(() => new Promise<ClientReview[]>((r) => (resolve = r)));
    renderWidget({ scriptUrl: null, loadReviews });
    expect(widgetState()).toBe('not-loaded');
    expect(screen.getByText('Loading verified reviews…')).toBeInTheDocument();
    expect(loadReviews).not.toHaveBeenCalled();
    expect(ControlledObserver.instances[0]!.options.threshold).toBe(0.1);

    await reveal();
    expect(widgetState()).toBe('loading');
    expect(screen.getByText('Loading verified reviews…')).toBeInTheDocument();
    await act(async () => resolve([REVIEW]));
    expect(widgetState()).toBe('loaded');
    expect(screen.getByText('Our books were closed in five business days.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('February 10, 2026')).toBeInTheDocument();
    expect(loadReviews).toHaveBeenCalledTimes(1);
    // One observer, the frame's: the widget's code starts as it arrives, without waiting to be seen
    // a second time (the visitor may have scrolled past meanwhile).
    expect(ControlledObserver.instances).toHaveLength(1);
  });

  it('uses the reviews page wording while waiting and while loading', async () => {
    renderWidget({ scriptUrl: null, variant: 'reviews-page', loadReviews: () => new Promise(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading verified client reviews…');
    await reveal();
    expect(widgetState()).toBe('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading verified client reviews…');
  });

  it('shows the error message when the reviews cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget({ scriptUrl: null, loadReviews: () => Promise.reject(new Error('offline')) });
    await reveal();
    await waitFor(() => expect(widgetState()).toBe('error'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error loading reviews. Check your console or container configuration.',
    );
  });
});

describe('ReviewsWidget on an industry page', () => {
  const LAW_FIRM: ClientReview = { ...REVIEW, id: 'r2', author_first_name: 'Monica', company_or_trade: 'Family law practice', body: 'Trust accounts reconciled every month.' };
  const PLUMBER: ClientReview = { ...REVIEW, id: 'r3', author_first_name: 'Tyler', company_or_trade: 'Plumbing company', body: 'They close the month on a schedule.' };

  it("shows the industry's own reviews, and says so", async () => {
    const loadReviews = vi.fn(async (industry?: string) => (industry === 'attorneys' ? [LAW_FIRM] : [PLUMBER, LAW_FIRM]));
    renderWidget({ scriptUrl: null, loadReviews, industry: { slug: 'attorneys', clients: 'law firms' } });
    await reveal();
    await waitFor(() => expect(widgetState()).toBe('loaded'));
    expect(loadReviews.mock.calls).toEqual([['attorneys']]);
    expect(screen.getByRole('list', { name: 'Verified client reviews' })).toHaveTextContent('Monica, Family law practice');
    expect(screen.queryByText(/Plumbing company/)).toBeNull();
    expect(screen.getByText('Reviews from the law firms we work with.')).toHaveAttribute('data-review-scope', 'industry');
  });

  it('falls back to the latest reviews when the industry has none yet, and says that instead', async () => {
    const loadReviews = vi.fn(async (industry?: string) => (industry ? [] : [PLUMBER]));
    renderWidget({ scriptUrl: null, loadReviews, industry: { slug: 'logistics', clients: 'logistics and trucking companies' } });
    await reveal();
    await waitFor(() => expect(widgetState()).toBe('loaded'));
    expect(loadReviews.mock.calls).toEqual([['logistics'], []]);
    expect(screen.getByRole('list', { name: 'Verified client reviews' })).toHaveTextContent('Tyler, Plumbing company');
    expect(
      screen.getByText('We have no published reviews from logistics and trucking companies yet, so here is what our other clients say.'),
    ).toHaveAttribute('data-review-scope', 'all');
  });
});

describe('ReviewsWidget with a provider script', () => {
  const url = 'https://widgets.reviews.example/tag.js';

  it('adds the script once, on first visibility, and is loaded when it loads', async () => {
    const loadReviews = vi.fn(() => Promise.resolve([REVIEW]));
    renderWidget({ scriptUrl: url, loadReviews });
    expect(providerScripts()).toHaveLength(0);
    await reveal(0);
    act(() => ControlledObserver.instances[0]!.reveal());
    renderWidget({ scriptUrl: url, loadReviews });
    await reveal(1);
    expect(document.querySelectorAll('[data-reviews-widget="loading"]')).toHaveLength(2);
    expect(providerScripts()).toHaveLength(1);
    expect(providerScripts()[0]).toHaveAttribute('src', url);
    act(() => {
      providerScripts()[0]!.dispatchEvent(new Event('load'));
    });
    expect(document.querySelectorAll('[data-reviews-widget="loaded"]')).toHaveLength(2);
    expect(loadReviews).not.toHaveBeenCalled();
  });

  it('falls back to the verified reviews when the script fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWidget({ scriptUrl: url, loadReviews: () => Promise.resolve([REVIEW]) });
    await reveal();
    expect(widgetState()).toBe('loading');
    await act(async () => {
      providerScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(widgetState()).toBe('loaded');
    expect(screen.getByText('Our books were closed in five business days.')).toBeInTheDocument();
  });

  // Another page of the same visit (client-side navigation): the script is on the page already and
  // will not load again, so the widget reads how it went.
  it('is loaded at once when shown after the script has loaded', async () => {
    renderWidget({ scriptUrl: url, loadReviews: () => Promise.resolve([REVIEW]) });
    await reveal(0);
    act(() => {
      providerScripts()[0]!.dispatchEvent(new Event('load'));
    });
    renderWidget({ scriptUrl: url, loadReviews: () => Promise.resolve([REVIEW]) });
    await reveal(1);
    expect(document.querySelectorAll('[data-reviews-widget]')[1]).toHaveAttribute('data-reviews-widget', 'loaded');
    expect(providerScripts()).toHaveLength(1);
  });

  it('shows the verified reviews at once when shown after the script has failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loadReviews = vi.fn(() => Promise.resolve([REVIEW]));
    renderWidget({ scriptUrl: url, loadReviews });
    await reveal(0);
    await act(async () => {
      providerScripts()[0]!.dispatchEvent(new Event('error'));
    });
    renderWidget({ scriptUrl: url, loadReviews });
    await reveal(1);
    await waitFor(() => expect(document.querySelectorAll('[data-reviews-widget="loaded"]')).toHaveLength(2));
    expect(screen.getAllByText('Our books were closed in five business days.')).toHaveLength(2);
    expect(providerScripts()).toHaveLength(1);
  });
});
