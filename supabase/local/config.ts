// Every knob of the local backend in one place, with the Supabase CLI's local defaults, so the
// front door, the auth service and the tests agree on secrets, keys, ports and folders.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY } from './keys.ts';

/** The Supabase CLI's local JWT secret: the well-known demo keys are signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_PORT = 54321;
/** The Supabase CLI serves its database on 54322; the local one does the same. */
export const DEFAULT_DB_PORT = 54322;
/** The local site (`npm start`): what config.toml's env(SITE_URL) reads when SITE_URL is not set. */
export const LOCAL_SITE_URL = 'http://localhost:3000';
/**
 * The local Send Email Hook secret (config.toml's env(SEND_EMAIL_HOOK_SECRET) when it is not set):
 * Auth signs each mail with it and the auth-email function checks it. For local use only, like
 * the local API keys; a deploy sets its own.
 */
export const LOCAL_SEND_EMAIL_HOOK_SECRET = `v1,whsec_${Buffer.from('local-send-email-hook-secret-not-for-production').toString('base64')}`;

/**
 * The environment config.toml's env() values are read from locally: the process's own, with the
 * local site, the local auth-email function (at the front door's URL, once it is known) and the
 * local hook secret for whatever it leaves unset.
 */
export function localProjectEnv(env: NodeJS.ProcessEnv, apiUrl: string): NodeJS.ProcessEnv {
  return {
    ...env,
    SITE_URL: env.SITE_URL || LOCAL_SITE_URL,
    SEND_EMAIL_HOOK_URI: env.SEND_EMAIL_HOOK_URI || `${apiUrl}/functions/v1/auth-email`,
    SEND_EMAIL_HOOK_SECRET: env.SEND_EMAIL_HOOK_SECRET || LOCAL_SEND_EMAIL_HOOK_SECRET,
  };
}

/** Largest request body the front door accepts (what a JSON API call can reasonably need). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The `supabase/` folder, whatever the working directory is. */
export const SUPABASE_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface BackendOptions {
  /** Front-door port; 0 picks a free one. */
  port?: number;
  /** Host the front door binds to. */
  host?: string;
  /** The local PostgreSQL server's data folder (ignored when databaseUrl is set). */
  dataDir?: string;
  /** Where Storage keeps its files; default: storage/ beside the data folder. */
  storageDir?: string;
  /** A Postgres server to use instead of the local one (a superuser connection string). */
  databaseUrl?: string;
  /** Port the local database listens on (127.0.0.1); 0 picks a free one. */
  dbPort?: number;
  /** Apply supabase/seed.sql (default true). */
  seed?: boolean;
  /** Extra SQL files applied after migrations and seed on every start (test fixtures). */
  extraSqlFiles?: string[];
  /** Secret of the legacy HS256 API keys (and of HS256 tokens made with it). */
  jwtSecret?: string;
  /** sb_publishable_… key (acts as anon) and sb_secret_… key (acts as service_role). */
  publishableKey?: string;
  secretKey?: string;
  /** File holding Auth's ES256 signing key; default: signing-key.json beside the data folder. */
  signingKeyFile?: string;
  /** The project's config.toml (default: supabase/config.toml): tests point it at one of their own. */
  projectConfigFile?: string;
  migrationsDir?: string;
  seedFile?: string;
  /** Function secrets on top of the backend's environment (what `supabase secrets set` holds hosted). */
  functionEnv?: Record<string, string>;
  /** Restart the functions when a file under supabase/functions changes. */
  watchFunctions?: boolean;
  /** Files the shell's runtime-config.json is written to. */
  runtimeConfigOut?: string[];
  /** Print progress and child-process errors (default true from the CLI, false in-process). */
  log?: boolean;
}

export interface ResolvedOptions {
  port: number;
  host: string;
  dataDir: string;
  storageDir: string;
  databaseUrl: string | undefined;
  dbPort: number;
  seed: boolean;
  extraSqlFiles: string[];
  jwtSecret: string;
  publishableKey: string;
  secretKey: string;
  signingKeyFile: string;
  migrationsDir: string;
  seedFile: string;
  functionEnv: Record<string, string>;
  watchFunctions: boolean;
  runtimeConfigOut: string[];
  log: boolean;
}

function intFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

function listFrom(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** What config.toml sets that the options below default to (ports, the seed). */
export interface ProjectDefaults {
  port: number;
  dbPort: number;
  seed: boolean;
  seedFile: string;
}

/**
 * Explicit options win over the environment, which wins over config.toml (`project`), then the
 * CLI-like defaults.
 */
export function resolveOptions(
  options: BackendOptions = {},
  env: NodeJS.ProcessEnv = process.env,
  project?: ProjectDefaults,
): ResolvedOptions {
  const dataDir = path.resolve(options.dataDir ?? env.SUPABASE_DATA_DIR ?? path.join(SUPABASE_DIR, '.data', 'postgres'));
  return {
    port: options.port ?? intFrom(env.SUPABASE_PORT) ?? intFrom(env.PORT) ?? project?.port ?? DEFAULT_PORT,
    host: options.host ?? env.SUPABASE_HOST ?? '127.0.0.1',
    dataDir,
    // Beside the data folder, as the signing key is: kept with the data, but no part of Postgres's.
    storageDir: path.resolve(options.storageDir ?? env.STORAGE_DIR ?? path.join(dataDir, '..', 'storage')),
    databaseUrl: options.databaseUrl ?? (env.DATABASE_URL || undefined),
    dbPort: options.dbPort ?? intFrom(env.SUPABASE_DB_PORT) ?? project?.dbPort ?? DEFAULT_DB_PORT,
    seed: options.seed ?? (env.SUPABASE_SEED !== 'false' && (project?.seed ?? true)),
    extraSqlFiles: options.extraSqlFiles ?? [],
    jwtSecret: options.jwtSecret ?? (env.JWT_SECRET || DEFAULT_JWT_SECRET),
    publishableKey: options.publishableKey ?? (env.SUPABASE_PUBLISHABLE_KEY || DEFAULT_PUBLISHABLE_KEY),
    secretKey: options.secretKey ?? (env.SUPABASE_SECRET_KEY || DEFAULT_SECRET_KEY),
    // Beside the data folder rather than in it, so it is kept with the data but is no part of it.
    signingKeyFile: path.resolve(options.signingKeyFile ?? path.join(dataDir, '..', 'signing-key.json')),
    migrationsDir: options.migrationsDir ?? path.join(SUPABASE_DIR, 'migrations'),
    seedFile: options.seedFile ?? project?.seedFile ?? path.join(SUPABASE_DIR, 'seed.sql'),
    functionEnv: options.functionEnv ?? {},
    watchFunctions: options.watchFunctions ?? false,
    // Relative paths are taken from the repository root, wherever the backend was started from.
    runtimeConfigOut: (options.runtimeConfigOut ?? listFrom(env.RUNTIME_CONFIG_OUT) ?? []).map((file) =>
      path.resolve(SUPABASE_DIR, '..', file),
    ),
    log: options.log ?? false,
  };
}
