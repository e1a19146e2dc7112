// POST /functions/v1/book-consultation: a visitor asks for a free consultation (docs/architecture.md#d40).
// As the contact form's function does: the body is bounded, a filled honeypot is thanked and
// dropped, the request is checked with the page's own schema, and bursts are throttled per network
// and per email address (counted in Postgres). Then the slot is checked against the schedule as
// it is now, and create_booking stores a hold on it (#d47): after the limits of BOOKING_HOLD_RULES
// (one active consultation per email address, a few held times of a day and a few requests a day
// per network), and if another request took the slot first the exclusion constraint refuses it and
// the visitor is asked to pick another. The email asking to confirm the hold goes through the
// outbox; only the confirmation (manage-booking, action confirm) makes it a booking, with its lead,
// its invite and its reminders.
import { json, type FunctionContext } from '../_shared/context.ts';
import { clientAddress, isPlainObject, numberSetting, readJsonBody, unstorableFields, withinLimit } from '../_shared/request.ts';
import {
  BOOKING_HOLD_RULES,
  BOOKING_MESSAGES,
  checkBookingRequest,
  SLOT_MINUTES,
  type BookingHoldAnswer,
  type BookingRequestField,
} from '../_shared/contracts/booking/booking.ts';
import { filledHoneypot, HONEYPOT_THANKS } from '../_shared/contracts/validation/index.ts';
import { bookingView, loadSchedule, slotOptions, type BookingRecord } from '../_shared/booking/records.ts';
import { refuse, slotRefusal, staffName, wasTaken } from '../_shared/booking/changes.ts';
import { askToConfirm } from '../_shared/booking/notify.ts';
import { callTimes, checkSlot } from '../_shared/booking/slots.ts';

const MAX_BOOKING_BYTES = 16 * 1024;
const WINDOW_SECONDS = 10 * 60;

/** create_booking's refusals of a request over BOOKING_HOLD_RULES (migration 20261129110000_booking_holds.sql). */
const HOLD_LIMIT_REFUSALS: Record<string, { status: number; message: string }> = {
  BK001: { status: 409, message: BOOKING_MESSAGES.emailHasBooking },
  BK002: { status: 429, message: BOOKING_MESSAGES.dayHeldFromAddress },
  BK003: { status: 429, message: BOOKING_MESSAGES.tooManyToday },
};

function bodyRefusal(reason: 'too_large' | 'not_json' | 'unsupported_type'): Response {
  if (reason === 'too_large') return refuse({ message: 'Your request is too large. Please shorten your message.' }, 413);
  return refuse({ message: BOOKING_MESSAGES.notJson }, reason === 'unsupported_type' ? 415 : 400);
}

export default async function bookConsultation(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ message: BOOKING_MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'POST' } });
  const body = await readJsonBody(request, MAX_BOOKING_BYTES);
  if (!body.ok) return bodyRefusal(body.reason);
  if (!isPlainObject(body.value)) return bodyRefusal('not_json');
  // A robot filled the field people never see: thanked, nothing stored, nobody emailed.
  if (filledHoneypot(body.value)) return json({ message: HONEYPOT_THANKS }, { status: 202 });

  const checked = checkBookingRequest(body.value);
  const unstorable = unstorableFields(body.value);
  if (!checked.ok || unstorable.length > 0) {
    const errors: Partial<Record<BookingRequestField, string>> = checked.ok ? {} : { ...checked.errors };
    for (const field of unstorable) errors[field as BookingRequestField] = 'Remove the control characters from this field.';
    return refuse({ message: BOOKING_MESSAGES.invalidFields, errors }, 400);
  }
  const booking = checked.value;

  const address = clientAddress(request);
  const window = { status: 429, headers: { 'Retry-After': String(WINDOW_SECONDS) } };
  if (!(await withinLimit(context.admin, 'booking:address', address, numberSetting(context.env, 'BOOKING_MAX_PER_IP', 20), WINDOW_SECONDS))) {
    return refuse({ message: BOOKING_MESSAGES.tooManyFromAddress }, window.status, window.headers);
  }
  if (!(await withinLimit(context.admin, 'booking:email', booking.email.toLowerCase(), numberSetting(context.env, 'BOOKING_MAX_PER_EMAIL', 3), WINDOW_SECONDS))) {
    return refuse({ message: BOOKING_MESSAGES.tooManyFromEmail }, window.status, window.headers);
  }

  const now = new Date();
  let schedule;
  try {
    schedule = await loadSchedule(context, booking.service, now);
  } catch (error) {
    console.error('[book-consultation]', (error as Error).message);
    return refuse({ message: BOOKING_MESSAGES.unavailable }, 503);
  }
  const slot = checkSlot(schedule, booking.start, slotOptions(now));
  if (!slot.ok) {
    const refusal = slotRefusal(slot.reason);
    return refuse(refusal.refusal, refusal.status);
  }

  const times = callTimes(slot.start, SLOT_MINUTES, schedule.settings.bufferMinutes);
  const { data, error } = await context.admin.rpc('create_booking', {
    staff_ids: slot.staffIds,
    service: booking.service,
    starts_at: times.startsAt,
    ends_at: times.endsAt,
    blocked_until: times.blockedUntil,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    company: booking.company,
    message: booking.message,
    visitor_time_zone: booking.timeZone,
    requester: address,
    hold_minutes: BOOKING_HOLD_RULES.holdMinutes,
    max_held_per_day: BOOKING_HOLD_RULES.heldPerDayPerAddress,
    max_per_requester_per_day: BOOKING_HOLD_RULES.requestsPerAddressPerDay,
  });
  if (wasTaken(error)) {
    const refusal = slotRefusal('taken');
    return refuse(refusal.refusal, refusal.status);
  }
  const overLimit = HOLD_LIMIT_REFUSALS[error?.code ?? ''];
  if (overLimit) return refuse({ message: overLimit.message }, overLimit.status);
  if (error || !data) {
    const code = error?.code ?? '';
    if (code.startsWith('22') || code.startsWith('23')) return refuse({ message: BOOKING_MESSAGES.invalidFields }, 400);
    console.error('[book-consultation] could not store the booking:', error?.message);
    return refuse({ message: BOOKING_MESSAGES.unavailable }, 503);
  }
  const record: BookingRecord = { ...data, staff_name: staffName(schedule, data.staff_id) };
  await askToConfirm(context, record);
  const held: BookingHoldAnswer = {
    message: BOOKING_MESSAGES.held,
    booking: bookingView(record),
    holdExpiresAt: new Date(record.hold_expires_at ?? Date.now()).toISOString(),
    holdMinutes: BOOKING_HOLD_RULES.holdMinutes,
  };
  return json(held, { status: 201 });
}
