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
 * Query parameters no page or loader reads: a campaign's and an ad network's click tags. A page
 * reached with only these hydrates; any other query (a service picked, a blog category, a
 * calculator's inputs) may change the first frame or the loaders' data, so the page is rendered
 * afresh for it.
 */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid'];

/** The rendered page's data, when the page was rendered for this very address. */
export function readHydrationData(doc: Document, here: { pathname: string; search: string }): RenderedPageData | null {
  const element = doc.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return null;
  let data: RenderedPageData;
  try {
    data = JSON.parse(element.textContent) as RenderedPageData;
  } catch {
    return null;
  }
  if (data.location !== here.pathname) return null;
  const query = [...new URLSearchParams(here.search).keys()];
  return query.every((name) => CAMPAIGN_PARAMETERS.includes(name)) ? data : null;
}
