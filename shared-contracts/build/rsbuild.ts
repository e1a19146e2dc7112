// One rsbuild configuration for every app, so the four remotes and the shell build the same way
// (docs/architecture.md#d25: assetPrefix 'auto' on remotes, dts off, CORS on dev servers).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from './federation.ts';
import { routerAliases, withCuratedRouter } from './router.ts';
import type { RemoteName } from '../src/routes.ts';
import { FEDERATION_NAMES, LOCAL_PORTS } from '../src/routes.ts';
import { CONTRACT_VERSION } from '../src/version.ts';
import { BLOG_SITEMAP_ENDPOINT, SITEMAP_FILES } from '../src/site/sitemap.ts';
import { PAGE_REGISTRY_FILE, parsePageRegistry } from '../src/site/pages.ts';
import { fallbackFaceCss } from '../src/theme/fallbackFace.ts';

/**
 * The fallback face's @font-face rules, a plain style element of every app's page (and so of every
 * rendered page). Kept out of styled-components: its styles are inserted again when the app
 * starts, and each time a @font-face rule is, the browser lays the whole page out again.
 */
const FALLBACK_FACE_TAG = { tag: 'style', attrs: { 'data-fallback-face': '' }, children: fallbackFaceCss, head: true, append: false };

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

interface AppOptions {
  pkg: PackageJson;
  title: string;
  /** Extra rsbuild settings for this app (merged shallowly). */
  extra?: RsbuildConfig;
}

interface HostOptions extends AppOptions {
  /**
   * false builds the shell without Module Federation (the monolith comparison build, MONOLITH=1
   * in shell/rsbuild.config.ts): the caller then supplies how remotes are loaded.
   */
  federation?: boolean;
  /** The module a production build also builds for Node, the server renderer (relative to the app). */
  serverEntry?: string;
}

const production = process.env.NODE_ENV === 'production';

/**
 * The browser builds: compiling the federation runtime for the web leaves out its Node.js loading
 * paths (script loading through vm/fetch), which only a remote's server build needs.
 */
const FEDERATION_OPTIMIZATION = { target: 'web' } as const;

/** Where a remote's server build goes, inside its dist folder (the federation plugin's own SSR_DIR). */
export const SERVER_BUILD_DIR = 'ssr';

/** The two Rsbuild environments of a remote's production build. */
const WEB = 'web';
const NODE = 'node';

/**
 * styled-components names a component's class after a per-process counter unless the build gives
 * the component an id: the counter depends on which modules ran before, so a page rendered in
 * Node and the same page in a browser would name their classes differently and hydration would
 * not match. `ssr` stamps each component with an id hashed from its file, in every build (the
 * plugin turns it on only when a build has a Node target, and the shell's has none). The rest is
 * set for bytes: displayName and fileName would add a readable prefix to every class, and
 * transpiling the template literals into arrays made the bundles larger, not smaller
 * (docs/architecture.md#d44).
 */
function pluginStableStyleIds(): RsbuildPlugin {
  return pluginStyledComponents({ ssr: true, displayName: false, fileName: false, transpileTemplateLiterals: false });
}

/**
 * Resolution every federated build shares: the requests the curated router module imports the
 * package through (router.ts).
 */
function federatedResolve(extra?: RsbuildConfig): RsbuildConfig['resolve'] {
  const own = extra?.resolve?.alias;
  if (typeof own === 'function') throw new Error('resolve.alias must be an object in an app config');
  return { ...extra?.resolve, alias: { ...routerAliases(production), ...own } };
}

const backendUrl = process.env.BACKEND_URL ?? `http://localhost:${LOCAL_PORTS.backend}`;

/**
 * The contract version a build records (a remote exports it from ./App, the shell checks its
 * major before mounting). CONTRACT_VERSION_OVERRIDE exists only to build a deliberately
 * incompatible artifact in tests.
 */
export const builtContractVersion = process.env.CONTRACT_VERSION_OVERRIDE || CONTRACT_VERSION;

/** Where the build goes: the app's dist/ unless RELEASE_DIST_DIR names another folder (scripts/release.mjs). */
const distPath = process.env.RELEASE_DIST_DIR ? { distPath: { root: process.env.RELEASE_DIST_DIR } } : {};

/** Build-time constants every app can read (e.g. to hide development-only aids). */
function defines(pkg: PackageJson) {
  return {
    'process.env.APP_NAME': JSON.stringify(pkg.name),
    'process.env.APP_VERSION': JSON.stringify(pkg.version),
    'process.env.CONTRACT_VERSION': JSON.stringify(builtContractVersion),
  };
}

/** Every remote's page registry module (docs/architecture.md#d31), relative to the remote's folder. */
export const PAGE_REGISTRY_MODULE = 'src/page-registry/pageRegistry.ts';

/**
 * Publishes the remote's page registry with its build: pages.json beside mf-manifest.json, checked
 * on the way (a malformed registry fails the build, not the site). The module is read by Node, so
 * it and what it imports are data modules (no JSX, no assets); a dev server reads it once.
 */
