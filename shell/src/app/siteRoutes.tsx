// The one router of the page: the shell's frame and public layout, with each remote's routes
// nested under the base path it owns (ROUTE_OWNERSHIP). A remote's routes join the router when a
// navigation first leads into its part of the site (patchRoutesOnNavigation), so a visitor
// downloads only the remotes they open (docs/architecture.md#d44).
import { Outlet, useLocation, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import {
  ownerOf,
  ROUTE_OWNERSHIP,
  SuspenseOutlet,
  type RemoteName,
  type RemoteRoutesModule,
  type RouteOwnership,
} from '@firm/shared-contracts';
import { PageViewTracker } from '../analytics/PageViewTracker.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { ScrollManager } from '../layout/ScrollManager.tsx';
import { loadRemoteRoutes } from '../remotes/loadRemoteRoutes.ts';
import { RouteFailure } from '../remotes/RouteFailure.tsx';

export const SHELL_ROUTE_ID = 'shell';
export const PUBLIC_LAYOUT_ROUTE_ID = 'public-layout';

/** A remote's routes as loaded from its ./routes, keyed by remote. */
export type LoadedRemotes = Partial<Record<RemoteName, RemoteRoutesModule>>;

function ShellFrame() {
  return (
    <>
      <ScrollManager />
      <PageViewTracker />
      <Outlet />
    </>
  );
}

/**
 * A failure no remote's boundary caught (its routes could not be loaded, so none is there yet)
 * shows where that remote's pages show: inside the public layout, header and footer kept, for a
 * public path.
 */
function ShellFailure() {
  const { pathname } = useLocation();
  if (!ownerOf(pathname).publicLayout) return <RouteFailure />;
  return (
    <PublicLayout>
      <RouteFailure />
    </PublicLayout>
  );
}

/** The route a remote's routes are nested in: its base path, and its own error boundary. */
function remoteSubtree(entry: RouteOwnership, module: RemoteRoutesModule): RouteObject {
  return {
    id: `remote:${entry.remote}`,
    ...(entry.basePath === '/' ? {} : { path: entry.basePath.slice(1) }),
    handle: { remote: entry.remote },
    Component: SuspenseOutlet,
    ErrorBoundary: RouteFailure,
    children: module.routes,
  };
}

function parentRouteId(entry: RouteOwnership): string {
  return entry.publicLayout ? PUBLIC_LAYOUT_ROUTE_ID : SHELL_ROUTE_ID;
}

/** The shell's routes, with the subtrees of the remotes already loaded. */
export function siteRoutes(loaded: LoadedRemotes): RouteObject[] {
  const subtrees = (publicLayout: boolean) =>
    ROUTE_OWNERSHIP.flatMap((entry) => {
      const module = loaded[entry.remote];
      return entry.publicLayout === publicLayout && module ? [remoteSubtree(entry, module)] : [];
    });
  return [
    {
      id: SHELL_ROUTE_ID,
      Component: ShellFrame,
      ErrorBoundary: ShellFailure,
      children: [
        ...subtrees(false),
        { id: PUBLIC_LAYOUT_ROUTE_ID, Component: PublicLayout, children: subtrees(true) },
      ],
    },
  ];
}

/**
 * Adds a remote's routes the first time a navigation leads into its part of the site. A remote
 * that cannot be loaded makes the navigation fail with the reason, shown by the nearest boundary
 * with a Retry that navigates again, which loads the remote afresh (docs/architecture.md#d26).
 */
export function joinRemotesOnNavigation(
  loaded: LoadedRemotes,
  load: (remote: RemoteName) => Promise<RemoteRoutesModule> = loadRemoteRoutes,
): PatchRoutesOnNavigationFunction {
  const joined = new Set(Object.keys(loaded));
  return async ({ path, patch }) => {
    const entry = ownerOf(new URL(path, 'http://site.invalid').pathname);
    if (joined.has(entry.remote)) return;
    const module = await load(entry.remote);
    // Two navigations can load the same remote at once; its routes join once.
    if (joined.has(entry.remote)) return;
    joined.add(entry.remote);
    patch(parentRouteId(entry), [remoteSubtree(entry, module)]);
  };
}
