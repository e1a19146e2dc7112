// The legal pages. Privacy, terms, cookies and
// disclaimer are supplied by the policy provider when its embed script is configured; the site's
// own text below is shown otherwise. Refund policy and accessibility statement are always ours.
import { siteConfig } from '@firm/shared-contracts/site-config';

export const LEGAL_SLUGS = [
  'privacy-policy',
  'terms-of-service',
  'cookies-policy',
  'disclaimer',
  'refund-policy',
  'accessibility',
] as const;

export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Paragraphs after the list. */
  closing?: string[];
  /** Renders the firm's contact details (email, phone, address) under the section. */
  contactDetails?: boolean;
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  metaDescription: string;
  /** ISO dates (YYYY-MM-DD); shown in en-US long format. */
  lastUpdated: string;
  effective?: string;
  /** Supplied by the policy provider's embed when one is configured. */
  providerEmbed: boolean;
  intro: string[];
  sections: LegalSection[];
}

const { brandName, legalName, domain } = siteConfig;
const state = 'Nevada';

const POLICY_DATE = '2026-01-15';

export const LEGAL_DOCUMENTS: Record<LegalSlug, LegalDocument> = {
  'privacy-policy': {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    metaDescription: `How ${brandName} collects, uses, shares and protects personal information on its website and in its bookkeeping, payroll and notary services.`,
    lastUpdated: POLICY_DATE,
    providerEmbed: true,
    intro: [
      `This Privacy Policy explains how ${legalName} ("${brandName}", "we", "us") collects, uses, shares and protects personal information when you visit ${domain} (the "Site") or ask about our bookkeeping, payroll and notary services.`,
      'By using the Site you agree to the practices described here. If you do not agree, please do not use the Site.',
    ],
    sections: [
      {
        heading: 'Information We Collect',
        paragraphs: ['We collect only what we need to answer you and to run the Site:'],
        list: [
          'Information you give us in forms: your name, email address, phone number, company, number of employees, revenue range, industry, current software, the service you are interested in and your message.',
          'Information you give us when using our tools, such as the email address you enter before using the paycheck calculator.',
          'Consent choices, such as whether you agreed to receive text messages.',
          'Technical information sent by your browser: pages visited, referring page, browser type, device type and approximate location derived from your IP address.',
          'Information in documents you share with us once you become a client, which is governed by your engagement agreement.',
        ],
      },
      {
        heading: 'How We Use Information',
        list: [
          'To respond to your inquiry and provide the services you request.',
          'To send the confirmation emails and follow-ups you asked for.',
          'To operate, secure and improve the Site, including finding broken links and pages.',
          'To comply with legal obligations and enforce our agreements.',
          'With your consent, to send you text messages about your inquiry. Message frequency varies, message and data rates may apply, reply HELP for help and STOP to opt out.',
        ],
        closing: ['We do not sell your personal information, and we do not share it for cross-context behavioral advertising.'],
      },
      {
        heading: 'How We Share Information',
        paragraphs: ['We share personal information only:'],
        list: [
          'With service providers who host the Site, store our data, send email or manage customer relationships for us, under contracts that limit their use of it.',
          'With providers whose content we embed, such as a reviews widget, which may receive technical information from your browser.',
          'When required by law, subpoena or other legal process, or to protect our rights, clients or others.',
          'As part of a merger, acquisition or sale of assets, in which case the information stays subject to this policy.',
        ],
      },
      {
        heading: 'Cookies and Similar Technologies',
        paragraphs: [
          'The Site uses a small number of cookies and browser storage entries. Our Cookies Policy explains what they are and how to control them.',
        ],
      },
      {
        heading: 'Data Retention',
        paragraphs: [
          'We keep inquiry information for as long as needed to respond and follow up, and client records for as long as our engagement and legal record-keeping obligations require. We then delete or anonymize it.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We use encryption in transit, access controls and reputable hosting providers to protect information. No method of transmission or storage is completely secure, so we cannot guarantee absolute security. Please do not send bank passwords or full account numbers through website forms.',
        ],
      },
      {
        heading: 'Your Choices and Rights',
        paragraphs: [
          `You may ask us to access, correct or delete the personal information we hold about you, and you may opt out of marketing emails at any time using the link in the email. ${state} residents may also direct us not to sell covered information; as stated above, we do not sell it. Residents of other states may have additional rights under their state's law, and we honor requests as that law requires.`,
          'We will verify your request before acting on it and respond within the time the applicable law allows.',
        ],
      },
      {
        heading: "Children's Privacy",
        paragraphs: [
          'The Site is intended for business owners and adults. We do not knowingly collect personal information from children under 13. If you believe a child has given us information, contact us and we will delete it.',
        ],
      },
      {
        heading: 'Changes to This Policy',
        paragraphs: [
          'We may update this policy from time to time. The date at the top shows when it last changed. Material changes will be highlighted on the Site.',
        ],
      },
      {
        heading: 'Contact Us',
        paragraphs: ['Questions or requests about this policy can be sent to:'],
        contactDetails: true,
      },
    ],
  },

  'terms-of-service': {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    metaDescription: `The terms that apply when you use the ${brandName} website, its free tools and its content.`,
    lastUpdated: POLICY_DATE,
    providerEmbed: true,
    intro: [
      `These Terms of Service ("Terms") govern your use of ${domain} (the "Site"), operated by ${legalName} ("${brandName}", "we", "us"). By using the Site you agree to these Terms.`,
      'Bookkeeping, payroll and notary services are provided under a separate written engagement agreement. If that agreement conflicts with these Terms, the engagement agreement controls.',
    ],
    sections: [
      {
        heading: 'Use of the Site',
        list: [
          'You may use the Site for lawful purposes and for your own business information.',
          'You may not attempt to gain unauthorized access to the Site or its systems, interfere with its operation, or use automated means to scrape it in a way that burdens it.',
          'You may not submit false information or another person\'s details through our forms.',
        ],
      },
      {
        heading: 'Free Tools and Calculators',
        paragraphs: [
          'Calculators and other tools on the Site provide estimates for general information. Results depend on the information you enter and on tax rules that change. They are not tax, legal or payroll advice, and you should confirm figures with a qualified professional before acting on them.',
        ],
      },
      {
        heading: 'Content and Intellectual Property',
        paragraphs: [
          `The Site's text, graphics, logos and illustrations belong to ${brandName} or its licensors and are protected by copyright and trademark law. You may view and print pages for your own use. Any other copying, distribution or modification needs our written permission.`,
        ],
      },
      {
        heading: 'Third-Party Links and Content',
        paragraphs: [
          'The Site may link to or embed content from other websites, such as review platforms and job boards. We are not responsible for their content, policies or availability.',
        ],
      },
      {
        heading: 'No Professional Relationship',
        paragraphs: [
          'Using the Site or sending us a message does not create a client relationship. A client relationship begins only when both parties sign an engagement agreement.',
        ],
      },
      {
        heading: 'Disclaimer of Warranties',
        paragraphs: [
          'The Site is provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement.',
        ],
      },
      {
        heading: 'Limitation of Liability',
        paragraphs: [
          `To the fullest extent permitted by law, ${brandName} is not liable for any indirect, incidental, special or consequential damages arising from your use of the Site. Our total liability for any claim relating to the Site is limited to one hundred U.S. dollars.`,
        ],
      },
      {
        heading: 'Indemnification',
        paragraphs: [
          'You agree to indemnify and hold us harmless from claims arising out of your misuse of the Site or your violation of these Terms.',
        ],
      },
      {
        heading: 'Governing Law',
        paragraphs: [
          `These Terms are governed by the laws of the State of ${state}, without regard to its conflict-of-law rules. Disputes relating to the Site will be brought in the state or federal courts located in Clark County, ${state}, unless an engagement agreement provides otherwise.`,
        ],
      },
      {
        heading: 'Changes to These Terms',
        paragraphs: [
          'We may update these Terms from time to time. Continued use of the Site after a change means you accept the updated Terms.',
        ],
      },
      {
        heading: 'Contact Us',
        paragraphs: ['Questions about these Terms can be sent to:'],
        contactDetails: true,
      },
    ],
  },

  'cookies-policy': {
    slug: 'cookies-policy',
    title: 'Cookies Policy',
    metaDescription: `Which cookies and browser storage the ${brandName} website uses, why, and how to control them.`,
    lastUpdated: POLICY_DATE,
    providerEmbed: true,
    intro: [
      `This Cookies Policy explains how ${legalName} ("${brandName}", "we", "us") uses cookies and similar technologies on ${domain}.`,
    ],
    sections: [
      {
        heading: 'What Cookies Are',
        paragraphs: [
          'Cookies are small text files a website stores in your browser. Similar technologies, such as local storage, keep small pieces of information on your device in the same way.',
        ],
      },
      {
        heading: 'Cookies We Use',
        list: [
          'Strictly necessary: keep the Site working and secure, for example remembering that a signed-in team member is signed in. These cannot be switched off in our systems.',
          'Preferences: remember choices you make, such as a dismissed notice.',
          'Analytics: help us understand which pages are visited and find broken links, using aggregated information.',
          'Third-party content: embedded content such as a reviews widget may set its own cookies when it loads. Those cookies are governed by the provider\'s policy.',
        ],
        closing: ['We do not use cookies to sell your personal information or for cross-site advertising.'],
      },
      {
        heading: 'How to Control Cookies',
        paragraphs: [
          'Most browsers let you block or delete cookies in their settings. Blocking strictly necessary cookies may stop parts of the Site from working. You can also use your browser\'s private mode so cookies are cleared when you close it.',
        ],
      },
      {
        heading: 'Changes to This Policy',
        paragraphs: ['We may update this policy when the Site changes. The date at the top shows the latest version.'],
      },
      {
        heading: 'Contact Us',
        paragraphs: ['Questions about cookies can be sent to:'],
        contactDetails: true,
      },
    ],
  },

  disclaimer: {
    slug: 'disclaimer',
    title: 'Disclaimer',
    metaDescription: `Important limits on the information published on the ${brandName} website, its tools and its blog.`,
    lastUpdated: POLICY_DATE,
    providerEmbed: true,
    intro: [
      `The information on ${domain} is published by ${legalName} ("${brandName}") for general information only.`,
    ],
    sections: [
      {
        heading: 'Not Professional Advice',
        paragraphs: [
          'Articles, calculators, examples and other content on the Site are not accounting, tax, legal, payroll or financial advice. Every business is different and rules change. Consult a qualified professional about your situation before acting on anything you read here.',
        ],
      },
      {
        heading: 'Not a CPA Firm or Law Firm',
        paragraphs: [
          `${brandName} provides bookkeeping, payroll and notary services. We do not perform audits or attest engagements, prepare or sign tax returns as your paid preparer unless a separate agreement says so, or give legal advice. A notary public who is not an attorney may not give legal advice or explain the legal effect of a document.`,
        ],
      },
      {
        heading: 'Results and Testimonials',
        paragraphs: [
          'Case studies and reviews describe the experience of individual clients. They are not a promise that you will see the same results, which depend on your business, your records and many other factors.',
        ],
      },
      {
        heading: 'Accuracy',
        paragraphs: [
          'We work to keep the Site accurate and current, but we make no warranty that its content is complete, accurate or up to date, and we may change it without notice.',
        ],
      },
      {
        heading: 'External Links',
        paragraphs: [
          'Links to other websites are provided for convenience. We do not control and are not responsible for their content.',
        ],
      },
      {
        heading: 'Contact Us',
        paragraphs: ['Questions about this disclaimer can be sent to:'],
        contactDetails: true,
      },
    ],
  },

  'refund-policy': {
    slug: 'refund-policy',
    title: 'Refund Policy',
    metaDescription: `${brandName}'s refund, billing and cancellation policy for bookkeeping and payroll services, governed by Nevada law.`,
    lastUpdated: '2025-06-16',
    effective: '2022-12-01',
    providerEmbed: false,
    intro: [
      `This Refund Policy applies to all services provided by ${legalName} ("${brandName}", "we", "us"), including bookkeeping, books cleanup, payroll and related services. By engaging our services you agree to it.`,
    ],
    sections: [
      {
        heading: 'No Refunds After Service Commencement',
        paragraphs: [
          'Once we have begun work on your account, fees paid are not refundable, in whole or in part. Work begins when we first access your accounts, records or software, or start any work described in your engagement agreement.',
        ],
      },
      {
        heading: 'Billing for Recurring Services',
        paragraphs: [
          'Recurring services, such as monthly bookkeeping and payroll, are billed in advance for each billing period. Fees for a period that has started are not prorated or refunded.',
        ],
      },
      {
        heading: 'Engagement Terms',
        paragraphs: [
          'Engagements run for a term of 3 to 12 months, as stated in your engagement agreement, and continue on the same terms unless cancelled as described below.',
        ],
      },
      {
        heading: 'Cancellation',
        paragraphs: [
          'Either party may cancel an engagement with 60 days\' written notice. All fees for services through the end of the notice period remain due and payable, together with any unpaid balance.',
        ],
      },
      {
        heading: 'Payroll Services',
        paragraphs: [
          'Payroll services are non-refundable. This includes payroll processing fees, tax filing fees and any amounts transmitted for wages, taxes or other payroll obligations.',
        ],
      },
      {
        heading: 'Chargebacks',
        paragraphs: [
          'Initiating a chargeback or payment dispute with your bank or card issuer for services covered by this policy is a breach of your agreement with us. We may suspend services and pursue the amounts owed, including collection costs permitted by law.',
        ],
      },
      {
        heading: 'Governing Law',
        paragraphs: ['This policy and any dispute relating to it are governed by the laws of the State of Nevada.'],
      },
      {
        heading: 'Dispute Resolution',
        paragraphs: [
          'Any dispute arising out of or relating to this policy or our services will be resolved by binding arbitration in Las Vegas, Nevada, under the commercial arbitration rules of the administering arbitration organization. Judgment on the award may be entered in any court with jurisdiction.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: ['If you have questions about billing or this policy, contact us before starting a dispute:'],
        contactDetails: true,
      },
    ],
  },

  accessibility: {
    slug: 'accessibility',
    title: 'Accessibility Statement',
    metaDescription: `${brandName} is committed to an accessible website and targets WCAG 2.1 Level AA. Learn what we do and how to report a barrier.`,
    lastUpdated: POLICY_DATE,
    providerEmbed: false,
    intro: [
      `${brandName} wants everyone, including people with disabilities, to be able to learn about our services and reach us. We are committed to making ${domain} accessible.`,
    ],
    sections: [
      {
        heading: 'Our Standard',
        paragraphs: [
          'We aim to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at Level AA, published by the World Wide Web Consortium (W3C). These guidelines explain how to make web content more usable for people who are blind or have low vision, are deaf or hard of hearing, or have motor, cognitive or other disabilities.',
        ],
      },
      {
        heading: 'What We Do',
        list: [
          'Text and interface colors meet at least a 4.5:1 contrast ratio.',
          'Every page can be used with a keyboard alone, with a visible focus indicator.',
          'Pages use headings, landmarks and labels so screen readers can navigate them.',
          'Images that carry meaning have text alternatives; decorative images are hidden from assistive technology.',
          'Form fields have visible labels, and errors are described in text, not by color alone.',
          'Animations are reduced or turned off when your device asks for reduced motion.',
          'Pages reflow for small screens and zoom up to 200 percent without losing content.',
        ],
      },
      {
        heading: 'Known Limitations',
        paragraphs: [
          'Some content comes from third parties, such as embedded review widgets, videos and policy text supplied by a provider. We choose providers with accessibility in mind, but we do not control their content. Older PDF documents may not be fully accessible; we will provide them in another format on request.',
        ],
      },
      {
        heading: 'Ongoing Work',
        paragraphs: [
          'We check new pages and features for accessibility before they are published, test with keyboard and screen readers, and fix issues as we find them.',
        ],
      },
      {
        heading: 'Report an Accessibility Issue',
        paragraphs: [
          'If you have trouble using any part of the Site, or need information in another format, please tell us. Include the page address and a short description of the problem. We aim to respond within two business days.',
        ],
        contactDetails: true,
      },
    ],
  },
};

export function findLegalDocument(slug: string | undefined): LegalDocument | undefined {
  return (LEGAL_SLUGS as readonly string[]).includes(slug ?? '') ? LEGAL_DOCUMENTS[slug as LegalSlug] : undefined;
}
