// Leads are never silently dead: a backend whose Zoho adapter points at a fake Zoho that is down
// for longer than the outbox's retry budget (OUTBOX_MAX_ATTEMPTS=2). Every lead ends failed, the
// admins get one email, and once the fake answers again the outbox delivers every lead exactly
// once without anyone doing anything. A second part loses the CRM's answer to a delivery it
// accepted: the retry updates that lead instead of making a second one.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../local/server.ts';
import { startOwnBackend, type OwnBackend } from '../helpers/own-backend.ts';
import { startFakeZoho, type FakeZoho } from '../helpers/fake-zoho.ts';

const ENV = {
  CRM_PROVIDER: 'zoho',
  ZOHO_ACCESS_TOKEN: 'fake-zoho-token',
  OUTBOX_RETRY_BASE_SECONDS: '0.2',
  OUTBOX_MAX_ATTEMPTS: '2',
  OUTBOX_PROBE_SECONDS: '1',
  OUTBOX_POLL_MS: '200',
  CONTACT_MAX_PER_IP: '1000',
};

// Seed staff (supabase/seed.sql): the super admin and the admin are active; the writers, and the
// suspended writer, are not told.
const ADMIN_EMAILS = ['admin@demo.local', 'super@demo.local'];

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CRM down past the retry budget', () => {
  let zoho: FakeZoho;
  let backend: Backend;
  let own: OwnBackend;

  beforeAll(async () => {
    zoho = await startFakeZoho(ENV.ZOHO_ACCESS_TOKEN);
    own = await startOwnBackend('crm-redrive', {}, { ...ENV, ZOHO_API_URL: zoho.url });
    backend = own.backend;
  }, 180_000);

  afterAll(async () => {
    await own?.stop();
    await zoho?.close();
  }, 60_000);

  async function submit(email: string, i: number): Promise<string> {
    const response = await fetch(`${backend.url}/functions/v1/create-zoho-lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Pat', lastName: `Number ${i}`, email, message: `Inquiry number ${i}`, service: 'payroll' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }

  /** What the Inquiries banner reads: the summary, as the seed admin through the API and RLS. */
  async function bannerSource(): Promise<Record<string, unknown>> {
    const client = createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { error: signInError } = await client.auth.signInWithPassword({ email: 'admin@demo.local', password: 'demo-password-1' });
    expect(signInError).toBeNull();
    const { data, error } = await client.rpc('crm_forwarding_summary');
    expect(error).toBeNull();
    return data as Record<string, unknown>;
  }

  async function alertMail() {
    return backend.sql<{ to_email: string; subject: string; text: string }>(
      `select to_email, subject, text from mailbox_messages where template = 'crm-forwarding-failed' order by to_email, created_at`,
    );
  }

  const emails = Array.from({ length: 12 }, (_, i) => `redrive-${String(i).padStart(2, '0')}@client.example`);

  it('fails every lead, tells the admins once, and delivers each lead exactly once when the CRM answers again', async () => {
    const ids = await Promise.all(emails.map((email, i) => submit(email, i)));

    // Both attempts of every lead refused: each lead is failed, kept as failed-transient.
    await waitFor(async () => {
      const [row] = await backend.sql<{ n: number }>(
        `select count(*)::int as n from outbox_messages where kind = 'crm.lead' and status = 'failed' and failure_kind = 'transient'`,
      );
      return row!.n === 12;
    }, 60_000);
    const failed = await backend.sql<{ forwarding_status: string; forwarding_failure: string; forwarding_error: string }>(
      `select forwarding_status, forwarding_failure, forwarding_error from contact_inquiries where email like 'redrive-%'`,
    );
    expect(failed).toHaveLength(12);
    for (const row of failed) {
      expect(row).toEqual({
        forwarding_status: 'failed',
        forwarding_failure: 'transient',
        forwarding_error: 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)',
      });
    }
    const duringOutage = await bannerSource();
    expect(duringOutage).toMatchObject({ failed: 12, refused: 0, waiting: 0, lastError: 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)' });

    // One email to each active admin, and no more while the CRM stays down (probes keep failing).
    await waitFor(async () => (await alertMail()).length === 2, 20_000);
    const refusedBefore = zoho.refusedWhileDown;
    await waitFor(async () => zoho.refusedWhileDown >= refusedBefore + 2, 20_000);
    const mail = await alertMail();
    expect(mail.map((row) => row.to_email)).toEqual(ADMIN_EMAILS);
    expect(mail.map((row) => row.subject)).toEqual(['Website inquiries are not reaching the CRM', 'Website inquiries are not reaching the CRM']);
    expect(mail[0]!.text).toContain('Hi Marcus,');
    expect(mail[1]!.text).toContain('Hi Dana,');
    expect(mail[0]!.text).toContain('As soon as the CRM answers again, the waiting inquiries are sent to it automatically');
    expect(mail[0]!.text).toContain('The last error was: Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)');
    expect(zoho.accepted).toEqual([]);

    // The CRM answers again; nobody touches anything.
    zoho.up = true;
    await waitFor(async () => {
      const [row] = await backend.sql<{ n: number }>(`select count(*)::int as n from contact_inquiries where email like 'redrive-%' and forwarding_status = 'sent'`);
      return row!.n === 12;
    }, 60_000);
    await sleep(1000);

    expect(zoho.protocolErrors).toEqual([]);
    expect([...zoho.accepted].sort()).toEqual(emails);
    expect(zoho.updates).toBe(0);
    expect(zoho.records.size).toBe(12);
    expect([...zoho.records.keys()].sort()).toEqual([...ids].sort());
    expect([...zoho.records.values()].map((record) => record.writes)).toEqual(Array.from({ length: 12 }, () => 1));
    const delivered = await backend.sql<{ status: string; failure_kind: string | null; crm_record_id: string; forwarding_error: string | null }>(
      `select m.status, m.failure_kind, i.crm_record_id, i.forwarding_error
         from outbox_messages m join contact_inquiries i on i.id = (m.payload ->> 'inquiryId')::uuid
        where m.kind = 'crm.lead' and i.email like 'redrive-%'`,
    );
    expect(delivered).toHaveLength(12);
    for (const row of delivered) {
      expect(row.status).toBe('sent');
      expect(row.failure_kind).toBeNull();
      expect(row.forwarding_error).toBeNull();
    }
    expect(new Set(delivered.map((row) => row.crm_record_id))).toEqual(new Set([...zoho.records.values()].map((record) => record.id)));
    expect(await bannerSource()).toEqual({ failed: 0, refused: 0, waiting: 0, lastError: null, lastErrorAt: null });
    expect(await alertMail()).toHaveLength(2);
  }, 180_000);

  it('does not make a second lead when the answer to an accepted delivery is lost', async () => {
    expect(zoho.up).toBe(true);
    const updatesBefore = zoho.updates;
    const email = 'lost-answer@client.example';
    zoho.dropAnswers.set(email, 1);
    const id = await submit(email, 99);
    await waitFor(async () => {
      const [row] = await backend.sql<{ forwarding_status: string }>(`select forwarding_status from contact_inquiries where id = $1`, [id]);
      return row?.forwarding_status === 'sent';
    }, 30_000);
    await sleep(500);

    expect(zoho.droppedAnswers).toBe(1);
    expect(zoho.accepted.filter((accepted) => accepted === email)).toEqual([email]);
    // Sent twice (the first answer was lost), stored once: the second call updated the lead.
    expect(zoho.records.get(id)).toMatchObject({ inquiryId: id, email, writes: 2 });
    expect(zoho.updates - updatesBefore).toBe(1);
    const [row] = await backend.sql<{ status: string; crm_record_id: string }>(
      `select m.status, i.crm_record_id from outbox_messages m join contact_inquiries i on i.id = $1
        where m.dedupe_key = 'crm-lead:' || $1`,
      [id],
    );
    expect(row).toEqual({ status: 'sent', crm_record_id: zoho.records.get(id)!.id });
  }, 60_000);

  it('does not make a second lead when the outbox itself retries after lost answers', async () => {
    const updatesBefore = zoho.updates;
    const droppedBefore = zoho.droppedAnswers;
    const email = 'lost-twice@client.example';
    // Two lost answers: more than the HTTP client's own re-send covers, so the delivery fails and
    // the outbox retries it.
    zoho.dropAnswers.set(email, 2);
    const id = await submit(email, 98);
    await waitFor(async () => {
      const [row] = await backend.sql<{ forwarding_status: string }>(`select forwarding_status from contact_inquiries where id = $1`, [id]);
      return row?.forwarding_status === 'sent';
    }, 30_000);
    await sleep(500);

    expect(zoho.droppedAnswers - droppedBefore).toBe(2);
    expect(zoho.accepted.filter((accepted) => accepted === email)).toEqual([email]);
    const record = zoho.records.get(id)!;
    expect(record.writes).toBe(3);
    expect(zoho.updates - updatesBefore).toBe(2);
    const [row] = await backend.sql<{ attempts: number; last_error: string | null; crm_record_id: string }>(
      `select m.attempts, m.last_error, i.crm_record_id from outbox_messages m join contact_inquiries i on i.id = $1
        where m.dedupe_key = 'crm-lead:' || $1`,
      [id],
    );
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(row!.crm_record_id).toBe(record.id);
  }, 60_000);

  it('tells the admins again when the CRM fails again after it recovered', async () => {
    const [before] = await backend.sql<{ outages: number }>(`select outages from private.crm_forwarding_state`);
    const mailBefore = (await alertMail()).length;
    zoho.up = false;
    await submit('second-outage@client.example', 100);
    await waitFor(async () => (await alertMail()).length === mailBefore + 2, 30_000);
    const [state] = await backend.sql<{ outages: number; failing: boolean }>(
      `select outages, failing_since is not null as failing from private.crm_forwarding_state`,
    );
    expect(state).toEqual({ outages: before!.outages + 1, failing: true });
    const keys = await backend.sql<{ dedupe_key: string }>(
      `select dedupe_key from outbox_messages where dedupe_key like $1 order by dedupe_key`,
      [`email:crm-forwarding-failed:${state!.outages}:%`],
    );
    expect(keys).toHaveLength(2);
  }, 60_000);
});
