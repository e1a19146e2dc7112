// `npm run dev`: the rsbuild dev servers of every app and the local backend, side by side.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { APPS } from './build-if-stale.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const commands = APPS.map((app) => ({ command: `npm run dev -w ${app}`, name: app.replace('mfe-', '') }));
if (existsSync(join(ROOT, 'supabase', 'local', 'server.ts'))) {
  commands.unshift({ command: 'npm start -w supabase', name: 'backend' });
}
console.log('\n  Site (dev): http://localhost:3000\n');
const { result } = concurrently(commands, { cwd: ROOT, prefix: 'name', killOthersOn: ['failure'] });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
