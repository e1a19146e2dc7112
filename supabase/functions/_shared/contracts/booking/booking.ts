// Copied from shared-contracts/src/booking/booking.ts by scripts/functions/sync-contracts.mjs: edit the
// source and run `npm run sync:functions`; a unit test fails while the two differ.
// The free consultation booking (docs/architecture.md#d40): what can be booked, what a visitor
// sends, what the functions answer, and the exact words of each refusal. The /book page and the
// book-consultation and manage-booking functions check requests with the same schema, so they never
// disagree; the functions use this file through their copy (npm run sync:functions).
import * as z from 'zod/mini';
import { isIsoDate, isValidPhone } from '../contact/inquiry.ts';
import { isTimeZone } from '../format/dates.ts';
import { formatNumber } from '../format/numbers.ts';
import { CHECKED_VALUES, type BookingService, type BookingStatus } from '../supabase/schema.ts';
import { check, EMAIL_MAX_LENGTH, isValidEmail, type FieldErrors } from '../validation/index.ts';

export type { BookingService, BookingStatus };

/** Every consultation is this long. */
export const SLOT_MINUTES = 30;

/**
 * The open times are listed this many days at a time (the firm's calendar days): a calendar that
 * reaches a year ahead is read a fortnight at a time, with earlier and later windows to page to.
 */
export const BOOKING_WINDOW_DAYS = 14;

/** The services a consultation can be booked for, in the order the page offers them. */
export const BOOKING_SERVICES: readonly { value: BookingService; label: string }[] = [
  { value: 'bookkeeping', label: 'Bookkeeping' },
  { value: 'payroll', label: 'Payroll' },
  { value: 'books-cleanup', label: 'Books Cleanup' },
  { value: 'general', label: 'General Consultation' },
];

export function isBookingService(value: unknown): value is BookingService {
  return typeof value === 'string' && (CHECKED_VALUES.bookingService as readonly string[]).includes(value);
}

export function bookingServiceLabel(service: string): string {
  return BOOKING_SERVICES.find((option) => option.value === service)?.label ?? 'Consultation';
}

/** The service `/book?service=payroll` preselects; none when the query names no bookable service. */
export function bookingServiceFromSearch(search: string): BookingService | null {
  const requested = new URLSearchParams(search).get('service');
  return isBookingService(requested) ? requested : null;
}

/**
 * How far one visitor's requests reach (docs/architecture.md#d47, docs/security.md). A request
 * holds its time for `holdMinutes` and becomes a booking only when the visitor confirms it from
 * the email; create_booking (migration 20261129110000_booking_holds.sql) refuses, with the numbers
 * book-consultation passes from here:
 * - a second consultation for an email address that already has one booked or held and not yet
 *   started (one per address: the emailed link moves it);
 * - more than `heldPerDayPerAddress` unconfirmed holds of one day from one calling address (a
 *   household or an office may ask for two; nobody holds a day's sixteen half hours);
 * - more than `requestsPerAddressPerDay` requests held from one calling address in 24 hours.
 */
export const BOOKING_HOLD_RULES = {
  holdMinutes: 30,
  heldPerDayPerAddress: 2,
  requestsPerAddressPerDay: 8,
} as const;

export const BOOKING_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, phone: 40, company: 200, message: 2000 } as const;

export const BOOKING_MESSAGES = {
  chooseService: 'Choose a service from the list.',
  chooseTime: 'Choose a time from the list.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid: 'Enter a valid phone number.',
  messageRequired: 'Please tell us briefly what you need.',
  timeZoneInvalid: 'Your time zone could not be read. Reload the page and try again.',
  notText: 'Enter text here.',
  tooLong: (max: number) => `Use at most ${formatNumber(max)} characters.`,
  invalidFields: 'Please correct the highlighted fields.',
  taken: 'That time was just taken — pick another.',
  past: 'That time has already passed — pick another.',
  outsideAvailability: 'That time is not open for booking — pick one from the list.',
  booked: 'Your free consultation is booked. We sent a confirmation to your email.',
  held: `We are holding this time for you for ${BOOKING_HOLD_RULES.holdMinutes} minutes. To book it, open the link in the email we just sent you.`,
  alreadyConfirmed: 'Your free consultation was already confirmed. The details are below and in your email.',
  holdLapsed: `This time was held for ${BOOKING_HOLD_RULES.holdMinutes} minutes and was not confirmed, so we released it. Please pick a time again.`,
  holdLapsedFree: `This time was held for ${BOOKING_HOLD_RULES.holdMinutes} minutes and was not confirmed, so we released it. It is still open: you can request it again.`,
  holdLapsedTaken: `This time was held for ${BOOKING_HOLD_RULES.holdMinutes} minutes and was not confirmed, so we released it, and it has since been booked. Please pick another time.`,
  emailHasBooking: 'This email address already has a consultation booked or waiting for confirmation. Use the link in our email to confirm, move or cancel it, or call us.',
  dayHeldFromAddress: `Times on this day are already waiting for confirmation from your network. Confirm them from the email, or try again in ${BOOKING_HOLD_RULES.holdMinutes} minutes, or call us.`,
  tooManyToday: 'We received many booking requests from your network today. Please try again tomorrow, or call us.',
  tooManyFromAddress: 'Too many bookings were made from your network in a short time. Please wait a few minutes and try again, or call us.',
  tooManyFromEmail: 'We already have several bookings from this email address. Please wait a few minutes, or call us.',
  unavailable: 'Your booking could not be saved right now. Please try again in a few minutes or call us.',
  invalidLink: 'This booking link is not valid. Use the link in your most recent email from us, or call us.',
  expiredLink: 'This booking link has expired. If you need to change your consultation, please call or email us.',
  alreadyCancelled: 'This consultation was cancelled.',
  rescheduled: 'Your consultation has been moved. We sent the new time to your email.',
  cancelled: 'Your consultation has been cancelled. We sent a confirmation to your email.',
  notJson: 'The request could not be read: send the fields as a JSON object.',
  fromInvalid: 'from must be a calendar date written YYYY-MM-DD, such as 2027-01-04.',
  methodNotAllowed: 'This address does not take that kind of request.',
} as const;

