// Leads as a pipeline (migration 20261201100000_leads_pipeline.sql): a person's inquiries,
// calculator unlocks and confirmed bookings join one lead by email address, whatever its case;
// admins change status, owner and next step and each change is in the lead's history with who made
// it; notes are added in one's own name; writers and visitors see nothing; nobody rewrites history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, openTestDb, type ActorSession, type TestDb } from '../db/harness.ts';

const DANA = 'd0000000-0000-4000-8000-000000000001';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

function inquiry(session: ActorSession, email: string, service = 'bookkeeping', extra: { company?: string; phone?: string } = {}) {
  return session.owner<{ id: string; lead_id: string | null }>(
    `insert into public.contact_inquiries (first_name, last_name, email, message, service, company, phone)
     values ('Rosa', 'Diaz', $1, 'Monthly books for a bakery', $2, $3, $4) returning id, lead_id`,
    [email, service, extra.company ?? null, extra.phone ?? null],
  );
}

function unlock(session: ActorSession, email: string, name: string | null = null) {
  return session.owner<{ id: string; lead_id: string | null }>(
    `insert into public.calculator_leads (email, name) values ($1, $2) returning id, lead_id`,
    [email, name],
  );
}

function lead(session: ActorSession, id: string) {
  return session.owner<{ email: string; name: string | null; company: string | null; phone: string | null; status: string }>(
    `select email, name, company, phone, status from public.leads where id = $1`,
    [id],
  );
}

describe('a person is one lead', () => {
  it('an inquiry makes the lead, an unlock by the same address in other case joins it', async () => {
    await db.withActor('admin', async (session) => {
      const first = (await inquiry(session, 'Rosa.Diaz@Example.com', 'bookkeeping', { company: 'Diaz Bakery', phone: '702-555-0101' })).rows[0]!;
      expect(first.lead_id).not.toBeNull();
      const again = (await unlock(session, 'rosa.diaz@example.COM', 'R. D.')).rows[0]!;
      const third = (await unlock(session, 'ROSA.DIAZ@EXAMPLE.COM', null)).rows[0]!;
      expect(again.lead_id).toBe(first.lead_id);
      expect(third.lead_id).toBe(first.lead_id);
      // The first row named the person; later rows fill only what was missing.
      expect((await lead(session, first.lead_id!)).rows[0]).toEqual({
        email: 'rosa.diaz@example.com', name: 'Rosa Diaz', company: 'Diaz Bakery', phone: '702-555-0101', status: 'new',
      });
      const count = await session.owner<{ n: number }>(`select count(*)::int as n from public.leads where email = 'rosa.diaz@example.com'`);
      expect(count.rows[0]!.n).toBe(1);
    });
  });

  it('a press inquiry is not a prospect', async () => {
    await db.withActor('admin', async (session) => {
      const row = (await inquiry(session, 'desk@newsroom.example', 'press')).rows[0]!;
      expect(row.lead_id).toBeNull();
    });
  });

  it('a held booking joins the lead only when confirmed', async () => {
    await db.withActor('admin', async (session) => {
      const { rows } = await session.owner<{ id: string; lead_id: string | null }>(
        `insert into public.bookings (staff_id, service, starts_at, ends_at, blocked_until, status, hold_expires_at,
                                      name, email, company, message, visitor_time_zone)
         values ($1, 'payroll', now() + interval '3 days', now() + interval '3 days 30 minutes', now() + interval '3 days 45 minutes',
                 'held', now() + interval '30 minutes', 'Sam Ortiz', 'Sam@Ortiz.example', 'Ortiz Plumbing', 'Payroll for 6', 'America/Los_Angeles')
         returning id, lead_id`,
        [DANA],
      );
      expect(rows[0]!.lead_id).toBeNull();
      const confirmed = await session.owner<{ lead_id: string | null }>(
        `update public.bookings set status = 'confirmed', confirmed_at = now(), hold_expires_at = null where id = $1 returning lead_id`,
        [rows[0]!.id],
      );
      const leadId = confirmed.rows[0]!.lead_id;
      expect(leadId).not.toBeNull();
      expect((await lead(session, leadId!)).rows[0]).toMatchObject({ email: 'sam@ortiz.example', name: 'Sam Ortiz', company: 'Ortiz Plumbing' });
    });
  });
});

