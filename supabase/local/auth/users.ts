// auth.users rows in and GoTrue's user JSON out, plus password hashing, so every endpoint
// answers with the same user shape the hosted service sends.
import bcrypt from 'bcryptjs';
import type pg from 'pg';
import type { PasswordRequirements } from '../project-config.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  invited_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  is_anonymous: boolean | null;
  /** An email change waiting for confirmation: the new address ('' or null when none). */
  email_change: string | null;
  email_change_sent_at: string | null;
  deleted_at: string | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, phone, phone_confirmed_at,
  confirmation_sent_at, recovery_sent_at, invited_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, banned_until, is_anonymous, email_change, email_change_sent_at, deleted_at`;

/** bcrypt only reads the first 72 bytes; GoTrue refuses longer passwords rather than truncate. */
export const MAX_PASSWORD_BYTES = 72;

/** A user by id; `withDeleted` finds soft-deleted ones too, as GoTrue's admin API does. */
export async function findUserById(client: pg.PoolClient, id: string, withDeleted = false): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and ($2 or deleted_at is null)`,
    [id, withDeleted],
  );
  return rows[0];
}

export async function findUserByEmail(client: pg.PoolClient, email: string): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export function isBanned(user: UserRow, now = Date.now()): boolean {
  if (!user.banned_until) return false;
  if (user.banned_until === 'infinity') return true;
  const until = Date.parse(user.banned_until);
  return Number.isNaN(until) || until > now;
}

/** Rows written by seeds may lack the provider keys GoTrue always sets. */
export function appMetadata(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(user.raw_app_meta_data ?? {}) };
}

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: identity.email,
  };
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export const FACTOR_COLUMNS = 'id, user_id, friendly_name, factor_type::text, status::text, secret, created_at, updated_at, last_challenged_at';

/** A factor as GoTrue's JSON shows it: never its secret; an empty friendly name left out. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: factor.id,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: '',
    last_challenged_at: factor.last_challenged_at,
  };
  if (json.friendly_name === undefined) delete json.friendly_name;
  return json;
}

export async function userFactors(client: pg.PoolClient, userId: string): Promise<FactorRow[]> {
  const { rows } = await client.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

export async function userJson(client: pg.PoolClient, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await client.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  let identities = rows.map(identityJson);
  if (identities.length === 0 && user.email) {
    // Users inserted by seeds often have no identity row: describe the email one they imply.
    identities = [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { sub: user.id, email: user.email, email_verified: !!user.email_confirmed_at, phone_verified: false },
        provider: 'email',
        last_sign_in_at: user.last_sign_in_at,
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email.toLowerCase(),
      },
    ];
  }
  const factors = await userFactors(client, user.id);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud || 'authenticated',
    role: user.role || 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: user.phone ?? '',
    phone_confirmed_at: user.phone_confirmed_at ?? undefined,
    confirmed_at: user.email_confirmed_at ?? user.phone_confirmed_at ?? undefined,
    invited_at: user.invited_at ?? undefined,
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    recovery_sent_at: user.recovery_sent_at ?? undefined,
    email_change_sent_at: user.email_change_sent_at ?? undefined,
    new_email: user.email_change || undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    // GoTrue leaves factors out when there are none.
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: user.created_at,
    updated_at: user.updated_at,
    deleted_at: user.deleted_at ?? undefined,
    is_anonymous: user.is_anonymous ?? false,
  };
  if (user.banned_until) json.banned_until = user.banned_until;
  // GoTrue leaves unset timestamps out rather than sending null.
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

/** Inserts a user and its email identity; the email must be free (checked by the caller). */
export async function insertUser(
  client: pg.PoolClient,
  fields: {
    email: string;
    passwordHash: string | null;
    confirmed: boolean;
    userMetadata: Record<string, unknown>;
    appMetadata: Record<string, unknown>;
    role?: string;
    bannedUntil?: string | null;
  },
): Promise<UserRow> {
  const { rows } = await client.query<UserRow>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, banned_until, confirmation_token, recovery_token, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', $1, lower($2), $3,
        case when $4::boolean then now() end, $5, $6, $7, '', '', now(), now())
     returning ${USER_COLUMNS}`,
    [
      fields.role ?? 'authenticated',
      fields.email,
      fields.passwordHash,
      fields.confirmed,
      JSON.stringify({ provider: 'email', providers: ['email'], ...fields.appMetadata }),
      JSON.stringify(fields.userMetadata),
      fields.bannedUntil ?? null,
    ],
  );
  const user = rows[0] as UserRow;
  await client.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now())`,
    [
      user.id,
      JSON.stringify({ sub: user.id, email: user.email, email_verified: fields.confirmed, phone_verified: false }),
    ],
  );
  return user;
}

/**
 * config.toml's password_requirements as the CLI pushes them (GoTrue's PASSWORD_REQUIRED_CHARACTERS):
 * sets of characters a password must each contain one of.
 */
export const REQUIRED_CHARACTERS: Record<PasswordRequirements, string[]> = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};

export type PasswordVerdict = { ok: true } | { ok: false; long: true } | { ok: false; long: false; message: string; reasons: string[] };

/**
 * GoTrue's password strength check: too long for bcrypt is a validation error of its own; else
 * every failed rule adds its reason (`length`, `characters`) and its sentence to one weak_password.
 */
export function checkPassword(password: string, minLength: number, requirements: PasswordRequirements): PasswordVerdict {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) return { ok: false, long: true };
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  const sets = REQUIRED_CHARACTERS[requirements];
  if (sets.some((set) => ![...set].some((char) => password.includes(char)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, long: false, message: messages.join(' '), reasons };
}

/** `$2a$` hashes, cost 10: what GoTrue writes and what pgcrypto's crypt() can also verify. */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(10)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

// Compared against when the email is unknown, so both cases take about the same time.
let dummyHash: string | undefined;

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const usable = typeof hash === 'string' && /^\$2[aby]\$\d\d\$/.test(hash);
  try {
    dummyHash ??= await hashPassword('not-a-password');
    const ok = await bcrypt.compare(password, usable ? hash : dummyHash);
    return usable && ok;
  } catch {
    return false;
  }
}