/** A text field as sent: absent or null is '', anything else must be a string; trimmed. */
function text(max: number, ...checks: z.core.$ZodCheck<string>[]) {
  return z.pipe(
    z.transform((value: unknown) => value ?? ''),
    z.string({ error: BOOKING_MESSAGES.notText }).check(z.trim(), z.maxLength(max, BOOKING_MESSAGES.tooLong(max)), ...checks),
  );
}

const required = (message: string) => z.minLength(1, message);
const ifGiven = (test: (value: string) => boolean, message: string) => z.refine<string>((value) => value === '' || test(value), message);

/** An instant written as ISO 8601 with a zone ('2026-03-05T17:00:00.000Z'). */
function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

const instant = (message: string) => text(40, required(message), z.refine<string>(isInstant, message));

/**
 * The visitor's zone. The page sends what the browser reports; a zone that is not an IANA name
 * (checked with Intl where the schema runs) is refused, since the emails show times in it.
 */
function timeZoneField() {
  return text(64, required(BOOKING_MESSAGES.timeZoneInvalid), z.refine<string>(isTimeZone, BOOKING_MESSAGES.timeZoneInvalid));
}

export const bookingRequestSchema = z.object({
  service: z.pipe(
    z.transform((value: unknown) => value ?? ''),
    z.string({ error: BOOKING_MESSAGES.chooseService }).check(z.refine<string>(isBookingService, BOOKING_MESSAGES.chooseService)),
  ),
  start: instant(BOOKING_MESSAGES.chooseTime),
  name: text(BOOKING_LIMITS.name, required(BOOKING_MESSAGES.nameRequired)),
  email: text(BOOKING_LIMITS.email, required(BOOKING_MESSAGES.emailRequired), ifGiven(isValidEmail, BOOKING_MESSAGES.emailInvalid)),
  phone: text(BOOKING_LIMITS.phone, ifGiven(isValidPhone, BOOKING_MESSAGES.phoneInvalid)),
  company: text(BOOKING_LIMITS.company),
  message: text(BOOKING_LIMITS.message, required(BOOKING_MESSAGES.messageRequired)),
  timeZone: timeZoneField(),
});

export type BookingRequestField = keyof z.output<typeof bookingRequestSchema>;

/** A request the schema let through: its service is one of the bookable ones (the refine checks it). */
export type BookingRequest = Omit<z.output<typeof bookingRequestSchema>, 'service'> & { service: BookingService };

export type BookingRequestCheck = { ok: true; value: BookingRequest } | { ok: false; errors: FieldErrors<BookingRequestField> };

/** Checks a booking request as the page holds it or the function receives it. */
export function checkBookingRequest(input: unknown): BookingRequestCheck {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {};
  const result = check<typeof bookingRequestSchema, BookingRequestField>(bookingRequestSchema, source);
  return result.ok ? { ok: true, value: result.value as BookingRequest } : result;
}

/**
 * The first day of the window of open times asked for (`?from=2027-01-04`, a day on the firm's
 * calendar); absent means from today. booking-slots and manage-booking refuse anything else.
 */
const slotWindowQuerySchema = z.object({
  from: z.optional(z.string({ error: BOOKING_MESSAGES.fromInvalid }).check(z.refine<string>(isIsoDate, BOOKING_MESSAGES.fromInvalid))),
});

/** The window's first day as a query asks for it; what the schema refuses is the message. */
export function checkSlotWindowQuery(params: URLSearchParams): { ok: true; from: string | null } | { ok: false; message: string } {
  const from = params.get('from');
  const result = z.safeParse(slotWindowQuerySchema, from === null ? {} : { from });
  return result.success ? { ok: true, from: result.data.from ?? null } : { ok: false, message: BOOKING_MESSAGES.fromInvalid };
}

/** The window `/book?from=2027-01-04` opens; none (from today) when the query has no real date. */
export function bookingFromSearch(search: string): string | null {
  const query = checkSlotWindowQuery(new URLSearchParams(search));
  return query.ok ? query.from : null;
}

