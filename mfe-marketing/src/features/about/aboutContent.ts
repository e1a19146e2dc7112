// Words of /about: hero, the founder's story, mission and vision, and the six core values.
import { siteConfig } from '@firm/shared-contracts';
import type { IconCardContent } from '../sections/sections.ts';

export const ABOUT_META = {
  title: 'About Us',
  description: `Meet ${siteConfig.brandName}: a Las Vegas bookkeeping, payroll and notary firm where AI bookkeeping agents do the work and human specialists check it. Our story, mission, values and team.`,
  canonicalPath: '/about',
} as const;

export const ABOUT_HERO = {
  eyebrow: `About ${siteConfig.brandName}`,
  title: 'The People Behind Your Numbers',
  lead: 'We run AI bookkeeping agents for small businesses, and a human specialist checks every number before it reaches you. Books closed on time, explained in plain English, at about half the cost of a traditional firm.',
} as const;

export const CEO_STORY = {
  eyebrow: 'Our Story',
  title: 'Why Elena Started the Firm',
  paragraphs: [
    'Before founding the firm in 2022, Elena spent more than a decade cleaning up books for Las Vegas contractors. The pattern never changed: owners three months behind, a shoebox of receipts, and a tax deadline coming fast.',
    'She saw software getting good enough to do the data entry, but nobody taking responsibility for the result. So she built a firm around one idea: owners should be able to read their own numbers, every month, without a scramble.',
    'Today our AI agents categorize transactions and match receipts, and a named bookkeeper reviews every line before the month is closed. Elena still reviews every new client’s first month-end close herself.',
  ],
  quote: 'Automation removes the data entry, not the accountability.',
  quoteBy: 'Elena, Founder & CEO',
  image: { src: '/images/team/elena.webp', alt: 'Elena, founder and CEO', width: 480, height: 480 },
} as const;

export const MISSION = {
  title: 'Our Mission',
  text: 'Give every small business owner accurate, on-time books and payroll they understand, by pairing capable AI agents with accountable human specialists.',
} as const;

export const VISION = {
  title: 'Our Vision',
  text: 'A world where no owner makes a decision in the dark: where monthly financials are as routine as a bank balance, and expert review costs half of what it used to.',
} as const;

export const CORE_VALUES: readonly IconCardContent[] = [
  {
    icon: 'accuracy',
    title: 'Accuracy Before Speed',
    text: 'Automation makes us fast. A human review makes us right. We never trade the second for the first.',
  },
  {
    icon: 'plain-english',
    title: 'Plain English',
    text: 'If a report needs a glossary, we rewrite it. Owners should understand their numbers without an accounting degree.',
  },
  {
    icon: 'calendar-check',
    title: 'On Time, Every Month',
    text: 'Books close on a schedule, payroll runs on the day, filings go out before the deadline. Reliability is the product.',
  },
  {
    icon: 'user-check',
    title: 'Ownership',
    text: 'Every client has a named bookkeeper who knows the business and signs off on the books. No ticket queues.',
  },
  {
    icon: 'cog',
    title: 'Automation With Intention',
    text: 'We automate the repetitive work so our people can spend their time on judgement, questions and advice.',
  },
  {
    icon: 'neighbors',
    title: 'Clients Are Neighbors',
    text: 'We are a Las Vegas firm serving businesses across the country, and we treat every one like the shop down the street.',
  },
];
