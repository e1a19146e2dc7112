import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-admin',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../vitest.setup.dom.ts'],
  },
});
