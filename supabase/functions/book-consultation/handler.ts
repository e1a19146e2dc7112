// POST /functions/v1/book-consultation: a visitor books a free consultation (docs/architecture.md#d40).
// As the contact form's function does: the body is bounded, a filled honeypot is thanked and
// dropped, the request is checked with the page's own schema, and bursts are throttled per network
// and per email address (counted in Postgres). Then the slot is checked against the schedule as
// it is now, and create_booking stores the booking and its contact inquiry in one transaction; if
// another request took the slot first the exclusion constraint refuses it and the visitor is asked
// to pick another. The confirmation email, with the calendar invite and the private link to move
// or cancel, goes through the outbox.
import { json, type FunctionContext } from '../_shared/context.ts';
import { clientAddress, isPlainObject, numberSetting, readJsonBody, unstorableFields, withinLimit } from '../_shared/request.ts';
import {
  BOOKING_MESSAGES,
  bookingServiceLabel,
  checkBookingRequest,
  SLOT_MINUTES,
  type BookingRequest,
  type BookingRequestField,
} from '../_shared/contracts/booking/booking.ts';
import { filledHoneypot, HONEYPOT_THANKS } from '../_shared/contracts/validation/index.ts';
import { siteConfig } from '../_shared/contracts/site/site-config.ts';
import { callWhen, loadSchedule, slotOptions, type BookingRecord } from '../_shared/booking/records.ts';
import { answer, refuse, slotRefusal, staffName, wasTaken } from '../_shared/booking/changes.ts';
import { notifyVisitor } from '../_shared/booking/notify.ts';
import { callTimes, checkSlot, wallClock } from '../_shared/booking/slots.ts';

const MAX_BOOKING_BYTES = 16 * 1024;
const WINDOW_SECONDS = 10 * 60;

/** The lead the booking leaves for the CRM: what, when (the firm's clock), and what the visitor wrote. */
function inquiryMessage(request: BookingRequest, when: string): string {
  return [`Free consultation booked: ${bookingServiceLabel(request.service)}, ${when}.`, '', request.message].join('\n');
}

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

  const window = { status: 429, headers: { 'Retry-After': String(WINDOW_SECONDS) } };
  if (!(await withinLimit(context.admin, 'booking:address', clientAddress(request), numberSetting(context.env, 'BOOKING_MAX_PER_IP', 20), WINDOW_SECONDS))) {
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
  const firm = wallClock(slot.start, siteConfig.timeZone);
  const when = callWhen({ starts_at: times.startsAt, visitor_time_zone: booking.timeZone }).whenFirm;
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
    inquiry_message: inquiryMessage(booking, when),
    preferred_date: firm.date,
    preferred_time: `${String(Math.floor(firm.minutes / 60)).padStart(2, '0')}:${String(firm.minutes % 60).padStart(2, '0')}`,
  });
  if (wasTaken(error)) {
    const refusal = slotRefusal('taken');
    return refuse(refusal.refusal, refusal.status);
  }
  if (error || !data) {
    const code = error?.code ?? '';
    if (code.startsWith('22') || code.startsWith('23')) return refuse({ message: BOOKING_MESSAGES.invalidFields }, 400);
    console.error('[book-consultation] could not store the booking:', error?.message);
    return refuse({ message: BOOKING_MESSAGES.unavailable }, 503);
  }
  const record: BookingRecord = { ...data, staff_name: staffName(schedule, data.staff_id) };
  await notifyVisitor(context, 'booking-confirmation', record);
  return json(answer(record, BOOKING_MESSAGES.booked), { status: 201 });
}
