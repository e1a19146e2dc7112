// Starts one local backend for the whole test run (port 54421, over the server in
// TEST_DATABASE_URL, which test-database.ts provides) and hands its URL and keys to the tests through provide/inject.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBackend } from '../../local/server.ts';
import { projectConfigWith, UNLIMITED_AUTH_RATES, WITH_PASSWORD_HOOK } from './project-config-file.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string;
    publishableKey: string;
    secretKey: string;
    anonKey: string;
    serviceKey: string;
    jwtSecret: string;
    functionsPid: number;
    /** The folder the backend keeps Storage's files in. */
    storageDir: string;
  }
}

export const TEST_PORT = 54421;

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-it-'));
  const options = {
    dataDir: path.join(dataDir, 'postgres'),
    storageDir: path.join(dataDir, 'storage'),
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    dbPort: 0,
    extraSqlFiles: [path.join(import.meta.dirname, '..', 'integration', 'fixtures.sql')],
    runtimeConfigOut: [],
    // config.toml as it is, but for the auth rate limits: every test's client shares one address.
    // The hook on too, so auth.test.ts can try it (config.toml leaves it off: see there).
    projectConfigFile: projectConfigWith({ auth: { ...UNLIMITED_AUTH_RATES.auth, ...WITH_PASSWORD_HOOK.auth } }),
    // The site the functions link to (the blog sitemap's URLs).
    functionEnv: { SITE_URL: 'https://www.example-firm.test' },
    log: process.env.BACKEND_LOG === '1',
  };
  let backend;
  try {
    backend = await startBackend({ ...options, port: TEST_PORT });
  } catch (error) {
    if (!/Port \d+ is in use/.test((error as Error).message)) throw error;
    // Another test run in the same tree holds the port: take any free one rather than fail.
    console.warn(`Port ${TEST_PORT} is busy; the integration backend uses a free port instead.`);
    backend = await startBackend({ ...options, port: 0 });
  }
  project.provide('supabaseUrl', backend.url);
  project.provide('publishableKey', backend.publishableKey);
  project.provide('secretKey', backend.secretKey);
  project.provide('anonKey', backend.anonKey);
  project.provide('serviceKey', backend.serviceKey);
  project.provide('jwtSecret', backend.jwtSecret);
  project.provide('functionsPid', backend.functionsPid() ?? 0);
  project.provide('storageDir', options.storageDir);
  return async () => {
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
