// The functions' Deno entry (supabase/functions/_shared/entry.ts), driven with an environment of
// the test's own: a missing or unusable setting is named in a 500 and logged once, CORS preflights are
// answered, a thrown error becomes a JSON 500, credentials that do not verify are a 401.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFunction } from '../../functions/_shared/entry.ts';
import { json } from '../../functions/_shared/context.ts';
import { BOOKING_SETTINGS } from '../../functions/_shared/booking/records.ts';

const PLATFORM = {
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_SECRET_KEYS: '{"default":"sb_secret_test"}',
  SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_test"}',
  SUPABASE_JWKS: '{"keys":[]}',
};

afterEach(() => vi.restoreAllMocks());

describe('serveFunction', () => {
  it('names a missing setting in a 500 and logs it once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const entry = serveFunction('needs-site', async () => json({ ok: true }), { requires: ['SITE_URL'], env: () => PLATFORM });
    for (let i = 0; i < 3; i += 1) {
      const response = await entry.fetch(new Request('http://fn.test/needs-site'));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'The needs-site function is not configured: SITE_URL is not set.' });
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[needs-site] The needs-site function is not configured: SITE_URL is not set.');
  });

  it('names every missing platform setting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const entry = serveFunction('bare', async () => json({ ok: true }), { env: () => ({}) });
    const response = await entry.fetch(new Request('http://fn.test/bare'));
    expect(await response.json()).toEqual({ error: 'The bare function is not configured: SUPABASE_URL, SUPABASE_SECRET_KEYS are not set.' });
  });

  it('refuses a booking link secret shorter than 32 characters at start-up, as it refuses a missing one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn(async () => json({ ok: true }));
    const site = { ...PLATFORM, SITE_URL: 'https://www.example-firm.test' };
    const answer = async (env: Record<string, string>) => {
      const response = await serveFunction('book-consultation', handler, { requires: BOOKING_SETTINGS, env: () => env }).fetch(new Request('http://fn.test/book-consultation'));
      return { status: response.status, body: await response.json() };
    };
    expect(await answer(site)).toEqual({ status: 500, body: { error: 'The book-consultation function is not configured: BOOKING_LINK_SECRET is not set.' } });
    expect(await answer({ ...site, BOOKING_LINK_SECRET: '   ' })).toEqual({ status: 500, body: { error: 'The book-consultation function is not configured: BOOKING_LINK_SECRET is not set.' } });
    expect(await answer({ ...site, BOOKING_LINK_SECRET: 'x'.repeat(31) })).toEqual({
      status: 500,
      body: { error: 'The book-consultation function is not configured: BOOKING_LINK_SECRET is shorter than 32 characters.' },
    });
    expect(await answer({ ...PLATFORM, BOOKING_LINK_SECRET: 'short' })).toEqual({
      status: 500,
      body: { error: 'The book-consultation function is not configured: SITE_URL is not set; BOOKING_LINK_SECRET is shorter than 32 characters.' },
    });
    expect(handler).not.toHaveBeenCalled();
    expect(await answer({ ...site, BOOKING_LINK_SECRET: 'x'.repeat(32) })).toEqual({ status: 200, body: { ok: true } });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('names a malformed SUPABASE_JWKS in a 500 and logs it once, instead of failing bare', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn(async () => json({ ok: true }));
    const answer = async (jwks: string) => {
      const entry = serveFunction('jwks', handler, { env: () => ({ ...PLATFORM, SUPABASE_JWKS: jwks }) });
      const response = await entry.fetch(new Request('http://fn.test/jwks'));
      return { status: response.status, body: (await response.json()) as { error?: string }, cors: response.headers.get('access-control-allow-origin') };
    };
    for (const malformed of ['{"keys":', '"keys"', '{"keys":"none"}']) {
      for (let i = 0; i < 2; i += 1) {
        const { status, body, cors } = await answer(malformed);
        expect(status, malformed).toBe(500);
        expect(body.error, malformed).toMatch(/^The jwks function is not configured: SUPABASE_JWKS is not a JSON Web Key Set \(.+\)\.$/);
        expect(cors).toBe('*');
      }
    }
    expect(handler).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(3);
    expect(logged.mock.calls.every(([line]) => String(line).startsWith('[jwks] The jwks function is not configured: SUPABASE_JWKS '))).toBe(true);
    // A set or a bare array of keys is usable, and so is no value (the JWKS is then fetched).
    expect(await answer('[]')).toEqual({ status: 200, body: { ok: true }, cors: '*' });
    expect(await answer('  ')).toEqual({ status: 200, body: { ok: true }, cors: '*' });
  });

  it('answers a CORS preflight without running the handler', async () => {
    const handler = vi.fn(async () => json({ ok: true }));
    const entry = serveFunction('cors', handler, { env: () => PLATFORM });
    const response = await entry.fetch(new Request('http://fn.test/cors', { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a thrown error into a JSON 500 with CORS, and refuses an unknown key with 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const entry = serveFunction('throws', async () => {
      throw new Error('boom');
    }, { env: () => PLATFORM });
    const failed = await entry.fetch(new Request('http://fn.test/throws'));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'The throws function failed; try again.' });
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await entry.fetch(new Request('http://fn.test/throws', { headers: { apikey: 'sb_secret_wrong' } }));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Invalid API key' });
  });
});
