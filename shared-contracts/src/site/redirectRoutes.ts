// The redirects a remote's page registry declares, as routes of that remote: a visitor who
// follows a link inside the app is sent on by the router exactly where the host would send a
// visitor who arrives from outside (its `_redirects`, nginx, the local server).
import { redirect, type RouteObject } from 'react-router-dom';
import type { PageRedirect } from './pages.ts';

/** Route objects relative to the remote's base path ('/tools' → the index route). */
export function redirectRoutes(redirects: readonly PageRedirect[] | undefined, basePath: string): RouteObject[] {
  const base = basePath === '/' ? '' : basePath;
  return (redirects ?? []).map(({ from, to }) => {
    if (from !== base && !from.startsWith(`${base}/`)) throw new Error(`${from} is outside ${basePath}`);
    const path = from.slice(base.length).replace(/^\//, '');
    return path === '' ? { index: true, loader: () => redirect(to) } : { path, loader: () => redirect(to) };
  });
}
