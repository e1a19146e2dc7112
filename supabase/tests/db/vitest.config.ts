// Runs the in-process backend tests without the project's global backend setup: the database tests
// (tests/rls) on TEST_DATABASE_URL or a throwaway PostgreSQL 17 cluster, and the function handlers
// over the same database (tests/functions).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase-db',
    root: `${import.meta.dirname}/../..`,
    environment: 'node',
    include: ['tests/rls/**/*.test.ts', 'tests/functions/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/helpers/test-database.ts'],
  },
});