describe('admins work a lead and its history records who did what', () => {
  it('status, owner and next step changes are recorded with the admin who made them', async () => {
    const events = await db.withActor('admin', async (session) => {
      const leadId = (await inquiry(session, 'history@example.com')).rows[0]!.lead_id!;
      await session.query(`update public.leads set status = 'contacted' where id = $1`, [leadId]);
      await session.query(`update public.leads set owner_id = $2 where id = $1`, [leadId, USERS.super.id]);
      await session.query(`update public.leads set next_step = 'Send the proposal', next_step_on = '2026-12-03' where id = $1`, [leadId]);
      await session.query(`update public.leads set status = 'qualified' where id = $1`, [leadId]);
      return (
        await session.query<{ actor_id: string; kind: string; from_value: string | null; to_value: string | null }>(
          `select actor_id, kind, from_value, to_value from public.lead_events where lead_id = $1 order by id`,
          [leadId],
        )
      ).rows;
    });
    const by = { actor_id: USERS.admin.id };
    expect(events).toEqual([
      { ...by, kind: 'status_changed', from_value: 'new', to_value: 'contacted' },
      { ...by, kind: 'owner_changed', from_value: null, to_value: USERS.super.id },
      { ...by, kind: 'next_step_changed', from_value: null, to_value: '2026-12-03 · Send the proposal' },
      { ...by, kind: 'status_changed', from_value: 'contacted', to_value: 'qualified' },
    ]);
  });

  it('refuses a status outside the pipeline, an owner who is not an admin, and changes to what the visitor gave', async () => {
    const outcome = await db.withActor('admin', async (session) => {
      const leadId = (await inquiry(session, 'rules@example.com')).rows[0]!.lead_id!;
      const code = async (sql: string, params: unknown[]) => {
        const attempt = await session.attempt(sql, params);
        return attempt.ok ? 'ok' : attempt.error.code;
      };
      return {
        status: await code(`update public.leads set status = 'maybe' where id = $1`, [leadId]),
        writerOwner: await code(`update public.leads set owner_id = $2 where id = $1`, [leadId, USERS.writer.id]),
        email: await code(`update public.leads set email = 'other@example.com' where id = $1`, [leadId]),
        name: await code(`update public.leads set name = 'Someone Else' where id = $1`, [leadId]),
        insert: await code(`insert into public.leads (email) values ('made.up@example.com')`, []),
        remove: await code(`delete from public.leads where id = $1`, [leadId]),
      };
    });
    expect(outcome).toEqual({ status: '23514', writerOwner: '23514', email: '42501', name: '42501', insert: '42501', remove: '42501' });
  });

  it('a note is added in one\'s own name only, and no event is changed or removed', async () => {
    const outcome = await db.withActor('admin', async (session) => {
      const leadId = (await inquiry(session, 'notes@example.com')).rows[0]!.lead_id!;
      const code = async (sql: string, params: unknown[]) => {
        const attempt = await session.attempt(sql, params);
        return attempt.ok ? 'ok' : attempt.error.code;
      };
      const own = await code(
        `insert into public.lead_events (lead_id, kind, note, actor_id) values ($1, 'note', 'Called, left a voicemail', $2)`,
        [leadId, USERS.admin.id],
      );
      const forged = await code(
        `insert into public.lead_events (lead_id, kind, note, actor_id) values ($1, 'note', 'Not me', $2)`,
        [leadId, USERS.super.id],
      );
      const fakeChange = await code(
        `insert into public.lead_events (lead_id, kind, from_value, to_value, actor_id) values ($1, 'status_changed', 'new', 'won', $2)`,
        [leadId, USERS.admin.id],
      );
      const edit = await code(`update public.lead_events set note = 'Rewritten' where lead_id = $1`, [leadId]);
      const remove = await code(`delete from public.lead_events where lead_id = $1`, [leadId]);
      await session.query('reset role');
      const ownerEdit = await code(`update public.lead_events set note = 'Rewritten' where lead_id = $1`, [leadId]);
      return { own, forged, fakeChange, edit, remove, ownerEdit };
    });
    expect(outcome).toEqual({ own: 'ok', forged: '42501', fakeChange: '42501', edit: '42501', remove: '42501', ownerEdit: '42501' });
  });
});

