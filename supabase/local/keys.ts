// All key material of the local backend in one place, shaped like a current hosted project:
// publishable/secret API keys, an ES256 key Auth signs sessions with (published as a JWKS), and
// the legacy HS256 anon/service_role keys the Supabase CLI still hands out.
import fs from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/** The Supabase CLI's local publishable and secret keys. */
export const DEFAULT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEFAULT_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export type ApiRole = 'anon' | 'service_role';

/** Lifetime of the role tokens the front door puts upstream for an sb_ key, seconds. */
const ROLE_TOKEN_LIFETIME = 300;
/** A cached role token is replaced when it has less than this left, seconds. */
const ROLE_TOKEN_RENEW_BEFORE = 60;
const ROLE_TOKEN_ISSUER = 'supabase';

/** Same expiry as the Supabase CLI's demo keys (2032-11-12). */
const DEMO_KEY_EXPIRY = 1983812996;

/**
 * The legacy anon and service_role API keys. With the default secret these come out
 * byte-identical to the CLI's well-known demo keys, because the header and claims are written in
 * the same order.
 */
export async function makeApiKeys(jwtSecret: string): Promise<{ anonKey: string; serviceKey: string }> {
  const secret = new TextEncoder().encode(jwtSecret);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret);
  return { anonKey: await sign('anon'), serviceKey: await sign('service_role') };
}

/**
 * The ES256 signing key, kept in a file so that sessions signed before a restart still verify
 * after it. Made on first use; the kid is the key's JWK thumbprint.
 */
async function loadSigningKey(file: string): Promise<JWK & { kid: string }> {
  if (!fs.existsSync(file)) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const stored = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'ES256' };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written under a temporary name and linked into place, so a crash never leaves half a key
    // and, of two first starts at once, both end up using the key that was linked first.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
  if (stored.kty !== 'EC' || stored.crv !== 'P-256' || !stored.d || !stored.kid) {
    throw new Error(`${file} is not an ES256 private JWK with a kid; delete it to make a new key`);
  }
  return stored as JWK & { kid: string };
}

export interface KeyOptions {
  /** Secret of the legacy HS256 keys and tokens. */
  jwtSecret: string;
  /** Where the ES256 signing key is kept (made on first start). */
  signingKeyFile: string;
  publishableKey?: string;
  secretKey?: string;
}

export type Keys = Awaited<ReturnType<typeof loadKeys>>;

export async function loadKeys(options: KeyOptions) {
  const publishableKey = options.publishableKey ?? DEFAULT_PUBLISHABLE_KEY;
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  // The front door tells an sb_ key from a JWT by its prefix, so a key without it would never match.
  if (!publishableKey.startsWith('sb_publishable_')) throw new Error('The publishable key must start with sb_publishable_');
  if (!secretKey.startsWith('sb_secret_')) throw new Error('The secret key must start with sb_secret_');

  const jwtSecret = options.jwtSecret;
  const hmacSecret = new TextEncoder().encode(jwtSecret);
  const { anonKey, serviceKey } = await makeApiKeys(jwtSecret);

  const signingJwk = await loadSigningKey(options.signingKeyFile);
  const kid = signingJwk.kid;
  const { d: _private, ...publicParts } = signingJwk;
  const publicJwk: JWK = { ...publicParts, kid, alg: 'ES256', use: 'sig' };
  const privateKey = (await importJWK(signingJwk, 'ES256')) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, 'ES256')) as CryptoKey;
  const legacyJwk: JWK = {
    kty: 'oct',
    k: Buffer.from(hmacSecret).toString('base64url'),
    alg: 'HS256',
    use: 'sig',
  };

  /** Signs a token with the ES256 key, its kid in the header (what Auth and the gateway issue). */
  function sign(claims: JWTPayload): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid }).sign(privateKey);
  }

  /**
   * Verifies a token signed by this backend: ES256 with its own key, or HS256 with the legacy
   * secret (the legacy keys and tokens made with the secret keep working, as on the CLI stack).
   */
  async function verify(token: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        if (header.alg === 'HS256') return hmacSecret;
        if (header.kid !== undefined && header.kid !== kid) throw new Error('unknown signing key');
        return publicKey;
      },
      { algorithms: ['ES256', 'HS256'] },
    );
    return payload;
  }

  // Legacy keys are JWTs: any one signed with the secret and a role of anon/service_role is
  // accepted (as the CLI gateway does), so verdicts are remembered instead of re-verified.
  const legacyVerdicts = new Map<string, ApiRole | null>([
    [anonKey, 'anon'],
    [serviceKey, 'service_role'],
  ]);
  async function roleForApiKey(key: string): Promise<ApiRole | undefined> {
    if (key === publishableKey) return 'anon';
    if (key === secretKey) return 'service_role';
    if (key.startsWith('sb_')) return undefined;
    const known = legacyVerdicts.get(key);
    if (known !== undefined) return known ?? undefined;
    let role: ApiRole | null = null;
    try {
      const { payload } = await jwtVerify(key, hmacSecret, { algorithms: ['HS256'] });
      if (payload.role === 'anon' || payload.role === 'service_role') role = payload.role;
    } catch {
      role = null;
    }
    if (legacyVerdicts.size < 1000) legacyVerdicts.set(key, role);
    return role ?? undefined;
  }

  const roleTokens = new Map<ApiRole, { token: string; exp: number }>();
  /** A short-lived JWT of the role, what the gateway sends upstream in place of an sb_ key. */
  async function mintRoleToken(role: ApiRole): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const cached = roleTokens.get(role);
    if (cached && cached.exp - now > ROLE_TOKEN_RENEW_BEFORE) return cached.token;
    const exp = now + ROLE_TOKEN_LIFETIME;
    const token = await sign({ role, iss: ROLE_TOKEN_ISSUER, iat: now, exp });
    roleTokens.set(role, { token, exp });
    return token;
  }

  return {
    publishableKey,
    secretKey,
    /** Legacy HS256 API keys. */
    anonKey,
    serviceKey,
    jwtSecret,
    kid,
    /** What /auth/v1/.well-known/jwks.json serves: the public signing key only. */
    publicJwks(): { keys: JWK[] } {
      return { keys: [{ ...publicJwk }] };
    },
    /** PostgREST's PGRST_JWT_SECRET: the public signing key plus the legacy secret. */
    postgrestJwks(): { keys: JWK[] } {
      return { keys: [{ ...publicJwk }, { ...legacyJwk }] };
    },
    sign,
    verify,
    roleForApiKey,
    mintRoleToken,
  };
}
