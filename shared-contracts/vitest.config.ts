import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-contracts',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['../vitest.setup.dom.ts'],
  },
});
