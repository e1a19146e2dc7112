// The shell's routing: the ownership map decides which remote renders which subtree, and
// whether the public layout wraps it.
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, mountPath, ROUTE_OWNERSHIP, theme, type RuntimeConfig } from '@firm/shared-contracts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { RemoteRoute } from '../remotes/RemoteRoute.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { ScrollManager } from '../layout/ScrollManager.tsx';
import { PageViewTracker } from '../analytics/PageViewTracker.tsx';

export function App({ config }: { config: RuntimeConfig }) {
  const remoteRoute = (entry: (typeof ROUTE_OWNERSHIP)[number]) => (
    <Route
      key={entry.remote}
      path={mountPath(entry.basePath)}
      element={<RemoteRoute remote={entry.remote} basePath={entry.basePath} runtimeConfig={config} />}
    />
  );
  return (
    <AppErrorBoundary>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <ScrollManager />
          <PageViewTracker />
          <Routes>
            {ROUTE_OWNERSHIP.filter((entry) => !entry.publicLayout).map(remoteRoute)}
            <Route element={<PublicLayout />}>{ROUTE_OWNERSHIP.filter((e) => e.publicLayout).map(remoteRoute)}</Route>
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
