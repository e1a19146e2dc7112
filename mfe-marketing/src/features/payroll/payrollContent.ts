// Copy of the payroll page: the four service cards, the benefits of outsourcing and the hero.
import { siteConfig } from '@firm/shared-contracts';
import type { IconCardContent } from '../sections/sections.ts';

const { claims } = siteConfig;

export const PAYROLL_HERO = {
  eyebrow: 'Payroll Services',
  title: 'Payroll That Runs Itself. Checked by People.',
  lead: `Run payroll in ${claims.payrollMinutes}, save ${claims.hoursSavedPerPayPeriod} every pay period and let automation handle ${claims.processAutomatedPercent}% of the process, while our specialists check every run before your team gets paid.`,
} as const;

export const PAYROLL_SERVICES: readonly IconCardContent[] = [
  {
    icon: 'handshake',
    title: 'Do-It-For-Me Payroll',
    text: 'Send us hours and changes; we run each payroll, pay your team on time and file every return.',
  },
  {
    icon: 'self-service',
    title: 'Self-Service Payroll',
    text: 'Run payroll yourself in a few clicks, with our specialists a message away when something looks off.',
  },
  {
    icon: 'landmark',
    title: 'Payroll Tax Filing',
    text: 'Federal, state and local payroll taxes calculated, deposited and filed on schedule, every quarter.',
  },
  {
    icon: 'document',
    title: 'Year-End W-2s and 1099s',
    text: 'Forms prepared, filed and delivered to employees and contractors before the deadline.',
  },
];

export const OUTSOURCING_BENEFITS: readonly IconCardContent[] = [
  {
    icon: 'clock',
    title: 'Time Back Every Pay Period',
    text: `Owners who hand us payroll save ${claims.hoursSavedPerPayPeriod} per pay period, time that goes back into the business.`,
  },
  {
    icon: 'shield',
    title: 'Fewer Penalties',
    text: 'Late deposits and missed filings cost money. Our calendar and checks keep every deadline.',
  },
  {
    icon: 'calculator',
    title: 'Accurate Paychecks',
    text: 'Withholding, overtime and deductions calculated right, so nobody chases a correction.',
  },
  {
    icon: 'compliance',
    title: 'Compliance Handled',
    text: 'New-hire reporting, workers\' comp and changing tax rates tracked for you, state by state.',
  },
  {
    icon: 'sync',
    title: 'Books and Payroll in Sync',
    text: 'Payroll posts straight to your QuickBooks Online or Zoho Books ledger, reconciled by the same team.',
  },
  {
    icon: 'smile',
    title: 'Happier Employees',
    text: 'Direct deposit on time, self-service pay stubs and W-2s, and answers when they have questions.',
  },
];
