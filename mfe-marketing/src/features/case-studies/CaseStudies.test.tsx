import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { contentPageRoutes } from '../../routes/contentPages.tsx';

function renderAt(path: string) {
  return renderRemoteRoutes('marketing', contentPageRoutes, path);
}

// Expected values typed by hand (slugs, locations and result claims), not read from caseStudies.ts.
const EXPECTED = [
  { slug: 'omaha-clean-sweep', company: 'Omaha Clean Sweep', results: ['12 months', '45 days', '5 business days'] },
  { slug: 'proplumbing', company: 'ProPlumbing', results: ['$4,000', '60 days', 'Every job'] },
  { slug: 'urban-thread', company: 'Urban Thread', results: ['5 business days', 'Every payout', 'Monthly'] },
  { slug: 'socal-street-eats', company: 'SoCal Street Eats', results: ['Six employees', 'Under 10 business days', 'Every event'] },
  { slug: 'green-edge-lawn-services', company: 'Green Edge Lawn Services', results: ['4 months', '13 weeks', 'Year round'] },
  { slug: 'azteca-mobile-tire', company: 'Azteca Mobile Tire', results: ['90 days', '24 months', 'Per van'] },
  { slug: 'asap-air-conditioning', company: 'ASAP Air Conditioning', results: ['Under 10 business days', '5 business days', 'Per technician'] },
  { slug: 'fresh-start-cleaning', company: 'Fresh Start Cleaning', results: ['4 months', '45 days', 'Monthly'] },
  { slug: 'drunk-elephant', company: 'Drunk Elephant', results: ['60 days', '5 business days', 'Every channel'] },
];

describe('case studies list', () => {
  it('links the hero to the list and shows nine cards, one per case study', async () => {
    renderAt('/case-studies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case Studies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Case Studies' })).toHaveAttribute('href', '#case-studies-list');
    const list = document.getElementById('case-studies-list');
    expect(list).not.toBeNull();
    const links = within(list as HTMLElement).getAllByRole('link', { name: /^Read the .* case study$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EXPECTED.map((e) => `/case-studies/${e.slug}`));
    expect(document.title).toBe('Case Studies | Silver State Books');
  });
});

describe('case study detail template', () => {
  it.each(EXPECTED)('renders $slug with its title, three result cards, the PDF section and the closing links', async ({ slug, company, results }) => {
    renderAt(`/case-studies/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: company })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(new RegExp(`^${company.replace(/[$]/g, '\\$')} Case Study: .+ \\| Silver State Books$`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();

    for (const name of ['The Challenge', 'The Solution', 'The Results']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const highlights = screen.getByRole('list', { name: 'Result highlights' });
    const cards = within(highlights).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    cards.forEach((card, i) => expect(card).toHaveTextContent(results[i] as string));

    expect(screen.getByRole('link', { name: 'Download Full Case Study (PDF)' })).toHaveAttribute('href', '#download-pdf');
    const pdf = document.getElementById('download-pdf') as HTMLElement;
    expect(within(pdf).getByRole('heading', { name: 'Get the Full Case Study (PDF)' })).toBeInTheDocument();
    expect(within(pdf).getByRole('link', { name: 'Email Me the PDF' }).getAttribute('href')).toMatch(
      /^mailto:hello@silverstatebooks\.example\?subject=/,
    );

    expect(screen.getByRole('link', { name: "See If We're a Fit" })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Bookkeeping Plans' })).toHaveAttribute('href', '/bookkeeping');
  });

  it('uses the locations the spec gives', async () => {
    const locations: Record<string, string> = {
      'azteca-mobile-tire': 'Las Vegas, Nevada',
      'asap-air-conditioning': 'Mesa, Arizona',
      'fresh-start-cleaning': 'Phoenix, Arizona',
      'drunk-elephant': 'Newport Beach, California',
    };
    for (const [slug, location] of Object.entries(locations)) {
      const { unmount } = renderAt(`/case-studies/${slug}`);
      expect((await screen.findAllByText(new RegExp(location))).length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('renders the 404 page for an unknown slug', async () => {
    renderAt('/case-studies/not-a-client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeInTheDocument();
  });
});
