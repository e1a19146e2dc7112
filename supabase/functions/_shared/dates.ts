// Date ranges of the analytics calls: YYYY-MM-DD calendar days (UTC), start <= end, at most 366 days.

export const MAX_RANGE_DAYS = 366;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export type RangeCheck = { ok: true; start: string; end: string } | { ok: false; message: string };

export function checkDateRange(start: unknown, end: unknown): RangeCheck {
  if (start === undefined || start === null || start === '' || end === undefined || end === null || end === '') {
    return { ok: false, message: 'startDate and endDate are required (YYYY-MM-DD).' };
  }
  if (!isCalendarDate(start)) return { ok: false, message: 'startDate must be a real date written YYYY-MM-DD.' };
  if (!isCalendarDate(end)) return { ok: false, message: 'endDate must be a real date written YYYY-MM-DD.' };
  if (start > end) return { ok: false, message: 'startDate must not be after endDate.' };
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) return { ok: false, message: `The date range may cover at most ${MAX_RANGE_DAYS} days.` };
  return { ok: true, start, end };
}
