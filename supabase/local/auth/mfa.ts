// GoTrue's multi-factor authentication with TOTP, as supabase-js's auth.mfa calls it: enrolment
// (POST /factors), challenges and their verification (POST /factors/{id}/challenge and /verify),
// which raise the session to aal2, removal (DELETE /factors/{id}), and the admin API's
// GET /admin/users/{id}/factors and DELETE /admin/users/{id}/factors/{factor_id}. Request and
// response shapes, error codes and rules follow GoTrue's internal/api/mfa.go; config.toml's
// [auth.mfa] settings (project-config.ts) turn TOTP on or off and bound the factors a user has.
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type pg from 'pg';
import type { Database } from '../database.ts';
import type { AuthConfig } from '../project-config.ts';
import { AuthError, errors } from './errors.ts';
import { addAmrClaim, newRefreshToken, tokenResponse, type AccessClaims, type TokenConfig } from './tokens.ts';
import { FACTOR_COLUMNS, factorJson, findUserById, userFactors, userJson, type FactorRow, type UserRow } from './users.ts';

/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION default (and minimum): a challenge lives 300 s. */
export const CHALLENGE_EXPIRY_S = 300;
/** GoTrue's MFA_FACTOR_EXPIRY_DURATION: an unverified factor never challenged is dropped after 300 s. */
const FACTOR_EXPIRY_S = 300;
/** GoTrue's MFA_MAX_VERIFIED_FACTORS default. */
const MAX_VERIFIED_FACTORS = 10;
/** GoTrue's totp.ValidateCustom options: SHA-1, 6 digits, 30-second steps, one step either side. */
const TOTP_PERIOD = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
/** pquerna/otp's default secret: 20 random bytes, base32 without padding. */
const SECRET_BYTES = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mfaErrors = {
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  badFactorId: () => new AuthError(404, 'validation_failed', 'factor_id must be an UUID'),
  totpEnrollDisabled: () => new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP'),
  totpVerifyDisabled: () => new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP'),
  phoneEnrollDisabled: () => new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
  webauthnEnrollDisabled: () => new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'),
  tooManyFactors: () =>
    new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue'),
  nameConflict: (name: string) =>
    new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`),
  challengeNotFound: () => new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  /** GoTrue's answer to a challenge already verified, or verified from another address. */
  challengeUsed: () => new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  wrongCode: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  enrollNeedsAal2: () => new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  unenrollNeedsAal2: () => new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
};

export interface MfaRequest {
  ip: string;
  body: Record<string, unknown>;
}

export interface MfaDeps {
  db: Database;
  tokens: TokenConfig;
  config: AuthConfig;
  /** The signed-in caller of the request, as GoTrue's requireAuthentication finds them. */
  caller(client: pg.PoolClient): Promise<{ claims: AccessClaims; user: UserRow }>;
}

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw errors.badJson(`json: cannot unmarshal ${typeof value} into Go struct field .${key} of type string`);
  }
  return value;
}

/** The session of the caller's token, which GoTrue needs for every /factors request. */
async function sessionOf(client: pg.PoolClient, claims: AccessClaims): Promise<{ id: string; aal: string }> {
  const { rows } = await client.query<{ id: string; aal: string | null }>('select id, aal::text from auth.sessions where id = $1', [
    claims.session_id ?? null,
  ]);
  const row = rows[0];
  if (!row) throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor');
  return { id: row.id, aal: row.aal ?? 'aal1' };
}

/** GoTrue's loadFactor: a factor of this user, by its id in the path. */
async function ownedFactor(client: pg.PoolClient, userId: string, factorId: string, lock = false): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw mfaErrors.badFactorId();
  const { rows } = await client.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 and id = $2${lock ? ' for update' : ''}`,
    [userId, factorId],
  );
  if (!rows[0]) throw mfaErrors.factorNotFound();
  return rows[0];
}

/** GoTrue's DowngradeSessionsToAAL1: the sessions this factor raised lose its claim and aal2. */
async function downgradeSessions(client: pg.PoolClient, factor: FactorRow): Promise<void> {
  await client.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = 'totp'`,
    [factor.id],
  );
  await client.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`, [
    factor.user_id,
    factor.id,
  ]);
}

