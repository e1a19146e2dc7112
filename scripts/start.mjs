// `npm start`: builds what is not built, then serves the production builds of the shell and the
// four remotes on their ports, with the local backend, and prints where to open the site.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { buildIfStale, APPS } from './build-if-stale.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) buildIfStale();

const commands = APPS.map((app) => ({ command: `node scripts/serve-dist.mjs ${app}`, name: app.replace('mfe-', '') }));
const hasBackend = existsSync(join(ROOT, 'supabase', 'local', 'server.ts'));
if (hasBackend) commands.unshift({ command: 'npm start -w supabase', name: 'backend' });

console.log('\n  Site:    http://localhost:3000');
console.log('  Admin:   http://localhost:3000/admin (local demo accounts in README.md)');
if (hasBackend) {
  console.log('  Backend: http://localhost:54321 (REST /rest/v1, auth /auth/v1)');
  console.log('  Functions: http://localhost:54321/functions/v1/<name> (Deno)\n');
}

const { result } = concurrently(commands, {
  cwd: ROOT,
  prefix: 'name',
  killOthersOn: ['failure'],
  prefixColors: ['blue', 'green', 'magenta', 'cyan', 'yellow', 'gray'],
});
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
