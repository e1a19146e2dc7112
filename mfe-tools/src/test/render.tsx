// Renders a page the way the shell does: theme, router at a path, the tools routes under /tools.
import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@firm/shared-contracts';

export let currentSearch = '';

function LocationProbe() {
  currentSearch = useLocation().search;
  return null;
}

export function renderAt(path: string, element: ReactElement, routePath = '/tools/*') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={routePath} element={element} />
          </Routes>
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
