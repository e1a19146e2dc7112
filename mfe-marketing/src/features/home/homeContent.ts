// Copy of the home page: hero, problem cards, the three offer sections,
// results figures and credential badges. Claims come from the site configuration; review figures
// from the reviews themselves (client-reviews/reviewStats.ts).
import { siteConfig } from '@firm/shared-contracts';
import type { IconCardContent, SplitContent } from '../sections/sections.ts';

const { claims } = siteConfig;

export const HOME_HERO = {
  badge: 'The Future of Bookkeeping is Here',
  headline: ['AI Will Run', 'Your Books.', 'Who Will', 'Run Your AI?'],
  paragraph:
    'We manage AI bookkeeping agents for small businesses and have human specialists check every number they touch. Accurate, GAAP-compliant books and payroll at about half the cost of a traditional firm.',
  cta: { to: '/contact', label: "See If We're a Fit" },
  trustedBy: 'Trusted by small businesses',
  video: {
    webm: '/assets/home/hero.webm',
    mp4: '/assets/home/hero.mp4',
    poster: '/assets/home/hero-poster.webp',
    width: 1280,
    height: 720,
    playbackRate: 0.75,
  },
  /** Decorative office scene beside the headline on wide screens (scripts/assets/hero.mjs). */
  art: { src: '/assets/home/hero-office.svg', width: 560, height: 480 },
  /** Painted client faces in the team portraits' style (scripts/assets/art.mjs): 96 px files shown at 48. */
  avatars: [1, 2, 3, 4, 5, 6].map((n) => ({ src: `/assets/home/avatars/client-${n}.webp`, width: 48, height: 48 })),
} as const;

export const HOME_PROBLEMS: readonly IconCardContent[] = [
  {
    icon: 'clock',
    title: 'Bookkeeping Eats Your Evenings',
    text: 'Owners lose hours a week to receipts, bank feeds and reconciliations instead of running the business.',
  },
  {
    icon: 'eye-off',
    title: 'AI Tools Without Oversight',
    text: 'Automation promises clean books, but nobody checks what it categorizes. Small errors grow into big ones.',
  },
  {
    icon: 'invoice',
    title: 'Traditional Firms Cost Too Much',
    text: 'Hourly billing for manual data entry makes good bookkeeping feel like a luxury for a small business.',
  },
];

export const AI_BOOKKEEPING: SplitContent = {
  id: 'ai-bookkeeping',
  eyebrow: 'AI bookkeeping, human-checked',
  title: 'We Manage the AI. You Get Books You Can Trust.',
  paragraphs: [
    `Our AI bookkeeping agents categorize transactions, match receipts and reconcile accounts around the clock. About ${claims.processAutomatedPercent}% of the process is automated.`,
    'Then our specialists review every account, resolve the exceptions and sign off before anything reaches you. Speed from the machines, judgment from people.',
  ],
  actions: [{ to: '/bookkeeping', label: 'How AI Bookkeeping Works' }],
  image: {
    src: '/assets/home/ai-bookkeeping.svg',
    alt: 'An AI agent preparing a ledger while a specialist checks the reconciled accounts',
    width: 560,
    height: 420,
  },
};

export const BOOKKEEPING_OFFER: SplitContent = {
  id: 'bookkeeping-offer',
  eyebrow: 'Monthly bookkeeping',
  title: 'GAAP-Compliant Books, Every Month',
  paragraphs: [
    'Monthly bookkeeping in QuickBooks Online or Zoho Books, with reports that tell you where your money went and what is coming next. Behind on your books? We handle cleanup and chart-of-accounts setup too.',
  ],
  bullets: ['Plans from $395 a month', 'Reconciled accounts and monthly reports', 'A dedicated team that answers your questions'],
  actions: [{ to: '/bookkeeping', label: 'See Bookkeeping Plans' }],
  image: {
    src: '/assets/home/bookkeeping.svg',
    alt: 'A monthly report showing net income up 18 percent and books closed on day 5',
    width: 560,
    height: 420,
  },
  reverse: true,
};

export const PAYROLL_OFFER: SplitContent = {
  id: 'payroll-offer',
  eyebrow: 'Payroll services',
  title: `Payroll in ${claims.payrollMinutes}`,
  paragraphs: [
    `Direct deposit, tax filings and W-2s handled for you. Our clients save ${claims.hoursSavedPerPayPeriod} every pay period, and every run is checked before payday.`,
  ],
  bullets: ['Packages from $49 a month plus $8 per employee', 'Federal, state and local filings', 'Weekly, bi-weekly, semi-monthly or monthly'],
  actions: [{ to: '/services/payroll', label: 'Explore Payroll Services' }],
  image: {
    src: '/assets/home/payroll.svg',
    alt: 'A pay stub with the net pay and a payroll calendar with payday marked',
    width: 560,
    height: 420,
  },
};

export interface ResultFigure {
  value: string;
  label: string;
}

export const RESULTS: readonly ResultFigure[] = [
  { value: claims.businessesServed, label: 'businesses served' },
  { value: `${claims.processAutomatedPercent}%`, label: 'of the bookkeeping process automated' },
  { value: claims.hoursSavedPerPayPeriod, label: 'saved per pay period' },
  { value: '5 days', label: 'to close the books after month end' },
];

export interface Credential {
  title: string;
  detail: string;
}

export const CREDENTIALS: readonly Credential[] = [
  { title: 'QuickBooks Online ProAdvisor', detail: 'Level 1 and Level 2 certified' },
  { title: 'QuickBooks Payroll', detail: 'Certified payroll specialists' },
  { title: 'Certified Bookkeeper', detail: 'CPB designation on staff' },
  { title: 'IRS Enrolled Agent', detail: 'Tax questions answered in-house' },
  { title: 'Notary Public', detail: 'Commissioned in Nevada' },
];
