// The open consultation slots, computed in one place (docs/architecture.md#d40): a pure function
// of the schedule the database answers (booking_schedule: the rules, each staff member's weekly
// hours and days off, the confirmed bookings and the holds not yet lapsed, docs/architecture.md#d47)
// and the moment it is asked. book-consultation, manage-booking and booking-admin all use it, to
// offer slots and to check a requested one.
//
// Time zones: hours are set on the firm's clock. Rather than turning a wall-clock time into an
// instant (which a daylight-saving change makes ambiguous or impossible), every candidate instant
// on the half-hour grid is read on the firm's clock with Intl, and offered when that reading falls
// inside the hours of its weekday. Each real half hour is thus considered exactly once: the
// March change skips 2:00-3:00 AM (no instant reads as 2:30 AM), the November change has
// 1:00-2:00 AM twice (two instants read as 1:30 AM), and no slot is created or lost. The grid is
// UTC's :00 and :30, which is the firm's :00 and :30 in any zone whose offset is whole half hours
// (America/Los_Angeles is).
//
// Windows: the open times are listed a window of days at a time (BOOKING_WINDOW_DAYS of the
// firm's calendar). A window is a range of calendar dates, and a slot belongs to it when its
// reading on the firm's clock falls on one of them, so a window's edges need no wall-clock time
// turned into an instant either: the day of the November change holds its 25 hours.
import { BOOKING_WINDOW_DAYS, type SlotWindow } from '../contracts/booking/booking.ts';
import { addDays } from '../dates.ts';

export interface ScheduleSettings {
  /** Kept free after a call. */
  bufferMinutes: number;
  /** How soon the earliest slot may start. */
  minNoticeMinutes: number;
  /** Slots start within this many days (24 hours each) from now. */
  horizonDays: number;
}

export interface WeeklyHours {
  /** 0 is Sunday. */
  weekday: number;
  /** 'HH:MM' on the firm's clock; end may be '24:00'. */
  start: string;
  end: string;
}

export interface ScheduleStaff {
  id: string;
  name: string;
  hours: WeeklyHours[];
  /** Firm calendar days ('YYYY-MM-DD') without calls. */
  daysOff: string[];
}

export interface BusyTime {
  staffId: string;
  start: string;
  /** The end of the call plus its buffer. */
  blockedUntil: string;
}

export interface Schedule {
  settings: ScheduleSettings;
  staff: ScheduleStaff[];
  bookings: BusyTime[];
}

export interface SlotOptions {
  now: Date;
  /** The firm's zone (IANA). */
  timeZone: string;
  slotMinutes: number;
  /** Slots may start within the minimum notice (staff moving a call may; visitors may not). */
  ignoreNotice?: boolean;
}

export interface Slot {
  /** ISO 8601, UTC. */
  start: string;
  /** The staff members free for it, in the schedule's order. */
  staffIds: string[];
}

const MINUTE = 60_000;
const GRID = 30 * MINUTE;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const readers = new Map<string, Intl.DateTimeFormat>();

interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  weekday: number;
  /** Minutes since the day's midnight. */
  minutes: number;
}

