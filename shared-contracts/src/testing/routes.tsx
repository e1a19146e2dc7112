// Renders a remote's routes the way the shell nests them: under the remote's base path, in a data
// router (memory history), with the theme. Tests of a remote's routes use it rather than a copy.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ROUTE_OWNERSHIP, type RemoteName } from '../routes.ts';
import { theme } from '../theme/tokens.ts';
import { SuspenseOutlet } from '../ui/SuspenseOutlet.tsx';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** A memory router at `path` with the remote's routes under its base path. */
export function remoteRouter(remote: RemoteName, routes: RouteObject[], path: string): TestRouter {
  const basePath = ROUTE_OWNERSHIP.find((entry) => entry.remote === remote)?.basePath ?? '/';
  return createMemoryRouter([{ path: basePath, Component: SuspenseOutlet, children: routes }], { initialEntries: [path] });
}

/** The tree that renders a router, inside `wrap` (providers a test adds around the page). */
export function routerTree(router: TestRouter, wrap: (tree: ReactNode) => ReactNode = (tree) => tree): ReactNode {
  return wrap(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

export function renderRemoteRoutes(remote: RemoteName, routes: RouteObject[], path: string, wrap?: (tree: ReactNode) => ReactNode) {
  const router = remoteRouter(remote, routes, path);
  return { ...render(routerTree(router, wrap)), router };
}
