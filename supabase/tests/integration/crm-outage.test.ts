// Leads are never lost: a second backend whose CRM adapter is Zoho, pointed at a local fake
// Zoho CRM that speaks the v2 Leads upsert protocol and is down (500) at first. 100 inquiries sent at
// once are all stored and answered 200; once the CRM recovers, the outbox delivers every one of
// them exactly once.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../local/server.ts';
import { startOwnBackend, type OwnBackend } from '../helpers/own-backend.ts';
import { startFakeZoho, type FakeZoho } from '../helpers/fake-zoho.ts';

const ENV = {
  CRM_PROVIDER: 'zoho',
  ZOHO_ACCESS_TOKEN: 'fake-zoho-token',
  OUTBOX_RETRY_BASE_SECONDS: '0.5',
  OUTBOX_MAX_ATTEMPTS: '50',
  OUTBOX_POLL_MS: '200',
  CONTACT_MAX_PER_IP: '1000',
};

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe('CRM outage', () => {
  let zoho: FakeZoho;
  let backend: Backend;
  let own: OwnBackend;

  beforeAll(async () => {
    zoho = await startFakeZoho(ENV.ZOHO_ACCESS_TOKEN);
    own = await startOwnBackend('crm-outage', {}, { ...ENV, ZOHO_API_URL: zoho.url });
    backend = own.backend;
  }, 180_000);

  afterAll(async () => {
    await own?.stop();
    await zoho?.close();
  }, 60_000);

  it('stores 100 concurrent inquiries while the CRM is down and forwards each exactly once after it recovers', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => `outage-${String(i).padStart(3, '0')}@client.example`);
    const responses = await Promise.all(
      emails.map((email, i) =>
        fetch(`${backend.url}/functions/v1/create-zoho-lead`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            firstName: i % 2 === 0 ? `Client ${i}` : 'Pat',
            lastName: i % 2 === 0 ? '' : `Number ${i}`,
            email,
            message: `Inquiry number ${i}`,
            service: i % 2 === 0 ? 'general' : 'payroll',
            company: i % 3 === 0 ? `Company ${i}` : '',
          }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses).toEqual(emails.map(() => 200));
    for (const response of responses) {
      expect(await response.json()).toMatchObject({ message: 'Your inquiry has been sent successfully! We will get back to you shortly.' });
    }

    // All stored, none forwarded, every failure kept in the outbox with its reason. (Under load a
    // first attempt may still be running when the visitor gets the answer: wait for all of them.)
    await waitFor(async () => {
      const [row] = await backend.sql<{ n: number }>(
        `select count(*)::int as n from outbox_messages where kind = 'crm.lead' and last_error is not null`,
      );
      return row!.n === 100;
    }, 60_000);
    const stored = await backend.sql<{ n: number }>('select count(*)::int as n from contact_inquiries where email like $1', ['outage-%']);
    expect(stored[0]!.n).toBe(100);
    expect(zoho.accepted).toEqual([]);
    expect(zoho.refusedWhileDown).toBeGreaterThanOrEqual(100);
    const pending = await backend.sql<{ status: string; forwarding_status: string; attempts: number; last_error: string }>(
      `select m.status, i.forwarding_status, m.attempts, m.last_error
         from outbox_messages m join contact_inquiries i on m.payload ->> 'inquiryId' = i.id::text
        where m.kind = 'crm.lead'`,
    );
    expect(pending).toHaveLength(100);
    for (const row of pending) {
      expect(row.status).toBe('pending');
      expect(row.forwarding_status).toBe('pending');
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toContain('Zoho CRM answered 500');
    }

    zoho.up = true;
    await waitFor(async () => {
      const [row] = await backend.sql<{ n: number }>(`select count(*)::int as n from outbox_messages where kind = 'crm.lead' and status = 'sent'`);
      return row!.n === 100;
    }, 90_000);
    // Let any late worker run finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect(zoho.protocolErrors).toEqual([]);
    expect(zoho.accepted).toHaveLength(100);
    expect([...zoho.accepted].sort()).toEqual(emails);
    // Each lead reached the CRM in one successful call: nothing was sent again once accepted.
    expect(zoho.updates).toBe(0);
    expect([...zoho.records.values()].every((record) => record.writes === 1)).toBe(true);
    const inquiries = await backend.sql<{ forwarding_status: string; crm_record_id: string; forwarding_error: string | null }>(
      `select forwarding_status, crm_record_id, forwarding_error from contact_inquiries where email like 'outage-%'`,
    );
    expect(inquiries.every((row) => row.forwarding_status === 'sent' && /^\d+$/.test(row.crm_record_id) && row.forwarding_error === null)).toBe(true);
    expect(new Set(inquiries.map((row) => row.crm_record_id)).size).toBe(100);
    const messages = await backend.sql<{ kind: string; n: number }>(
      // The seed's content changes queued page renders too; they are the renderer's, not deliveries.
      `select kind, count(*)::int as n from outbox_messages where kind <> 'pages.render' group by kind order by kind`,
    );
    expect(messages).toEqual([
      { kind: 'crm.lead', n: 100 },
      { kind: 'email', n: 100 },
    ]);
    // The confirmation emails never depended on the CRM: one each, in the local mailbox.
    const [mail] = await backend.sql<{ n: number; recipients: number }>(
      `select count(*)::int as n, count(distinct to_email)::int as recipients from mailbox_messages where to_email like 'outage-%'`,
    );
    expect(mail).toEqual({ n: 100, recipients: 100 });
  }, 180_000);

  it('answers the visitor at once while a slow CRM takes the lead after the answer', async () => {
    zoho.up = true;
    zoho.answerDelayMs = 5_000;
    try {
      const email = 'slow-crm@client.example';
      const started = performance.now();
      const response = await fetch(`${backend.url}/functions/v1/create-zoho-lead`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Slow', lastName: 'Crm', email, message: 'A slow CRM', service: 'general' }),
      });
      expect(response.status).toBe(200);
      // Not held for the CRM's 5 s, nor for the 4 s a request used to wait.
      expect(performance.now() - started).toBeLessThan(2_000);
      await waitFor(async () => zoho.accepted.includes(email), 20_000);
    } finally {
      zoho.answerDelayMs = 0;
    }
  }, 30_000);

  it('runs the outbox on demand for the service role only', async () => {
    const anonymous = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
    const refused = await anonymous.functions.invoke('process-outbox', { body: {} });
    expect((refused.error as { context?: Response } | null)?.context?.status).toBe(401);
    const privileged = createClient(backend.url, backend.serviceKey, { auth: { persistSession: false } });
    const { data, error } = await privileged.functions.invoke('process-outbox', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true, failed: 0 });
  });
});
