// The review figures for a page, read by its route's loader: null if they cannot be read (a page
// then shows no figure rather than a made-up one). `loading` lets the page mark where they will
// appear while Retry reads the page again, so a rendered copy that shows them is not replaced by a
// page still waiting for them.
import { settle, useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { fetchReviewStats, type ReviewStats } from './reviewStats.ts';

/** The figures as a loader part; a failure is logged and the page shows none. */
export function loadReviewStats(): Promise<Loaded<ReviewStats>> {
  return settle('The review figures', () => fetchReviewStats());
}

export interface ReviewFigures {
  stats: ReviewStats | null;
  loading: boolean;
}

export function useReviewStats(loaded: Loaded<ReviewStats>): ReviewFigures {
  const state = useLoaded(loaded);
  return { stats: state.status === 'success' ? state.data : null, loading: state.status === 'loading' };
}
