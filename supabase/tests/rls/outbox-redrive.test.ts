// Leads are never silently dead: finish_outbox_message parks a CRM lead that used up its retries
// as failed-transient (a refused one as failed-permanent), the first such lead of an outage queues
// one email per active admin, a successful CRM delivery re-drives the parked leads and ends the
// outage, claim_crm_probe hands out one parked lead per probe interval, and crm_forwarding_summary
// reports what the Inquiries banner shows, through row-level security. Each test runs in one
// rolled-back transaction (so now() stands still; time passing is written into the rows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, USERS, type ActorSession, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

interface Message {
  id: string;
  status: string;
  failure_kind: string | null;
  attempts: number;
  attempts_before_redrive: number;
  last_error: string | null;
}

/** A stored inquiry (its crm.lead message is queued by the insert trigger); answers its id. */
async function inquiry(session: ActorSession, email: string): Promise<string> {
  const { rows } = await session.owner<{ id: string }>(
    `insert into public.contact_inquiries (first_name, email, message, service) values ('Pat', $1, 'Hello', 'general') returning id`,
    [email],
  );
  return rows[0]!.id;
}

async function claimLead(session: ActorSession, inquiryId: string): Promise<Message | undefined> {
  const { rows } = await session.query<Message>(`select * from public.claim_outbox_messages(1, 60, $1)`, [`crm-lead:${inquiryId}`]);
  return rows[0];
}

/** Finishes one claimed attempt as the outbox does (retry base 0, so a retry is due at once). */
async function finish(
  session: ActorSession,
  message: Message,
  outcome: { ok: true } | { ok: false; error: string; permanent?: boolean },
  maxAttempts = 2,
): Promise<Message> {
  const { rows } = await session.query<Message>(
    `select * from public.finish_outbox_message($1, $2, $3, $4, $5, $6, 0, $7, $8)`,
    [
      message.id,
      message.attempts,
      outcome.ok,
      outcome.ok ? null : outcome.error,
      outcome.ok ? 'zoho-crm' : null,
      outcome.ok ? 'Z-1' : null,
      maxAttempts,
      !outcome.ok && (outcome.permanent ?? false),
    ],
  );
  return rows[0]!;
}

/** Claims and fails the inquiry's lead until its budget of two attempts is spent. */
async function failForGood(session: ActorSession, inquiryId: string, error = 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)'): Promise<Message> {
  let last: Message | undefined;
  for (let i = 0; i < 2; i += 1) {
    const claimed = await claimLead(session, inquiryId);
    if (!claimed) throw new Error(`lead of ${inquiryId} not claimable`);
    last = await finish(session, claimed, { ok: false, error });
  }
  return last!;
}

/** Runs fn with the table's updated_at trigger off (rolled back with the test), to age rows. */
async function withoutUpdatedAtTrigger(session: ActorSession, table: 'contact_inquiries' | 'outbox_messages', fn: () => Promise<unknown>): Promise<void> {
  await session.owner(`alter table public.${table} disable trigger ${table}_set_updated_at`);
  await fn();
  await session.owner(`alter table public.${table} enable trigger ${table}_set_updated_at`);
}

async function forwarding(session: ActorSession, inquiryId: string) {
  const { rows } = await session.owner<{ forwarding_status: string; forwarding_failure: string | null; forwarding_error: string | null }>(
    `select forwarding_status, forwarding_failure, forwarding_error from public.contact_inquiries where id = $1`,
    [inquiryId],
  );
  return rows[0]!;
}

async function alertEmails(session: ActorSession) {
  const { rows } = await session.owner<{ to: string; dedupe_key: string; model: Record<string, string> }>(
    `select payload ->> 'to' as to, dedupe_key, payload -> 'model' as model
       from public.outbox_messages
      where kind = 'email' and payload ->> 'templateAlias' = 'crm-forwarding-failed'
      order by dedupe_key`,
  );
  return rows;
}

