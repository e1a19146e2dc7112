import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { theme, type VideoReview } from '@firm/shared-contracts';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { storedPicture } from '@firm/shared-contracts/media';
import { dataPageRoutes } from '../../routes/dataPages.tsx';
import { BACKEND_URL, failingOnce, failure, jsonResponse, requestsFor, stubBackend, type BackendAnswer } from '../../testing/backend.ts';
import { SummaryView } from './ReviewSummary.tsx';
import { SUMMARY_MESSAGES } from './reviewSummary.ts';

const VIDEOS: VideoReview[] = [
  {
    id: 'v1',
    client_first_name: 'Javier',
    client_title: 'Owner, Azteca Mobile Tire',
    review_date: '2025-05-20',
    quote: null,
    thumbnail_url: '/media/video-reviews/javier.jpg',
    video_url: '/media/video-reviews/javier.mp4',
    sort_order: 1,
    services: [
      { id: 's1', name: 'Monthly Bookkeeping' },
      { id: 's2', name: 'Payroll' },
    ],
  },
  {
    id: 'v2',
    client_first_name: 'Brianna',
    client_title: 'Founder, Fresh Start Cleaning',
    review_date: '2025-03-11',
    quote: 'They untangled two years of messy books.',
    thumbnail_url: null,
    video_url: 'https://youtu.be/dQw4w9WgXcQ',
    sort_order: 2,
    services: [],
  },
  {
    id: 'v3',
    client_first_name: 'Derek',
    client_title: null,
    review_date: '2024-11-04',
    quote: '  I see the profit on every install now.  ',
    thumbnail_url: '/media/video-reviews/derek.jpg',
    video_url: null,
    sort_order: 3,
    services: [{ id: 's3', name: 'Job Costing' }],
  },
  {
    id: 'v4',
    client_first_name: 'Rosa',
    client_title: 'Owner, Green Edge Lawn Services',
    review_date: '2023-12-05',
    quote: ' ',
    thumbnail_url: '/media/video-reviews/rosa.jpg',
    video_url: 'javascript:alert(1)',
    sort_order: 4,
    services: [],
  },
];

// summarize-reviews' answer: an AI summary of the same 24 reviews the site's figures count.
const SUMMARY = { tldr: 'Clients praise fast, accurate books.', meta: { isAiGenerated: true, reviewCount: 24 } };

// review_stats()'s answer: the site's review figures.
const STATS = [{ review_count: 24, average_rating: 4.9 }];

/** /client-reviews as the shell serves it, its loader reading each part from the stand-in backend. */
async function renderPage(summary: BackendAnswer = SUMMARY, videos: BackendAnswer = VIDEOS, stats: BackendAnswer = STATS) {
  const fetchMock = stubBackend({ 'summarize-reviews': summary, 'rpc/video_review_list': videos, 'rpc/review_stats': stats, 'rpc/review_list': [] });
  const view = renderRemoteRoutes('marketing', dataPageRoutes, '/client-reviews');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, fetchMock };
}

beforeEach(() => {
  // The verified reviews widget has no database in tests.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ClientReviewsPage', () => {
  it('sets the page meta and shows hero, widget and the call to action', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'What Our Clients Say' })).toBeInTheDocument();
    expect(document.title).toBe('Client Reviews | Silver State Books');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/client-reviews');
    expect(screen.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book');
    expect(screen.getByRole('link', { name: 'Explore Bookkeeping Plans' })).toHaveAttribute('href', '/bookkeeping');
    expect(document.querySelector('[data-reviews-widget]')).not.toBeNull();
    await screen.findByRole('list', { name: 'Client testimonials' });
  });

  it('gives the same figures in the hero, the structured data and the summary note', async () => {
    const { container } = await renderPage();
    const rating = screen.getByTestId('review-rating');
    expect(await within(rating).findByText('4.9 from 24 reviews')).toBeInTheDocument();
    expect(within(rating).getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({ '@type': 'AccountingService', aggregateRating: { ratingValue: '4.9', reviewCount: 24 } });
    expect(await screen.findByText('Summarized with AI from all 24 verified client reviews on this site.')).toBeInTheDocument();
  });

  it('says what the summary covers when it is of the most recent reviews only', async () => {
    await renderPage({ ...SUMMARY, meta: { ...SUMMARY.meta, reviewCount: 20 } }, undefined, [{ review_count: 23, average_rating: 5 }]);
    expect(await screen.findByText('Summarized with AI from the 20 most recent of our 23 verified client reviews.')).toBeInTheDocument();
    expect(screen.getByTestId('review-rating')).toHaveTextContent('5.0 from 23 reviews');
  });

  it('shows no figure in the hero or the structured data when the figures cannot be read', async () => {
    const { container } = await renderPage(undefined, undefined, failure('offline'));
    await screen.findByTestId('review-summary');
    expect(screen.getByTestId('review-rating')).toBeEmptyDOMElement();
    expect(JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')).not.toHaveProperty('aggregateRating');
    // The note then gives the summary's own count only.
    expect(screen.getByText('Summarized with AI from 24 verified client reviews.')).toBeInTheDocument();
  });
});

