// A reminder falling due (an outbox message the bookings trigger queued 24 hours or 1 hour before
// the call): rendered from the booking as it is now. A booking cancelled or moved since the
// reminder was queued gets nothing from it (the trigger dropped it already; this is the check
// for one claimed just before).
import type { FunctionContext } from '../context.ts';
import type { EmailMessage } from '../adapters/email.ts';
import { linkSecretProblem } from './links.ts';
import { bookingLink, emailModel, readBooking } from './records.ts';

interface ReminderPayload {
  bookingId?: unknown;
  sequence?: unknown;
  hoursBefore?: unknown;
}

/** The reminder to send, or null when the booking no longer calls for it. */
export async function reminderEmail(context: FunctionContext, payload: ReminderPayload): Promise<Omit<EmailMessage, 'outboxMessageId'> | null> {
  if (typeof payload.bookingId !== 'string') return null;
  const record = await readBooking(context, payload.bookingId);
  if (!record || record.status !== 'confirmed' || record.sequence !== payload.sequence) return null;
  // process-outbox, which renders reminders, is not one of the booking functions checked for the
  // secret at start-up: without a usable one the reminder is left for a later attempt.
  const problem = linkSecretProblem(context.env);
  if (problem) throw new Error(`The reminder cannot carry its link: ${problem}`);
  const link = await bookingLink(context, record);
  return {
    to: record.email,
    templateAlias: 'booking-reminder',
    model: { ...emailModel(record, context.env.SITE_URL ?? '', { manageUrl: link, hoursBefore: String(payload.hoursBefore ?? '') }) },
  };
}
