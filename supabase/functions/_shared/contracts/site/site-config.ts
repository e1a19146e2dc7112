// Copied from shared-contracts/src/site/site-config.ts by scripts/functions/sync-contracts.mjs: edit the
// source and run `npm run sync:functions`; a unit test fails while the two differ.
// The firm's facts in one place (docs/architecture.md#d4): header, footer, JSON-LD, thank-you and
// legal pages read them from here. Deploys may override them; the defaults are plainly
// placeholders.

export interface SiteConfig {
  brandName: string;
  legalName: string;
  domain: string;
  email: string;
  phone: string;
  phoneHref: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  social: { facebook: string; linkedin: string; x: string; youtube: string };
  externalLinks: { jobs: string; knowledgeBase: string; helpDesk: string };
  clientLoginTarget: string;
  clientPortalTarget: string;
  copyrightStartYear: number;
  /** The firm's clock (IANA zone): dates are shown on it and consultation hours are set in it. */
  timeZone: string;
  /**
   * The firm's own figures. Review figures are not among them: they are counted from the
   * reviews themselves (docs/architecture.md#d36).
   */
  claims: {
    businessesServed: string;
    businessesServedAlt: string;
    payrollMinutes: string;
    hoursSavedPerPayPeriod: string;
    processAutomatedPercent: number;
  };
}

export const siteConfig: SiteConfig = {
  brandName: 'Silver State Books',
  legalName: 'Silver State Books LLC',
  domain: 'silverstatebooks.example',
  email: 'hello@silverstatebooks.example',
  phone: '(702) 555-0142',
  phoneHref: 'tel:+17025550142',
  address: {
    street: '3960 Howard Hughes Pkwy, Suite 500',
    city: 'Las Vegas',
    region: 'NV',
    postalCode: '89169',
    country: 'US',
  },
  social: {
    facebook: 'https://www.facebook.com/silverstatebooks.example',
    linkedin: 'https://www.linkedin.com/company/silverstatebooks-example',
    x: 'https://x.com/silverstatebooks_example',
    youtube: 'https://www.youtube.com/@silverstatebooks-example',
  },
  externalLinks: {
    jobs: 'https://jobs.silverstatebooks.example',
    knowledgeBase: 'https://kb.silverstatebooks.example',
    helpDesk: 'https://support.silverstatebooks.example',
  },
  clientLoginTarget: '/login',
  clientPortalTarget: '/login',
  copyrightStartYear: 2022,
  timeZone: 'America/Los_Angeles',
  claims: {
    businessesServed: '500+',
    businessesServedAlt: '150+',
    payrollMinutes: 'under 5 minutes',
    hoursSavedPerPayPeriod: '5+ hours',
    processAutomatedPercent: 85,
  },
};

/** '2022–2026' style range for the footer; a single year once the start year is this year. */
export function copyrightYears(now: Date = new Date(), start = siteConfig.copyrightStartYear): string {
  const year = now.getFullYear();
  return year > start ? `${start}–${year}` : String(start);
}
