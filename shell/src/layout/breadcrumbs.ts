// The breadcrumb trail of a path: it starts with Home, the last item is the
// current page and not a link, and there is none on the home page or on any /blog/... path.
import { isBreadcrumbHidden } from './paths.ts';

export interface BreadcrumbItem {
  label: string;
  /** Link target; absent for the current page and for path levels that have no page of their own. */
  href?: string;
  /** The last item: the page being shown. */
  current: boolean;
}

/** Labels of the site's known segments, plus a few whose title case would read wrongly. */
export const SEGMENT_LABELS: Readonly<Record<string, string>> = {
  bookkeeping: 'Bookkeeping',
  payroll: 'Payroll',
  about: 'About',
  careers: 'Careers',
  contact: 'Contact',
  press: 'Press',
  blog: 'Blog',
  'case-studies': 'Case Studies',
  'client-reviews': 'Client Reviews',
  legal: 'Legal',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  'refund-policy': 'Refund Policy',
  'cookies-policy': 'Cookies Policy',
  disclaimer: 'Disclaimer',
  accessibility: 'Accessibility',
  tools: 'Tools',
  'netpay-calculator': 'Net Pay Calculator',
  help: 'Help Desk',
  'thank-you': 'Thank You',
  'sales-inquiry': 'Sales Inquiry',
  // Case studies: the company names as the case-study pages spell them.
  'omaha-clean-sweep': 'Omaha Clean Sweep',
  proplumbing: 'ProPlumbing',
  'urban-thread': 'Urban Thread',
  'socal-street-eats': 'SoCal Street Eats',
  'green-edge-lawn-services': 'Green Edge Lawn Services',
  'azteca-mobile-tire': 'Azteca Mobile Tire',
  'asap-air-conditioning': 'ASAP Air Conditioning',
  'fresh-start-cleaning': 'Fresh Start Cleaning',
  'drunk-elephant': 'Drunk Elephant',
  // Acronyms and brand spellings that plain title case would get wrong.
  'ai-bookkeeping': 'AI Bookkeeping',
  'cpa-coordination': 'CPA Coordination',
  ecommerce: 'E-commerce',
  login: 'Client Login',
};

/**
 * Path levels that exist only as a prefix (there is no /legal or /industries page), shown as
 * plain text in the middle of a trail so the breadcrumb never links to the not-found page.
 */
export const PREFIX_ONLY_PATHS: ReadonlySet<string> = new Set(['/legal', '/tools', '/thank-you', '/industries', '/services']);

/** 'home-services' → 'Home Services'. */
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

export function segmentLabel(segment: string): string {
  const key = segment.toLowerCase();
  return SEGMENT_LABELS[key] ?? titleCaseSegment(segment);
}

/** The trail for a pathname; an empty list where no breadcrumb is shown. */
export function buildBreadcrumbs(pathname: string): BreadcrumbItem[] {
  if (isBreadcrumbHidden(pathname)) return [];
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const items: BreadcrumbItem[] = [{ label: 'Home', href: '/', current: false }];
  let href = '';
  segments.forEach((segment, index) => {
    href += `/${encodeURIComponent(segment)}`;
    const current = index === segments.length - 1;
    const linkable = !current && !PREFIX_ONLY_PATHS.has(href.toLowerCase());
    items.push(linkable ? { label: segmentLabel(segment), href, current } : { label: segmentLabel(segment), current });
  });
  return items;
}
