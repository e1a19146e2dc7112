import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUMMARY_MESSAGES,
  fetchReviewSummary,
  interpretSummaryFailure,
  interpretSummaryResponse,
  isJsonContentType,
  loadReviewSummary,
  summaryUrl,
  warnsOfFallback,
} from './reviewSummary.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const meta = (over: Partial<{ error: string | null; isAiGenerated: boolean; reviewCount: number }> = {}) => ({
  error: null,
  isAiGenerated: true,
  reviewCount: 24,
  ...over,
});

function ok(body: unknown) {
  return interpretSummaryResponse({ ok: true, status: 200, contentType: JSON_TYPE, body });
}

describe('interpretSummaryResponse', () => {
  it('shows an AI summary without warnings', () => {
    const outcome = ok({ tldr: '  Clients praise fast, accurate books.  ', error: null, meta: meta() });
    expect(outcome).toEqual({
      state: { status: 'success', text: 'Clients praise fast, accurate books.', isAiGenerated: true, reviewCount: 24 },
    });
  });

  it('shows a fallback summary (not AI-generated) with only a console warning', () => {
    const outcome = ok({ tldr: 'Clients like us.', error: null, meta: meta({ isAiGenerated: false, error: 'model timeout' }) });
    expect(outcome.state).toEqual({ status: 'success', text: 'Clients like us.', isAiGenerated: false, reviewCount: 24 });
    expect(outcome.warning).toBe('Review summary: showing a fallback summary (model timeout)');
    expect(outcome.failure).toBeUndefined();
  });

  it.each(['⚠️ Summary temporarily simplified.', 'Clients like us ⚠', '🚨 Fallback'])(
    'treats warning symbols in the text as a fallback: %s',
    (tldr) => {
      const outcome = ok({ tldr, error: null, meta: meta() });
      expect(outcome.state.status).toBe('success');
      expect(outcome.warning).toBe('Review summary: showing a fallback summary');
    },
  );

  it('shows the API error field as it is', () => {
    const outcome = ok({ tldr: null, error: 'Reviews are being re-indexed, back in 5 minutes.', meta: meta() });
    expect(outcome.state).toEqual({ status: 'error', message: 'Reviews are being re-indexed, back in 5 minutes.' });
    expect(outcome.failure).toMatch(/re-indexed/);
  });

  it('prefers the error field over a summary', () => {
    expect(ok({ tldr: 'text', error: 'Quota exceeded', meta: meta() }).state).toEqual({
      status: 'error',
      message: 'Quota exceeded',
    });
  });

  it.each([
    ['null tldr', { tldr: null, error: null, meta: meta({ reviewCount: 0 }) }],
    ['blank tldr', { tldr: '   ', error: null, meta: meta() }],
    ['blank error and no tldr', { tldr: null, error: '', meta: meta() }],
    ['no fields at all', {}],
  ])('is empty with %s', (_name, body) => {
    expect(ok(body)).toEqual({ state: { status: 'empty' } });
  });

  it.each([
    ['text/html', 200, true],
    ['text/html; charset=utf-8', 502, false],
    [null, 200, true],
    ['text/plain', 500, false],
  ])('says the service is unavailable for a non-JSON content type (%s, %i)', (contentType, status, isOk) => {
    const outcome = interpretSummaryResponse({ ok: isOk, status, contentType, body: undefined });
    expect(outcome.state).toEqual({ status: 'error', message: SUMMARY_MESSAGES.nonJson });
    expect(outcome.state).toEqual({
      status: 'error',
      message: 'The review summary service is currently unavailable. Please check back later.',
    });
    expect(outcome.failure).toContain(String(status));
  });

  it.each([404, 500, 503])('says the team has been notified for a non-OK JSON answer (%i)', (status) => {
    const outcome = interpretSummaryResponse({
      ok: false,
      status,
      contentType: JSON_TYPE,
      body: { tldr: null, error: 'internal detail', meta: meta() },
    });
    expect(outcome.state).toEqual({
      status: 'error',
      message: 'Unable to load the review summary. Our team has been notified.',
    });
  });

  it.each([['a string'], [['array']], [null], [42]])('calls a body that is not an object unexpected: %j', (body) => {
    expect(ok(body).state).toEqual({ status: 'error', message: SUMMARY_MESSAGES.unexpected });
  });

  it('accepts JSON content types with parameters or a +json suffix only', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=UTF-8')).toBe(true);
    expect(isJsonContentType('application/problem+json')).toBe(true);
    expect(isJsonContentType('text/json-ish')).toBe(false);
    expect(isJsonContentType('')).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });

  it('defaults missing meta to an AI summary of zero reviews', () => {
    expect(ok({ tldr: 'Great firm.', error: null }).state).toEqual({
      status: 'success',
      text: 'Great firm.',
      isAiGenerated: true,
      reviewCount: 0,
    });
  });
});

