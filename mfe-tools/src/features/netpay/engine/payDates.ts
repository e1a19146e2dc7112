// The pay dates of a year of paychecks in 2026, for the year projection of calculatePaycheck: each
// paycheck of the year is withheld with the tables in force on its own date (Ohio, Idaho, Utah and
// Georgia changed theirs during 2026).
//
// Rule: as many dates as the frequency has pay periods, on the entered pay date's cadence, the first
// being the earliest such date in 2026:
// - weekly, biweekly: every 7 or 14 days (a 53rd weekly or 27th biweekly pay date in 2026 is left
//   out of the year);
// - semimonthly: the entered day and the day 15 days from it in the other half of the month (an
//   entered 15th or last day of a month: the 15th and the last day);
// - monthly, quarterly, semiannually: the entered day of every 1, 3 or 6 months from the earliest
//   such month (an entered last day of a month: the last day); annually: the entered date;
// - daily: the weekdays of 2026 from January 1.
// A day past the end of a month falls on its last day. Without a pay date the cadence starts from
// DEFAULT_PAY_DATE_2026: Fridays from January 2, the 15th and last day, the last day of each month,
// quarter or half year.

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from './federal2026.ts';

const YEAR = 2026;
const DAY_MS = 86_400_000;

/** The pay date the year's cadence starts from when none is given. */
export const DEFAULT_PAY_DATE_2026: Readonly<Record<PayFrequency, string>> = {
  daily: '2026-01-01',
  weekly: '2026-01-02',
  biweekly: '2026-01-02',
  semimonthly: '2026-01-15',
  monthly: '2026-01-31',
  quarterly: '2026-03-31',
  semiannually: '2026-06-30',
  annually: '2026-12-31',
};

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** Last day of a 2026 month (1-12). */
const lastDayOf = (month: number): number => new Date(Date.UTC(YEAR, month, 0)).getUTCDate();
/** The day of a 2026 month, or the month's last day when the month is shorter. */
const dayOfMonth = (month: number, day: number): string => isoDate(Date.UTC(YEAR, month - 1, Math.min(day, lastDayOf(month))));

function parts(date: string): { readonly ms: number; readonly month: number; readonly day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a yyyy-mm-dd date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return { ms: Date.UTC(year, month - 1, day), month, day };
}

/** The pay dates (yyyy-mm-dd) of a year of paychecks in 2026 on the pay date's cadence (rule above). */
export function payDatesOf2026(frequency: PayFrequency, payDate?: string): readonly string[] {
  const count = PAY_PERIODS_PER_YEAR[frequency];
  const anchor = parts(payDate ?? DEFAULT_PAY_DATE_2026[frequency]);
  const monthEnd = anchor.day === lastDayOf(anchor.month);
  const indexes = Array.from({ length: count }, (_, k) => k);

  if (frequency === 'weekly' || frequency === 'biweekly') {
    const step = (frequency === 'weekly' ? 7 : 14) * DAY_MS;
    const first = anchor.ms - Math.floor((anchor.ms - Date.UTC(YEAR, 0, 1)) / step) * step;
    return indexes.map((k) => isoDate(first + k * step));
  }
  if (frequency === 'daily') {
    const weekdays: string[] = [];
    for (let ms = Date.UTC(YEAR, 0, 1); weekdays.length < count; ms += DAY_MS) {
      const weekday = new Date(ms).getUTCDay();
      if (weekday !== 0 && weekday !== 6) weekdays.push(isoDate(ms));
    }
    return weekdays;
  }
  if (frequency === 'semimonthly') {
    const [early, late] = anchor.day === 15 || monthEnd ? [15, 31] : anchor.day < 15 ? [anchor.day, anchor.day + 15] : [anchor.day - 15, anchor.day];
    return indexes.map((k) => dayOfMonth(Math.floor(k / 2) + 1, k % 2 === 0 ? early : late));
  }
  // monthly, quarterly, semiannually, annually: every 12 ÷ count months from the earliest such month.
  const step = 12 / count;
  const firstMonth = ((anchor.month - 1) % step) + 1;
  return indexes.map((k) => dayOfMonth(firstMonth + k * step, monthEnd ? 31 : anchor.day));
}
