// First-party analytics: page views, blog views and not-found visits are sent to the backend's
// track function with navigator.sendBeacon, so recording never slows a navigation. No
// cookies and no personal data: a random id per browser tab ties one visit's views together.
import { functionUrl } from '../runtime-config.ts';

export type SiteEventType = 'page_view' | 'blog_view' | 'not_found';

export interface SiteEvent {
  type: SiteEventType;
  path: string;
  title?: string;
  referrer?: string;
  /** The post's slug for blog views. */
  slug?: string;
}

export interface SiteEventPayload extends SiteEvent {
  tabId: string;
  occurredAt: string;
}

export const TRACK_FUNCTION = 'track';
const TAB_ID_KEY = 'site-tab-id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** One id per tab, kept in sessionStorage (gone when the tab closes); never a cookie. */
export function tabId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string {
  const existing = storage?.getItem(TAB_ID_KEY);
  if (existing) return existing;
  const id = randomId();
  storage?.setItem(TAB_ID_KEY, id);
  return id;
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Strips the query string and hash so no search terms or tokens are recorded. */
export function cleanPath(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/** Keeps only the referring site's origin; an internal referrer is the path alone. */
export function cleanReferrer(referrer: string, ownOrigin: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.origin === ownOrigin ? cleanPath(url.pathname) : url.origin;
  } catch {
    return '';
  }
}

export function buildPayload(event: SiteEvent, now = new Date()): SiteEventPayload {
  return {
    ...event,
    path: cleanPath(event.path),
    title: event.title?.slice(0, 300),
    tabId: tabId(),
    occurredAt: now.toISOString(),
  };
}

/**
 * Sends one event; falls back to a keepalive fetch where sendBeacon is missing. Never throws, and
 * sends nothing before the runtime config names the backend.
 */
export function sendSiteEvent(event: SiteEvent, endpoint = functionUrl(TRACK_FUNCTION)): void {
  if (!endpoint) return;
  try {
    const body = JSON.stringify(buildPayload(event));
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      // text/plain keeps the beacon a simple request; the endpoint parses JSON from it.
      if (navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
    }
    void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
      () => {},
    );
  } catch {
    // Analytics must never break a page.
  }
}
