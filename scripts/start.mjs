// `npm start`: builds what is not built, then serves the production builds of the shell and the
// four remotes on their ports, with the local backend and the renderer (which renders the public
// pages once the site is up and again whenever their content changes: docs/prerendering.md), and
// prints where to open the site. `--no-render` serves the app alone.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { buildIfStale, APPS } from './build-if-stale.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const skipBuild = process.argv.includes('--no-build');
const skipRender = process.argv.includes('--no-render');

if (!skipBuild) buildIfStale();

const commands = APPS.map((app) => ({ command: `node scripts/serve-dist.mjs ${app}`, name: app.replace('mfe-', '') }));
const hasBackend = existsSync(join(ROOT, 'supabase', 'local', 'server.ts'));
if (hasBackend) commands.unshift({ command: 'npm start -w supabase', name: 'backend' });
if (hasBackend && !skipRender) commands.push({ command: 'node scripts/prerender/worker.mjs', name: 'render' });

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
  prefixColors: ['blue', 'green', 'magenta', 'cyan', 'yellow', 'gray', 'white'],
});
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
