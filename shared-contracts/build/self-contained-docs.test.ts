// The repository cites only itself (docs/architecture.md#d30): a comment or doc that names a
// document kept outside it, or points into one by section mark, fails here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SELF = path.relative(ROOT, import.meta.filename).split(path.sep).join('/');

/** Source and documentation files; data, lock files and binaries are left out. */
const CHECKED = /\.(ts|tsx|js|mjs|cjs|sql|md|toml|sh|json|ya?ml|html|css|conf)$/;
const SKIPPED = /(^|\/)node_modules\/|(^|\/)package-lock\.json$/;

/** The names outside documents went by, and section-mark pointers into a specification. */
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  /DECISIONS/,
  /TOOLCHAIN/,
  /DESIGN\.md/,
  /\bspec(?:ification)?\s+§/i,
  /\b(?:public|admin)\s+spec\b/i,
  /public-site\.md|admin-portal\.md/,
];

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter(Boolean);
}

describe('citations in comments and docs', () => {
  it('name only what the repository holds', () => {
    const found: string[] = [];
    for (const file of trackedFiles()) {
      if (file === SELF || SKIPPED.test(file) || !CHECKED.test(file)) continue;
      const full = path.join(ROOT, file);
      if (!fs.existsSync(full)) continue;
      fs.readFileSync(full, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (OUTSIDE_CITATIONS.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found, 'cite docs/architecture.md or say the reason instead').toEqual([]);
  });
});
