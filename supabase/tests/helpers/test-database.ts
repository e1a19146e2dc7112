// The server the backend tests run on: TEST_DATABASE_URL when it is set, else a throwaway cluster
// started once for the run, of the PostgreSQL whose binaries are in TEST_POSTGRES_BIN (`npm run
// test:db:pg15` names Debian's 15) or by default 17, the major version hosted projects run. Test
// files and backends each make their own database on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../../local/postgres.ts';

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-test-db-'));
  fs.chmodSync(dir, 0o755);
  const cluster = await startCluster({ dataDir: path.join(dir, 'cluster'), port: 0, bin: process.env.TEST_POSTGRES_BIN || undefined });
  // Read by the workers vitest starts after this (the harness and the backends).
  process.env.TEST_DATABASE_URL = cluster.url;
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
