// The booking functions as the /book pages call them (docs/architecture.md#d40): each answer
// becomes either its data or the message a visitor reads (the function's own words when it sent
// some, else a plain sentence), never an exception.
import { functionUrl } from '@firm/shared-contracts';
import type {
  BookingAnswer,
  BookingHoldAnswer,
  BookingRefusal,
  BookingRequest,
  BookingService,
  BookingSlots,
  ManageView,
} from '@firm/shared-contracts/booking';
import type { HONEYPOT_FIELD } from '@firm/shared-contracts/validation';

export type Outcome<T> = { ok: true; data: T } | ({ ok: false; status: number } & BookingRefusal);

export const CONNECTION_PROBLEM = 'We could not reach the booking service. Check your connection and try again, or call us.';

async function call<T>(name: string, init: { query?: Record<string, string>; body?: unknown }, fetchImpl: typeof fetch): Promise<Outcome<T>> {
  const base = functionUrl(name);
  if (!base) return { ok: false, status: 0, message: CONNECTION_PROBLEM };
  const url = init.query ? `${base}?${new URLSearchParams(init.query).toString()}` : base;
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(url, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    body = await response.json().catch(() => null);
  } catch {
    return { ok: false, status: 0, message: CONNECTION_PROBLEM };
  }
  if (response.ok && body && typeof body === 'object') return { ok: true, data: body as T };
  const refusal = (body && typeof body === 'object' ? body : {}) as Partial<BookingRefusal>;
  return {
    ok: false,
    status: response.status,
    message: typeof refusal.message === 'string' && refusal.message ? refusal.message : CONNECTION_PROBLEM,
    ...(refusal.errors && { errors: refusal.errors }),
    ...(refusal.reason && { reason: refusal.reason }),
    ...(refusal.rebook && { rebook: refusal.rebook }),
  };
}

/** The query of a window of open times: `from` only when a later window is asked for. */
function windowQuery(query: Record<string, string>, from?: string | null): Record<string, string> {
  return from ? { ...query, from } : query;
}

export interface BookingApi {
  /** The open times of the window starting on `from` (a firm calendar day); today's by default. */
  slots(service: BookingService, from?: string | null): Promise<Outcome<BookingSlots>>;
  /** The time held until the visitor confirms it from the email; a 202 without a booking is the honeypot's answer. */
  book(request: BookingRequest & { [HONEYPOT_FIELD]?: string }): Promise<Outcome<BookingHoldAnswer>>;
  /** Confirms a hold with the token of its email's link (/book/confirm). */
  confirm(token: string): Promise<Outcome<BookingAnswer>>;
  manage(token: string, from?: string | null): Promise<Outcome<ManageView>>;
  cancel(token: string): Promise<Outcome<BookingAnswer>>;
  reschedule(token: string, start: string): Promise<Outcome<BookingAnswer>>;
}

export function bookingApi(fetchImpl: typeof fetch = (...args) => fetch(...args)): BookingApi {
  return {
    slots: (service, from) => call('booking-slots', { query: windowQuery({ service }, from) }, fetchImpl),
    book: (request) => call('book-consultation', { body: request }, fetchImpl),
    confirm: (token) => call('manage-booking', { body: { token, action: 'confirm' } }, fetchImpl),
    manage: (token, from) => call('manage-booking', { query: windowQuery({ token }, from) }, fetchImpl),
    cancel: (token) => call('manage-booking', { body: { token, action: 'cancel' } }, fetchImpl),
    reschedule: (token, start) => call('manage-booking', { body: { token, action: 'reschedule', start } }, fetchImpl),
  };
}

/** The API the pages use unless a test gives them another. */
export const defaultBookingApi = bookingApi();

/** The zone the visitor's device is set to ('America/New_York'); the firm's when it cannot tell. */
export function visitorTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}
