// Free consultations in the database (migration 20261126100000_consultation_booking.sql): the
// exclusion constraint refuses two overlapping calls of one staff member (buffer included) but not
// a cancelled one; visitors and signed-in users have no access to bookings; only admins manage
// hours, days off, staff and settings; reminders are outbox messages due 24 h and 1 h ahead that
// follow moves and cancellations. A request is a hold (20261129110000_booking_holds.sql): it blocks
// its slot until it lapses, create_booking refuses what is over the limits of one email address and
// one calling address, confirm_booking makes it a booking with its lead, and the job
// release-booking-holds releases lapsed holds and deletes them a day later.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type ActorSession, type TestDb } from '../db/harness.ts';
import { BOOKING_RULE_LIMITS, type BookingRuleField } from '../../../shared-contracts/src/booking/booking.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const DANA = 'd0000000-0000-4000-8000-000000000001';
const MARCUS = 'd0000000-0000-4000-8000-000000000002';

/** create_booking's fifteen arguments, as placeholders. */
const CREATE = Array.from({ length: 15 }, (_, i) => `$${i + 1}`).join(', ');

/** A booking row (as the owner, bypassing every rule but the constraints). */
function insertBooking(session: ActorSession, start: string, end: string, blockedUntil: string, staff = DANA, status = 'confirmed') {
  return session.attempt<{ id: string }>(
    `insert into public.bookings (staff_id, service, starts_at, ends_at, blocked_until, status, cancelled_at, name, email, message, visitor_time_zone)
     values ($1, 'payroll', $2, $3, $4, $5, case when $5 = 'cancelled' then now() end, 'Ann Lee', 'ann@example.com', 'Payroll for 4', 'America/New_York')
     returning id`,
    [staff, start, end, blockedUntil, status],
  );
}

describe('no double booking', () => {
  it('refuses an overlapping call of the same staff member, buffer included', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const first = await insertBooking(session, '2026-12-01T17:00:00Z', '2026-12-01T17:30:00Z', '2026-12-01T17:45:00Z');
      const same = await insertBooking(session, '2026-12-01T17:00:00Z', '2026-12-01T17:30:00Z', '2026-12-01T17:45:00Z');
      const inBuffer = await insertBooking(session, '2026-12-01T17:30:00Z', '2026-12-01T18:00:00Z', '2026-12-01T18:15:00Z');
      const before = await insertBooking(session, '2026-12-01T16:30:00Z', '2026-12-01T17:00:00Z', '2026-12-01T17:15:00Z');
      const afterBuffer = await insertBooking(session, '2026-12-01T18:00:00Z', '2026-12-01T18:30:00Z', '2026-12-01T18:45:00Z');
      const otherStaff = await insertBooking(session, '2026-12-01T17:00:00Z', '2026-12-01T17:30:00Z', '2026-12-01T17:45:00Z', MARCUS);
      return { first, same, inBuffer, before, afterBuffer, otherStaff };
    });
    expect(outcome.first.ok).toBe(true);
    for (const refused of [outcome.same, outcome.inBuffer, outcome.before]) {
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.code).toBe('23P01');
    }
    expect(outcome.afterBuffer.ok).toBe(true);
    expect(outcome.otherStaff.ok).toBe(true);
  });

  it('lets a cancelled call free its time', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const cancelled = await insertBooking(session, '2026-12-02T17:00:00Z', '2026-12-02T17:30:00Z', '2026-12-02T17:45:00Z', DANA, 'cancelled');
      const again = await insertBooking(session, '2026-12-02T17:00:00Z', '2026-12-02T17:30:00Z', '2026-12-02T17:45:00Z');
      const third = await insertBooking(session, '2026-12-02T17:00:00Z', '2026-12-02T17:30:00Z', '2026-12-02T17:45:00Z');
      return { cancelled: cancelled.ok, again: again.ok, third: third.ok };
    });
    expect(outcome).toEqual({ cancelled: true, again: true, third: false });
  });

  it('create_booking holds the slot for the first free staff member given, and answers 23P01 when none is', async () => {
    const args = (staff: string[], email: string, requester: string) => [
      staff, 'payroll', '2026-12-03T21:00:00Z', '2026-12-03T21:30:00Z', '2026-12-03T21:45:00Z', 'Ann Lee', email, '', 'Lee LLC',
      'Payroll for 4', 'America/New_York', requester, 30, 2, 8,
    ];
    const outcome = await db.withActor('service', async (session) => {
      const first = await session.attempt<{ staff_id: string; status: string; phone: string | null; requester_hash: string; held_minutes: number; inquiry_id: string | null }>(
        `select *, round(extract(epoch from hold_expires_at - now()) / 60)::int as held_minutes from public.create_booking(${CREATE})`,
        args([DANA, MARCUS], 'a@example.com', '203.0.113.1'),
      );
      const second = await session.attempt<{ staff_id: string }>(`select * from public.create_booking(${CREATE})`, args([DANA, MARCUS], 'b@example.com', '203.0.113.2'));
      const third = await session.attempt(`select * from public.create_booking(${CREATE})`, args([DANA, MARCUS], 'c@example.com', '203.0.113.3'));
      const inquiries = await session.owner(`select 1 from public.contact_inquiries where email in ('a@example.com', 'b@example.com', 'c@example.com')`);
      return { first, second, third, inquiries: inquiries.rowCount };
    });
    if (!outcome.first.ok) throw outcome.first.error;
    expect(outcome.first.result.rows[0]).toMatchObject({ staff_id: DANA, status: 'held', phone: null, held_minutes: 30, inquiry_id: null });
    // The calling address is kept only as its SHA-256.
    expect(outcome.first.result.rows[0]!.requester_hash).toBe(crypto.createHash('sha256').update('203.0.113.1').digest('hex'));
    expect(outcome.second.ok && outcome.second.result.rows[0]?.staff_id).toBe(MARCUS);
    expect(outcome.third.ok).toBe(false);
    if (!outcome.third.ok) expect(outcome.third.error.code).toBe('23P01');
    // A hold is no lead yet: nothing reaches the CRM before the visitor confirms.
    expect(outcome.inquiries).toBe(0);
  });
});

