// The reviews widget itself (docs/architecture.md#d11): it either adds the provider's script
// once or, without one or when it fails, shows the site's verified reviews. Pages use it through
// LazyReviewsWidget.tsx, which waits for 10 % of the section to be visible, loads this code and
// renders it then: it starts as it mounts.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ClientReview } from '../entities.ts';
import { formatDate } from '../format/dates.ts';
import { getRuntimeConfig } from '../runtime-config.ts';
import { CardGrid } from '../ui/Cards.tsx';
import { StarRating } from '../ui/StarRating.tsx';
import { fetchVerifiedReviews, selectReviews } from './reviewsApi.ts';
import {
  loadingMessage,
  REVIEWS_WIDGET_MESSAGES,
  WidgetFrame,
  WidgetStatus,
  type ReviewsWidgetProps,
  type ReviewsWidgetState,
} from './frame.tsx';

const SCRIPT_MARKER = 'data-reviews-widget-script';

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

const Scope = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.graphite};
`;

type ProviderScriptState = 'loading' | 'loaded' | 'failed';

/**
 * Adds the provider's script to the page once, whichever widget asks first, and records on it how
 * it went: a widget shown later (another page of the same visit) reads the outcome, as the script
 * will not load a second time.
 */
function addProviderScriptOnce(url: string): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`);
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  const record = (state: ProviderScriptState) => script.setAttribute(SCRIPT_MARKER, state);
  record('loading');
  script.addEventListener('load', () => record('loaded'), { once: true });
  script.addEventListener('error', () => record('failed'), { once: true });
  document.body.appendChild(script);
  return script;
}

export function ReviewsWidget({ variant = 'default', scriptUrl, loadReviews = fetchVerifiedReviews, industry }: ReviewsWidgetProps) {
  const providerUrl = scriptUrl === undefined ? (getRuntimeConfig()?.reviewsWidgetScriptUrl ?? null) : scriptUrl;
  const [state, setState] = useState<ReviewsWidgetState>('not-loaded');
  const [source, setSource] = useState<'provider' | 'own'>(providerUrl ? 'provider' : 'own');
  const [reviews, setReviews] = useState<ClientReview[]>([]);
  const [fromIndustry, setFromIndustry] = useState(false);
  const industrySlug = industry?.slug;

  useEffect(() => {
    let active = true;

    const showOwnReviews = () => {
      setSource('own');
      setState('loading');
      selectReviews(loadReviews, industrySlug).then(
        (selection) => {
          if (!active) return;
          setReviews(selection.reviews);
          setFromIndustry(selection.fromIndustry);
          setState('loaded');
        },
        (error: unknown) => {
          console.error('Reviews could not be loaded:', error);
          if (active) setState('error');
        },
      );
    };

    const providerFailed = () => {
      console.warn('The reviews provider script failed to load; showing our verified reviews instead.');
      showOwnReviews();
    };

    if (!providerUrl) {
      showOwnReviews();
    } else {
      const script = addProviderScriptOnce(providerUrl);
      const outcome = script.getAttribute(SCRIPT_MARKER) as ProviderScriptState;
      if (outcome === 'loaded') setState('loaded');
      else if (outcome === 'failed') providerFailed();
      else {
        setState('loading');
        script.addEventListener('load', () => active && setState('loaded'), { once: true });
        script.addEventListener('error', () => active && providerFailed(), { once: true });
      }
    }
    return () => {
      active = false;
    };
  }, [providerUrl, loadReviews, industrySlug]);

  const loadingText = loadingMessage(variant);

  return (
    <WidgetFrame data-reviews-widget={state} aria-busy={state === 'loading' || state === 'not-loaded'}>
      {state === 'not-loaded' || state === 'loading' ? <WidgetStatus role="status">{loadingText}</WidgetStatus> : null}
      {state === 'error' ? (
        <WidgetStatus role="alert" $error>
          {REVIEWS_WIDGET_MESSAGES.error}
        </WidgetStatus>
      ) : null}
      {source === 'provider' ? <div className="reviews-provider-container" /> : null}
      {source === 'own' && state === 'loaded' && industry ? (
        <Scope data-review-scope={fromIndustry ? 'industry' : 'all'}>
          {fromIndustry
            ? `Reviews from the ${industry.clients} we work with.`
            : `We have no published reviews from ${industry.clients} yet, so here is what our other clients say.`}
        </Scope>
      ) : null}
      {source === 'own' && state === 'loaded' ? (
        <CardGrid min={280} aria-label="Verified client reviews">
          {reviews.map((review) => (
            <ReviewCard key={review.id}>
              <StarRating rating={review.rating} />
              <blockquote>
                <p>{review.body}</p>
              </blockquote>
              <footer>
                <strong>{review.author_first_name}</strong>
                {review.company_or_trade ? `, ${review.company_or_trade}` : ''} ·{' '}
                <time dateTime={review.review_date}>{formatDate(review.review_date, 'long')}</time> · {review.source}
              </footer>
            </ReviewCard>
          ))}
        </CardGrid>
      ) : null}
    </WidgetFrame>
  );
}
