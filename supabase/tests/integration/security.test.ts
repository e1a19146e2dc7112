// The attacks that once worked against the running stack, each performed again over real HTTP and
// refused (status and message), with the happy path beside it still working.
import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { anonClient, backend, serviceClient, signedInClient, uniqueEmail } from '../helpers/clients.ts';

const service = serviceClient();

function post(name: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend().url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: backend().publishableKey, ...headers },
    body: JSON.stringify(body),
  });
}

describe('staff accounts cannot be pre-claimed', () => {
  it('refuses a public sign-up, for any address, the firm domain included', async () => {
    const email = `owner.${crypto.randomBytes(4).toString('hex')}@silverstatebooks.example`;
    const response = await fetch(`${backend().url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend().publishableKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'attacker-password-123' }),
    });
    expect(response.status).toBe(422);
    // GoTrue's error body for a request without X-Supabase-Api-Version.
    expect(await response.json()).toMatchObject({ code: 422, error_code: 'signup_disabled', msg: 'Signups not allowed for this instance' });
    const { data } = await service.from('profiles').select('id').eq('email', email);
    expect(data).toEqual([]);
  });
});

describe('Auth reads at most 1 MiB of a request, as GoTrue does', () => {
  it('answers a larger user update 413 request_entity_too_large and keeps the user as it was', async () => {
    const { client } = await signedInClient('big-body');
    // GoTrue: http.MaxBytesReader(1 << 20) in front of every handler, then "Request body too large (max 1048576 bytes)".
    const big = await client.auth.updateUser({ data: { bio: 'x'.repeat(1_100_000) } });
    expect(big.error?.status).toBe(413);
    expect(big.error?.code).toBe('request_entity_too_large');
    expect(big.error?.message).toBe('Request body too large (max 1048576 bytes)');
    const { data } = await client.auth.getUser();
    expect(data.user?.user_metadata?.bio).toBeUndefined();
  });
});

describe('no firm-branded email to an address of the caller’s choosing', () => {
  it('refuses send-email to the public, and the gate’s own mail carries no caller text', async () => {
    const victim = uniqueEmail('victim');
    const relay = await post('send-email', {
      templateAlias: 'calculator-confirmation',
      to: victim,
      templateData: { name: 'URGENT: your payroll failed', calculationType: 'Wire $9,000 now' },
    });
    expect(relay.status).toBe(401);
    expect(await relay.json()).toEqual({ error: "send-email is for the site's own server: call it with the secret key." });

    const gate = await post('enrich-lead', { email: victim, name: 'URGENT: your payroll failed' });
    expect(gate.status).toBe(200);
    const { data: mail } = await service.from('mailbox_messages').select('subject, text').eq('to_email', victim);
    expect(mail).toEqual([expect.objectContaining({ subject: 'Your Net Pay Calculator is unlocked' })]);
    expect(mail![0]!.text).not.toContain('URGENT');
  });
});

describe('the firm’s mail carries only the firm’s words to an unverified address', () => {
  // The relay: a stranger's words, sent by the firm's server to a victim's address.
  const LURE = 'Your invoice is overdue. Pay at http://evil.example/pay';

  async function mailTo(address: string) {
    let found: { subject: string; text: string; html: string; attachments: { content: string }[] }[] = [];
    await vi.waitFor(async () => {
      const { data } = await service.from('mailbox_messages').select('subject, text, html, attachments').eq('to_email', address);
      found = (data ?? []) as typeof found;
      expect(found).toHaveLength(1);
    }, { timeout: 15_000, interval: 200 });
    return found[0]!;
  }

  it('the contact form’s confirmation greets in the firm’s words and quotes nothing', async () => {
    const victim = uniqueEmail('relay-contact');
    const response = await post('create-zoho-lead', {
      service: 'general',
      firstName: LURE,
      lastName: 'Billing',
      email: victim,
      message: `${LURE}\nCall 702-000-0000 today.`,
    });
    expect(response.status).toBe(200);
    const mail = await mailTo(victim);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('overdue');
    }
    expect(mail.text.startsWith('Hello,')).toBe(true);
  });

  it('the booking’s confirmation and its invite carry neither the name nor the phone the visitor typed', async () => {
    const victim = uniqueEmail('relay-booking');
    const slots = await fetch(`${backend().url}/functions/v1/booking-slots?service=payroll`, { headers: { apikey: backend().publishableKey } });
    const { slots: open } = (await slots.json()) as { slots: string[] };
    const response = await post('book-consultation', {
      service: 'payroll',
      start: open.at(-1),
      name: LURE,
      email: victim,
      phone: '702-555-0199',
      company: '',
      message: LURE,
      timeZone: 'America/Los_Angeles',
      website: '',
    });
    expect(response.status).toBe(201);
    const mail = await mailTo(victim);
    for (const part of [mail.subject, mail.text, mail.html, ...mail.attachments.map((file) => file.content)]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('overdue');
      expect(part).not.toContain('555-0199');
    }
    expect(mail.attachments[0]!.content).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT`);
  });
});

describe('the endpoints’ controls cannot be skipped through the REST API', () => {
  it('refuses direct inserts of inquiries, leads and events with the public key', async () => {
    const email = uniqueEmail('direct');
    const inquiries = Array.from({ length: 50 }, (_, i) => ({ first_name: 'Bulk', email, message: `Spam ${i}`, service: 'general' }));
    const attempts = [
      await anonClient().from('contact_inquiries').insert(inquiries),
      await anonClient().from('calculator_leads').insert({ email }),
      await anonClient().from('site_events').insert({ type: 'blog_view', path: '/blog/draft', occurred_at: '2020-01-01T00:00:00Z' }),
    ];
    for (const { error, status } of attempts) {
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
    const { count } = await service.from('contact_inquiries').select('id', { count: 'exact', head: true }).eq('email', email);
    expect(count).toBe(0);
    // The form's own way in still works.
    const form = await post('create-zoho-lead', { firstName: 'Real', lastName: 'Visitor', email, message: 'Monthly books, please.', service: 'bookkeeping' });
    expect(form.status).toBe(200);
  });
});

describe('the blog sitemap links only to the configured site', () => {
  it('ignores X-Forwarded-Host', async () => {
    const response = await fetch(`${backend().url}/functions/v1/sitemap-blog`, { headers: { 'X-Forwarded-Host': 'phish.example' } });
    const xml = await response.text();
    expect(xml).not.toContain('phish.example');
    expect(xml).toContain('<loc>https://www.example-firm.test/blog/');
  });
});
