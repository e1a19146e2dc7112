import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@firm/shared-contracts';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { companyPageRoutes } from '../../routes/companyPages.tsx';
import { failure, stubBackend, type BackendAnswer } from '../../testing/backend.ts';
import { accountingServiceJsonLd, jsonLdText } from './accountingServiceJsonLd.ts';

// review_stats()'s answer: 20 reviews averaging 5.
const TWENTY_REVIEWS = [{ review_count: 20, average_rating: 5 }];

/** / as the shell serves it, its loader reading the review figures from the stand-in backend. */
async function renderPage(reviewStats: BackendAnswer = TWENTY_REVIEWS) {
  stubBackend({ 'rpc/review_stats': reviewStats, 'rpc/review_list': [] });
  const view = renderRemoteRoutes('marketing', companyPageRoutes, '/');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const structuredData = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;

describe('home structured data', () => {
  it('describes an AccountingService rated from the review figures, and without a rating while there is none', () => {
    const data = accountingServiceJsonLd(siteConfig, { count: 20, average: 5 });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AccountingService',
      name: 'Silver State Books',
      telephone: '(702) 555-0142',
      email: 'hello@silverstatebooks.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '3960 Howard Hughes Pkwy, Suite 500',
        addressLocality: 'Las Vegas',
        addressRegion: 'NV',
        postalCode: '89169',
        addressCountry: 'US',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '5.0', reviewCount: 20, bestRating: '5' },
    });
    expect(accountingServiceJsonLd(siteConfig, { count: 22, average: 4.8 })).toMatchObject({ aggregateRating: { ratingValue: '4.8', reviewCount: 22 } });
    expect(accountingServiceJsonLd(siteConfig)).not.toHaveProperty('aggregateRating');
    expect(accountingServiceJsonLd(siteConfig, { count: 0, average: null })).not.toHaveProperty('aggregateRating');
    expect(jsonLdText({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});

describe('HomePage', () => {
  it('shows the hero exactly as specified', async () => {
    const { container } = await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect([...h1.querySelectorAll('span')].map((line) => line.textContent)).toEqual([
      'AI Will Run',
      'Your Books.',
      'Who Will',
      'Run Your AI?',
    ]);
    expect(screen.getByText('The Future of Bookkeeping is Here')).toBeInTheDocument();
    const hero = h1.closest('section') as HTMLElement;
    expect(within(hero).getByRole('link', { name: "See If We're a Fit" })).toHaveAttribute('href', '/contact');
    // The rating is the review figures', linked to the reviews it counts.
    expect(await within(hero).findByRole('link', { name: 'rated 5.0 from 20 reviews' })).toHaveAttribute('href', '/client-reviews');
    expect(within(hero).getByText(/^Trusted by small businesses/)).toHaveTextContent('Trusted by small businesses: rated 5.0 from 20 reviews');
    expect(within(hero).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    const avatars = within(hero).getByRole('list', { name: 'Some of our clients' });
    expect(within(avatars).getAllByRole('listitem')).toHaveLength(6);
    for (const img of avatars.querySelectorAll('img')) {
      expect(img.getAttribute('src')).toMatch(/^\/assets\/home\/avatars\/client-[1-6]\.webp$/);
      expect(img).toHaveAttribute('width', '48');
      expect(img).toHaveAttribute('height', '48');
    }
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('poster', '/assets/home/hero-poster.webp');
    expect(video).toHaveAttribute('preload', 'auto');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.playbackRate).toBe(0.75);
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/assets/home/hero.webm',
      '/assets/home/hero.mp4',
    ]);
    // The office scene beside the headline: decorative, sized before it loads, fetched lazily.
    const art = hero.querySelector('[data-hero-art]') as HTMLImageElement;
    expect(art).toHaveAttribute('src', '/assets/home/hero-office.svg');
    expect(art).toHaveAttribute('alt', '');
    expect(art).toHaveAttribute('width', '560');
    expect(art).toHaveAttribute('height', '480');
    expect(art).toHaveAttribute('loading', 'lazy');
    expect(within(hero).queryAllByRole('img').filter((img) => img === art)).toEqual([]);
    // Below the tablet width it is hidden, and handed a blank so a phone does not download it.
    const narrow = art.parentElement!.querySelector('source')!;
    expect(narrow).toHaveAttribute('media', '(max-width: 1023px)');
    expect(narrow.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
  });

  it('shows no rating at all when the review figures cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderPage(failure('offline'));
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    await waitFor(() => expect(structuredData(container)).toMatchObject({ '@type': 'AccountingService' }));
    expect(within(hero).getByText(/^Trusted by small businesses/)).toHaveTextContent(/^Trusted by small businesses$/);
    expect(within(hero).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(structuredData(container)).not.toHaveProperty('aggregateRating');
  });

  it('has the sections and links of the spec and the structured data', async () => {
    const { container } = await renderPage();
    for (const caption of [
      'Candle shop',
      'Hiring firm',
      'Food delivery business',
      'Landscaping firm',
      "Attorneys' firm",
      'Home services company',
    ]) {
      expect(screen.getByText(caption)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'How AI Bookkeeping Works' })).toHaveAttribute('href', '/bookkeeping');
    const planLinks = screen.getAllByRole('link', { name: 'See Bookkeeping Plans' });
    expect(planLinks.map((link) => link.getAttribute('href'))).toEqual(['/bookkeeping', '/bookkeeping']);
    expect(screen.getByRole('link', { name: 'Explore Payroll Services' })).toHaveAttribute('href', '/services/payroll');
    expect(screen.getByRole('link', { name: 'Read Client Case Studies' })).toHaveAttribute('href', '/case-studies/');
    expect(screen.getByRole('region', { name: 'What Our Clients Say' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Certified People Behind the AI' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book');
    await waitFor(() =>
      expect(structuredData(container)).toMatchObject({ '@type': 'AccountingService', aggregateRating: { ratingValue: '5.0', reviewCount: 20 } }),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/');
  });
});
