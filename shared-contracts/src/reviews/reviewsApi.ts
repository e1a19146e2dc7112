// Reads the firm's verified written reviews (docs/architecture.md#d10) for the reviews widget: the
// latest ones, or those of one industry page (docs/architecture.md#d36), through review_list(), a
// function answering one JSON value (docs/security.md, "Public reads").
import type { ClientReview } from '../entities.ts';
import { getPublicReader } from '../supabase/client.ts';

export const REVIEWS_SHOWN = 6;

/** The latest reviews, of one industry (its page's slug) when one is named. */
export async function fetchVerifiedReviews(industry?: string, limit = REVIEWS_SHOWN): Promise<ClientReview[]> {
  const client = await getPublicReader();
  const { data, error } = await client.rpc('review_list', { ...(industry ? { industry } : {}), max_reviews: limit }, { get: true });
  if (error) throw new Error(error.message);
  return data ?? [];
}

export type LoadReviews = (industry?: string) => Promise<ClientReview[]>;

export interface ReviewSelection {
  reviews: ClientReview[];
  /** The reviews are the named industry's own (false: no industry named, or it has none yet). */
  fromIndustry: boolean;
}

/**
 * What an industry page shows: that industry's own reviews when it has any, so a law firm reads
 * law firms rather than a plumber and a food truck; otherwise the latest of all, said as such.
 */
export async function selectReviews(load: LoadReviews, industry?: string): Promise<ReviewSelection> {
  if (industry) {
    const own = await load(industry);
    if (own.length > 0) return { reviews: own, fromIndustry: true };
  }
  return { reviews: await load(), fromIndustry: false };
}
