import { defineConfig } from 'vitest/config';

// The deploy scripts' own tests, in Node: each writes a folder and serves it over HTTP.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['deploy/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
