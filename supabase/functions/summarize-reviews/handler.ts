// GET /functions/v1/summarize-reviews (docs/architecture.md#d10): a summary of the stored
// client reviews as { tldr, error, meta: { error, isAiGenerated, reviewCount } }. With an AI
// provider configured the provider writes it; without one (or when it fails) an honest summary is
// computed from the reviews themselves: count, average rating and what clients mention most.
// Cached in memory for a few minutes.
import { json, type FunctionContext } from '../_shared/context.ts';
import { numberSetting } from '../_shared/request.ts';
import { aiSummaryAdapter, type ReviewForSummary } from '../_shared/adapters/index.ts';
import { formatNumber } from '../_shared/contracts/format/numbers.ts';

export interface SummaryResponse {
  tldr: string | null;
  error: string | null;
  meta: { error: string | null; isAiGenerated: boolean; reviewCount: number; averageRating?: number | null };
}

/** What clients may mention, each with the words that count as a mention. */
const TOPICS: { label: string; kind: 'service' | 'theme'; pattern: RegExp }[] = [
  { label: 'bookkeeping', kind: 'service', pattern: /\bbook-?keep(ing|er|ers)?\b|\bbooks\b/i },
  { label: 'payroll', kind: 'service', pattern: /\bpayroll\b|\bpaychecks?\b|\bw-?2s?\b/i },
  { label: 'books cleanup', kind: 'service', pattern: /\bclean-?ups?\b|\bcatch-?up\b|\bcleaned up\b/i },
  { label: 'QuickBooks', kind: 'service', pattern: /\bquickbooks\b|\bqbo\b/i },
  { label: 'taxes and filings', kind: 'service', pattern: /\btax(es)?\b|\bfilings?\b|\bcpa\b|\birs\b/i },
  { label: 'notary', kind: 'service', pattern: /\bnotar(y|ized|ization)\b/i },
  { label: 'reconciliation', kind: 'service', pattern: /\breconcil(e|ed|ing|iation|iations)\b/i },
  { label: 'financial reports', kind: 'service', pattern: /\breports?\b|\bfinancials?\b|\bstatements?\b/i },
  { label: 'responsiveness', kind: 'theme', pattern: /\brespon(sive|ds|d|se|ded)\b|\bquick(ly)?\b|\bfast\b|\bsame[- ]day\b|\bprompt(ly)?\b/i },
  { label: 'clear communication', kind: 'theme', pattern: /\bexplain(s|ed|ing)?\b|\bclear(ly)?\b|\bcommunicat(e|ion|es|ed)\b|\bplain english\b/i },
  { label: 'time saved', kind: 'theme', pattern: /\bsav(e|ed|es|ing) (me |us )?(hours|time)\b|\bhours\b/i },
  { label: 'peace of mind', kind: 'theme', pattern: /\bstress\b|\bpeace of mind\b|\bsleep\b|\bworry\b|\bcalm\b/i },
  { label: 'accuracy', kind: 'theme', pattern: /\baccura(te|cy)\b|\bmistakes?\b|\berrors?\b|\bcatch(es)?\b|\bcaught\b/i },
];

function countMentions(reviews: ReviewForSummary[]): { label: string; kind: 'service' | 'theme'; count: number }[] {
  return TOPICS.map((topic) => ({
    label: topic.label,
    kind: topic.kind,
    count: reviews.filter((review) => topic.pattern.test(review.body)).length,
  }))
    .filter((topic) => topic.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** 'payroll (6 reviews), reports (5) and taxes (4)': the first count names its unit. */
function listing(items: { label: string; count: number }[]): string {
  const parts = items.map((item, index) =>
    index === 0 ? `${item.label} (${item.count} ${item.count === 1 ? 'review' : 'reviews'})` : `${item.label} (${item.count})`,
  );
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export function averageRating(reviews: ReviewForSummary[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
}

/** The non-AI summary: only numbers and mentions the stored reviews contain. */
export function plainSummary(reviews: ReviewForSummary[]): string | null {
  if (reviews.length === 0) return null;
  const average = averageRating(reviews) as number;
  const fiveStar = reviews.filter((review) => review.rating === 5).length;
  const mentions = countMentions(reviews);
  const services = mentions.filter((topic) => topic.kind === 'service').slice(0, 3);
  const themes = mentions.filter((topic) => topic.kind === 'theme').slice(0, 2);
  const noun = reviews.length === 1 ? 'review' : 'reviews';
  const sentences = [
    `Based on ${reviews.length} client ${noun}, the average rating is ${formatNumber(average, { decimals: 1 })} out of 5` +
      (reviews.length > 1 ? `, with ${fiveStar} of ${reviews.length} giving five stars.` : '.'),
  ];
  if (services.length > 0) sentences.push(`The services clients mention most are ${listing(services)}.`);
  if (themes.length > 0) sentences.push(`Common themes are ${listing(themes)}.`);
  return sentences.join(' ');
}

let cache: { key: string; expires: number; body: SummaryResponse } | undefined;

export function clearSummaryCache(): void {
  cache = undefined;
}

export default async function summarizeReviews(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json({ tldr: null, error: 'Use GET.', meta: { error: 'Use GET.', isAiGenerated: false, reviewCount: 0 } }, { status: 405, headers: { Allow: 'GET' } });
  }
  const headers = { 'Cache-Control': 'public, max-age=60' };
  const ai = aiSummaryAdapter(context.env);
  const key = ai ? `${ai.name}:${context.env.AI_SUMMARY_MODEL ?? ''}` : 'plain';
  if (cache && cache.key === key && cache.expires > Date.now()) return json(cache.body, { headers });

  const { data, error } = await context.admin
    .from('reviews')
    .select('author_first_name, company_or_trade, rating, body, review_date')
    // What the pages show: a review an admin hid is no part of the summary.
    .eq('shown', true)
    .order('review_date', { ascending: false })
    .limit(500);
  if (error) {
    console.error('[summarize-reviews] reviews not readable:', error.message);
    const message = 'The review summary is unavailable right now. Please check back later.';
    return json({ tldr: null, error: message, meta: { error: message, isAiGenerated: false, reviewCount: 0 } }, { status: 503 });
  }
  const reviews: ReviewForSummary[] = data ?? [];
  const base = { reviewCount: reviews.length, averageRating: averageRating(reviews) };

  let body: SummaryResponse;
  if (ai && reviews.length > 0) {
    try {
      body = { tldr: await ai.summarize(reviews), error: null, meta: { error: null, isAiGenerated: true, ...base } };
    } catch (failure) {
      const reason = `AI summary unavailable (${(failure as Error).message.slice(0, 200)}); showing a summary computed from the reviews.`;
      body = { tldr: plainSummary(reviews), error: null, meta: { error: reason, isAiGenerated: false, ...base } };
    }
  } else {
    body = { tldr: plainSummary(reviews), error: null, meta: { error: null, isAiGenerated: false, ...base } };
  }
  // A fallback after an AI failure is kept only briefly, so the AI summary returns soon.
  const ttl = body.meta.error ? 30_000 : numberSetting(context.env, 'REVIEW_SUMMARY_CACHE_SECONDS', 300) * 1000;
  cache = { key, expires: Date.now() + ttl, body };
  return json(body, { headers });
}
