import { describe, expect, it } from 'vitest';
import { payDatesOf2026 } from './payDates.ts';

// 2026 begins on a Thursday: Fridays are January 2, 9, 16 …; December 31 is a Thursday.

describe('the pay dates of the year projection', () => {
  it('weekly: every 7 days from the first such date in 2026', () => {
    const dates = payDatesOf2026('weekly', '2026-07-17');
    expect(dates).toHaveLength(52);
    expect(dates.slice(0, 3)).toEqual(['2026-01-02', '2026-01-09', '2026-01-16']);
    expect(dates).toContain('2026-07-17');
    // 2026-01-02 + 51 × 7 days = 2026-12-25
    expect(dates.at(-1)).toBe('2026-12-25');
  });

  it('weekly on Thursdays: the 53rd pay date (December 31) is left out', () => {
    const dates = payDatesOf2026('weekly', '2026-12-31');
    expect(dates[0]).toBe('2026-01-01');
    // 2026-01-01 + 51 × 7 = 2026-12-24
    expect(dates.at(-1)).toBe('2026-12-24');
    expect(dates).not.toContain('2026-12-31');
  });

  it('biweekly: every 14 days', () => {
    // June 5 is 155 days after January 1 = 11 × 14 + 1: the cadence starts on January 2
    const june = payDatesOf2026('biweekly', '2026-06-05');
    expect(june).toHaveLength(26);
    expect(june.slice(0, 2)).toEqual(['2026-01-02', '2026-01-16']);
    expect(june).toContain('2026-05-08');
    expect(june).toContain('2026-05-22');
    // 2026-01-02 + 25 × 14 = 2026-12-18
    expect(june.at(-1)).toBe('2026-12-18');
    const other = payDatesOf2026('biweekly', '2026-01-09');
    expect([other[0], other.at(-1)]).toEqual(['2026-01-09', '2026-12-25']);
  });

  it('semimonthly: the 15th and the last day, or the entered day and the day 15 days from it', () => {
    const fifteenth = payDatesOf2026('semimonthly', '2026-03-15');
    expect(fifteenth).toHaveLength(24);
    expect(fifteenth.slice(0, 4)).toEqual(['2026-01-15', '2026-01-31', '2026-02-15', '2026-02-28']);
    expect(fifteenth.slice(-2)).toEqual(['2026-12-15', '2026-12-31']);
    expect(payDatesOf2026('semimonthly', '2026-04-30')).toEqual(fifteenth);
    expect(payDatesOf2026('semimonthly', '2026-04-10').slice(0, 2)).toEqual(['2026-01-10', '2026-01-25']);
    expect(payDatesOf2026('semimonthly', '2026-05-20').slice(0, 2)).toEqual(['2026-01-05', '2026-01-20']);
    // 14th and 29th; February has no 29th in 2026
    expect(payDatesOf2026('semimonthly', '2026-01-14').slice(2, 4)).toEqual(['2026-02-14', '2026-02-28']);
  });

  it('monthly, quarterly, semiannually and annually: the same day of the month', () => {
    const lastDays = payDatesOf2026('monthly', '2026-01-31');
    expect(lastDays).toHaveLength(12);
    expect(lastDays.slice(0, 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(payDatesOf2026('monthly', '2026-03-30').slice(0, 3)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30']);
    expect(payDatesOf2026('quarterly', '2026-05-15')).toEqual(['2026-02-15', '2026-05-15', '2026-08-15', '2026-11-15']);
    expect(payDatesOf2026('semiannually', '2026-09-30')).toEqual(['2026-03-31', '2026-09-30']);
    expect(payDatesOf2026('annually', '2026-04-15')).toEqual(['2026-04-15']);
  });

  it('daily: the 260 first weekdays of 2026', () => {
    const dates = payDatesOf2026('daily', '2026-06-10');
    expect(dates).toHaveLength(260);
    // Thursday January 1, Friday January 2, then Monday January 5; the 261st weekday, December 31, is left out
    expect(dates.slice(0, 3)).toEqual(['2026-01-01', '2026-01-02', '2026-01-05']);
    expect(dates.at(-1)).toBe('2026-12-30');
  });

  it('without a pay date: Fridays from January 2, the 15th and last day, the last day of the month', () => {
    expect(payDatesOf2026('biweekly')).toEqual(payDatesOf2026('biweekly', '2026-01-02'));
    expect(payDatesOf2026('weekly')[0]).toBe('2026-01-02');
    expect(payDatesOf2026('semimonthly').slice(0, 2)).toEqual(['2026-01-15', '2026-01-31']);
    expect(payDatesOf2026('monthly').slice(0, 2)).toEqual(['2026-01-31', '2026-02-28']);
    expect(payDatesOf2026('quarterly')).toEqual(['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31']);
  });
});
