// The review figures for a page: null until they arrive, and null if they cannot be read (a page
// then shows no figure rather than a made-up one). `loading` lets the page mark where they will
// appear, so a rendered copy that shows them is not replaced by a page still waiting for them.
import { useAsync } from '@firm/shared-contracts/data';
import { fetchReviewStats, type ReviewStats } from './reviewStats.ts';

export type LoadReviewStats = () => Promise<ReviewStats>;

const defaultLoad: LoadReviewStats = () => fetchReviewStats();

export interface ReviewFigures {
  stats: ReviewStats | null;
  loading: boolean;
}

export function useReviewStats(load: LoadReviewStats = defaultLoad): ReviewFigures {
  const state = useAsync(load, [load]);
  return { stats: state.status === 'success' ? state.data : null, loading: state.status === 'loading' };
}
