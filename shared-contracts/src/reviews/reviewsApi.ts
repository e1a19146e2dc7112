// Reads the firm's verified written reviews (docs/architecture.md#d10) for the reviews widget.
import type { ClientReview } from '../entities.ts';
import { getSupabase } from '../supabase/client.ts';

export const REVIEWS_SHOWN = 6;

export async function fetchVerifiedReviews(limit = REVIEWS_SHOWN): Promise<ClientReview[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('reviews')
    .select('id, author_first_name, company_or_trade, rating, body, review_date, source')
    .order('review_date', { ascending: false })
    .limit(limit);
  if (error) throw new Error(error.message);
  return data ?? [];
}