describe('finish_outbox_message', () => {
  it('parks a lead whose retries ran out as failed-transient, on the message and on the inquiry', async () => {
    const result = await db.withActor('service', async (session) => {
      const id = await inquiry(session, 'parked@client.example');
      const first = await claimLead(session, id);
      const afterFirst = await finish(session, first!, { ok: false, error: 'Zoho CRM answered 503 (busy)' });
      const inquiryAfterFirst = await forwarding(session, id);
      const second = await claimLead(session, id);
      const afterSecond = await finish(session, second!, { ok: false, error: 'Zoho CRM answered 500 (down)' });
      return {
        afterFirst: [afterFirst.status, afterFirst.failure_kind],
        inquiryAfterFirst,
        afterSecond: [afterSecond.status, afterSecond.failure_kind, afterSecond.attempts],
        inquiry: await forwarding(session, id),
      };
    });
    expect(result).toEqual({
      afterFirst: ['pending', null],
      inquiryAfterFirst: { forwarding_status: 'pending', forwarding_failure: null, forwarding_error: 'Zoho CRM answered 503 (busy)' },
      afterSecond: ['failed', 'transient', 2],
      inquiry: { forwarding_status: 'failed', forwarding_failure: 'transient', forwarding_error: 'Zoho CRM answered 500 (down)' },
    });
  });

  it('fails a refused lead at once as failed-permanent', async () => {
    const result = await db.withActor('service', async (session) => {
      const id = await inquiry(session, 'refused@client.example');
      const claimed = await claimLead(session, id);
      const done = await finish(session, claimed!, { ok: false, error: 'Zoho CRM answered 400 (MANDATORY_NOT_FOUND)', permanent: true }, 10);
      return { message: [done.status, done.failure_kind, done.attempts], inquiry: await forwarding(session, id) };
    });
    expect(result).toEqual({
      message: ['failed', 'permanent', 1],
      inquiry: { forwarding_status: 'failed', forwarding_failure: 'permanent', forwarding_error: 'Zoho CRM answered 400 (MANDATORY_NOT_FOUND)' },
    });
  });

  it('queues one email per active admin and super admin for the first lead failing for good, none for the next', async () => {
    const result = await db.withActor('service', async (session) => {
      // A suspended admin and a banned super admin are not told.
      await session.owner(`update public.user_roles set role = 'admin' where user_id = $1`, [USERS.suspended.id]);
      await session.owner(`update public.user_roles set role = 'super_admin' where user_id = $1`, [USERS.writer2.id]);
      await session.owner(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [USERS.writer2.id]);
      const first = await inquiry(session, 'first@client.example');
      const second = await inquiry(session, 'second@client.example');
      await failForGood(session, first, 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)');
      const afterFirst = await alertEmails(session);
      await failForGood(session, second);
      const afterSecond = await alertEmails(session);
      const { rows } = await session.owner<{ failing: boolean; outages: number }>(
        `select failing_since is not null as failing, outages from private.crm_forwarding_state`,
      );
      return { afterFirst, afterSecondCount: afterSecond.length, state: rows[0] };
    });
    expect(result.afterFirst).toEqual([
      {
        to: 'super@demo.local',
        dedupe_key: `email:crm-forwarding-failed:1:${USERS.super.id}`,
        model: { name: 'Dana', waitingCount: '2', lastError: 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)' },
      },
      {
        to: 'admin@demo.local',
        dedupe_key: `email:crm-forwarding-failed:1:${USERS.admin.id}`,
        model: { name: 'Marcus', waitingCount: '2', lastError: 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)' },
      },
    ]);
    expect(result.afterSecondCount).toBe(2);
    expect(result.state).toEqual({ failing: true, outages: 1 });
  });

  it('does not tell the admins about a refused lead', async () => {
    const emails = await db.withActor('service', async (session) => {
      const id = await inquiry(session, 'refused-quietly@client.example');
      const claimed = await claimLead(session, id);
      await finish(session, claimed!, { ok: false, error: 'Zoho CRM answered 400 (INVALID_DATA)', permanent: true });
      return alertEmails(session);
    });
    expect(emails).toEqual([]);
  });

  it('re-drives the parked leads when a CRM delivery succeeds, ends the outage, and alerts again on the next one', async () => {
    const result = await db.withActor('service', async (session) => {
      const parked = await inquiry(session, 'parked-1@client.example');
      const refused = await inquiry(session, 'refused-1@client.example');
      const fresh = await inquiry(session, 'fresh-1@client.example');
      await failForGood(session, parked);
      const refusedClaim = await claimLead(session, refused);
      await finish(session, refusedClaim!, { ok: false, error: 'Zoho CRM answered 400 (INVALID_DATA)', permanent: true });

      const delivered = await finish(session, (await claimLead(session, fresh))!, { ok: true });
      const { rows: messages } = await session.owner<Message & { email: string }>(
        `select m.*, i.email from public.outbox_messages m join public.contact_inquiries i on i.id = (m.payload ->> 'inquiryId')::uuid
          where m.kind = 'crm.lead' order by i.email`,
      );
      const { rows: state } = await session.owner<{ failing: boolean; recovered: boolean; outages: number }>(
        `select failing_since is not null as failing, last_recovered_at is not null as recovered, outages from private.crm_forwarding_state`,
      );
      const inquiries = { parked: await forwarding(session, parked), refused: await forwarding(session, refused) };

      // The re-driven lead has a fresh budget of two attempts: the first failure is retried...
      const retry = await finish(session, (await claimLead(session, parked))!, { ok: false, error: 'Zoho CRM answered 500 (again)' });
      // ...the second parks it again and opens the second outage, with a new email per admin.
      const parkedAgain = await finish(session, (await claimLead(session, parked))!, { ok: false, error: 'Zoho CRM answered 500 (again)' });
      const keys = (await alertEmails(session)).map((email) => email.dedupe_key.split(':').slice(0, 3).join(':'));
      return {
        delivered: delivered.status,
        messages: messages.map((m) => [m.email, m.status, m.failure_kind, m.attempts, m.attempts_before_redrive]),
        state: state[0],
        inquiries,
        retry: [retry.status, retry.attempts],
        parkedAgain: [parkedAgain.status, parkedAgain.failure_kind, parkedAgain.attempts],
        keys,
      };
    });
    expect(result.delivered).toBe('sent');
    expect(result.messages).toEqual([
      ['fresh-1@client.example', 'sent', null, 1, 0],
      ['parked-1@client.example', 'pending', null, 2, 2],
      ['refused-1@client.example', 'failed', 'permanent', 1, 0],
    ]);
    expect(result.state).toEqual({ failing: false, recovered: true, outages: 1 });
    expect(result.inquiries).toEqual({
      parked: { forwarding_status: 'pending', forwarding_failure: null, forwarding_error: 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)' },
      refused: { forwarding_status: 'failed', forwarding_failure: 'permanent', forwarding_error: 'Zoho CRM answered 400 (INVALID_DATA)' },
    });
    expect(result.retry).toEqual(['pending', 3]);
    expect(result.parkedAgain).toEqual(['failed', 'transient', 4]);
    expect(result.keys).toEqual([
      'email:crm-forwarding-failed:1',
      'email:crm-forwarding-failed:1',
      'email:crm-forwarding-failed:2',
      'email:crm-forwarding-failed:2',
    ]);
  });

  it('keeps counting attempts across a re-drive, so a finish from before it changes nothing', async () => {
    const result = await db.withActor('service', async (session) => {
      const id = await inquiry(session, 'stale@client.example');
      const parked = await failForGood(session, id);
      await session.query(`select public.redrive_failed_crm_messages()`);
      const current = await claimLead(session, id);
      // A worker that still believes it holds attempt 2 reports success: it holds nothing.
      const stale = await finish(session, { ...parked, attempts: 2 }, { ok: true });
      const { rows } = await session.owner<{ status: string; attempts: number }>(`select status, attempts from public.outbox_messages where id = $1`, [parked.id]);
      const holder = await finish(session, current!, { ok: true });
      return { current: current!.attempts, stale: stale.id, row: rows[0], holder: holder.status };
    });
    expect(result).toEqual({ current: 3, stale: null, row: { status: 'pending', attempts: 3 }, holder: 'sent' });
  });
});

