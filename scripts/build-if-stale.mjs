// Builds each app whose sources changed since its last build, so `npm start` on a fresh clone
// builds everything once and later starts are instant. The stamp is a hash of what goes into
// the build: the app's own files, shared-contracts and the lockfile.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_PRERENDERED_DIR } from './prerender/prerender.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const APPS = ['shell', 'mfe-marketing', 'mfe-blog', 'mfe-tools', 'mfe-admin'];
// Build outputs, the renderer's pages and local data are not sources: changing them must not rebuild.
const SKIP = new Set(['node_modules', 'dist', 'dist-monolith', 'dist-prerendered', 'dist-server', '.data', 'test-results']);

function hashTree(hash, dir) {
  for (const entry of readdirSync(dir).sort()) {
    if (SKIP.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) hashTree(hash, path);
    else if (!/\.test\.tsx?$/.test(entry)) {
      hash.update(path.slice(ROOT.length));
      hash.update(readFileSync(path));
    }
  }
}

export function sourceStamp(app) {
  const hash = createHash('sha256');
  hashTree(hash, join(ROOT, app));
  hashTree(hash, join(ROOT, 'shared-contracts'));
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  return hash.digest('hex');
}

const stampFile = (app) => join(ROOT, app, 'dist', '.build-stamp');

export function isStale(app) {
  const file = stampFile(app);
  return !existsSync(file) || readFileSync(file, 'utf8') !== sourceStamp(app);
}

export function buildIfStale(apps = APPS) {
  const stale = apps.filter(isStale);
  // Pages rendered from the old builds would not be what the new builds hydrate.
  if (stale.length) rmSync(LOCAL_PRERENDERED_DIR, { recursive: true, force: true });
  for (const app of stale) {
    console.log(`Building ${app}...`);
    execFileSync('npm', ['run', 'build', '-w', app], { cwd: ROOT, stdio: 'inherit' });
    writeFileSync(stampFile(app), sourceStamp(app));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildIfStale();
}
