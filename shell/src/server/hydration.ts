// What a rendered page carries for the browser's router: the loaders' data and errors of the
// render, as JSON in a script element the page does not run (the site's CSP allows no inline
// script), and the address it was rendered for.
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import type { SiteRouteHandle } from '@firm/shared-contracts';

export const HYDRATION_DATA_ID = 'router-hydration';

export interface RenderedPageData extends HydrationState {
  /** The path the page was rendered for: another address served this HTML is not hydrated with it. */
  location: string;
}

/**
 * The rendered page's data, when the page was rendered for this very address. A static host serves
 * a page's HTML for any query string too: the page hydrates with it unless one of its routes says
 * its first frame reads the query (SiteRouteHandle), whose first frame would not be the rendered
 * one; the app then renders it afresh.
 */
export function readHydrationData(
  doc: Document,
  here: { pathname: string; search: string },
  routes: RouteObject[],
): RenderedPageData | null {
  const element = doc.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return null;
  let data: RenderedPageData;
  try {
    data = JSON.parse(element.textContent) as RenderedPageData;
  } catch {
    return null;
  }
  if (data.location !== here.pathname) return null;
  if (here.search === '') return data;
  const readsQuery = (matchRoutes(routes, here.pathname) ?? []).some(
    ({ route }) => (route.handle as SiteRouteHandle | undefined)?.firstFrameReadsQuery === true,
  );
  return readsQuery ? null : data;
}
