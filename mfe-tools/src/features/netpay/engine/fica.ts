// Social Security and Medicare employee withholding for 2026, with the year-to-date rules:
// Social Security stops at the wage base; the additional 0.9 % Medicare applies only to the part
// of this employer's year-to-date wages above $200,000 (Pub 15 §9; IRS Topic 560).

import { MEDICARE_2026, SOCIAL_SECURITY_2026 } from './federal2026.ts';
import { centsTimesRate, dollarsToCents } from './money.ts';

export interface FicaResult {
  readonly socialSecurityCents: number;
  readonly medicareCents: number;
  readonly additionalMedicareCents: number;
}

/** Wages of this paycheck that fall below the wage base, given the wages already paid this year. */
export function wagesUnderBase(wagesCents: number, ytdWagesCents: number, baseCents: number): number {
  return Math.max(0, Math.min(wagesCents, baseCents - ytdWagesCents));
}

/** Wages of this paycheck that fall above the threshold, given the wages already paid this year. */
export function wagesOverThreshold(wagesCents: number, ytdWagesCents: number, thresholdCents: number): number {
  return Math.max(0, ytdWagesCents + wagesCents - thresholdCents) - Math.max(0, ytdWagesCents - thresholdCents);
}

export function ficaWithholding(
  ficaWagesCents: number,
  ytdFicaWagesCents: number,
  exempt: { readonly socialSecurity?: boolean; readonly medicare?: boolean } = {},
): FicaResult {
  const wages = Math.max(0, ficaWagesCents);
  const ytd = Math.max(0, ytdFicaWagesCents);
  const ssWages = wagesUnderBase(wages, ytd, dollarsToCents(SOCIAL_SECURITY_2026.wageBase));
  const overThreshold = wagesOverThreshold(wages, ytd, dollarsToCents(MEDICARE_2026.additionalWithholdingThreshold));
  return {
    socialSecurityCents: exempt.socialSecurity ? 0 : centsTimesRate(ssWages, SOCIAL_SECURITY_2026.employeeRate),
    medicareCents: exempt.medicare ? 0 : centsTimesRate(wages, MEDICARE_2026.employeeRate),
    additionalMedicareCents: exempt.medicare ? 0 : centsTimesRate(overThreshold, MEDICARE_2026.additionalRate),
  };
}
