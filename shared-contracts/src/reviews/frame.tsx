// What the reviews widget shows before its code and its reviews arrive, shared by the widget and
// its lazy wrapper so the page reads and measures the same in both (no shift at the handover).
import styled from 'styled-components';
import type { LoadReviews } from './reviewsApi.ts';

export type ReviewsWidgetState = 'not-loaded' | 'loading' | 'loaded' | 'error';

export const REVIEWS_WIDGET_MESSAGES = {
  loading: 'Loading verified reviews…',
  loadingReviewsPage: 'Loading verified client reviews…',
  error: 'Error loading reviews. Check your console or container configuration.',
} as const;

/** The section counts as seen once a tenth of it is on screen. */
export const VISIBILITY_THRESHOLD = 0.1;

export interface ReviewsWidgetProps {
  variant?: 'default' | 'reviews-page';
  /** Provider script; defaults to the runtime config's reviewsWidgetScriptUrl. */
  scriptUrl?: string | null;
  /** Where the site's own reviews come from (the reviews table by default). */
  loadReviews?: LoadReviews;
  /**
   * The industry page the widget is on: its own clients' reviews are shown when there are any.
   * `clients` names them in a sentence ('law firms').
   */
  industry?: { slug: string; clients: string };
}

export function loadingMessage(variant: ReviewsWidgetProps['variant']): string {
  return variant === 'reviews-page' ? REVIEWS_WIDGET_MESSAGES.loadingReviewsPage : REVIEWS_WIDGET_MESSAGES.loading;
}

export const WidgetFrame = styled.div`
  min-height: 200px;
`;

export const WidgetStatus = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]} 0;
  text-align: center;
  color: ${({ theme, $error }) => ($error ? theme.color.red : theme.color.slate)};
`;
