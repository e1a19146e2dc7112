// Who is calling a function. The hosted gateway no longer checks JWTs for us (verify_jwt is off:
// it cannot check tokens signed with the project's asymmetric keys), so each request's key or
// token is checked here: API keys by value, session JWTs by signature against the project's JWKS.
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Env, FunctionContext } from './context.ts';

export interface ApiKeys {
  /** The key the browser holds (sb_publishable_…, or the legacy anon JWT). */
  publishable: string | undefined;
  /** The key that acts as service_role (sb_secret_…, or the legacy service_role JWT). */
  secret: string | undefined;
  /** Every accepted key of each kind (the platform may hand several). */
  publishableKeys: ReadonlySet<string>;
  secretKeys: ReadonlySet<string>;
  /** Resolves the key a session JWT was signed with. */
  jwks: JWTVerifyGetKey;
  /**
   * The legacy HS256 JWT secret, when a project still signs with it (optional): the function
   * secret LEGACY_JWT_SECRET, as `supabase secrets set` skips every name starting with SUPABASE_.
   */
  legacySecret: Uint8Array | undefined;
}

export type Caller =
  | { kind: 'service' }
  | { kind: 'user'; userId: string; claims: JWTPayload }
  | { kind: 'anon' }
  | { kind: 'invalid'; message: string };

/** SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS are JSON objects of named keys. */
function namedKeys(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.values(parsed as Record<string, unknown>).filter((value): value is string => typeof value === 'string' && value !== '');
    }
  } catch {
    // A malformed value names no key; the function then answers that the key is missing.
  }
  return [];
}

/**
 * SUPABASE_JWKS as the platform gives it: a JWK set ({ "keys": [...] }) or a bare array of keys,
 * as JSON. Says what is wrong with a value that is neither.
 */
export function inlineJwks(raw: string): { jwks: JWTVerifyGetKey } | { problem: string } {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed === null || typeof parsed !== 'object') return { problem: 'is not a JSON Web Key Set (a JSON object with "keys")' };
    const keys = Array.isArray(parsed) ? parsed : ((parsed as { keys?: unknown }).keys ?? []);
    return { jwks: createLocalJWKSet({ keys } as { keys: never[] }) };
  } catch (error) {
    return { problem: `is not a JSON Web Key Set (${(error as Error).message})` };
  }
}

function present(...values: (string | undefined)[]): string[] {
  return values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** The keys as the hosted platform provides them, new ones first, legacy ones still accepted. */
export function apiKeysFromEnv(env: Env): ApiKeys {
  const publishable = [...namedKeys(env.SUPABASE_PUBLISHABLE_KEYS), ...present(env.SUPABASE_PUBLISHABLE_KEY, env.SUPABASE_ANON_KEY)];
  const secret = [...namedKeys(env.SUPABASE_SECRET_KEYS), ...present(env.SUPABASE_SECRET_KEY, env.SUPABASE_SERVICE_ROLE_KEY)];
  let jwks: JWTVerifyGetKey;
  const inline = env.SUPABASE_JWKS?.trim();
  if (inline) {
    const parsed = inlineJwks(inline);
    if ('problem' in parsed) throw new Error(`SUPABASE_JWKS ${parsed.problem}`);
    jwks = parsed.jwks;
  } else {
    const base = (env.SUPABASE_URL ?? 'http://invalid.localhost').replace(/\/+$/, '');
    jwks = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`));
  }
  return {
    publishable: publishable[0],
    secret: secret[0],
    publishableKeys: new Set(publishable),
    secretKeys: new Set(secret),
    jwks,
    legacySecret: env.LEGACY_JWT_SECRET ? new TextEncoder().encode(env.LEGACY_JWT_SECRET) : undefined,
  };
}

function bearer(request: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

function byKey(key: string, keys: ApiKeys): Caller | undefined {
  if (keys.secretKeys.has(key)) return { kind: 'service' };
  if (keys.publishableKeys.has(key)) return { kind: 'anon' };
  return undefined;
}

async function verifyJwt(token: string, keys: ApiKeys): Promise<JWTPayload | undefined> {
  try {
    return (await jwtVerify(token, keys.jwks, { algorithms: ['ES256', 'RS256', 'EdDSA'] })).payload;
  } catch {
    if (!keys.legacySecret) return undefined;
    try {
      return (await jwtVerify(token, keys.legacySecret, { algorithms: ['HS256'] })).payload;
    } catch {
      return undefined;
    }
  }
}

/**
 * The caller: a secret key (or a service_role JWT) is the service, a signed-in user's JWT is that
 * user, a publishable key or nothing at all is anonymous; anything presented that does not
 * verify is invalid (answer 401), never quietly treated as anonymous.
 */
export async function verifyCaller(request: Request, keys: ApiKeys): Promise<Caller> {
  const token = bearer(request);
  const apikey = request.headers.get('apikey')?.trim() || undefined;
  if (token) {
    const known = byKey(token, keys);
    if (known) return known;
    if (token.startsWith('sb_')) return { kind: 'invalid', message: 'Invalid API key' };
    const claims = await verifyJwt(token, keys);
    if (!claims) return { kind: 'invalid', message: 'Invalid JWT' };
    if (claims.role === 'service_role') return { kind: 'service' };
    if (claims.role === 'authenticated' && typeof claims.sub === 'string') return { kind: 'user', userId: claims.sub, claims };
    return { kind: 'anon' };
  }
  if (apikey) return byKey(apikey, keys) ?? { kind: 'invalid', message: 'Invalid API key' };
  return { kind: 'anon' };
}

export type StaffCaller =
  | { kind: 'service' }
  | { kind: 'admin'; userId: string; superAdmin: boolean }
  /** Signed in, but not an active admin: 403. */
  | { kind: 'other' }
  /** No usable credentials (nothing, a publishable key, or something that did not verify): 401. */
  | { kind: 'invalid'; message: string };

export const STAFF_ONLY = 'This function needs the secret key or a signed-in admin; a publishable key is not enough.';

/**
 * For functions that staff or the platform call: the service (secret key), an admin (asked of
 * Postgres as that user: is_admin() also refuses suspended users, and an admin who must sign in
 * with a second factor and has not is no admin here), another signed-in user, or no usable
 * credentials.
 */
export async function identifyStaff(request: Request, context: FunctionContext): Promise<StaffCaller> {
  const caller = await context.caller(request);
  if (caller.kind === 'service' || caller.kind === 'invalid') return caller;
  if (caller.kind === 'anon') return { kind: 'invalid', message: STAFF_ONLY };
  const asUser = context.asCaller(request);
  const [admin, superAdmin, needsSecondFactor] = await Promise.all([
    asUser.rpc('is_admin'),
    asUser.rpc('is_super_admin'),
    asUser.rpc('staff_needs_second_factor'),
  ]);
  if (admin.error || admin.data !== true) return { kind: 'other' };
  // Two-factor sign-in required and this session not verified with a code (aal2): as RLS refuses
  // such an admin the admin tables, the functions that act for admins refuse them too.
  if (needsSecondFactor.error || needsSecondFactor.data !== false) return { kind: 'other' };
  return { kind: 'admin', userId: caller.userId, superAdmin: superAdmin.data === true };
}
