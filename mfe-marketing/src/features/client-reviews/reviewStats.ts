// The review figures the site shows (how many reviews, their average rating), read from the one
// place they live: the reviews table, through review_stats() (docs/architecture.md#d36). The home
// hero, the reviews page's hero, the structured data and the summary's note all read these, so
// they cannot disagree. A plain request rather than the Supabase client: the home page reads no
// other data before the reviews section is in view, and the client would add ~57 KB to its load.
import { getRuntimeConfig, type RuntimeConfig } from '@firm/shared-contracts';
import { formatNumber } from '@firm/shared-contracts/format';

export interface ReviewStats {
  count: number;
  /** Average rating rounded to one decimal, null when there are no reviews. */
  average: number | null;
}

export const REVIEW_STATS_RPC = 'review_stats';

export function reviewStatsUrl(config: Pick<RuntimeConfig, 'supabaseUrl'>): string {
  return `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${REVIEW_STATS_RPC}`;
}

/** review_stats()'s answer ([{ review_count, average_rating }]) → the figures, or an error. */
export function parseReviewStats(body: unknown): ReviewStats {
  const row = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
  const count = row?.review_count;
  const average = row?.average_rating === null ? null : Number(row?.average_rating);
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || (average !== null && !Number.isFinite(average))) {
    throw new Error('Review figures: unexpected answer');
  }
  return { count, average: count === 0 ? null : average };
}

export async function fetchReviewStats(
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> | null = getRuntimeConfig(),
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ReviewStats> {
  if (!config) throw new Error('Database connection not available');
  const response = await fetchImpl(reviewStatsUrl(config), {
    headers: { apikey: config.supabaseAnonKey, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Review figures: status ${response.status}`);
  return parseReviewStats(await response.json());
}

/** '1 review', '20 reviews'. */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** '5.0 from 20 reviews'; null when there is nothing to say (no reviews yet). */
export function ratingText(stats: ReviewStats | null): string | null {
  if (!stats || stats.count === 0 || stats.average === null) return null;
  return `${formatNumber(stats.average, { decimals: 1 })} from ${reviewCountText(stats.count)}`;
}

/**
 * The line under the review summary, saying what was summarised: every review on the site when
 * the summary covers them all, the most recent ones when it covers fewer (the summary service
 * reads at most a few hundred), and just the number while the site's total is not known.
 */
export function summaryNote(summarised: number, aiGenerated: boolean, total: number | null): string {
  const lead = aiGenerated ? 'Summarized with AI from' : 'Based on';
  const noun = `verified client ${summarised === 1 ? 'review' : 'reviews'}`;
  if (total === null) return `${lead} ${summarised} ${noun}.`;
  if (summarised >= total) return `${lead} ${summarised === 1 ? 'the one' : `all ${summarised}`} ${noun} on this site.`;
  return `${lead} the ${summarised} most recent of our ${total} ${noun}.`;
}
