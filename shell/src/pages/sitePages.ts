// The site's pages as the remotes publish them (docs/architecture.md#d31): the shell reads the
// registries of the releases the runtime config names once at start-up, beside the remotes'
// own code, and its breadcrumbs and header follow them. A server render reads them before it
// renders, and the browser before it hydrates that page, so both draw the same layout; a page the
// browser renders itself shows no trail and the header's usual colours until they arrive.
import { useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '@firm/shared-contracts';
import { loadPageRegistries, sitePages, type SitePages } from '@firm/shared-contracts/pages';

export interface SitePagesState {
  site: SitePages;
  /** The registries were read (or failed to be): the layout can decide from them. */
  settled: boolean;
}

let state: SitePagesState = { site: sitePages([]), settled: false };
const listeners = new Set<() => void>();

/** Replaces what the layout reads (start-up, and tests). */
export function setSitePages(next: SitePagesState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Reads every remote's registry; a remote whose registry cannot be read falls back to the defaults.
 * `base` resolves relative registry addresses: the page's address in a browser, the site's on a server.
 */
export async function loadSitePages(config: Pick<RuntimeConfig, 'remotes'>, fetchImpl?: typeof fetch, base = window.location.href): Promise<void> {
  const { registries, problems } = await loadPageRegistries(config.remotes, {
    base,
    ...(fetchImpl && { fetch: fetchImpl }),
  });
  // A deploy defect, not a visitor's: said where the people deploying look.
  if (problems.length > 0) console.warn(`Page registries not read: ${problems.join('; ')}`);
  setSitePages({ site: sitePages(registries), settled: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSitePages(): SitePagesState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
