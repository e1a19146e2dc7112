// Backend tests run in Node over one PostgreSQL server (test-database.ts): RLS tests each make a
// database of their own on it, integration tests call the running backend, which the global setup
// starts once for the whole project.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase',
    root: import.meta.dirname,
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/helpers/test-database.ts', 'tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
