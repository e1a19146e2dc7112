// The GoTrue-compatible email + password service behind /auth/v1: there is no GoTrue package for
// Node, so this implements the endpoints supabase-js calls, over the auth schema of the same
// database, with GoTrue's request and response shapes, and the auth settings config.toml pushes to
// the hosted project (project-config.ts). It has no protection of its own beyond those settings:
// what hosted GoTrue would accept, it accepts.
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type pg from 'pg';
import type { Database } from '../database.ts';
import type { AuthConfig } from '../project-config.ts';
import { AuthError, apiVersionOf, errors } from './errors.ts';
import { addressLimiter, hourlyLimiter, type AddressLimiter } from './limits.ts';
import { createMfa } from './mfa.ts';
import { callSendEmailHook, emailData, generateOtp, redirectTarget, tokenHash } from './mail.ts';
import {
  createSession,
  newRefreshToken,
  tokenResponse,
  verifyBearer,
  type AccessClaims,
  type TokenConfig,
} from './tokens.ts';
import {
  USER_COLUMNS,
  checkPassword,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  isBanned,
  userJson,
  verifyPassword,
  type UserRow,
} from './users.ts';

export interface AuthRequest {
  method: string;
  /** Path below /auth/v1, starting with '/'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Raw body ('' when none). */
  body: string;
  ip: string;
}

export interface AuthResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface AuthServiceOptions {
  db: Database;
  tokens: TokenConfig;
  /** The public signing keys, served at /.well-known/jwks.json. */
  publicJwks: () => unknown;
  /** config.toml's auth settings. */
  config: AuthConfig;
}

/** GoTrue's secure_password_change window: a session this old needs reauthentication. */
const REAUTHENTICATION_AFTER_MS = 24 * 60 * 60 * 1000;
/** GoTrue's statement timeout for a database hook, ms. */
const HOOK_TIMEOUT_MS = 2000;
const DEFAULT_HOOK_REJECTION = 'Further password verification attempts will be rejected.';
/** GoTrue's SMTP max_frequency default (config.toml sets no [auth.email] max_frequency): one mail of a kind a minute. */
const MAIL_MAX_FREQUENCY_S = 60;
/** The mail links /verify and generate_link handle, and the auth.users column of each one's token. */
const MAIL_TOKEN_COLUMN: Record<string, 'confirmation_token' | 'recovery_token'> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Body = Record<string, unknown>;

function parseBody(raw: string): Body {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw errors.badJson((error as Error).message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw errors.badJson('expected a JSON object');
  }
  return value as Body;
}

/** What GoTrue answers a field of the wrong JSON type: its JSON decoder refuses the whole body. */
function wrongType(key: string, value: unknown, goType: string): AuthError {
  const jsonType = Array.isArray(value) ? 'array' : typeof value === 'boolean' ? 'bool' : typeof value;
  return errors.badJson(`json: cannot unmarshal ${jsonType} into Go struct field .${key} of type ${goType}`);
}

function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw wrongType(key, value, 'string');
  return value;
}

function optionalObject(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw wrongType(key, value, 'map[string]interface {}');
  return value as Record<string, unknown>;
}