describe('redrive_failed_crm_messages', () => {
  it('puts only failed-transient CRM leads back, and answers how many', async () => {
    const result = await db.withActor('service', async (session) => {
      const a = await inquiry(session, 'a@client.example');
      const b = await inquiry(session, 'b@client.example');
      await failForGood(session, a);
      await failForGood(session, b);
      // A failed email and a lead failed before failure kinds existed stay as they are.
      await session.owner(
        `insert into public.outbox_messages (kind, payload, dedupe_key, status, attempts) values
           ('email', '{"templateAlias":"inquiry-confirmation","to":"x@client.example"}', 'email:test', 'failed', 10),
           ('crm.lead', '{}', 'crm-lead:legacy', 'failed', 10)`,
      );
      await session.owner(`update public.outbox_messages set failure_kind = 'transient' where dedupe_key = 'email:test'`);
      const { rows: first } = await session.query<{ n: number }>(`select public.redrive_failed_crm_messages() as n`);
      const { rows: second } = await session.query<{ n: number }>(`select public.redrive_failed_crm_messages() as n`);
      const { rows } = await session.owner<{ dedupe_key: string; status: string }>(
        `select dedupe_key, status from public.outbox_messages where dedupe_key in ('email:test', 'crm-lead:legacy') order by dedupe_key`,
      );
      return { first: first[0]!.n, second: second[0]!.n, untouched: rows, a: await forwarding(session, a) };
    });
    expect(result).toEqual({
      first: 2,
      second: 0,
      untouched: [
        { dedupe_key: 'crm-lead:legacy', status: 'failed' },
        { dedupe_key: 'email:test', status: 'failed' },
      ],
      a: { forwarding_status: 'pending', forwarding_failure: null, forwarding_error: 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)' },
    });
  });

  it('is for the service role only', async () => {
    const codes: Record<string, string | undefined> = {};
    for (const actor of ['anon', 'admin', 'super'] as const) {
      codes[actor] = await db.withActor(actor, async (session) => {
        const attempt = await session.attempt(`select public.redrive_failed_crm_messages()`);
        return attempt.ok ? undefined : attempt.error.code;
      });
    }
    const probe = await db.withActor('admin', async (session) => {
      const attempt = await session.attempt(`select * from public.claim_crm_probe(60, 60)`);
      return attempt.ok ? undefined : attempt.error.code;
    });
    expect({ ...codes, probe }).toEqual({ anon: '42501', admin: '42501', super: '42501', probe: '42501' });
  });
});

