// The review summary: how the summarize-reviews
// function's answer, or a failure to get one, becomes what the visitor reads. The
// interpretation is pure; loadReviewSummary does the request and the console reporting.
import { functionUrl } from '@firm/shared-contracts';

export const SUMMARY_FUNCTION = 'summarize-reviews';

export const SUMMARY_MESSAGES = {
  nonJson: 'The review summary service is currently unavailable. Please check back later.',
  notOk: 'Unable to load the review summary. Our team has been notified.',
  unexpected: 'An unexpected error occurred while loading the summary.',
  nonError: 'Unable to load the review summary at this time.',
  empty: 'No summary available at this time.',
  devOps: 'Our Development Operations team has been notified and is working to resolve this quickly.',
  loading: 'Loading the review summary...',
} as const;

/** Symbols the endpoint puts in a fallback (non-AI) summary. */
const WARNING_SYMBOLS = /[\u26A0\u{1F6A8}]/u;

export type SummaryState =
  | { status: 'success'; text: string; isAiGenerated: boolean; reviewCount: number }
  | { status: 'error'; message: string }
  | { status: 'empty' };

export interface SummaryOutcome {
  state: SummaryState;
  /** For console.warn in development: the summary is a fallback (not AI-generated, or flagged with a warning symbol). */
  warning?: string;
  /** For console.error: why the request failed. */
  failure?: string;
}

export interface SummaryHttpAnswer {
  ok: boolean;
  status: number;
  contentType: string | null;
  /** The parsed JSON body; only read when the answer is JSON and OK. */
  body?: unknown;
}

export function isJsonContentType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
}

/**
 * An HTTP answer of the endpoint:
 * - a content type other than JSON → the service is unavailable (checked first: a proxy's
 *   HTML error page says nothing about the summary itself);
 * - a non-OK status → unable to load, the team has been notified;
 * - a body that is not an object → an unexpected error;
 * - an `error` field → shown as it is;
 * - a `tldr` → the summary, with a console warning when it is a fallback;
 * - otherwise → no summary available.
 */
export function interpretSummaryResponse(answer: SummaryHttpAnswer): SummaryOutcome {
  if (!isJsonContentType(answer.contentType)) {
    return {
      state: { status: 'error', message: SUMMARY_MESSAGES.nonJson },
      failure: `Review summary: expected JSON, got ${answer.contentType ?? 'no content type'} (status ${answer.status})`,
    };
  }
  if (!answer.ok) {
    return {
      state: { status: 'error', message: SUMMARY_MESSAGES.notOk },
      failure: `Review summary: the endpoint answered with status ${answer.status}`,
    };
  }
  const body = answer.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      state: { status: 'error', message: SUMMARY_MESSAGES.unexpected },
      failure: 'Review summary: the response is not an object',
    };
  }
  const record = body as Record<string, unknown>;
  if (text(record.error)) {
    const apiError = record.error as string;
    return { state: { status: 'error', message: apiError }, failure: `Review summary: ${apiError}` };
  }
  const tldr = text(record.tldr);
  if (!tldr) return { state: { status: 'empty' } };

  const meta = record.meta && typeof record.meta === 'object' ? (record.meta as Record<string, unknown>) : {};
  const isAiGenerated = meta.isAiGenerated !== false;
  const reviewCount = typeof meta.reviewCount === 'number' && Number.isFinite(meta.reviewCount) ? meta.reviewCount : 0;
  const outcome: SummaryOutcome = { state: { status: 'success', text: tldr, isAiGenerated, reviewCount } };
  if (!isAiGenerated || WARNING_SYMBOLS.test(tldr)) {
    const reason = text(meta.error);
    outcome.warning = `Review summary: showing a fallback summary${reason ? ` (${reason})` : ''}`;
  }
  return outcome;
}

/** A request that threw: an Error (network, bad JSON) or anything else. */
export function interpretSummaryFailure(error: unknown): SummaryOutcome {
  if (error instanceof Error) {
    return {
      state: { status: 'error', message: SUMMARY_MESSAGES.unexpected },
      failure: `Review summary: ${error.name}: ${error.message}`,
    };
  }
  return {
    state: { status: 'error', message: SUMMARY_MESSAGES.nonError },
    failure: `Review summary: ${String(error)}`,
  };
}

/** GET <functions>/summarize-reviews?t=<timestamp>; the timestamp keeps caches out of the way. */
export function summaryUrl(now: number, base = functionUrl(SUMMARY_FUNCTION)): string {
  return `${base ?? `/functions/v1/${SUMMARY_FUNCTION}`}?t=${now}`;
}

export async function fetchReviewSummary(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  now: () => number = Date.now,
): Promise<SummaryOutcome> {
  try {
    const response = await fetchImpl(summaryUrl(now()), { headers: { Accept: 'application/json' } });
    const contentType = response.headers.get('content-type');
    const readBody = response.ok && isJsonContentType(contentType);
    const body: unknown = readBody ? await response.json() : undefined;
    return interpretSummaryResponse({ ok: response.ok, status: response.status, contentType, body });
  } catch (error) {
    return interpretSummaryFailure(error);
  }
}

/**
 * Whether a fallback summary is reported with a console warning: in development builds only. The
 * visitor sees the fallback either way; a production console stays free of anything that is not
 * an error (the site's rule), while a developer still learns the AI summary was not used.
 */
export function warnsOfFallback(nodeEnv: string | undefined = process.env.NODE_ENV): boolean {
  return nodeEnv !== 'production';
}

/** Loads the summary and reports to the console: an error for a failure, a warning for a fallback (development only). */
export async function loadReviewSummary(
  fetchImpl?: typeof fetch,
  now?: () => number,
): Promise<SummaryState> {
  const outcome = await fetchReviewSummary(fetchImpl, now);
  if (outcome.warning && warnsOfFallback()) console.warn(outcome.warning);
  if (outcome.failure) console.error(outcome.failure);
  return outcome.state;
}
