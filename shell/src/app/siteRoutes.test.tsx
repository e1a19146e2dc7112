// The site's one router: a remote's routes join on the first navigation into its part of the site,
// a remote that cannot be loaded shows the failure inside the layout, and Retry loads it again.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme, type RemoteName, type RemoteRoutesModule } from '@firm/shared-contracts';
import { setSitePages } from '../pages/sitePages.ts';
import { TEST_SITE } from '../pages/testSitePages.ts';
import { joinRemotesOnNavigation, siteRoutes, type LoadedRemotes } from './siteRoutes.tsx';

function remoteModule(heading: string): RemoteRoutesModule {
  return {
    routes: [
      { index: true, Component: () => <h1>{heading}</h1> },
      { path: '*', Component: () => <h1>{`${heading}: not found`}</h1> },
    ],
    contractVersion: '2.0.0',
  };
}

function start(path: string, loaded: LoadedRemotes, load: (remote: RemoteName) => Promise<RemoteRoutesModule>) {
  const router = createMemoryRouter(siteRoutes(loaded), {
    initialEntries: [path],
    patchRoutesOnNavigation: joinRemotesOnNavigation(loaded, load),
  });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

beforeEach(() => {
  setSitePages({ site: TEST_SITE, settled: true });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the site router', () => {
  it('renders the page of the remote loaded up front, inside the public layout', async () => {
    const load = vi.fn();
    start('/', { marketing: remoteModule('Home') }, load);
    // The first render of the file also loads the layout's modules.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("loads another remote's routes on the first navigation into its base path, once", async () => {
    const load = vi.fn(async (remote: RemoteName) => remoteModule(`The ${remote} list`));
    const router = start('/', { marketing: remoteModule('Home') }, load);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await act(() => router.navigate('/blog'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The blog list' })).toBeInTheDocument();
    // Marketing's catch-all did not take /blog: the blog's own routes answer under it.
    await act(() => router.navigate('/blog/no-such-post'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The blog list: not found' })).toBeInTheDocument();
    await act(() => router.navigate('/tools'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The tools list' })).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['blog'], ['tools']]);
  });

  it('starts without the remote when it could not be loaded up front, and loads it on the first render', async () => {
    const load = vi.fn(async (remote: RemoteName) => remoteModule(`The ${remote} page`));
    start('/admin', {}, load);
    expect(await screen.findByRole('heading', { level: 1, name: 'The admin page' })).toBeInTheDocument();
    // The staff portal has no public layout.
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows a remote that cannot be loaded as a failure inside the layout; Retry loads it again', async () => {
    const user = userEvent.setup();
    let available = false;
    const load = vi.fn(async (remote: RemoteName) => {
      if (!available) throw Object.assign(new Error('Failed to fetch'), { remote });
      return remoteModule(`The ${remote} list`);
    });
    start('/blog', { marketing: remoteModule('Home') }, load);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The blog could not be loaded');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    available = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The blog list' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a remote that could not be loaded up front inside the layout, before any other remote joined', async () => {
    const load = vi.fn(async (remote: RemoteName): Promise<RemoteRoutesModule> => {
      throw Object.assign(new Error('Failed to fetch'), { remote });
    });
    start('/tools/netpay-calculator', {}, load);
    expect(await screen.findByRole('alert')).toHaveTextContent('This tool could not be loaded');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the staff portal that could not be loaded without the public layout', async () => {
    const load = vi.fn(async (remote: RemoteName): Promise<RemoteRoutesModule> => {
      throw Object.assign(new Error('Failed to fetch'), { remote });
    });
    start('/admin/login', {}, load);
    expect(await screen.findByRole('alert')).toHaveTextContent('The staff portal could not be loaded');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows a page that throws as a failure of its remote, and Retry renders it again', async () => {
    const user = userEvent.setup();
    let broken = true;
    const marketing: RemoteRoutesModule = {
      routes: [
        {
          index: true,
          Component: () => {
            if (broken) throw new Error('render failed');
            return <h1>Home</h1>;
          },
        },
      ],
      contractVersion: '2.0.0',
    };
    start('/', { marketing }, vi.fn());
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });
});