describe('review summary', () => {
  it('shows the summary text, and the loading text while there is none to show', async () => {
    await renderPage();
    expect(await screen.findByTestId('review-summary')).toHaveTextContent('Clients praise fast, accurate books.');
    expect(screen.getByText('Summarized with AI from all 24 verified client reviews on this site.')).toBeInTheDocument();
    // The loader's read never fails (a failed request is the summary's own error state), so the
    // loading state is the view's alone.
    render(
      <ThemeProvider theme={theme}>
        <SummaryView state={null} />
      </ThemeProvider>,
    );
    expect(screen.getByText(SUMMARY_MESSAGES.loading)).toBeInTheDocument();
  });

  it('shows an error with the DevOps note', async () => {
    await renderPage(() => jsonResponse({}, 500));
    const box = await screen.findByText(SUMMARY_MESSAGES.notOk);
    expect(box.closest('[role="alert"]')).toHaveTextContent(
      'Unable to load the review summary. Our team has been notified.Our Development Operations team has been notified and is working to resolve this quickly.',
    );
  });

  it("shows 'No summary available at this time.' when empty", async () => {
    await renderPage({});
    expect(await screen.findByText('No summary available at this time.')).toBeInTheDocument();
  });

  it('uses GET summarize-reviews', async () => {
    const { fetchMock } = await renderPage(() => new Response('<html></html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await screen.findByText(SUMMARY_MESSAGES.nonJson)).toBeInTheDocument();
    expect(screen.getByText(SUMMARY_MESSAGES.devOps)).toBeInTheDocument();
    expect(requestsFor(fetchMock, 'summarize-reviews').map(String)).toEqual([expect.stringMatching(/^http:\/\/backend\.test\/functions\/v1\/summarize-reviews\?t=\d+$/)]);
  });
});

describe('client testimonials', () => {
  it('shows a skeleton while Retry reads again, then the cards in order with their services', async () => {
    const user = userEvent.setup();
    let resolve!: (response: Response) => void;
    await renderPage(undefined, failingOnce(failure('offline'), () => new Promise((r) => (resolve = r))));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('video-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading client testimonials...')).toBeInTheDocument();
    await act(async () => resolve(jsonResponse(VIDEOS)));
    await screen.findByRole('list', { name: 'Client testimonials' });
    expect(screen.queryByTestId('video-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'In Their Own Words' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Client testimonials' });
    // Rosa has neither a video that can play nor words to read: no card at all.
    expect(within(grid).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Javier', 'Brianna', 'Derek']);
    expect(within(grid).getByRole('list', { name: 'Services used by Javier' })).toHaveTextContent('Monthly BookkeepingPayroll');
    expect(within(grid).getByText('May 20, 2025')).toBeInTheDocument();
  });

  it('shows a testimonial without a video as its written quote, with no picture and no player', async () => {
    await renderPage();
    const grid = await screen.findByRole('list', { name: 'Client testimonials' });
    const derek = within(grid).getByRole('heading', { level: 3, name: 'Derek' }).closest('li')!;
    expect(derek.querySelector('blockquote')).toHaveTextContent(/^I see the profit on every install now\.$/);
    expect(within(derek).getByText('November 4, 2024')).toBeInTheDocument();
    expect(within(derek).getByRole('list', { name: 'Services used by Derek' })).toHaveTextContent('Job Costing');
    // Its thumbnail is not shown: a still with no video behind it would only pose as one.
    expect(derek.querySelector('img')).toBeNull();
    expect(within(derek).queryByRole('button')).toBeNull();
    // A video keeps its player, and its quote when it has one.
    const brianna = within(grid).getByRole('heading', { level: 3, name: 'Brianna' }).closest('li')!;
    expect(within(brianna).getByRole('button', { name: /Play video testimonial from Brianna/ })).toBeInTheDocument();
    expect(brianna.querySelector('blockquote')).toHaveTextContent('They untangled two years of messy books.');
    const javier = within(grid).getByRole('heading', { level: 3, name: 'Javier' }).closest('li')!;
    expect(javier.querySelector('blockquote')).toBeNull();
    expect(javier.querySelector('button img')).toHaveAttribute('src', '/media/video-reviews/javier.jpg');
  });

  it('renders nothing when there are no testimonials, or none with a video or a quote', async () => {
    for (const rows of [[], [VIDEOS[3]!]]) {
      const { container, unmount } = await renderPage(undefined, rows);
      await screen.findByTestId('review-summary');
      await act(async () => {});
      expect(container.querySelector('[data-section="video-testimonials"]')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'In Their Own Words' })).toBeNull();
      unmount();
    }
  });

  it.each(['Database connection not available', 'permission denied'])('shows the warning banner on error (%s)', async (reason) => {
    const user = userEvent.setup();
    await renderPage(undefined, failingOnce(failure(reason), () => jsonResponse(VIDEOS)));
    const banner = await screen.findByText('Unable to load client testimonials at this moment.');
    expect(banner.closest('[role="alert"]')).toHaveTextContent('Please try refreshing the page or check back later.');
    expect(console.error).toHaveBeenCalledWith('Client testimonials could not be loaded:', expect.objectContaining({ message: reason }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Client testimonials' })).toBeInTheDocument();
  });

  it('plays a site video in a <video> element and closes by the button', async () => {
    const user = userEvent.setup();
    await renderPage();
    const play = await screen.findByRole('button', { name: 'Play video testimonial from Javier, Owner, Azteca Mobile Tire' });
    await user.click(play);
    const dialog = screen.getByRole('dialog', { name: 'Video testimonial from Javier, Owner, Azteca Mobile Tire' });
    const player = within(dialog).getByTestId('video-player');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/media/video-reviews/javier.mp4');
    expect(player).toHaveAttribute('controls');
    expect((player as HTMLVideoElement).autoplay).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(play).toHaveFocus();
  });

  it('plays an uploaded video with its uploaded poster, even on a row that was a written quote', async () => {
    const user = userEvent.setup();
    const publicUrl = (path: string) => `${BACKEND_URL}/storage/v1/object/public/site-media/${path}`;
    const poster = storedPicture('videoPoster', 'posters/v3/u1', publicUrl);
    // Derek had only a quote and a stray thumbnail; the uploaded video and poster make his a video card.
    const derek = { ...VIDEOS[2]!, video_path: 'videos/v3/u2.webm', poster_path: 'posters/v3/u1' };
    await renderPage(undefined, [derek]);
    const play = await screen.findByRole('button', { name: 'Play video testimonial from Derek' });
    expect(play.querySelector('picture source[type="image/avif"]')).not.toBeNull();
    expect(play.querySelector('img')).toHaveAttribute('src', poster.src);
    expect(play.closest('li')!.querySelector('blockquote')).toHaveTextContent('I see the profit on every install now.');
    await user.click(play);
    const player = within(screen.getByRole('dialog')).getByTestId('video-player');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', publicUrl('videos/v3/u2.webm'));
    expect(player).toHaveAttribute('poster', poster.src);
  });

  it('shows an uploaded video without a poster with no picture at all, not the row thumbnail or a stand-in', async () => {
    const user = userEvent.setup();
    // Rosa has no quote and no playable video_url: the uploaded video alone puts her on the page.
    const rosa = { ...VIDEOS[3]!, video_path: 'videos/v4/u1.mp4', poster_path: null };
    await renderPage(undefined, [rosa]);
    const play = await screen.findByRole('button', { name: 'Play video testimonial from Rosa, Owner, Green Edge Lawn Services' });
    expect(play.querySelector('img')).toBeNull();
    expect(play.querySelector('[data-no-poster]')).not.toBeNull();
    await user.click(play);
    const player = within(screen.getByRole('dialog')).getByTestId('video-player');
    expect(player).toHaveAttribute('src', `${BACKEND_URL}/storage/v1/object/public/site-media/videos/v4/u1.mp4`);
    expect(player).not.toHaveAttribute('poster');
  });

  it('plays a YouTube link as an autoplay embed and closes by the backdrop', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: /Play video testimonial from Brianna/ }));
    const player = within(screen.getByRole('dialog')).getByTestId('video-player');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player).toHaveAttribute('title', 'Video testimonial from Brianna, Founder, Fresh Start Cleaning');
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
