// Writes supabase/functions/deno.lock: the versions of the import map's npm packages
// (supabase/functions/deno.json) and of what they depend on, with their integrity hashes. Each
// package of the import map is locked at the version npm installed (package-lock.json), which is
// the one the local backend and the tests run, so the lock and node_modules never disagree. Deno
// itself resolves the rest from the npm registry: the script has it cache every function's entry
// with an import map pinned to those versions, then names the entries as deno.json does.
// Run `npm run lock:functions` after changing deno.json or updating one of its packages.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoBinary } from '../../supabase/local/edge.ts';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FUNCTIONS_DIR = path.join(ROOT, 'supabase', 'functions');
export const LOCK_FILE = path.join(FUNCTIONS_DIR, 'deno.lock');

/** `npm:<name>@<range>[/<subpath>]` split into its parts, or undefined for another kind of target. */
export function npmTarget(target) {
  const match = /^npm:(@[^/@]+\/[^/@]+|[^/@]+)@([^/]+)(\/.*)?$/.exec(target);
  return match ? { name: match[1], range: match[2], subpath: match[3] ?? '' } : undefined;
}

/** The import map's npm packages, each as `npm:<name>@<range>` (the lock's key for it), by name. */
export function importMapPackages() {
  const { imports } = JSON.parse(fs.readFileSync(path.join(FUNCTIONS_DIR, 'deno.json'), 'utf8'));
  const packages = new Map();
  for (const target of Object.values(imports)) {
    const parsed = npmTarget(target);
    if (parsed) packages.set(parsed.name, `npm:${parsed.name}@${parsed.range}`);
  }
  return packages;
}

/** The version of a package the functions get from node_modules (looked up as Deno does, upwards). */
export function installedVersion(name) {
  for (let dir = FUNCTIONS_DIR; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (run npm ci in the repository root)`);
  }
}

function writeLock() {
  const { imports, ...rest } = JSON.parse(fs.readFileSync(path.join(FUNCTIONS_DIR, 'deno.json'), 'utf8'));
  const packages = importMapPackages();
  const pinned = Object.fromEntries(
    Object.entries(imports).map(([specifier, target]) => {
      const parsed = npmTarget(target);
      return [specifier, parsed ? `npm:${parsed.name}@${installedVersion(parsed.name)}${parsed.subpath}` : target];
    }),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-lock-'));
  try {
    const config = path.join(dir, 'deno.json');
    const lockFile = path.join(dir, 'deno.lock');
    fs.writeFileSync(config, JSON.stringify({ ...rest, imports: pinned }, null, 2));
    const entries = fs
      .readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => path.join(FUNCTIONS_DIR, entry.name, 'index.ts'));
    execFileSync(denoBinary(), ['cache', `--config=${config}`, `--lock=${lockFile}`, '--node-modules-dir=none', ...entries], {
      cwd: FUNCTIONS_DIR,
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
    // Keyed as deno.json names the packages (their ranges), each still locked at npm's version.
    const byName = new Map([...packages].map(([name, specifier]) => [specifier, name]));
    lock.specifiers = Object.fromEntries([...byName.keys()].sort().map((specifier) => [specifier, installedVersion(byName.get(specifier))]));
    lock.workspace = { dependencies: [...packages.values()].sort() };
    fs.writeFileSync(LOCK_FILE, `${JSON.stringify(lock, null, 2)}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeLock();
  console.log(`Wrote ${path.relative(ROOT, LOCK_FILE)}`);
}
