// @vitest-environment node
// Proof that each remote's src/contract.check.ts makes its type-check fail when the exposed
// ./routes breaks the contract: the same check file is compiled by tsc against a good module and
// two broken ones, in a throwaway project outside every app's src (one level below the repo root, so it
// resolves the same packages).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const REMOTES = ['mfe-marketing', 'mfe-blog', 'mfe-tools', 'mfe-admin'];
const CHECK_FILE = readFileSync(join(ROOT, 'mfe-blog', 'src', 'contract.check.ts'), 'utf8');
const fixtures: string[] = [];

function typecheck(module: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(ROOT, '.tmp-contract-fixture-'));
  fixtures.push(dir);
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }),
  );
  writeFileSync(join(dir, 'src', 'contract.check.ts'), CHECK_FILE);
  writeFileSync(join(dir, 'src', 'routes.tsx'), module);
  try {
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', dir], {
      cwd: dir,
      stdio: 'pipe',
    });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    return { ok: false, output: `${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}` };
  }
}

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

describe("a remote's contract check", () => {
  it('is the same file in every remote (so this proof covers all four)', () => {
    for (const remote of REMOTES) {
      expect(readFileSync(join(ROOT, remote, 'src', 'contract.check.ts'), 'utf8'), remote).toBe(CHECK_FILE);
    }
  });

  it('passes for routes that satisfy the contract', { timeout: 60_000 }, () => {
    const result = typecheck(`
      import type { RouteObject } from 'react-router-dom';
      export const routes: RouteObject[] = [{ index: true, Component: () => <p>Home</p> }];
      export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown';
    `);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('fails the type-check when the module no longer exports route objects', { timeout: 60_000 }, () => {
    const result = typecheck(`
      export const routes = [{ path: 42 }];
      export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown';
    `);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/contract\.check\.ts.*error TS2344/);
    expect(result.output).toContain('RemoteRoutesModule');
  });

  it('fails the type-check when the module no longer exports its contract version', { timeout: 60_000 }, () => {
    const result = typecheck(`
      import type { RouteObject } from 'react-router-dom';
      export const routes: RouteObject[] = [];
    `);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/contract\.check\.ts.*error TS/);
    expect(result.output).toContain('contractVersion');
  });
});
