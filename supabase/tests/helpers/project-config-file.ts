// A config.toml of a test's own: the project's supabase/config.toml with some keys changed (a
// value of null removes the key), written to a temporary file for startBackend's projectConfigFile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'smol-toml';
import { PROJECT_CONFIG_FILE } from '../../local/project-config.ts';

type Table = Record<string, unknown>;

function isTable(value: unknown): value is Table {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

function merge(base: Table, changes: Table): Table {
  const out: Table = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete out[key];
    else if (isTable(value) && isTable(out[key])) out[key] = merge(out[key] as Table, value);
    else out[key] = value;
  }
  return out;
}

export function projectConfigWith(changes: Table): string {
  const base = parse(fs.readFileSync(PROJECT_CONFIG_FILE, 'utf8')) as Table;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-toml-'));
  const file = path.join(dir, 'config.toml');
  fs.writeFileSync(file, stringify(merge(base, changes)));
  return file;
}

/**
 * [auth.rate_limit] raised far above what one test run sends from one address: the shared
 * backend's clients all come from 127.0.0.1, where hosted clients would come from many addresses.
 */
export const UNLIMITED_AUTH_RATES = {
  auth: { rate_limit: { sign_in_sign_ups: 1_000_000, token_refresh: 1_000_000, email_sent: 1_000_000, token_verifications: 1_000_000 } },
};

/** The password verification hook on, as a project on a plan that offers it would set it. */
export const WITH_PASSWORD_HOOK = { auth: { hook: { password_verification_attempt: { enabled: true } } } };
