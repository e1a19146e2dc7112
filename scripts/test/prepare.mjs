// What `npm test` needs beyond npm packages: Debian's Chromium (browser tests), PostgreSQL 15
// (the database suite on a real server) and nginx (the production serving check). Installs what
// is missing the supported way when it can (root on Debian: apt-get), otherwise stops at once with
// the one command to run. PostgreSQL 17 and Deno come from npm and need nothing here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NEEDS = [
  { what: 'Chromium, for the browser tests', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debian: 'chromium' },
  { what: 'PostgreSQL 15, for the database suite', path: '/usr/lib/postgresql/15/bin/postgres', debian: 'postgresql-15' },
  { what: 'nginx, for the production serving check', path: '/usr/sbin/nginx', debian: 'nginx' },
];

function canInstall() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/** Resolves when everything is present; exits with a message naming the command otherwise. */
export function prepare(log = console.log) {
  const missing = NEEDS.filter((need) => !existsSync(need.path));
  if (missing.length === 0) return;
  const packages = missing.map((need) => need.debian);
  for (const need of missing) log(`Missing: ${need.what} (${need.path}).`);
  if (!canInstall()) {
    console.error(`\nInstall ${missing.length === 1 ? 'it' : 'them'} with:\n\n  sudo apt-get install -y ${packages.join(' ')}\n\nthen run npm test again.`);
    process.exit(1);
  }
  log(`Installing Debian packages: ${packages.join(' ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const still = NEEDS.filter((need) => !existsSync(need.path));
  if (still.length > 0) {
    console.error(`Still missing after the install: ${still.map((need) => need.path).join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url) prepare();
