// For tests that a page's first frame is the same on the server and in the browser
// ('@firm/shared-contracts/test/firstFrame'). A test file opts into the Node environment
// (`// @vitest-environment node`): each page is rendered with react-dom/static as a server
// renders it, with no DOM at all, then a jsdom window is installed (vitest's own jsdom
// environment) and the same tree hydrates that HTML. The browser side differs from the server the
// way a visitor's browser does: it has an IntersectionObserver, prefers reduced motion, lives in
// another time zone and reads the page a week after it was rendered. Any difference in the first
// frame then shows as a hydration error. Test code, never bundled: it sits in src/test/, which the
// curated-router check leaves out (build/router.test.ts), since it needs routers pages do not.
import { act, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { ROUTE_OWNERSHIP, type RemoteName } from '../routes.ts';
import { localRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../runtime-config.ts';
import { configureSupabase } from '../supabase/client.ts';
import { resolveLazyRoutes, whenInitialized } from '../data/resolveLazyRoutes.ts';
import { GlobalStyle } from '../theme/GlobalStyle.tsx';
import { theme } from '../theme/tokens.ts';
import { SuspenseOutlet } from '../ui/SuspenseOutlet.tsx';

/** The config a test site runs with: the local one, with a key the backend would never see. */
export const FIRST_FRAME_CONFIG: RuntimeConfig = localRuntimeConfig('sb_publishable_first-frame-test');

/** The server renders in the firm's zone on one day; the browser reads the copy elsewhere, later. */
const SERVER = { timeZone: 'America/Los_Angeles', now: new Date('2026-03-02T18:00:00Z') };
const BROWSER = { timeZone: 'Asia/Tokyo', now: new Date('2026-03-09T23:30:00Z') };
const SITE_ORIGIN = 'https://first-frame.test';

/**
 * A remote's routes under its base path, as the shell nests them. A function, so the server and
 * the browser each get their own route objects (a router resolves lazy routes into the objects).
 */
export function remoteRoutes(remote: RemoteName, routes: () => RouteObject[]): () => RouteObject[] {
  const { basePath } = ROUTE_OWNERSHIP.find((entry) => entry.remote === remote) as (typeof ROUTE_OWNERSHIP)[number];
  return () => [{ path: basePath, Component: SuspenseOutlet, children: routes() }];
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.message}${'cause' in error && error.cause ? ` (cause: ${describeError(error.cause)})` : ''}` : String(error);
}

// Both renderers run in this one process and mark the same context objects as theirs; a server
// and a browser never share them, so React's development warning about it says nothing here.
const TWO_RENDERERS_IN_ONE_PROCESS = 'Detected multiple renderers concurrently rendering the same context provider';

/** Collects console.error calls (React reports attribute mismatches and caught errors there). */
function collectConsoleErrors(into: string[]): () => void {
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map((arg) => (typeof arg === 'string' ? arg : describeError(arg))).join(' ');
    if (!message.startsWith(TWO_RENDERERS_IN_ONE_PROCESS)) into.push(message);
  });
  return () => spy.mockRestore();
}

/** The providers the shell puts around every page, in its order (shell/src/app/App.tsx). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

function setClock({ timeZone, now }: { timeZone: string; now: Date }) {
  // Node re-reads its default zone when TZ is assigned.
  process.env.TZ = timeZone;
  vi.setSystemTime(now);
}

/**
 * React's server renderer leaves the contexts of the last task it resumed set when it finishes
 * (a server process never renders them in another renderer), and here the browser's renderer
 * reads the same context objects: the router would find itself inside a router. A render of
 * nothing starts from the root and takes every context back to its default.
 */
async function restoreContextDefaults(): Promise<void> {
  const { prelude } = await prerender(null);
  await new Response(prelude).text();
}

export interface ServerFrame {
  path: string;
  html: string;
  styleTags: string;
  /** The loaders' data and errors, which the browser's router hydrates with. */
  hydrationData: HydrationState;
  /** Thrown while rendering, reported by React, or written with console.error. */
  errors: string[];
}

/** Renders `routes` at `path` as a server does: no DOM, loaders first, the page's styles collected. */
export async function renderOnServer(path: string, routes: () => RouteObject[]): Promise<ServerFrame> {
  if (typeof document !== 'undefined') throw new Error('renderOnServer needs the Node environment: add `// @vitest-environment node` to the test file');
  setClock(SERVER);
  setRuntimeConfig(FIRST_FRAME_CONFIG);
  const errors: string[] = [];
  // The loaders read a backend the tests do not run: the pages get their reads' error parts, and
  // the loaders' logs of them are not the render's errors.
  const loaderLogs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(new URL(path, SITE_ORIGIN))).finally(() => loaderLogs.mockRestore());
  const restore = collectConsoleErrors(errors);
  const sheet = new ServerStyleSheet();
  try {
    if (context instanceof Response) throw new Error(`answered ${context.status} ${context.headers.get('Location') ?? ''}`);
    const tree = (
      <Frame>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </Frame>
    );
    // Without it React outlines Suspense boundaries behind inline scripts, which the site's CSP refuses.
    const { prelude } = await prerender(sheet.collectStyles(tree), {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        errors.push(`render error: ${describeError(error)}`);
      },
    });
    const html = await new Response(prelude).text();
    await restoreContextDefaults();
    const hydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
    return { path, html, styleTags: sheet.getStyleTags(), hydrationData, errors };
  } catch (error) {
    errors.push(`threw: ${describeError(error)}`);
    return { path, html: '', styleTags: '', hydrationData: {}, errors };
  } finally {
    sheet.seal();
    restore();
  }
}

