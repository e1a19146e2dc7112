// Loads the lazy code of the routes a location matches into the route objects, before a router is
// created to hydrate a server-rendered page. React Router loads a lazy route during hydration and,
// not knowing whether it has a loader, runs its loader again: the page would wait for a second
// read and could hydrate with data other than the server's. Resolved first, a route's loader data
// from the server is taken as it is.
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
