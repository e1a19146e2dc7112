// supabase/config.toml, read once: the local backend imitates what it says (each function's
// verify_jwt; the auth settings), so what is tested here is what `supabase config push` and
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
  };
}
