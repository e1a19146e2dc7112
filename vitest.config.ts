// One vitest run over every workspace; each workspace keeps its own config beside its code.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'shared-contracts/vitest.config.ts',
      'shell/vitest.config.ts',
      'mfe-marketing/vitest.config.ts',
      'mfe-blog/vitest.config.ts',
      'mfe-tools/vitest.config.ts',
      'mfe-admin/vitest.config.ts',
      'supabase/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
