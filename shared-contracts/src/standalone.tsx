// Lets a remote run on its own port without the shell, for working on it alone: the same routes,
// nested under its base path with the theme, reading the runtime config the local shell serves.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { LOCAL_PORTS, ROUTE_OWNERSHIP, type RemoteName } from './routes.ts';
import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, setRuntimeConfig } from './runtime-config.ts';
import { configureSupabase } from './supabase/client.ts';
import { GlobalStyle } from './theme/GlobalStyle.tsx';
import { theme } from './theme/tokens.ts';
import { SuspenseOutlet } from './ui/SuspenseOutlet.tsx';

export async function mountStandalone(remote: RemoteName, routes: RouteObject[]): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) {
    console.error('Root element not found');
    return;
  }
  const root = createRoot(rootElement);
  const basePath = ROUTE_OWNERSHIP.find((entry) => entry.remote === remote)?.basePath ?? '/';
  try {
    const response = await fetch(`http://${location.hostname}:${LOCAL_PORTS.shell}${RUNTIME_CONFIG_PATH}`);
    const runtimeConfig = parseRuntimeConfig(await response.json());
    setRuntimeConfig(runtimeConfig);
    configureSupabase(runtimeConfig);
    const router = createBrowserRouter([{ path: basePath, Component: SuspenseOutlet, children: routes }]);
    root.render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
  } catch (error) {
    rootElement.textContent = `Could not read the runtime config from the local shell (port ${LOCAL_PORTS.shell}): ${String(error)}`;
  }
}
