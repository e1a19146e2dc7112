// Runs only the database tests (tests/rls) without the project's global backend setup, on PGlite or TEST_DATABASE_URL.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase-db',
    root: `${import.meta.dirname}/../..`,
    environment: 'node',
    include: ['tests/rls/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
