// supabase/config.toml, read once: the local backend imitates what it says (each function's
// verify_jwt; the auth settings; the storage size limit), so what is tested here is what `supabase config push` and
// `supabase functions deploy` set on the hosted project.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { SUPABASE_DIR } from './config.ts';

export const PROJECT_CONFIG_FILE = path.join(SUPABASE_DIR, 'config.toml');

export interface ProjectConfig {
  /** Function name → whether the gateway requires a valid JWT (the platform's default: true). */
  verifyJwt(name: string): boolean;
  functionNames: string[];
  auth: {
    enableSignup: boolean;
    jwtExpiry: number;
    minimumPasswordLength: number;
    refreshTokenReuseInterval: number;
  };
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

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, kib: 1024, mb: 1024 ** 2, mib: 1024 ** 2, gb: 1024 ** 3, gib: 1024 ** 3 };

/** A config.toml size ("50MiB", "5MB", 1024) in bytes; the CLI reads every unit as binary. */
function sizeInBytes(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = SIZE_UNITS[(match?.[2] || 'b').toLowerCase()];
  return match && unit ? Math.floor(Number(match[1]) * unit) : null;
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {};
}

export function readProjectConfig(file = PROJECT_CONFIG_FILE): ProjectConfig {
  let parsed: Table;
  try {
    parsed = parse(fs.readFileSync(file, 'utf8')) as Table;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)} could not be read: ${(error as Error).message}`, { cause: error });
  }
  const functions = table(parsed.functions);
  const auth = table(parsed.auth);
  const storage = table(parsed.storage);
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    verifyJwt: (name) => table(functions[name]).verify_jwt !== false,
    functionNames: Object.keys(functions),
    auth: {
      enableSignup: auth.enable_signup !== false,
      jwtExpiry: number(auth.jwt_expiry, 3600),
      minimumPasswordLength: number(auth.minimum_password_length, 6),
      refreshTokenReuseInterval: number(auth.refresh_token_reuse_interval, 10),
    },
    storage: {
      enabled: storage.enabled !== false,
      // The CLI's default global limit.
      fileSizeLimit: sizeInBytes(storage.file_size_limit) ?? 50 * 1024 ** 2,
      buckets: Object.fromEntries(
        Object.entries(table(storage.buckets)).map(([id, value]) => {
          const bucket = table(value);
          const types = Array.isArray(bucket.allowed_mime_types) ? bucket.allowed_mime_types.filter((type) => typeof type === 'string') : null;
          return [id, { public: bucket.public === true, fileSizeLimit: sizeInBytes(bucket.file_size_limit), allowedMimeTypes: types }];
        }),
      ),
    },
  };
}
