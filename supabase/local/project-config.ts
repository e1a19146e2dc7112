// supabase/config.toml, read once at start-up: the local backend imitates what it says, so what is
// tested here is what `supabase config push` and `supabase functions deploy` set on the hosted
// project. Every key the file may set is in PROJECT_KEYS below, either wired to the local stack's
// behaviour or marked as concerning only the hosted project or the Supabase CLI; a key that is in
// neither stops the start (`config.toml sets <key>, which the local stack does not implement`), so
// a setting can never be pushed to the hosted project while the local stack silently ignores it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { SUPABASE_DIR } from './config.ts';

export const PROJECT_CONFIG_FILE = path.join(SUPABASE_DIR, 'config.toml');

/** `[auth] password_requirements`, as the CLI accepts it ("" or absent: none). */
export type PasswordRequirements = '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

export interface AuthRateLimits {
  /** `sign_in_sign_ups` (GoTrue's RATE_LIMIT_OTP): requests per 5 minutes per client address. */
  signInSignUps: number;
  /** `token_refresh` (GoTrue's RATE_LIMIT_TOKEN_REFRESH): /token requests per 5 minutes per client address. */
  tokenRefresh: number;
  /** `email_sent` (GoTrue's RATE_LIMIT_EMAIL_SENT): emails per hour, for the whole project. */
  emailSent: number;
  /** `token_verifications` (GoTrue's RATE_LIMIT_VERIFY): /verify requests per 5 minutes per client address. */
  tokenVerifications: number;
}

/** `[auth.hook.send_email]` as an HTTP hook: where GoTrue posts each mail, and its standard-webhooks secrets. */
export interface SendEmailHook {
  uri: string;
  /** `v1,whsec_<base64>` secrets; GoTrue signs with each. */
  secrets: string[];
}

export interface AuthConfig {
  /** `[auth] enable_signup` (GoTrue's DISABLE_SIGNUP, inverted). */
  enableSignup: boolean;
  /** `[auth.email] enable_signup`: the CLI pushes it as EXTERNAL_EMAIL_ENABLED, the email provider itself. */
  emailProvider: boolean;
  /** `[auth.email] enable_confirmations` (GoTrue's MAILER_AUTOCONFIRM, inverted). */
  emailConfirmations: boolean;
  /** `[auth.email] double_confirm_changes` (MAILER_SECURE_EMAIL_CHANGE_ENABLED): both addresses confirm an email change. */
  doubleConfirmChanges: boolean;
  /** `[auth.email] secure_password_change` (SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  securePasswordChange: boolean;
  enableAnonymousSignIns: boolean;
  jwtExpiry: number;
  minimumPasswordLength: number;
  passwordRequirements: PasswordRequirements;
  enableRefreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  rateLimit: AuthRateLimits;
  /** `[auth.hook.password_verification_attempt]`: the `"schema"."function"` GoTrue calls, or null. */
  passwordVerificationHook: { schema: string; name: string } | null;
  /** `[auth.hook.send_email]`, or null: without it the local auth sends no mail. */
  sendEmailHook: SendEmailHook | null;
  /** `[auth] site_url`: where mail links lead by default (GoTrue's SITE_URL). */
  siteUrl: string;
  /** `[auth] additional_redirect_urls`: the other redirect_to values mail links may carry (GoTrue's URI_ALLOW_LIST). */
  additionalRedirectUrls: string[];
  /** `[auth.email] otp_expiry` (GoTrue's MAILER_OTP_EXP): seconds a mailed token lives. */
  otpExpiry: number;
  mfa: MfaConfig;
}

/** `[auth.mfa]`: multi-factor sign-in, TOTP being the only factor the local auth implements. */
export interface MfaConfig {
  /** `max_enrolled_factors` (GoTrue's MFA_MAX_ENROLLED_FACTORS): factors a user may have, verified or not. */
  maxEnrolledFactors: number;
  /** `[auth.mfa.totp] enroll_enabled` (MFA_TOTP_ENROLL_ENABLED). */
  totpEnroll: boolean;
  /** `[auth.mfa.totp] verify_enabled` (MFA_TOTP_VERIFY_ENABLED): challenges and verification. */
  totpVerify: boolean;
}

