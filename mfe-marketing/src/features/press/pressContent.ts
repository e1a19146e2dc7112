// The newsroom's rules and words: three newest releases featured,
// mentions six at a time.
import type { MediaMention, PressRelease } from '@firm/shared-contracts';

export const FEATURED_RELEASES = 3;
export const MENTIONS_PAGE_SIZE = 6;

export const PRESS_TEXT = {
  viewAll: 'View All Releases',
  hideArchive: 'Hide Archive',
  showMoreMentions: 'Show More Mentions',
  loadingMentions: 'Loading mentions...',
  loadingReleases: 'Loading press releases...',
  noMentions: 'No Features to Show Just Yet',
  noMentionsDetail: 'Check back soon for coverage of our team and our clients.',
  noReleases: 'No press releases have been published yet.',
  releasesError: 'We couldn’t load our press releases right now. Please try again.',
  mentionsError: 'We couldn’t load our media mentions right now. Please try again.',
  retry: 'Try Again',
  pressKit: 'Download Press Kit',
  comingSoon: 'Coming Soon',
} as const;

/** The newest releases for the timeline and the rest for the archive; input is newest first. */
export function splitReleases(releases: readonly PressRelease[], featured = FEATURED_RELEASES) {
  return { featured: releases.slice(0, featured), archive: releases.slice(featured) };
}

/** How many mentions show after another 'Show More Mentions'. */
export function nextMentionCount(current: number, total: number, step = MENTIONS_PAGE_SIZE): number {
  return Math.min(total, current + step);
}

export function visibleMentions(mentions: readonly MediaMention[], count: number): MediaMention[] {
  return mentions.slice(0, Math.max(0, count));
}

/** Only web addresses (or the site's own paths) are followed from stored rows. */
export function safeUrl(url: string | null | undefined, allowSitePath = false): string | null {
  if (!url) return null;
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (allowSitePath && /^\/(?!\/)/.test(value)) return value;
  return null;
}
