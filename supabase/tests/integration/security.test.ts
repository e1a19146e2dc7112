// The attacks that once worked against the running stack, each performed again over real HTTP and
// refused (status and message), with the happy path beside it still working.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
    expect(await response.json()).toMatchObject({ code: 'signup_disabled', msg: 'Signups not allowed for this instance' });
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
