// The shell's root: theme and global styles around the site's one router (siteRoutes.tsx), which
// the browser renders with RouterProvider and a server render with StaticRouterProvider.
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@firm/shared-contracts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';

export function App({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
