import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copyrightYears, siteConfig } from '@firm/shared-contracts';
import { SiteFooter } from './SiteFooter.tsx';
import { renderAt } from './testUtils.tsx';

describe('SiteFooter', () => {
  it('shows the copyright from 2022 to this year with the brand', () => {
    renderAt(<SiteFooter now={new Date(2026, 4, 1)} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2022–2026 Silver State Books. All rights reserved.');
  });

  it('uses the current year by default', () => {
    renderAt(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${copyrightYears()} ${siteConfig.brandName}`);
  });

  it('has the Services, Industries, Company and Contact columns', () => {
    renderAt(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Services',
      'Industries',
      'Company',
      'Contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'Bookkeeping' })).toHaveAttribute('href', '/bookkeeping');
    expect(within(nav).getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/payroll');
    expect(within(nav).getByRole('link', { name: 'SaaS' })).toHaveAttribute('href', '/industries/saas');
    expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  });

  it('places the pages the registries put in a column among the shell\'s own links, by their order', () => {
    renderAt(<SiteFooter />);
    const column = (title: string) =>
      within(screen.getByRole('heading', { level: 2, name: title }).parentElement!)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(column('Services')).toEqual([
      ['Bookkeeping', '/bookkeeping'],
      ['AI-Ready Books', '/services/ai-ready-books'],
      ['Payroll', '/payroll'],
    ]);
    // The Contact column opens with the phone and email, then its links.
    expect(column('Contact').slice(2)).toEqual([
      ['Free Consultation', '/contact'],
      ['Client Portal', siteConfig.clientPortalTarget],
      ['Help Desk', '/help'],
      ['Knowledge Base', siteConfig.externalLinks.knowledgeBase],
      ['Support Center', siteConfig.externalLinks.helpDesk],
    ]);
  });

  it('shows phone, email and address', () => {
    renderAt(<SiteFooter />);
    expect(screen.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', siteConfig.phoneHref);
    expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(siteConfig.address.street);
    expect(footer).toHaveTextContent(`${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`);
  });

  it('links the social profiles with accessible names', () => {
    renderAt(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Silver State Books on Facebook' })).toHaveAttribute('href', siteConfig.social.facebook);
    expect(screen.getByRole('link', { name: 'Silver State Books on LinkedIn' })).toHaveAttribute('href', siteConfig.social.linkedin);
    expect(screen.getByRole('link', { name: 'Silver State Books on X' })).toHaveAttribute('href', siteConfig.social.x);
    expect(screen.getByRole('link', { name: 'Silver State Books on YouTube' })).toHaveAttribute('href', siteConfig.social.youtube);
  });

  it('links the legal pages', () => {
    renderAt(<SiteFooter />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Fine Print', '/legal/fine-print'],
      ['House Rules', '/legal/house-rules'],
    ]);
  });
});
