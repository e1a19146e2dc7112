// /functions/v1/manage-booking: the visitor's emailed links (docs/architecture.md#d40, #d47).
// GET ?token=…&from=…: the booking, its calendar options and, while it stands, the open slots to
// move it to, one window of days at a time as booking-slots answers them. POST { token, action: 'cancel' } or { token, action: 'reschedule', start }: the change, with
// an email carrying the invite of the same UID and a higher SEQUENCE. A token that does not verify
// (tampered, or for no booking) or has lapsed is refused with a clear message and changes nothing.
// POST { token, action: 'confirm' } with the token of the hold's email (/book/confirm): the hold
// becomes a booking, and only then are its confirmation with the invite and private link, its lead
// for the CRM and its reminders sent. Confirming again changes nothing; a hold that lapsed is
// answered 410 with whether its time is still open and where to pick one.
import { json, type FunctionContext } from '../_shared/context.ts';
import { clientAddress, isPlainObject, numberSetting, readJsonBody, withinLimit } from '../_shared/request.ts';
import { BOOKING_MESSAGES, bookingServiceLabel, checkSlotWindowQuery, manageRequestSchema, type ManageView } from '../_shared/contracts/booking/booking.ts';
import { check } from '../_shared/contracts/validation/index.ts';
import { siteConfig } from '../_shared/contracts/site/site-config.ts';
import { bookingLink, callWhen, loadSchedule, readBooking, slotOptions, type BookingRecord } from '../_shared/booking/records.ts';
import { linkSecret, readBookingToken } from '../_shared/booking/links.ts';
import { answer, cancelBooking, moveBooking, refuse } from '../_shared/booking/changes.ts';
import { notifyVisitor } from '../_shared/booking/notify.ts';
import { checkSlot, wallClock, windowOfSlots } from '../_shared/booking/slots.ts';

const WINDOW_SECONDS = 10 * 60;

type Found = { ok: true; record: BookingRecord } | { ok: false; response: Response };

/** The booking a token names, or the refusal: 400 for a link that does not verify, 410 for a lapsed one. */
async function bookingOfToken(context: FunctionContext, token: string, now: Date): Promise<Found> {
  const read = await readBookingToken(linkSecret(context.env), token, now);
  if (!read.ok) {
    return read.reason === 'expired'
      ? { ok: false, response: refuse({ message: BOOKING_MESSAGES.expiredLink }, 410) }
      : { ok: false, response: refuse({ message: BOOKING_MESSAGES.invalidLink }, 400) };
  }
  const record = await readBooking(context, read.bookingId);
  // Manage links are sent for bookings only, never for a hold.
  if (!record || (record.status !== 'confirmed' && record.status !== 'cancelled')) return { ok: false, response: refuse({ message: BOOKING_MESSAGES.invalidLink }, 400) };
  // A call that has started can no longer be changed, whatever link is used.
  if (Date.parse(record.starts_at) <= now.getTime()) return { ok: false, response: refuse({ message: BOOKING_MESSAGES.expiredLink }, 410) };
  return { ok: true, record };
}

async function show(context: FunctionContext, params: URLSearchParams): Promise<Response> {
  const now = new Date();
  const query = checkSlotWindowQuery(params);
  if (!query.ok) return refuse({ message: query.message }, 400);
  const found = await bookingOfToken(context, params.get('token') ?? '', now);
  if (!found.ok) return found.response;
  const { record } = found;
  const options = slotOptions(now);
  const today = wallClock(now.getTime(), options.timeZone).date;
  // A cancelled booking moves nowhere: no slots, and no window to page to.
  const slots =
    record.status === 'confirmed'
      ? windowOfSlots(await loadSchedule(context, record.service, now, record.id), options, query.from)
      : { windowStart: today, windowEnd: today, previousFrom: null, nextFrom: null, slots: [] };
  const link = record.status === 'confirmed' ? await bookingLink(context, record) : undefined;
  const view: ManageView = {
    ...answer(record, record.status === 'cancelled' ? BOOKING_MESSAGES.alreadyCancelled : '', link),
    ...slots,
    timeZone: siteConfig.timeZone,
  };
  return json(view, { headers: { 'Cache-Control': 'no-store' } });
}

/** The lead a confirmed booking leaves for the CRM: what, when (the firm's clock), and what the visitor wrote. */
function inquiryOf(record: BookingRecord) {
  const firm = wallClock(Date.parse(record.starts_at), siteConfig.timeZone);
  return {
    inquiry_message: [`Free consultation booked: ${bookingServiceLabel(record.service)}, ${callWhen(record).whenFirm}.`, '', record.message].join('\n'),
    preferred_date: firm.date,
    preferred_time: `${String(Math.floor(firm.minutes / 60)).padStart(2, '0')}:${String(firm.minutes % 60).padStart(2, '0')}`,
  };
}

