// Copy of the careers page: mission cards, values, the benefit tabs and
// the featured openings. Links to openings go to the external jobs site.
import { siteConfig } from '@firm/shared-contracts';
import type { IconCardContent } from '../sections/sections.ts';

export const MISSION_CARDS: readonly IconCardContent[] = [
  {
    icon: 'wrench',
    title: 'Solve Real-World Problems',
    text: 'Small business owners count on us for payroll that lands on time and books they can trust. Your work matters on payday.',
  },
  {
    icon: 'growth',
    title: 'Grow With a Modern Firm',
    text: 'Learn to manage AI bookkeeping agents, earn certifications and take on more as the firm grows.',
  },
  {
    icon: 'team',
    title: 'A Culture of Collaboration',
    text: 'Specialists, engineers and client success work as one team, share what they learn and help each other out.',
  },
];

export const VALUES: readonly string[] = [
  'Clarity Over Chaos',
  'Automation with Intention',
  'People First. Always.',
  'Operational Excellence',
  'Adapt Relentlessly',
  'Build What You Need',
];

export interface BenefitTab {
  id: string;
  label: string;
  heading: string;
  items: readonly { title: string; text: string }[];
}

export const BENEFIT_TABS: readonly BenefitTab[] = [
  {
    id: 'benefits',
    label: 'Benefits',
    heading: 'Health and retirement, covered',
    items: [
      {
        title: 'Health insurance',
        text: "We pay 100% of the employee premium and 50% of dependents' premiums.",
      },
      {
        title: '401(k) match',
        text: 'We match 100% of the first 4% you contribute to your 401(k).',
      },
      {
        title: 'Paid parental leave',
        text: '16 weeks of paid parental leave at 100% of your pay.',
      },
    ],
  },
  {
    id: 'perks',
    label: 'Perks',
    heading: 'Tools and growth',
    items: [
      {
        title: 'Certifications paid for',
        text: 'QuickBooks ProAdvisor and payroll certifications, with study time during work hours.',
      },
      {
        title: 'Modern tools',
        text: 'The AI agents and accounting software we use with clients, and the equipment to run them.',
      },
      {
        title: 'Learning together',
        text: 'Regular sessions where the team shares what works, from automation tips to client stories.',
      },
    ],
  },
  {
    id: 'work-life-harmony',
    label: 'Work-Life Harmony',
    heading: 'Time off that you actually take',
    items: [
      {
        title: 'Vacation',
        text: 'Unlimited vacation for exempt staff; up to 3 weeks of vacation for hourly staff.',
      },
      {
        title: 'Sick leave',
        text: '40 hours of sick leave, so nobody works through a fever.',
      },
      {
        title: 'Parental leave',
        text: '16 weeks paid at 100% when your family grows.',
      },
    ],
  },
  {
    id: 'payday',
    label: 'Payday',
    heading: 'We run payroll, so payday is never late',
    items: [
      {
        title: 'Hourly staff',
        text: 'Paid every other Tuesday.',
      },
      {
        title: 'Salaried staff',
        text: 'Paid on the 15th and the last day of the month.',
      },
    ],
  },
];

export interface Opening {
  title: string;
  summary: string;
  href: string;
}

const jobs = siteConfig.externalLinks.jobs;

export const FEATURED_OPENINGS: readonly Opening[] = [
  {
    title: 'AI Agent Manager',
    summary: 'Supervise the AI bookkeeping agents, review their output and keep client books accurate.',
    href: jobs,
  },
  {
    title: 'Client Success Specialist',
    summary: 'Be the friendly, knowledgeable voice our clients hear from: onboarding, questions and check-ins.',
    href: jobs,
  },
  {
    title: 'AI Solutions Architect',
    summary: 'Design and improve the automations that connect bank feeds, payroll and accounting software.',
    href: jobs,
  },
];
