import { defineConfig } from 'vitest/config';

// The scripts' own tests, in Node.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['deploy/**/*.test.ts', 'prerender/**/*.test.ts', 'security/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
