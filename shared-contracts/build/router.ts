// How the router singletons are shared. A shared module cannot be tree-shaken (the build that
// provides it cannot know what another app will import), so sharing react-router whole put all
// of React Router on every page: server rendering, RSC, framework mode, 60 KB gzip, of which the
// site runs the browser routers, some components and hooks. Each build instead provides, under
// the same two keys, one module exporting only ROUTER_API (shared-router/curated-router.js), so
// the router stays one instance per page and only the code the site runs is downloaded. One
// module behind both keys, not a react-router-dom that re-exports the shared react-router as the
// packages do: the apps import react-router-dom, and a page then fetches one small chunk for the
// router, not two.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SharedEntry } from './federation.ts';

/**
 * Every runtime export of react-router / react-router-dom the apps import. Importing anything
 * else from the router in app code needs a name added here and in shared-router/curated-router.js
 * (router.test.ts fails until then; at run time the import would be undefined).
 */
export const ROUTER_API = [
  // Links, redirects in render and the hooks the pages use.
  'Link',
  'Navigate',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
  // The data router the site runs on: route objects with loaders, a browser router hydrated from
  // the server's data (createBrowserRouter reads it, RouterProvider renders it), the loaders'
  // results and errors, pending and revalidating states, and what a loader returns or throws.
  // The server side (createStaticHandler, StaticRouterProvider) runs on Node with the whole
  // package and is not here; neither is framework mode (HydratedRouter). Await costs 0.4 KB gzip
  // of the 17 KB the data router adds (docs/performance.md).
  'createBrowserRouter',
  'RouterProvider',
  // The routes a page matches, to load their lazy code before hydrating with the server's data
  // (a lazy route is otherwise loaded, and its loader run again, during hydration).
  'matchRoutes',
  'useLoaderData',
  'useRouteLoaderData',
  'useRouteError',
  'isRouteErrorResponse',
  'useNavigation',
  'useRevalidator',
  'useMatches',
  // A screen with unsaved changes asks before the router leaves it (the portal's editor).
  'useBlocker',
  // The blog's search box: a GET form the router turns into a navigation (/blog/search?q=).
  'Form',
  'redirect',
  'data',
  'Await',
] as const;

/** The request the shared 'react-router' module imports the package through (not a shared key). */
export const ROUTER_IMPLEMENTATION = '@firm/react-router-implementation';

/**
 * The request it imports the package's DOM entry ('react-router/dom') through: react-router-dom's
 * RouterProvider is that entry's, which hands React DOM's flushSync to the router (the core one
 * from 'react-router' has none, and a navigation asking for flushSync is not flushed).
 */
export const ROUTER_DOM_IMPLEMENTATION = `${ROUTER_IMPLEMENTATION}/dom`;

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

/** The module both router keys provide. */
export const CURATED_ROUTER_MODULE = join(here, 'shared-router', 'curated-router.js');

function installedVersion(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/**
 * The package file ROUTER_IMPLEMENTATION (entry 'index') or ROUTER_DOM_IMPLEMENTATION (entry
 * 'dom-export') stands for: React Router's ES module build (production or development, as the
 * build), which the shared module's re-export lets the bundler tree-shake. Both entries of one
 * build import the same internal chunk, so the page still holds one router.
 */
export function routerImplementationPath(production: boolean, entry: 'index' | 'dom-export' = 'index'): string {
  return join(dirname(require.resolve('react-router/package.json')), 'dist', production ? 'production' : 'development', `${entry}.mjs`);
}

/** The bundler aliases (exact requests, rspack's `$` suffix) the curated module resolves through. */
export function routerAliases(production: boolean): Record<string, string> {
  return {
    [`${ROUTER_IMPLEMENTATION}$`]: routerImplementationPath(production),
    [`${ROUTER_DOM_IMPLEMENTATION}$`]: routerImplementationPath(production, 'dom-export'),
  };
}

export interface SharedRouterEntry extends SharedEntry {
  import: string;
  version: string;
}

/**
 * The shared map with both router keys provided by the curated modules. The version is the
 * installed package's, so the share scope compares the same versions as before.
 */
export function withCuratedRouter(shared: Record<string, SharedEntry>): Record<string, SharedEntry | SharedRouterEntry> {
  const result: Record<string, SharedEntry | SharedRouterEntry> = { ...shared };
  for (const key of ['react-router', 'react-router-dom'] as const) {
    const entry = shared[key];
    if (!entry) throw new Error(`${key} must be shared`);
    result[key] = { ...entry, import: CURATED_ROUTER_MODULE, version: installedVersion(key) };
  }
  return result;
}
