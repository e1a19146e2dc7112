// What integration tests share: the running backend's URL and keys, unmodified supabase-js
// clients for it, and throwaway users made through the admin API.
import crypto from 'node:crypto';
import http from 'node:http';
import { AuthApiError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, inject } from 'vitest';

export const PASSWORD = 'integration-pass-1';

export function backend() {
  return {
    url: inject('supabaseUrl'),
    publishableKey: inject('publishableKey'),
    secretKey: inject('secretKey'),
    /** Legacy HS256 keys. */
    anonKey: inject('anonKey'),
    serviceKey: inject('serviceKey'),
    jwtSecret: inject('jwtSecret'),
    /** Where the backend keeps Storage's files, one folder per bucket. */
    storageDir: inject('storageDir'),
  };
}

const noPersistence = { auth: { persistSession: false, autoRefreshToken: false } };

export function anonClient(): SupabaseClient {
  return createClient(backend().url, backend().anonKey, noPersistence);
}

/**
 * A fetch whose requests leave from the given loopback address (127.x.y.z: all of 127.0.0.0/8 is
 * the loopback on Linux), so the front door, which takes the client address from the socket,
 * sees a different client.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        request.url,
        { method: request.method, headers: Object.fromEntries(request.headers), localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            const status = res.statusCode ?? 502;
            const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(payload, { status, headers }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

/** A loopback address of its own for a test (a client no other test shares). */
export function randomLoopbackAddress(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `127.${1 + ((a as number) % 254)}.${b as number}.${1 + ((c as number) % 254)}`;
}

/** An anon client whose requests come from the given client address. */
export function anonClientFrom(localAddress: string): SupabaseClient {
  return createClient(backend().url, backend().anonKey, {
    ...noPersistence,
    global: { fetch: fetchFrom(localAddress) },
  });
}

/** The seeded staff accounts' password (supabase/seed.sql). */
export const DEMO_PASSWORD = 'demo-password-1';

/** A fresh client signed in as one of the seeded staff accounts (admin@demo.local, writer@demo.local...). */
export async function staffClient(email: string): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

export function serviceClient(): SupabaseClient {
  return createClient(backend().url, backend().serviceKey, noPersistence);
}

export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomBytes(5).toString('hex')}@integration.test`;
}

/** A confirmed user with PASSWORD, created with the service key. */
export async function createUser(label: string, metadata: Record<string, unknown> = {}) {
  const email = uniqueEmail(label);
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (error || !data.user) throw error ?? new Error('createUser returned no user');
  return { id: data.user.id, email };
}

/** A fresh client signed in as a new user. */
export async function signedInClient(label: string) {
  const user = await createUser(label);
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('sign-in returned no session');
  return { client, user, session: data.session };
}

export type StaffRole = 'writer' | 'admin' | 'super_admin';

/** A new user with a staff role (or none), signed in on a client of their own. */
export async function createStaff(label: string, role: StaffRole | null) {
  const user = await createUser(label, { full_name: `${label} Person` });
  if (role) {
    const { error } = await serviceClient().from('user_roles').insert({ user_id: user.id, role });
    if (error) throw error;
  }
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return { ...user, client, token: data.session.access_token };
}

/** Decodes a JWT's payload without verifying it (the server verified it). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}


/** GoTrue's errors all reach supabase-js as an AuthApiError with a status, a code and a message. */
export function expectAuthError(error: unknown, status: number, code: string, message?: string) {
  expect(error).toBeInstanceOf(AuthApiError);
  const apiError = error as AuthApiError;
  expect(apiError.status).toBe(status);
  expect(apiError.code).toBe(code);
  if (message !== undefined) expect(apiError.message).toBe(message);
  else expect(apiError.message.length).toBeGreaterThan(0);
}
