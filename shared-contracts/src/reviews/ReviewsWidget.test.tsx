import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientReview } from '../entities.ts';
import { theme } from '../theme/tokens.ts';
import { ReviewsWidget } from './ReviewsWidget.tsx';
import { ReviewsWidget as PageReviewsWidget } from './LazyReviewsWidget.tsx';

const REVIEW: ClientReview = {
  id: 'r1',
  author_first_name: 'Dana',
  company_or_trade: 'HVAC contractor',
  rating: 5,
  body: 'Our books were closed in five business days.',
  review_date: '2026-02-10',
  source: 'Google',
};

/** Lets the test decide when the section scrolls into view, and records the threshold asked for. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly thresholds: number[];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.thresholds = [options?.threshold ?? 0].flat();
    ControlledObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  reveal() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function renderWidget(props: Parameters<typeof ReviewsWidget>[0], Widget: typeof PageReviewsWidget = ReviewsWidget) {
  return render(
    <ThemeProvider theme={theme}>
      <Widget {...props} />
    </ThemeProvider>,
  );
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
    expect(ControlledObserver.instances[0]!.thresholds).toEqual([0.1]);

    act(() => ControlledObserver.instances[0]!.reveal());
    expect(widgetState()).toBe('loading');
    await act(async () => resolve([REVIEW]));
    expect(widgetState()).toBe('loaded');
    expect(screen.getByText('Our books were closed in five business days.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('February 10, 2026')).toBeInTheDocument();
    expect(loadReviews).toHaveBeenCalledTimes(1);
  });

  it('uses the reviews page wording while loading', () => {
    renderWidget({ scriptUrl: null, variant: 'reviews-page', loadReviews: () => new Promise(() => {}) });
    expect(screen.getByText('Loading verified client reviews…')).toBeInTheDocument();
  });

  it('shows the error message when the reviews cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget({ scriptUrl: null, loadReviews: () => Promise.reject(new Error('offline')) });
    await act(async () => ControlledObserver.instances[0]!.reveal());
    expect(widgetState()).toBe('error');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error loading reviews. Check your console or container configuration.',
    );
  });
});

describe('ReviewsWidget with a provider script', () => {
  const url = 'https://widgets.reviews.example/tag.js';

  it('adds the script once, on first visibility, and is loaded when it loads', () => {
    const loadReviews = vi.fn(() => Promise.resolve([REVIEW]));
    renderWidget({ scriptUrl: url, loadReviews });
    expect(providerScripts()).toHaveLength(0);
    act(() => ControlledObserver.instances[0]!.reveal());
    act(() => ControlledObserver.instances[0]!.reveal());
    renderWidget({ scriptUrl: url, loadReviews });
    act(() => ControlledObserver.instances[1]!.reveal());
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
    act(() => ControlledObserver.instances[0]!.reveal());
    expect(widgetState()).toBe('loading');
    await act(async () => {
      providerScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(widgetState()).toBe('loaded');
    expect(screen.getByText('Our books were closed in five business days.')).toBeInTheDocument();
  });
});

const LATER_REVIEW: ClientReview = {
  id: 'r2',
  author_first_name: 'Luis',
  company_or_trade: 'Food truck owner',
  rating: 4,
  body: 'Payroll runs on time every other Friday.',
  review_date: '2026-03-05',
  source: 'Yelp',
};

describe('ReviewsWidget as pages render it (code loaded when seen)', () => {
  it('shows the loading frame and loads nothing until a tenth of it is visible', () => {
    const loadLater = vi.fn(async () => [LATER_REVIEW]);
    renderWidget({ scriptUrl: null, loadReviews: loadLater }, PageReviewsWidget);
    expect(widgetState()).toBe('not-loaded');
    expect(screen.getByRole('status')).toHaveTextContent('Loading verified reviews…');
    expect(ControlledObserver.instances).toHaveLength(1);
    expect(ControlledObserver.instances[0]!.thresholds).toEqual([0.1]);
    expect(loadLater).not.toHaveBeenCalled();
  });

  it('keeps the reviews page wording in the frame', () => {
    renderWidget({ scriptUrl: null, variant: 'reviews-page' }, PageReviewsWidget);
    expect(screen.getByRole('status')).toHaveTextContent('Loading verified client reviews…');
  });

  it('once seen, hands over to the widget, which shows the verified reviews', async () => {
    const loadLater = vi.fn(async () => [LATER_REVIEW]);
    renderWidget({ scriptUrl: null, loadReviews: loadLater }, PageReviewsWidget);
    act(() => ControlledObserver.instances[0]!.reveal());
    expect(screen.getByRole('status')).toHaveTextContent('Loading verified reviews…');
    // The widget starts as soon as its code is there, without waiting to be seen a second time
    // (the visitor may have scrolled past meanwhile).
    expect(await screen.findByText('Payroll runs on time every other Friday.')).toBeInTheDocument();
    expect(ControlledObserver.instances).toHaveLength(1);
    expect(widgetState()).toBe('loaded');
    expect(loadLater).toHaveBeenCalledTimes(1);
  });
});
