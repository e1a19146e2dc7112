// Every link of the public layout as data: the header navigation (with the Company and Resources
// dropdowns and the nested Tools submenu), the footer columns, the social profiles and the legal
// links. Components render these lists; no link is written out by hand in JSX.
import { siteConfig } from '@firm/shared-contracts';

/** A single link. `to` is an in-site path (may carry a #hash) or an absolute external URL. */
export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
}

/** A labelled group of links; rendered as a dropdown on desktop and a collapsible group on mobile. */
export interface NavGroup {
  kind: 'group';
  /** Stable id, used to build element ids. */
  id: string;
  label: string;
  items: readonly NavEntry[];
}

export type NavEntry = NavLinkItem | NavGroup;

export interface FooterColumn {
  id: string;
  title: string;
  links: readonly NavLinkItem[];
}

export type SocialNetwork = keyof typeof siteConfig.social;

export interface SocialLink {
  network: SocialNetwork;
  /** Visible name of the network, used in the accessible name. */
  name: string;
  href: string;
}

const link = (label: string, to: string): NavLinkItem => ({ kind: 'link', label, to });

/** External when it carries a scheme (https:, mailto:, tel:) or is protocol-relative. */
export function isExternalHref(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');
}

export const TOOLS_MENU: NavGroup = {
  kind: 'group',
  id: 'tools',
  label: 'Tools',
  items: [
    link('Net Pay Calculator', '/tools/netpay-calculator'),
    link('Break-Even Calculator', '/tools/break-even-calculator'),
    link('Cash Flow Forecast', '/tools/cash-flow-forecast'),
    link('Payroll Estimator', '/tools/payroll-estimator'),
  ],
};

export const COMPANY_MENU: NavGroup = {
  kind: 'group',
  id: 'company',
  label: 'Company',
  items: [
    link('About Us', '/about'),
    link('Our Team', '/about#team'),
    link('Careers', '/careers'),
    link('Press', '/press'),
    link('Client Reviews', '/client-reviews'),
    link('Contact', '/contact'),
  ],
};

export const RESOURCES_MENU: NavGroup = {
  kind: 'group',
  id: 'resources',
  label: 'Resources',
  items: [
    link('Blog', '/blog'),
    link('Case Studies', '/case-studies'),
    TOOLS_MENU,
    link('Help Desk', '/help'),
    link('Knowledge Base', siteConfig.externalLinks.knowledgeBase),
    link('Support Center', siteConfig.externalLinks.helpDesk),
  ],
};

/** The header navigation, in display order; desktop and mobile render the same entries. */
export const MAIN_NAV: readonly NavEntry[] = [
  link('Bookkeeping', '/bookkeeping'),
  link('AI Bookkeeping', '/ai-bookkeeping'),
  link('Payroll', '/payroll'),
  link('Notary', '/notary'),
  COMPANY_MENU,
  RESOURCES_MENU,
];

/** Header actions. The desktop button follows the site configuration; the mobile menu links /login. */
export const HEADER_ACTIONS = {
  clientLogin: link('Client Login', siteConfig.clientLoginTarget),
  mobileClientLogin: link('Client Login', '/login'),
  consultation: link('Free Consultation', '/contact'),
} as const;

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'services',
    title: 'Services',
    links: [
      link('Bookkeeping', '/bookkeeping'),
      link('AI Bookkeeping', '/ai-bookkeeping'),
      link('Payroll', '/payroll'),
      link('Books Cleanup', '/books-cleanup'),
      link('Tax-Ready Financials', '/services/tax-ready-financials'),
      link('CPA Coordination', '/services/cpa-coordination'),
      link('Notary', '/notary'),
    ],
  },
  {
    id: 'industries',
    title: 'Industries',
    links: [
      link('Attorneys', '/industries/attorneys'),
      link('Home Services', '/industries/home-services'),
      link('E-commerce', '/industries/ecommerce'),
      link('Logistics', '/industries/logistics'),
    ],
  },
  {
    id: 'company',
    title: 'Company',
    links: [
      link('About Us', '/about'),
      link('Our Team', '/about#team'),
      link('Careers', '/careers'),
      link('Press', '/press'),
      link('Client Reviews', '/client-reviews'),
      link('Case Studies', '/case-studies'),
      link('Blog', '/blog'),
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    links: [
      link('Free Consultation', '/contact'),
      link('Client Portal', siteConfig.clientPortalTarget),
      link('Help Desk', '/help'),
      link('Knowledge Base', siteConfig.externalLinks.knowledgeBase),
      link('Support Center', siteConfig.externalLinks.helpDesk),
    ],
  },
];

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', name: 'Facebook', href: siteConfig.social.facebook },
  { network: 'linkedin', name: 'LinkedIn', href: siteConfig.social.linkedin },
  { network: 'x', name: 'X', href: siteConfig.social.x },
  { network: 'youtube', name: 'YouTube', href: siteConfig.social.youtube },
];

export const LEGAL_LINKS: readonly NavLinkItem[] = [
  link('Privacy Policy', '/legal/privacy-policy'),
  link('Terms of Service', '/legal/terms-of-service'),
  link('Refund Policy', '/legal/refund-policy'),
  link('Cookies Policy', '/legal/cookies-policy'),
  link('Disclaimer', '/legal/disclaimer'),
  link('Accessibility', '/legal/accessibility'),
];
