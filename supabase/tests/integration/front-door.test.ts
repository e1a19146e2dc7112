// The front door's own duties: the CLI's demo keys, CORS, API-key checks, body limits and
// answers (never hangs or 500s) to malformed input.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { backend } from '../helpers/clients.ts';

// The Supabase CLI's well-known local keys, copied from its documentation.
const CLI_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const CLI_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

describe('keys', () => {
  it('uses the Supabase CLI demo keys byte for byte', () => {
    expect(backend().anonKey).toBe(CLI_ANON_KEY);
    expect(backend().serviceKey).toBe(CLI_SERVICE_KEY);
  });
});

describe('CORS, as the hosted gateway answers it (its cors plugin, no list of origins)', () => {
  it('answers a preflight from any origin with *, the methods and the headers supabase-js sends', async () => {
    for (const origin of ['http://localhost:3000', 'https://www.silverstatebooks.example']) {
      const response = await fetch(`${backend().url}/rest/v1/integration_probe`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const allowHeaders = response.headers.get('access-control-allow-headers') ?? '';
      for (const name of ['apikey', 'authorization', 'x-client-info', 'prefer', 'accept-profile', 'content-profile', 'x-supabase-api-version', 'content-type', 'range', 'x-upsert']) {
        expect(allowHeaders.split(/,\s*/)).toContain(name);
      }
      const methods = response.headers.get('access-control-allow-methods') ?? '';
      expect(methods.split(/,\s*/)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    }
  });

  it('exposes Content-Range, so a page can read a count', async () => {
    const response = await fetch(`${backend().url}/rest/v1/integration_probe?select=id`, {
      headers: { Origin: 'http://127.0.0.1:3004', apikey: backend().serviceKey, Prefer: 'count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(response.headers.get('content-range')).toMatch(/^(\*|\d+-\d+)\/\d+$/);
  });
});

describe('API key and input checks', () => {
  it('asks for an API key on /rest and /auth', async () => {
    for (const path of ['/rest/v1/integration_probe', '/auth/v1/settings']) {
      const response = await fetch(`${backend().url}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ message: 'No API key found in request' });
    }
  });

  it('answers malformed JSON to auth with 400 bad_json', async () => {
    const response = await fetch(`${backend().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, 'Content-Type': 'application/json' },
      body: '{"email": "a@b.c", "password": ',
    });
    // No X-Supabase-Api-Version sent: GoTrue's initial error shape, and no version header back.
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(response.headers.get('x-sb-error-code')).toBe('bad_json');
    expect(await response.json()).toMatchObject({ code: 400, error_code: 'bad_json' });
  });

  it('answers an oversized auth body with GoTrue\'s 413', async () => {
    const response = await fetch(`${backend().url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'big@integration.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error_code: 'request_entity_too_large', msg: 'Request body too large (max 1048576 bytes)' });
  });

  it('answers auth settings and health like GoTrue', async () => {
    const settings = await fetch(`${backend().url}/auth/v1/settings`, { headers: { apikey: backend().anonKey } });
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ external: { email: true }, disable_signup: true });
    const health = await fetch(`${backend().url}/auth/v1/health`, { headers: { apikey: backend().anonKey } });
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await fetch(`${backend().url}/nowhere/at/all`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
  });

  it('answers garbage on the socket with 400 and closes it', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(backend().url).port), '127.0.0.1', () => socket.write('THIS IS NOT HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.setTimeout(5000, () => reject(new Error('socket hung')));
    });
    expect(reply.startsWith('HTTP/1.1 400')).toBe(true);
  });
});
