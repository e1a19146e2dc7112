// A second backend of a test's own (its own functions environment, its own database: a fresh
// database on the server in TEST_DATABASE_URL, else a throwaway local cluster), for tests that
// change settings the shared backend must keep, or exhaust limits it shares.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBackend, type Backend, type BackendOptions } from '../../local/server.ts';

export interface OwnBackend {
  backend: Backend;
  stop(): Promise<void>;
}

/**
 * `env` is set in this process only while the backend starts: the backend reads its own knobs
 * (OUTBOX_POLL_MS…) and hands the functions their environment then.
 */
export async function startOwnBackend(label: string, options: BackendOptions = {}, env: Record<string, string> = {}): Promise<OwnBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `${label.replace(/\W/g, '_')}_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const saved = new Map(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  let backend: Backend;
  try {
    backend = await startBackend({ port: 0, dbPort: 0, dataDir: path.join(dataDir, 'postgres'), databaseUrl, runtimeConfigOut: [], ...options });
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return {
    backend,
    async stop() {
      await backend.stop();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
