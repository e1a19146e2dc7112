// shared-contracts/src/supabase/database.types.ts is generated from the migrations: this applies
// them to a throwaway PostgreSQL 17 cluster, generates the types in memory with postgres-meta and
// fails while the committed file differs, naming the first line that does.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TYPES_FILE, generateTypes } from '../../../scripts/db/gen-types.mjs';

function firstDifference(committed: string, expected: string): string {
  const a = committed.split('\n');
  const b = expected.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return `line ${i + 1}: committed ${JSON.stringify(a[i] ?? '<end of file>')}, schema gives ${JSON.stringify(b[i] ?? '<end of file>')}`;
  }
  return '';
}

describe('generated database types', () => {
  it('match the migrations', async () => {
    const expected = await generateTypes();
    const committed = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
    if (committed !== expected) {
      expect.fail(`database.types.ts is stale (${firstDifference(committed, expected)}): run npm run gen:types`);
    }
  }, 60_000);
});
