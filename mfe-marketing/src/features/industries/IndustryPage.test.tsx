import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { contentPageRoutes } from '../../routes/contentPages.tsx';

// The reviews widget has its own tests; here it only has to sit in the right place, told which
// industry's reviews to show.
vi.mock('@firm/shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@firm/shared-contracts')>()),
  ReviewsWidget: ({ industry }: { industry?: { slug: string; clients: string } }) => (
    <div data-testid="reviews-widget" data-industry={industry?.slug} data-clients={industry?.clients} />
  ),
}));

function renderAt(path: string) {
  return renderRemoteRoutes('marketing', contentPageRoutes, path);
}

/** Each element comes after the one before it in the document. */
function expectInDocumentOrder(elements: Element[]) {
  for (let i = 1; i < elements.length; i += 1) {
    const previous = elements[i - 1] as Element;
    const current = elements[i] as Element;
    expect(previous.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

describe('home services page', () => {
  it('shows every section in the spec order with the exact texts and links', async () => {
    renderAt('/industries/home-services');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Simplify Your Books. Empower Your Business.' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Bookkeeping for Home Services | Silver State Books');

    const heroLink = screen.getByRole('link', { name: 'Book a Free Consultation' });
    expect(heroLink).toHaveAttribute('href', '/book');
    const heroImage = screen.getByRole('img', { name: /house/ });
    expect(heroImage).toHaveAttribute('width');
    expect(heroImage).toHaveAttribute('height');

    const band = document.querySelector('[data-section="trusted-by"]') as HTMLElement;
    expect(band).not.toBeNull();

    const painTitles = ['Disjointed Software', 'Manual Data Overload', 'Unexpected Penalties', 'Syncing Nightmares', 'Accountant in the Dark'];
    const pains = document.querySelector('[data-section="pains"]') as HTMLElement;
    expect(within(pains).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(painTitles);
    const fixLine = within(pains).getByText('We fix that.');

    const impactTitle = screen.getByRole('heading', { level: 2, name: 'The Real Impact' });
    const impactLink = screen.getByRole('link', { name: 'Get the Financial Clarity You Need' });
    expect(impactLink).toHaveAttribute('href', '/contact');

    const services = document.querySelector('[data-section="services"]') as HTMLElement;
    const serviceLinks = within(services).getAllByRole('link');
    expect(hrefs(serviceLinks)).toEqual([
      '/services/job-costing',
      '/services/software-integration',
      '/services/payroll',
      '/services/expense-management',
      '/services/tax-ready-financials',
      '/services/cash-flow',
    ]);

    const deliverTitle = screen.getByRole('heading', { level: 2, name: 'What We Deliver' });
    const deliver = document.querySelector('[data-section="deliver"]') as HTMLElement;
    expect(within(deliver).getAllByRole('listitem')).toHaveLength(5);
    const connectLink = within(deliver).getByRole('link', { name: 'Get Connected Today' });
    expect(connectLink).toHaveAttribute('href', '/contact');

    const reviews = screen.getByTestId('reviews-widget');
    const closing = screen.getByRole('link', { name: 'Book Your Free Consultation' });
    expect(closing).toHaveAttribute('href', '/book');

    expectInDocumentOrder([h1, heroLink, band, pains, fixLine, impactTitle, impactLink, services, deliverTitle, connectLink, reviews, closing]);
  });

  it('sets the meta description on entering and restores the previous one on leaving', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Site default description';
    document.head.appendChild(meta);
    const { unmount } = renderAt('/industries/home-services');
    await screen.findByRole('heading', { level: 1 });
    expect(meta.content).toMatch(/home-service businesses/);
    unmount();
    expect(meta.content).toBe('Site default description');
    meta.remove();
  });
});

describe('attorneys page', () => {
  it('has the law-firm landing content, title and IOLTA meta description', async () => {
    renderAt('/industries/attorneys');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Bookkeeping for Law Firms | Silver State Books');
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).toMatch(/IOLTA management/);
    expect(description).toMatch(/payroll/);
    expect(description).toMatch(/financial reporting for legal practices/);

    expect(screen.getByRole('link', { name: "Let's Fix This" })).toHaveAttribute('href', '#form');
    const pains = document.querySelector('[data-section="pains"]') as HTMLElement;
    expect(within(pains).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(pains).getByRole('link', { name: "Let's Make the Numbers Make Sense" })).toHaveAttribute('href', '#form');

    const form = document.getElementById('form') as HTMLElement;
    expect(form).not.toBeNull();
    expect(within(form).getByRole('link', { name: 'Start Your Inquiry' })).toHaveAttribute('href', '/contact?service=bookkeeping');

    expect(screen.getByTestId('reviews-widget')).toHaveAttribute('data-industry', 'attorneys');
    expect(screen.getByTestId('reviews-widget')).toHaveAttribute('data-clients', 'law firms');
    expect(screen.getByRole('link', { name: "See If We're a Fit" })).toHaveAttribute('href', '/contact');
  });

  it('links the six service cards exactly', async () => {
    renderAt('/industries/attorneys');
    await screen.findByRole('heading', { level: 1 });
    const services = document.querySelector('[data-section="services"]') as HTMLElement;
    expect(hrefs(within(services).getAllByRole('link'))).toEqual([
      '/services/trust-reconciliation',
      '/services/bookkeeping',
      '/services/payroll',
      '/services/financial-reporting',
      '/services/cpa-coordination',
      '/services/books-cleanup',
    ]);
  });
});

describe('other industry pages', () => {
  it.each([
    ['ecommerce', 'Bookkeeping for E-commerce | Silver State Books'],
    ['logistics', 'Bookkeeping for Logistics and Trucking | Silver State Books'],
  ])('renders /industries/%s from the same template', async (slug, title) => {
    renderAt(`/industries/${slug}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
    const services = document.querySelector('[data-section="services"]') as HTMLElement;
    expect(within(services).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByTestId('reviews-widget')).toHaveAttribute('data-industry', slug);
  });

  it('renders the 404 page for an unknown industry', async () => {
    renderAt('/industries/astronauts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeInTheDocument();
  });
});