export interface ProjectConfig {
  /** Function name → whether the gateway requires a valid JWT (the platform's default: true). */
  verifyJwt(name: string): boolean;
  functionNames: string[];
  api: { port: number; schemas: string[]; extraSearchPath: string[]; maxRows: number };
  db: { port: number; seed: boolean; seedFile: string };
  auth: AuthConfig;
  storage: {
    enabled: boolean;
    /** The largest file any upload may carry, bytes (each bucket may set a lower limit). */
    fileSizeLimit: number;
    /** `[storage.buckets.<id>]`, as `supabase start` and `supabase seed buckets` create them. */
    buckets: Record<string, StorageBucketConfig>;
  };
}

export interface StorageBucketConfig {
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

/**
 * What the local stack does with each key: `local` keys are read below and change its behaviour
 * (`only`: the one value it implements); `hosted` keys concern only the hosted project or the
 * CLI, with the reason. `*` stands for any one name (a function, a bucket).
 */
type KeyUse = { use: 'local'; only?: unknown } | { use: 'hosted'; reason: string };

const local = (only?: unknown): KeyUse => (only === undefined ? { use: 'local' } : { use: 'local', only });
const hosted = (reason: string): KeyUse => ({ use: 'hosted', reason });

export const PROJECT_KEYS: Record<string, KeyUse> = {
  project_id: hosted('names the project for the CLI (`supabase link`); the local stack is one project'),

  'api.enabled': local(true),
  'api.port': local(),
  'api.schemas': local(),
  'api.extra_search_path': local(),
  'api.max_rows': local(),

  'db.port': local(),
  'db.shadow_port': hosted('the CLI\'s shadow database for `supabase db diff`; the local stack has none'),
  'db.major_version': hosted('the CLI\'s local Postgres image; the local database is chosen by the stack (database.ts)'),
  'db.migrations.enabled': local(true),
  'db.seed.enabled': local(),
  'db.seed.sql_paths': local(),

  'studio.enabled': hosted('the CLI\'s Studio container; the local stack has no Studio'),
  'inbucket.enabled': hosted('the CLI\'s mail catcher; the local auth hands mails only to [auth.hook.send_email]'),

  'storage.enabled': local(),
  'storage.file_size_limit': local(),
  'storage.buckets.*.public': local(),
  'storage.buckets.*.file_size_limit': local(),
  'storage.buckets.*.allowed_mime_types': local(),

  'auth.enabled': local(true),
  'auth.site_url': local(),
  'auth.additional_redirect_urls': local(),
  'auth.jwt_expiry': local(),
  'auth.enable_refresh_token_rotation': local(),
  'auth.refresh_token_reuse_interval': local(),
  'auth.enable_signup': local(),
  // Anonymous sign-ins are not implemented: only their refusal.
  'auth.enable_anonymous_sign_ins': local(false),
  'auth.minimum_password_length': local(),
  'auth.password_requirements': local(),
  'auth.rate_limit.email_sent': local(),
  'auth.rate_limit.sign_in_sign_ups': local(),
  'auth.rate_limit.token_refresh': local(),
  'auth.rate_limit.token_verifications': local(),
  'auth.email.enable_signup': local(),
  'auth.email.enable_confirmations': local(),
  'auth.email.double_confirm_changes': local(),
  'auth.email.secure_password_change': local(),
  'auth.email.otp_expiry': local(),
  'auth.sms.enable_signup': local(false),
  'auth.hook.password_verification_attempt.enabled': local(),
  'auth.hook.password_verification_attempt.uri': local(),
  'auth.hook.send_email.enabled': local(),
  'auth.hook.send_email.uri': local(),
  'auth.hook.send_email.secrets': local(),
  'auth.mfa.max_enrolled_factors': local(),
  'auth.mfa.totp.enroll_enabled': local(),
  'auth.mfa.totp.verify_enabled': local(),
  // Phone and WebAuthn factors are not implemented: only their being off.
  'auth.mfa.phone.enroll_enabled': local(false),
  'auth.mfa.phone.verify_enabled': local(false),
  'auth.mfa.web_authn.enroll_enabled': local(false),
  'auth.mfa.web_authn.verify_enabled': local(false),

  'edge_runtime.enabled': local(true),
  'edge_runtime.policy': hosted('how the CLI\'s edge-runtime container serves functions while developing; the local stack runs Deno itself (edge.ts)'),
  'edge_runtime.deno_version': local(2),

  'functions.*.verify_jwt': local(),
  // The local runtime loads supabase/functions/deno.json for every function (edge.ts).
  'functions.*.import_map': local('./functions/deno.json'),
};

type Table = Record<string, unknown>;

function isTable(value: unknown): value is Table {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

function table(value: unknown): Table {
  return isTable(value) ? value : {};
}

function keyUse(key: string): KeyUse | undefined {
  const parts = key.split('.');
  for (const [pattern, use] of Object.entries(PROJECT_KEYS)) {
    const want = pattern.split('.');
    if (want.length === parts.length && want.every((part, i) => part === '*' || part === parts[i])) return use;
  }
  return undefined;
}

const ENV_VALUE = /^env\((.*)\)$/;

/**
 * The CLI's env(NAME): a string value (an array's elements too) that is exactly `env(NAME)` reads
 * the variable NAME when it is set and not empty. The CLI then leaves the text as it is; the local
 * stack refuses to start instead, naming the variable, since nothing useful can follow.
 */
function resolveEnv(key: string, value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveEnv(key, item, env));
  if (typeof value !== 'string') return value;
  const match = ENV_VALUE.exec(value);
  if (!match) return value;
  const name = match[1] as string;
  const resolved = env[name];
  if (!resolved) throw new Error(`config.toml sets ${key} = "${value}", but ${name} is not set: set ${name} to start the local stack`);
  return resolved;
}

/** Checks every key against PROJECT_KEYS and resolves env() values, table by table. */
function checkTable(prefix: string, values: Table, env: NodeJS.ProcessEnv): Table {
  const out: Table = {};
  for (const [name, value] of Object.entries(values)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isTable(value)) {
      out[name] = checkTable(key, value, env);
      continue;
    }
    const use = keyUse(key);
    if (!use) throw new Error(`config.toml sets ${key}, which the local stack does not implement`);
    const resolved = resolveEnv(key, value, env);
    if (use.use === 'local' && use.only !== undefined && resolved !== use.only) {
      throw new Error(`config.toml sets ${key} = ${JSON.stringify(resolved)}, which the local stack does not implement (only ${JSON.stringify(use.only)})`);
    }
    out[name] = resolved;
  }
  return out;
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, kib: 1024, mb: 1024 ** 2, mib: 1024 ** 2, gb: 1024 ** 3, gib: 1024 ** 3 };

