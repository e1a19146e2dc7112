// Structured business data for the home and reviews pages: an AccountingService with address,
// phone and email from the site configuration, and its rating from the same review figures the
// pages show (docs/architecture.md#d36), left out while there are none to give.
import type { SiteConfig } from '@firm/shared-contracts';
import type { ReviewStats } from '../client-reviews/reviewStats.ts';

export function accountingServiceJsonLd(config: SiteConfig, stats: ReviewStats | null = null): Record<string, unknown> {
  const origin = `https://${config.domain}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: config.brandName,
    legalName: config.legalName,
    url: origin,
    telephone: config.phone,
    email: config.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.address.street,
      addressLocality: config.address.city,
      addressRegion: config.address.region,
      postalCode: config.address.postalCode,
      addressCountry: config.address.country,
    },
    ...(stats && stats.count > 0 && stats.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: stats.average.toFixed(1),
            reviewCount: stats.count,
            bestRating: '5',
          },
        }
      : {}),
    sameAs: [config.social.facebook, config.social.linkedin, config.social.x, config.social.youtube],
  };
}

/** JSON for a script element: '<' escaped so the text can never close the script early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
