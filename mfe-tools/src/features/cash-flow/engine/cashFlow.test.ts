// Expected figures worked by hand in each comment.
import { describe, expect, it } from 'vitest';
import { addMonths, forecastCashFlow, forecastCsv, isMonthKey } from './cashFlow.ts';

const input = {
  openingCents: 500_000, // $5,000
  startMonth: '2026-01',
  items: [
    { label: 'Sales', direction: 'in', amountCents: 400_000, when: 'monthly' }, // $4,000 every month
    { label: 'Rent', direction: 'out', amountCents: 300_000, when: 'monthly' }, // $3,000 every month
    { label: 'Equipment', direction: 'out', amountCents: 800_000, when: 2 }, // $8,000 in March
  ],
} as const;

describe('forecastCashFlow', () => {
  it('rolls closing cash forward and finds the lowest month', () => {
    const forecast = forecastCashFlow(input);
    // Jan: 5,000 + 4,000 − 3,000 = 6,000; Feb: 7,000; Mar: 7,000 + 4,000 − 3,000 − 8,000 = 0;
    // then +1,000 a month: Apr 1,000 … Dec 9,000.
    expect(forecast.months.map((m) => m.closingCents / 100)).toEqual([6000, 7000, 0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000]);
    expect(forecast.months[2]).toEqual({
      index: 2,
      key: '2026-03',
      label: 'Mar 2026',
      openingCents: 700_000,
      inflowsCents: 400_000,
      outflowsCents: 1_100_000,
      netCents: -700_000,
      closingCents: 0,
    });
    expect(forecast.lowest.label).toBe('Mar 2026');
    expect(forecast.firstNegative).toBeNull();
    // In: 12 × 4,000 = 48,000; out: 12 × 3,000 + 8,000 = 44,000; ending 5,000 + 4,000 = 9,000.
    expect(forecast.totalInflowsCents).toBe(4_800_000);
    expect(forecast.totalOutflowsCents).toBe(4_400_000);
    expect(forecast.endingCents).toBe(900_000);
  });

  it('flags the first month below zero and crosses a year end', () => {
    // Opening $1,000, out $600 a month from Nov 2026: Nov 400, Dec −200 (first negative), Jan −800 …
    const forecast = forecastCashFlow({
      openingCents: 100_000,
      startMonth: '2026-11',
      items: [{ label: 'Payroll', direction: 'out', amountCents: 60_000, when: 'monthly' }],
    });
    expect(forecast.firstNegative?.label).toBe('Dec 2026');
    expect(forecast.months[2]?.label).toBe('Jan 2027');
    // Lowest: Oct 2027, 1,000 − 12 × 600 = −6,200.
    expect(forecast.lowest.label).toBe('Oct 2027');
    expect(forecast.lowest.closingCents).toBe(-620_000);
  });

  it('exports CSV with plain amounts', () => {
    const csv = forecastCsv(forecastCashFlow(input));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Month,Opening cash,Inflows,Outflows,Net change,Closing cash');
    expect(lines[1]).toBe('2026-01,5000.00,4000.00,3000.00,1000.00,6000.00');
    expect(lines[3]).toBe('2026-03,7000.00,4000.00,11000.00,-7000.00,0.00');
    expect(lines).toHaveLength(14); // header, 12 months, trailing empty string after the last CRLF
  });

  it('adds months across years and checks month keys', () => {
    expect(addMonths('2026-12', 1)).toEqual({ key: '2027-01', label: 'Jan 2027' });
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-07')).toBe(true);
  });
});
