// The shell's server entry: React renders the public pages in Node from the remotes' server builds,
// for the browser to hydrate (docs/prerendering.md). One renderer serves one runtime config: it
// loads the public remotes' ./routes through the federation runtime once, providing this build's
// React, router, styled-components and shared-contracts as the singletons they share, and then
// answers each page as the browser's router would: loaders first, then the page, its styles, its
// head and the data the browser's router hydrates with.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import * as styled from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import * as zustand from 'zustand';
import * as supabase from '@supabase/supabase-js';
import { createInstance } from '@module-federation/runtime';
import * as contracts from '@firm/shared-contracts';
import {
  checkContract,
  configureSupabase,
  CONTRACT_VERSION,
  FEDERATION_NAMES,
  PageMetaSink,
  pageTitle,
  REMOTE_NAMES,
  ROUTE_OWNERSHIP,
  setRuntimeConfig,
  type PageMeta,
  type RemoteRoutesModule,
  type RuntimeConfig,
} from '@firm/shared-contracts';
import { App } from '../app/App.tsx';
import { siteRoutes, type LoadedRemotes } from '../app/siteRoutes.tsx';
import { loadSitePages } from '../pages/sitePages.ts';
import { HYDRATION_DATA_ID, type RenderedPageData } from './hydration.ts';

/** The remotes whose pages are rendered: every remote with a public layout (the portal is not). */
const RENDERED_REMOTES = REMOTE_NAMES.filter((name) => ROUTE_OWNERSHIP.find((entry) => entry.remote === name)?.publicLayout);

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** The markup of #root. */
      html: string;
      /** The page's style tags (styled-components), for the head. */
      styles: string;
      head: { title: string; description: string | null; canonical: string | null; robots: string | null; feed: { title: string; href: string } | null };
      /** What the browser's router hydrates with, for the #router-hydration JSON script. */
      hydrationJson: string;
      /** The parts of the page whose read failed: such a render shows their error, not the content. */
      failedReads: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

export interface Renderer {
  render(path: string): Promise<RenderResult>;
}

/** The installed version of each shared package, fixed when this build was made (rsbuild.ts). */
const SHARED_VERSIONS = JSON.parse(process.env.SHARED_VERSIONS ?? '{}') as Record<string, string>;

/** One of this build's modules, provided to the remotes as the singleton they share. */
function provided(name: string, lib: object) {
  const version = SHARED_VERSIONS[name];
  if (!version) throw new Error(`The server build does not know the version of ${name}`);
  return { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

/** Route errors as JSON the browser's router turns back into errors (it reads __type). */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: error.message, __type: 'Error' }];
      return [id, error];
    }),
  );
}

/** The parts a loader settled as failed reads (shared-contracts/src/data/loaded.ts), named. */
function failedReads(loaderData: Record<string, unknown>): string[] {
  const failed: string[] = [];
  for (const data of Object.values(loaderData)) {
    if (!data || typeof data !== 'object') continue;
    for (const [name, part] of Object.entries(data)) {
      const settled = part as { status?: unknown; message?: unknown } | null;
      if (settled && typeof settled === 'object' && settled.status === 'error') failed.push(`${name}: ${String(settled.message)}`);
    }
  }
  return failed;
}

/** JSON that cannot end the script element it is written into. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

async function loadRemotes(config: RuntimeConfig): Promise<LoadedRemotes> {
  const federation = createInstance({
    name: 'shell_server',
    remotes: RENDERED_REMOTES.map((name) => ({ name: FEDERATION_NAMES[name], entry: config.remotes[name].entry })),
    shared: {
      react: provided('react', React),
      'react-dom': provided('react-dom', ReactDOM),
      'react-router': provided('react-router', ReactRouter),
      'react-router-dom': provided('react-router-dom', ReactRouterDom),
      'styled-components': provided('styled-components', styled),
      zustand: provided('zustand', zustand),
      '@supabase/supabase-js': provided('@supabase/supabase-js', supabase),
      '@firm/shared-contracts': provided('@firm/shared-contracts', contracts),
    },
    shareStrategy: 'loaded-first',
  });
  const loaded: LoadedRemotes = {};
  for (const name of RENDERED_REMOTES) {
    const module = (await federation.loadRemote(`${FEDERATION_NAMES[name]}/routes`)) as RemoteRoutesModule | null;
    if (!module || !Array.isArray(module.routes)) throw new Error(`The ${name} remote did not expose its routes`);
    const contract = checkContract(name, module.contractVersion, CONTRACT_VERSION);
    if (!contract.compatible) throw new Error(contract.reason);
    loaded[name] = module;
  }
  return loaded;
}

export async function createRenderer(config: RuntimeConfig): Promise<Renderer> {
  setRuntimeConfig(config);
  configureSupabase(config);
  const [loaded] = await Promise.all([loadRemotes(config), loadSitePages(config, fetch, config.siteUrl)]);
  const routes = siteRoutes(loaded);
  const handler = createStaticHandler(routes);
  const origin = new URL(config.siteUrl).origin;

  async function render(path: string): Promise<RenderResult> {
    const context = await handler.query(new Request(new URL(path, origin)));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    let meta: PageMeta = {};
    const sheet = new ServerStyleSheet();
    try {
      const router = createStaticRouter(handler.dataRoutes, context);
      const tree = (
        <PageMetaSink value={(next) => (meta = next)}>
          <App>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </PageMetaSink>
      );
      // One chunk: React would otherwise reveal late boundaries with inline scripts, which the
      // site's CSP does not allow.
      const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      const data: RenderedPageData = {
        location: path,
        loaderData: context.loaderData,
        actionData: null,
        errors: serializeErrors(context.errors),
      };
      return {
        kind: 'page',
        status: context.statusCode,
        html,
        styles: sheet.getStyleTags(),
        head: {
          title: pageTitle(meta),
          description: meta.description ?? null,
          canonical: meta.canonicalPath ? new URL(meta.canonicalPath, origin).href : null,
          robots: meta.noindex ? 'noindex, nofollow' : null,
          feed: meta.feed ? { title: meta.feed.title, href: new URL(meta.feed.path, origin).href } : null,
        },
        hydrationJson: `<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(data)}</script>`,
        failedReads: failedReads(context.loaderData),
      };
    } finally {
      sheet.seal();
    }
  }

  return { render };
}

