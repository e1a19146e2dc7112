// The review figures for a page: null until they arrive, and null if they cannot be read (a page
// then shows no figure rather than a made-up one).
import { useAsync } from '@firm/shared-contracts/data';
import { fetchReviewStats, type ReviewStats } from './reviewStats.ts';

export type LoadReviewStats = () => Promise<ReviewStats>;

const defaultLoad: LoadReviewStats = () => fetchReviewStats();

export function useReviewStats(load: LoadReviewStats = defaultLoad): ReviewStats | null {
  const state = useAsync(load, [load]);
  return state.status === 'success' ? state.data : null;
}
