// POST /functions/v1/track: the site's first-party events (page_view, blog_view, not_found) sent with
// navigator.sendBeacon. Stores the page, never the visitor: no IP, no cookie, no query string,
// only the referring site's origin. The time is the server's (a client clock may be wrong).
import { json, type FunctionContext } from '../_shared/context.ts';
import {
  clientAddress,
  numberSetting,
  isPlainObject,
  isStorableText,
  withinLimit,
  readJsonBody,
} from '../_shared/request.ts';

export const MAX_EVENT_BYTES = 8 * 1024;
const EVENT_TYPES = ['page_view', 'blog_view', 'not_found'] as const;
type EventType = (typeof EVENT_TYPES)[number];
const TAB_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** What a browser's location.pathname can hold: RFC 3986 path characters, the rest percent-encoded. */
const URL_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
/** A client timestamp within this of the server clock is kept; otherwise the server's time is used. */
const CLOCK_TOLERANCE_MS = 2 * 60 * 1000;

function bad(message: string, status = 400): Response {
  return json({ message }, { status });
}

type Parsed =
  | { ok: true; type: EventType; path: string; title: string | null; referrer: string | null; tabId: string; slug: string | null; occurredAt: unknown }
  | { ok: false; message: string };

/** An outside referrer is reduced to its origin; an inside one to its path without a query. */
function cleanReferrer(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text.split(/[?#]/)[0] || '/';
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function parseEvent(input: unknown): Parsed {
  if (!isPlainObject(input)) return { ok: false, message: 'The event must be a JSON object.' };
  const { type, path, title, referrer, tabId, slug, occurredAt } = input;
  if (typeof type !== 'string' || !(EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false, message: `type must be one of ${EVENT_TYPES.join(', ')}.` };
  }
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    return { ok: false, message: "path must be a string starting with '/'." };
  }
  // Query strings and fragments can carry personal data (search terms, tokens): never stored.
  const cleanPath = path.split(/[?#]/)[0] || '/';
  if (cleanPath.length > 2048 || !URL_PATH.test(cleanPath)) {
    return { ok: false, message: 'path must be a URL path (percent-encoded) of at most 2048 characters.' };
  }
  if (title !== undefined && title !== null && (typeof title !== 'string' || title.length > 300 || !isStorableText(title))) {
    return { ok: false, message: 'title must be text of at most 300 characters.' };
  }
  if (referrer !== undefined && referrer !== null && (typeof referrer !== 'string' || referrer.length > 2048 || !isStorableText(referrer))) {
    return { ok: false, message: 'referrer must be text of at most 2048 characters.' };
  }
  if (typeof tabId !== 'string' || !TAB_ID.test(tabId)) {
    return { ok: false, message: 'tabId must be 1 to 64 letters, digits, hyphens or underscores.' };
  }
  let postSlug: string | null = null;
  if (type === 'blog_view') {
    if (typeof slug !== 'string' || slug.length > 200 || !SLUG.test(slug)) {
      return { ok: false, message: 'slug is required for a blog_view and must be a post slug.' };
    }
    postSlug = slug;
  }
  return {
    ok: true,
    type: type as EventType,
    path: cleanPath,
    title: typeof title === 'string' && title.trim() !== '' ? title.trim() : null,
    referrer: typeof referrer === 'string' ? cleanReferrer(referrer) : null,
    tabId,
    slug: postSlug,
    occurredAt,
  };
}

/** The client's time when it is close to the server's, else the server's time. */
export function eventTime(occurredAt: unknown, now = Date.now()): string {
  if (typeof occurredAt === 'string') {
    const client = Date.parse(occurredAt);
    if (Number.isFinite(client) && Math.abs(client - now) <= CLOCK_TOLERANCE_MS) return new Date(Math.min(client, now)).toISOString();
  }
  return new Date(now).toISOString();
}

export default async function track(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ message: 'Send events with POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const body = await readJsonBody(request, MAX_EVENT_BYTES);
  if (!body.ok) {
    if (body.reason === 'too_large') return bad(`An event may be at most ${MAX_EVENT_BYTES} bytes.`, 413);
    if (body.reason === 'unsupported_type') return bad('Send the event as text/plain or application/json.', 415);
    return bad('The event must be JSON.');
  }
  const event = parseEvent(body.value);
  if (!event.ok) return bad(event.message);

  const perTab = numberSetting(context.env, 'TRACK_MAX_PER_TAB_PER_MINUTE', 60);
  const perAddress = numberSetting(context.env, 'TRACK_MAX_PER_IP_PER_MINUTE', 600);
  const allowed =
    (await withinLimit(context.admin, 'track:address', clientAddress(request), perAddress, 60)) &&
    (await withinLimit(context.admin, 'track:tab', event.tabId, perTab, 60));
  if (!allowed) {
    return json({ message: 'Too many events; slow down.' }, { status: 429, headers: { 'Retry-After': '60' } });
  }

  let postId: string | null = null;
  if (event.slug) {
    const { data, error } = await context.admin
      .from('blog_posts')
      .select('id')
      .eq('slug', event.slug)
      .eq('status', 'published')
      .maybeSingle();
    if (error) return bad('Events cannot be recorded right now.', 503);
    if (!data) return bad('slug does not name a published blog post.');
    postId = (data as { id: string }).id;
  }

  const { error } = await context.admin.from('site_events').insert({
    type: event.type,
    path: event.path,
    title: event.title,
    referrer: event.referrer,
    tab_id: event.tabId,
    post_id: postId,
    occurred_at: eventTime(event.occurredAt),
  });
  if (error) {
    if (error.code?.startsWith('22') || error.code?.startsWith('23')) return bad('The event is not valid.');
    console.error('[track] could not store an event:', error.message);
    return bad('Events cannot be recorded right now.', 503);
  }
  return new Response(null, { status: 204 });
}
