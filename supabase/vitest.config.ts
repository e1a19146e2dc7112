// Backend tests run in Node: RLS tests use an in-process database, integration tests the running
// backend, which the global setup starts once for the whole project.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase',
    root: import.meta.dirname,
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