describe('claim_crm_probe', () => {
  it('claims one parked lead per probe interval, least recently tried first', async () => {
    const result = await db.withActor('service', async (session) => {
      const none = await session.query(`select id from public.claim_crm_probe(60, 300)`);
      const older = await inquiry(session, 'older@client.example');
      const newer = await inquiry(session, 'newer@client.example');
      await failForGood(session, older);
      await failForGood(session, newer);
      await withoutUpdatedAtTrigger(session, 'outbox_messages', () =>
        session.owner(`update public.outbox_messages set updated_at = now() - interval '5 minutes' where dedupe_key = $1`, [`crm-lead:${newer}`]),
      );
      const { rows: first } = await session.query<Message & { dedupe_key: string }>(`select * from public.claim_crm_probe(60, 300)`);
      const { rows: tooSoon } = await session.query(`select id from public.claim_crm_probe(60, 300)`);
      // The probe fails: its budget is spent, so it is parked again at once.
      const failedProbe = await finish(session, first[0]!, { ok: false, error: 'Zoho CRM answered 500 (still down)' });
      // Five minutes pass.
      await session.owner(`update private.crm_forwarding_state set next_probe_at = now() - interval '1 second'`);
      const { rows: next } = await session.query<Message & { dedupe_key: string }>(`select * from public.claim_crm_probe(60, 300)`);
      const succeeded = await finish(session, next[0]!, { ok: true });
      const { rows: after } = await session.owner<{ dedupe_key: string; status: string }>(
        `select dedupe_key, status from public.outbox_messages where kind = 'crm.lead' order by created_at`,
      );
      return {
        none: none.rows.length,
        first: [first.length, first[0]!.dedupe_key, first[0]!.status, first[0]!.attempts],
        tooSoon: tooSoon.length,
        failedProbe: [failedProbe.status, failedProbe.failure_kind, failedProbe.attempts],
        next: next[0]!.dedupe_key === `crm-lead:${older}` ? 'older' : 'newer',
        newer,
        succeeded: succeeded.status,
        after: after.map((row) => [row.dedupe_key === `crm-lead:${older}` ? 'older' : 'newer', row.status]),
      };
    });
    expect(result.none).toBe(0);
    expect(result.first).toEqual([1, `crm-lead:${result.newer}`, 'pending', 3]);
    expect(result.tooSoon).toBe(0);
    expect(result.failedProbe).toEqual(['failed', 'transient', 3]);
    expect(result.next).toBe('older');
    expect(result.succeeded).toBe('sent');
    // The newer lead was tried least recently (its row was aged), then the older one; the
    // successful probe re-drove the other.
    expect(result.after).toEqual([
      ['older', 'sent'],
      ['newer', 'pending'],
    ]);
  });
});

