// Rendering pages needs no browser: nothing the renderer runs (its scripts and the shell's server
// entry, with everything they import from this repository) imports a browser driver.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Where rendering starts: the command, the local renderer, the render process, the server entry. */
const ENTRY_POINTS = [
  'scripts/prerender/prerender.mjs',
  'scripts/prerender/worker.mjs',
  'scripts/prerender/render-process.mjs',
  'scripts/promote.mjs',
  'shell/src/server/render.tsx',
];

/** Packages that drive a browser. */
const BROWSER_DRIVERS = ['playwright', 'playwright-core', '@playwright/test', 'puppeteer', 'puppeteer-core', 'selenium-webdriver', 'chrome-launcher', 'chromium'];

const SPECIFIER = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Workspace packages, by name, to the file their specifier means here. */
function workspaceFile(specifier: string): string | null {
  if (!specifier.startsWith('@firm/shared-contracts')) return null;
  const pkg = JSON.parse(readFileSync(join(ROOT, 'shared-contracts', 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
  const sub = `.${specifier.slice('@firm/shared-contracts'.length)}`;
  const target = pkg.exports[sub === '.' ? '.' : sub];
  const file = typeof target === 'string' ? target : target ? (target.node ?? target.default) : undefined;
  return file ? join(ROOT, 'shared-contracts', file) : null;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.') ? resolve(dirname(from), specifier) : workspaceFile(specifier);
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // a folder
      }
    }
  }
  return null;
}

/** Every package the files reachable from the entry points import, with a file that imports it. */
function importedPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = ENTRY_POINTS.map((file) => join(ROOT, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('node:')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);
        if (!packages.has(name)) packages.set(name, file.slice(ROOT.length + 1));
      }
    }
  }
  return packages;
}

describe('the render path', () => {
  const packages = importedPackages();

  it('is followed through the repository (the scan reaches the server entry and its React renderer)', () => {
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['react-dom', 'react-router-dom', 'styled-components', '@module-federation/runtime']));
  });

  it('imports no browser driver', () => {
    const drivers = [...packages].filter(([name]) => BROWSER_DRIVERS.includes(name)).map(([name, by]) => `${name} (imported by ${by})`);
    expect(drivers).toEqual([]);
  });
});
