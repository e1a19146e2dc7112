// @vitest-environment node
// A remote's server build (rsbuild.ts): built beside the browser build by `rsbuild build` only,
// named by the browser manifest, and loadable by a plain Node process through the federation
// runtime, which renders a page of it to HTML with the stable class names hydration needs.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import * as ReactRouterDom from 'react-router-dom';
import * as styled from 'styled-components';
import * as zustand from 'zustand';
import type { RsbuildPlugin } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { release, type Release } from '../../scripts/release.mjs';
import { CURATED_ROUTER_MODULE } from './router.ts';
import { remoteConfig, remoteFederation, SERVER_BUILD_DIR } from './rsbuild.ts';
import type { RemoteRoutesModule } from '../src/remote-contract.ts';
import type { RuntimeConfig } from '../src/runtime-config.ts';
import type { PageRegistry } from '../src/site/pages.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const marketingPkg = JSON.parse(readFileSync(join(ROOT, 'mfe-marketing', 'package.json'), 'utf8'));

describe('the server build in the rsbuild config of a remote', () => {
  const configFor = (command: string) => {
    const config = remoteConfig('marketing', { pkg: marketingPkg, title: 'Test' })({ env: command === 'dev' ? 'development' : 'production', command });
    const federation = (config.plugins as RsbuildPlugin[]).filter((p) => p.name === 'rsbuild:module-federation-enhanced');
    return { config, federation };
  };

  it('is built by `rsbuild build`, as environment node in <dist>/ssr, with its own federation plugin', () => {
    const { config, federation } = configFor('build');
    expect(Object.keys(config.environments ?? {})).toEqual(['web', 'node']);
    expect(config.environments?.node?.output).toMatchObject({ target: 'node', distPath: { root: join('dist', SERVER_BUILD_DIR) } });
    expect(federation).toHaveLength(2);
  });

  it('is left out by the dev server', () => {
    const { config, federation } = configFor('dev');
    expect(config.environments).toBeUndefined();
    expect(federation).toHaveLength(1);
  });

  it('shares what the browser build shares, with the whole router instead of the curated one', () => {
    const web = remoteFederation('marketing', marketingPkg, 'web');
    const node = remoteFederation('marketing', marketingPkg, 'node');
    expect(Object.keys(node.shared).sort()).toEqual(Object.keys(web.shared).sort());
    for (const key of ['react-router', 'react-router-dom'] as const) {
      expect(web.shared[key]).toMatchObject({ import: CURATED_ROUTER_MODULE });
      expect(node.shared[key]).not.toHaveProperty('import');
    }
    expect(node.shared.react).toEqual(web.shared.react);
    expect(node.experiments).toEqual({ externalRuntime: false, optimization: { target: 'node' } });
  });
});

// A CommonJS package imported by Node has its module.exports as `default`; the remote's code was
// compiled against the package's ES build and reads `default` as the default export.
function asEsm(ns: object): object {
  const cjs = (ns as Record<string, unknown>)['module.exports'] ?? (ns as { default?: unknown }).default;
  return cjs && typeof cjs === 'object' && '__esModule' in cjs ? cjs : ns;
}

const version = (name: string) => (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** One of this process's modules as a singleton the remote must use, as a render process provides it. */
const singleton = (name: string, lib: object) => ({
  version: version(name),
  lib: () => asEsm(lib),
  shareConfig: { singleton: true, requiredVersion: `^${version(name)}` },
});

/** A release folder over loopback HTTP, as the render process reads a deployed release. */
function serveFolder(dir: string, requested: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    requested.push(path);
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': extname(file) === '.json' ? 'application/json' : 'text/javascript' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

describe("a remote's server build, rendered in Node", () => {
  let marketing: Release;
  let server: Server;
  const requested: string[] = [];

  beforeAll(async () => {
    // The release the e2e release tests make too, reused while its sources do not change.
    marketing = release({ app: 'mfe-marketing', log: () => {} });
    server = await serveFolder(marketing.dir, requested);
  }, 300_000);

  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('renders the privacy policy from the release with its registry title and build-time class names', async () => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const federation = createInstance({
      name: 'server_build_test',
      remotes: [{ name: 'marketing', entry: `${origin}/mf-manifest.json` }],
      shared: {
        react: singleton('react', React),
        'react-dom': singleton('react-dom', ReactDOM),
        // Both keys from react-router-dom, which re-exports all of react-router: the test runner
        // resolves 'react-router' to its CommonJS build, react-router-dom's ES build imports the ES
        // one, and two copies would be two router contexts.
        'react-router': singleton('react-router', ReactRouterDom),
        'react-router-dom': singleton('react-router-dom', ReactRouterDom),
        'styled-components': singleton('styled-components', styled),
        zustand: singleton('zustand', zustand),
      },
      shareStrategy: 'loaded-first',
    });
    const remote = (await federation.loadRemote('marketing/routes')) as RemoteRoutesModule;
    // The theme and global style come from the remote's own build of shared-contracts, in the
    // share scope once the remote has loaded.
    const [contractsShare] = Object.values(federation.shareScopeMap.default?.['@firm/shared-contracts'] ?? {});
    if (!contractsShare) throw new Error('the remote put no @firm/shared-contracts in the share scope');
    const contracts = (contractsShare.lib ? contractsShare.lib() : (await contractsShare.get())()) as typeof import('../src/index.ts');

    const path = '/legal/privacy-policy';
    const runtimeConfig = JSON.parse(readFileSync(join(ROOT, 'config', 'runtime-config.local.json'), 'utf8')) as RuntimeConfig;
    contracts.setRuntimeConfig(runtimeConfig);
    // The remote's routes under its base path, answered as a render process answers a page.
    const routes = [{ path: '/', children: remote.routes }];
    const handler = ReactRouterDom.createStaticHandler(routes);
    const context = await handler.query(new Request(`http://localhost${path}`));
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
    const sheet = new styled.ServerStyleSheet();
    const tree = React.createElement(
      styled.ThemeProvider,
      { theme: contracts.theme },
      React.createElement(contracts.GlobalStyle),
      React.createElement(ReactRouterDom.StaticRouterProvider, {
        router: ReactRouterDom.createStaticRouter(handler.dataRoutes, context),
        context,
        hydrate: false,
      }),
    );
    // One chunk: React would otherwise reveal late boundaries with inline scripts, which the CSP blocks.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const styles = sheet.getStyleTags();
    sheet.seal();

    const registry = JSON.parse(readFileSync(join(marketing.dir, 'pages.json'), 'utf8')) as PageRegistry;
    const title = registry.pages.find((page) => page.path === path)?.title;
    expect(title).toBeTruthy();
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '')).toBe(title);
    // The Node entry named by the manifest, fetched from the release's ssr/ folder.
    expect(requested).toContain(`/${SERVER_BUILD_DIR}/remoteEntry.js`);
    // Every styled component on the page has the id its file gave it at build time (sc-<hash>-<n>),
    // none a per-process counter's (sc-<letters>), so the browser names the same classes.
    const componentIds = [...html.matchAll(/\bsc-[\w-]+/g)].map(([id]) => id);
    expect(componentIds.length).toBeGreaterThan(0);
    expect(componentIds.filter((id) => !/^sc-[0-9a-f]+-\d+$/.test(id))).toEqual([]);
    expect(styles).toContain('data-styled');
  }, 60_000);
});
