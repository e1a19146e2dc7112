import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVICE_OPTIONS } from '@firm/shared-contracts/inquiry';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { contentPageRoutes } from '../../routes/contentPages.tsx';

function renderAt(path: string) {
  return renderRemoteRoutes('marketing', contentPageRoutes, path);
}

// Path, document title (before the brand), page heading and the contact preset its call to action opens with.
const EXPECTED = [
  { path: '/services/trust-reconciliation', title: 'Trust Account Reconciliation for Law Firms', h1: 'Trust Account Reconciliation', service: 'bookkeeping' },
  { path: '/services/cpa-coordination', title: 'CPA Coordination', h1: 'CPA Coordination', service: 'bookkeeping' },
  { path: '/services/books-cleanup', title: 'Books Cleanup', h1: 'Books Cleanup', service: 'books-cleanup' },
  { path: '/books-cleanup', title: 'Books Cleanup', h1: 'Books Cleanup', service: 'books-cleanup' },
  { path: '/services/job-costing', title: 'Job Costing', h1: 'Job Costing', service: 'bookkeeping' },
  { path: '/services/software-integration', title: 'Software Integration', h1: 'Software Integration', service: 'quickbooks-bookkeeping' },
  { path: '/services/expense-management', title: 'Expense Management', h1: 'Expense Management', service: 'bookkeeping' },
  { path: '/services/tax-ready-financials', title: 'Tax-Ready Financials', h1: 'Tax-Ready Financials', service: 'bookkeeping' },
  { path: '/services/cash-flow', title: 'Cash Flow Forecasting', h1: 'Cash Flow Forecasting', service: 'bookkeeping' },
  { path: '/services/financial-reporting', title: 'Financial Reporting', h1: 'Financial Reporting', service: 'bookkeeping' },
  { path: '/ai-bookkeeping', title: 'AI Bookkeeping, Checked by People', h1: 'AI Bookkeeping, Checked by People', service: 'bookkeeping' },
  { path: '/notary', title: 'Notary Services in Las Vegas', h1: 'Notary Services in Las Vegas', service: 'general' },
];

describe('service page template', () => {
  it.each(EXPECTED)('renders $path with every section and its call to action', async ({ path, title, h1, service }) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The title is set by an effect that may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe(`${title} | Silver State Books`));
    for (const name of ["What's Included", "Who It's For", 'How It Works', 'Frequently Asked Questions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.querySelectorAll('details summary').length).toBeGreaterThanOrEqual(3);
    expect(SERVICE_OPTIONS.map((o) => o.value)).toContain(service);
    const contactLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/contact'));
    expect(contactLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of contactLinks) expect(link).toHaveAttribute('href', `/contact?service=${service}`);
  });

  it('serves books cleanup at both paths with /books-cleanup as the canonical URL', async () => {
    renderAt('/services/books-cleanup');
    await screen.findByRole('heading', { level: 1, name: 'Books Cleanup' });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/books-cleanup`,
    );
  });

  it('describes notary services without legal advice', async () => {
    renderAt('/notary');
    await screen.findByRole('heading', { level: 1 });
    const included = screen.getByRole('heading', { level: 2, name: "What's Included" }).closest('section') as HTMLElement;
    for (const name of ['Mobile notary', 'Loan signings', 'Apostille guidance']) {
      expect(within(included).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/cannot give legal advice/)).toBeInTheDocument();
  });

  it.each(['/services/not-a-service', '/services/notary', '/services/ai-bookkeeping'])('renders the 404 page at %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeInTheDocument();
  });
});
