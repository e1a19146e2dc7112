import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@firm/shared-contracts';
import { PublicLayout } from './PublicLayout.tsx';
import { setSitePages } from '../pages/sitePages.ts';
import { TEST_SITE } from '../pages/testSitePages.ts';

function renderLayout(path: string) {
  setSitePages({ site: TEST_SITE, settled: true });
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="*" element={<h1>Page body</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('PublicLayout', () => {
  it('renders skip link, header, breadcrumb, the page in main, and footer', async () => {
    renderLayout('/careers');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The breadcrumb's code loads on its own (the home page has none).
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Page body' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('puts the skip link first and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderLayout('/careers');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has no breadcrumb on the home page', () => {
    renderLayout('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
  });
});