describe('holds', () => {
  /** A request as book-consultation makes it, with the rules it passes (30 minutes, 2 a day, 8 in 24 hours). */
  const request = (start: string, email: string, requester: string, staff = [DANA]) => {
    const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
    const blocked = new Date(Date.parse(start) + 45 * 60_000).toISOString();
    return [staff, 'payroll', start, end, blocked, 'Ann Lee', email, '', '', 'Payroll for 4', 'America/New_York', requester, 30, 2, 8];
  };
  const at = (days: number, hourUtc: number) => {
    const day = new Date(Date.now() + days * 86_400_000);
    day.setUTCHours(hourUtc, 0, 0, 0);
    return day.toISOString();
  };

  it('refuse a second active consultation for one email, a third held time of a day from one address and a ninth request in 24 hours', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const code = async (args: unknown[]) => {
        const result = await session.attempt(`select 1 from public.create_booking(${CREATE})`, args);
        return result.ok ? 'held' : result.error.code;
      };
      const email = [await code(request(at(3, 17), 'one@example.com', '198.51.100.1')), await code(request(at(4, 17), 'ONE@example.com', '198.51.100.2'))];
      // One address, one firm day (17:00 to 21:00 UTC is 9 AM to 1 PM in Las Vegas).
      const day = [];
      for (const [index, hour] of [17, 18, 19, 20].entries()) day.push(await code(request(at(5, hour), `day${index}@example.com`, '198.51.100.3')));
      // One address, many days: two held of each, eight in all.
      const daily = [];
      for (let index = 0; index < 9; index += 1) daily.push(await code(request(at(6 + Math.floor(index / 2), 17 + 2 * (index % 2)), `daily${index}@example.com`, '198.51.100.4')));
      return { email, day, daily };
    });
    expect(outcome.email).toEqual(['held', 'BK001']);
    expect(outcome.day).toEqual(['held', 'held', 'BK002', 'BK002']);
    expect(outcome.daily).toEqual([...Array.from({ length: 8 }, () => 'held'), 'BK003']);
  });

  it('block their slot until they lapse; the schedule and the constraint then skip them, and the job releases and later deletes them', async () => {
    const start = at(3, 18);
    const outcome = await db.withActor('service', async (session) => {
      const busy = async () =>
        ((await session.query<{ s: { bookings: unknown[] } }>(`select public.booking_schedule('payroll', $1::timestamptz - interval '1 hour', $1::timestamptz + interval '1 hour') as s`, [start])).rows[0]!.s.bookings.length);
      const first = await session.query<{ id: string }>(`select id from public.create_booking(${CREATE})`, request(start, 'lapse@example.com', '198.51.100.5'));
      const id = first.rows[0]!.id;
      const whileHeld = { busy: await busy(), second: await session.attempt(`select 1 from public.create_booking(${CREATE})`, request(start, 'other@example.com', '198.51.100.6')) };
      await session.owner(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [id]);
      const lapsedBusy = await busy();
      // The next request releases the lapsed hold itself: the slot does not wait for the job.
      const taken = await session.attempt<{ id: string }>(`select id from public.create_booking(${CREATE})`, request(start, 'other@example.com', '198.51.100.6'));
      const status = async (booking: string) => (await session.owner<{ status: string }>('select status from public.bookings where id = $1', [booking])).rows[0]?.status ?? 'deleted';
      const afterTaken = await status(id);
      await session.owner(`update public.bookings set hold_expires_at = now() - interval '25 hours' where id = $1`, [id]);
      const released = (await session.owner<{ n: number }>('select private.release_booking_holds() as n')).rows[0]!.n;
      return { whileHeld, lapsedBusy, taken: taken.ok, afterTaken, released, afterDay: await status(id) };
    });
    expect(outcome.whileHeld.busy).toBe(1);
    expect(outcome.whileHeld.second.ok).toBe(false);
    if (!outcome.whileHeld.second.ok) expect(outcome.whileHeld.second.error.code).toBe('23P01');
    expect(outcome.lapsedBusy).toBe(0);
    expect(outcome.taken).toBe(true);
    expect(outcome.afterTaken).toBe('expired');
    expect(outcome.released).toBe(0);
    expect(outcome.afterDay).toBe('deleted');
  });

  it('become bookings through confirm_booking, once, with their lead and reminders; a lapsed or cancelled one is refused', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const hold = async (start: string, email: string) =>
        (await session.query<{ id: string }>(`select id from public.create_booking(${CREATE})`, request(start, email, '198.51.100.7'))).rows[0]!.id;
      const confirm = (id: string) =>
        session.attempt<{ status: string; inquiry_id: string | null; confirmed_at: string | null }>(
          `select status, inquiry_id, confirmed_at from public.confirm_booking($1, 'Free consultation booked: Payroll.', '2026-12-10', '10:00')`,
          [id],
        );
      const id = await hold(at(3, 17), 'confirm@example.com');
      const first = await confirm(id);
      const again = await confirm(id);
      const leads = (await session.owner('select 1 from public.contact_inquiries where email = $1', ['confirm@example.com'])).rowCount;
      const reminders = (await session.owner(`select 1 from public.outbox_messages where kind = 'booking.reminder' and payload ->> 'bookingId' = $1`, [id])).rowCount;
      const lapsedId = await hold(at(4, 19), 'lapsed@example.com');
      await session.owner(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [lapsedId]);
      const lapsed = await confirm(lapsedId);
      await session.query(`select public.cancel_booking($1, 'visitor')`, [id]);
      const cancelled = await confirm(id);
      const missing = await confirm('00000000-0000-4000-8000-000000000000');
      return { first, again, leads, reminders, lapsed, cancelled, missing };
    });
    if (!outcome.first.ok || !outcome.again.ok) throw new Error('confirm_booking failed');
    expect(outcome.first.result.rows[0]).toMatchObject({ status: 'confirmed' });
    expect(outcome.first.result.rows[0]!.inquiry_id).not.toBeNull();
    expect(outcome.again.result.rows[0]).toEqual(outcome.first.result.rows[0]);
    expect(outcome.leads).toBe(1);
    expect(outcome.reminders).toBe(2);
    for (const [refused, code] of [[outcome.lapsed, 'BK004'], [outcome.cancelled, '55000'], [outcome.missing, 'P0002']] as const) {
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.code).toBe(code);
    }
  });
});

