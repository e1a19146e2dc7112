import { describe, expect, it, vi } from 'vitest';
import { fetchReviewStats, parseReviewStats, ratingText, reviewCountText, reviewStatsUrl, summaryNote } from './reviewStats.ts';

describe('parseReviewStats', () => {
  it("reads review_stats()'s one row", () => {
    expect(parseReviewStats([{ review_count: 20, average_rating: 5 }])).toEqual({ count: 20, average: 5 });
    expect(parseReviewStats([{ review_count: 22, average_rating: '4.8' }])).toEqual({ count: 22, average: 4.8 });
    expect(parseReviewStats([{ review_count: 0, average_rating: null }])).toEqual({ count: 0, average: null });
  });

  it('refuses anything else rather than show a made-up figure', () => {
    for (const body of [null, {}, [], [{}], [{ review_count: '20', average_rating: 5 }], [{ review_count: -1, average_rating: 5 }], [{ review_count: 3, average_rating: 'x' }]]) {
      expect(() => parseReviewStats(body), JSON.stringify(body)).toThrow('Review figures: unexpected answer');
    }
  });
});

describe('the texts built from the figures', () => {
  it('gives the rating with one decimal and the count of reviews', () => {
    expect(ratingText({ count: 20, average: 5 })).toBe('5.0 from 20 reviews');
    expect(ratingText({ count: 1, average: 4 })).toBe('4.0 from 1 review');
    expect(ratingText({ count: 22, average: 4.8 })).toBe('4.8 from 22 reviews');
    expect(ratingText({ count: 0, average: null })).toBeNull();
    expect(ratingText(null)).toBeNull();
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(69)).toBe('69 reviews');
  });

  it('says what the summary summarised', () => {
    expect(summaryNote(20, false, 20)).toBe('Based on all 20 verified client reviews on this site.');
    expect(summaryNote(20, true, 20)).toBe('Summarized with AI from all 20 verified client reviews on this site.');
    expect(summaryNote(1, false, 1)).toBe('Based on the one verified client review on this site.');
    expect(summaryNote(500, true, 612)).toBe('Summarized with AI from the 500 most recent of our 612 verified client reviews.');
    // The site's total not known (yet): the number alone.
    expect(summaryNote(24, true, null)).toBe('Summarized with AI from 24 verified client reviews.');
  });
});

describe('fetchReviewStats', () => {
  const config = { supabaseUrl: 'https://abc.supabase.co/', supabaseAnonKey: 'sb_publishable_test' };

  it('calls review_stats() over REST with the publishable key', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json([{ review_count: 20, average_rating: 5 }]));
    expect(await fetchReviewStats(config, fetchMock)).toEqual({ count: 20, average: 5 });
    expect(reviewStatsUrl(config)).toBe('https://abc.supabase.co/rest/v1/rpc/review_stats');
    expect(fetchMock).toHaveBeenCalledWith('https://abc.supabase.co/rest/v1/rpc/review_stats', {
      headers: { apikey: 'sb_publishable_test', Accept: 'application/json' },
    });
  });

  it('fails on an error status and before start-up has named the backend', async () => {
    await expect(fetchReviewStats(config, async () => new Response('{}', { status: 503 }))).rejects.toThrow('Review figures: status 503');
    await expect(fetchReviewStats(null)).rejects.toThrow('Database connection not available');
  });
});
