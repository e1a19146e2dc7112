import { describe, expect, it } from 'vitest';
import { CLIENT_LOGOS } from './clientLogos.ts';
import { formatMoney } from '../format/money.ts';
import { BOOKKEEPING_TIERS, PAYROLL_PACKAGES, QBO_ADVANCED_AI_PLAN } from './pricing.ts';

describe('business constants', () => {
  it('bookkeeping tiers and prices', () => {
    expect(BOOKKEEPING_TIERS.map((t) => [t.title, formatMoney(t.price, { wholeDollars: true })])).toEqual([
      ['Starter', '$395'],
      ['Essentials', '$695'],
      ['Growth', '$995'],
      ['Standard', '$1,200'],
    ]);
    expect(QBO_ADVANCED_AI_PLAN.price).toBe(250);
  });
  it('payroll packages, Complete recommended', () => {
    expect(PAYROLL_PACKAGES.map((p) => [p.title, p.price, p.perEmployee, p.recommended])).toEqual([
      ['Essential', 49, 8, false],
      ['Complete', 79, 10, true],
      ['Premium', 129, 12, false],
    ]);
  });
  it('six client logos with the six captions', () => {
    expect(CLIENT_LOGOS.map((l) => l.caption)).toEqual([
      'Candle shop',
      'Hiring firm',
      'Food delivery business',
      'Landscaping firm',
      "Attorneys' firm",
      'Home services company',
    ]);
  });
});