describe('access', () => {
  const TABLES = ['bookings', 'booking_staff', 'booking_hours', 'booking_days_off', 'booking_settings'];

  it('gives visitors nothing: no read, no write, no booking functions', async () => {
    for (const table of TABLES) {
      const read = await db.withActor('anon', (session) => session.attempt(`select * from public.${table}`));
      expect(read.ok, table).toBe(false);
      if (!read.ok) expect(read.error.code, table).toBe('42501');
    }
    const insert = await db.withActor('anon', (session) =>
      session.attempt(
        `insert into public.bookings (staff_id, service, starts_at, ends_at, blocked_until, name, email, message, visitor_time_zone)
         values ($1, 'payroll', now() + interval '2 days', now() + interval '2 days 30 minutes', now() + interval '2 days 45 minutes', 'X', 'x@example.com', 'x', 'UTC')`,
        [DANA],
      ),
    );
    expect(insert.ok).toBe(false);
    for (const call of [
      `select public.booking_schedule('payroll', now(), now() + interval '1 day')`,
      `select public.cancel_booking(gen_random_uuid(), 'visitor')`,
      `select public.booking_list(now(), now() + interval '1 day')`,
      `select public.confirm_booking(gen_random_uuid(), 'x', '2026-12-01', '10:00')`,
      `select private.release_booking_holds()`,
    ]) {
      for (const actor of ['anon', 'writer', 'admin'] as const) {
        const outcome = await db.withActor(actor, (session) => session.attempt(call));
        expect(outcome.ok, `${actor}: ${call}`).toBe(false);
        if (!outcome.ok) expect(outcome.error.code).toBe('42501');
      }
    }
  });

  it('keeps bookings from every signed-in user, admins included (they use the booking-admin function)', async () => {
    const setup = `insert into public.bookings (staff_id, service, starts_at, ends_at, blocked_until, name, email, message, visitor_time_zone)
      values ('${DANA}', 'payroll', '2026-12-04T17:00:00Z', '2026-12-04T17:30:00Z', '2026-12-04T17:45:00Z', 'Ann', 'ann@example.com', 'Hi', 'UTC');`;
    for (const actor of ['writer', 'admin', 'super'] as const) {
      const read = await db.withActor(actor, (session) => session.attempt('select * from public.bookings'), setup);
      expect(read.ok, actor).toBe(false);
      const cancel = await db.withActor(actor, (session) => session.attempt(`update public.bookings set status = 'cancelled'`), setup);
      expect(cancel.ok, actor).toBe(false);
    }
  });

  it('lets writers neither see nor manage availability', async () => {
    const outcome = await db.withActor('writer', async (session) => ({
      staff: (await session.query('select * from public.booking_staff')).rowCount,
      hours: (await session.query('select * from public.booking_hours')).rowCount,
      settings: (await session.query('select * from public.booking_settings')).rowCount,
      addHours: await session.attempt(`insert into public.booking_hours (staff_id, weekday, start_time, end_time) values ($1, 6, '09:00', '12:00')`, [DANA]),
      addDayOff: await session.attempt(`insert into public.booking_days_off (staff_id, day) values ($1, '2026-12-24')`, [DANA]),
      addStaff: await session.attempt(`insert into public.booking_staff (name) values ('Writer Self')`),
      changedHours: (await session.query(`update public.booking_hours set end_time = '20:00' returning id`)).rowCount,
      deletedHours: (await session.query('delete from public.booking_hours returning id')).rowCount,
      changedSettings: (await session.query('update public.booking_settings set buffer_minutes = 0 returning id')).rowCount,
    }));
    expect(outcome.staff).toBe(0);
    expect(outcome.hours).toBe(0);
    expect(outcome.settings).toBe(0);
    for (const refused of [outcome.addHours, outcome.addDayOff, outcome.addStaff]) {
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.code).toBe('42501');
    }
    expect(outcome.changedHours).toBe(0);
    expect(outcome.deletedHours).toBe(0);
    expect(outcome.changedSettings).toBe(0);
  });

  it('lets admins and super admins manage availability, and a suspended admin nothing', async () => {
    for (const actor of ['admin', 'super'] as const) {
      const outcome = await db.withActor(actor, async (session) => ({
        staff: (await session.query('select * from public.booking_staff')).rowCount,
        addHours: (await session.attempt(`insert into public.booking_hours (staff_id, service, weekday, start_time, end_time) values ($1, 'payroll', 6, '09:00', '12:00')`, [DANA])).ok,
        addDayOff: (await session.attempt(`insert into public.booking_days_off (staff_id, day, note) values ($1, '2026-12-24', 'Holiday')`, [DANA])).ok,
        settings: (await session.query(`update public.booking_settings set buffer_minutes = 30, min_notice_minutes = 60, horizon_days = 21 returning buffer_minutes`)).rows,
        badHours: await session.attempt(`insert into public.booking_hours (staff_id, weekday, start_time, end_time) values ($1, 6, '09:15', '12:00')`, [DANA]),
      }));
      expect(outcome.staff, actor).toBe(2);
      expect(outcome.addHours, actor).toBe(true);
      expect(outcome.addDayOff, actor).toBe(true);
      expect(outcome.settings, actor).toEqual([{ buffer_minutes: 30 }]);
      // Hours start on the hour or half hour, as slots do.
      expect(outcome.badHours.ok).toBe(false);
      if (!outcome.badHours.ok) expect(outcome.badHours.error.code).toBe('23514');
    }
    const suspended = await db.withActor('suspended', (session) => session.query('select * from public.booking_hours'));
    expect(suspended.rowCount).toBe(0);
  });
});

