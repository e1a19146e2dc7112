// Copy of the bookkeeping page: hero, problem cards, the tax-season story,
// benefits and why-us. Prices come from shared-contracts (content/pricing.ts).
import { siteConfig } from '@firm/shared-contracts';
import type { IconCardContent, SplitContent } from '../sections/sections.ts';

export const BOOKKEEPING_HERO = {
  eyebrow: 'Monthly Bookkeeping',
  title: 'GAAP-Compliant Books, Closed Every Month',
  lead: 'AI bookkeeping agents categorize and reconcile your transactions; our specialists check every account before your reports go out. Clean QuickBooks Online or Zoho Books at about half the cost of a traditional firm.',
  image: {
    src: '/assets/bookkeeping/hero.svg',
    alt: 'A reconciled ledger with an AI agent and a bookkeeper checking the work',
    width: 560,
    height: 420,
  },
} as const;

export const BOOKKEEPING_PROBLEMS: readonly IconCardContent[] = [
  {
    icon: 'calendar-late',
    title: 'Books Months Behind',
    text: 'Receipts pile up, bank feeds go uncategorized and you make decisions on last quarter\'s numbers.',
  },
  {
    icon: 'alert',
    title: 'Surprises at Tax Time',
    text: 'Missing records and mismatched accounts turn April into a scramble and a bigger bill from your CPA.',
  },
  {
    icon: 'spreadsheet',
    title: 'Nights Spent in Spreadsheets',
    text: 'Every hour you reconcile accounts is an hour you are not serving customers or growing the business.',
  },
];

export const TAX_SEASON_STORY: SplitContent = {
  id: 'tax-season-story',
  eyebrow: 'A familiar story',
  title: 'Tax Season Should Not Feel Like an Emergency',
  paragraphs: [
    'Every spring we meet owners who spent the year meaning to catch up on their books. By March the receipts are in a shoebox, the bank feed shows hundreds of uncategorized lines and the CPA needs clean numbers by the deadline.',
    'When the books are closed every month, tax season is a hand-off instead of a rescue: your CPA gets reconciled accounts, a clean balance sheet and a profit and loss statement they can trust.',
  ],
  bullets: ['Books closed within 5 business days of month end', 'Reconciled bank and credit card accounts', 'Tax-ready reports for your CPA'],
  actions: [{ to: '/contact?service=bookkeeping', label: 'Get My Books Tax-Ready' }],
  image: {
    src: '/assets/bookkeeping/tax-season.svg',
    alt: 'A pile of receipts turned into a clean, reconciled report',
    width: 560,
    height: 420,
  },
};

export const BOOKKEEPING_BENEFITS: readonly IconCardContent[] = [
  {
    icon: 'accuracy',
    title: 'Accurate, GAAP-Compliant Books',
    text: 'Accrual-ready books kept to generally accepted accounting principles, reviewed by a human specialist.',
  },
  {
    icon: 'reports',
    title: 'Reports You Can Use',
    text: 'Profit and loss, balance sheet and cash flow every month, with a short note on what changed.',
  },
  {
    icon: 'bot',
    title: 'AI Speed, Human Judgment',
    text: 'Agents handle the repetitive categorizing and matching; people handle the exceptions and the questions.',
  },
  {
    icon: 'savings',
    title: 'About Half the Cost',
    text: 'Automation does the heavy lifting, so you pay about half what a traditional bookkeeping firm charges.',
  },
  {
    icon: 'software',
    title: 'QuickBooks Online and Zoho Books',
    text: 'We manage your books in the software you already use, or set you up in the one that fits.',
  },
  {
    icon: 'chat',
    title: 'A Team That Answers',
    text: 'Questions answered by email or chat by the people who know your books, not a ticket queue.',
  },
];

export const WHY_US: readonly IconCardContent[] = [
  {
    icon: 'handshake',
    title: `Trusted by ${siteConfig.claims.businessesServed} Businesses`,
    text: 'From candle shops to law firms and home-service trades, across the U.S., Canada, Mexico and beyond.',
  },
  {
    icon: 'award',
    title: 'Certified Specialists',
    text: 'QuickBooks ProAdvisors and certified bookkeepers review the work our AI agents prepare.',
  },
  {
    icon: 'calendar-check',
    title: 'Month-End Close in 5 Business Days',
    text: 'Your books are closed and your reports delivered within 5 business days of month end.',
  },
  {
    icon: 'history',
    title: 'Cleanup and Catch-Up',
    text: 'Behind on your books? We clean up past months and build a proper chart of accounts before monthly service starts.',
  },
];
