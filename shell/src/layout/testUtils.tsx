// Test helpers: render inside a memory router and the site theme; set the window's scroll state.
import type { ReactElement } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@firm/shared-contracts';
import { sitePages } from '@firm/shared-contracts/pages';
import { setSitePages } from '../pages/sitePages.ts';
import { TEST_SITE } from '../pages/testSitePages.ts';

export function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

/** Renders at a route, with the test registries read (pass `settled: false` for before they arrive). */
export function renderAt(ui: ReactElement, route = '/', { settled = true }: { settled?: boolean } = {}) {
  setSitePages(settled ? { site: TEST_SITE, settled } : { site: sitePages([]), settled });
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function setWindowNumber(name: 'scrollY' | 'innerHeight', value: number) {
  Object.defineProperty(window, name, { configurable: true, writable: true, value });
}

/** Sets the page's scroll state and fires the scroll event the layout listens to. */
export function scrollWindowTo(scrollY: number, { scrollHeight, innerHeight }: { scrollHeight?: number; innerHeight?: number } = {}) {
  if (innerHeight !== undefined) setWindowNumber('innerHeight', innerHeight);
  if (scrollHeight !== undefined) {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  }
  setWindowNumber('scrollY', scrollY);
  act(() => {
    fireEvent.scroll(window);
  });
}

export function resetWindowScroll() {
  setWindowNumber('scrollY', 0);
  setWindowNumber('innerHeight', 768);
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 0 });
}