/** The headings of the server's HTML, level 1 first, text only. */
export function headingsOf(html: string, level: 1 | 2 = 1): string[] {
  const pattern = new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** An IntersectionObserver that never reports: what is below the fold stays unseen. */
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function prefersReducedMotion(query: string) {
  return {
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  };
}

/**
 * Video as a browser has it. A browser's parser starts a <video muted> muted; jsdom does not (its
 * `muted` starts false whatever the markup says), which React's hydration would report as a
 * mismatch. And jsdom cannot play, which it reports with console.error.
 */
function mediaAsInABrowser() {
  const media = window.HTMLMediaElement.prototype;
  media.play = () => Promise.resolve();
  media.pause = () => undefined;
  const own = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(media, 'muted', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return own.get(this) ?? this.hasAttribute('muted');
    },
    set(this: HTMLMediaElement, value: boolean) {
      own.set(this, value);
    },
  });
}

export interface Browser {
  /** Hydrates a server frame; resolves with the errors seen until the whole tree has committed. */
  hydrate(
    frame: ServerFrame,
    routes: () => RouteObject[],
    options?: { before?: () => void; after?: (container: HTMLElement) => void | Promise<void> },
  ): Promise<{ errors: string[] }>;
  close(): Promise<void>;
}

/**
 * Installs a browser (a jsdom window) in this Node test file. Effects run after hydration, so
 * reads that start in effects are parked: fetch never answers, and the page keeps its loading state.
 */
export async function openBrowser(): Promise<Browser> {
  const environment = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: `${SITE_ORIGIN}/` } });
  const originalFetch = globalThis.fetch;
  const global = globalThis as Record<string, unknown>;
  global.IntersectionObserver = NeverIntersecting;
  window.matchMedia = prefersReducedMotion as unknown as typeof window.matchMedia;
  globalThis.fetch = () => new Promise<Response>(() => undefined);
  // The pages' reads start once hydrated, through the client the shell configures at start-up.
  configureSupabase(FIRST_FRAME_CONFIG);
  mediaAsInABrowser();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Evaluated only now, so react-dom/client sees the DOM as a browser's copy would.
  const { hydrateRoot } = await import('react-dom/client');
  return {
    async hydrate(frame, routes, { before, after } = {}) {
      setClock(BROWSER);
      window.history.replaceState(null, '', frame.path);
      window.sessionStorage.clear();
      before?.();
      document.head.innerHTML = frame.styleTags;
      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = frame.html;
      document.body.append(container);
      const errors: string[] = [];
      const restore = collectConsoleErrors(errors);
      let root: ReturnType<typeof hydrateRoot> | undefined;
      // As the shell does: the server's data, and the page's lazy code loaded before hydrating.
      const pageRoutes = routes();
      await resolveLazyRoutes(pageRoutes, frame.path);
      const router = createMemoryRouter(pageRoutes, { initialEntries: [frame.path], hydrationData: frame.hydrationData });
      await act(() => whenInitialized(router));
      try {
        // act() runs hydration to the end, the Suspense boundaries React hydrates in later passes
        // included, and the effects of the first frame.
        await act(async () => {
          root = hydrateRoot(
            container,
            <Frame>
              <RouterProvider router={router} />
            </Frame>,
            {
              onRecoverableError: (error) => {
                errors.push(`recoverable: ${describeError(error)}`);
              },
              onUncaughtError: (error) => {
                errors.push(`uncaught: ${describeError(error)}`);
              },
            },
          );
        });
        await after?.(container);
        return { errors };
      } finally {
        restore();
        act(() => root?.unmount());
        container.remove();
      }
    },
    async close() {
      globalThis.fetch = originalFetch;
      delete global.IntersectionObserver;
      delete global.IS_REACT_ACT_ENVIRONMENT;
      vi.useRealTimers();
      await environment.teardown(globalThis);
    },
  };
}

export interface FirstFramePage {
  path: string;
  /** The h1 the first frame shows, as the page's registry entry or content says it; null: none. */
  heading: string | null;
  /** The visitor's browser before the copy arrives (a returning visitor's tab). */
  before?: () => void;
  /** Checks once hydrated. */
  after?: (container: HTMLElement) => void | Promise<void>;
}

/**
 * The two checks for every page of a remote: it renders in Node without an error and with its
 * heading, and the browser hydrates that HTML without a mismatch.
 */
export function describeFirstFrames(name: string, routes: () => RouteObject[], pages: readonly FirstFramePage[]): void {
  const frames = new Map<string, ServerFrame>();
  describe(`${name} rendered in Node`, () => {
    it.each(pages.map((page) => [page.path, page] as const))('%s', async (path, page) => {
      const frame = await renderOnServer(path, routes);
      frames.set(path, frame);
      expect(frame.errors).toEqual([]);
      expect(headingsOf(frame.html)).toEqual(page.heading === null ? [] : [page.heading]);
    });
  });
  describe(`${name} hydrated in the browser`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await openBrowser();
    });
    afterAll(() => browser.close());
    it.each(pages.map((page) => [page.path, page] as const))('%s', async (path, page) => {
      const frame = frames.get(path);
      if (!frame) throw new Error(`${path} was not rendered in Node (its own test says why)`);
      const { errors } = await browser.hydrate(frame, routes, page);
      expect(errors).toEqual([]);
    });
  });
}