// ---------------------------------------------------------------------------------------------
// The calendar's rules as staff set them (booking_settings), with the limits its check
// constraints hold (migrations 20261126100000_consultation_booking.sql and
// 20261127110000_booking_horizon_year.sql).

export const BOOKING_RULE_LIMITS = {
  buffer_minutes: { min: 0, max: 240 },
  min_notice_minutes: { min: 0, max: 20160 },
  horizon_days: { min: 1, max: 365 },
} as const;

export type BookingRuleField = keyof typeof BOOKING_RULE_LIMITS;

const BOOKING_RULE_MESSAGES: Record<BookingRuleField, string> = {
  buffer_minutes: `Enter whole minutes from ${BOOKING_RULE_LIMITS.buffer_minutes.min} to ${BOOKING_RULE_LIMITS.buffer_minutes.max}.`,
  min_notice_minutes: `Enter whole minutes from ${BOOKING_RULE_LIMITS.min_notice_minutes.min} to ${formatNumber(BOOKING_RULE_LIMITS.min_notice_minutes.max)} (two weeks).`,
  horizon_days: `Enter whole days from ${BOOKING_RULE_LIMITS.horizon_days.min} to ${BOOKING_RULE_LIMITS.horizon_days.max} (a year).`,
};

function rule(field: BookingRuleField) {
  const { min, max } = BOOKING_RULE_LIMITS[field];
  const message = BOOKING_RULE_MESSAGES[field];
  return z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));
}

export const bookingRulesSchema = z.object({
  buffer_minutes: rule('buffer_minutes'),
  min_notice_minutes: rule('min_notice_minutes'),
  horizon_days: rule('horizon_days'),
});

/** A change asked for through an emailed link: confirm a hold (its own link), cancel, or move to another start. */
export const manageRequestSchema = z.union([
  z.object({ token: text(600, required(BOOKING_MESSAGES.invalidLink)), action: z.literal('confirm') }),
  z.object({ token: text(600, required(BOOKING_MESSAGES.invalidLink)), action: z.literal('cancel') }),
  z.object({ token: text(600, required(BOOKING_MESSAGES.invalidLink)), action: z.literal('reschedule'), start: instant(BOOKING_MESSAGES.chooseTime) }),
]);

// ---------------------------------------------------------------------------------------------
// What the functions answer.

/**
 * Which days a list of open times covers, and where the lists before and after it start. Days
 * are the firm's calendar days ('YYYY-MM-DD'); a window never reaches past the horizon.
 */
export interface SlotWindow {
  /** The first day of the window. */
  windowStart: string;
  /** The last day of the window (at most BOOKING_WINDOW_DAYS after the first, less at the horizon). */
  windowEnd: string;
  /** The `from` of the window before, or null when this one starts today. */
  previousFrom: string | null;
  /** The `from` of the window after, or null when the horizon ends in this one. */
  nextFrom: string | null;
}

/** GET booking-slots: the open slots (their starts) for a service, one window of days. */
export interface BookingSlots extends SlotWindow {
  service: BookingService;
  /** The firm's zone, in which hours are set. */
  timeZone: string;
  slotMinutes: number;
  /** Start instants, ascending, ISO 8601 UTC. */
  slots: string[];
}

/** A booking as the visitor (and the staff screen) sees it. */
export interface BookingView {
  id: string;
  service: BookingService;
  serviceLabel: string;
  start: string;
  end: string;
  status: BookingStatus;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  visitorTimeZone: string;
  staffName: string;
  sequence: number;
}

/** How to put the call in a calendar: the invite file and two calendar sites' links. */
export interface CalendarOptions {
  /** The .ics file (RFC 5545): the same UID on every change, SEQUENCE raised each time. */
  ics: string;
  icsFilename: string;
  googleUrl: string;
  outlookUrl: string;
}

/** POST book-consultation and the manage-booking answers. */
export interface BookingAnswer {
  message: string;
  booking: BookingView;
  calendar: CalendarOptions;
}

/** POST book-consultation: the request is held until the visitor confirms it from the email. */
export interface BookingHoldAnswer {
  message: string;
  booking: BookingView;
  /** When the hold lapses unless confirmed (ISO 8601, UTC). */
  holdExpiresAt: string;
  holdMinutes: number;
}

/** GET manage-booking: the booking, its calendar options, and (while it can move) one window of open slots. */
export interface ManageView extends BookingAnswer, SlotWindow {
  slots: string[];
  timeZone: string;
}

/** A refusal: the message, and for a 400 the message of each field. */
export interface BookingRefusal {
  message: string;
  errors?: FieldErrors<BookingRequestField>;
  /** 409: the time was taken, or it passed, or it is not open; 410 on confirming: the hold lapsed. */
  reason?: 'taken' | 'past' | 'outside' | 'lapsed';
  /** 410 on confirming a lapsed hold: where to request a time again (its service, its firm day). */
  rebook?: { service: BookingService; from: string; stillOpen: boolean };
}