describe('the rules', () => {
  it('hold the limits the staff screen checks, a year ahead at most (20261127110000_booking_horizon_year.sql)', async () => {
    const outcome = await db.withActor('admin', async (session) => {
      const tries: Record<string, boolean> = {};
      for (const [field, { min, max }] of Object.entries(BOOKING_RULE_LIMITS) as [BookingRuleField, { min: number; max: number }][]) {
        for (const value of [min - 1, min, max, max + 1]) {
          tries[`${field}=${value}`] = (await session.attempt(`update public.booking_settings set ${field} = $1`, [value])).ok;
        }
      }
      return tries;
    });
    expect(outcome).toEqual({
      'buffer_minutes=-1': false,
      'buffer_minutes=0': true,
      'buffer_minutes=240': true,
      'buffer_minutes=241': false,
      'min_notice_minutes=-1': false,
      'min_notice_minutes=0': true,
      'min_notice_minutes=20160': true,
      'min_notice_minutes=20161': false,
      'horizon_days=0': false,
      'horizon_days=1': true,
      'horizon_days=365': true,
      'horizon_days=366': false,
    });
  });
});

describe('reminders', () => {
  it('are queued 24 h and 1 h ahead, follow a move and stop at a cancellation', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const reminders = async (id: string) =>
        (
          await session.owner<{ hours: number; sequence: number; due: string }>(
            `select (payload ->> 'hoursBefore')::int as hours, (payload ->> 'sequence')::int as sequence,
                    to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due
               from public.outbox_messages where kind = 'booking.reminder' and payload ->> 'bookingId' = $1 and status = 'pending'
              order by next_attempt_at`,
            [id],
          )
        ).rows;
      const created = await insertBooking(session, '2099-06-01T17:00:00Z', '2099-06-01T17:30:00Z', '2099-06-01T17:45:00Z');
      const id = created.ok ? created.result.rows[0]!.id : '';
      const booked = await reminders(id);
      await session.query(`select public.move_booking($1, $2, '2099-06-03T18:00:00Z', '2099-06-03T18:30:00Z', '2099-06-03T18:45:00Z')`, [id, [DANA]]);
      const moved = await reminders(id);
      await session.query(`select public.cancel_booking($1, 'visitor')`, [id]);
      const cancelled = await reminders(id);
      const sequence = (await session.owner<{ sequence: number; status: string }>('select sequence, status from public.bookings where id = $1', [id])).rows[0];
      // A call less than a day away gets only the 1-hour reminder.
      const soon = await insertBooking(session, new Date(Date.now() + 5 * 3600_000).toISOString(), new Date(Date.now() + 5.5 * 3600_000).toISOString(), new Date(Date.now() + 5.75 * 3600_000).toISOString(), MARCUS);
      const soonReminders = await reminders(soon.ok ? soon.result.rows[0]!.id : '');
      return { booked, moved, cancelled, sequence, soonReminders };
    });
    expect(outcome.booked).toEqual([
      { hours: 24, sequence: 0, due: '2099-05-31T17:00' },
      { hours: 1, sequence: 0, due: '2099-06-01T16:00' },
    ]);
    expect(outcome.moved).toEqual([
      { hours: 24, sequence: 1, due: '2099-06-02T18:00' },
      { hours: 1, sequence: 1, due: '2099-06-03T17:00' },
    ]);
    expect(outcome.cancelled).toEqual([]);
    expect(outcome.sequence).toEqual({ sequence: 2, status: 'cancelled' });
    expect(outcome.soonReminders.map((row) => row.hours)).toEqual([1]);
  });

  it('refuses to move a cancelled booking, and moving onto a taken slot changes nothing', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const a = await insertBooking(session, '2099-07-01T17:00:00Z', '2099-07-01T17:30:00Z', '2099-07-01T17:45:00Z');
      const b = await insertBooking(session, '2099-07-01T19:00:00Z', '2099-07-01T19:30:00Z', '2099-07-01T19:45:00Z');
      const idA = a.ok ? a.result.rows[0]!.id : '';
      const idB = b.ok ? b.result.rows[0]!.id : '';
      const onto = await session.attempt(`select public.move_booking($1, $2, '2099-07-01T17:00:00Z', '2099-07-01T17:30:00Z', '2099-07-01T17:45:00Z')`, [idB, [DANA]]);
      const stillB = (await session.owner<{ starts_at: Date; sequence: number }>('select starts_at, sequence from public.bookings where id = $1', [idB])).rows[0];
      await session.query(`select public.cancel_booking($1, 'staff')`, [idA]);
      const moveCancelled = await session.attempt(`select public.move_booking($1, $2, '2099-07-02T17:00:00Z', '2099-07-02T17:30:00Z', '2099-07-02T17:45:00Z')`, [idA, [DANA]]);
      return { onto, stillB, moveCancelled };
    });
    expect(outcome.onto.ok).toBe(false);
    if (!outcome.onto.ok) expect(outcome.onto.error.code).toBe('23P01');
    expect(new Date(outcome.stillB!.starts_at).toISOString()).toBe('2099-07-01T19:00:00.000Z');
    expect(outcome.stillB!.sequence).toBe(0);
    expect(outcome.moveCancelled.ok).toBe(false);
    if (!outcome.moveCancelled.ok) expect(outcome.moveCancelled.error.code).toBe('55000');
  });
});

