// Start-up: find the root, read the runtime config, register the remotes, and either hydrate the
// page the server rendered for this address or render it.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { configureSupabase, FEDERATION_NAMES, ownerOf, setRuntimeConfig } from '@firm/shared-contracts';
import { resolveLazyRoutes, whenInitialized } from '@firm/shared-contracts/data';
import { App } from './app/App.tsx';
import { ErrorScreen } from './app/ErrorScreen.tsx';
import { joinRemotesOnNavigation, siteRoutes, type LoadedRemotes } from './app/siteRoutes.tsx';
import { loadRuntimeConfig } from './config/loadRuntimeConfig.ts';
import { loadRemoteRoutes, registerAllRemotes } from './remotes/loadRemoteRoutes.ts';
import { loadSitePages } from './pages/sitePages.ts';
import { readHydrationData } from './server/hydration.ts';
import { loadTextFace } from './textFace.ts';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) {
    console.error('Root element not found');
    return;
  }
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    configureSupabase(config);
    registerAllRemotes(config);
    // The layout follows the remotes' page registries; read beside the page's own code.
    const sitePagesRead = loadSitePages(config).catch(() => undefined);
    // The remote this address needs joins the router before it is created, so the first render
    // is the page. Its manifest, entry and ./routes chunks are fetched together (preloadRemote
    // knows them from the manifest) rather than one after another. A failure is not reported
    // here: the router's own attempt reports it, with a Retry.
    const owner = ownerOf(window.location.pathname).remote;
    preloadRemote([{ nameOrAlias: FEDERATION_NAMES[owner], exposes: ['./routes'], resourceCategory: 'sync' }]).catch(
      () => undefined,
    );
    const loaded: LoadedRemotes = {};
    await loadRemoteRoutes(owner).then(
      (module) => (loaded[owner] = module),
      () => undefined,
    );
    const routes = siteRoutes(loaded);
    const rendered = loaded[owner] ? readHydrationData(document, window.location) : null;
    if (rendered) await resolveLazyRoutes(routes, rendered.location);
    const router = createBrowserRouter(routes, {
      patchRoutesOnNavigation: joinRemotesOnNavigation(loaded),
      ...(rendered ? { hydrationData: rendered } : {}),
    });
    const app = (
      <App>
        <RouterProvider router={router} />
      </App>
    );
    // The first render is the page, not a fallback: the router has loaded the matched routes'
    // code (and, without the server's data, run their loaders) first.
    await whenInitialized(router);
    if (rendered) {
      // The server's page stays on screen and becomes the app's: React adopts its elements, once
      // the layout has the registries the server drew it from. A transition, so React hydrates in
      // slices and yields between them: the visitor can scroll and tap meanwhile
      // (docs/performance.md).
      await sitePagesRead;
      startTransition(() => void hydrateRoot(rootElement, app));
    } else {
      // Any HTML in the root (the not-found page a host serves for an unknown path) stays on
      // screen until this first render replaces it.
      const root = createRoot(rootElement);
      startTransition(() => root.render(app));
    }
    loadTextFace().catch(() => undefined);
  } catch (error) {
    console.error('Start-up failed:', error);
    document.documentElement.dataset.app = 'failed';
    createRoot(rootElement).render(<ErrorScreen error={error} />);
  }
}

void start();