function pluginPageRegistry(remote: RemoteName): RsbuildPlugin {
  return {
    name: 'firm:page-registry',
    setup(api) {
      // Once per release, beside the browser manifest: the server build has no use for it.
      api.processAssets({ stage: 'additional', targets: ['web'] }, async ({ compilation, sources }) => {
        const module = (await import(pathToFileURL(join(api.context.rootPath, PAGE_REGISTRY_MODULE)).href)) as { pageRegistry?: unknown };
        const registry = parsePageRegistry(module.pageRegistry, `page registry of ${remote} (${PAGE_REGISTRY_MODULE})`);
        if (registry.remote !== remote) throw new Error(`${PAGE_REGISTRY_MODULE} names the remote "${registry.remote}", not "${remote}"`);
        compilation.emitAsset(PAGE_REGISTRY_FILE, new sources.RawSource(`${JSON.stringify(registry, null, 2)}\n`));
      });
    },
  };
}

/**
 * Names the server build's entry in the browser build's mf-manifest.json (and mf-stats.json) as
 * metaData.ssrRemoteEntry, so the one manifest URL of the runtime config serves both: the
 * federation runtime takes ssrRemoteEntry outside a browser and remoteEntry in one. The plugin's
 * `target: 'dual'` would merge the two manifests itself, but it refuses a plain Rsbuild app
 * ("'target' option is only supported in Rslib."), so the builds are two plugin instances and
 * this does the merge. Unlike the plugin, it leaves out ssrPublicPath: the server build's
 * publicPath is '' (the plugin turns 'auto' into '' for Node), the runtime would use it as it is
 * and ask Node to fetch the relative URL 'ssr/remoteEntry.js'. Without it the runtime infers the
 * folder from the manifest's URL, as it does for the browser.
 */
function pluginServerManifest(): RsbuildPlugin {
  return {
    name: 'firm:server-manifest',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments[WEB]?.distPath;
        const node = environments[NODE]?.distPath;
        // `rsbuild build --environment web` builds the browser half alone.
        if (!web || !node) return;
        const folder = relative(web, node).split(sep).join(posix.sep);
        for (const file of ['mf-manifest.json', 'mf-stats.json']) {
          const browser = JSON.parse(await readFile(join(web, file), 'utf8'));
          const server = JSON.parse(await readFile(join(node, file), 'utf8'));
          const entry = server.metaData.remoteEntry as { name: string; path: string; type: string };
          browser.metaData.ssrRemoteEntry = { ...entry, path: posix.join(folder, entry.path) };
          await writeFile(join(web, file), JSON.stringify(browser, null, 2));
        }
      });
    },
  };
}

/** The Module Federation settings of a remote's browser build, or of its server build. */
export function remoteFederation(remote: RemoteName, pkg: PackageJson, target: 'web' | 'node') {
  return {
    name: FEDERATION_NAMES[remote],
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx' },
    // The curated router only saves browser bytes; a server renders with the data router's
    // server APIs (createStaticHandler, StaticRouterProvider), which the curated module leaves out.
    shared: target === 'web' ? withCuratedRouter(sharedDependencies(pkg)) : sharedDependencies(pkg),
    // The shell provides every singleton; 'loaded-first' uses it without first fetching every
    // other remote's entry to compare versions (which 'version-first' would do on each page).
    shareStrategy: 'loaded-first' as const,
    // In production the shell provides the federation runtime, so a remote's entry is ~14 KB
    // gzip instead of ~33 KB. Dev builds keep their own, so a remote still runs alone, and so
    // does a server build: a Node process has no shell page to provide it.
    experiments: {
      externalRuntime: production && target === 'web',
      optimization: target === 'web' ? FEDERATION_OPTIMIZATION : ({ target: 'node' } as const),
    },
    dts: false,
    // The manifest names the registry published beside it.
    manifest: {
      additionalData: ({ stats }: { stats: { metaData: object } }) => {
        Object.assign(stats.metaData, { pageRegistry: PAGE_REGISTRY_FILE });
      },
    },
  };
}

/**
 * A production build (`rsbuild build`, and so every release) builds a remote twice from the same
 * sources: environment `web`, the browser build, as before, and environment `node`, a CommonJS
 * build for Node in <dist>/ssr/ that a render process loads through the federation runtime to
 * render pages that the browser then hydrates. Each environment has its own plugin instance,
 * scoped to it. Dev servers build the browser half only (docs/architecture.md#d45).
 */
function serverBuildEnvironments(): RsbuildConfig['environments'] {
  return {
    [WEB]: {},
    [NODE]: {
      output: {
        target: 'node',
        distPath: { root: join(process.env.RELEASE_DIST_DIR ?? 'dist', SERVER_BUILD_DIR) },
        externals: SERVER_EXTERNALS,
      },
      tools: {
        // Only the federated container: ./src/index.ts starts the remote alone in a browser page,
        // which has no meaning in Node. (An environment without source.entry gets src/index.ts.)
        rspack: (config) => {
          config.entry = {};
        },
      },
    },
  };
}

