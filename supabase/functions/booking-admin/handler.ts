// /functions/v1/booking-admin: the staff side of the consultations (docs/architecture.md#d40), for
// admins and super admins (the caller is asked of Postgres, as every staff function does; writers
// and visitors are refused). Bookings hold visitors' details, which no API role may read directly.
// Staff see bookings only: a request the visitor has not confirmed from the email is not listed
// and cannot be changed here (docs/architecture.md#d47).
// GET ?from&to (ISO instants; by default 30 days back to 60 ahead): the bookings starting in that
// range. GET ?lead=<id>: the bookings of one lead (docs/architecture.md#d49), newest first.
// GET ?slotsFor=<id>&from=…: where that booking can move, one window of days at a time as
// booking-slots answers them. POST { id, action: 'cancel' } or
// { id, action: 'move', start }: the change, emailed to the visitor with the updated invite.
import { json, type FunctionContext } from '../_shared/context.ts';
import { identifyStaff } from '../_shared/callers.ts';
import { isPlainObject, readJsonBody } from '../_shared/request.ts';
import { BOOKING_MESSAGES, checkSlotWindowQuery, type BookingView } from '../_shared/contracts/booking/booking.ts';
import { siteConfig } from '../_shared/contracts/site/site-config.ts';
import { bookingView, loadSchedule, readBooking, slotOptions, type BookingRecord } from '../_shared/booking/records.ts';
import { answer, cancelBooking, moveBooking, refuse } from '../_shared/booking/changes.ts';
import { windowOfSlots } from '../_shared/booking/slots.ts';

export const BOOKING_ADMIN_MESSAGES = {
  notAdmin: 'Only admins can manage bookings.',
  notFound: 'That booking does not exist.',
  badRequest: 'Send { id, action: "cancel" } or { id, action: "move", start } as JSON.',
  badRange: 'from and to must be instants, from before to, at most a year apart.',
  badLead: 'lead must be the id of a lead.',
} as const;

const DAY = 24 * 60 * 60 * 1000;

/** A booking staff see: confirmed or cancelled. A hold the visitor has not confirmed is not one (docs/architecture.md#d47). */
async function staffBooking(context: FunctionContext, id: string): Promise<BookingRecord | null> {
  const record = UUID.test(id) ? await readBooking(context, id) : null;
  return record && (record.status === 'confirmed' || record.status === 'cancelled') ? record : null;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function list(context: FunctionContext, params: URLSearchParams): Promise<Response> {
  const now = Date.now();
  const from = params.get('from') ? Date.parse(params.get('from') ?? '') : now - 30 * DAY;
  const to = params.get('to') ? Date.parse(params.get('to') ?? '') : now + 60 * DAY;
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to || to - from > 366 * DAY) return refuse({ message: BOOKING_ADMIN_MESSAGES.badRange }, 400);
  const { data, error } = await context.admin.rpc('booking_list', { range_start: new Date(from).toISOString(), range_end: new Date(to).toISOString() });
  if (error) throw new Error(`Could not list bookings: ${error.message}`);
  // booking_list answers an array of booking rows with staff_name (its migration).
  const bookings: BookingView[] = (Array.isArray(data) ? (data as unknown as BookingRecord[]) : []).map(bookingView);
  return json({ bookings }, { headers: { 'Cache-Control': 'no-store' } });
}

async function listForLead(context: FunctionContext, lead: string): Promise<Response> {
  if (!UUID.test(lead)) return refuse({ message: BOOKING_ADMIN_MESSAGES.badLead }, 400);
  const { data, error } = await context.admin.rpc('booking_list_for_lead', { lead });
  if (error) throw new Error(`Could not list the lead's bookings: ${error.message}`);
  const bookings: BookingView[] = (Array.isArray(data) ? (data as unknown as BookingRecord[]) : []).map(bookingView);
  return json({ bookings }, { headers: { 'Cache-Control': 'no-store' } });
}

async function slotsFor(context: FunctionContext, id: string, params: URLSearchParams): Promise<Response> {
  const query = checkSlotWindowQuery(params);
  if (!query.ok) return refuse({ message: query.message }, 400);
  const record = await staffBooking(context, id);
  if (!record) return refuse({ message: BOOKING_ADMIN_MESSAGES.notFound }, 404);
  const now = new Date();
  const schedule = await loadSchedule(context, record.service, now, record.id);
  return json({ timeZone: siteConfig.timeZone, ...windowOfSlots(schedule, slotOptions(now, 'staff'), query.from) });
}

async function change(request: Request, context: FunctionContext): Promise<Response> {
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok || !isPlainObject(body.value)) return refuse({ message: BOOKING_ADMIN_MESSAGES.badRequest }, 400);
  const { id, action, start } = body.value;
  if (typeof id !== 'string' || !UUID.test(id) || (action !== 'cancel' && action !== 'move') || (action === 'move' && typeof start !== 'string')) {
    return refuse({ message: BOOKING_ADMIN_MESSAGES.badRequest }, 400);
  }
  const record = await staffBooking(context, id);
  if (!record) return refuse({ message: BOOKING_ADMIN_MESSAGES.notFound }, 404);
  const outcome = action === 'cancel' ? await cancelBooking(context, record, 'staff') : await moveBooking(context, record, String(start), 'staff');
  if (!outcome.ok) return refuse(outcome.refusal, outcome.status);
  const message = outcome.record.status === 'cancelled' ? 'The booking is cancelled and the visitor was emailed.' : 'The booking is moved and the visitor was emailed.';
  return json(answer(outcome.record, message));
}

export default async function bookingAdmin(request: Request, context: FunctionContext): Promise<Response> {
  const caller = await identifyStaff(request, context);
  if (caller.kind === 'invalid') return refuse({ message: caller.message }, 401);
  if (caller.kind === 'other') return refuse({ message: BOOKING_ADMIN_MESSAGES.notAdmin }, 403);
  if (request.method === 'GET') {
    const params = new URL(request.url).searchParams;
    const id = params.get('slotsFor');
    const lead = params.get('lead');
    if (id !== null) return slotsFor(context, id, params);
    return lead !== null ? listForLead(context, lead) : list(context, params);
  }
  if (request.method === 'POST') return change(request, context);
  return json({ message: BOOKING_MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'GET, POST' } });
}
