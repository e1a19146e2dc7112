// The functions as the hosted platform runs them: each supabase/functions/<name>/index.ts served
// by a real Deno process behind /functions/v1, the caller's key or token checked by the function,
// unknown names a 404 JSON.
import fs from 'node:fs';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { anonClient, backend, serviceClient, signedInClient } from '../helpers/clients.ts';

function health(headers: Record<string, string> = {}, query = ''): Promise<Response> {
  return fetch(`${backend().url}/functions/v1/health${query}`, { headers });
}

describe('functions in Deno', () => {
  it('runs in a Deno process', () => {
    const pid = inject('functionsPid');
    expect(pid).toBeGreaterThan(0);
    expect(fs.readlinkSync(`/proc/${pid}/exe`)).toMatch(/\/deno$/);
  });

  it('runs a function for a signed-in user, with the token verified', async () => {
    const { client } = await signedInClient('fn');
    const { data, error } = await client.functions.invoke('health', { body: { hello: 'there' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true, function: 'health', method: 'POST', caller: 'user', hasAuthorization: true });
  });

  it('knows the public key, the secret key and no credentials apart', async () => {
    expect(await (await health({ apikey: backend().publishableKey })).json()).toMatchObject({ caller: 'anon' });
    expect(await (await health({ apikey: backend().secretKey })).json()).toMatchObject({ caller: 'service' });
    expect(await (await health({ apikey: backend().anonKey })).json()).toMatchObject({ caller: 'anon' });
    expect(await (await health({ apikey: backend().serviceKey })).json()).toMatchObject({ caller: 'service' });
    expect(await (await health()).json()).toMatchObject({ caller: 'anon', hasAuthorization: false });
    const { data } = await serviceClient().functions.invoke('health');
    expect(data).toMatchObject({ caller: 'service' });
    const secret = createClient(backend().url, backend().secretKey, { auth: { persistSession: false } });
    expect((await secret.functions.invoke('health')).data).toMatchObject({ caller: 'service' });
  });

  it('verifies a session token against the JWKS, and still takes a legacy HS256 one', async () => {
    const { session, user } = await signedInClient('fn-jwks');
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'ES256' });
    expect(await (await health({ Authorization: `Bearer ${session.access_token}` })).json()).toMatchObject({ caller: 'user' });
    const legacy = await new SignJWT({ role: 'authenticated', sub: user.id, aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(backend().jwtSecret));
    expect(await (await health({ Authorization: `Bearer ${legacy}` })).json()).toMatchObject({ caller: 'user' });
  });

  it('refuses a token signed with another key and an unknown API key', async () => {
    const forged = await new SignJWT({ role: 'service_role', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-project-secret-but-32-characters-long'));
    const refused = await health({ Authorization: `Bearer ${forged}` });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Invalid JWT' });
    const outbox = await fetch(`${backend().url}/functions/v1/process-outbox`, { method: 'POST', headers: { Authorization: `Bearer ${forged}` } });
    expect(outbox.status).toBe(401);
    expect(await outbox.json()).toEqual({ error: 'Invalid JWT' });
    const badKey = await fetch(`${backend().url}/functions/v1/process-outbox`, { method: 'POST', headers: { apikey: 'sb_secret_not-a-key' } });
    expect(badKey.status).toBe(401);
    expect(await badKey.json()).toEqual({ error: 'Invalid API key' });
  });

  it('answers a publishable key where the secret key is needed with 401 and why', async () => {
    const response = await fetch(`${backend().url}/functions/v1/process-outbox`, { method: 'POST', headers: { apikey: backend().anonKey } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'This function needs the secret key or a signed-in admin; a publishable key is not enough.',
    });
  });

  it('passes the query string through', async () => {
    const response = await health({ Authorization: `Bearer ${backend().anonKey}` }, '?echo=abc');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ method: 'GET', echo: 'abc' });
  });

  it('answers CORS preflights itself, as hosted functions must', async () => {
    const response = await fetch(`${backend().url}/functions/v1/create-zoho-lead`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('answers an unknown function, shared code and a traversal attempt with 404 JSON', async () => {
    const { data, error } = await anonClient().functions.invoke('no-such-function');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(((error as FunctionsHttpError).context as Response).status).toBe(404);
    for (const name of ['no-such-function', '_shared', '..%2F..%2Flocal%2Fserver', '%E0%A4%A']) {
      const response = await fetch(`${backend().url}/functions/v1/${name}`, { method: 'POST', body: '{}' });
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
  });

  it('no longer serves the old /api endpoints', async () => {
    const response = await fetch(`${backend().url}/api/track`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
