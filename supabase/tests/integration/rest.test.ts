// /rest/v1 through the front door to the real PostgREST: RLS sees the caller's auth.uid(), and
// bad requests come back as 4xx errors, never 500s.
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonClient, backend, serviceClient, signedInClient } from '../helpers/clients.ts';

describe('REST with row-level security', () => {
  it('inserts and selects as the signed-in user, and RLS hides other users rows', async () => {
    const alice = await signedInClient('alice');
    const bob = await signedInClient('bob');

    const inserted = await alice.client.from('integration_probe').insert({ note: 'from alice' }).select().single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ note: 'from alice', owner: alice.user.id });

    const own = await alice.client.from('integration_probe').select('note, owner');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ note: 'from alice', owner: alice.user.id }]);

    const others = await bob.client.from('integration_probe').select('note');
    expect(others.error).toBeNull();
    expect(others.data).toEqual([]);

    // Inserting a row owned by someone else breaks the policy's check.
    const forged = await bob.client.from('integration_probe').insert({ note: 'spoof', owner: alice.user.id });
    expect(forged.error?.code).toBe('42501');
  });

  it('runs as anon without a session and as service_role with the service key', async () => {
    const anon = await anonClient().rpc('integration_whoami');
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual({ uid: null, role: 'anon', email: null });

    const denied = await anonClient().from('integration_probe').select('id');
    expect(denied.error?.code).toBe('42501');

    const service = await serviceClient().rpc('integration_whoami');
    expect(service.data).toMatchObject({ role: 'service_role' });
  });

  it('passes the user JWT claims to Postgres', async () => {
    const { client, user } = await signedInClient('whoami');
    const { data, error } = await client.rpc('integration_whoami');
    expect(error).toBeNull();
    expect(data).toEqual({ uid: user.id, role: 'authenticated', email: user.email });
  });
});

describe('REST errors', () => {
  it('answers an unknown table with a 404 error', async () => {
    const { error, status } = await anonClient().from('no_such_table_here').select('*');
    expect(status).toBe(404);
    expect(['42P01', 'PGRST205']).toContain(error?.code);
  });

  it('answers a malformed filter with 400', async () => {
    const { error, status } = await serviceClient().from('integration_probe').select('id').filter('id', 'nonsense', 'x');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it('answers a body over 1 MB with 413', async () => {
    const { client } = await signedInClient('bigbody');
    const { error, status } = await client.from('integration_probe').insert({ note: 'x'.repeat(1_100_000) });
    expect(status).toBe(413);
    expect(error?.code).toBe('request_too_large');
  });

  it('rejects a user token signed with another secret with 401', async () => {
    const forged = await new SignJWT({ role: 'service_role', sub: '00000000-0000-4000-8000-000000000001' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-32-chars!!'));
    const client = createClient(backend().url, backend().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${forged}` } },
    });
    const { error, status } = await client.from('integration_probe').select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('rejects a forged API key at the front door with 401 Invalid API key', async () => {
    const forgedKey = await new SignJWT({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('a-completely-different-secret-of-32-chars!!'));
    const response = await fetch(`${backend().url}/rest/v1/integration_probe?select=id`, {
      headers: { apikey: forgedKey, Authorization: `Bearer ${forgedKey}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid API key' });
  });
});

describe('the review figures (docs/architecture.md#d36)', () => {
  it('are read by a plain GET with only the publishable key, as the public pages read them', async () => {
    const { url, publishableKey } = backend();
    const response = await fetch(`${url}/rest/v1/rpc/review_stats`, { headers: { apikey: publishableKey, Accept: 'application/json' } });
    expect(response.status).toBe(200);
    const { count } = await serviceClient().from('reviews').select('id', { count: 'exact', head: true });
    const [row] = (await response.json()) as { review_count: number; average_rating: number }[];
    expect(row?.review_count).toBe(count);
    expect(row?.average_rating).toBeGreaterThanOrEqual(1);
    expect(row?.average_rating).toBeLessThanOrEqual(5);
  });
});
