// `npm run db:reset`: starts the local database over. The seed is applied once, on a new database
// (supabase/local/schema.ts), so a data folder made before a migration that brought seed rows (the
// booking hours, review industries) lacks them; deleting it makes the next start apply the
// bootstrap, every migration and the seed from zero, as on a fresh clone.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers } from '../wait-for.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DATA_DIR = process.env.PGLITE_DATA_DIR ?? join(ROOT, 'supabase', '.data', 'pglite');

if (await answers('http://localhost:54321/health')) {
  console.error('The local backend is running (http://localhost:54321): stop `npm start` first, then run `npm run db:reset` again.');
  process.exit(1);
}
rmSync(DATA_DIR, { recursive: true, force: true });
console.log(`Removed ${DATA_DIR}: the next \`npm start\` applies the migrations and the seed to a new database.`);
