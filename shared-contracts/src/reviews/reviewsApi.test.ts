import { describe, expect, it, vi } from 'vitest';
import type { ClientReview } from '../entities.ts';
import { selectReviews } from './reviewsApi.ts';

const review = (id: string, company: string): ClientReview => ({
  id,
  author_first_name: id,
  company_or_trade: company,
  rating: 5,
  body: 'Good.',
  review_date: '2025-01-01',
  source: 'Google',
});

describe('selectReviews', () => {
  const monica = review('Monica', 'Family law practice');
  const tyler = review('Tyler', 'Plumbing company');
  const chris = review('Chris', 'Food truck');

  it("takes an industry's own reviews when it has any, and reads nothing else", async () => {
    const load = vi.fn(async (industry?: string) => (industry === 'attorneys' ? [monica] : [tyler, chris, monica]));
    expect(await selectReviews(load, 'attorneys')).toEqual({ reviews: [monica], fromIndustry: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes the latest of all when the industry has none, or when no industry is named', async () => {
    const load = vi.fn(async (industry?: string) => (industry ? [] : [tyler, chris]));
    expect(await selectReviews(load, 'logistics')).toEqual({ reviews: [tyler, chris], fromIndustry: false });
    expect(await selectReviews(load)).toEqual({ reviews: [tyler, chris], fromIndustry: false });
    expect(load.mock.calls).toEqual([['logistics'], [], []]);
  });
});
