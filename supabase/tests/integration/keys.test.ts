// API keys and signing keys as a current hosted project has them: publishable/secret keys through
// unmodified supabase-js, ES256 sessions checkable against the public JWKS, and the legacy HS256
// keys and tokens still working beside them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeys } from '../../local/keys.ts';
import { backend, claimsOf, createUser, PASSWORD } from '../helpers/clients.ts';

const noPersistence = { auth: { persistSession: false, autoRefreshToken: false } };
const clientWith = (key: string): SupabaseClient => createClient(backend().url, key, noPersistence);

async function fetchJwks(): Promise<{ status: number; cacheControl: string | null; body: JSONWebKeySet }> {
  // No apikey: the JWKS is public, as on the hosted platform.
  const response = await fetch(`${backend().url}/auth/v1/.well-known/jwks.json`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

/** An ES256 token with plausible claims, signed by a key this backend has never seen. */
async function foreignToken(claims: Record<string, unknown>, kid?: string): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...(kid ? { kid } : {}) })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

describe('API keys', () => {
  it('uses the Supabase CLI local publishable and secret keys', () => {
    expect(backend().publishableKey).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(backend().secretKey).toBe('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz');
  });

  it('refuses an unknown sb_ key on /rest and /auth with 401 Invalid API key', async () => {
    for (const route of ['/rest/v1/blog_posts?select=id', '/auth/v1/settings']) {
      const response = await fetch(`${backend().url}${route}`, { headers: { apikey: 'sb_publishable_wrong' } });
      expect(response.status, route).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid API key' });
    }
  });

  it('opens the auth admin API to the secret key and not to the publishable key', async () => {
    const admin = await clientWith(backend().secretKey).auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(admin.error).toBeNull();
    expect(admin.data.users).toHaveLength(1);
    const visitor = await clientWith(backend().publishableKey).auth.admin.listUsers();
    expect(visitor.error?.status).toBe(403);
    expect(visitor.error?.code).toBe('not_admin');
  });
});

