// The firm's structured data as a script element, with the rating once the review figures are in.
import { siteConfig } from '@firm/shared-contracts';
import type { ReviewStats } from '../client-reviews/reviewStats.ts';
import { accountingServiceJsonLd, jsonLdText } from './accountingServiceJsonLd.ts';

export function BusinessJsonLd({ stats }: { stats: ReviewStats | null }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(accountingServiceJsonLd(siteConfig, stats)) }} />;
}
