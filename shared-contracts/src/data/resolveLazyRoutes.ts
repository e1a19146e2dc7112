// What a router hydrating a server-rendered page needs first: the lazy code of the routes the
// location matches, loaded into the route objects before the router is created, and the wait
// until the router is ready. React Router loads a lazy route during hydration and, not knowing
// whether it has a loader, runs its loader again: the page would wait for a second read and could
// hydrate with data other than the server's. Resolved first, the server's loader data is taken as
// it is.
import { matchRoutes, type RouteObject } from 'react-router-dom';

export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** A router as far as waiting for it goes: browser and memory routers alike. */
interface InitializingRouter {
  readonly state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** Resolves once the router has what its first render needs (the matched routes' code and data). */
export function whenInitialized(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
