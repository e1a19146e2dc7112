// The consultations for admins (docs/architecture.md#d40). Bookings hold visitors' details, which
// no API role reads: they come from, and change through, the booking-admin function (which emails
// the visitor the updated invite). Who takes calls and when is read and written directly, as
// row-level security lets admins and super admins do, and nobody else.
import { getSupabase, siteConfig, type Tables } from '@firm/shared-contracts';
import { dayInZone } from '@firm/shared-contracts/format';
import type { BookingAnswer, BookingService, BookingView, SlotWindow } from '@firm/shared-contracts/booking';
import { callEndpoint, functionUrl } from '../../lib/endpoints.ts';
import { dataError } from '../../lib/errors.ts';

export type StaffMember = Pick<Tables<'booking_staff'>, 'id' | 'name' | 'email' | 'active'>;
export type WeeklyHours = Pick<Tables<'booking_hours'>, 'id' | 'staff_id' | 'service' | 'weekday' | 'start_time' | 'end_time'>;
export type DayOff = Pick<Tables<'booking_days_off'>, 'id' | 'staff_id' | 'day' | 'note'>;
export type BookingRules = Pick<Tables<'booking_settings'>, 'buffer_minutes' | 'min_notice_minutes' | 'horizon_days'>;

export interface Availability {
  staff: StaffMember[];
  hours: WeeklyHours[];
  daysOff: DayOff[];
  rules: BookingRules;
}

const LABEL = 'the booking service';

async function loadBookings(): Promise<BookingView[]> {
  const { bookings } = await callEndpoint<{ bookings: BookingView[] }>(functionUrl('booking-admin'), { label: LABEL, withApiKey: true });
  return bookings;
}

/** Where a booking can move: the open times of one window of days (from today by default), and the window. */
export type MoveOptions = SlotWindow & { slots: string[] };

async function slotsFor(id: string, from?: string): Promise<MoveOptions> {
  const url = `${functionUrl('booking-admin')}?${new URLSearchParams(from ? { slotsFor: id, from } : { slotsFor: id }).toString()}`;
  return callEndpoint<MoveOptions>(url, { label: LABEL, withApiKey: true });
}

function change(body: { id: string; action: 'cancel' } | { id: string; action: 'move'; start: string }): Promise<BookingAnswer> {
  return callEndpoint<BookingAnswer>(functionUrl('booking-admin'), { label: LABEL, method: 'POST', body, withApiKey: true });
}

/**
 * The first day off still listed: today on the firm's calendar (days off are firm calendar days),
 * so a day off stays on screen until the firm's midnight, not UTC's (late afternoon in Las Vegas).
 */
export function daysOffFrom(now: Date = new Date()): string {
  return dayInZone(now, siteConfig.timeZone);
}

async function loadAvailability(): Promise<Availability> {
  const client = await getSupabase();
  const [staff, hours, daysOff, rules] = await Promise.all([
    client.from('booking_staff').select('id, name, email, active').order('created_at'),
    client.from('booking_hours').select('id, staff_id, service, weekday, start_time, end_time').order('weekday').order('start_time'),
    client.from('booking_days_off').select('id, staff_id, day, note').gte('day', daysOffFrom()).order('day'),
    client.from('booking_settings').select('buffer_minutes, min_notice_minutes, horizon_days').single(),
  ]);
  for (const result of [staff, hours, daysOff, rules]) if (result.error) throw dataError(result.error);
  return { staff: staff.data ?? [], hours: hours.data ?? [], daysOff: daysOff.data ?? [], rules: rules.data! };
}

async function saveRules(rules: BookingRules): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('booking_settings').update(rules).eq('id', true);
  if (error) throw dataError(error);
}

async function addStaff(name: string, email: string | null): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('booking_staff').insert({ name, email });
  if (error) throw dataError(error);
}

async function setStaffActive(id: string, active: boolean): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('booking_staff').update({ active }).eq('id', id);
  if (error) throw dataError(error);
}

async function addHours(hours: { staff_id: string; service: BookingService | null; weekday: number; start_time: string; end_time: string }): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('booking_hours').insert(hours);
  if (error) throw dataError(error);
}

async function removeHours(id: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('booking_hours').delete().eq('id', id);
  if (error) throw dataError(error);
}

async function addDayOff(dayOff: { staff_id: string; day: string; note: string | null }): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('booking_days_off').insert(dayOff);
  if (error) throw dataError(error);
}

async function removeDayOff(id: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('booking_days_off').delete().eq('id', id);
  if (error) throw dataError(error);
}

export interface BookingsApi {
  loadBookings(): Promise<BookingView[]>;
  slotsFor(id: string, from?: string): Promise<MoveOptions>;
  cancel(id: string): Promise<BookingAnswer>;
  move(id: string, start: string): Promise<BookingAnswer>;
  loadAvailability(): Promise<Availability>;
  saveRules(rules: BookingRules): Promise<void>;
  addStaff(name: string, email: string | null): Promise<void>;
  setStaffActive(id: string, active: boolean): Promise<void>;
  addHours: typeof addHours;
  removeHours(id: string): Promise<void>;
  addDayOff: typeof addDayOff;
  removeDayOff(id: string): Promise<void>;
}

export const bookingsApi: BookingsApi = {
  loadBookings,
  slotsFor,
  cancel: (id) => change({ id, action: 'cancel' }),
  move: (id, start) => change({ id, action: 'move', start }),
  loadAvailability,
  saveRules,
  addStaff,
  setStaffActive,
  addHours,
  removeHours,
  addDayOff,
  removeDayOff,
};

/** Upcoming (not yet ended, soonest first) and past (latest first) bookings. */
export function splitBookings(bookings: readonly BookingView[], now: Date = new Date()): { upcoming: BookingView[]; past: BookingView[] } {
  const upcoming = bookings.filter((booking) => Date.parse(booking.end) > now.getTime()).sort((a, b) => a.start.localeCompare(b.start));
  const past = bookings.filter((booking) => Date.parse(booking.end) <= now.getTime()).sort((a, b) => b.start.localeCompare(a.start));
  return { upcoming, past };
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '09:00:00' → '9:00 AM' (hours are wall-clock times on the firm's clock). */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (hours === 24) return 'midnight';
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The half hours a day's hours may start or end at: '00:00' … '24:00'. */
export const HALF_HOURS = Array.from({ length: 49 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`);
