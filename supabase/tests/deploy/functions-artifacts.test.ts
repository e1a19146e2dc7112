// What `supabase functions deploy` and `supabase config push` will be given, checked here because
// the hosted project itself cannot be: config.toml names every function, each entry passes
// `deno check` and `deno lint` as the hosted bundler would see it (only supabase/functions and
// its deno.json), nothing under supabase/functions reaches outside it, and the copied contracts
// equal their sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { denoBinary } from '../../local/edge.ts';
import { SUPABASE_DIR } from '../../local/config.ts';
import { staleCopies } from '../../../scripts/functions/sync-contracts.mjs';
import { importMapPackages, installedVersion, LOCK_FILE } from '../../../scripts/functions/deno-lock.mjs';
import { INVITATION_LIFETIME_SECONDS } from '../../functions/staff-accounts/handler.ts';

const FUNCTIONS_DIR = path.join(SUPABASE_DIR, 'functions');
/** The bare specifiers the functions may use: the import map the hosted bundler reads. */
const IMPORT_MAP = new Set(Object.keys((JSON.parse(fs.readFileSync(path.join(FUNCTIONS_DIR, 'deno.json'), 'utf8')) as { imports: Record<string, string> }).imports));
const functionNames = fs
  .readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();

function deno(args: string[]): string {
  try {
    return execFileSync(denoBinary(), args, {
      cwd: FUNCTIONS_DIR,
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    throw new Error(`deno ${args[0]} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`, { cause: error });
  }
}

describe('the functions as deployed', () => {
  it('are the eighteen the site uses, each with a Deno entry', () => {
    expect(functionNames).toEqual([
      'account-status',
      'analytics',
      'analytics-sync-v2',
      'auth-email',
      'blog-editor',
      'book-consultation',
      'booking-admin',
      'booking-slots',
      'create-zoho-lead',
      'enrich-lead',
      'health',
      'manage-booking',
      'process-outbox',
      'send-email',
      'sitemap-blog',
      'staff-accounts',
      'summarize-reviews',
      'track',
    ]);
    for (const name of functionNames) {
      expect(fs.readFileSync(path.join(FUNCTIONS_DIR, name, 'index.ts'), 'utf8'), name).toContain(`export default serveFunction('${name}'`);
    }
  });

  it('are each named in config.toml with verify_jwt off and the shared import map', () => {
    const config = parse(fs.readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8')) as {
      functions: Record<string, { verify_jwt?: boolean; import_map?: string }>;
      auth: Record<string, unknown> & { email: { otp_expiry: number }; hook: { send_email: Record<string, unknown> } };
      api: { schemas: string[] };
    };
    expect(Object.keys(config.functions).sort()).toEqual(functionNames);
    for (const [name, settings] of Object.entries(config.functions)) {
      expect(settings, name).toEqual({ verify_jwt: false, import_map: './functions/deno.json' });
    }
    expect(config.auth.enable_signup).toBe(false);
    expect(config.auth.minimum_password_length).toBe(10);
    // staff-accounts tells the portal when an invitation's link stops working: when Auth's does.
    expect(INVITATION_LIFETIME_SECONDS).toBe(config.auth.email.otp_expiry);
    // Auth's mails go to the auth-email function, at the URL and with the secret the deploy sets.
    expect(config.auth.hook.send_email).toEqual({ enabled: true, uri: 'env(SEND_EMAIL_HOOK_URI)', secrets: 'env(SEND_EMAIL_HOOK_SECRET)' });
    expect(config.api.schemas).toEqual(['public']);
  });

  it('import nothing from outside supabase/functions', () => {
    const offenders: string[] = [];
    for (const entry of fs.readdirSync(FUNCTIONS_DIR, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const source = fs.readFileSync(file, 'utf8');
      const specifiers = [
        ...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
        ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
        ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
      ];
      for (const match of specifiers) {
        const specifier = match[1] as string;
        const inside = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier).startsWith(FUNCTIONS_DIR + path.sep) : IMPORT_MAP.has(specifier);
        if (!inside) offenders.push(`${path.relative(SUPABASE_DIR, file)}: ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('carry copies of the shared contracts that equal their sources', () => {
    expect(staleCopies()).toEqual([]);
  });

  it('carry a tracked deno.lock that locks each import map package at the version npm installed', () => {
    const tracked = execFileSync('git', ['ls-files', '--', path.relative(SUPABASE_DIR, LOCK_FILE)], { cwd: SUPABASE_DIR, encoding: 'utf8' });
    expect(tracked.trim()).toBe('functions/deno.lock');
    const lock = JSON.parse(fs.readFileSync(LOCK_FILE, 'utf8')) as { specifiers: Record<string, string>; npm: Record<string, unknown>; workspace: { dependencies: string[] } };
    const packages = importMapPackages();
    expect([...packages.keys()].sort()).toEqual(['@supabase/supabase-js', 'dompurify', 'jose', 'jsdom', 'standardwebhooks', 'zod']);
    expect(lock.workspace.dependencies).toEqual([...packages.values()].sort());
    for (const [name, specifier] of packages) {
      const version = installedVersion(name);
      expect(lock.specifiers[specifier], specifier).toBe(version);
      expect(Object.keys(lock.npm), name).toContain(`${name}@${version}`);
    }
  });

  it('pass deno check, with the lock as it is', () => {
    // --frozen: a lock that no longer matches deno.json fails instead of being rewritten.
    const output = deno(['check', '--frozen', '--node-modules-dir=manual', ...functionNames.map((name) => `${name}/index.ts`)]);
    expect(output).not.toMatch(/error/i);
  }, 120_000);

  it('pass deno lint', () => {
    expect(deno(['lint'])).toBe('');
  }, 60_000);
});
