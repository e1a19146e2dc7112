// `npm run db:reset`: starts the local database over. The seed is applied once, on a new database
// (supabase/local/schema.ts), so a data folder made before a migration that brought seed rows (the
// booking hours, review industries) lacks them; deleting it makes the next start apply the
// bootstrap, every migration and the seed from zero, as on a fresh clone.
import { rmSync } from 'node:fs';
import { resolveOptions } from '../../supabase/local/config.ts';
import { DataDirLockedError, lockDataDir } from '../../supabase/local/lock.ts';

// The folder the backend would open (SUPABASE_DATA_DIR or its default), worked out by the backend.
const { dataDir } = resolveOptions();

// A running backend holds the folder's lock (supabase/local/database.ts); holding it here too
// keeps a backend from opening the folder while it is being deleted.
let release;
try {
  release = lockDataDir(dataDir);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `A local backend is using ${dataDir} (pid ${error.pid}): stop \`npm start\` first, then run \`npm run db:reset\` again.`,
  );
  process.exit(1);
}
try {
  rmSync(dataDir, { recursive: true, force: true });
} finally {
  release();
}
console.log(`Removed ${dataDir}: the next \`npm start\` applies the migrations and the seed to a new database.`);
