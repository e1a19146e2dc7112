// Choosing consultation slots for tests that hold several: times far enough apart that no hold
// falls in another's buffer (a call and its buffer take 45 minutes), a bounded number per firm day.
import { wallClock } from '../../functions/_shared/booking/slots.ts';

const HOUR = 3600_000;

/** The firm's calendar day of an instant. */
export function firmDay(at: Date | string): string {
  return wallClock(new Date(at).getTime(), 'America/Los_Angeles').date;
}

/** Open times at least an hour apart, at most `perDay` of one firm day, in order. */
export function spacedSlots(slots: string[], perDay: number): string[] {
  const picked: string[] = [];
  const count = new Map<string, number>();
  for (const start of slots) {
    const day = firmDay(start);
    const last = picked.at(-1);
    if ((count.get(day) ?? 0) >= perDay || (last && Date.parse(start) - Date.parse(last) < HOUR)) continue;
    picked.push(start);
    count.set(day, (count.get(day) ?? 0) + 1);
  }
  return picked;
}

/** The open times of the day that has the most of them. */
export function fullestDay(slots: string[]): string[] {
  const days = new Map<string, string[]>();
  for (const start of slots) days.set(firmDay(start), [...(days.get(firmDay(start)) ?? []), start]);
  return [...days.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}
