import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { companyPageRoutes } from './companyPages.tsx';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>{companyPageRoutes}</Routes>
        </Suspense>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('company page routes', () => {
  it.each([
    ['/', 'AI Will RunYour Books.Who WillRun Your AI?'],
    ['/bookkeeping', 'GAAP-Compliant Books, Closed Every Month'],
    ['/payroll', 'Payroll That Runs Itself. Checked by People.'],
    ['/services/payroll', 'Payroll That Runs Itself. Checked by People.'],
    ['/careers', 'Build the Future of Bookkeeping With Us'],
    ['/contact', "Let's Talk Business"],
    ['/help', 'Help Desk'],
  ])('%s renders its page', async (path, heading) => {
    renderAt(path);
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(h1.textContent).toBe(heading);
  });

  it('serves the payroll page at /services/payroll with the canonical /payroll', async () => {
    renderAt('/services/payroll');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/payroll');
  });

  it('redirects /services/bookkeeping to /bookkeeping', async () => {
    renderAt('/services/bookkeeping');
    expect(await screen.findByRole('heading', { level: 1, name: 'GAAP-Compliant Books, Closed Every Month' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/bookkeeping');
  });

  it('sends a thank-you visit without state home', async () => {
    renderAt('/thank-you/press-inquiry');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('AI Will Run');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('titles the contact page', async () => {
    renderAt('/contact');
    await screen.findByRole('heading', { level: 1, name: "Let's Talk Business" }, { timeout: 5000 });
    expect(document.title).toBe('Contact Us | Silver State Books');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/contact');
  });
});
