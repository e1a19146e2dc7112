// What integration tests share: the running backend's URL and keys, unmodified supabase-js
// clients for it, and throwaway users made through the admin API.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';

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
  };
}

const noPersistence = { auth: { persistSession: false, autoRefreshToken: false } };

export function anonClient(): SupabaseClient {
  return createClient(backend().url, backend().anonKey, noPersistence);
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

/** Decodes a JWT's payload without verifying it (the server verified it). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

