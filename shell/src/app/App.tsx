// The shell's root: theme and global styles around the site's one router (siteRoutes.tsx), which
// the browser renders with RouterProvider and a server render with StaticRouterProvider.
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@firm/shared-contracts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';

export function App({ children }: { children: ReactNode }) {
  // The app has started on this page (hydrated the server's page, or rendered its own): the
  // starter lets forms submit from now on (starter/starter.ts), and the browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return (
    <AppErrorBoundary>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
