// The booking functions' handlers (booking-slots, book-consultation, manage-booking, booking-admin),
// run in-process over the migrated and seeded test database (tests/helpers/db-rest.ts): what a
// visitor is told for each kind of bad request, the honeypot, the slot rules, the hold and its
// confirmation from the email (the limits of one caller and one email address, a hold that lapses,
// forged and lapsed confirm links), the private link (tampered, lapsed), the emails with their
// calendar invites, the staff side, reminders through the outbox, and ten simultaneous requests
// for one slot giving one hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../db/harness.ts';
import { as, contextOverDb } from '../helpers/db-rest.ts';
import { firmDay, fullestDay, spacedSlots } from '../helpers/booking-slots.ts';
import type { Env, FunctionContext } from '../../functions/_shared/context.ts';
import {
  BOOKING_HOLD_RULES,
  BOOKING_MESSAGES,
  type BookingAnswer,
  type BookingHoldAnswer,
  type BookingSlots,
  type ManageView,
} from '../../functions/_shared/contracts/booking/booking.ts';
import { HONEYPOT_THANKS } from '../../functions/_shared/contracts/validation/index.ts';
import { signBookingToken } from '../../functions/_shared/booking/links.ts';
import { addDays } from '../../functions/_shared/dates.ts';
import { processOutbox } from '../../functions/_shared/outbox.ts';
import bookingSlots from '../../functions/booking-slots/handler.ts';
import bookConsultation from '../../functions/book-consultation/handler.ts';
import manageBooking from '../../functions/manage-booking/handler.ts';
import bookingAdmin, { BOOKING_ADMIN_MESSAGES } from '../../functions/booking-admin/handler.ts';

const SECRET = 'handler-test-booking-link-secret-0123456789';
const ENV: Env = {
  SITE_URL: 'https://www.example-firm.test',
  BOOKING_LINK_SECRET: SECRET,
  BOOKING_MAX_PER_IP: '100',
  BOOKING_MAX_PER_EMAIL: '100',
  BOOKING_MANAGE_MAX_PER_IP: '100',
  // Wait for the emails, so the mailbox can be read right after each request.
  BOOKING_SEND_WAIT_MS: '20000',
};

let db: TestDb;
let context: FunctionContext;

beforeAll(async () => {
  db = await openTestDb();
  context = contextOverDb(db, ENV);
});

afterAll(async () => {
  await db?.close();
});

const FN = 'http://functions.test/functions/v1';

function visitor(overrides: Record<string, unknown> = {}) {
  return {
    service: 'bookkeeping',
    start: '',
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '(702) 555-0100',
    company: 'Lee Landscaping',
    message: 'Monthly books for a crew of six.',
    timeZone: 'America/New_York',
    website: '',
    ...overrides,
  };
}