describe('only admins see leads', () => {
  it('a writer sees no lead and changes none; a visitor may not read them at all', async () => {
    const setup = `insert into public.contact_inquiries (first_name, email, message, service) values ('Lee', 'hidden@example.com', 'Hi', 'payroll');`;
    const writer = await db.withActor('writer', async (session) => {
      const read = await session.query(`select id from public.leads where email = 'hidden@example.com'`);
      const events = await session.query(`select id from public.lead_events`);
      const changed = await session.query(`update public.leads set status = 'won' where email = 'hidden@example.com'`);
      return { read: read.rowCount, events: events.rowCount, changed: changed.rowCount };
    }, setup);
    expect(writer).toEqual({ read: 0, events: 0, changed: 0 });
    const suspended = await db.as('suspended', `select id from public.leads where email = 'hidden@example.com'`, [], setup);
    expect(suspended.rowCount).toBe(0);
    const anon = await db.withActor('anon', async (session) => {
      const attempt = await session.attempt(`select id from public.leads`);
      return attempt.ok ? 'read' : attempt.error.code;
    }, setup);
    expect(anon).toBe('42501');
    const admin = await db.as('admin', `select id from public.leads where email = 'hidden@example.com'`, [], setup);
    expect(admin.rowCount).toBe(1);
  });
});

describe('the pipeline view', () => {
  it('counts what the person did, for admins only', async () => {
    const setup = `
      insert into public.contact_inquiries (first_name, email, message, service) values ('Ana', 'pipeline@example.com', 'Hi', 'payroll');
      insert into public.contact_inquiries (first_name, email, message, service) values ('Ana', 'Pipeline@example.com', 'Again', 'bookkeeping');
      insert into public.calculator_leads (email) values ('pipeline@example.com');`;
    const query = `select inquiries, calculator_unlocks, bookings, services, status from public.lead_pipeline where email = 'pipeline@example.com'`;
    const admin = await db.as('admin', query, [], setup);
    expect(admin.rows).toEqual([{ inquiries: 2, calculator_unlocks: 1, bookings: 0, services: ['bookkeeping', 'payroll'], status: 'new' }]);
    expect((await db.as('writer', query, [], setup)).rowCount).toBe(0);
    const anon = await db.withActor('anon', async (session) => {
      const attempt = await session.attempt(query);
      return attempt.ok ? 'read' : attempt.error.code;
    }, setup);
    expect(anon).toBe('42501');
  });
});

describe('two-factor sign-in required for admins', () => {
  it('an admin without a verified second factor reads and changes no lead; with one, they do', async () => {
    const setup = `update public.staff_settings set require_two_factor_for_admins = true;
      insert into public.contact_inquiries (first_name, email, message, service) values ('Kim', 'aal@example.com', 'Hi', 'payroll');`;
    const read = `select (select count(*)::int from public.leads where email = 'aal@example.com') as leads,
                         (select count(*)::int from public.lead_pipeline where email = 'aal@example.com') as pipeline`;
    const aal1 = await db.withActor({ sub: USERS.admin.id, email: USERS.admin.email, session_id: USERS.admin.session }, async (session) => {
      const seen = (await session.query<{ leads: number; pipeline: number }>(read)).rows[0];
      const changed = await session.query(`update public.leads set status = 'won' where email = 'aal@example.com'`);
      return { ...seen, changed: changed.rowCount };
    }, setup);
    expect(aal1).toEqual({ leads: 0, pipeline: 0, changed: 0 });
    const aal2 = await db.withActor('admin', async (session) => {
      await session.query(`select set_config('request.jwt.claims', (current_setting('request.jwt.claims')::jsonb || '{"aal":"aal2"}')::text, true)`);
      return (await session.query<{ leads: number; pipeline: number }>(read)).rows[0];
    }, setup);
    expect(aal2).toEqual({ leads: 1, pipeline: 1 });
  });
});
