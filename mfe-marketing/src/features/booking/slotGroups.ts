// The open slots as the picker lists them: grouped by day in the visitor's own zone, each time
// also read on the firm's clock when the two differ, so nobody has to convert in their head.
import { dayInZone, formatDate } from '@firm/shared-contracts/format';

export interface SlotChoice {
  start: string;
  /** '9:00 AM' in the visitor's zone. */
  label: string;
  /** '6:00 AM PST' on the firm's clock, when the visitor's zone reads another time. */
  firmLabel: string | null;
}

export interface SlotDay {
  /** 'YYYY-MM-DD' in the visitor's zone. */
  day: string;
  /** 'Tuesday, December 8, 2026' */
  heading: string;
  slots: SlotChoice[];
}

export function groupSlots(starts: readonly string[], visitorZone: string, firmZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const start of starts) {
    const day = dayInZone(start, visitorZone);
    let group = days.get(day);
    if (!group) {
      group = { day, heading: formatDate(start, 'weekdayLong', visitorZone), slots: [] };
      days.set(day, group);
    }
    const label = formatDate(start, 'time', visitorZone);
    const firm = formatDate(start, 'time', firmZone);
    group.slots.push({ start, label, firmLabel: firm === label ? null : formatDate(start, 'zonedTime', firmZone) });
  }
  return [...days.values()];
}

/**
 * What the status above the picker says of the days a window shows: 'Showing open times from
 * Friday, November 5, 2027 to Thursday, November 18, 2027.' These are the firm's calendar days,
 * which the day headings follow except in zones far from Las Vegas.
 */
export function windowStatus(window: { windowStart: string; windowEnd: string }): string {
  const first = formatDate(window.windowStart, 'weekdayLong');
  if (window.windowEnd === window.windowStart) return `Showing open times on ${first}.`;
  return `Showing open times from ${first} to ${formatDate(window.windowEnd, 'weekdayLong')}.`;
}