/** An instant as the firm's clock shows it (Intl does the zone's rules). */
export function wallClock(instant: number, timeZone: string): WallClock {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    readers.set(timeZone, reader);
  }
  const parts = Object.fromEntries(reader.formatToParts(instant).map(({ type, value }) => [type, value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Whether the staff member's hours cover the slot starting at the wall-clock time. */
function withinHours(member: ScheduleStaff, wall: WallClock, slotMinutes: number): boolean {
  if (member.daysOff.includes(wall.date)) return false;
  return member.hours.some(
    (hours) => hours.weekday === wall.weekday && minutesOf(hours.start) <= wall.minutes && wall.minutes + slotMinutes <= minutesOf(hours.end),
  );
}

/** A confirmed call as instants: from its start to the end of its buffer. */
interface BusyRange {
  start: number;
  until: number;
}

/**
 * The confirmed calls that could block a slot starting in [begin, end), by staff member: each
 * parsed once, and only those overlapping [begin, end + slot + buffer), so the slots of a window
 * are checked against its own few calls rather than the whole year's.
 */
function busyRanges(schedule: Schedule, begin: number, end: number, slotMinutes: number): Map<string, BusyRange[]> {
  const reach = end + (slotMinutes + schedule.settings.bufferMinutes) * MINUTE;
  const byStaff = new Map<string, BusyRange[]>();
  for (const busy of schedule.bookings) {
    const range = { start: Date.parse(busy.start), until: Date.parse(busy.blockedUntil) };
    if (range.start >= reach || range.until <= begin) continue;
    const ranges = byStaff.get(busy.staffId);
    if (ranges) ranges.push(range);
    else byStaff.set(busy.staffId, [range]);
  }
  return byStaff;
}

/** Whether a call at [start, start + slot) with its buffer after leaves the member's calls alone. */
function isFree(calls: readonly BusyRange[] | undefined, start: number, slotMinutes: number, bufferMinutes: number): boolean {
  const blockedUntil = start + (slotMinutes + bufferMinutes) * MINUTE;
  return !calls?.some((busy) => busy.start < blockedUntil && busy.until > start);
}

/** The span slots may start in: from now plus the notice (none when it is ignored) to now plus the horizon. */
function bookableSpan(settings: ScheduleSettings, now: Date, ignoreNotice = false): { earliest: number; latest: number } {
  return {
    earliest: now.getTime() + (ignoreNotice ? 0 : settings.minNoticeMinutes) * MINUTE,
    latest: now.getTime() + settings.horizonDays * 24 * 60 * MINUTE,
  };
}

/** The range booking_schedule must cover for the slots of `now` (any window): every call that could block one. */
export function scheduleRange(now: Date, horizonDays: number): { from: string; to: string } {
  return {
    // A call that started up to a day ago cannot block anything later than now.
    from: new Date(now.getTime() - 24 * 60 * MINUTE).toISOString(),
    to: new Date(now.getTime() + (horizonDays + 1) * 24 * 60 * MINUTE).toISOString(),
  };
}

/** The firm's calendar days of a window, first and last included. */
export type WindowDays = Pick<SlotWindow, 'windowStart' | 'windowEnd'>;

const DAY = 24 * 60 * MINUTE;

/**
 * Every open slot, ascending: on the grid, within the span, inside someone's hours, free for them;
 * with `days`, only those starting on those days of the firm's calendar.
 */
export function openSlots(schedule: Schedule, options: SlotOptions, days?: WindowDays): Slot[] {
  let { earliest: begin, latest: end } = bookableSpan(schedule.settings, options.now, options.ignoreNotice);
  if (days) {
    // A zone's day starts within 14 hours of UTC's, so a day's margin each side holds the window.
    begin = Math.max(begin, Date.parse(`${days.windowStart}T00:00:00Z`) - DAY);
    end = Math.min(end, Date.parse(`${days.windowEnd}T00:00:00Z`) + 2 * DAY);
  }
  const busy = busyRanges(schedule, begin, end, options.slotMinutes);
  const slots: Slot[] = [];
  for (let start = Math.ceil(begin / GRID) * GRID; start < end; start += GRID) {
    const wall = wallClock(start, options.timeZone);
    if (days && (wall.date < days.windowStart || wall.date > days.windowEnd)) continue;
    const staffIds = freeStaff(schedule, busy, start, wall, options);
    if (staffIds.length > 0) slots.push({ start: new Date(start).toISOString(), staffIds });
  }
  return slots;
}

/**
 * The window of days that starts on `from` (a firm calendar date; null is today): from today at
 * the earliest, BOOKING_WINDOW_DAYS long, cut at the horizon's last day. A `from` past the horizon
 * opens the last full window. With the neighbours' first days, for paging.
 */
export function slotWindow(settings: ScheduleSettings, now: Date, timeZone: string, from: string | null, days: number = BOOKING_WINDOW_DAYS): SlotWindow {
  const today = wallClock(now.getTime(), timeZone).date;
  // The last day a slot can start on: the day of the horizon's last instant.
  const lastDay = wallClock(bookableSpan(settings, now).latest - 1, timeZone).date;
  let windowStart = from === null || from < today ? today : from;
  if (windowStart > lastDay) windowStart = maxDate(today, addDays(lastDay, 1 - days));
  const fullEnd = addDays(windowStart, days - 1);
  const next = addDays(windowStart, days);
  return {
    windowStart,
    windowEnd: fullEnd < lastDay ? fullEnd : lastDay,
    previousFrom: windowStart > today ? maxDate(today, addDays(windowStart, -days)) : null,
    nextFrom: next <= lastDay ? next : null,
  };
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** The open slots' starts in the window that starts on `from`, with the window: what the pickers list. */
export function windowOfSlots(schedule: Schedule, options: SlotOptions, from: string | null): SlotWindow & { slots: string[] } {
  const window = slotWindow(schedule.settings, options.now, options.timeZone, from);
  return { ...window, slots: openSlots(schedule, options, window).map((slot) => slot.start) };
}

function freeStaff(schedule: Schedule, busy: Map<string, BusyRange[]>, start: number, wall: WallClock, options: SlotOptions): string[] {
  const { slotMinutes } = options;
  return schedule.staff
    .filter((member) => withinHours(member, wall, slotMinutes) && isFree(busy.get(member.id), start, slotMinutes, schedule.settings.bufferMinutes))
    .map((member) => member.id);
}

export type SlotCheck =
  | { ok: true; start: number; staffIds: string[] }
  /** past: it started already; outside: not a slot anyone offers (hours, notice, horizon, grid); taken: booked. */
  | { ok: false; reason: 'past' | 'outside' | 'taken' };

/** Whether a requested start is an open slot now, and if not, why. */
export function checkSlot(schedule: Schedule, requested: string, options: SlotOptions): SlotCheck {
  const start = Date.parse(requested);
  if (Number.isNaN(start)) return { ok: false, reason: 'outside' };
  if (start <= options.now.getTime()) return { ok: false, reason: 'past' };
  const { earliest, latest } = bookableSpan(schedule.settings, options.now, options.ignoreNotice);
  if (start % GRID !== 0 || start < earliest || start >= latest) return { ok: false, reason: 'outside' };
  const wall = wallClock(start, options.timeZone);
  const working = schedule.staff.filter((member) => withinHours(member, wall, options.slotMinutes));
  if (working.length === 0) return { ok: false, reason: 'outside' };
  const busy = busyRanges(schedule, start, start + 1, options.slotMinutes);
  const staffIds = working
    .filter((member) => isFree(busy.get(member.id), start, options.slotMinutes, schedule.settings.bufferMinutes))
    .map((member) => member.id);
  return staffIds.length > 0 ? { ok: true, start, staffIds } : { ok: false, reason: 'taken' };
}

/** The times a call at `start` occupies: its end, and the end of its buffer. */
export function callTimes(start: number, slotMinutes: number, bufferMinutes: number): { startsAt: string; endsAt: string; blockedUntil: string } {
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + slotMinutes * MINUTE).toISOString(),
    blockedUntil: new Date(start + (slotMinutes + bufferMinutes) * MINUTE).toISOString(),
  };
}
