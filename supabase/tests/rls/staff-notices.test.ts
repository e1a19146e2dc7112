// Notice of what came in (migration 20261201110000_staff_notices.sql): an admin who asked for an
// event gets one queued notice per event (never a writer, never someone who did not ask); a hold
// is not a booking until confirmed; moving or cancelling a confirmed booking is a change; a lead
// given to someone tells them unless they took it; the daily digest is queued once a firm day
// from 7 AM; each admin reads and sets only their own choices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, openTestDb, type ActorSession, type TestDb } from '../db/harness.ts';

const DANA = 'd0000000-0000-4000-8000-000000000001';
const { admin: ADMIN, super: SUPER, writer: WRITER } = USERS;

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

interface Notice {
  event: string;
  userId: string;
  [key: string]: unknown;
}

async function notices(session: ActorSession): Promise<Notice[]> {
  const { rows } = await session.owner<{ payload: Notice }>(
    `select payload from public.outbox_messages where kind = 'staff.notice' order by created_at, id`,
  );
  return rows.map((row) => row.payload);
}

function optIn(user: string, columns: string[]) {
  return `insert into public.staff_notice_preferences (user_id, ${columns.join(', ')}) values ('${user}', ${columns.map(() => 'true').join(', ')})
          on conflict (user_id) do update set ${columns.map((c) => `${c} = true`).join(', ')};`;
}