/** The answer to confirming a hold that lapsed: whether its time is still open, and where to pick one. */
async function lapsed(context: FunctionContext, record: BookingRecord | null, now: Date): Promise<Response> {
  if (!record) return refuse({ message: BOOKING_MESSAGES.holdLapsed, reason: 'lapsed' }, 410);
  const schedule = await loadSchedule(context, record.service, now, record.id);
  const stillOpen = checkSlot(schedule, record.starts_at, slotOptions(now)).ok;
  const from = wallClock(Date.parse(record.starts_at), siteConfig.timeZone).date;
  return refuse(
    { message: stillOpen ? BOOKING_MESSAGES.holdLapsedFree : BOOKING_MESSAGES.holdLapsedTaken, reason: 'lapsed', rebook: { service: record.service, from, stillOpen } },
    410,
  );
}

/** Confirms the hold a confirm link names (the link of the hold's email). */
async function confirm(context: FunctionContext, token: string, now: Date): Promise<Response> {
  const read = await readBookingToken(linkSecret(context.env), token, now, 'confirm');
  if (!read.ok && read.reason === 'invalid') return refuse({ message: BOOKING_MESSAGES.invalidLink }, 400);
  const record = await readBooking(context, read.bookingId);
  // A signed link whose hold is gone: deleted a day after it lapsed.
  if (!record) return read.ok ? refuse({ message: BOOKING_MESSAGES.invalidLink }, 400) : lapsed(context, null, now);
  if (record.status === 'confirmed') return json(answer(record, BOOKING_MESSAGES.alreadyConfirmed));
  if (record.status === 'cancelled') return refuse({ message: BOOKING_MESSAGES.alreadyCancelled }, 409);
  if (!read.ok || record.status !== 'held') return lapsed(context, record, now);
  const { data, error } = await context.admin.rpc('confirm_booking', { booking_id: record.id, ...inquiryOf(record) });
  if (error?.code === 'BK004') return lapsed(context, record, now);
  if (error?.code === '55000') return refuse({ message: BOOKING_MESSAGES.alreadyCancelled }, 409);
  if (error || !data) throw new Error(`Could not confirm booking ${record.id}: ${error?.message ?? 'no row'}`);
  const confirmed: BookingRecord = { ...data, staff_name: record.staff_name };
  // A confirmation that raced this one already sent the email: its dedupe key is the same.
  await notifyVisitor(context, 'booking-confirmation', confirmed);
  return json(answer(confirmed, BOOKING_MESSAGES.booked, await bookingLink(context, confirmed)));
}

async function change(request: Request, context: FunctionContext): Promise<Response> {
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok || !isPlainObject(body.value)) return refuse({ message: BOOKING_MESSAGES.notJson }, body.ok ? 400 : body.reason === 'too_large' ? 413 : 400);
  const parsed = check(manageRequestSchema, body.value);
  if (!parsed.ok) return refuse({ message: parsed.errors.start ?? BOOKING_MESSAGES.invalidLink }, 400);
  if (!(await withinLimit(context.admin, 'booking-manage:address', clientAddress(request), numberSetting(context.env, 'BOOKING_MANAGE_MAX_PER_IP', 30), WINDOW_SECONDS))) {
    return refuse({ message: BOOKING_MESSAGES.tooManyFromAddress }, 429, { 'Retry-After': String(WINDOW_SECONDS) });
  }
  const now = new Date();
  if (parsed.value.action === 'confirm') return confirm(context, parsed.value.token, now);
  const found = await bookingOfToken(context, parsed.value.token, now);
  if (!found.ok) return found.response;
  const outcome =
    parsed.value.action === 'cancel'
      ? await cancelBooking(context, found.record, 'visitor')
      : await moveBooking(context, found.record, parsed.value.start, 'visitor', now);
  if (!outcome.ok) return refuse(outcome.refusal, outcome.status);
  const { record } = outcome;
  const message = record.status === 'cancelled' ? BOOKING_MESSAGES.cancelled : BOOKING_MESSAGES.rescheduled;
  return json(answer(record, message, record.status === 'confirmed' ? await bookingLink(context, record) : undefined));
}

export default function manageBooking(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method === 'GET') return show(context, new URL(request.url).searchParams);
  if (request.method === 'POST') return change(request, context);
  return Promise.resolve(json({ message: BOOKING_MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'GET, POST' } }));
}
