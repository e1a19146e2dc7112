// GET /functions/v1/booking-slots?service=payroll: the open 30-minute slots of a service for the
// days ahead (docs/architecture.md#d40), computed from the staff's hours, days off, the rules and
// the confirmed bookings. Public; answers only start times, never who takes the call.
import { json, type FunctionContext } from '../_shared/context.ts';
import { BOOKING_MESSAGES, isBookingService, SLOT_MINUTES, type BookingSlots } from '../_shared/contracts/booking/booking.ts';
import { siteConfig } from '../_shared/contracts/site/site-config.ts';
import { loadSchedule, slotOptions } from '../_shared/booking/records.ts';
import { openSlots } from '../_shared/booking/slots.ts';

export default async function bookingSlots(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'GET') return json({ message: BOOKING_MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'GET' } });
  const service = new URL(request.url).searchParams.get('service');
  if (!isBookingService(service)) return json({ message: BOOKING_MESSAGES.chooseService }, { status: 400 });
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
    slots: openSlots(schedule, slotOptions(now)).map((slot) => slot.start),
  };
  return json(answer, { headers: { 'Cache-Control': 'no-store' } });
}
