// The reviews section of home, bookkeeping, about, reviews, industry and calculator pages
// (public spec §4, DECISIONS 11). It waits until 10 % of it is visible, then either adds the
// provider's script once or, without one or when it fails, shows the site's verified reviews.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ClientReview } from '../entities.ts';
import { getRuntimeConfig } from '../runtime-config.ts';
import { StarRating } from '../ui/StarRating.tsx';
import { fetchVerifiedReviews } from './reviewsApi.ts';

export type ReviewsWidgetState = 'not-loaded' | 'loading' | 'loaded' | 'error';

export const REVIEWS_WIDGET_MESSAGES = {
  loading: 'Loading verified reviews…',
  loadingReviewsPage: 'Loading verified client reviews…',
  error: 'Error loading reviews. Check your console or container configuration.',
} as const;

/** The section counts as seen once a tenth of it is on screen (public spec §9). */
export const VISIBILITY_THRESHOLD = 0.1;
const SCRIPT_MARKER = 'data-reviews-widget-script';

const Wrapper = styled.div`
  min-height: 200px;
`;

const Status = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]} 0;
  text-align: center;
  color: ${({ theme, $error }) => ($error ? theme.color.red : theme.color.slate)};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ReviewCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.graphite};
  blockquote {
    margin: 0;
  }
  footer {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Adds the provider's script to the page once, whichever widget asks first. */
function addProviderScriptOnce(url: string): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`);
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, '');
  document.body.appendChild(script);
  return script;
}

interface ReviewsWidgetProps {
  variant?: 'default' | 'reviews-page';
  /** Provider script; defaults to the runtime config's reviewsWidgetScriptUrl. */
  scriptUrl?: string | null;
  /** Where the site's own reviews come from (the reviews table by default). */
  loadReviews?: () => Promise<ClientReview[]>;
}

export function ReviewsWidget({ variant = 'default', scriptUrl, loadReviews = fetchVerifiedReviews }: ReviewsWidgetProps) {
  const providerUrl = scriptUrl === undefined ? (getRuntimeConfig()?.reviewsWidgetScriptUrl ?? null) : scriptUrl;
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ReviewsWidgetState>('not-loaded');
  const [source, setSource] = useState<'provider' | 'own'>(providerUrl ? 'provider' : 'own');
  const [reviews, setReviews] = useState<ClientReview[]>([]);
  const started = useRef(false);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    let active = true;

    const showOwnReviews = () => {
      setSource('own');
      setState('loading');
      loadReviews().then(
        (rows) => {
          if (!active) return;
          setReviews(rows);
          setState('loaded');
        },
        (error: unknown) => {
          console.error('Reviews could not be loaded:', error);
          if (active) setState('error');
        },
      );
    };

    const start = () => {
      if (started.current) return;
      started.current = true;
      if (!providerUrl) {
        showOwnReviews();
        return;
      }
      setState('loading');
      const script = addProviderScriptOnce(providerUrl);
      script.addEventListener('load', () => active && setState('loaded'), { once: true });
      script.addEventListener(
        'error',
        () => {
          console.warn('The reviews provider script failed to load; showing our verified reviews instead.');
          if (active) showOwnReviews();
        },
        { once: true },
      );
    };

    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { threshold: VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [providerUrl, loadReviews]);

  const loadingText =
    variant === 'reviews-page' ? REVIEWS_WIDGET_MESSAGES.loadingReviewsPage : REVIEWS_WIDGET_MESSAGES.loading;

  return (
    <Wrapper ref={containerRef} data-reviews-widget={state} aria-busy={state === 'loading' || state === 'not-loaded'}>
      {state === 'not-loaded' || state === 'loading' ? <Status role="status">{loadingText}</Status> : null}
      {state === 'error' ? (
        <Status role="alert" $error>
          {REVIEWS_WIDGET_MESSAGES.error}
        </Status>
      ) : null}
      {source === 'provider' ? <div className="reviews-provider-container" /> : null}
      {source === 'own' && state === 'loaded' ? (
        <Grid aria-label="Verified client reviews">
          {reviews.map((review) => (
            <ReviewCard key={review.id}>
              <StarRating rating={review.rating} />
              <blockquote>
                <p>{review.body}</p>
              </blockquote>
              <footer>
                <strong>{review.author_first_name}</strong>
                {review.company_or_trade ? `, ${review.company_or_trade}` : ''} ·{' '}
                <time dateTime={review.review_date}>{formatReviewDate(review.review_date)}</time> · {review.source}
              </footer>
            </ReviewCard>
          ))}
        </Grid>
      ) : null}
    </Wrapper>
  );
}
