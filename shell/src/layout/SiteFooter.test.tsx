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
    expect(within(nav).getByRole('link', { name: 'Attorneys' })).toHaveAttribute('href', '/industries/attorneys');
    expect(within(nav).getByRole('link', { name: 'Home Services' })).toHaveAttribute('href', '/industries/home-services');
    expect(within(nav).getByRole('link', { name: 'E-commerce' })).toHaveAttribute('href', '/industries/ecommerce');
    expect(within(nav).getByRole('link', { name: 'Logistics' })).toHaveAttribute('href', '/industries/logistics');
    expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(within(nav).getByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', siteConfig.clientPortalTarget);
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
      ['Privacy Policy', '/legal/privacy-policy'],
      ['Terms of Service', '/legal/terms-of-service'],
      ['Refund Policy', '/legal/refund-policy'],
      ['Cookies Policy', '/legal/cookies-policy'],
      ['Disclaimer', '/legal/disclaimer'],
      ['Accessibility', '/legal/accessibility'],
    ]);
  });
});
