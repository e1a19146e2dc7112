// Prices and what they include, read by the bookkeeping, payroll, home and
// calculator pages. One record per offer; the pages only render them.
import type { BookkeepingTier, PayrollPackage } from '../entities.ts';

export const BOOKKEEPING_TIERS: readonly BookkeepingTier[] = [
  {
    title: 'Starter',
    price: 395,
    features: ['Up to 75 transactions', '1 bank plus 1 credit card', 'Monthly reports', 'Email support'],
  },
  {
    title: 'Essentials',
    price: 695,
    features: ['Up to 200 transactions', 'Up to 3 accounts', 'Monthly reports', 'Chat and email support'],
  },
  {
    title: 'Growth',
    price: 995,
    features: ['Up to 500 transactions', '5 accounts', 'Weekly updates', 'Dedicated bookkeeper'],
  },
  {
    title: 'Standard',
    price: 1200,
    features: ['Up to 750 transactions', '6 accounts', 'AP/AR tracking', 'Custom reports'],
  },
];

export interface QboAdvancedPlan {
  title: string;
  price: number;
  includes: string;
  requirement: string;
}

export const QBO_ADVANCED_AI_PLAN: QboAdvancedPlan = {
  title: 'QBO Advanced + AI',
  price: 250,
  includes: 'Includes everything in the Standard plan',
  requirement: 'Requires an active QuickBooks Online Advanced subscription',
};

export const PAYROLL_PACKAGES: readonly PayrollPackage[] = [
  {
    title: 'Essential',
    price: 49,
    perEmployee: 8,
    recommended: false,
    features: [
      'Bi-weekly payroll',
      'Direct deposit',
      'Federal and state filings',
      'W-2s',
      'Employee self-service',
      'Email support',
    ],
  },
  {
    title: 'Complete',
    price: 79,
    perEmployee: 10,
    recommended: true,
    features: [
      'Weekly or custom schedules',
      'Local filings',
      "Workers' comp integration",
      'Time and attendance',
      'Priority support',
    ],
  },
  {
    title: 'Premium',
    price: 129,
    perEmployee: 12,
    recommended: false,
    features: [
      'HR support',
      'Benefits administration',
      'PTO tracking',
      'Custom reporting',
      'Dedicated account manager',
      'Priority phone support',
    ],
  },
];
