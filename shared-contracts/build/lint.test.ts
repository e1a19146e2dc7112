// @vitest-environment node
// The import boundaries of eslint.config.js (README, "Architecture"), checked on snippets linted at
// paths in each folder: the files need not exist, only where they would live.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary messages reported for `code` linted as `filePath` (relative to the repo root). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal), filePath).toEqual([]);
  return messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const THROUGH_CONTRACTS = 'through @firm/shared-contracts';

describe('the import boundaries', () => {
  it('refuse an app importing another app, by a relative path or by package name', async () => {
    for (const specifier of ['../../mfe-admin/src/App.tsx', '../../mfe-admin/src/y.ts', '@firm/mfe-admin/src/y.ts', 'mfe-admin/src/y.ts']) {
      const errors = await boundaryErrors('mfe-blog/src/x.ts', `import { y } from '${specifier}';\nexport const x = y;\n`);
      expect(errors, specifier).toHaveLength(1);
      expect(errors[0], specifier).toContain('Apps do not import each other');
      expect(errors[0], specifier).toContain(THROUGH_CONTRACTS);
    }
  });

  it('refuse however deep the climb, and in export … from and import()', async () => {
    const deep = await boundaryErrors('mfe-tools/src/features/netpay/x.ts', `export { y } from '../../../../shell/src/y.ts';\n`);
    expect(deep).toEqual([expect.stringContaining(THROUGH_CONTRACTS)]);
    const dynamic = await boundaryErrors('shell/src/x.ts', `export const load = () => import('../../mfe-tools/src/App.tsx');\n`);
    expect(dynamic).toEqual([expect.stringContaining(THROUGH_CONTRACTS)]);
  });

  it('let an app import @firm/shared-contracts and its subpaths, and its own folders whatever their names', async () => {
    const code = [
      `import { Button } from '@firm/shared-contracts';`,
      `import { useAuth } from '@firm/shared-contracts/auth';`,
      `import { welcomeText } from '../shell/navigation.ts';`,
      `export const x = [Button, useAuth, welcomeText];`,
    ].join('\n');
    expect(await boundaryErrors('mfe-admin/src/features/dashboard/x.ts', code)).toEqual([]);
  });

  it('refuse an app reaching into shared-contracts/ by a relative path', async () => {
    const errors = await boundaryErrors('mfe-blog/src/x.ts', `import { Button } from '../../shared-contracts/src/index.ts';\nexport const x = Button;\n`);
    expect(errors).toEqual([expect.stringContaining(THROUGH_CONTRACTS)]);
  });

  it('refuse shared-contracts importing any app', async () => {
    for (const specifier of ['../../shell/src/App.tsx', '../ui/../../mfe-blog/src/y.ts', '@firm/mfe-blog', 'mfe-marketing/src/y.ts']) {
      const errors = await boundaryErrors('shared-contracts/src/z.ts', `import { y } from '${specifier}';\nexport const z = y;\n`);
      expect(errors, specifier).toEqual([expect.stringContaining('shared-contracts is what every app agrees on')]);
    }
  });

  it('refuse the backend importing a browser app; shared-contracts only from supabase/local and supabase/tests', async () => {
    expect(await boundaryErrors('supabase/local/x.ts', `import { y } from '../../mfe-admin/src/y.ts';\nexport const x = y;\n`)).toEqual([
      expect.stringContaining('The backend does not import browser apps'),
    ]);
    const contracts = `import { localRuntimeConfig } from '../../shared-contracts/src/runtime-config.ts';\nexport const x = localRuntimeConfig;\n`;
    expect(await boundaryErrors('supabase/local/x.ts', contracts)).toEqual([]);
    expect(await boundaryErrors('supabase/tests/x.test.ts', contracts)).toEqual([]);
    expect(await boundaryErrors('supabase/bench/x.ts', contracts)).toEqual([expect.stringContaining('Only supabase/local and supabase/tests')]);
  });

  it('keep supabase/functions to itself and the packages of its import map', async () => {
    const allowed = [
      `import { createClient } from '@supabase/supabase-js';`,
      `import { corsHeaders } from '@supabase/supabase-js/cors';`,
      `import { jwtVerify } from 'jose';`,
      `import { Webhook } from 'standardwebhooks';`,
      `import * as z from 'zod/mini';`,
      `import { json } from '../_shared/request.ts';`,
      `export const x = [createClient, corsHeaders, jwtVerify, Webhook, z, json];`,
    ].join('\n');
    expect(await boundaryErrors('supabase/functions/health/x.ts', allowed)).toEqual([]);
    for (const specifier of ['../../local/config.ts', '../../../shared-contracts/src/routes.ts', '@firm/shared-contracts', 'zod', 'node:fs']) {
      const errors = await boundaryErrors('supabase/functions/health/x.ts', `import { y } from '${specifier}';\nexport const x = y;\n`);
      expect(errors, specifier).toEqual([expect.stringContaining('Edge functions are deployed alone')]);
    }
  });

  it('let e2e import @firm/shared-contracts and scripts/ helpers, not app sources', async () => {
    const allowed = `import { theme } from '@firm/shared-contracts';\nimport { serveDist } from '../../scripts/serve-dist.mjs';\nexport const x = [theme, serveDist];\n`;
    expect(await boundaryErrors('e2e/tests/x.spec.ts', allowed)).toEqual([]);
    expect(await boundaryErrors('e2e/tests/x.spec.ts', `import { y } from '../../shell/src/y.ts';\nexport const x = y;\n`)).toEqual([
      expect.stringContaining('End-to-end tests drive the built site'),
    ]);
  });

  it('let only the monolith comparison build load the remotes from the shell', async () => {
    const remotes = `export const load = () => import('../../../mfe-blog/src/App.tsx');\n`;
    expect(await boundaryErrors('shell/src/monolith/federationRuntime.ts', remotes)).toEqual([]);
    expect(await boundaryErrors('shell/src/monolith/other.ts', remotes)).toEqual([expect.stringContaining(THROUGH_CONTRACTS)]);
    const backend = `export const load = () => import('../../../supabase/local/config.ts');\n`;
    expect(await boundaryErrors('shell/src/monolith/federationRuntime.ts', backend)).toEqual([
      expect.stringContaining('Browser apps do not import the backend'),
    ]);
  });
});
