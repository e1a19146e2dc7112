// The server the backend tests run on: TEST_DATABASE_URL when it is set (supabase/tests/db/
// run-on-pg15.sh sets it to a PostgreSQL 15 cluster), else a throwaway PostgreSQL 17 cluster,
// the major version hosted projects run, started once for the run. Test files and backends each
// make their own database on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../../local/postgres.ts';

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-test-db-'));
  fs.chmodSync(dir, 0o755);
  const cluster = await startCluster({ dataDir: path.join(dir, 'cluster'), port: 0 });
  // Read by the workers vitest starts after this (the harness and the backends).
  process.env.TEST_DATABASE_URL = cluster.url;
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