async function post(handler: typeof bookConsultation, name: string, body: unknown, headers: Record<string, string> = {}, env?: Env) {
  const response = await handler(
    new Request(`${FN}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.10', ...headers }, body: JSON.stringify(body) }),
    env ? contextOverDb(db, env) : context,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get(handler: typeof bookingSlots, path: string, headers: Record<string, string> = {}) {
  const response = await handler(new Request(`${FN}/${path}`, { headers }), context);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The open bookkeeping slots now (Dana alone takes bookkeeping calls in the seed). */
async function openSlots(service = 'bookkeeping'): Promise<string[]> {
  const { status, body } = await get(bookingSlots, `booking-slots?service=${service}`);
  expect(status).toBe(200);
  return (body as unknown as BookingSlots).slots;
}


async function mailTo(email: string) {
  const { rows } = await db.ownerQuery<{ template: string; subject: string; text: string; attachments: { filename: string; contentType: string; content: string }[] }>(
    'select template, subject, text, attachments from public.mailbox_messages where to_email = $1 order by created_at, id',
    [email],
  );
  return rows;
}

function tokenIn(text: string, page: 'manage' | 'confirm' = 'manage'): string {
  const match = new RegExp(`/book/${page}\\?token=([^\\s]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** The confirm link's token in the hold email to `email` (the latest one). */
async function confirmTokenFor(email: string): Promise<string> {
  const hold = (await mailTo(email)).filter((mail) => mail.template === 'booking-hold').at(-1);
  expect(hold, `a hold email to ${email}`).toBeDefined();
  return tokenIn(hold!.text, 'confirm');
}

/** What the /book/confirm page sends for a token. */
function confirmWith(token: string, headers: Record<string, string> = {}) {
  return post(manageBooking, 'manage-booking', { token, action: 'confirm' }, headers);
}

/** Requests `start` as `email` and confirms it from the email, as the visitor does: the booking. */
async function bookAndConfirm(overrides: Record<string, unknown>, headers: Record<string, string> = {}): Promise<BookingAnswer> {
  const held = await post(bookConsultation, 'book-consultation', visitor(overrides), headers);
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const confirmed = await confirmWith(await confirmTokenFor(String(overrides.email ?? 'ann@example.com')));
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body as unknown as BookingAnswer;
}

describe('booking-slots', () => {
  it('answers the open half hours of a service on the firm\'s clock, no sooner than the notice', async () => {
    const { status, body } = await get(bookingSlots, 'booking-slots?service=payroll');
    expect(status).toBe(200);
    const answer = body as unknown as BookingSlots;
    expect(answer).toMatchObject({ service: 'payroll', timeZone: 'America/Los_Angeles', slotMinutes: 30 });
    expect(answer.slots.length).toBeGreaterThan(20);
    for (const start of answer.slots) {
      expect(Date.parse(start) % (30 * 60_000)).toBe(0);
      expect(Date.parse(start)).toBeGreaterThanOrEqual(Date.now() + 4 * 3600_000 - 60_000);
      expect(Date.parse(start)).toBeLessThan(Date.now() + 14 * 24 * 3600_000);
    }
  });

  it('refuses an unknown service', async () => {
    expect(await get(bookingSlots, 'booking-slots?service=notary')).toEqual({ status: 400, body: { message: BOOKING_MESSAGES.chooseService } });
  });

  it('answers a fortnight from today, and names the window after it', async () => {
    const answer = (await get(bookingSlots, 'booking-slots?service=bookkeeping')).body as unknown as BookingSlots;
    const today = firmDay(new Date());
    expect(answer).toMatchObject({ windowStart: today, windowEnd: addDays(today, 13), previousFrom: null, nextFrom: addDays(today, 14) });
    for (const start of answer.slots) expect(firmDay(new Date(start)) <= answer.windowEnd).toBe(true);
  });

  it('refuses a from that is not a calendar date', async () => {
    for (const from of ['2027-02-30', 'tomorrow', '2027-1-4', '']) {
      expect(await get(bookingSlots, `booking-slots?service=bookkeeping&from=${from}`), from).toEqual({ status: 400, body: { message: BOOKING_MESSAGES.fromInvalid } });
    }
  });

  it('opens a window months ahead when staff let the calendar reach a year, and that slot can be booked', async () => {
    const { rows } = await db.ownerQuery<{ horizon_days: number }>('select horizon_days from public.booking_settings');
    await db.ownerQuery('update public.booking_settings set horizon_days = 365');
    try {
      const from = addDays(firmDay(new Date()), 200);
      const answer = (await get(bookingSlots, `booking-slots?service=bookkeeping&from=${from}`)).body as unknown as BookingSlots;
      expect(answer).toMatchObject({ windowStart: from, windowEnd: addDays(from, 13), previousFrom: addDays(from, -14), nextFrom: addDays(from, 14) });
      expect(answer.slots.length).toBeGreaterThan(0);
      for (const start of answer.slots) expect(firmDay(new Date(start)) >= from && firmDay(new Date(start)) <= answer.windowEnd, start).toBe(true);
      const booked = await post(bookConsultation, 'book-consultation', visitor({ start: answer.slots[0], email: 'far-ahead@example.com' }));
      expect(booked.status).toBe(201);
    } finally {
      await db.ownerQuery('update public.booking_settings set horizon_days = $1', [rows[0]!.horizon_days]);
      await db.ownerQuery(`delete from public.bookings where email = 'far-ahead@example.com'`);
    }
  });
});

describe('book-consultation: bad requests store nothing', () => {
  it('names each field that is missing or wrong, in the page\'s words', async () => {
    const empty = await post(bookConsultation, 'book-consultation', { service: 'bookkeeping' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: BOOKING_MESSAGES.invalidFields,
      errors: {
        start: BOOKING_MESSAGES.chooseTime,
        name: BOOKING_MESSAGES.nameRequired,
        email: BOOKING_MESSAGES.emailRequired,
        message: BOOKING_MESSAGES.messageRequired,
        timeZone: BOOKING_MESSAGES.timeZoneInvalid,
      },
    });
    const wrong = await post(bookConsultation, 'book-consultation', visitor({ service: 'tax', start: 'tomorrow', email: 'ann@', phone: 'call me', timeZone: 'Mars/Olympus' }));
    expect(wrong.body.errors).toEqual({
      service: BOOKING_MESSAGES.chooseService,
      start: BOOKING_MESSAGES.chooseTime,
      email: BOOKING_MESSAGES.emailInvalid,
      phone: BOOKING_MESSAGES.phoneInvalid,
      timeZone: BOOKING_MESSAGES.timeZoneInvalid,
    });
    const notJson = await bookConsultation(new Request(`${FN}/book-consultation`, { method: 'POST', body: 'name=Ann' }), context);
    expect(notJson.status).toBe(400);
  });

  it('thanks a robot that filled the honeypot and stores nothing', async () => {
    const [start] = await openSlots();
    const answer = await post(bookConsultation, 'book-consultation', visitor({ start, email: 'robot@example.com', website: 'https://spam.example' }));
    expect(answer).toEqual({ status: 202, body: { message: HONEYPOT_THANKS } });
    const stored = await db.ownerQuery(`select 1 from public.bookings where email = 'robot@example.com' union all select 1 from public.contact_inquiries where email = 'robot@example.com'`);
    expect(stored.rowCount).toBe(0);
  });

  it('refuses a slot in the past and one outside the hours', async () => {
    const past = new Date(Math.floor(Date.now() / 1800_000) * 1800_000 - 24 * 3600_000).toISOString();
    expect(await post(bookConsultation, 'book-consultation', visitor({ start: past, email: 'past@example.com' }))).toEqual({
      status: 409,
      body: { message: BOOKING_MESSAGES.past, reason: 'past' },
    });
    // 12:00 UTC is 4 or 5 AM in Las Vegas: nobody's hours.
    const early = new Date(Date.now() + 3 * 24 * 3600_000);
    early.setUTCHours(12, 0, 0, 0);
    expect(await post(bookConsultation, 'book-consultation', visitor({ start: early.toISOString(), email: 'early@example.com' }))).toEqual({
      status: 409,
      body: { message: BOOKING_MESSAGES.outsideAvailability, reason: 'outside' },
    });
    const stored = await db.ownerQuery(`select 1 from public.bookings where email in ('past@example.com', 'early@example.com')`);
    expect(stored.rowCount).toBe(0);
  });

  it('throttles a burst from one network as the contact form does', async () => {
    const slots = await openSlots('payroll');
    const env = { ...ENV, BOOKING_MAX_PER_IP: '2' };
    const headers = { 'x-real-ip': '198.51.100.77' };
    const answers = [];
    // Three slots hours apart, so no call falls in another's buffer.
    for (const [index, start] of [slots.at(-1), slots.at(-9), slots.at(-17)].entries()) {
      answers.push(await post(bookConsultation, 'book-consultation', visitor({ service: 'payroll', start, email: `burst${index}@example.com` }), headers, env));
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429]);
    expect(answers[2]!.body).toEqual({ message: BOOKING_MESSAGES.tooManyFromAddress });
  });
});

describe('a booking', () => {
  let booking: BookingAnswer;
  let token: string;

  beforeAll(async () => {
    const [start] = await openSlots();
    booking = await bookAndConfirm({ start });
    token = tokenIn((await mailTo('ann@example.com')).find((mail) => mail.template === 'booking-confirmation')!.text);
  });

  it('is confirmed with the time, a calendar invite and calendar links, and leaves a lead for the CRM', async () => {
    expect(booking.message).toBe(BOOKING_MESSAGES.booked);
    expect(booking.booking).toMatchObject({ service: 'bookkeeping', status: 'confirmed', staffName: 'Dana Whitfield', sequence: 0, visitorTimeZone: 'America/New_York' });
    expect(Date.parse(booking.booking.end) - Date.parse(booking.booking.start)).toBe(30 * 60_000);
    const ics = booking.calendar.ics;
    expect(ics).toContain(`UID:booking-${booking.booking.id}@silverstatebooks.example\r\n`);
    expect(ics).toContain('SEQUENCE:0\r\n');
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('ORGANIZER;CN="Silver State Books":mailto:hello@silverstatebooks.example\r\n');
    expect(booking.calendar.googleUrl).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    expect(booking.calendar.outlookUrl).toMatch(/^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/);
    const lead = await db.ownerQuery<{ service: string; message: string; crm: string }>(
      `select i.service, i.message, m.status as crm from public.bookings b join public.contact_inquiries i on i.id = b.inquiry_id
         join public.outbox_messages m on m.dedupe_key = 'crm-lead:' || i.id where b.id = $1`,
      [booking.booking.id],
    );
    expect(lead.rows[0]).toMatchObject({ service: 'bookkeeping', crm: 'sent' });
    expect(lead.rows[0]!.message).toContain('Monthly books for a crew of six.');
  });

  it('is emailed with both times, the invite and the private link once confirmed', async () => {
    const mails = await mailTo('ann@example.com');
    expect(mails.map((each) => each.template)).toEqual(['booking-hold', 'booking-confirmation']);
    const mail = mails[1];
    expect(mail).toMatchObject({ template: 'booking-confirmation', subject: 'Your free Bookkeeping consultation is booked' });
    expect(mail!.text).toMatch(/When: \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M E[SD]T/);
    expect(mail!.text).toMatch(/\(\w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M P[SD]T in Las Vegas\)/);
    expect(mail!.text).toContain('https://www.example-firm.test/book/manage?token=');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: 'consultation.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(mail!.attachments[0]!.content).toContain('SEQUENCE:0');
  });

  it('takes its slot: the next visitor is told to pick another', async () => {
    expect(await openSlots()).not.toContain(booking.booking.start);
    const again = await post(bookConsultation, 'book-consultation', visitor({ start: booking.booking.start, email: 'second@example.com' }));
    expect(again).toEqual({ status: 409, body: { message: BOOKING_MESSAGES.taken, reason: 'taken' } });
  });

  it('has reminders due 24 hours and 1 hour before it, sent by the outbox when due', async () => {
    const { rows } = await db.ownerQuery<{ hours: number; due: Date }>(
      `select (payload ->> 'hoursBefore')::int as hours, next_attempt_at as due from public.outbox_messages
        where kind = 'booking.reminder' and payload ->> 'bookingId' = $1 order by next_attempt_at`,
      [booking.booking.id],
    );
    const start = Date.parse(booking.booking.start);
    expect(rows.map((row) => [row.hours, new Date(row.due).getTime()]).filter(([, due]) => due! > Date.now())).toEqual(
      [[24, start - 24 * 3600_000], [1, start - 3600_000]].filter(([, due]) => due! > Date.now()),
    );
    // The 1-hour reminder falls due: the next run sends it with the private link.
    await db.ownerQuery(`update public.outbox_messages set next_attempt_at = now() where kind = 'booking.reminder' and payload ->> 'bookingId' = $1 and payload ->> 'hoursBefore' = '1'`, [booking.booking.id]);
    const report = await processOutbox(context);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const reminder = (await mailTo('ann@example.com')).find((mail) => mail.template === 'booking-reminder');
    expect(reminder?.subject).toBe('Your free Bookkeeping consultation starts in an hour');
    expect(reminder?.text).toContain('/book/manage?token=');
  });

  it('is shown through its private link, with the slots it can move to', async () => {
    const { status, body } = await get(manageBooking, `manage-booking?token=${encodeURIComponent(token)}`);
    expect(status).toBe(200);
    const view = body as unknown as ManageView;
    expect(view.booking.id).toBe(booking.booking.id);
    expect(view.slots.length).toBeGreaterThan(0);
    // Its own time stays on offer: moving within its own buffer is allowed.
    expect(view.slots).toContain(booking.booking.start);
  });

  it('refuses a tampered or lapsed link and changes nothing', async () => {
    const [id, expires, signature] = token.split('.');
    const otherId = `${id!.slice(0, -1)}${id!.endsWith('0') ? '1' : '0'}`;
    const tampered = [
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${otherId}.${expires}.${signature}`,
      `${id}.${expires}.${signature!.slice(0, -2)}AA`,
      'not-a-token',
    ];
    for (const bad of tampered) {
      expect(await get(manageBooking, `manage-booking?token=${encodeURIComponent(bad)}`)).toEqual({ status: 400, body: { message: BOOKING_MESSAGES.invalidLink } });
      expect((await post(manageBooking, 'manage-booking', { token: bad, action: 'cancel' })).status).toBe(400);
    }
    const lapsed = await signBookingToken(SECRET, booking.booking.id, new Date(Date.now() - 60_000));
    expect(await get(manageBooking, `manage-booking?token=${encodeURIComponent(lapsed)}`)).toEqual({ status: 410, body: { message: BOOKING_MESSAGES.expiredLink } });
    expect((await post(manageBooking, 'manage-booking', { token: lapsed, action: 'cancel' })).status).toBe(410);
    // Signed with another secret: not ours.
    const forged = await signBookingToken('another-secret-of-at-least-32-characters!', booking.booking.id, new Date(Date.now() + 86_400_000));
    expect((await post(manageBooking, 'manage-booking', { token: forged, action: 'cancel' })).status).toBe(400);
    const { rows } = await db.ownerQuery<{ status: string; sequence: number }>('select status, sequence from public.bookings where id = $1', [booking.booking.id]);
    expect(rows[0]).toEqual({ status: 'confirmed', sequence: 0 });
  });

  it('moves through its link to another open slot: same UID, higher SEQUENCE, new reminders', async () => {
    const slots = await openSlots();
    const target = slots[slots.length - 1]!;
    const moved = await post(manageBooking, 'manage-booking', { token, action: 'reschedule', start: target });
    expect(moved.status).toBe(200);
    const answer = moved.body as unknown as BookingAnswer;
    expect(answer.message).toBe(BOOKING_MESSAGES.rescheduled);
    expect(answer.booking).toMatchObject({ id: booking.booking.id, start: target, sequence: 1 });
    expect(answer.calendar.ics).toContain(`UID:booking-${booking.booking.id}@silverstatebooks.example`);
    expect(answer.calendar.ics).toContain('SEQUENCE:1');
    const mail = (await mailTo('ann@example.com')).find((each) => each.template === 'booking-moved');
    expect(mail?.text).toContain('As you asked, your free Bookkeeping consultation has been moved');
    expect(mail?.attachments[0]?.content).toContain('SEQUENCE:1');
    const reminders = await db.ownerQuery<{ sequence: number }>(
      `select (payload ->> 'sequence')::int as sequence from public.outbox_messages where kind = 'booking.reminder' and status = 'pending' and payload ->> 'bookingId' = $1`,
      [booking.booking.id],
    );
    expect(reminders.rows.map((row) => row.sequence)).toEqual(reminders.rows.map(() => 1));
    // Its old time is open again; a taken one is refused.
    expect(await openSlots()).toContain(booking.booking.start);
  });

  it('is cancelled through its link: the invite cancels, the reminders go', async () => {
    const cancelled = await post(manageBooking, 'manage-booking', { token, action: 'cancel' });
    expect(cancelled.status).toBe(200);
    const answer = cancelled.body as unknown as BookingAnswer;
    expect(answer.message).toBe(BOOKING_MESSAGES.cancelled);
    expect(answer.booking).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(answer.calendar.ics).toContain('METHOD:CANCEL');
    expect(answer.calendar.ics).toContain('STATUS:CANCELLED');
    const mail = (await mailTo('ann@example.com')).find((each) => each.template === 'booking-cancelled');
    expect(mail?.attachments[0]).toMatchObject({ contentType: 'text/calendar; charset=utf-8; method=CANCEL' });
    expect(mail?.attachments[0]?.content).toContain('SEQUENCE:2');
    const reminders = await db.ownerQuery(`select 1 from public.outbox_messages where kind = 'booking.reminder' and status = 'pending' and payload ->> 'bookingId' = $1`, [booking.booking.id]);
    expect(reminders.rowCount).toBe(0);
    // The link now shows the cancellation and offers no slots.
    const view = (await get(manageBooking, `manage-booking?token=${encodeURIComponent(token)}`)).body as unknown as ManageView;
    expect(view).toMatchObject({ message: BOOKING_MESSAGES.alreadyCancelled, slots: [] });
    expect((await post(manageBooking, 'manage-booking', { token, action: 'reschedule', start: (await openSlots())[0] })).body).toEqual({ message: BOOKING_MESSAGES.alreadyCancelled });
  });
});

describe('a request is a hold until confirmed from the email', () => {
  // A stranger's words, which must never reach an address nobody has verified.
  const LURE = 'Your invoice is overdue. Pay at http://evil.example/pay';
  const HOUR = 3600_000;

  async function holdsOf(pattern: string) {
    const { rows } = await db.ownerQuery<{ id: string; email: string; status: string; starts_at: Date }>(
      `select id, email, status, starts_at from public.bookings where email ilike $1 order by created_at`,
      [pattern],
    );
    return rows;
  }

  async function forget(pattern: string) {
    await db.ownerQuery(`delete from public.bookings where email ilike $1`, [pattern]);
    await db.ownerQuery(`delete from public.contact_inquiries where email ilike $1`, [pattern]);
  }

  it('is answered with the time held and asks for the confirmation in the firm\'s words only: no visitor text, no invite, no lead', async () => {
    const [start] = await openSlots();
    try {
      const held = await post(
        bookConsultation,
        'book-consultation',
        visitor({ start, email: 'lure@example.com', name: LURE, company: LURE, phone: '702-555-0199', message: `${LURE}\nCall 702-000-0000 today.` }),
      );
      expect(held.status).toBe(201);
      const answer = held.body as unknown as BookingHoldAnswer;
      expect(answer).toMatchObject({ message: BOOKING_MESSAGES.held, holdMinutes: 30, booking: { status: 'held', start } });
      expect(Math.abs(Date.parse(answer.holdExpiresAt) - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
      expect(await openSlots()).not.toContain(start);

      const mails = await mailTo('lure@example.com');
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({ template: 'booking-hold', subject: 'Please confirm your free Bookkeeping consultation', attachments: [] });
      expect(mail.text.startsWith('Hello,')).toBe(true);
      expect(mail.text).toContain('within 30 minutes');
      expect(mail.text).toContain('https://www.example-firm.test/book/confirm?token=');
      const { rows } = await db.ownerQuery<{ html: string }>(`select html from public.mailbox_messages where to_email = 'lure@example.com'`);
      for (const part of [mail.subject, mail.text, rows[0]!.html]) {
        for (const typed of ['evil.example', 'overdue', '555-0199', '702-000-0000']) expect(part).not.toContain(typed);
      }
      // Nothing reaches staff or the CRM, and nothing is reminded, until the visitor confirms.
      const lead = await db.ownerQuery(`select 1 from public.contact_inquiries where email = 'lure@example.com'`);
      expect(lead.rowCount).toBe(0);
      const reminders = await db.ownerQuery(`select 1 from public.outbox_messages where kind = 'booking.reminder' and payload ->> 'bookingId' = $1`, [answer.booking.id]);
      expect(reminders.rowCount).toBe(0);
    } finally {
      await forget('lure@example.com');
    }
  });

  it('lets one caller with throwaway emails hold at most two times of a day; the day stays open to everyone else', async () => {
    const slots = await openSlots();
    const picks = spacedSlots(fullestDay(slots), 4).slice(0, 4);
    expect(picks).toHaveLength(4);
    const caller = { 'x-real-ip': '198.51.100.20' };
    try {
      const answers = [];
      for (const [index, start] of picks.entries()) {
        answers.push(await post(bookConsultation, 'book-consultation', visitor({ start, email: `throwaway${index}@example.com` }), caller));
      }
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429, 429]);
      expect(answers[2]!.body).toEqual({ message: BOOKING_MESSAGES.dayHeldFromAddress });
      expect((await holdsOf('throwaway%@example.com')).map((row) => row.status)).toEqual(['held', 'held']);
      // The two times refused are still open, and another network holds one of them.
      const open = await openSlots();
      expect(open).toEqual(expect.arrayContaining(picks.slice(2)));
      const other = await post(bookConsultation, 'book-consultation', visitor({ start: picks[2], email: 'neighbour@example.com' }), { 'x-real-ip': '198.51.100.21' });
      expect(other.status).toBe(201);
    } finally {
      await forget('throwaway%@example.com');
      await forget('neighbour@example.com');
    }
  });

  it(`lets one caller hold at most ${BOOKING_HOLD_RULES.requestsPerAddressPerDay} times in a day, over all days`, async () => {
    const picks = spacedSlots(await openSlots(), 2).slice(0, BOOKING_HOLD_RULES.requestsPerAddressPerDay + 1);
    expect(picks).toHaveLength(BOOKING_HOLD_RULES.requestsPerAddressPerDay + 1);
    const caller = { 'x-real-ip': '198.51.100.22' };
    try {
      const statuses = [];
      for (const [index, start] of picks.entries()) {
        const answer = await post(bookConsultation, 'book-consultation', visitor({ start, email: `daily${index}@example.com` }), caller);
        statuses.push(answer.status);
        if (index === picks.length - 1) expect(answer.body).toEqual({ message: BOOKING_MESSAGES.tooManyToday });
      }
      expect(statuses).toEqual([...picks.slice(1).map(() => 201), 429]);
    } finally {
      await forget('daily%@example.com');
    }
  });

  it('holds one consultation per email address, whatever its case and whichever network asks', async () => {
    const slots = await openSlots();
    try {
      const first = await post(bookConsultation, 'book-consultation', visitor({ start: slots.at(-1), email: 'once@example.com' }), { 'x-real-ip': '198.51.100.30' });
      expect(first.status).toBe(201);
      const again = await post(bookConsultation, 'book-consultation', visitor({ start: slots.at(-5), email: 'Once@Example.com' }), { 'x-real-ip': '198.51.100.31' });
      expect(again).toEqual({ status: 409, body: { message: BOOKING_MESSAGES.emailHasBooking } });
      expect((await confirmWith(await confirmTokenFor('once@example.com'))).status).toBe(200);
      const booked = await post(bookConsultation, 'book-consultation', visitor({ start: slots.at(-5), email: 'once@example.com' }), { 'x-real-ip': '198.51.100.32' });
      expect(booked).toEqual({ status: 409, body: { message: BOOKING_MESSAGES.emailHasBooking } });
      expect((await holdsOf('once@example.com')).map((row) => row.status)).toEqual(['confirmed']);
    } finally {
      await forget('once@example.com');
    }
  });

  it('is released when nobody confirms it: its time is open again, and its link says whether it still is', async () => {
    const slots = await openSlots();
    const start = slots.at(-3)!;
    try {
      expect((await post(bookConsultation, 'book-consultation', visitor({ start, email: 'lapse@example.com' }), { 'x-real-ip': '198.51.100.40' })).status).toBe(201);
      expect(await openSlots()).not.toContain(start);
      const token = await confirmTokenFor('lapse@example.com');
      // Half an hour later (the hold's end moved back): the time is open before the job runs.
      await db.ownerQuery(`update public.bookings set hold_expires_at = now() - interval '1 second' where email = 'lapse@example.com'`);
      expect(await openSlots()).toContain(start);
      // The job marks it released.
      const job = await db.ownerQuery<{ command: string }>(`select command from private.scheduled_jobs where name = 'release-booking-holds'`);
      await db.ownerQuery(job.rows[0]!.command);
      expect((await holdsOf('lapse@example.com')).map((row) => row.status)).toEqual(['expired']);

      const rebook = { service: 'bookkeeping', from: firmDay(new Date(start)) };
      expect(await confirmWith(token)).toEqual({
        status: 410,
        body: { message: BOOKING_MESSAGES.holdLapsedFree, reason: 'lapsed', rebook: { ...rebook, stillOpen: true } },
      });
      expect((await mailTo('lapse@example.com')).map((mail) => mail.template)).toEqual(['booking-hold']);
      expect((await db.ownerQuery(`select 1 from public.contact_inquiries where email = 'lapse@example.com'`)).rowCount).toBe(0);

      // Someone else takes the time; the old link now says so.
      expect((await post(bookConsultation, 'book-consultation', visitor({ start, email: 'taker@example.com' }), { 'x-real-ip': '198.51.100.41' })).status).toBe(201);
      expect(await confirmWith(token)).toEqual({
        status: 410,
        body: { message: BOOKING_MESSAGES.holdLapsedTaken, reason: 'lapsed', rebook: { ...rebook, stillOpen: false } },
      });
      expect((await holdsOf('lapse@example.com')).map((row) => row.status)).toEqual(['expired']);

      // A day after it lapsed the hold is deleted; its (long lapsed) link still reads plainly.
      const { id } = (await holdsOf('lapse@example.com'))[0]!;
      await db.ownerQuery(`update public.bookings set hold_expires_at = now() - interval '25 hours' where email = 'lapse@example.com'`);
      await db.ownerQuery(job.rows[0]!.command);
      expect(await holdsOf('lapse@example.com')).toEqual([]);
      const lapsed = await signBookingToken(SECRET, id, new Date(Date.now() - 24 * HOUR), 'confirm');
      expect(await confirmWith(lapsed)).toEqual({ status: 410, body: { message: BOOKING_MESSAGES.holdLapsed, reason: 'lapsed' } });
    } finally {
      await forget('lapse@example.com');
      await forget('taker@example.com');
    }
  });

  it('becomes a booking that stays when the hold time passes and the job runs', async () => {
    const slots = await openSlots();
    const start = slots.at(-7)!;
    try {
      const booked = await bookAndConfirm({ start, email: 'stays@example.com' }, { 'x-real-ip': '198.51.100.50' });
      expect(booked.booking).toMatchObject({ status: 'confirmed', start });
      await db.ownerQuery(`update public.bookings set hold_expires_at = now() - interval '2 days' where email = 'stays@example.com'`);
      await db.ownerQuery('select private.release_booking_holds()');
      expect((await holdsOf('stays@example.com')).map((row) => row.status)).toEqual(['confirmed']);
      expect(await openSlots()).not.toContain(start);
      const reminders = await db.ownerQuery(`select 1 from public.outbox_messages where kind = 'booking.reminder' and status = 'pending' and payload ->> 'bookingId' = $1`, [booked.booking.id]);
      expect(reminders.rowCount).toBeGreaterThan(0);
    } finally {
      await forget('stays@example.com');
    }
  });

  it('is confirmed once: confirming again, even twice at the same moment, sends nothing more', async () => {
    const slots = await openSlots();
    try {
      expect((await post(bookConsultation, 'book-consultation', visitor({ start: slots.at(-9), email: 'twice@example.com' }), { 'x-real-ip': '198.51.100.55' })).status).toBe(201);
      const token = await confirmTokenFor('twice@example.com');
      const both = await Promise.all([confirmWith(token), confirmWith(token)]);
      expect(both.map((answer) => answer.status)).toEqual([200, 200]);
      // Both visitors' tabs are told it is booked (which of the two did it is no matter to them).
      for (const answer of both) expect([BOOKING_MESSAGES.booked, BOOKING_MESSAGES.alreadyConfirmed]).toContain(answer.body.message);
      const later = await confirmWith(token);
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({ message: BOOKING_MESSAGES.alreadyConfirmed, booking: { status: 'confirmed', sequence: 0 } });
      expect((await mailTo('twice@example.com')).map((mail) => mail.template)).toEqual(['booking-hold', 'booking-confirmation']);
      expect((await db.ownerQuery(`select 1 from public.contact_inquiries where email = 'twice@example.com'`)).rowCount).toBe(1);
    } finally {
      await forget('twice@example.com');
    }
  });

  it('refuses a forged, tampered or lapsed confirm link, and a manage link in its place; a cancelled booking stays cancelled', async () => {
    const slots = await openSlots();
    try {
      const held = await post(bookConsultation, 'book-consultation', visitor({ start: slots.at(-11), email: 'tokens@example.com' }), { 'x-real-ip': '198.51.100.60' });
      const id = (held.body as unknown as BookingHoldAnswer).booking.id;
      const token = await confirmTokenFor('tokens@example.com');
      const [, expires, signature] = token.split('.');
      const later = new Date(Date.now() + 24 * HOUR);
      const refused = [
        await signBookingToken('another-secret-of-at-least-32-characters!', id, later, 'confirm'),
        `${id}.${Number(expires) + 3600}.${signature}`,
        // A manage link is no confirm link, though the same secret signed it.
        await signBookingToken(SECRET, id, later),
        'not-a-token',
      ];
      for (const bad of refused) expect(await confirmWith(bad), bad).toEqual({ status: 400, body: { message: BOOKING_MESSAGES.invalidLink } });
      // Nor is a confirm link a manage link.
      expect(await get(manageBooking, `manage-booking?token=${encodeURIComponent(token)}`)).toEqual({ status: 400, body: { message: BOOKING_MESSAGES.invalidLink } });
      const lapsed = await confirmWith(await signBookingToken(SECRET, id, new Date(Date.now() - 60_000), 'confirm'));
      expect(lapsed.status).toBe(410);
      expect(lapsed.body.reason).toBe('lapsed');
      expect((await holdsOf('tokens@example.com')).map((row) => row.status)).toEqual(['held']);

      expect((await confirmWith(token)).status).toBe(200);
      const manage = tokenIn((await mailTo('tokens@example.com')).find((mail) => mail.template === 'booking-confirmation')!.text);
      expect((await post(manageBooking, 'manage-booking', { token: manage, action: 'cancel' })).status).toBe(200);
      expect(await confirmWith(token)).toEqual({ status: 409, body: { message: BOOKING_MESSAGES.alreadyCancelled } });
      const { rows } = await db.ownerQuery<{ status: string; sequence: number }>('select status, sequence from public.bookings where id = $1', [id]);
      expect(rows[0]).toEqual({ status: 'cancelled', sequence: 1 });
    } finally {
      await forget('tokens@example.com');
    }
  });
});

describe('ten simultaneous requests for one slot', () => {
  it('give exactly one hold and nine "pick another" answers', async () => {
    const slots = await openSlots();
    const start = slots[Math.floor(slots.length / 2)]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(bookConsultation, 'book-consultation', visitor({ start, email: `rush${index}@example.com` }), { 'x-real-ip': `192.0.2.${index + 1}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(9);
    for (const answer of refused) expect(answer).toEqual({ status: 409, body: { message: BOOKING_MESSAGES.taken, reason: 'taken' } });
    const stored = await db.ownerQuery(`select 1 from public.bookings where starts_at = $1 and status = 'held'`, [start]);
    expect(stored.rowCount).toBe(1);
  });
});

describe('booking-admin', () => {
  let id: string;

  beforeAll(async () => {
    const slots = await openSlots();
    id = (await bookAndConfirm({ start: slots[1], email: 'staffside@example.com' })).booking.id;
  });

  it('is for admins and super admins only', async () => {
    expect((await get(bookingAdmin, 'booking-admin')).status).toBe(401);
    expect(await get(bookingAdmin, 'booking-admin', as('writer'))).toEqual({ status: 403, body: { message: BOOKING_ADMIN_MESSAGES.notAdmin } });
    expect((await get(bookingAdmin, 'booking-admin', as('suspended'))).status).toBe(403);
    expect((await post(bookingAdmin, 'booking-admin', { id, action: 'cancel' }, as('writer'))).status).toBe(403);
    for (const user of ['admin', 'super'] as const) {
      const { status, body } = await get(bookingAdmin, 'booking-admin', as(user));
      expect(status).toBe(200);
      const listed = (body.bookings as { id: string; email: string; phone: string }[]).find((each) => each.id === id);
      expect(listed).toMatchObject({ email: 'staffside@example.com', phone: '(702) 555-0100' });
    }
  });

  it("lists a lead's bookings, for admins only", async () => {
    const { rows } = await db.ownerQuery<{ lead_id: string }>(`select lead_id from public.bookings where id = $1`, [id]);
    const lead = rows[0]!.lead_id;
    const { status, body } = await get(bookingAdmin, `booking-admin?lead=${lead}`, as('admin'));
    expect(status).toBe(200);
    expect((body.bookings as { id: string; email: string }[]).map((each) => [each.id, each.email])).toEqual([[id, 'staffside@example.com']]);
    expect(await get(bookingAdmin, `booking-admin?lead=${lead}`, as('writer'))).toEqual({ status: 403, body: { message: BOOKING_ADMIN_MESSAGES.notAdmin } });
    expect(await get(bookingAdmin, 'booking-admin?lead=not-a-lead', as('admin'))).toEqual({ status: 400, body: { message: BOOKING_ADMIN_MESSAGES.badLead } });
  });

  it('neither lists nor changes a hold the visitor has not confirmed', async () => {
    const slots = await openSlots();
    const held = await post(bookConsultation, 'book-consultation', visitor({ start: slots.at(-13), email: 'unconfirmed@example.com' }), { 'x-real-ip': '198.51.100.70' });
    const holdId = (held.body as unknown as BookingHoldAnswer).booking.id;
    try {
      const listed = (await get(bookingAdmin, 'booking-admin', as('admin'))).body.bookings as { id: string }[];
      expect(listed.map((each) => each.id)).toContain(id);
      expect(listed.map((each) => each.id)).not.toContain(holdId);
      expect(await post(bookingAdmin, 'booking-admin', { id: holdId, action: 'cancel' }, as('admin'))).toEqual({ status: 404, body: { message: BOOKING_ADMIN_MESSAGES.notFound } });
      expect((await get(bookingAdmin, `booking-admin?slotsFor=${holdId}`, as('admin'))).status).toBe(404);
      expect((await mailTo('unconfirmed@example.com')).map((mail) => mail.template)).toEqual(['booking-hold']);
    } finally {
      await db.ownerQuery(`delete from public.bookings where id = $1`, [holdId]);
    }
  });

  it('moves a booking: the visitor is emailed the new invite of the same UID', async () => {
    const { body } = await get(bookingAdmin, `booking-admin?slotsFor=${id}`, as('admin'));
    const slots = body.slots as string[];
    const target = slots[slots.length - 2]!;
    const moved = await post(bookingAdmin, 'booking-admin', { id, action: 'move', start: target }, as('admin'));
    expect(moved.status).toBe(200);
    expect((moved.body as unknown as BookingAnswer).booking).toMatchObject({ start: target, sequence: 1 });
    const mail = (await mailTo('staffside@example.com')).find((each) => each.template === 'booking-moved');
    expect(mail?.text).toContain('Our team has moved your free Bookkeeping consultation');
    expect(mail?.attachments[0]?.content).toContain(`UID:booking-${id}@silverstatebooks.example`);
    expect(mail?.attachments[0]?.content).toContain('SEQUENCE:1');
    // A taken time is refused.
    const taken = (await db.ownerQuery<{ starts_at: Date }>(`select starts_at from public.bookings where status = 'confirmed' and id <> $1 and service = 'bookkeeping' limit 1`, [id])).rows[0];
    if (taken) {
      expect((await post(bookingAdmin, 'booking-admin', { id, action: 'move', start: new Date(taken.starts_at).toISOString() }, as('admin'))).body).toEqual({
        message: BOOKING_MESSAGES.taken,
        reason: 'taken',
      });
    }
  });

  it('cancels a booking and tells the visitor', async () => {
    const cancelled = await post(bookingAdmin, 'booking-admin', { id, action: 'cancel' }, as('super'));
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as unknown as BookingAnswer).booking).toMatchObject({ status: 'cancelled', sequence: 2 });
    const mail = (await mailTo('staffside@example.com')).find((each) => each.template === 'booking-cancelled');
    expect(mail?.text).toContain('our team had to cancel');
    expect(mail?.text).toContain('https://www.example-firm.test/book?service=bookkeeping');
  });
});
