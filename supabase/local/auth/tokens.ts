// Sessions, rotating refresh tokens and the access tokens PostgREST and RLS read (ES256, as a
// current hosted project signs them), with the claims GoTrue puts in them (sub, role, session_id...).
import crypto from 'node:crypto';
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
}

export function newRefreshToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export async function createSession(
  client: pg.PoolClient,
  userId: string,
  meta: { ip: string; userAgent: string },
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.sessions (user_id, ip, user_agent, created_at, updated_at)
     values ($1, $2, $3, now(), now()) returning id`,
    [userId, meta.ip, meta.userAgent],
  );
  const sessionId = (rows[0] as { id: string }).id;
  const refreshToken = newRefreshToken();
  await client.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, session_id, created_at, updated_at)
     values ($1, $2, false, $3, now(), now())`,
    [refreshToken, userId, sessionId],
  );
  return { sessionId, refreshToken };
}

export async function signAccessToken(
  config: TokenConfig,
  user: UserRow,
  sessionId: string,
  method: string,
  authenticatedAt: number,
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
    aal: 'aal1',
    amr: [{ method, timestamp: authenticatedAt }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  });
  return { token, iat, exp };
}

export async function tokenResponse(
  config: TokenConfig,
  user: UserRow,
  userJson: Record<string, unknown>,
  session: { sessionId: string; refreshToken: string },
  method = 'password',
  authenticatedAt = Math.floor(Date.now() / 1000),
): Promise<Record<string, unknown>> {
  const access = await signAccessToken(config, user, session.sessionId, method, authenticatedAt);
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
