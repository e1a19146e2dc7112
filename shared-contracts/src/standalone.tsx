// Lets a remote run on its own port without the shell, for working on it alone: the same App,
// mounted under its base path with the theme, reading the runtime config the local shell serves.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { RemoteAppProps } from './remote-contract.ts';
import { LOCAL_PORTS, mountPath, ROUTE_OWNERSHIP, type RemoteName } from './routes.ts';
import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, setRuntimeConfig } from './runtime-config.ts';
import { configureSupabase } from './supabase/client.ts';
import { GlobalStyle } from './theme/GlobalStyle.tsx';
import { theme } from './theme/tokens.ts';

export async function mountStandalone(remote: RemoteName, App: ComponentType<RemoteAppProps>): Promise<void> {
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
    root.render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <Routes>
            <Route path={mountPath(basePath)} element={<App basePath={basePath} runtimeConfig={runtimeConfig} />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>,
    );
  } catch (error) {
    rootElement.textContent = `Could not read the runtime config from the local shell (port ${LOCAL_PORTS.shell}): ${String(error)}`;
  }
}