describe('interpretSummaryFailure', () => {
  it('calls any Error unexpected', () => {
    expect(interpretSummaryFailure(new TypeError('Failed to fetch')).state).toEqual({
      status: 'error',
      message: 'An unexpected error occurred while loading the summary.',
    });
    expect(interpretSummaryFailure(new SyntaxError('Unexpected token <')).failure).toBe(
      'Review summary: SyntaxError: Unexpected token <',
    );
  });

  it.each(['a string', 42, null, undefined, { message: 'plain object' }])('gives the generic message for a non-Error: %j', (thrown) => {
    expect(interpretSummaryFailure(thrown).state).toEqual({
      status: 'error',
      message: 'Unable to load the review summary at this time.',
    });
  });
});

describe('fetchReviewSummary and loadReviewSummary', () => {
  afterEach(() => vi.restoreAllMocks());

  const respond = (body: string, init: ResponseInit) => vi.fn<typeof fetch>(async () => new Response(body, init));

  it('requests the function with a cache-busting timestamp', async () => {
    const fetchImpl = respond(JSON.stringify({ tldr: 'Hi', error: null, meta: meta() }), {
      status: 200,
      headers: { 'content-type': JSON_TYPE },
    });
    const outcome = await fetchReviewSummary(fetchImpl, () => 1700000000000);
    expect(summaryUrl(5, 'https://abcdefgh.supabase.co/functions/v1/summarize-reviews')).toBe(
      'https://abcdefgh.supabase.co/functions/v1/summarize-reviews?t=5',
    );
    expect(fetchImpl).toHaveBeenCalledWith(expect.stringMatching(/\/functions\/v1\/summarize-reviews\?t=1700000000000$/), expect.anything());
    expect(outcome.state).toEqual({ status: 'success', text: 'Hi', isAiGenerated: true, reviewCount: 24 });
  });

  it('does not read the body of a non-JSON answer', async () => {
    const outcome = await fetchReviewSummary(respond('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(outcome.state).toEqual({ status: 'error', message: SUMMARY_MESSAGES.nonJson });
  });

  it('calls a JSON content type with a broken body unexpected', async () => {
    const outcome = await fetchReviewSummary(respond('{not json', { status: 200, headers: { 'content-type': JSON_TYPE } }));
    expect(outcome.state).toEqual({ status: 'error', message: SUMMARY_MESSAGES.unexpected });
  });

  it('maps a network failure and a non-Error rejection', async () => {
    expect((await fetchReviewSummary(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')))).state).toEqual({
      status: 'error',
      message: SUMMARY_MESSAGES.unexpected,
    });
    expect((await fetchReviewSummary(vi.fn<typeof fetch>().mockRejectedValue('offline'))).state).toEqual({
      status: 'error',
      message: SUMMARY_MESSAGES.nonError,
    });
  });

  it('warns of a fallback only in development builds', () => {
    expect(warnsOfFallback('development')).toBe(true);
    expect(warnsOfFallback('test')).toBe(true);
    expect(warnsOfFallback('production')).toBe(false);
  });

  it('keeps a production console free of the fallback warning, still showing the summary', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const fallback = await loadReviewSummary(
        respond(JSON.stringify({ tldr: 'Based on 20 client reviews.', error: null, meta: meta({ isAiGenerated: false }) }), {
          status: 200,
          headers: { 'content-type': JSON_TYPE },
        }),
      );
      expect(fallback).toEqual({ status: 'success', text: 'Based on 20 client reviews.', isAiGenerated: false, reviewCount: 24 });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('warns in the console for a fallback summary (development) and logs failures as errors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fallback = await loadReviewSummary(
      respond(JSON.stringify({ tldr: '⚠️ Basic summary', error: null, meta: meta({ isAiGenerated: false }) }), {
        status: 200,
        headers: { 'content-type': JSON_TYPE },
      }),
    );
    expect(fallback.status).toBe('success');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();

    const failed = await loadReviewSummary(respond('{}', { status: 500, headers: { 'content-type': JSON_TYPE } }));
    expect(failed).toEqual({ status: 'error', message: SUMMARY_MESSAGES.notOk });
    expect(error).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
