// GET /functions/v1/booking-slots?service=payroll&from=2027-01-04: the open 30-minute slots of a
// service in one window of days (docs/architecture.md#d40): BOOKING_WINDOW_DAYS of the firm's
// calendar from `from` (today when absent), never past the horizon, with where the windows before
// and after start. Computed from the staff's hours, days off, the rules, the confirmed bookings and
// the holds not yet lapsed. Public; answers only start times, never who takes the call.
import { json, type FunctionContext } from '../_shared/context.ts';
import { BOOKING_MESSAGES, checkSlotWindowQuery, isBookingService, SLOT_MINUTES, type BookingSlots } from '../_shared/contracts/booking/booking.ts';
import { siteConfig } from '../_shared/contracts/site/site-config.ts';
import { loadSchedule, slotOptions } from '../_shared/booking/records.ts';
import { windowOfSlots } from '../_shared/booking/slots.ts';

export default async function bookingSlots(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'GET') return json({ message: BOOKING_MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'GET' } });
  const params = new URL(request.url).searchParams;
  const service = params.get('service');
  if (!isBookingService(service)) return json({ message: BOOKING_MESSAGES.chooseService }, { status: 400 });
  const query = checkSlotWindowQuery(params);
  if (!query.ok) return json({ message: query.message }, { status: 400 });
  const now = new Date();
  let schedule;
  try {
    schedule = await loadSchedule(context, service, now);
  } catch (error) {
    console.error('[booking-slots]', (error as Error).message);
    return json({ message: BOOKING_MESSAGES.unavailable }, { status: 503 });
  }
  const answer: BookingSlots = {
    service,
    timeZone: siteConfig.timeZone,
    slotMinutes: SLOT_MINUTES,
    ...windowOfSlots(schedule, slotOptions(now), query.from),
  };
  return json(answer, { headers: { 'Cache-Control': 'no-store' } });
}
