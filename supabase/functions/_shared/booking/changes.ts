// Booking, moving and cancelling a consultation, as book-consultation, manage-booking (the
// visitor's private link) and booking-admin (staff) do it: the slot is checked against the schedule
// computed now, the database step refuses what the check let through if someone was quicker
// (23P01), and the visitor is emailed the change with the invite of the same UID and a higher
// SEQUENCE.
import { json, type FunctionContext } from '../context.ts';
import { BOOKING_MESSAGES, SLOT_MINUTES, type BookingAnswer, type BookingRefusal } from '../contracts/booking/booking.ts';
import { bookingCalendar, bookingView, loadSchedule, slotOptions, type BookingRecord } from './records.ts';
import { notifyVisitor } from './notify.ts';
import { callTimes, checkSlot, type Schedule } from './slots.ts';

export type ChangeOutcome = { ok: true; record: BookingRecord } | { ok: false; status: number; refusal: BookingRefusal };

/** What a slot that cannot be had is answered with. */
const SLOT_REFUSALS: Record<'past' | 'outside' | 'taken', string> = {
  past: BOOKING_MESSAGES.past,
  outside: BOOKING_MESSAGES.outsideAvailability,
  taken: BOOKING_MESSAGES.taken,
};

export function slotRefusal(reason: keyof typeof SLOT_REFUSALS): { ok: false; status: number; refusal: BookingRefusal } {
  return { ok: false, status: 409, refusal: { message: SLOT_REFUSALS[reason], reason } };
}

/** The database's answer when another request took the slot first (the exclusion constraint). */
export function wasTaken(error: { code?: string } | null): boolean {
  return error?.code === '23P01';
}

export function staffName(schedule: Schedule, staffId: string): string {
  return schedule.staff.find((member) => member.id === staffId)?.name ?? '';
}

export function refuse(refusal: BookingRefusal, status: number, headers?: HeadersInit): Response {
  return json(refusal, { status, headers });
}

/** The answer about a booking: the message, the booking and how to put it in a calendar. */
export function answer(record: BookingRecord, message: string, link?: string): BookingAnswer {
  return { message, booking: bookingView(record), calendar: bookingCalendar(record, link) };
}

/** Moves a confirmed booking to `start`. Staff may move within the minimum notice; visitors may not. */
export async function moveBooking(
  context: FunctionContext,
  record: BookingRecord,
  start: string,
  by: 'visitor' | 'staff',
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  if (record.status !== 'confirmed') return { ok: false, status: 409, refusal: { message: BOOKING_MESSAGES.alreadyCancelled } };
  const schedule = await loadSchedule(context, record.service, now, record.id);
  const slot = checkSlot(schedule, start, slotOptions(now, by));
  if (!slot.ok) return slotRefusal(slot.reason);
  const times = callTimes(slot.start, SLOT_MINUTES, schedule.settings.bufferMinutes);
  const { data, error } = await context.admin.rpc('move_booking', {
    booking_id: record.id,
    staff_ids: slot.staffIds,
    starts_at: times.startsAt,
    ends_at: times.endsAt,
    blocked_until: times.blockedUntil,
  });
  if (wasTaken(error)) return slotRefusal('taken');
  if (error?.code === '55000') return { ok: false, status: 409, refusal: { message: BOOKING_MESSAGES.alreadyCancelled } };
  if (error || !data) throw new Error(`Could not move booking ${record.id}: ${error?.message ?? 'no row'}`);
  const moved: BookingRecord = { ...data, staff_name: staffName(schedule, data.staff_id) };
  await notifyVisitor(context, 'booking-moved', moved, by === 'visitor' ? 'you' : 'our team');
  return { ok: true, record: moved };
}

/** Cancels a booking; one already cancelled stays as it is and nobody is emailed again. */
export async function cancelBooking(context: FunctionContext, record: BookingRecord, by: 'visitor' | 'staff'): Promise<ChangeOutcome> {
  if (record.status === 'cancelled') return { ok: true, record };
  // A hold is no booking yet: there is nothing to cancel, and nobody to email about it.
  if (record.status !== 'confirmed') return { ok: false, status: 409, refusal: { message: BOOKING_MESSAGES.invalidLink } };
  const { data, error } = await context.admin.rpc('cancel_booking', { booking_id: record.id, cancelled_by: by });
  if (error || !data) throw new Error(`Could not cancel booking ${record.id}: ${error?.message ?? 'no row'}`);
  const cancelled: BookingRecord = { ...data, staff_name: record.staff_name };
  await notifyVisitor(context, 'booking-cancelled', cancelled, by === 'visitor' ? 'you' : 'our team');
  return { ok: true, record: cancelled };
}