describe('events queue a notice for each admin who asked for them', () => {
  it('a new inquiry, to the admins who asked only', async () => {
    const queued = await db.withActor('anon', async (session) => {
      const { rows } = await session.owner<{ id: string }>(
        `insert into public.contact_inquiries (first_name, email, message, service) values ('Ana', 'ana@example.com', 'Payroll for 3', 'payroll') returning id`,
      );
      return { id: rows[0]!.id, notices: await notices(session) };
    }, optIn(ADMIN.id, ['new_inquiry']) + optIn(SUPER.id, ['new_booking']) + optIn(WRITER.id, ['new_inquiry']));
    // The writer's row was stored by the owner; the writer is no admin, so gets nothing.
    expect(queued.notices).toEqual([{ event: 'new_inquiry', userId: ADMIN.id, inquiryId: queued.id }]);
  });

  it('a hold is not a booking; its confirmation is; a move and a cancellation are changes', async () => {
    const events = await db.withActor('anon', async (session) => {
      const { rows } = await session.owner<{ id: string }>(
        `insert into public.bookings (staff_id, service, starts_at, ends_at, blocked_until, status, hold_expires_at,
                                      name, email, message, visitor_time_zone)
         values ($1, 'payroll', now() + interval '3 days', now() + interval '3 days 30 minutes', now() + interval '3 days 45 minutes',
                 'held', now() + interval '30 minutes', 'Sam Ortiz', 'sam@ortiz.example', 'Payroll for 6', 'America/Los_Angeles')
         returning id`,
        [DANA],
      );
      const id = rows[0]!.id;
      const afterHold = (await notices(session)).length;
      await session.owner(`update public.bookings set status = 'confirmed', confirmed_at = now(), hold_expires_at = null where id = $1`, [id]);
      await session.owner(
        `update public.bookings set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day',
                blocked_until = blocked_until + interval '1 day', sequence = sequence + 1 where id = $1`,
        [id],
      );
      await session.owner(`update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = 'visitor', sequence = sequence + 1 where id = $1`, [id]);
      // Queued in one transaction (one created_at): compared in the order of the booking's changes.
      const all = (await notices(session)).map((n) => `${n.event}:${n.userId === SUPER.id ? 'super' : n.userId}:${n.sequence}:${n.status}`);
      return { afterHold, all: all.sort((a, b) => Number(a.split(':')[2]) - Number(b.split(':')[2])) };
    }, optIn(SUPER.id, ['new_booking', 'booking_changed']));
    expect(events.afterHold).toBe(0);
    expect(events.all).toEqual(['new_booking:super:0:confirmed', 'booking_changed:super:1:confirmed', 'booking_changed:super:2:cancelled']);
  });

  it('a lead given to an admin tells them, unless they took it themselves', async () => {
    const result = await db.withActor('super', async (session) => {
      const { rows } = await session.owner<{ lead_id: string }>(
        `insert into public.contact_inquiries (first_name, email, message, service) values ('Lou', 'lou@example.com', 'Hi', 'bookkeeping') returning lead_id`,
      );
      const lead = rows[0]!.lead_id;
      await session.query(`update public.leads set owner_id = $2 where id = $1`, [lead, ADMIN.id]);
      const given = await notices(session);
      await session.become('admin');
      await session.query(`update public.leads set owner_id = null where id = $1`, [lead]);
      await session.query(`update public.leads set owner_id = $2 where id = $1`, [lead, ADMIN.id]);
      return { lead, given, after: await notices(session) };
    }, optIn(ADMIN.id, ['lead_assigned']));
    expect(result.given).toEqual([{ event: 'lead_assigned', userId: ADMIN.id, leadId: result.lead, assignedBy: SUPER.id }]);
    expect(result.after).toHaveLength(1);
  });

  it('nobody who did not ask gets anything', async () => {
    const queued = await db.withActor('anon', async (session) => {
      await session.owner(`insert into public.contact_inquiries (first_name, email, message, service) values ('Ana', 'quiet@example.com', 'Hi', 'payroll')`);
      return notices(session);
    });
    expect(queued).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('is queued once a firm day, from 7 AM in Las Vegas, to those who asked', async () => {
    const result = await db.withActor('service', async (session) => {
      await session.query('reset role');
      const hour = (await session.query<{ h: number }>(`select extract(hour from now() at time zone 'America/Los_Angeles')::int as h`)).rows[0]!.h;
      const first = (await session.query<{ n: number }>(`select private.queue_staff_digests() as n`)).rows[0]!.n;
      const second = (await session.query<{ n: number }>(`select private.queue_staff_digests() as n`)).rows[0]!.n;
      return { hour, first, second, queued: await notices(session) };
    }, optIn(ADMIN.id, ['daily_digest']) + optIn(WRITER.id, ['daily_digest']));
    if (result.hour < 7) {
      expect(result.first).toBe(0);
      expect(result.queued).toEqual([]);
    } else {
      expect(result.first).toBe(1);
      expect(result.queued).toEqual([expect.objectContaining({ event: 'daily_digest', userId: ADMIN.id })]);
    }
    expect(result.second).toBe(0);
  });

  it('lists the day\'s and the next day\'s calls, the leads of the last 24 hours and the next steps due', async () => {
    const digest = await db.withActor('service', async (session) => {
      await session.query('reset role');
      await session.query(
        `insert into public.bookings (staff_id, service, starts_at, ends_at, blocked_until, status, confirmed_at, name, email, message, visitor_time_zone)
         values ($1, 'payroll', '2026-12-02 09:00 America/Los_Angeles', '2026-12-02 09:30 America/Los_Angeles', '2026-12-02 09:45 America/Los_Angeles',
                 'confirmed', now(), 'Day One', 'one@example.com', 'x', 'UTC'),
                ($1, 'payroll', '2026-12-03 16:00 America/Los_Angeles', '2026-12-03 16:30 America/Los_Angeles', '2026-12-03 16:45 America/Los_Angeles',
                 'confirmed', now(), 'Day Two', 'two@example.com', 'x', 'UTC'),
                ($1, 'payroll', '2026-12-04 09:00 America/Los_Angeles', '2026-12-04 09:30 America/Los_Angeles', '2026-12-04 09:45 America/Los_Angeles',
                 'confirmed', now(), 'Day Three', 'three@example.com', 'x', 'UTC')`,
        [DANA],
      );
      await session.query(
        `insert into public.leads (email, name, first_seen_at, next_step, next_step_on, owner_id, status) values
           ('fresh@example.com', 'Fresh', '2026-12-01 20:00 America/Los_Angeles', null, null, null, 'new'),
           ('stale@example.com', 'Stale', '2026-11-30 20:00 America/Los_Angeles', 'Call back', '2026-12-01', $1, 'contacted'),
           ('others@example.com', 'Others', '2026-11-30 20:00 America/Los_Angeles', 'Send quote', '2026-12-01', $2, 'contacted'),
           ('done@example.com', 'Done', '2026-11-30 20:00 America/Los_Angeles', 'Archive', '2026-12-01', null, 'won')`,
        [ADMIN.id, SUPER.id],
      );
      return (await session.query<{ d: { calls: { name: string }[]; newLeads: { email: string }[]; nextSteps: { email: string; mine: boolean }[] } }>(
        `select public.staff_digest($1, '2026-12-02') as d`,
        [ADMIN.id],
      )).rows[0]!.d;
    });
    expect(digest.calls.map((c) => c.name)).toEqual(['Day One', 'Day Two']);
    expect(digest.newLeads.map((l) => l.email)).toEqual(['fresh@example.com']);
    expect(digest.nextSteps.map((l) => [l.email, l.mine])).toEqual([['stale@example.com', true]]);
  });
});

describe('each admin sets only their own choices', () => {
  it('an admin reads and sets their own; not another\'s; a writer cannot ask for notices', async () => {
    const outcome = await db.withActor('admin', async (session) => {
      const code = async (sql: string, params: unknown[] = []) => {
        const attempt = await session.attempt(sql, params);
        return attempt.ok ? `ok:${attempt.result.rowCount}` : attempt.error.code;
      };
      const own = await code(`insert into public.staff_notice_preferences (user_id, new_inquiry) values ($1, true)`, [ADMIN.id]);
      const other = await code(`insert into public.staff_notice_preferences (user_id, new_inquiry) values ($1, true)`, [SUPER.id]);
      const readOthers = await code(`select 1 from public.staff_notice_preferences where user_id <> $1`, [ADMIN.id]);
      const changeOthers = await code(`update public.staff_notice_preferences set new_inquiry = false where user_id <> $1`, [ADMIN.id]);
      await session.become('writer');
      const writer = await code(`insert into public.staff_notice_preferences (user_id, new_inquiry) values ($1, true)`, [WRITER.id]);
      return { own, other, readOthers, changeOthers, writer };
    }, optIn(SUPER.id, ['new_inquiry']));
    expect(outcome).toEqual({ own: 'ok:1', other: '42501', readOthers: 'ok:0', changeOthers: 'ok:0', writer: '42501' });
  });
});