/** A config.toml size ("50MiB", "5MB", 1024) in bytes; the CLI reads every unit as binary. */
function sizeInBytes(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = SIZE_UNITS[(match?.[2] || 'b').toLowerCase()];
  return match && unit ? Math.floor(Number(match[1]) * unit) : null;
}

const REQUIREMENTS: PasswordRequirements[] = ['', 'letters_digits', 'lower_upper_letters_digits', 'lower_upper_letters_digits_symbols'];

function stringList(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
}

/** `pg-functions://postgres/<schema>/<function>`, the only hook kind a database function answers. */
function pgFunctionHook(hook: Table): { schema: string; name: string } | null {
  if (hook.enabled !== true) return null;
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(String(hook.uri ?? ''));
  if (!match) {
    throw new Error(
      `config.toml sets auth.hook.password_verification_attempt.uri = ${JSON.stringify(hook.uri)}: the local stack implements only pg-functions://postgres/<schema>/<function>`,
    );
  }
  return { schema: match[1] as string, name: match[2] as string };
}

/** `[auth.hook.send_email]` on: an http(s) URI and `v1,whsec_` secrets (a pg-functions one is not implemented). */
function sendEmailHook(hook: Table): SendEmailHook | null {
  if (hook.enabled !== true) return null;
  const uri = String(hook.uri ?? '');
  if (!/^https?:\/\//.test(uri)) {
    throw new Error(`config.toml sets auth.hook.send_email.uri = ${JSON.stringify(hook.uri)}: the local stack implements only an http(s) hook`);
  }
  const secrets = String(hook.secrets ?? '').split('|').filter(Boolean);
  if (secrets.length === 0 || secrets.some((secret) => !/^v1,whsec_[A-Za-z0-9+/=]+$/.test(secret))) {
    throw new Error('config.toml sets auth.hook.send_email.secrets: it must be one or more "v1,whsec_<base64>" secrets, separated by |');
  }
  return { uri, secrets };
}

