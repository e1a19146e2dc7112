// The shell's root: theme and global styles around the site's one router (siteRoutes.tsx).
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@firm/shared-contracts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';

export type SiteRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: SiteRouter }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
