// The breadcrumb trail of a path: it starts with Home, the last item is the current page and not
// a link. Labels and links come from the remotes' page registries (shell/src/pages/sitePages.ts):
// a level is a link only where a page is registered, so a trail never leads to the not-found page.
import type { SitePages } from '@firm/shared-contracts/pages';
import { isBreadcrumbHidden } from './paths.ts';

export interface BreadcrumbItem {
  label: string;
  /** Link target; absent for the current page and for path levels that have no page of their own. */
  href?: string;
  /** The last item: the page being shown. */
  current: boolean;
}

/** 'food-trucks' → 'Food Trucks'. */
export function titleCaseSegment(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The trail for a pathname; an empty list where no breadcrumb is shown: the home page, the portal,
 * and pages whose registry says they show none (a blog post).
 */
export function buildBreadcrumbs(pathname: string, site: SitePages): BreadcrumbItem[] {
  if (isBreadcrumbHidden(pathname) || site.lookup(pathname).pattern?.breadcrumb === null) return [];
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const items: BreadcrumbItem[] = [{ label: 'Home', href: '/', current: false }];
  let href = '';
  segments.forEach((segment, index) => {
    href += `/${encodeURIComponent(segment)}`;
    const current = index === segments.length - 1;
    const { page, section, pattern } = site.lookup(href);
    const label = page?.breadcrumb ?? section?.breadcrumb ?? pattern?.breadcrumb ?? titleCaseSegment(segment);
    items.push(!current && page ? { label, href, current } : { label, current });
  });
  return items;
}
