// @vitest-environment node
// Every page of the registry renders in Node, and the browser hydrates that HTML without a
// mismatch (shared-contracts/src/test/firstFrame.tsx says how).
import { describeFirstFrames, remoteRoutes } from '@firm/shared-contracts/test/firstFrame';
import { routes } from './routes.tsx';
import { INDUSTRY_PAGES } from './features/industries/industries.ts';
import { pageRegistry } from './page-registry/pageRegistry.ts';

/** Pages whose h1 is their own headline rather than their registry title or trail label. */
const HEADLINES: Record<string, string> = {
  '/': 'AI Will RunYour Books.Who WillRun Your AI?',
  '/bookkeeping': 'GAAP-Compliant Books, Closed Every Month',
  '/payroll': 'Payroll That Runs Itself. Checked by People.',
  '/services/payroll': 'Payroll That Runs Itself. Checked by People.',
  '/about': 'The People Behind Your Numbers',
  '/press': 'Newsroom',
  '/client-reviews': 'What Our Clients Say',
  '/careers': 'Build the Future of Bookkeeping With Us',
  '/contact': "Let's Talk Business",
  '/services/trust-reconciliation': 'Trust Account Reconciliation',
  ...Object.fromEntries(Object.values(INDUSTRY_PAGES).map((industry) => [`/industries/${industry.slug}`, industry.hero.title])),
};

/** Pages whose first frame has no h1. */
const NO_HEADING = new Set([
  // Wait for the booking their emailed link names (?token=): a loading state until it is read.
  '/book/manage',
  '/book/confirm',
  // Reached only with the sent form in the router's state; without it they redirect to the form.
  '/thank-you/sales-inquiry',
  '/thank-you/press-inquiry',
]);

describeFirstFrames('marketing pages', remoteRoutes('marketing', () => routes), [
  ...pageRegistry.pages.map((page) => ({
    path: page.path,
    // A case study is headed by the company's name, its trail label.
    heading: NO_HEADING.has(page.path) ? null : (HEADLINES[page.path] ?? (page.path.startsWith('/case-studies/') ? page.breadcrumb : page.title)),
  })),
  // A service named in the link opens the time picker, which names the visitor's zone.
  { path: '/book?service=payroll', heading: 'Book a Free Consultation' },
]);

