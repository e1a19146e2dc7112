// Structured business data for the home page: an AccountingService with address, phone, email
// and the 5.0 rating from 69 reviews, all from the site configuration.
import type { SiteConfig } from '@firm/shared-contracts';

export function accountingServiceJsonLd(config: SiteConfig): Record<string, unknown> {
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
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: config.claims.ratingValue.toFixed(1),
      reviewCount: config.claims.schemaReviewCount,
      bestRating: '5',
    },
    sameAs: [config.social.facebook, config.social.linkedin, config.social.x, config.social.youtube],
  };
}

/** JSON for a script element: '<' escaped so the text can never close the script early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