describe('ES256 sessions and the JWKS', () => {
  it('serves only the public signing key, cacheable, without an API key', async () => {
    const jwks = await fetchJwks();
    expect(jwks.status).toBe(200);
    expect(jwks.cacheControl).toBe('public, max-age=600');
    expect(jwks.body.keys).toHaveLength(1);
    const [key] = jwks.body.keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(typeof key?.kid).toBe('string');
    expect(key).not.toHaveProperty('d');
    expect(jwks.body.keys.some((k) => k.kty === 'oct')).toBe(false);
  });

  it('signs a supabase-js session with ES256 and the kid, verifiable with the JWKS alone', async () => {
    const user = await createUser('es256');
    const { data, error } = await clientWith(backend().publishableKey).auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    const jwks = (await fetchJwks()).body;
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: jwks.keys[0]?.kid });
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { algorithms: ['ES256'] });
    expect(payload).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', iss: `${backend().url}/auth/v1` });
  });

  it('refuses an ES256 token from a foreign key, even one naming this kid, at PostgREST and at /auth/v1/user', async () => {
    const user = await createUser('foreign');
    const kid = (await fetchJwks()).body.keys[0]?.kid;
    for (const token of [
      await foreignToken({ sub: user.id, role: 'authenticated', aud: 'authenticated' }, kid),
      await foreignToken({ sub: user.id, role: 'service_role' }),
    ]) {
      const rest = await fetch(`${backend().url}/rest/v1/rpc/integration_whoami`, {
        method: 'POST',
        headers: { apikey: backend().publishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(rest.status).toBe(401);
      expect(await rest.json()).toMatchObject({ code: 'PGRST301' });
      const auth = await fetch(`${backend().url}/auth/v1/user`, {
        headers: { apikey: backend().publishableKey, Authorization: `Bearer ${token}` },
      });
      expect(auth.status).toBe(403);
      // GoTrue's error body for a request without X-Supabase-Api-Version.
      expect(await auth.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    }
  });

  it('still accepts an HS256 user token signed with the legacy secret', async () => {
    const user = await createUser('hs256');
    const token = await new SignJWT({ sub: user.id, role: 'authenticated', aud: 'authenticated', email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(backend().jwtSecret));
    const client = createClient(backend().url, backend().publishableKey, {
      ...noPersistence,
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data, error } = await client.rpc('integration_whoami');
    expect(error).toBeNull();
    expect(data).toEqual({ uid: user.id, role: 'authenticated', email: user.email });
    const me = await clientWith(backend().publishableKey).auth.getUser(token);
    expect(me.data.user?.id).toBe(user.id);
  });
});

describe('REST with each kind of key', () => {
  // blog_posts RLS (migrations/20261122211000_blog.sql): anon reads published posts only.
  const tag = crypto.randomBytes(4).toString('hex');
  const published = `keys-${tag}-published`;
  const draft = `keys-${tag}-draft`;

  beforeAll(async () => {
    const { error } = await clientWith(backend().secretKey)
      .from('blog_posts')
      .insert([
        { title: 'Published by keys test', slug: published, content: 'x', author: 'Keys', status: 'published', published_at: new Date().toISOString() },
        { title: 'Draft by keys test', slug: draft, content: 'x', author: 'Keys', status: 'draft' },
      ]);
    if (error) throw error;
  });
  afterAll(async () => {
    await clientWith(backend().secretKey).from('blog_posts').delete().in('slug', [published, draft]);
  });

  async function slugsSeenWith(key: string) {
    const { data, error } = await clientWith(key).from('blog_posts').select('slug').like('slug', `keys-${tag}-%`).order('slug');
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.slug);
  }

  async function roleOf(key: string) {
    const { data, error } = await clientWith(key).rpc('integration_whoami');
    expect(error).toBeNull();
    return (data as { role: string }).role;
  }

  // Anonymous callers read posts through the public read function, which lists published ones
  // only (20261129100000_public_reads_through_functions.sql, paged by 20261202200000_blog_reading.sql); the table itself is closed to them.
  async function listedSlugsWith(key: string) {
    const { data, error } = await clientWith(key).rpc('blog_post_list', {});
    expect(error).toBeNull();
    // The first page: the newest posts, which this test's are.
    return ((data?.posts ?? []) as { slug: string }[]).map((row) => row.slug).filter((slug) => slug.startsWith(`keys-${tag}-`)).sort();
  }

  it('reads as anon with the publishable key and the legacy anon key: published rows only', async () => {
    for (const key of [backend().publishableKey, backend().anonKey]) {
      expect(await listedSlugsWith(key)).toEqual([published]);
      expect((await clientWith(key).from('blog_posts').select('slug').limit(1)).error?.code).toBe('42501');
      expect(await roleOf(key)).toBe('anon');
    }
  });

  it('bypasses RLS as service_role with the secret key and the legacy service key', async () => {
    for (const key of [backend().secretKey, backend().serviceKey]) {
      expect(await slugsSeenWith(key)).toEqual([draft, published]);
      expect(await roleOf(key)).toBe('service_role');
    }
  });

  it('takes an sb_ key in the apikey header alone, without Authorization', async () => {
    const response = await fetch(`${backend().url}/rest/v1/blog_posts?select=slug&slug=like.keys-${tag}-*&order=slug`, {
      headers: { apikey: backend().secretKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ slug: draft }, { slug: published }]);
  });
});

describe('key material on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-key-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the signing key across restarts, so earlier sessions still verify', async () => {
    const file = path.join(dir, 'signing-key.json');
    const first = await loadKeys({ jwtSecret: backend().jwtSecret, signingKeyFile: file });
    const token = await first.sign({ sub: 'someone', role: 'authenticated' });
    const second = await loadKeys({ jwtSecret: backend().jwtSecret, signingKeyFile: file });
    expect(second.kid).toBe(first.kid);
    expect(await second.verify(token)).toMatchObject({ sub: 'someone' });
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const elsewhere = await loadKeys({ jwtSecret: backend().jwtSecret, signingKeyFile: path.join(dir, 'other.json') });
    expect(elsewhere.kid).not.toBe(first.kid);
    await expect(elsewhere.verify(token)).rejects.toThrow();
  });

  it('mints short-lived role tokens, reused until they near expiry', async () => {
    const keys = await loadKeys({ jwtSecret: backend().jwtSecret, signingKeyFile: path.join(dir, 'roles.json') });
    const token = await keys.mintRoleToken('service_role');
    expect(await keys.mintRoleToken('service_role')).toBe(token);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: keys.kid });
    const claims = claimsOf(token);
    expect(claims.role).toBe('service_role');
    expect((claims.exp as number) - (claims.iat as number)).toBe(300);
    expect(claimsOf(await keys.mintRoleToken('anon')).role).toBe('anon');
  });

  it('tells the role of each kind of API key, and of nothing else', async () => {
    const keys = await loadKeys({ jwtSecret: backend().jwtSecret, signingKeyFile: path.join(dir, 'roles.json') });
    expect(await keys.roleForApiKey(backend().publishableKey)).toBe('anon');
    expect(await keys.roleForApiKey(backend().secretKey)).toBe('service_role');
    expect(await keys.roleForApiKey(backend().anonKey)).toBe('anon');
    expect(await keys.roleForApiKey(backend().serviceKey)).toBe('service_role');
    expect(await keys.roleForApiKey('sb_secret_wrong')).toBeUndefined();
    // A valid session token is no API key.
    expect(await keys.roleForApiKey(await keys.sign({ role: 'service_role' }))).toBeUndefined();
  });
});
