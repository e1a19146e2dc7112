import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { companyPageRoutes } from './companyPages.tsx';

let router: ReturnType<typeof renderRemoteRoutes>['router'];

function renderAt(path: string) {
  router = renderRemoteRoutes('marketing', companyPageRoutes, path).router;
}

/** Where the router is now. */
function currentPath(): string {
  return router.state.location.pathname;
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
    await waitFor(() => expect(currentPath()).toBe('/bookkeeping'));
  });

  it('sends a thank-you visit without state home', async () => {
    renderAt('/thank-you/press-inquiry');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('AI Will Run');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('titles the contact page', async () => {
    renderAt('/contact');
    await screen.findByRole('heading', { level: 1, name: "Let's Talk Business" }, { timeout: 5000 });
    expect(document.title).toBe('Contact Us | Silver State Books');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/contact');
  });
});
