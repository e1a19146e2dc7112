// Every link of the public layout as data: the header navigation (with the Company and Resources
// dropdowns and the nested Tools submenu), the footer columns, the social profiles and the legal
// links. The pages come from the remotes' registries; components render these lists and no link
// is written out by hand in JSX.
import { siteConfig } from '@firm/shared-contracts';
import { menuLinks, type MenuSlot, type SitePages } from '@firm/shared-contracts/pages';

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

/** A menu's registered pages, with the shell's own links of that menu placed by their order. */
function menu(site: SitePages, slot: MenuSlot, own: readonly { order: number; entry: NavEntry }[] = []): NavEntry[] {
  const placed = [
    ...menuLinks(site, slot).map(({ label, to, order }) => ({ order, entry: link(label, to) })),
    ...own,
  ];
  return placed.sort((a, b) => a.order - b.order).map(({ entry }) => entry);
}

const links = (entries: NavEntry[]): NavLinkItem[] => entries.filter((entry): entry is NavLinkItem => entry.kind === 'link');

/** A group with nothing in it (its pages' registries not read) is left out. */
function group(id: string, label: string, items: NavEntry[]): NavGroup[] {
  return items.length > 0 ? [{ kind: 'group', id, label, items }] : [];
}

/**
 * The header navigation, in display order; desktop and mobile render the same entries. The
 * remotes place their pages (docs/architecture.md#d31); the shell owns the groups and the
 * external links: the Tools submenu at 30 in Resources, the knowledge base at 50 and the support
 * center at 60.
 */
export function mainNav(site: SitePages): NavEntry[] {
  const tools = group('tools', 'Tools', menu(site, 'header.tools'));
  return [
    ...menu(site, 'header'),
    ...group('company', 'Company', menu(site, 'header.company')),
    ...group(
      'resources',
      'Resources',
      menu(site, 'header.resources', [
        ...tools.map((entry) => ({ order: 30, entry })),
        { order: 50, entry: link('Knowledge Base', siteConfig.externalLinks.knowledgeBase) },
        { order: 60, entry: link('Support Center', siteConfig.externalLinks.helpDesk) },
      ]),
    ),
  ];
}

/** Header actions. The desktop button follows the site configuration; the mobile menu links the page the registry names. */
export function headerActions(site: SitePages): { clientLogin: NavLinkItem; mobileClientLogin?: NavLinkItem; consultation?: NavLinkItem } {
  const [mobileClientLogin] = links(menu(site, 'action.client-login'));
  const [consultation] = links(menu(site, 'action.consultation'));
  return {
    clientLogin: link('Client Login', siteConfig.clientLoginTarget),
    ...(mobileClientLogin && { mobileClientLogin }),
    ...(consultation && { consultation }),
  };
}

/** The footer columns; the client portal (20) and the help sites (40, 50) are the shell's own. */
export function footerColumns(site: SitePages): FooterColumn[] {
  return [
    { id: 'services', title: 'Services', links: links(menu(site, 'footer.services')) },
    { id: 'industries', title: 'Industries', links: links(menu(site, 'footer.industries')) },
    { id: 'company', title: 'Company', links: links(menu(site, 'footer.company')) },
    {
      id: 'contact',
      title: 'Contact',
      links: links(
        menu(site, 'footer.contact', [
          { order: 20, entry: link('Client Portal', siteConfig.clientPortalTarget) },
          { order: 40, entry: link('Knowledge Base', siteConfig.externalLinks.knowledgeBase) },
          { order: 50, entry: link('Support Center', siteConfig.externalLinks.helpDesk) },
        ]),
      ),
    },
  ];
}

export function legalLinks(site: SitePages): NavLinkItem[] {
  return links(menu(site, 'footer.legal'));
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', name: 'Facebook', href: siteConfig.social.facebook },
  { network: 'linkedin', name: 'LinkedIn', href: siteConfig.social.linkedin },
  { network: 'x', name: 'X', href: siteConfig.social.x },
  { network: 'youtube', name: 'YouTube', href: siteConfig.social.youtube },
];