describe('booking_schedule', () => {
  it('answers the rules, each active staff member\'s hours for the service, and what is booked', async () => {
    const schedule = await db.withActor('service', async (session) => {
      await insertBooking(session, '2026-12-08T17:00:00Z', '2026-12-08T17:30:00Z', '2026-12-08T17:45:00Z');
      await session.owner(`insert into public.booking_days_off (staff_id, day) values ($1, '2026-12-09')`, [MARCUS]);
      return (await session.query<{ s: Record<string, unknown> }>(`select public.booking_schedule('bookkeeping', '2026-12-07T08:00:00Z', '2026-12-12T08:00:00Z') as s`)).rows[0]!.s;
    });
    expect(schedule.settings).toEqual({ bufferMinutes: 15, minNoticeMinutes: 240, horizonDays: 14 });
    const staff = schedule.staff as { id: string; hours: unknown[]; daysOff: string[] }[];
    expect(staff.map((member) => [member.id, member.hours.length, member.daysOff])).toEqual([
      [DANA, 5, []],
      // Marcus takes no bookkeeping calls: no hours for it.
      [MARCUS, 0, ['2026-12-09']],
    ]);
    expect(staff[0]!.hours[0]).toEqual({ weekday: 1, start: '09:00', end: '17:00' });
    expect(schedule.bookings).toEqual([{ staffId: DANA, start: '2026-12-08T17:00:00+00:00', blockedUntil: '2026-12-08T17:45:00+00:00' }]);
  });
});
