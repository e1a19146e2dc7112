// The visitor's emails about a booking, through the outbox as every email goes: queued with the
// calendar invite attached (the same UID, the booking's SEQUENCE), then delivered after the answer
// (EdgeRuntime.waitUntil), else by the next process-outbox run. One email per booking change: the
// dedupe key names the booking and its sequence. A hold's email carries the link to confirm it and
// no invite (nothing is booked yet).
import type { FunctionContext } from '../context.ts';
import { queueEmailAndDeliver } from '../outbox.ts';
import { BOOKING_HOLD_RULES } from '../contracts/booking/booking.ts';
import { formatDate } from '../contracts/format/dates.ts';
import { bookingLink, confirmLink, emailedBookingCalendar, emailModel, type BookingRecord } from './records.ts';

export type BookingEmailAlias = 'booking-confirmation' | 'booking-moved' | 'booking-cancelled';

const SEND = { waitSetting: 'BOOKING_SEND_WAIT_MS', log: 'booking' } as const;

/** Queues the email that asks the visitor to confirm a hold, then sends it after the answer. */
export async function askToConfirm(context: FunctionContext, record: BookingRecord): Promise<void> {
  const key = `email:booking-hold:${record.id}`;
  const holdUntil = record.hold_expires_at ? formatDate(record.hold_expires_at, 'zonedTime', record.visitor_time_zone) : '';
  const model = emailModel(record, context.env.SITE_URL ?? '', {
    confirmUrl: await confirmLink(context, record),
    holdMinutes: String(BOOKING_HOLD_RULES.holdMinutes),
    holdUntil,
  });
  const payload = { templateAlias: 'booking-hold', to: record.email, model: { ...model }, bookingId: record.id };
  await queueEmailAndDeliver(context, { payload, dedupeKey: key }, { deliver: [key], ...SEND });
}

/** Queues the email, then sends it (and, for a new booking, its CRM lead) after the answer. */
export async function notifyVisitor(
  context: FunctionContext,
  alias: BookingEmailAlias,
  record: BookingRecord,
  changedBy: 'you' | 'our team' | '' = '',
): Promise<void> {
  const link = record.status === 'confirmed' ? await bookingLink(context, record) : '';
  const calendar = emailedBookingCalendar(record, link || undefined);
  const key = `email:${alias}:${record.id}:${record.sequence}`;
  const payload = {
    templateAlias: alias,
    to: record.email,
    model: { ...emailModel(record, context.env.SITE_URL ?? '', { manageUrl: link, changedBy }) },
    attachments: [
      {
        filename: calendar.icsFilename,
        contentType: `text/calendar; charset=utf-8; method=${record.status === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
        content: calendar.ics,
      },
    ],
    bookingId: record.id,
  };
  await queueEmailAndDeliver(context, { payload, dedupeKey: key }, {
    deliver: [key, ...(alias === 'booking-confirmation' && record.inquiry_id ? [`crm-lead:${record.inquiry_id}`] : [])],
    ...SEND,
  });
}