export function remoteConfig(remote: RemoteName, { pkg, title, extra }: AppOptions) {
  const port = LOCAL_PORTS[remote];
  return defineConfig(({ command }) => {
    const serverBuild = command === 'build';
    return {
      ...extra,
      plugins: [
        pluginReact(),
        pluginStableStyleIds(),
        pluginModuleFederation(remoteFederation(remote, pkg, 'web'), { environment: WEB }),
        ...(serverBuild
          ? [pluginModuleFederation(remoteFederation(remote, pkg, 'node'), { target: 'node', environment: NODE }), pluginServerManifest()]
          : []),
        pluginPageRegistry(remote),
        ...(extra?.plugins ?? []),
      ],
      ...(serverBuild && { environments: serverBuildEnvironments() }),
      source: { entry: { index: './src/index.ts' }, define: defines(pkg), ...extra?.source },
      resolve: federatedResolve(extra),
      html: { title, tags: [FALLBACK_FACE_TAG], ...extra?.html },
      output: { assetPrefix: 'auto', ...distPath, ...extra?.output },
      dev: { assetPrefix: `http://localhost:${port}/`, ...extra?.dev },
      server: {
        port,
        strictPort: true,
        host: '0.0.0.0',
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...extra?.server,
      },
    };
  });
}

/**
 * Packages a server build requires from the render process's node_modules instead of bundling:
 * jsdom (the HTML sanitizer's DOM in Node, shared-contracts/src/sanitize) reads its own files
 * next to its modules, which a bundle does not keep.
 */
const SERVER_EXTERNALS = ['jsdom'];

/** Where the shell's server entry is built: beside dist/, not in it, since dist/ is what the host serves. */
export const SHELL_SERVER_DIST = 'dist-server';

/** The installed version of each shared package, which the server entry provides to the remotes. */
function sharedVersions(pkg: PackageJson): Record<string, string> {
  const require = createRequire(import.meta.url);
  // A package's own package.json, found from its entry: not every package exports the file.
  const versionOf = (name: string): string => {
    const root = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
    for (let dir = dirname(require.resolve(root)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const found = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (found.name === root) return found.version;
    }
    throw new Error(`Cannot find the installed version of ${name}`);
  };
  return Object.fromEntries(Object.keys(sharedDependencies(pkg)).map((name) => [name, versionOf(name)]));
}

export function hostConfig({ pkg, title, extra, federation = true, serverEntry }: HostOptions) {
  return defineConfig(({ command }) => {
    // The composed site's production build also builds the server entry that renders its pages
    // in Node (docs/prerendering.md); the monolith comparison build and the dev server do not.
    const serverBuild = federation && command === 'build' && serverEntry !== undefined;
    return {
      ...extra,
      plugins: [
        pluginReact(),
        pluginStableStyleIds(),
        ...(federation
          ? [
              pluginModuleFederation(
                {
                  name: 'shell',
                  remotes: {},
                  shared: withCuratedRouter(sharedDependencies(pkg)),
                  shareStrategy: 'loaded-first',
                  experiments: { provideExternalRuntime: true, optimization: FEDERATION_OPTIMIZATION },
                  dts: false,
                },
                { environment: WEB },
              ),
            ]
          : []),
        ...(extra?.plugins ?? []),
      ],
      ...(serverBuild && {
        environments: {
          [WEB]: {},
          [NODE]: {
            source: { define: { 'process.env.SHARED_VERSIONS': JSON.stringify(JSON.stringify(sharedVersions(pkg))) } },
            output: { target: 'node', distPath: { root: SHELL_SERVER_DIST }, externals: SERVER_EXTERNALS },
            tools: {
              // The server entry alone: the page's entry (src/index.ts) starts the app in a browser.
              rspack: (config) => {
                config.entry = { render: serverEntry };
                // An ES module, named so whatever package.json is nearest.
                config.output = { ...config.output, filename: '[name].mjs', chunkFilename: '[name].mjs' };
              },
            },
          },
        },
      }),
      source: { entry: { index: './src/index.ts' }, define: defines(pkg), ...extra?.source },
      resolve: federation ? federatedResolve(extra) : extra?.resolve,
      html: { title, tags: [FALLBACK_FACE_TAG], ...extra?.html },
      output: { ...distPath, ...extra?.output },
      server: {
        port: LOCAL_PORTS.shell,
        strictPort: true,
        host: '0.0.0.0',
        // As the production host: the live half of the sitemap comes from the backend's function.
        proxy: { [SITEMAP_FILES.blog]: { target: backendUrl, pathRewrite: () => BLOG_SITEMAP_ENDPOINT } },
        ...extra?.server,
      },
    };
  });
}