function totpFor(secret: string, issuer = '', label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function createMfa(deps: MfaDeps) {
  const { db, tokens, config } = deps;

  /** GoTrue's validateFactors, run before a factor is added. */
  async function checkNewFactor(client: pg.PoolClient, userId: string, name: string, sessionAal: string): Promise<void> {
    await client.query(
      `delete from auth.mfa_factors f
        where f.status <> 'verified'
          and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
          and f.created_at + make_interval(secs => $1) < now()`,
      [FACTOR_EXPIRY_S],
    );
    const factors = await userFactors(client, userId);
    if (factors.some((factor) => (factor.friendly_name ?? '') === name)) throw mfaErrors.nameConflict(name);
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) throw mfaErrors.tooManyFactors();
    if (verified > 0 && sessionAal !== 'aal2') throw mfaErrors.enrollNeedsAal2();
  }

  /** POST /factors. */
  async function enroll(req: MfaRequest) {
    const factorType = text(req.body, 'factor_type');
    const friendlyName = text(req.body, 'friendly_name');
    if (factorType === 'phone') throw mfaErrors.phoneEnrollDisabled();
    if (factorType === 'webauthn') throw mfaErrors.webauthnEnrollDisabled();
    if (factorType !== 'totp') throw errors.validation('factor_type needs to be totp, phone, or webauthn');
    if (!config.mfa.totpEnroll) throw mfaErrors.totpEnrollDisabled();
    const issuer = text(req.body, 'issuer') || new URL(config.siteUrl).host;
    return db.transaction(async (client) => {
      const { claims, user } = await deps.caller(client);
      const session = await sessionOf(client, claims);
      await checkNewFactor(client, user.id, friendlyName, session.aal);
      const secret = new OTPAuth.Secret({ size: SECRET_BYTES }).base32;
      const uri = totpFor(secret, issuer, user.email ?? '').toString();
      const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
      const { rows } = await client.query<{ id: string }>(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, 'totp', 'unverified', $3, now(), now()) returning id`,
        [user.id, friendlyName, secret],
      );
      // As GoTrue: the SVG itself (supabase-js makes it a data: URI), the secret and its otpauth URI.
      return { id: (rows[0] as { id: string }).id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } };
    });
  }

  /** POST /factors/{id}/challenge. */
  async function challenge(req: MfaRequest, factorId: string) {
    return db.transaction(async (client) => {
      const { user } = await deps.caller(client);
      const factor = await ownedFactor(client, user.id, factorId, true);
      if (!config.mfa.totpVerify) throw mfaErrors.totpVerifyDisabled();
      const { rows } = await client.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
         values (gen_random_uuid(), $1, now(), $2::inet)
         returning id, extract(epoch from created_at + make_interval(secs => $3))::bigint as expires_at`,
        [factor.id, req.ip, CHALLENGE_EXPIRY_S],
      );
      await client.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      const row = rows[0] as { id: string; expires_at: number };
      return { id: row.id, type: 'totp', expires_at: Number(row.expires_at) };
    });
  }

  /**
   * POST /factors/{id}/verify: a code for a live challenge of the factor, asked from the address the
   * challenge was issued to. A wrong code leaves the challenge usable; the right one uses it up,
   * verifies the factor, raises the session to aal2 with a new refresh token, ends the user's
   * sessions still at aal1 and drops their other unverified TOTP factors, as GoTrue does.
   */
  async function verify(req: MfaRequest, factorId: string) {
    const code = text(req.body, 'code');
    const challengeId = text(req.body, 'challenge_id');
    // GoTrue decodes challenge_id as a UUID: anything else is a malformed body.
    if (challengeId && !UUID.test(challengeId)) throw errors.badJson('invalid UUID length');
    const outcome = await db.transaction(async (client): Promise<Record<string, unknown> | AuthError> => {
      const { claims, user } = await deps.caller(client);
      const factor = await ownedFactor(client, user.id, factorId, true);
      if (code === '') throw errors.validation('Code needs to be non-empty');
      if (!config.mfa.totpVerify) throw mfaErrors.totpVerifyDisabled();
      const { rows } = await client.query<{ id: string; verified_at: string | null; ip: string; expired: boolean }>(
        `select id, verified_at, host(ip_address) as ip, created_at + make_interval(secs => $3) < now() as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
        [challengeId || '00000000-0000-0000-0000-000000000000', factor.id, CHALLENGE_EXPIRY_S],
      );
      const found = rows[0];
      if (!found) throw mfaErrors.challengeNotFound();
      if (found.verified_at !== null || !sameAddress(found.ip, req.ip)) throw mfaErrors.challengeUsed();
      if (found.expired) {
        // As GoTrue: the expired challenge is deleted, and that deletion is kept.
        await client.query('delete from auth.mfa_challenges where id = $1', [found.id]);
        return mfaErrors.challengeExpired(found.id);
      }
      const valid = totpFor(factor.secret ?? '').validate({ token: code, window: TOTP_WINDOW }) !== null;
      if (!valid) throw mfaErrors.wrongCode();

      await client.query('update auth.mfa_challenges set verified_at = now() where id = $1', [found.id]);
      if (factor.status !== 'verified') {
        await client.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
      }
      const session = await sessionOf(client, claims);
      await addAmrClaim(client, session.id, 'totp');
      await client.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
        session.id,
        factor.id,
      ]);
      const refreshToken = await swapRefreshToken(client, user.id, session.id);
      await client.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id]);
      await client.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`, [
        user.id,
      ]);
      const fresh = (await findUserById(client, user.id)) as UserRow;
      return tokenResponse(client, tokens, fresh, await userJson(client, fresh), { sessionId: session.id, refreshToken }, 'totp');
    });
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  /** GoTrue's GrantRefreshTokenSwap: the session's live refresh token is revoked for a new one. */
  async function swapRefreshToken(client: pg.PoolClient, userId: string, sessionId: string): Promise<string> {
    const { rows } = await client.query<{ id: number; token: string }>(
      `select id, token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1 for update`,
      [sessionId],
    );
    const current = rows[0];
    const token = newRefreshToken();
    if (current) await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [current.id]);
    await client.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id, created_at, updated_at)
       values ($1, $2, false, $3, $4, now(), now())`,
      [token, userId, current?.token ?? null, sessionId],
    );
    return token;
  }

  /** DELETE /factors/{id}: a verified factor is removed only from an aal2 session. */
  async function unenroll(factorId: string) {
    return db.transaction(async (client) => {
      const { claims, user } = await deps.caller(client);
      const factor = await ownedFactor(client, user.id, factorId, true);
      const session = await sessionOf(client, claims);
      if (factor.status === 'verified' && session.aal !== 'aal2') throw mfaErrors.unenrollNeedsAal2();
      await client.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await downgradeSessions(client, factor);
      return { id: factor.id };
    });
  }

  /** GET /admin/users/{id}/factors. */
  async function adminList(userId: string) {
    return db.connection(async (client) => {
      if (!(await findUserById(client, userId, true))) throw errors.userNotFound();
      return (await userFactors(client, userId)).map(factorJson);
    });
  }

  /** DELETE /admin/users/{id}/factors/{factor_id}: answers the factor as it was. */
  async function adminDelete(userId: string, factorId: string) {
    return db.transaction(async (client) => {
      if (!(await findUserById(client, userId, true))) throw errors.userNotFound();
      const factor = await ownedFactor(client, userId, factorId, true);
      await client.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await downgradeSessions(client, factor);
      return factorJson(factor);
    });
  }

  return { enroll, challenge, verify, unenroll, adminList, adminDelete };
}

/** The challenge's address and the verifying one, IPv4-mapped IPv6 read as IPv4. */
function sameAddress(stored: string, current: string): boolean {
  const plain = (address: string) => address.replace(/^::ffff:/i, '');
  return plain(stored) === plain(current);
}
