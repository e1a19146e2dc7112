// The team directory's rules: members grouped by department in
// the read's order, Leadership shown first and the other departments revealed on demand.
import type { TeamMember } from '@firm/shared-contracts';

export const LEADERSHIP = 'Leadership';

export const TEAM_TEXT = {
  showMore: 'Meet the Rest of Our Team',
  showLess: 'Show Less',
  retry: 'Retry Loading Team',
  loading: 'Loading our team...',
  empty: 'Our team directory is being updated. Please check back soon.',
} as const;

/** 'Error: Failed to load team members: {reason}'. */
export function teamErrorMessage(reason: string): string {
  return `Error: Failed to load team members: ${reason}`;
}

export interface DepartmentGroup {
  department: string;
  members: TeamMember[];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** department asc, sort_order asc, first_name asc: the order of the read, kept if rows arrive unordered. */
export function compareMembers(a: TeamMember, b: TeamMember): number {
  return compareText(a.department, b.department) || a.sort_order - b.sort_order || compareText(a.first_name, b.first_name);
}

/**
 * Groups members by department. Leadership comes first (it is the group shown before the
 * visitor asks for more); the other departments follow in ascending order.
 */
export function groupByDepartment(members: readonly TeamMember[]): DepartmentGroup[] {
  const groups = new Map<string, TeamMember[]>();
  for (const member of [...members].sort(compareMembers)) {
    const list = groups.get(member.department);
    if (list) list.push(member);
    else groups.set(member.department, [member]);
  }
  const ordered = [...groups.entries()].map(([department, list]) => ({ department, members: list }));
  const leadership = ordered.filter((group) => group.department === LEADERSHIP);
  return [...leadership, ...ordered.filter((group) => group.department !== LEADERSHIP)];
}

/**
 * The groups on screen: only the first (Leadership) until expanded, then all. Without a
 * Leadership group the first department stands in for it.
 */
export function visibleGroups(groups: readonly DepartmentGroup[], expanded: boolean): DepartmentGroup[] {
  return expanded ? [...groups] : groups.slice(0, 1);
}

/** The letter on the tile that replaces a missing or broken photo. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('en-US') : '?';
}

const BADGE_LABELS: Record<string, string> = {
  'qbo-advanced': 'QuickBooks Online Advanced Certified ProAdvisor',
  'qbo-level-1': 'QuickBooks Online Certified ProAdvisor, Level 1',
  'qbo-level-2': 'QuickBooks Online Certified ProAdvisor, Level 2',
  'qbo-payroll': 'QuickBooks Online Payroll Certified ProAdvisor',
  cpb: 'Certified Public Bookkeeper (CPB)',
  ea: 'Enrolled Agent (EA)',
};

/** A readable name for a certification badge, from its image file name. */
export function badgeLabel(badgeImage: string): string {
  const file = badgeImage.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const base = file.replace(/\.[a-z0-9]+$/i, '').toLowerCase();
  const known = BADGE_LABELS[base];
  if (known) return known;
  const words = base
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.length > 0 ? `${words.join(' ')} certification` : 'Certification';
}

/** Only web links leave the site from a profile; anything else is dropped. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}

export interface SocialLink {
  kind: 'linkedin' | 'twitter' | 'proadvisor';
  label: string;
  href: string;
}

export function socialLinksOf(member: TeamMember): SocialLink[] {
  const links: Array<SocialLink | null> = [
    linkOf('linkedin', 'LinkedIn', member.linkedin_url),
    linkOf('twitter', 'X (Twitter)', member.twitter_url),
    linkOf('proadvisor', 'QuickBooks ProAdvisor profile', member.proadvisor_url),
  ];
  return links.filter((link): link is SocialLink => link !== null);
}

function linkOf(kind: SocialLink['kind'], label: string, url: string | null): SocialLink | null {
  const href = safeExternalUrl(url);
  return href ? { kind, label, href } : null;
}

export interface BioPart {
  heading: string;
  text: string;
}

export function bioOf(member: TeamMember): BioPart[] {
  const parts: Array<[string, string | null]> = [
    ['About', member.about ?? member.description],
    ['Experience', member.experience],
    ['Hobbies', member.hobbies],
    ['Favorite Foods', member.favorite_foods],
  ];
  return parts.flatMap(([heading, text]) => (text && text.trim() ? [{ heading, text: text.trim() }] : []));
}
