// AI review summary adapter: any OpenAI-compatible chat completions API (POST
// {AI_SUMMARY_URL}/chat/completions with a Bearer key). Without one the endpoint builds its own
// non-AI summary from the stored reviews.
import { baseUrl, DeliveryError, providerJson, type Env } from './errors.ts';

export interface ReviewForSummary {
  author_first_name: string;
  company_or_trade: string | null;
  rating: number;
  body: string;
  review_date: string;
}

export interface AiSummaryAdapter {
  readonly name: string;
  summarize(reviews: ReviewForSummary[]): Promise<string>;
}

const SYSTEM_PROMPT =
  'You summarize verified client reviews of a bookkeeping, payroll and notary firm for its website. ' +
  'Write two or three plain sentences (no lists, no markdown, at most 90 words) saying what clients ' +
  'praise most and which services they mention. Use only what the reviews say; never invent numbers, ' +
  'names or claims.';

const MAX_REVIEWS = 200;
const MAX_SUMMARY_CHARS = 1200;

export function openAiCompatibleSummary(env: Env, fetchImpl: typeof fetch = fetch): AiSummaryAdapter {
  const root = baseUrl(env.AI_SUMMARY_URL, 'https://api.openai.com/v1');
  const url = root.endsWith('/chat/completions') ? root : `${root}/chat/completions`;
  const timeout = Number(env.AI_SUMMARY_TIMEOUT_MS) > 0 ? Number(env.AI_SUMMARY_TIMEOUT_MS) : 15_000;
  return {
    name: 'openai-compatible',
    async summarize(reviews) {
      if (!env.AI_SUMMARY_MODEL) throw new DeliveryError('AI_SUMMARY_MODEL is not set');
      const lines = reviews
        .slice(0, MAX_REVIEWS)
        .map((review) => `- ${review.rating}/5 (${review.company_or_trade ?? 'client'}): ${review.body.replace(/\s+/g, ' ').slice(0, 800)}`);
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (env.AI_SUMMARY_API_KEY) headers.Authorization = `Bearer ${env.AI_SUMMARY_API_KEY}`;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: env.AI_SUMMARY_MODEL,
          temperature: 0.2,
          max_tokens: 300,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: `Reviews (${reviews.length}):\n${lines.join('\n')}` },
          ],
        }),
        signal: AbortSignal.timeout(timeout),
      });
      const body = (await providerJson(response, 'AI provider')) as {
        choices?: { message?: { content?: unknown } }[];
        error?: { message?: string };
      };
      if (!response.ok) throw new DeliveryError(`AI provider answered ${response.status}: ${body.error?.message ?? 'error'}`);
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new DeliveryError('AI provider returned no summary');
      return content.trim().slice(0, MAX_SUMMARY_CHARS);
    },
  };
}
