// /functions/v1/manage-booking: the visitor's private link (docs/architecture.md#d40).
// GET ?token=…&from=…: the booking, its calendar options and, while it stands, the open slots to
// move it to, one window of days at a time as booking-slots answers them. POST { token, action: 'cancel' } or { token, action: 'reschedule', start }: the change, with
// an email carrying the invite of the same UID and a higher SEQUENCE. A token that does not verify
// (tampered, or for no booking) or has lapsed is refused with a clear message and changes nothing.
import { json, type FunctionContext } from '../_shared/context.ts';
import { clientAddress, isPlainObject, numberSetting, readJsonBody, withinLimit } from '../_shared/request.ts';
import { BOOKING_MESSAGES, checkSlotWindowQuery, manageRequestSchema, type ManageView } from '../_shared/contracts/booking/booking.ts';
import { check } from '../_shared/contracts/validation/index.ts';
import { siteConfig } from '../_shared/contracts/site/site-config.ts';
import { bookingLink, loadSchedule, readBooking, slotOptions, type BookingRecord } from '../_shared/booking/records.ts';
import { linkSecret, readBookingToken } from '../_shared/booking/links.ts';
import { answer, cancelBooking, moveBooking, refuse } from '../_shared/booking/changes.ts';
import { wallClock, windowOfSlots } from '../_shared/booking/slots.ts';

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
  if (!record) return { ok: false, response: refuse({ message: BOOKING_MESSAGES.invalidLink }, 400) };
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

async function change(request: Request, context: FunctionContext): Promise<Response> {
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok || !isPlainObject(body.value)) return refuse({ message: BOOKING_MESSAGES.notJson }, body.ok ? 400 : body.reason === 'too_large' ? 413 : 400);
  const parsed = check(manageRequestSchema, body.value);
  if (!parsed.ok) return refuse({ message: parsed.errors.start ?? BOOKING_MESSAGES.invalidLink }, 400);
  if (!(await withinLimit(context.admin, 'booking-manage:address', clientAddress(request), numberSetting(context.env, 'BOOKING_MANAGE_MAX_PER_IP', 30), WINDOW_SECONDS))) {
    return refuse({ message: BOOKING_MESSAGES.tooManyFromAddress }, 429, { 'Retry-After': String(WINDOW_SECONDS) });
  }
  const now = new Date();
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
