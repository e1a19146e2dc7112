// Path rules of the public layout, as plain functions so they are easy to test.
import { normalizePagePath, type SitePages } from '@firm/shared-contracts/pages';

/**
 * Whether the header shows its light variant (light logo, white text) while it is transparent:
 * on pages whose registry entry opens on an ink-navy hero.
 */
export function isDarkHeroPath(pathname: string, site: SitePages): boolean {
  const { page, pattern } = site.lookup(pathname);
  return page?.darkHero ?? pattern?.darkHero ?? false;
}

/** Whether a nav link points at the page being shown (hash links never count as the page itself). */
export function isCurrentPath(pathname: string, to: string): boolean {
  if (to.includes('#') || /^[a-z][a-z\d+.-]*:/i.test(to)) return false;
  const target = to.split('?')[0] ?? to;
  return normalizePagePath(pathname) === normalizePagePath(target);
}

/** Whether the breadcrumb is hidden whatever the registries say: on / and in the portal. */
export function isBreadcrumbHidden(pathname: string): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return segments.length === 0 || segments[0] === 'admin';
}