/** GoTrue's validateEmail: required, at most 255 characters, a valid format; lower-cased. */
function validateEmail(value: string | undefined): string {
  const email = value ?? '';
  if (email === '') throw errors.validation('An email address is required');
  if (email.length > 255) throw errors.validation('An email address is too long');
  if (!EMAIL.test(email)) throw errors.validation('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

function requireEmail(body: Body): string {
  const email = optionalString(body, 'email')?.trim();
  if (!email) throw errors.validation('missing email or phone');
  if (!EMAIL.test(email)) throw errors.validation('Unable to validate email address: invalid format');
  return email;
}

/** GoTrue merges metadata key by key; a null value removes the key. */
function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** SQL for GoTrue's obfuscation of a soft-deleted user's values: base64url(sha256(user id + value)), unpadded. */
function obfuscated(valueSql: string, userIdSql = 'user_id'): string {
  return `rtrim(translate(encode(sha256(convert_to(${userIdSql}::text || ${valueSql}, 'UTF8')), 'base64'), '+/', '-_'), '=')`;
}

const DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go's time.ParseDuration subset GoTrue accepts for ban_duration ("24h", "1h30m"); ms. */
export function parseGoDuration(text: string): number {
  const whole = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/;
  if (!whole.test(text)) throw errors.validation(`invalid format for ban duration: ${text}`);
  let total = 0;
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(match[1]) * (DURATION_UNITS[match[2] as string] as number);
  }
  return total;
}

function banUntil(banDuration: string): string | null {
  if (banDuration === 'none') return null;
  return new Date(Date.now() + parseGoDuration(banDuration)).toISOString();
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function createAuthService(options: AuthServiceOptions) {
  const { db, tokens, config } = options;

  // [auth.rate_limit], as GoTrue applies each per client address: token_refresh to every /token
  // request (password and refresh grants alike), sign_in_sign_ups to /signup and, on a bucket of its
  // own, to PUT /user; email_sent to the mails sent, for the whole project.
  const limits = {
    token: addressLimiter(config.rateLimit.tokenRefresh),
    signup: addressLimiter(config.rateLimit.signInSignUps),
    user: addressLimiter(config.rateLimit.signInSignUps),
    email: hourlyLimiter(config.rateLimit.emailSent),
    // /recover draws on sign_in_sign_ups (GoTrue's RATE_LIMIT_OTP) in a bucket of its own, /verify
    // on token_verifications.
    recover: addressLimiter(config.rateLimit.signInSignUps),
    verify: addressLimiter(config.rateLimit.tokenVerifications),
  };

  function limit(limiter: AddressLimiter, req: AuthRequest): void {
    if (!limiter.take(req.ip)) throw errors.rateLimited();
  }

  // Every place a password is set (sign-up, the user's own change, the admin API) goes through here.
  function validatePassword(password: string): void {
    const verdict = checkPassword(password, config.minimumPasswordLength, config.passwordRequirements);
    if (verdict.ok) return;
    if (verdict.long) throw errors.validation('Password cannot be longer than 72 characters');
    throw errors.weakPassword(verdict.message, verdict.reasons);
  }

  function sessionMeta(req: AuthRequest) {
    return { ip: req.ip, userAgent: header(req.headers, 'user-agent') ?? '' };
  }

  /**
   * The Password Verification Attempt hook (config.toml's [auth.hook.password_verification_attempt])
   * as GoTrue calls a pg-functions hook: after the password was compared, with
   * `{ metadata, user_id, valid }`, in a transaction of its own as supabase_auth_admin, under a
   * 2-second statement timeout. An answer `{ "error": { "http_code", "message" } }` is that error.
   */
  async function passwordVerificationHook(
    req: AuthRequest,
    userId: string,
    valid: boolean,
  ): Promise<{ decision?: string; message?: string; should_logout_user?: boolean }> {
    const hook = config.passwordVerificationHook;
    if (!hook) return {};
    const input = {
      metadata: { uuid: crypto.randomUUID(), time: new Date().toISOString(), name: 'password-verification', ip_address: req.ip },
      user_id: userId,
      valid,
    };
    const fn = `"${hook.schema.replaceAll('"', '""')}"."${hook.name.replaceAll('"', '""')}"`;
    const output = await db.transaction(async (client) => {
      await client.query('set local role supabase_auth_admin');
      await client.query(`set local statement_timeout to '${HOOK_TIMEOUT_MS}'`);
      const { rows } = await client.query<{ output: unknown }>(`select ${fn}($1::jsonb) as output`, [JSON.stringify(input)]);
      return (rows[0]?.output ?? {}) as Record<string, unknown>;
    });
    const error = output.error as { http_code?: number; message?: string } | undefined;
    if (error?.message) throw errors.hookError(error.http_code || 500, error.message);
    return output;
  }

  async function passwordGrant(req: AuthRequest, body: Body): Promise<AuthResponse> {
    const email = optionalString(body, 'email')?.trim();
    const phone = optionalString(body, 'phone')?.trim();
    const password = optionalString(body, 'password') ?? '';
    if (email && phone) throw errors.validation('Only an email address or phone number should be provided on login.');
    // The phone provider is off ([auth.sms] enable_signup = false is all project-config.ts accepts).
    if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!email) throw errors.validation('missing email or phone');
    // [auth.email] enable_signup: the email provider, sign-in included.
    if (!config.emailProvider) throw errors.emailLoginsDisabled();
    const user = await db.connection((client) => findUserByEmail(client, email));
    if (!user || !user.encrypted_password) throw errors.invalidCredentials();
    // As GoTrue: a banned user is told so before the password is looked at.
    if (isBanned(user)) throw errors.banned();
    // Hashing runs with no connection held: it is the slow part.
    const ok = await verifyPassword(password, user.encrypted_password);
    const verdict = await passwordVerificationHook(req, user.id, ok);
    if (verdict.decision === 'reject') {
      if (verdict.should_logout_user) await db.query('delete from auth.sessions where user_id = $1', [user.id]);
      throw errors.invalidCredentials(verdict.message || DEFAULT_HOOK_REJECTION);
    }
    if (!ok) throw errors.invalidCredentials();
    if (!user.email_confirmed_at) throw errors.emailNotConfirmed();

    const body200 = await db.transaction(async (client) => {
      const { rows } = await client.query<UserRow>(
        `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
        [user.id],
      );
      await client.query(
        `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
        [user.id],
      );
      const fresh = rows[0] as UserRow;
      const session = await createSession(client, fresh.id, sessionMeta(req));
      return tokenResponse(client, tokens, fresh, await userJson(client, fresh), session);
    });
    return { status: 200, body: body200 };
  }

  /**
   * GoTrue's refresh: a live token is swapped for a new one. A revoked token that is the parent of
   * the session's live one gets the live one back (a client that lost its last answer); another
   * revoked token is swapped too within refresh_token_reuse_interval of its revocation; later it is
   * refused, and with enable_refresh_token_rotation the session's tokens are all revoked.
   */
  async function refreshGrant(body: Body): Promise<AuthResponse> {
    const token = optionalString(body, 'refresh_token');
    if (!token) throw errors.validation('refresh_token required');
    const outcome = await db.transaction(async (client): Promise<AuthResponse | 'reused'> => {
      const { rows } = await client.query<{
        id: number;
        user_id: string;
        revoked: boolean;
        session_id: string | null;
        reusable: boolean;
      }>(
        `select id, user_id, revoked, session_id,
                updated_at > now() - make_interval(secs => $2) as reusable
           from auth.refresh_tokens where token = $1 for update`,
        [token, config.refreshTokenReuseInterval],
      );
      const row = rows[0];
      if (!row || !row.session_id) throw errors.refreshNotFound();
      let reissued: string | undefined;
      if (row.revoked) {
        const active = await client.query<{ token: string; parent: string | null }>(
          `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
          [row.session_id],
        );
        if (active.rows[0]?.parent === token) reissued = active.rows[0].token;
        else if (!row.reusable) {
          if (config.enableRefreshTokenRotation) {
            await client.query(
              'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
              [row.session_id],
            );
          }
          return 'reused';
        }
      }
      const sessions = await client.query<{ created_at: string; not_after: string | null }>(
        'select created_at, not_after from auth.sessions where id = $1',
        [row.session_id],
      );
      const session = sessions.rows[0];
      if (!session || (session.not_after && Date.parse(session.not_after) <= Date.now())) {
        throw errors.refreshNotFound();
      }
      const user = await findUserById(client, row.user_id);
      if (!user) throw errors.refreshNotFound();
      if (isBanned(user)) throw errors.banned();
      let refreshToken = reissued;
      if (refreshToken === undefined) {
        refreshToken = newRefreshToken();
        if (!row.revoked) {
          await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
        }
        await client.query(
          `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id, created_at, updated_at)
           values ($1, $2, false, $3, $4, now(), now())`,
          [refreshToken, user.id, token, row.session_id],
        );
      }
      // As GoTrue: the session keeps its aal and AMR claims; refreshed_at records the refresh.
      await client.query(
        `update auth.sessions set updated_at = now(), refreshed_at = now() at time zone 'utc' where id = $1`,
        [row.session_id],
      );
      const response = await tokenResponse(
        client,
        tokens,
        user,
        await userJson(client, user),
        { sessionId: row.session_id, refreshToken },
        'password',
        Math.floor(Date.parse(session.created_at) / 1000),
      );
      return { status: 200, body: response };
    });
    // Thrown after the transaction so that revoking the session's tokens is committed.
    if (outcome === 'reused') throw errors.refreshReused();
    return outcome;
  }

  /** What GoTrue answers a sign-up for an address that already has a user, when mails confirm. */
  function obfuscatedUser(email: string): Record<string, unknown> {
    const now = new Date().toISOString();
    return {
      id: crypto.randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }

  async function signup(req: AuthRequest, body: Body): Promise<AuthResponse> {
    const emailText = optionalString(body, 'email');
    const phone = optionalString(body, 'phone');
    // No email and no phone is an anonymous sign-in: config.toml keeps them off (project-config.ts).
    if (!emailText && !phone) throw errors.anonymousDisabled();
    limit(limits.signup, req);
    if (!config.enableSignup) throw errors.signupDisabled();
    const password = optionalString(body, 'password');
    if (!password) throw errors.validation('Signup requires a valid password');
    validatePassword(password);
    if (!emailText) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    if (!config.emailProvider) throw errors.emailSignupsDisabled();
    const email = requireEmail(body);
    const data = optionalObject(body, 'data') ?? {};
    const hash = await hashPassword(password);
    const result = await db.transaction(async (client): Promise<Record<string, unknown>> => {
      const existing = await findUserByEmail(client, email);
      if (existing) {
        if (!config.emailConfirmations) throw errors.userExists();
        // Mails confirm: GoTrue answers as for a new address, so nobody learns who has an account.
        if (!existing.email_confirmed_at && !limits.email.take()) throw errors.emailRateLimited();
        return obfuscatedUser(email);
      }
      const user = await insertUser(client, {
        email,
        passwordHash: hash,
        confirmed: !config.emailConfirmations,
        userMetadata: mergeMetadata(null, data),
        appMetadata: {},
      });
      if (config.emailConfirmations) {
        // The confirmation mail counts against email_sent; the local auth does not send it.
        if (!limits.email.take()) throw errors.emailRateLimited();
        const { rows } = await client.query<UserRow>(
          `update auth.users set confirmation_sent_at = now() where id = $1 returning ${USER_COLUMNS}`,
          [user.id],
        );
        return userJson(client, rows[0] as UserRow);
      }
      const { rows } = await client.query<UserRow>(
        `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
        [user.id],
      );
      const fresh = rows[0] as UserRow;
      const session = await createSession(client, fresh.id, sessionMeta(req));
      return tokenResponse(client, tokens, fresh, await userJson(client, fresh), session);
    });
    return { status: 200, body: result };
  }

  function mfaFor(req: AuthRequest) {
    return createMfa({ db, tokens, config, caller: (client) => caller(req, client) });
  }

  /** GoTrue's /factors routes, for the signed-in caller. */
  async function factors(req: AuthRequest): Promise<AuthResponse> {
    const mfa = mfaFor(req);
    const rest = req.path.slice('/factors'.length).replace(/\/$/, '');
    const body = () => ({ ip: req.ip, body: parseBody(req.body) });
    if (rest === '') {
      if (req.method !== 'POST') throw errors.methodNotAllowed();
      return { status: 200, body: await mfa.enroll(body()) };
    }
    const [, factorId = '', action = '', extra] = rest.split('/');
    if (extra !== undefined) throw errors.notFound(req.path);
    if (action === 'challenge' && req.method === 'POST') return { status: 200, body: await mfa.challenge(body(), factorId) };
    if (action === 'verify' && req.method === 'POST') return { status: 200, body: await mfa.verify(body(), factorId) };
    if (action === '' && req.method === 'DELETE') return { status: 200, body: await mfa.unenroll(factorId) };
    if (action === 'challenge' || action === 'verify' || action === '') throw errors.methodNotAllowed();
    throw errors.notFound(req.path);
  }

  /** The signed-in caller: a valid token whose user and session still exist. */
  async function caller(req: AuthRequest, client: pg.PoolClient): Promise<{ claims: AccessClaims; user: UserRow }> {
    const claims = await verifyBearer(tokens, header(req.headers, 'authorization'));
    if (!claims.sub || !UUID.test(claims.sub)) throw errors.badJwt('invalid claim: missing sub claim');
    const user = await findUserById(client, claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (claims.session_id) {
      const { rows } = await client.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
      if (rows.length === 0) throw errors.sessionNotFound();
    }
    return { claims, user };
  }

  /**
   * GoTrue's email change for a signed-in user: the address stays as it is; the new one waits in
   * email_change (new_email in the user JSON) with a token for it, and with double_confirm_changes
   * one for the current address too, until the mailed links are followed. The mail counts against
   * email_sent. The local auth sends no such mail and its /verify has no email_change type, so a
   * change it records is never completed; an admin changes an address at once (PUT /admin/users/{id}).
   */
  async function requestEmailChange(client: pg.PoolClient, user: UserRow, email: string): Promise<void> {
    if (!limits.email.take()) throw errors.emailRateLimited();
    const token = () => crypto.randomBytes(28).toString('hex');
    await client.query(
      `update auth.users set email_change = lower($2), email_change_token_new = $3, email_change_token_current = $4,
         email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
      [user.id, email, token(), config.doubleConfirmChanges && user.email ? token() : ''],
    );
  }

  async function getUser(req: AuthRequest): Promise<AuthResponse> {
    const body = await db.connection(async (client) => {
      const { user } = await caller(req, client);
      return userJson(client, user);
    });
    return { status: 200, body };
  }

  /**
   * secure_password_change, as GoTrue: a password change from a session created more than 24 h
   * ago (or from no session) needs a nonce from /reauthenticate. The local auth has no
   * /reauthenticate, so it holds no nonce and any nonce sent is refused.
   */
  async function checkReauthentication(client: pg.PoolClient, sessionId: string | undefined, nonce: string | undefined) {
    if (!config.securePasswordChange) return;
    const { rows } = await client.query<{ created_at: string }>('select created_at from auth.sessions where id = $1', [sessionId ?? null]);
    const created = rows[0] ? Date.parse(rows[0].created_at) : undefined;
    if (created !== undefined && Date.now() <= created + REAUTHENTICATION_AFTER_MS) return;
    if (!nonce) throw errors.reauthenticationNeeded();
    throw errors.reauthenticationNotValid();
  }

  async function updateUser(req: AuthRequest, body: Body): Promise<AuthResponse> {
    const email = body.email === undefined ? undefined : requireEmail(body);
    const password = optionalString(body, 'password');
    const nonce = optionalString(body, 'nonce');
    // current_password is ignored, as by GoTrue when update_password_require_current_password is
    // off: config.toml cannot turn it on.
    const data = optionalObject(body, 'data');
    const current = await db.connection(async (client) => {
      const { claims, user } = await caller(req, client);
      limit(limits.user, req);
      if (password !== undefined) validatePassword(password);
      if (password !== undefined) await checkReauthentication(client, claims.session_id, nonce);
      return user;
    });
    // Passwords are compared with no connection held.
    if (password !== undefined && (await verifyPassword(password, current.encrypted_password))) {
      throw errors.samePassword();
    }
    const hash = password !== undefined ? await hashPassword(password) : undefined;
    const result = await db.transaction(async (client) => {
      const { claims, user } = await caller(req, client);
      if (email !== undefined && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
        if (await findUserByEmail(client, email)) throw errors.emailExists();
        await requestEmailChange(client, user, email);
      }
      if (hash !== undefined) {
        await client.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          user.id,
          hash,
        ]);
        // As GoTrue: a new password ends the user's other sessions.
        await client.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          claims.session_id ?? null,
        ]);
      }
      if (data !== undefined) {
        await client.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          user.id,
          JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)),
        ]);
      }
      const fresh = (await findUserById(client, user.id)) as UserRow;
      return userJson(client, fresh);
    });
    return { status: 200, body: result };
  }

  /**
   * GoTrue's logout: the caller must be signed in as for GET /user (a session already ended is 403
   * session_not_found), then `local` ends this session, `others` every other one of the user, and
   * `global` (the default) all of them.
   */
  async function logout(req: AuthRequest): Promise<AuthResponse> {
    const scope = req.query.get('scope') || 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw errors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`);
    }
    await db.transaction(async (client) => {
      const { claims, user } = await caller(req, client);
      if (claims.session_id && scope === 'local') {
        await client.query('delete from auth.sessions where id = $1', [claims.session_id]);
      } else if (claims.session_id && scope === 'others') {
        await client.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, claims.session_id]);
      } else {
        await client.query('delete from auth.sessions where user_id = $1', [user.id]);
      }
    });
    return { status: 204 };
  }

  async function requireAdmin(req: AuthRequest): Promise<void> {
    const claims = await verifyBearer(tokens, header(req.headers, 'authorization'));
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw errors.notAdmin();
  }

  async function adminCreateUser(body: Body): Promise<AuthResponse> {
    const email = requireEmail(body);
    const password = optionalString(body, 'password');
    if (password !== undefined) validatePassword(password);
    const hash = password !== undefined ? await hashPassword(password) : null;
    const banDuration = optionalString(body, 'ban_duration');
    const bannedUntil = banDuration ? banUntil(banDuration) : null;
    const role = optionalString(body, 'role');
    const result = await db.transaction(async (client) => {
      if (await findUserByEmail(client, email)) throw errors.emailExists();
      const user = await insertUser(client, {
        email,
        passwordHash: hash,
        confirmed: body.email_confirm === true,
        userMetadata: mergeMetadata(null, optionalObject(body, 'user_metadata') ?? {}),
        appMetadata: optionalObject(body, 'app_metadata') ?? {},
        role,
        bannedUntil,
      });
      return userJson(client, user);
    });
    return { status: 200, body: result };
  }

  async function adminListUsers(req: AuthRequest): Promise<AuthResponse> {
    const page = Math.max(1, Number.parseInt(req.query.get('page') || '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(req.query.get('per_page') || '50', 10) || 50));
    const { users, total } = await db.connection(async (client) => {
      const count = await client.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null');
      const { rows } = await client.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      const list = [];
      for (const row of rows) list.push(await userJson(client, row));
      return { users: list, total: Number(count.rows[0]?.n ?? 0) };
    });
    // GoTrue's pagination headers, which supabase-js's listUsers reads.
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const links: string[] = [];
    if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    return {
      status: 200,
      body: { users, aud: 'authenticated' },
      headers: { 'X-Total-Count': String(total), Link: links.join(', ') },
    };
  }

  async function adminGetUser(id: string): Promise<AuthResponse> {
    const body = await db.connection(async (client) => {
      const user = await findUserById(client, id, true);
      if (!user) throw errors.userNotFound();
      return userJson(client, user);
    });
    return { status: 200, body };
  }

  async function adminUpdateUser(id: string, body: Body): Promise<AuthResponse> {
    const email = body.email === undefined ? undefined : requireEmail(body);
    const password = optionalString(body, 'password');
    if (password !== undefined) validatePassword(password);
    const hash = password !== undefined ? await hashPassword(password) : undefined;
    const banDuration = optionalString(body, 'ban_duration');
    const bannedUntil = banDuration !== undefined ? banUntil(banDuration) : undefined;
    const userMeta = optionalObject(body, 'user_metadata');
    const appMeta = optionalObject(body, 'app_metadata');
    const role = optionalString(body, 'role');
    const result = await db.transaction(async (client) => {
      const user = await findUserById(client, id);
      if (!user) throw errors.userNotFound();
      if (email !== undefined && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
        if (await findUserByEmail(client, email)) throw errors.emailExists();
        await client.query('update auth.users set email = lower($2), updated_at = now() where id = $1', [id, email]);
        await client.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)),
             updated_at = now() where user_id = $1 and provider = 'email'`,
          [id, email],
        );
      }
      if (body.email_confirm === true) {
        await client.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
          [id],
        );
      }
      if (hash !== undefined) {
        await client.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [id, hash]);
      }
      if (bannedUntil !== undefined) {
        await client.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [id, bannedUntil]);
        // A banned user keeps no session: refresh tokens stop working at once.
        if (bannedUntil !== null) await client.query('delete from auth.sessions where user_id = $1', [id]);
      }
      if (userMeta !== undefined) {
        await client.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          id,
          JSON.stringify(mergeMetadata(user.raw_user_meta_data, userMeta)),
        ]);
      }
      if (appMeta !== undefined) {
        await client.query('update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1', [
          id,
          JSON.stringify(mergeMetadata(user.raw_app_meta_data, appMeta)),
        ]);
      }
      if (role !== undefined) {
        await client.query('update auth.users set role = $2, updated_at = now() where id = $1', [id, role]);
      }
      const fresh = (await findUserById(client, id)) as UserRow;
      return userJson(client, fresh);
    });
    return { status: 200, body: result };
  }

  /**
   * GoTrue's delete: a hard delete by default; with should_soft_delete the row stays, with
   * deleted_at set, email and phone replaced by a hash of the id and the value, no password, empty
   * user metadata, its identities emptied and their provider ids hashed, its sessions ended.
   * The admin API still finds a soft-deleted user; deleting it again changes nothing.
   */
  async function adminDeleteUser(id: string, body: Body): Promise<AuthResponse> {
    await db.transaction(async (client) => {
      const user = await findUserById(client, id, true);
      if (!user) throw errors.userNotFound();
      if (body.should_soft_delete !== true) {
        await client.query('delete from auth.users where id = $1', [id]);
        return;
      }
      if (user.deleted_at) return;
      await client.query(
        `update auth.users set deleted_at = now(), email = ${obfuscated("coalesce(email, '')", 'id')},
           phone = left(${obfuscated("coalesce(phone, '')", 'id')}, 15),
           email_change = ${obfuscated("coalesce(email_change, '')", 'id')},
           encrypted_password = null, confirmation_token = '', recovery_token = '', email_change_token_current = '',
           email_change_token_new = '', raw_user_meta_data = '{}'::jsonb
         where id = $1`,
        [id],
      );
      await client.query(
        `update auth.identities set identity_data = '{}'::jsonb,
           provider_id = ${obfuscated("provider || ':' || provider_id")} where user_id = $1`,
        [id],
      );
      await client.query('delete from auth.sessions where user_id = $1', [id]);
    });
    return { status: 200, body: {} };
  }

  /**
   * GoTrue's sendEmail: the project-wide email_sent allowance (when mails confirm addresses), then
   * the Send Email Hook when config.toml declares one; without it the local auth sends nothing.
   */
  async function sendMail(
    client: pg.PoolClient,
    user: UserRow,
    fields: { type: string; otp: string; hash: string; redirectTo: string },
  ): Promise<void> {
    if (config.rateLimit.emailSent === 0) throw errors.emailRateLimited();
    if (config.emailConfirmations && !limits.email.take()) throw errors.emailRateLimited();
    if (!config.sendEmailHook) return;
    await callSendEmailHook(
      config.sendEmailHook,
      await userJson(client, user),
      emailData({
        token: fields.otp,
        token_hash: fields.hash,
        redirect_to: fields.redirectTo,
        email_action_type: fields.type,
        site_url: tokens.issuer,
      }),
    );
  }

  /**
   * Where a mail's link leads, as GoTrue's GetReferrer finds it: the redirect_to the client asked
   * for (a header, else the query string, where supabase-js puts `redirectTo`), else the Referer,
   * each kept only when the site or the allow-list admits it; else the site URL.
   */
  function mailRedirect(req: AuthRequest): string {
    const allowed = (value: string | undefined) => value && redirectTarget(value, config.siteUrl, config.additionalRedirectUrls) === value;
    const asked = header(req.headers, 'redirect_to') || req.query.get('redirect_to') || undefined;
    if (allowed(asked)) return asked as string;
    const referer = header(req.headers, 'referer');
    if (allowed(referer)) return referer as string;
    return config.siteUrl;
  }

  /** A mail of the kind `sentAt` records went out less than a minute ago: GoTrue refuses another. */
  function checkMailFrequency(sentAt: string | null): void {
    if (!sentAt) return;
    const left = Date.parse(sentAt) + MAIL_MAX_FREQUENCY_S * 1000 - Date.now();
    if (left > 0) throw errors.emailTooFrequent(Math.floor(left / 1000));
  }

  /**
   * GoTrue's /recover: the same 200 `{}` whether or not the address has a user; for a user, a
   * recovery mail (at most one a minute) whose token replaces any earlier one.
   */
  async function recover(req: AuthRequest, body: Body): Promise<AuthResponse> {
    limit(limits.recover, req);
    if (!config.emailProvider) throw new AuthError(400, 'email_provider_disabled', 'Email logins are disabled');
    const raw = optionalString(body, 'email');
    if (!raw) throw errors.validation('Password recovery requires an email');
    const email = validateEmail(raw);
    if (optionalString(body, 'code_challenge') || optionalString(body, 'code_challenge_method')) {
      throw errors.notFound('The PKCE flow of /recover');
    }
    await db.transaction(async (client) => {
      const user = await findUserByEmail(client, email);
      if (!user) return;
      checkMailFrequency(user.recovery_sent_at);
      const otp = generateOtp();
      const hash = tokenHash(user.email ?? email, otp);
      await sendMail(client, user, { type: 'recovery', otp, hash, redirectTo: mailRedirect(req) });
      await client.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, hash]);
    });
    return { status: 200, body: {} };
  }

  /** Creates the invited user if the address is new; an address already confirmed is 422 email_exists. */
  async function invitee(client: pg.PoolClient, email: string, data: Record<string, unknown>): Promise<UserRow> {
    const existing = await findUserByEmail(client, email);
    if (existing?.email_confirmed_at) throw errors.emailExists();
    return (
      existing ??
      insertUser(client, { email, passwordHash: null, confirmed: false, userMetadata: mergeMetadata(null, data), appMetadata: {} })
    );
  }

  /** GoTrue's /invite (service role): the user, unconfirmed and without a password, and an invite mail. */
  async function invite(req: AuthRequest, body: Body): Promise<AuthResponse> {
    const email = validateEmail(optionalString(body, 'email'));
    const data = optionalObject(body, 'data') ?? {};
    const result = await db.transaction(async (client) => {
      const user = await invitee(client, email, data);
      const otp = generateOtp();
      const hash = tokenHash(user.email ?? email, otp);
      await sendMail(client, user, { type: 'invite', otp, hash, redirectTo: mailRedirect(req) });
      const { rows } = await client.query<UserRow>(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now()
          where id = $1 returning ${USER_COLUMNS}`,
        [user.id, hash],
      );
      return userJson(client, rows[0] as UserRow);
    });
    return { status: 200, body: result };
  }

  /**
   * GoTrue's admin generate_link for `recovery` and `invite`: the token is stored as the mail would
   * store it, no mail is sent, and the link, code and hash are answered to the admin.
   */
  async function generateLink(body: Body): Promise<AuthResponse> {
    const type = optionalString(body, 'type') ?? '';
    const email = validateEmail(optionalString(body, 'email'));
    const redirectTo = redirectTarget(optionalString(body, 'redirect_to'), config.siteUrl, config.additionalRedirectUrls);
    const data = optionalObject(body, 'data') ?? {};
    if (['signup', 'magiclink', 'email_change_current', 'email_change_new'].includes(type)) {
      throw errors.notFound(`generate_link of type ${type}`);
    }
    if (type !== 'recovery' && type !== 'invite') {
      throw errors.validation(`Invalid email action link type requested: ${type}`);
    }
    const otp = generateOtp();
    const hash = tokenHash(email, otp);
    const result = await db.transaction(async (client) => {
      let user = await findUserByEmail(client, email);
      if (type === 'recovery') {
        if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        await client.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, hash]);
      } else {
        user = await invitee(client, email, data);
        await client.query(
          'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1',
          [user.id, hash],
        );
      }
      return userJson(client, (await findUserById(client, user.id)) as UserRow);
    });
    const link = new URL(`${tokens.issuer}/verify`);
    link.searchParams.set('token', hash);
    link.searchParams.set('type', type);
    link.searchParams.set('redirect_to', redirectTo);
    return {
      status: 200,
      body: { ...result, action_link: link.toString(), email_otp: otp, hashed_token: hash, verification_type: type, redirect_to: redirectTo },
    };
  }

  /**
   * The user a mailed link or code stands for, as GoTrue's verifyTokenHash and verifyUserAndToken
   * find it: by the token hash, or by the address and the hash of address and code. Unknown, used
   * or older than otp_expiry: 403 otp_expired; a banned user: 403 user_banned.
   */
  async function mailTokenUser(client: pg.PoolClient, type: string, hash: string, email: string | undefined): Promise<UserRow> {
    const column = MAIL_TOKEN_COLUMN[type] as 'confirmation_token' | 'recovery_token';
    const sentColumn = column === 'recovery_token' ? 'recovery_sent_at' : 'confirmation_sent_at';
    const message = email === undefined ? 'Email link is invalid or has expired' : 'Token has expired or is invalid';
    const { rows } = await client.query<UserRow & { token: string; expired: boolean }>(
      `select ${USER_COLUMNS}, ${column} as token,
              ${sentColumn} is null or ${sentColumn} + make_interval(secs => $2) < now() as expired
         from auth.users
        where deleted_at is null and ${email === undefined ? `${column} = $1` : 'lower(email) = lower($1)'}
        for update`,
      [email ?? hash, config.otpExpiry],
    );
    const row = rows[0];
    if (!row) throw errors.otpExpired(message);
    if (isBanned(row)) throw new AuthError(403, 'user_banned', 'User is banned');
    const matches = row.token !== '' && row.token !== null && (row.token === hash || row.token === `pkce_${hash}`);
    if (row.expired || !matches) throw errors.otpExpired(message);
    return row;
  }

  /**
   * GoTrue's /verify for the mail links of sign-up, invite, recovery and magic link: the token is
   * used up, the address confirmed (an invited user without a password gets a random one, as
   * GoTrue gives it), and a session issued.
   */
  async function verifyMailToken(req: AuthRequest, type: string, hash: string, email?: string) {
    return db.transaction(async (client) => {
      const user = await mailTokenUser(client, type, hash, email);
      if (MAIL_TOKEN_COLUMN[type] === 'confirmation_token') {
        if (!user.encrypted_password && user.invited_at) {
          const password = await hashPassword(crypto.randomBytes(48).toString('base64url'));
          await client.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, password]);
        }
        await client.query(
          `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
          [user.id],
        );
      } else {
        await client.query(
          `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
          [user.id],
        );
      }
      await client.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
          where user_id = $1 and provider = 'email'`,
        [user.id],
      );
      const { rows } = await client.query<UserRow>(
        `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
        [user.id],
      );
      const fresh = rows[0] as UserRow;
      const session = await createSession(client, fresh.id, sessionMeta(req), 'otp');
      return tokenResponse(client, tokens, fresh, await userJson(client, fresh), session, 'otp');
    });
  }

  function checkVerifyType(type: string): void {
    if (!type) throw errors.validation('Verify requires a verification type');
    if (MAIL_TOKEN_COLUMN[type]) return;
    if (['email', 'email_change', 'sms', 'phone_change'].includes(type)) throw errors.notFound(`/verify of type ${type}`);
    throw errors.validation('Invalid email verification type');
  }

  /** POST /verify: `{ type, token_hash }`, or `{ type, email, token }` (the code of the mail). */
  async function verifyPost(req: AuthRequest, body: Body): Promise<AuthResponse> {
    const type = optionalString(body, 'type') ?? '';
    const token = optionalString(body, 'token') ?? '';
    const hash = optionalString(body, 'token_hash') ?? '';
    const email = optionalString(body, 'email') ?? '';
    const phone = optionalString(body, 'phone') ?? '';
    if (!type) throw errors.validation('Verify requires a verification type');
    if ((!token && !hash) || (token && hash)) throw errors.validation('Verify requires either a token or a token hash');
    if (token) {
      if (phone || !email) throw errors.validation('Only an email address or phone number should be provided on verify');
      let address: string;
      try {
        address = validateEmail(email);
      } catch {
        throw new AuthError(422, 'validation_failed', 'Invalid email format');
      }
      checkVerifyType(type);
      return { status: 200, body: await verifyMailToken(req, type, tokenHash(address, token), address) };
    }
    if (email || phone || optionalString(body, 'redirect_to')) {
      throw errors.validation('Only the token_hash and type should be provided');
    }
    checkVerifyType(type);
    return { status: 200, body: await verifyMailToken(req, type, hash) };
  }

  /**
   * GET /verify, the link of a mail: a 303 to redirect_to (or the site URL) with the session in the
   * fragment, or the error as `error`, `error_code` and `error_description` there.
   */
  async function verifyGet(req: AuthRequest): Promise<AuthResponse> {
    const type = req.query.get('type') ?? '';
    const token = req.query.get('token') ?? '';
    const redirectTo = redirectTarget(req.query.get('redirect_to') ?? undefined, config.siteUrl, config.additionalRedirectUrls);
    if (!type) throw errors.validation('Verify requires a verification type');
    if (!token) throw errors.validation('Verify requires a token or a token hash');
    const fragment = new URLSearchParams();
    try {
      checkVerifyType(type);
      const session = await verifyMailToken(req, type, token);
      const values: Record<string, string> = {
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        sb: '',
        token_type: String(session.token_type),
        type,
      };
      for (const key of Object.keys(values).sort()) fragment.set(key, values[key] as string);
    } catch (caught) {
      if (!(caught instanceof AuthError)) throw caught;
      const oauth: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error', 503: 'temporarily_unavailable' };
      if (oauth[caught.status]) fragment.set('error', oauth[caught.status] as string);
      fragment.set('error_code', caught.code);
      fragment.set('error_description', caught.message);
      fragment.set('sb', '');
    }
    return { status: 303, headers: { Location: `${redirectTo}#${fragment.toString()}` } };
  }

  function settings(): AuthResponse {
    return {
      status: 200,
      body: {
        external: {
          anonymous_users: config.enableAnonymousSignIns,
          apple: false,
          azure: false,
          bitbucket: false,
          discord: false,
          email: config.emailProvider,
          facebook: false,
          github: false,
          gitlab: false,
          google: false,
          keycloak: false,
          linkedin_oidc: false,
          phone: false,
          slack_oidc: false,
          twitter: false,
          workos: false,
          zoom: false,
        },
        disable_signup: !config.enableSignup,
        mailer_autoconfirm: !config.emailConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
    };
  }

  async function route(req: AuthRequest): Promise<AuthResponse> {
    const { method, path } = req;
    if (path === '/health' && method === 'GET') {
      return {
        status: 200,
        body: { version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' },
      };
    }
    if (path === '/settings' && method === 'GET') return settings();
    if (path === '/.well-known/jwks.json' && method === 'GET') {
      return { status: 200, body: options.publicJwks(), headers: { 'Cache-Control': 'public, max-age=600' } };
    }
    if (path === '/token') {
      if (method !== 'POST') throw errors.methodNotAllowed();
      const body = parseBody(req.body);
      const grant = req.query.get('grant_type');
      if (grant !== 'password' && grant !== 'refresh_token') throw errors.validation('unsupported_grant_type');
      limit(limits.token, req);
      return grant === 'password' ? passwordGrant(req, body) : refreshGrant(body);
    }
    if (path === '/signup') {
      if (method !== 'POST') throw errors.methodNotAllowed();
      return signup(req, parseBody(req.body));
    }
    if (path === '/user') {
      if (method === 'GET') return getUser(req);
      if (method === 'PUT') return updateUser(req, parseBody(req.body));
      throw errors.methodNotAllowed();
    }
    if (path === '/recover') {
      if (method !== 'POST') throw errors.methodNotAllowed();
      return recover(req, parseBody(req.body));
    }
    if (path === '/verify') {
      if (method !== 'GET' && method !== 'POST') throw errors.methodNotAllowed();
      limit(limits.verify, req);
      return method === 'GET' ? verifyGet(req) : verifyPost(req, parseBody(req.body));
    }
    if (path === '/invite') {
      if (method !== 'POST') throw errors.methodNotAllowed();
      await requireAdmin(req);
      return invite(req, parseBody(req.body));
    }
    if (path === '/admin/generate_link') {
      if (method !== 'POST') throw errors.methodNotAllowed();
      await requireAdmin(req);
      return generateLink(parseBody(req.body));
    }
    if (path === '/factors' || path.startsWith('/factors/')) return factors(req);
    if (path === '/logout') {
      if (method !== 'POST') throw errors.methodNotAllowed();
      return logout(req);
    }
    if (path === '/admin/users' || path.startsWith('/admin/users/')) {
      await requireAdmin(req);
      if (path === '/admin/users') {
        if (method === 'GET') return adminListUsers(req);
        if (method === 'POST') return adminCreateUser(parseBody(req.body));
        throw errors.methodNotAllowed();
      }
      const [id = '', sub, factorId, extra] = path.slice('/admin/users/'.length).split('/');
      if (!UUID.test(id)) throw errors.validation('user_id must be an UUID');
      if (sub === 'factors' && extra === undefined) {
        const mfa = mfaFor(req);
        if (factorId === undefined || factorId === '') {
          if (method === 'GET') return { status: 200, body: await mfa.adminList(id) };
        } else if (method === 'DELETE') {
          return { status: 200, body: await mfa.adminDelete(id, factorId) };
        }
        throw errors.methodNotAllowed();
      }
      if (sub !== undefined) throw errors.notFound(path);
      if (method === 'GET') return adminGetUser(id);
      if (method === 'PUT') return adminUpdateUser(id, parseBody(req.body));
      if (method === 'DELETE') return adminDeleteUser(id, parseBody(req.body));
      throw errors.methodNotAllowed();
    }
    throw errors.notFound(path);
  }

  /** Never throws: every failure becomes a GoTrue-shaped JSON error, for the request's API version. */
  return async function handle(req: AuthRequest): Promise<AuthResponse> {
    try {
      return await route(req);
    } catch (caught) {
      const error = asAuthError(caught);
      const answer = error.toResponse(apiVersionOf(header(req.headers, 'x-supabase-api-version')));
      return { status: error.status, body: answer.body, headers: answer.headers };
    }
  };
}

function asAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const pgError = error as { code?: string; message?: string };
  if (pgError.code === '23505') return errors.emailExists();
  // Data errors (value too long, bad number...) come from the input, not from a fault here.
  if (pgError.code?.startsWith('22')) return errors.validation(`Invalid input: ${pgError.message ?? 'rejected by the database'}`);
  console.error('[auth] unexpected error', error);
  return errors.unexpected();
}

export type AuthService = ReturnType<typeof createAuthService>;