/**
 * Reads config.toml. `env` stands for the environment the CLI would read env() values from; a key
 * the file leaves out takes the default the CLI pushes (or GoTrue's, where the CLI pushes none).
 */
export function readProjectConfig(file = PROJECT_CONFIG_FILE, env: NodeJS.ProcessEnv = process.env): ProjectConfig {
  let raw: Table;
  try {
    raw = parse(fs.readFileSync(file, 'utf8')) as Table;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)} could not be read: ${(error as Error).message}`, { cause: error });
  }
  const parsed = checkTable('', raw, env);
  const functions = table(parsed.functions);
  const api = table(parsed.api);
  const db = table(parsed.db);
  const seed = table(db.seed);
  const auth = table(parsed.auth);
  const email = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const storage = table(parsed.storage);
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

  const requirements = (auth.password_requirements ?? '') as PasswordRequirements;
  if (!REQUIREMENTS.includes(requirements)) {
    throw new Error(`config.toml sets auth.password_requirements = ${JSON.stringify(requirements)}: it must be one of ${JSON.stringify(REQUIREMENTS)}`);
  }
  const seedPaths = stringList(seed.sql_paths) ?? ['./seed.sql'];
  if (seedPaths.length !== 1) throw new Error('config.toml sets db.seed.sql_paths to more than one file, which the local stack does not implement');

  return {
    verifyJwt: (name) => table(functions[name]).verify_jwt !== false,
    functionNames: Object.keys(functions),
    api: {
      port: number(api.port, 54321),
      schemas: stringList(api.schemas) ?? ['public', 'graphql_public'],
      extraSearchPath: stringList(api.extra_search_path) ?? ['public', 'extensions'],
      maxRows: number(api.max_rows, 1000),
    },
    db: {
      port: number(db.port, 54322),
      seed: flag(seed.enabled, true),
      // As the CLI: relative to the supabase/ folder.
      seedFile: path.resolve(SUPABASE_DIR, seedPaths[0] as string),
    },
    auth: {
      enableSignup: flag(auth.enable_signup, true),
      emailProvider: flag(email.enable_signup, true),
      emailConfirmations: flag(email.enable_confirmations, false),
      securePasswordChange: flag(email.secure_password_change, false),
      doubleConfirmChanges: flag(email.double_confirm_changes, true),
      enableAnonymousSignIns: flag(auth.enable_anonymous_sign_ins, false),
      jwtExpiry: number(auth.jwt_expiry, 3600),
      minimumPasswordLength: number(auth.minimum_password_length, 6),
      passwordRequirements: requirements,
      enableRefreshTokenRotation: flag(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: number(auth.refresh_token_reuse_interval, 10),
      // The CLI's defaults.
      rateLimit: {
        signInSignUps: number(rateLimit.sign_in_sign_ups, 30),
        tokenRefresh: number(rateLimit.token_refresh, 150),
        emailSent: number(rateLimit.email_sent, 2),
        tokenVerifications: number(rateLimit.token_verifications, 30),
      },
      passwordVerificationHook: pgFunctionHook(table(table(auth.hook).password_verification_attempt)),
      sendEmailHook: sendEmailHook(table(table(auth.hook).send_email)),
      siteUrl: typeof auth.site_url === 'string' ? auth.site_url : 'http://127.0.0.1:3000',
      additionalRedirectUrls: stringList(auth.additional_redirect_urls) ?? [],
      // The CLI's default, which it pushes when the file leaves the key out.
      otpExpiry: number(email.otp_expiry, 3600),
      // GoTrue's defaults: ten factors, TOTP enrolment and verification on.
      mfa: {
        maxEnrolledFactors: number(mfa.max_enrolled_factors, 10),
        totpEnroll: flag(totp.enroll_enabled, true),
        totpVerify: flag(totp.verify_enabled, true),
      },
    },
    storage: {
      enabled: storage.enabled !== false,
      // The CLI's default global limit.
      fileSizeLimit: sizeInBytes(storage.file_size_limit) ?? 50 * 1024 ** 2,
      buckets: Object.fromEntries(
        Object.entries(table(storage.buckets)).map(([id, value]) => {
          const bucket = table(value);
          return [id, { public: bucket.public === true, fileSizeLimit: sizeInBytes(bucket.file_size_limit), allowedMimeTypes: stringList(bucket.allowed_mime_types) }];
        }),
      ),
    },
  };
}
