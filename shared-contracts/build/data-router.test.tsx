// The data router as the site will run it: route objects with loaders, rendered in the browser
// by the curated router module, and a page rendered on the server by the whole package and then
// hydrated in the browser without loading its data a second time.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState } from 'react-router';
import {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  RouterProvider,
  useLoaderData,
  useNavigation,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// In the browser builds 'react-router-dom' is the curated module (router.ts): taking the names
// through it here fails the test on a name it leaves out, as the page would.
vi.mock('react-router-dom', async () => {
  const { CURATED_ROUTER_MODULE } = await import('./router.ts');
  return (await import(/* @vite-ignore */ CURATED_ROUTER_MODULE)) as object;
});

interface Greeting {
  greeting: string;
}

function Layout() {
  const navigation = useNavigation();
  return (
    <main data-navigation={navigation.state}>
      <Outlet />
    </main>
  );
}

function Home() {
  const { greeting } = useLoaderData<Greeting>();
  return <h1>{greeting}</h1>;
}

function NotFound() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `${error.status}: ${String(error.data)}` : 'Unexpected error'}</p>;
}

function notFound(): never {
  throw data('No such page', { status: 404 });
}

function siteRoutes(homeLoader: () => Greeting | Promise<Greeting>, missingLoader: () => never = notFound): RouteObject[] {
  return [
    {
      id: 'layout',
      path: '/',
      element: <Layout />,
      hydrateFallbackElement: <p>Loading</p>,
      children: [
        { id: 'home', index: true, loader: homeLoader, element: <Home />, errorElement: <NotFound /> },
        { path: 'old-home', loader: () => redirect('/') },
        { path: 'missing', loader: missingLoader, element: <Home />, errorElement: <NotFound /> },
      ],
    },
  ];
}

function goTo(path: string) {
  window.history.replaceState(null, '', path);
}

afterEach(() => {
  goTo('/');
  document.body.innerHTML = '';
});

describe('the data router through the curated module', () => {
  it('renders a route with the data its loader returned', async () => {
    goTo('/');
    const router = createBrowserRouter(siteRoutes(async () => ({ greeting: 'Books balanced by Friday' })));
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Books balanced by Friday' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-navigation', 'idle');
    router.dispose();
  });

  it('follows a loader redirect, and shows a thrown response in the error element', async () => {
    goTo('/old-home');
    const router = createBrowserRouter(siteRoutes(() => ({ greeting: 'Home' })));
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');

    await act(() => router.navigate('/missing'));
    expect(await screen.findByRole('alert')).toHaveTextContent('404: No such page');
    router.dispose();
  });
});

/**
 * The server's side: the whole package (createStaticHandler and StaticRouterProvider are not in
 * the curated module) renders the page for a path, with or without the script that hands its data
 * to the browser.
 */
async function serverRender(routes: RouteObject[], path: string, hydrate: boolean) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={hydrate} />);
  return { html, context };
}

/** The browser's side: the server's HTML in the page, then hydrated by the curated router. */
async function hydrate(html: string, path: string, routes: RouteObject[], hydrationData?: HydrationState) {
  goTo(path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const script = container.querySelector('script');
  // jsdom does not run a script set through innerHTML; a browser runs it as it parses the page.
  if (script) window.eval(script.textContent);
  const serverElement = container.querySelector('h1, [role="alert"]');
  const recoverableErrors: unknown[] = [];
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  // Initialized from the server's data, so nothing is loaded before the first render.
  expect(router.state.initialized).toBe(true);
  const root = await act(() => hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => recoverableErrors.push(error) }));
  expect(recoverableErrors).toEqual([]);
  // Hydrated, not rendered again: React kept the server's element.
  expect(container.querySelector('h1, [role="alert"]')).toBe(serverElement);
  expect(router.state.navigation.state).toBe('idle');
  act(() => root.unmount());
  router.dispose();
  return serverElement;
}

describe('a page rendered on the server, hydrated in the browser', () => {
  it('hydrates from data handed over explicitly, without calling the loader again', async () => {
    const loader = vi.fn(() => ({ greeting: 'Rendered on the server' }));
    const routes = siteRoutes(loader);
    const { html, context } = await serverRender(routes, '/', false);
    expect(loader).toHaveBeenCalledTimes(1);

    // What the server would serialize beside the markup.
    const hydrationData = JSON.parse(JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData })) as HydrationState;
    const heading = await hydrate(html, '/', routes, hydrationData);

    expect(heading).toHaveTextContent('Rendered on the server');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("hydrates a thrown 404 from StaticRouterProvider's own script, without calling the loader again", async () => {
    const missing = vi.fn(notFound);
    const routes = siteRoutes(() => ({ greeting: 'Home' }), missing);
    const { html, context } = await serverRender(routes, '/missing', true);
    expect(context.statusCode).toBe(404);
    expect(missing).toHaveBeenCalledTimes(1);

    // createBrowserRouter reads the script's data itself and turns the error back into a route
    // error response, which isRouteErrorResponse recognises in the browser as on the server.
    const alert = await hydrate(html, '/missing', routes);

    expect(alert).toHaveTextContent('404: No such page');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
