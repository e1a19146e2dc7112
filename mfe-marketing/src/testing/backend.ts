// A stand-in backend for tests of the public pages' loaders: the settings point at
// http://backend.test and fetch answers each PostgREST function or table (`rpc/team_directory`,
// `rpc/review_stats`) and backend function (`summarize-reviews`) from what the test gives, so the
// pages read through their real data-access functions, as on the server and in the browser.
import { vi } from 'vitest';
import { configureSupabase, localRuntimeConfig, setRuntimeConfig } from '@firm/shared-contracts';

export const BACKEND_URL = 'http://backend.test';

/** A JSON body answered with 200, or a function answering each request (to fail or to wait). */
export type BackendAnswer = unknown | ((url: URL) => Response | Promise<Response>);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A read that fails as PostgREST does, with its message. 500: PostgREST's reader retries a 503 or
 * a refused connection with a back-off, which would only slow the test.
 */
export function failure(message: string): () => Response {
  return () => jsonResponse({ message, code: 'XX000' }, 500);
}

/** Answers the first read with `first` (a failure), then each read with what `next` gives. */
export function failingOnce(first: () => Response, next: () => Response | Promise<Response>): () => Response | Promise<Response> {
  let reads = 0;
  return () => (++reads === 1 ? first() : next());
}

/** The resource a request is for: the path after /rest/v1/ or /functions/v1/. */
function resourceOf(url: URL): string {
  return url.pathname.replace(/^\/(rest|functions)\/v1\//, '');
}

let answers: Record<string, BackendAnswer> = {};

// One fetch for the whole file, answering from the current test's answers: the public reader is
// made once per page (here, per test file) and keeps the fetch it was made with.
const backendFetch = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const resource = resourceOf(url);
  if (!(resource in answers)) return jsonResponse({ message: `no answer for ${resource}` }, 404);
  const answer = answers[resource];
  return typeof answer === 'function' ? (answer as (url: URL) => Response | Promise<Response>)(url) : jsonResponse(answer);
});

export function stubBackend(given: Record<string, BackendAnswer>) {
  configureSupabase({ supabaseUrl: BACKEND_URL, supabaseAnonKey: 'sb_publishable_test' });
  setRuntimeConfig({ ...localRuntimeConfig('sb_publishable_test'), supabaseUrl: BACKEND_URL });
  answers = given;
  backendFetch.mockClear();
  vi.stubGlobal('fetch', backendFetch);
  return backendFetch;
}

/** The requests made for one resource. */
export function requestsFor(fetchMock: ReturnType<typeof stubBackend>, resource: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => resourceOf(url) === resource);
}
