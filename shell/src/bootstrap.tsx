// Start-up: find the root, read the runtime config, register the remotes, render (taking over
// from the prerendered copy of the page when there is one).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { configureSupabase, FEDERATION_NAMES, ownerOf, setRuntimeConfig } from '@firm/shared-contracts';
import { App } from './app/App.tsx';
import { ErrorScreen } from './app/ErrorScreen.tsx';
import { joinRemotesOnNavigation, siteRoutes, type LoadedRemotes } from './app/siteRoutes.tsx';
import { loadRuntimeConfig } from './config/loadRuntimeConfig.ts';
import { loadRemoteRoutes, registerAllRemotes } from './remotes/loadRemoteRoutes.ts';
import { loadSitePages } from './pages/sitePages.ts';
import { handHeadToApp, swapIn, takeOver } from './prerender/takeover.ts';

/**
 * The text face arrives after the first paint and, on a prerendered page, after the app has taken
 * over: text is set in the metric-matched fallback until then (GlobalStyle), and the face then
 * restyles the elements already on screen, so the app's page never shows as a new, larger paint
 * (docs/performance.md).
 */
function loadTextFace(): void {
  void import('./font.css');
}

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) {
    console.error('Root element not found');
    return;
  }
  const root = createRoot(rootElement);
  // A prerendered page stays on screen until the app shows the same content.
  const prerendered = document.getElementById('prerendered');
  if (prerendered) {
    handHeadToApp(document);
    void takeOver(prerendered, rootElement).then(loadTextFace);
  } else {
    loadTextFace();
  }
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    configureSupabase(config);
    registerAllRemotes(config);
    // The layout follows the remotes' page registries; read beside the page's own code.
    void loadSitePages(config).catch(() => undefined);
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
    const router = createBrowserRouter(siteRoutes(loaded), { patchRoutesOnNavigation: joinRemotesOnNavigation(loaded) });
    // A transition, so React renders in slices and yields between them: the visitor can scroll
    // and tap the copy (or the first paint) while the page's code runs (docs/performance.md).
    startTransition(() => root.render(<App router={router} />));
  } catch (error) {
    console.error('Start-up failed:', error);
    if (prerendered) swapIn(prerendered, rootElement);
    root.render(<ErrorScreen error={error} />);
  }
}

void start();
