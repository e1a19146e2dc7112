// Sessions, rotating refresh tokens and the access tokens PostgREST and RLS read (ES256, as a
// current hosted project signs them), with the claims GoTrue puts in them (sub, role, session_id...).
import crypto from 'node:crypto';
import net from 'node:net';
import type { JWTPayload } from 'jose';
import type pg from 'pg';
import { appMetadata, type UserRow } from './users.ts';
import { errors } from './errors.ts';

export interface TokenConfig {
  /** Signs with the backend's ES256 key; verifies its own tokens and legacy HS256 ones. */
  keys: { sign(claims: JWTPayload): Promise<string>; verify(token: string): Promise<JWTPayload> };
  /** Access-token lifetime, seconds. */
  expiry: number;
  /** `iss` claim: the public auth URL. */
  issuer: string;
}

export interface AccessClaims extends JWTPayload {
  sub?: string;
  role?: string;
  email?: string;
  session_id?: string;
  aal?: string;
}

export function newRefreshToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/**
 * A new session at aal1, as GoTrue's sign-ins make one: the client's address and user agent kept,
 * the authentication method recorded as its first AMR claim, and its first refresh token.
 */
export async function createSession(
  client: pg.PoolClient,
  userId: string,
  meta: { ip: string; userAgent: string },
  method = 'password',
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.sessions (user_id, ip, user_agent, aal, created_at, updated_at)
     values ($1, $2, $3, 'aal1', now(), now()) returning id`,
    [userId, inetOrNull(meta.ip), meta.userAgent],
  );
  const sessionId = (rows[0] as { id: string }).id;
  await addAmrClaim(client, sessionId, method);
  const refreshToken = newRefreshToken();
  await client.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, session_id, created_at, updated_at)
     values ($1, $2, false, $3, now(), now())`,
    [refreshToken, userId, sessionId],
  );
  return { sessionId, refreshToken };
}

/** The client address as an inet value, or null when it is not one (GoTrue stores none then). */
function inetOrNull(ip: string): string | null {
  return net.isIP(ip) ? ip : null;
}

/** GoTrue's AddClaimToSession: one claim per method and session, its time renewed on each use. */
export async function addAmrClaim(client: pg.PoolClient, sessionId: string, method: string): Promise<void> {
  await client.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The AMR methods that raise a session to aal2 (GoTrue's IsAAL2Claim). */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export interface Assurance {
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
}

/**
 * GoTrue's CalculateAALAndAMR: the session's AMR claims, most recent first, and aal2 when one of
 * them is a second factor. A session without claims (made before they were kept) has `fallback`.
 */
export async function sessionAssurance(client: pg.PoolClient, sessionId: string, fallback: Assurance['amr'][number]): Promise<Assurance> {
  const { rows } = await client.query<{ method: string; at: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as at
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  if (rows.length === 0) return { aal: 'aal1', amr: [fallback] };
  const amr = rows.map((row) => ({ method: row.method, timestamp: Number(row.at) }));
  return { aal: amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1', amr };
}

export async function signAccessToken(
  config: TokenConfig,
  user: UserRow,
  sessionId: string,
  assurance: Assurance,
): Promise<{ token: string; iat: number; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.expiry;
  const token = await config.keys.sign({
    iss: config.issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: assurance.aal,
    amr: assurance.amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  });
  return { token, iat, exp };
}

/** The session's tokens, its access token carrying the session's aal and amr as GoTrue's do. */
export async function tokenResponse(
  client: pg.PoolClient,
  config: TokenConfig,
  user: UserRow,
  userJson: Record<string, unknown>,
  session: { sessionId: string; refreshToken: string },
  method = 'password',
  authenticatedAt = Math.floor(Date.now() / 1000),
): Promise<Record<string, unknown>> {
  const assurance = await sessionAssurance(client, session.sessionId, { method, timestamp: authenticatedAt });
  const access = await signAccessToken(config, user, session.sessionId, assurance);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: config.expiry,
    expires_at: access.exp,
    refresh_token: session.refreshToken,
    user: userJson,
  };
}

/** Verifies a bearer token from the Authorization header; GoTrue's errors when it is unusable. */
export async function verifyBearer(config: TokenConfig, authorization: string | undefined): Promise<AccessClaims> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw errors.noAuthorization();
  try {
    return (await config.keys.verify(match[1] as string)) as AccessClaims;
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw errors.badJwt(code === 'ERR_JWT_EXPIRED' ? 'token has invalid claims: token is expired' : 'signature is invalid');
  }
}
