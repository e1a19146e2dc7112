// Applies local/bootstrap.sql and every migration, from zero, on each PostgreSQL server at hand —
// Debian's PostgreSQL 15 (/usr/lib/postgresql/15/bin) when installed, and PostgreSQL 17 from the
// `pg17` devDependency, as the local backend runs it (local/postgres.ts) — the way the backend does (applySchema,
// no seed: `supabase db push` never sends it), checks a few objects and stops the server.
// One line per server; exits non-zero when a migration fails or a check does not hold.
// Usage: node supabase/tests/db/migrations-apply.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../local/database.ts';
import { PACKAGED_VERSION, packagedBinaries, startCluster, type Cluster } from '../../local/postgres.ts';
import { applySchema } from '../../local/schema.ts';
import { SUPABASE_DIR } from '../../local/config.ts';

interface ServerSpec {
  label: string;
  /** Folder holding initdb and postgres. */
  bin: () => string;
}

function availableServers(): ServerSpec[] {
  const servers: ServerSpec[] = [];
  const debian15 = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
  if (fs.existsSync(path.join(debian15, 'postgres'))) servers.push({ label: 'PostgreSQL 15 (Debian)', bin: () => debian15 });
  else console.log(`PostgreSQL 15: skipped (no ${debian15}/postgres)`);
  try {
    servers.push({ label: `PostgreSQL 17 (${PACKAGED_VERSION()}, npm)`, bin: packagedBinaries });
  } catch (error) {
    console.log((error as Error).message);
    process.exitCode = 1;
  }
  return servers;
}

/** What the migrations must have made: answered as one row of booleans by the server. */
const CHECKS: [string, string][] = [
  ['table public.profiles', `to_regclass('public.profiles') is not null`],
  ['table public.user_roles', `to_regclass('public.user_roles') is not null`],
  ['table public.blog_posts', `to_regclass('public.blog_posts') is not null`],
  ['table public.outbox_messages', `to_regclass('public.outbox_messages') is not null`],
  ['table private.rate_limit_counters', `to_regclass('private.rate_limit_counters') is not null`],
  ['seven scheduled jobs', `(select count(*) from private.scheduled_jobs) = 7`],
  ['function private.release_booking_holds', `to_regprocedure('private.release_booking_holds()') is not null`],
  ['function public.retain_site_events', `to_regprocedure('public.retain_site_events(timestamptz)') is not null`],
  ['function private.dispatch_page_renders', `to_regprocedure('private.dispatch_page_renders(integer, integer)') is not null`],
  ['function public.is_super_admin()', `to_regprocedure('public.is_super_admin()') is not null`],
  ['function public.rollup_blog_analytics', `to_regprocedure('public.rollup_blog_analytics(date, date)') is not null`],
  [
    'hit_rate_limit for the service role only',
    `has_function_privilege('service_role', 'public.hit_rate_limit(text, text, integer, integer)', 'execute')
     and not has_function_privilege('anon', 'public.hit_rate_limit(text, text, integer, integer)', 'execute')
     and not has_function_privilege('authenticated', 'public.hit_rate_limit(text, text, integer, integer)', 'execute')`,
  ],
  ['RLS on user_roles', `(select relrowsecurity from pg_class where oid = 'public.user_roles'::regclass)`],
  ['policies on user_roles', `(select count(*) from pg_policies where schemaname = 'public' and tablename = 'user_roles') >= 4`],
  ['auth.users trigger', `exists (select 1 from pg_trigger where tgrelid = 'auth.users'::regclass and not tgisinternal)`],
  ['every migration recorded', `(select count(*) from supabase_migrations.schema_migrations) = $1`],
  ['no seed', `not exists (select 1 from supabase_migrations.local_setup where step = 'seed')`],
];

async function applyOn(spec: ServerSpec, migrationCount: number): Promise<{ ok: boolean; line: string }> {
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-apply-'));
  fs.chmodSync(workDir, 0o755);
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({ dataDir: path.join(workDir, 'data'), port: 0, bin: spec.bin() });
    const db = await openDatabase({ databaseUrl: cluster.url, dataDir: workDir, dbPort: 0, log: () => {} });
    let version = "?";
    const failed: string[] = [];
    try {
      const report = await applySchema(db, {
        migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
        seedFile: path.join(SUPABASE_DIR, 'seed.sql'),
        seed: false,
        extraSqlFiles: [],
        log: () => {},
      });
      if (report.migrationsApplied.length !== migrationCount) {
        failed.push(`applied ${report.migrationsApplied.length} of ${migrationCount} migrations`);
      }
      version = ((await db.query<{ v: string }>(`select current_setting('server_version') as v`))[0] as { v: string }).v;
      for (const [name, expression] of CHECKS) {
        const usesCount = expression.includes('$1');
        const [row] = await db.query<{ ok: boolean }>(`select (${expression}) as ok`, usesCount ? [migrationCount] : []);
        if (row?.ok !== true) failed.push(name);
      }
    } finally {
      await db.stop();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (failed.length > 0) return { ok: false, line: `${spec.label}: FAILED checks (server ${version}): ${failed.join(', ')}` };
    return { ok: true, line: `${spec.label}: ok, bootstrap + ${migrationCount} migrations applied from zero, ${CHECKS.length} checks held (server ${version}, ${seconds} s)` };
  } catch (error) {
    // A server that would not start names its log's last lines in the message.
    return { ok: false, line: `${spec.label}: FAILED: ${(error as Error).message}` };
  } finally {
    await cluster?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

const migrationCount = fs.readdirSync(path.join(SUPABASE_DIR, 'migrations')).filter((name) => name.endsWith('.sql')).length;
const servers = availableServers();
if (servers.length === 0) {
  console.log('No PostgreSQL server to apply the migrations on');
  process.exitCode = 1;
}
const results = await Promise.all(servers.map((spec) => applyOn(spec, migrationCount)));
for (const result of results) {
  console.log(result.line);
  if (!result.ok) process.exitCode = 1;
}