describe('crm_forwarding_summary', () => {
  it('counts failed, refused and long-pending inquiries with the last error, for admins', async () => {
    const summaries: Record<string, unknown> = {};
    for (const actor of ['admin', 'writer'] as const) {
      summaries[actor] = await db.withActor('service', async (session) => {
        const sent = await inquiry(session, 's-sent@client.example');
        await finish(session, (await claimLead(session, sent))!, { ok: true });
        const parked = await inquiry(session, 's-parked@client.example');
        const parked2 = await inquiry(session, 's-parked2@client.example');
        await failForGood(session, parked, 'Zoho CRM answered 500 (first)');
        await failForGood(session, parked2, 'Zoho CRM answered 502 (Bad Gateway)');
        const refused = await inquiry(session, 's-refused@client.example');
        await finish(session, (await claimLead(session, refused))!, { ok: false, error: 'Zoho CRM answered 400 (INVALID_DATA)', permanent: true });
        const old = await inquiry(session, 's-old@client.example');
        await inquiry(session, 's-new@client.example');
        await withoutUpdatedAtTrigger(session, 'contact_inquiries', async () => {
          await session.owner(`update public.contact_inquiries set updated_at = now() - interval '2 minutes' where id = $1`, [refused]);
          await session.owner(`update public.contact_inquiries set updated_at = now() - interval '1 minute' where id = $1`, [parked]);
          await session.owner(`update public.contact_inquiries set created_at = now() - interval '31 minutes' where id = $1`, [old]);
        });
        await session.become(actor);
        const { rows } = await session.query<{ summary: Record<string, unknown> }>(`select public.crm_forwarding_summary() as summary`);
        const { rows: wider } = await session.query<{ summary: Record<string, unknown> }>(`select public.crm_forwarding_summary(60) as summary`);
        const summary = rows[0]!.summary;
        return { ...summary, lastErrorAt: summary.lastErrorAt === null ? null : 'set', waitingWithin60: wider[0]!.summary.waiting };
      });
    }
    expect(summaries.admin).toEqual({
      failed: 2,
      refused: 1,
      waiting: 1,
      lastError: 'Zoho CRM answered 502 (Bad Gateway)',
      lastErrorAt: 'set',
      waitingWithin60: 0,
    });
    // A writer reads no inquiries, so the summary shows none.
    expect(summaries.writer).toEqual({ failed: 0, refused: 0, waiting: 0, lastError: null, lastErrorAt: null, waitingWithin60: 0 });
  });

  it('is refused to visitors', async () => {
    const code = await db.withActor('anon', async (session) => {
      const attempt = await session.attempt(`select public.crm_forwarding_summary()`);
      return attempt.ok ? undefined : attempt.error.code;
    });
    expect(code).toBe('42501');
  });
});
