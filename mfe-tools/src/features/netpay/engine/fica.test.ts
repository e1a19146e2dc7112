import { describe, expect, it } from 'vitest';
import { ficaWithholding } from './fica.ts';

describe('Social Security and Medicare 2026', () => {
  it('$3,000 paycheck, no YTD', () => {
    // SS 3,000 × 6.2 % = 186.00; Medicare 3,000 × 1.45 % = 43.50; additional 0
    expect(ficaWithholding(300_000, 0)).toEqual({ socialSecurityCents: 18_600, medicareCents: 4_350, additionalMedicareCents: 0 });
  });

  it('paycheck that crosses the $184,500 wage base', () => {
    // YTD 180,000; room under the base 184,500 − 180,000 = 4,500; SS 4,500 × 6.2 % = 279.00
    // Medicare 10,000 × 1.45 % = 145.00; YTD after 190,000 < 200,000 → additional 0
    expect(ficaWithholding(1_000_000, 18_000_000)).toEqual({ socialSecurityCents: 27_900, medicareCents: 14_500, additionalMedicareCents: 0 });
  });

  it('paycheck that crosses $200,000: additional 0.9 % on the part above', () => {
    // YTD 195,000 (already above the SS base) → SS 0; Medicare 145.00
    // 195,000 + 10,000 − 200,000 = 5,000 over; 5,000 × 0.9 % = 45.00
    expect(ficaWithholding(1_000_000, 19_500_000)).toEqual({ socialSecurityCents: 0, medicareCents: 14_500, additionalMedicareCents: 4_500 });
  });

  it('paycheck entirely above $200,000', () => {
    // 10,000 × 0.9 % = 90.00
    expect(ficaWithholding(1_000_000, 25_000_000).additionalMedicareCents).toBe(9_000);
  });

  it('exemptions from Social Security and Medicare', () => {
    expect(ficaWithholding(300_000, 0, { socialSecurity: true, medicare: true })).toEqual({
      socialSecurityCents: 0,
      medicareCents: 0,
      additionalMedicareCents: 0,
    });
  });

  it('rounds each tax to the cent, half up', () => {
    // 1,234.57 × 6.2 % = 76.54334 → 76.54; × 1.45 % = 17.901265 → 17.90
    expect(ficaWithholding(123_457, 0)).toEqual({ socialSecurityCents: 7_654, medicareCents: 1_790, additionalMedicareCents: 0 });
  });
});
