// Copied from shared-contracts/src/format/dates.ts by scripts/functions/sync-contracts.mjs: edit the
// source and run `npm run sync:functions`; a unit test fails while the two differ.
// Dates as every page shows them, in US English and in the firm's time zone
// (docs/architecture.md#d32). Two kinds of value arrive: calendar dates ('2026-03-05': a review's
// date, a policy's effective date, a pay date), shown as written whatever the zone; and instants
// (timestamps), shown as the firm's clock in Las Vegas read them. The same instant thus has the same
// date for every visitor, in the portal and the public pages, and in prerendered HTML.
import { siteConfig } from '../site/site-config.ts';
import { NO_VALUE } from './numbers.ts';

/** The firm is in Las Vegas, Nevada (Pacific time, daylight saving observed): the site config's zone. */
export const FIRM_TIME_ZONE = siteConfig.timeZone;

export type DateStyle = 'long' | 'short' | 'dayMonth' | 'monthYear' | 'dateTime' | 'weekdayLong' | 'time' | 'zonedTime' | 'fullDateTime';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** 'March 5, 2026': dates in running text and on public pages. */
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  /** 'Mar 5, 2026': dates in the portal's lists and tables. */
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  /** 'Mar 5': chart axes, where the year is the period's. */
  dayMonth: { month: 'short', day: 'numeric' },
  /** 'Mar 2026': a month of a forecast. */
  monthYear: { year: 'numeric', month: 'short' },
  /** 'Mar 5, 2026, 2:05 PM PST': a moment, with the zone named so nobody reads it as their own. */
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** 'Thursday, March 5, 2026': a day heading (the booking page's slots). */
  weekdayLong: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** '2:05 PM': a time under a day heading. */
  time: { hour: 'numeric', minute: '2-digit' },
  /** '2:05 PM PST': a time beside another zone's. */
  zonedTime: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** 'Thursday, March 5, 2026 at 2:05 PM PST': a booked call, zone named. */
  fullDateTime: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(style: DateStyle | 'dayKey', timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // 'dayKey': en-CA writes dates as YYYY-MM-DD.
    formatter =
      style === 'dayKey'
        ? new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
        : new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as midnight UTC, or null when it is not a real date ('2026-02-30'). */
function calendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * 'March 5, 2026' ('long'), 'Mar 5, 2026' ('short'), 'Mar 5' ('dayMonth'), 'Mar 2026'
 * ('monthYear'), 'Mar 5, 2026, 2:05 PM PST' ('dateTime'), 'Thursday, March 5, 2026'
 * ('weekdayLong'), '2:05 PM' ('time'), '2:05 PM PST' ('zonedTime') or 'Thursday, March 5, 2026 at 2:05 PM PST'
 * ('fullDateTime'). A calendar date (YYYY-MM-DD) is shown as written and has no time, so the styles
 * with a time show it as 'short'; a timestamp or a Date is shown in FIRM_TIME_ZONE, or in the zone
 * given (a visitor's own, where a page shows both, as the booking page does). Missing or
 * unreadable values show as NO_VALUE.
 */
export function formatDate(value: string | Date | null | undefined, style: DateStyle, timeZone: string = FIRM_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const date = calendarDate(value);
    const hasTime = style === 'dateTime' || style === 'time' || style === 'zonedTime' || style === 'fullDateTime';
    return date ? dateFormat(hasTime ? 'short' : style, 'UTC').format(date) : NO_VALUE;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? NO_VALUE : dateFormat(style, timeZone).format(instant);
}

/** The calendar day ('2026-03-05') of an instant in a zone: how a list of times is grouped by day. */
export function dayInZone(value: string | Date, timeZone: string = FIRM_TIME_ZONE): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return dateFormat('dayKey', timeZone).format(instant);
}

/**
 * A zone's name that holds all year ('Eastern Time', not 'Eastern Standard Time' until March),
 * so a page names it the same whenever it was rendered and read; the zone's id when Intl has none.
 */
export function timeZoneName(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(0).find((each) => each.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Whether Intl knows the zone ('America/New_York'); the visitor's zone is checked with it. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// datetime-local inputs (the portal's editor): the field shows and takes the firm's clock too, so
// the time entered is the time the lists show, wherever the staff member's computer is set.

let wallClockFormat: Intl.DateTimeFormat | undefined;

/** The firm's wall clock at an instant, as the UTC milliseconds of the same digits. */
function firmWallClock(instant: number): number {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FIRM_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part = Object.fromEntries(wallClockFormat.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year ?? 1970, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0);
}

/** An instant as the value of a datetime-local input on the firm's clock ('2026-03-03T14:05'); '' without one. */
export function toFirmDateTimeInput(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(firmWallClock(instant)).toISOString().slice(0, 16);
}

const DATE_TIME_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** A datetime-local value read on the firm's clock, as an ISO timestamp; null when empty or not a time. */
export function fromFirmDateTimeInput(value: string): string | null {
  if (!DATE_TIME_INPUT.test(value)) return null;
  const digits = value.length === 16 ? `${value}:00` : value;
  const wall = Date.parse(`${digits}Z`);
  // Date.parse rolls '2026-02-30' over to March; a real date and time reads back the same.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 19) !== digits) return null;
  // The zone's offset taken at the wall time read as UTC can be an hour off near a daylight-saving
  // change; the offset at that first guess settles it. A time the spring change skips (2:30 AM)
  // has no instant, and is read an hour later, as browsers do.
  const first = wall - (firmWallClock(wall) - wall);
  const second = wall - (firmWallClock(first) - first);
  return new Date(firmWallClock(second) === wall ? second : first).toISOString();
}
