// A booking as the functions read it and show it: the schedule the slots are computed from, the
// booking with its staff member's name, what the visitor and staff see of it, its calendar invite
// and the model of its emails. Shared by book-consultation, manage-booking, booking-admin and the
// outbox's reminders.
import type { FunctionContext } from '../context.ts';
import { siteConfig } from '../contracts/site/site-config.ts';
import { formatDate } from '../contracts/format/dates.ts';
import type { Tables } from '../contracts/supabase/schema.ts';
import { BOOKING_RULE_LIMITS, bookingServiceLabel, SLOT_MINUTES, type BookingService, type BookingView } from '../contracts/booking/booking.ts';
import type { BookingEmailModel } from '../emailTemplates.ts';
import { calendarOptions, type InviteDetails } from './calendar.ts';
import { LINK_SECRET_REQUIREMENT, linkSecret, manageUrl, signBookingToken } from './links.ts';
import { scheduleRange, type Schedule, type SlotOptions } from './slots.ts';

/** A bookings row with the name of the staff member who takes the call. */
export type BookingRecord = Tables<'bookings'> & { staff_name: string };

/** The settings the booking functions cannot work without, checked when each starts. */
export const BOOKING_SETTINGS = ['SITE_URL', LINK_SECRET_REQUIREMENT] as const;

/** How slots are computed now; staff may place a call within the minimum notice, visitors may not. */
export function slotOptions(now: Date, by: 'visitor' | 'staff' = 'visitor'): SlotOptions {
  return { now, timeZone: siteConfig.timeZone, slotMinutes: SLOT_MINUTES, ignoreNotice: by === 'staff' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The schedule for `service` around `now`, leaving out one booking being moved. */
export async function loadSchedule(context: FunctionContext, service: BookingService, now: Date, exceptBooking?: string): Promise<Schedule> {
  // The horizon is read with the schedule, so the range covers the longest horizon the settings
  // allow; a window's slots are computed from it without a second read.
  const range = scheduleRange(now, BOOKING_RULE_LIMITS.horizon_days.max);
  const { data, error } = await context.admin.rpc('booking_schedule', {
    service,
    range_start: range.from,
    range_end: range.to,
    except_booking: exceptBooking,
  });
  if (error) throw new Error(`Could not read the booking schedule: ${error.message}`);
  // booking_schedule builds this shape (migration 20261126100000_consultation_booking.sql).
  if (!isRecord(data) || !isRecord(data.settings) || !Array.isArray(data.staff) || !Array.isArray(data.bookings)) {
    throw new Error('The booking schedule has an unexpected shape');
  }
  return data as unknown as Schedule;
}

/** One booking with its staff member's name, or null when there is none with that id. */
export async function readBooking(context: FunctionContext, bookingId: string): Promise<BookingRecord | null> {
  const { data, error } = await context.admin.rpc('booking_details', { booking_id: bookingId });
  if (error) throw new Error(`Could not read booking ${bookingId}: ${error.message}`);
  return isRecord(data) ? (data as unknown as BookingRecord) : null;
}

export function bookingView(record: BookingRecord): BookingView {
  return {
    id: record.id,
    service: record.service,
    serviceLabel: bookingServiceLabel(record.service),
    start: new Date(record.starts_at).toISOString(),
    end: new Date(record.ends_at).toISOString(),
    status: record.status,
    name: record.name,
    email: record.email,
    phone: record.phone,
    company: record.company,
    message: record.message,
    visitorTimeZone: record.visitor_time_zone,
    staffName: record.staff_name,
    sequence: record.sequence,
  };
}

function inviteDetails(record: BookingRecord, link?: string, visitorText = true): InviteDetails {
  return {
    id: record.id,
    start: record.starts_at,
    end: record.ends_at,
    sequence: record.sequence,
    cancelled: record.status === 'cancelled',
    serviceLabel: bookingServiceLabel(record.service),
    staffName: record.staff_name,
    attendeeName: visitorText ? record.name : null,
    attendeeEmail: record.email,
    attendeePhone: visitorText ? record.phone : null,
    ...(link && { manageUrl: link }),
  };
}

export function bookingCalendar(record: BookingRecord, link?: string, now: Date = new Date()) {
  return calendarOptions(inviteDetails(record, link), now);
}

/**
 * The invite attached to an email: without the name and phone the visitor typed, since the
 * address is not verified (the firm's words only: emailTemplates.ts).
 */
export function emailedBookingCalendar(record: BookingRecord, link?: string, now: Date = new Date()) {
  return calendarOptions(inviteDetails(record, link, false), now);
}

/** The private link for a booking: it lapses when the call starts. */
export async function bookingLink(context: FunctionContext, record: BookingRecord): Promise<string> {
  return manageUrl(context.env.SITE_URL ?? '', await signBookingToken(linkSecret(context.env), record.id, new Date(record.starts_at)));
}

/** The link that confirms a hold: it lapses with the hold. */
export async function confirmLink(context: FunctionContext, record: BookingRecord): Promise<string> {
  const token = await signBookingToken(linkSecret(context.env), record.id, new Date(record.hold_expires_at ?? record.created_at), 'confirm');
  return manageUrl(context.env.SITE_URL ?? '', token, 'confirm');
}

/** The time of the call in the visitor's zone and the firm's. */
export function callWhen(record: Pick<BookingRecord, 'starts_at' | 'visitor_time_zone'>): { whenVisitor: string; whenFirm: string } {
  return {
    whenVisitor: formatDate(record.starts_at, 'fullDateTime', record.visitor_time_zone),
    whenFirm: formatDate(record.starts_at, 'fullDateTime', siteConfig.timeZone),
  };
}

/** An email's model for the booking; extras say what the kind of email adds (link, who changed it). */
export function emailModel(record: BookingRecord, siteUrl: string, extras: Partial<BookingEmailModel> = {}): BookingEmailModel {
  return {
    serviceLabel: bookingServiceLabel(record.service),
    ...callWhen(record),
    staffName: record.staff_name,
    manageUrl: '',
    changedBy: '',
    hoursBefore: '',
    bookUrl: `${siteUrl.replace(/\/+$/, '')}/book?service=${record.service}`,
    confirmUrl: '',
    holdMinutes: '',
    holdUntil: '',
    ...extras,
  };
}
