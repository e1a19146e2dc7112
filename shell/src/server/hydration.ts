// What a rendered page carries for the browser's router: the loaders' data and errors of the
// render, as JSON in a script element the page does not run (the site's CSP allows no inline
// script), and the address it was rendered for.
import type { HydrationState } from 'react-router-dom';

export const HYDRATION_DATA_ID = 'router-hydration';

export interface RenderedPageData extends HydrationState {
  /** The path the page was rendered for: another address served this HTML is not hydrated with it. */
  location: string;
}

/**
 * The rendered page's data, when the page was rendered for this very address. A static host serves
 * a page's HTML for any query string too (/contact?service=payroll), and the first frame of such
 * an address is not the rendered one: the app then renders it afresh.
 */
export function readHydrationData(doc: Document, here: { pathname: string; search: string }): RenderedPageData | null {
  const element = doc.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as RenderedPageData;
    return data.location === here.pathname && here.search === '' ? data : null;
  } catch {
    return null;
  }
}
