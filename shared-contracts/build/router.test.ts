// The curated router modules are what every page runs: an app importing a router export they
// leave out would get undefined at run time, so the list is checked against the apps' sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SINGLETONS } from './federation.ts';
import { ROUTER_API, routerImplementationPath, CURATED_ROUTER_MODULE, withCuratedRouter } from './router.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const APP_SOURCES = ['shell', 'mfe-marketing', 'mfe-blog', 'mfe-tools', 'mfe-admin', 'shared-contracts'].map((app) => join(ROOT, app, 'src'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    // Unit tests and their helpers (src/test/, src/testing/, testUtils.tsx) run on the real
    // package, not through the shared modules, and so does the shell's server entry (src/server/,
    // built for Node only).
    if (statSync(path).isDirectory()) return ['test', 'testing', 'server'].includes(entry) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$|^testUtils\./.test(entry) ? [path] : [];
  });
}

/** Value imports (not `import type`, not `type X` members) from the router packages in one file. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const member of match[2]!.split(',')) {
      const name = member.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function exportedNames(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('the curated router modules', () => {
  it('recognise value imports and skip type-only ones', () => {
    const sample = "import { Link, type To, useLocation as loc } from 'react-router-dom';\nimport type { Location } from 'react-router';";
    expect(routerImports(sample)).toEqual(['Link', 'useLocation']);
  });

  it('export every router name the apps import at run time', () => {
    const used = new Set<string>();
    for (const file of APP_SOURCES.flatMap(sourceFiles)) for (const name of routerImports(readFileSync(file, 'utf8'))) used.add(name);
    // The apps route with these at least: if the scan finds none of them it is not scanning.
    expect([...used]).toEqual(expect.arrayContaining(['createBrowserRouter', 'RouterProvider', 'Link', 'useLocation']));
    const missing = [...used].filter((name) => !(ROUTER_API as readonly string[]).includes(name));
    expect(missing, 'add these to ROUTER_API and shared-router/curated-router.js').toEqual([]);
  });

  it('export exactly ROUTER_API, and every name exists in the package', () => {
    expect(exportedNames(CURATED_ROUTER_MODULE).sort()).toEqual([...ROUTER_API].sort());
    for (const name of ROUTER_API) expect((ReactRouter as Record<string, unknown>)[name], name).toBeDefined();
  });

  it("export react-router-dom's own values, its DOM RouterProvider included", async () => {
    const curated = (await import(/* @vite-ignore */ CURATED_ROUTER_MODULE)) as Record<string, unknown>;
    for (const name of ROUTER_API) expect(curated[name], name).toBe((ReactRouterDom as Record<string, unknown>)[name]);
    // react-router's RouterProvider cannot flush a navigation synchronously (router.ts).
    expect(curated.RouterProvider).not.toBe(ReactRouter.RouterProvider);
  });

  it('replace only the two router keys, both with the one curated module, the installed version and the real package behind them', () => {
    const shared = Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true as const, requiredVersion: '^7.18.5' }]));
    const curated = withCuratedRouter(shared);
    expect(curated['react-router']).toEqual({
      singleton: true,
      requiredVersion: '^7.18.5',
      import: CURATED_ROUTER_MODULE,
      version: (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'react-router', 'package.json'), 'utf8')) as { version: string }).version,
    });
    expect(curated['react-router-dom']).toEqual({
      singleton: true,
      requiredVersion: '^7.18.5',
      import: CURATED_ROUTER_MODULE,
      version: (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'react-router-dom', 'package.json'), 'utf8')) as { version: string }).version,
    });
    expect(curated.react).toEqual({ singleton: true, requiredVersion: '^7.18.5' });
    for (const production of [true, false]) {
      expect(existsSync(routerImplementationPath(production))).toBe(true);
      expect(existsSync(routerImplementationPath(production, 'dom-export'))).toBe(true);
    }
  });
});
