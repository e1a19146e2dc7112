// The site endpoints and functions over real HTTP against the running backend: bad
// input of every kind gets its status and message and stores nothing, good input is stored and
// delivered through the local adapters, and analytics equal what the recorded events imply.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { anonClient, backend, createStaff, serviceClient, uniqueEmail } from '../helpers/clients.ts';

const service = serviceClient();

function api(name: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend().url}/functions/v1/${name}`, init);
}

function postJson(name: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return api(name, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

function callFunction(name: string, body: unknown, token: string = backend().anonKey): Promise<Response> {
  return fetch(`${backend().url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: backend().anonKey, Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function inquiriesFrom(email: string) {
  const { data, error } = await service.from('contact_inquiries').select('*').ilike('email', email);
  if (error) throw error;
  return data;
}

/** A user with a staff role, signed in on its own client. */
const staff = createStaff;

function validInquiry(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Diaz',
    email,
    phone: '(702) 555-0199',
    message: 'We need monthly bookkeeping for a 12-person HVAC company.',
    service: 'bookkeeping',
    company: 'Diaz Heating',
    employees: '6-20',
    revenue: '1m-5m',
    industry: 'construction',
    hearAboutUs: 'google',
    outletName: '',
    mediaPersonName: '',
    dueDate: '',
    currentSoftware: 'quickbooks-online',
    urgency: 'within-month',
    preferredDate: '',
    preferredTime: '',
    smsConsent: false,
    ...overrides,
  };
}

describe('POST /functions/v1/create-zoho-lead', () => {
  it('stores a valid inquiry, forwards it through the local CRM and mails a confirmation', async () => {
    const email = uniqueEmail('lead');
    const response = await postJson('create-zoho-lead', validInquiry(email));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; id: string };
    expect(body.message).toBe('Your inquiry has been sent successfully! We will get back to you shortly.');

    // Stored before the answer; forwarded and mailed after it (EdgeRuntime.waitUntil).
    const [stored] = await inquiriesFrom(email);
    expect(stored).toMatchObject({ id: body.id, first_name: 'Ana' });
    await vi.waitFor(async () => expect((await inquiriesFrom(email))[0]?.forwarding_status).toBe('sent'), { timeout: 10_000, interval: 100 });
    const [row] = await inquiriesFrom(email);
    expect(row).toMatchObject({
      id: body.id,
      first_name: 'Ana',
      last_name: 'Diaz',
      service: 'bookkeeping',
      employees: '6-20',
      outlet_name: null,
      urgency: 'within-month',
      status: 'new',
      forwarding_status: 'sent',
      crm_record_id: `inquiry:${body.id}`,
      forwarding_error: null,
    });
    await vi.waitFor(async () => {
      const { data: sent } = await service.from('outbox_messages').select('status').like('dedupe_key', `%${body.id}`).eq('status', 'sent');
      expect(sent).toHaveLength(2);
    }, { timeout: 10_000, interval: 100 });
    const { data: outbox } = await service.from('outbox_messages').select('kind, status, attempts, delivered_to, dedupe_key').like('dedupe_key', `%${body.id}`).order('kind');
    expect(outbox).toEqual([
      { kind: 'crm.lead', status: 'sent', attempts: 1, delivered_to: 'local-crm', dedupe_key: `crm-lead:${body.id}` },
      { kind: 'email', status: 'sent', attempts: 1, delivered_to: 'local-mailbox', dedupe_key: `email:inquiry-confirmation:${body.id}` },
    ]);
    const { data: mail } = await service.from('mailbox_messages').select('template, subject, text').eq('to_email', email);
    expect(mail).toHaveLength(1);
    expect(mail![0]).toMatchObject({ template: 'inquiry-confirmation', subject: 'We received your Bookkeeping inquiry' });
    // The address is not verified: the firm's words only, nothing the visitor typed.
    expect(mail![0]!.text.startsWith('Hello,\n\nThank you for contacting Silver State Books about Bookkeeping.')).toBe(true);
    expect(mail![0]!.text).not.toContain('Ana');
    expect(mail![0]!.text).not.toContain('HVAC');
  });

  it('names the missing fields with the form wording and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Please fill in all required fields: First Name, Last Name, Email, Message, Service'],
      [{ service: 'general', firstName: 'Ana', email: 'missing-message@example.com' }, 'Please fill in all required fields: Message'],
      [{ service: 'general', email: 'nobody@example.com', message: 'Hi' }, 'Please fill in all required fields: Full Name'],
      [
        { service: 'press', firstName: 'Ana', lastName: 'Diaz', email: 'press-missing@example.com', message: 'Interview?' },
        'Please fill in all required fields: Media Outlet Name, Media Contact Name',
      ],
      [
        { service: 'payroll', firstName: '   ', lastName: 'Diaz', email: 'blank-name@example.com', message: 'Payroll' },
        'Please fill in all required fields: First Name',
      ],
    ];
    for (const [input, message] of cases) {
      const response = await postJson('create-zoho-lead', input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    for (const email of ['missing-message@example.com', 'nobody@example.com', 'press-missing@example.com', 'blank-name@example.com']) {
      expect(await inquiriesFrom(email)).toEqual([]);
    }
  });

  it('names invalid fields and wrong types', async () => {
    const email = uniqueEmail('types');
    const response = await postJson('create-zoho-lead', {
      ...validInquiry(email),
      firstName: 42,
      phone: 'call me',
      employees: 'a thousand',
      smsConsent: 'yes',
      dueDate: '2020-01-01',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; missing: string[]; invalid: Record<string, string> };
    expect(body.missing).toEqual([]);
    expect(body.invalid).toEqual({
      firstName: 'Enter text here.',
      phone: 'Enter a valid phone number.',
      employees: 'Choose an option from the list.',
      smsConsent: 'Must be checked or unchecked.',
      dueDate: 'The deadline cannot be before today.',
    });
    expect(body.message).toContain('Please correct: First Name (Enter text here.)');
    expect(body.message).toContain('Phone (Enter a valid phone number.)');
    expect(await inquiriesFrom(email)).toEqual([]);

    const unknownService = await postJson('create-zoho-lead', validInquiry(email, { service: 'hacking' }));
    expect(unknownService.status).toBe(400);
    expect(((await unknownService.json()) as { message: string }).message).toBe('Please correct: Service (Choose a service from the list.)');
  });

  it('refuses bodies that are not a JSON object', async () => {
    const bodies: [string, string | undefined][] = [
      ['not json at all', 'text/plain'],
      ['[1,2,3]', 'application/json'],
      ['null', 'application/json'],
      ['"a string"', 'application/json'],
      ['{"firstName": "Ana"', 'application/json'],
    ];
    for (const [body, type] of bodies) {
      const response = await api('create-zoho-lead', { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ message: 'The inquiry could not be read: send the form fields as a JSON object.' });
    }
    const form = await api('create-zoho-lead', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=b' });
    expect(form.status).toBe(415);
    const get = await api('create-zoho-lead');
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ message: 'Send the inquiry with POST.' });
  });

  it('answers 413 for oversized input (over 64 KB, and a 1 MB body) and stores nothing', async () => {
    const email = uniqueEmail('big');
    const overLimit = await postJson('create-zoho-lead', validInquiry(email, { message: 'x'.repeat(70_000) }));
    expect(overLimit.status).toBe(413);
    expect(await overLimit.json()).toEqual({ message: 'Your message is too large to send. Please shorten it and try again.' });

    const oneMegabyte = JSON.stringify(validInquiry(email, { message: 'y'.repeat(1_000_000) }));
    const huge = await api('create-zoho-lead', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: oneMegabyte });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toMatch(/too large|larger than/);
    expect(await inquiriesFrom(email)).toEqual([]);
  });

  it('stores script payloads as inert text, keeps them out of the email, and refuses them where a format applies', async () => {
    const badEmail = await postJson('create-zoho-lead', validInquiry('<script>alert(1)</script>@example.com'));
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { message: string }).message).toBe('Please correct: Email (Enter a valid email address.)');

    const email = uniqueEmail('script');
    const script = '<script>alert("x")</script>';
    const response = await postJson('create-zoho-lead', validInquiry(email, { firstName: script, message: `<img src=x onerror=alert(1)> ${script}` }));
    expect(response.status).toBe(200);
    const [row] = await inquiriesFrom(email);
    expect(row!.first_name).toBe(script);
    // The confirmation carries the firm's words only, so none of it reaches the email, escaped or not.
    let html = '';
    await vi.waitFor(async () => {
      const { data: mail } = await service.from('mailbox_messages').select('html').eq('to_email', email).maybeSingle();
      html = mail?.html ?? '';
      expect(html).not.toBe('');
    }, { timeout: 10_000, interval: 100 });
    expect(html).not.toContain('script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('alert');
  });

  it('keeps unicode exactly, and refuses text Postgres cannot store', async () => {
    const email = uniqueEmail('unicode');
    const response = await postJson('create-zoho-lead', validInquiry(email, { firstName: 'Zoë 李', lastName: 'Núñez-Ōtsuka', message: 'Payroll for our café ☕ — 12 people 👩‍🍳' }));
    expect(response.status).toBe(200);
    const [row] = await inquiriesFrom(email);
    expect(row).toMatchObject({ first_name: 'Zoë 李', last_name: 'Núñez-Ōtsuka', message: 'Payroll for our café ☕ — 12 people 👩‍🍳' });

    const unicodeEmail = await postJson('create-zoho-lead', validInquiry('zoë@example.com'));
    expect(unicodeEmail.status).toBe(400);

    const nulEmail = uniqueEmail('nul');
    const nul = await postJson('create-zoho-lead', validInquiry(nulEmail, { message: 'before\u0000after' }));
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { message: string }).message).toBe('Please correct: Message (Remove the control characters from this field.)');
    const surrogate = await api('create-zoho-lead', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"firstName":"\\ud800","lastName":"D","email":"${nulEmail}","message":"m","service":"payroll"}`,
    });
    expect(surrogate.status).toBe(400);
    expect(await inquiriesFrom(nulEmail)).toEqual([]);
  });

  it('answers 429 when one address floods the form', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i += 1) {
      expect((await postJson('create-zoho-lead', validInquiry(email, { message: `Inquiry ${i}` }))).status).toBe(200);
    }
    const flooded = await postJson('create-zoho-lead', validInquiry(email.toUpperCase(), { message: 'Inquiry 6' }));
    expect(flooded.status).toBe(429);
    expect(((await flooded.json()) as { message: string }).message).toBe(
      'We have already received several inquiries from this email address. Please wait a few minutes before sending another, or call us.',
    );
    expect(await inquiriesFrom(email)).toHaveLength(5);
  });
});

describe('POST /functions/v1/track', () => {
  let post: { id: string; slug: string };
  beforeAll(async () => {
    const { data } = await service.from('blog_posts').select('id, slug').eq('status', 'published').order('id').limit(1).single();
    post = data as { id: string; slug: string };
  });

  function beacon(payload: unknown, type = 'text/plain;charset=UTF-8'): Promise<Response> {
    return api('track', { method: 'POST', headers: { 'Content-Type': type }, body: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  }

  it('stores page_view, blog_view (slug resolved to the post) and not_found with the server time, and nothing personal', async () => {
    const tabId = `tab-${crypto.randomBytes(6).toString('hex')}`;
    const before = Date.now();
    const farPast = '2001-01-01T00:00:00.000Z';
    const results = await Promise.all([
      beacon({ type: 'page_view', path: '/payroll?email=someone%40example.com#top', title: 'Payroll', referrer: 'https://www.google.com/search?q=my+name', tabId, occurredAt: farPast }),
      beacon({ type: 'blog_view', path: `/blog/${post.slug}`, slug: post.slug, title: 'A post ✓', tabId, occurredAt: new Date().toISOString() }),
      beacon({ type: 'not_found', path: '/no-such-page', title: 'Page not found', referrer: '/about', tabId }, 'application/json'),
    ]);
    expect(results.map((r) => r.status)).toEqual([204, 204, 204]);

    const { data } = await service.from('site_events').select('type, path, title, referrer, post_id, occurred_at').eq('tab_id', tabId).order('type');
    expect(data!.map(({ occurred_at: _time, ...rest }) => rest)).toEqual([
      { type: 'blog_view', path: `/blog/${post.slug}`, title: 'A post ✓', referrer: null, post_id: post.id },
      { type: 'not_found', path: '/no-such-page', title: 'Page not found', referrer: '/about', post_id: null },
      { type: 'page_view', path: '/payroll', title: 'Payroll', referrer: 'https://www.google.com', post_id: null },
    ]);
    for (const row of data!) {
      const time = Date.parse(row.occurred_at as string);
      expect(time).toBeGreaterThanOrEqual(before - 120_000);
      expect(time).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('refuses bad payloads and stores none of them', async () => {
    const tabId = `tab-${crypto.randomBytes(6).toString('hex')}`;
    const cases: [unknown, number, string][] = [
      [{ type: 'click', path: '/', tabId }, 400, 'type must be one of page_view, blog_view, not_found.'],
      [{ type: 'page_view', path: 'about', tabId }, 400, "path must be a string starting with '/'."],
      [{ type: 'page_view', path: '//evil.example.com', tabId }, 400, "path must be a string starting with '/'."],
      [{ type: 'page_view', path: '/<script>alert(1)</script>', tabId }, 400, 'path must be a URL path (percent-encoded) of at most 2048 characters.'],
      [{ type: 'page_view', path: '/über', tabId }, 400, 'path must be a URL path (percent-encoded) of at most 2048 characters.'],
      [{ type: 'page_view', path: 42, tabId }, 400, "path must be a string starting with '/'."],
      [{ type: 'page_view', path: '/', title: 't'.repeat(301), tabId }, 400, 'title must be text of at most 300 characters.'],
      [{ type: 'page_view', path: '/', title: { html: '<b>' }, tabId }, 400, 'title must be text of at most 300 characters.'],
      [{ type: 'page_view', path: '/', title: 'nul\u0000', tabId }, 400, 'title must be text of at most 300 characters.'],
      [{ type: 'page_view', path: '/' }, 400, 'tabId must be 1 to 64 letters, digits, hyphens or underscores.'],
      [{ type: 'page_view', path: '/', tabId: "x'; drop table site_events; --" }, 400, 'tabId must be 1 to 64 letters, digits, hyphens or underscores.'],
      [{ type: 'blog_view', path: '/blog/x', tabId }, 400, 'slug is required for a blog_view and must be a post slug.'],
      [{ type: 'blog_view', path: '/blog/no-such-post', slug: 'no-such-post', tabId }, 400, 'slug does not name a published blog post.'],
      [[1, 2], 400, 'The event must be a JSON object.'],
      ['not json', 400, 'The event must be JSON.'],
      [{ type: 'page_view', path: '/', tabId, title: 'x'.repeat(9000) }, 413, 'An event may be at most 8192 bytes.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await beacon(payload);
      expect(response.status, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(await response.json()).toEqual({ message });
    }
    const megabyte = await beacon('x'.repeat(1_000_000));
    expect(megabyte.status).toBe(413);
    const { count } = await service.from('site_events').select('id', { count: 'exact', head: true }).eq('tab_id', tabId);
    expect(count).toBe(0);
  });

  it('answers 429 when one tab floods it', async () => {
    // Limits count per aligned minute: start the burst well inside one.
    const into = Date.now() % 60_000;
    if (into > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_050 - into));
    const tabId = `flood-${crypto.randomBytes(6).toString('hex')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) statuses.push((await beacon({ type: 'page_view', path: `/p${i}`, tabId })).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });
});

describe('enrich-lead and send-email (calculator gate)', () => {
  it('stores the lead with its domain information, and mails the confirmation once, from the server', async () => {
    const email = uniqueEmail('gate');
    const enrich = await callFunction('enrich-lead', { email });
    expect(enrich.status).toBe(200);
    const enriched = (await enrich.json()) as { success: boolean; leadId: string };
    expect(enriched.success).toBe(true);
    const { data: lead } = await service.from('calculator_leads').select('email, name, calculation_type, enrichment').eq('id', enriched.leadId).single();
    expect(lead).toEqual({
      email,
      name: email.split('@')[0],
      calculation_type: 'Net Pay Calculator',
      enrichment: { provider: 'local', domain: 'integration.test', freeMailProvider: false, companyDomain: 'integration.test' },
    });

    const { data: mail } = await service.from('mailbox_messages').select('template, subject, text, html, outbox_message_id').eq('to_email', email);
    expect(mail).toHaveLength(1);
    expect(mail![0]).toMatchObject({ template: 'calculator-confirmation', subject: 'Your Net Pay Calculator is unlocked' });
    expect(mail![0]!.text).toContain('Hello,');
    expect(mail![0]!.text).not.toContain(email);
    expect(mail![0]!.html).toContain('<p>');

    // Asked again on demand by the server (secret key): the same message, not a second mail.
    const request = { templateAlias: 'calculator-confirmation', to: email };
    const again = await callFunction('send-email', request, backend().secretKey);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(mail![0]!.outbox_message_id);
    const { count } = await service.from('mailbox_messages').select('id', { count: 'exact', head: true }).eq('to_email', email);
    expect(count).toBe(1);
  });

  it('puts no text of the caller in the email: a name is not mailed, an unknown calculator is refused', async () => {
    const email = uniqueEmail('gate-text');
    const spoof = await callFunction('enrich-lead', { email, name: 'Your account is locked, call 555-0100', calculationType: 'Refund of $9,000' });
    expect(spoof.status).toBe(400);
    expect(await spoof.json()).toEqual({ error: 'calculationType must be one of: Net Pay Calculator.' });
    const named = await callFunction('enrich-lead', { email, name: 'Your account is locked, call 555-0100' });
    expect(named.status).toBe(200);
    const { data: mail } = await service.from('mailbox_messages').select('subject, text').eq('to_email', email);
    expect(mail).toHaveLength(1);
    expect(mail![0]!.subject).toBe('Your Net Pay Calculator is unlocked');
    expect(mail![0]!.text).not.toContain('locked, call');
  });

  it('send-email is not callable with the public keys', async () => {
    const email = uniqueEmail('relay');
    expect((await callFunction('enrich-lead', { email })).status).toBe(200);
    const request = { templateAlias: 'calculator-confirmation', to: email };
    const anonymous = await callFunction('send-email', request, backend().publishableKey);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "send-email is for the site's own server: call it with the secret key." });
    const legacyAnon = await callFunction('send-email', request);
    expect(legacyAnon.status).toBe(401);
    const { data: mail } = await service.from('mailbox_messages').select('id').eq('to_email', email);
    expect(mail).toHaveLength(1);
  });

  it('answers { error } for bad input and stores nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, 'Please enter your email address.'],
      [{ email: '   ' }, 400, 'Please enter your email address.'],
      [{ email: 'not-an-email' }, 400, 'Please enter a valid email address.'],
      [{ email: 42 }, 400, 'Please enter a valid email address.'],
      [{ email: '<script>@x.com' }, 400, 'Please enter a valid email address.'],
      [[], 400, 'Send { "email": "you@company.com" } as JSON.'],
    ];
    for (const [body, status, error] of cases) {
      const response = await callFunction('enrich-lead', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    const big = await callFunction('enrich-lead', { email: 'a@b.example', name: 'n'.repeat(1_000_000) });
    expect(big.status).toBe(413);
    const forged = await callFunction('enrich-lead', { email: 'a@b.example' }, 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: 'Invalid JWT' });
    const { count } = await service.from('calculator_leads').select('id', { count: 'exact', head: true }).eq('email', 'a@b.example');
    expect(count).toBe(0);
  });

  it('send-email refuses unknown templates, bad recipients and addresses that never used the gate', async () => {
    const stranger = uniqueEmail('stranger');
    const cases: [unknown, number, string][] = [
      [{ templateAlias: 'newsletter', to: stranger }, 400, 'templateAlias must be one of calculator-confirmation, inquiry-confirmation.'],
      [{ templateAlias: 'calculator-confirmation', to: 'nope' }, 400, 'to must be a valid email address.'],
      [{ templateAlias: 'calculator-confirmation', to: stranger, templateData: 'x' }, 400, 'templateData must be an object.'],
      [{ templateAlias: 'calculator-confirmation', to: stranger }, 404, 'No calculator request was received for this address.'],
      [{ templateAlias: 'inquiry-confirmation', to: stranger, templateData: {} }, 400, 'templateData.inquiryId is required for inquiry-confirmation.'],
      [{ templateAlias: 'inquiry-confirmation', to: stranger, templateData: { inquiryId: crypto.randomUUID() } }, 404, 'No inquiry was received from this address.'],
    ];
    for (const [body, status, error] of cases) {
      const response = await callFunction('send-email', body, backend().secretKey);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    const { count } = await service.from('mailbox_messages').select('id', { count: 'exact', head: true }).eq('to_email', stranger);
    expect(count).toBe(0);
  });
});

describe('GET /functions/v1/summarize-reviews', () => {
  it('summarizes the stored reviews honestly without an AI provider', async () => {
    const { data: reviews } = await service.from('reviews').select('rating');
    const ratings = (reviews as { rating: number }[]).map((r) => r.rating);
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;

    const response = await api(`summarize-reviews?t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { tldr: string; error: null; meta: Record<string, unknown> };
    expect(body.error).toBeNull();
    expect(body.meta).toEqual({ error: null, isAiGenerated: false, reviewCount: ratings.length, averageRating: average });
    expect(body.tldr).toContain(`Based on ${ratings.length} client reviews, the average rating is ${average.toFixed(1)} out of 5`);
    expect(body.tldr).toContain(`with ${ratings.filter((r) => r === 5).length} of ${ratings.length} giving five stars.`);

    const post = await api('summarize-reviews', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
  });
});

describe('analytics: GET /functions/v1/analytics and analytics-sync-v2', () => {
  let admin: Awaited<ReturnType<typeof staff>>;
  let writer: Awaited<ReturnType<typeof staff>>;
  let posts: { id: string; slug: string }[];

  beforeAll(async () => {
    [admin, writer] = await Promise.all([staff('analytics-admin', 'admin'), staff('analytics-writer', 'writer')]);
    const { data } = await service.from('blog_posts').select('id, slug').eq('status', 'published').order('id').limit(2);
    posts = data as { id: string; slug: string }[];
    const [one, two] = posts as [{ id: string; slug: string }, { id: string; slug: string }];
    const at = (day: string, time: string) => `2025-03-${day}T${time}:00Z`;
    const pageView = (tab: string, path: string, title: string, referrer: string | null, time: string) => ({
      type: 'page_view', path, title, referrer, tab_id: tab, occurred_at: time,
    });
    const blogView = (tab: string, post: { id: string; slug: string }, time: string) => ({
      type: 'blog_view', path: `/blog/${post.slug}`, title: post.slug, referrer: null, tab_id: tab, post_id: post.id, occurred_at: time,
    });
    // Known events on 10 and 11 March 2025 (UTC); 12 March has none; 13 March is outside the range.
    const events = [
      pageView('tabA', '/about', 'About', 'https://www.google.com', at('10', '10:00')),
      pageView('tabA', '/payroll', 'Payroll', '/about', at('10', '10:01')),
      pageView('tabA', `/blog/${one.slug}`, 'Post one', '/payroll', at('10', '10:02')),
      blogView('tabA', one, at('10', '10:02')),
      blogView('tabA', one, at('10', '10:03')),
      pageView('tabB', '/about', 'About us', null, at('10', '11:00')),
      { type: 'not_found', path: '/nope', title: 'Not found', referrer: null, tab_id: 'tabB', occurred_at: at('10', '11:01') },
      pageView('tabC', `/blog/${one.slug}`, 'Post one', 'https://www.linkedin.com', at('11', '09:00')),
      blogView('tabC', one, at('11', '09:00')),
      pageView('tabC', '/contact', 'Contact', `/blog/${one.slug}`, at('11', '09:05')),
      pageView('tabD', `/blog/${two.slug}`, 'Post two', 'https://news.example.org', at('11', '15:00')),
      blogView('tabD', two, at('11', '15:00')),
      blogView('tabF', two, at('11', '16:00')),
      pageView('tabE', '/about', 'About', null, at('13', '08:00')),
    ];
    const { error } = await service.from('site_events').insert(events);
    if (error) throw error;
  });

  function report(token: string | undefined, query: string) {
    return api(`analytics?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  }

  it('rolls blog views up per post per day, idempotently, for admins only', async () => {
    const refused = await callFunction('analytics-sync-v2', {}, writer.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, error: 'Only an admin can sync analytics.' });
    const badRange = await callFunction('analytics-sync-v2', { startDate: '2025-03-12', endDate: '2025-03-10' }, admin.token);
    expect(badRange.status).toBe(400);

    for (let run = 0; run < 2; run += 1) {
      const { data, error } = await admin.client.functions.invoke('analytics-sync-v2', {
        body: { startDate: '2025-03-01', endDate: '2025-03-31' } });
      expect(error).toBeNull();
      expect(data).toEqual({ success: true, startDate: '2025-03-01', endDate: '2025-03-31', rows: 3 });
    }
    const [one, two] = posts as [{ id: string; slug: string }, { id: string; slug: string }];
    const { data: rows } = await service
      .from('blog_analytics')
      .select('post_id, date, page_views, unique_visitors, traffic_sources, avg_session_duration, bounce_rate')
      .gte('date', '2025-03-01')
      .lte('date', '2025-03-31')
      .order('date')
      .order('post_id');
    expect(rows).toEqual([
      { post_id: one.id, date: '2025-03-10', page_views: 2, unique_visitors: 1, traffic_sources: { '(internal)/(none)': 1 }, avg_session_duration: null, bounce_rate: null },
      { post_id: one.id, date: '2025-03-11', page_views: 1, unique_visitors: 1, traffic_sources: { 'linkedin.com/social': 1 }, avg_session_duration: null, bounce_rate: null },
      { post_id: two.id, date: '2025-03-11', page_views: 2, unique_visitors: 2, traffic_sources: { 'news.example.org/referral': 1, '(not set)': 1 }, avg_session_duration: null, bounce_rate: null },
    ]);
  });

  it('reports exactly what the recorded events imply', async () => {
    await admin.client.functions.invoke('analytics-sync-v2', {
      body: { startDate: '2025-03-01', endDate: '2025-03-31' } });
    const [one, two] = posts as [{ id: string; slug: string }, { id: string; slug: string }];
    for (const user of [admin, writer]) {
      const response = await report(user.token, 'startDate=2025-03-10&endDate=2025-03-12');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { success: boolean; data: Record<string, unknown> & { summary: Record<string, unknown> } };
      expect(body.success).toBe(true);
      const { activeUsersNow, ...summary } = body.data.summary;
      expect(typeof activeUsersNow).toBe('number');
      expect(summary).toEqual({ totalPageViews: 7, uniqueVisitors: 4, avgSessionDuration: null, bounceRate: 50, totalBlogViews: 5 });
      expect(body.data.chartData).toEqual([
        { date: '2025-03-10', page_views: 4, unique_visitors: 2 },
        { date: '2025-03-11', page_views: 3, unique_visitors: 2 },
        { date: '2025-03-12', page_views: 0, unique_visitors: 0 },
      ]);
      expect(body.data.topPages).toEqual([
        { page_path: '/about', page_title: 'About us', page_views: 2, unique_visitors: 2, avg_time_on_page: null },
        { page_path: `/blog/${one.slug}`, page_title: 'Post one', page_views: 2, unique_visitors: 2, avg_time_on_page: null },
        ...[
          { page_path: `/blog/${two.slug}`, page_title: 'Post two', page_views: 1, unique_visitors: 1, avg_time_on_page: null },
          { page_path: '/contact', page_title: 'Contact', page_views: 1, unique_visitors: 1, avg_time_on_page: null },
          { page_path: '/payroll', page_title: 'Payroll', page_views: 1, unique_visitors: 1, avg_time_on_page: null },
        ].sort((a, b) => (a.page_path < b.page_path ? -1 : 1)),
      ]);
      expect(body.data.trafficSources).toEqual([
        { source_medium: '(direct)/(none)', sessions: 1, percentage: 25 },
        { source_medium: 'google/organic', sessions: 1, percentage: 25 },
        { source_medium: 'linkedin.com/social', sessions: 1, percentage: 25 },
        { source_medium: 'news.example.org/referral', sessions: 1, percentage: 25 },
      ]);
      expect(body.data.notFoundPages).toEqual([{ page_path: '/nope', visits: 1, last_seen_at: '2025-03-10T11:01:00.000Z' }]);
      expect(body.data.topPosts).toEqual([
        { post_id: one.id, title: expect.any(String), slug: one.slug, page_views: 3, unique_visitors: 2 },
        { post_id: two.id, title: expect.any(String), slug: two.slug, page_views: 2, unique_visitors: 2 },
      ]);
    }
  });

  it('covers exactly the last hours with ?hours, by hour', async () => {
    const mark = `/hours-check-${Date.now()}`;
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const { error } = await service.from('site_events').insert([
      { type: 'not_found', path: `${mark}-inside`, tab_id: 'tabH1', occurred_at: ago(1) },
      { type: 'not_found', path: `${mark}-outside`, tab_id: 'tabH2', occurred_at: ago(30) },
    ]);
    if (error) throw error;
    const response = await report(admin.token, 'hours=24');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { chartData: { date: string }[]; notFoundPages: { page_path: string }[]; window?: unknown };
      meta: { hours: number; startAt: string; endAt: string; timezone: string };
    };
    expect(body.meta.hours).toBe(24);
    expect(Date.parse(body.meta.endAt) - Date.parse(body.meta.startAt)).toBe(24 * 3_600_000);
    expect(body.data.window).toBeUndefined();
    // 24 hours touch 24 or 25 clock hours; each point is an hour, UTC.
    expect([24, 25]).toContain(body.data.chartData.length);
    expect(body.data.chartData[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/);
    const paths = body.data.notFoundPages.map((page) => page.page_path);
    expect(paths).toContain(`${mark}-inside`);
    expect(paths).not.toContain(`${mark}-outside`);

    for (const query of ['hours=0', 'hours=169', 'hours=1.5', 'hours=abc']) {
      const refused = await report(admin.token, query);
      expect(refused.status, query).toBe(400);
      expect(await refused.json()).toEqual({ success: false, error: 'hours must be a whole number from 1 to 168.' });
    }
  });

  it('validates the range and refuses callers who are not staff', async () => {
    const cases: [string, number, string][] = [
      ['', 400, 'startDate and endDate are required (YYYY-MM-DD).'],
      ['startDate=2025-03-10', 400, 'startDate and endDate are required (YYYY-MM-DD).'],
      ['startDate=10/03/2025&endDate=2025-03-12', 400, 'startDate must be a real date written YYYY-MM-DD.'],
      ['startDate=2025-02-01&endDate=2025-02-30', 400, 'endDate must be a real date written YYYY-MM-DD.'],
      ['startDate=2025-03-12&endDate=2025-03-10', 400, 'startDate must not be after endDate.'],
      ['startDate=2024-01-01&endDate=2025-01-01', 400, 'The date range may cover at most 366 days.'],
      ["startDate=2025-03-10'%20or%201=1--&endDate=2025-03-12", 400, 'startDate must be a real date written YYYY-MM-DD.'],
    ];
    for (const [query, status, error] of cases) {
      const response = await report(admin.token, query);
      expect(response.status, query).toBe(status);
      expect(await response.json()).toEqual({ success: false, error });
    }
    expect((await report(admin.token, 'startDate=2024-01-01&endDate=2024-12-31')).status).toBe(200);

    const query = 'startDate=2025-03-10&endDate=2025-03-12';
    const none = await report(undefined, query);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ success: false, error: 'Authentication required' });
    expect((await report(backend().anonKey, query)).status).toBe(401);
    expect((await report('forged.token.value', query)).status).toBe(401);
    const visitor = await staff('analytics-nobody', null);
    const refused = await report(visitor.token, query);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, error: 'Access denied: analytics are for staff' });
  });
});

describe('GET /functions/v1/account-status', () => {
  async function accessOf(token: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${backend().url}/functions/v1/account-status`, {
      headers: { apikey: backend().anonKey, Authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: await response.json() };
  }

  it('tells a signed-in user their own standing, even once suspension has ended their session', async () => {
    const writer = await staff('status-writer', 'writer');
    const nobody = await staff('status-norole', null);
    expect(await accessOf(writer.token)).toEqual({ status: 200, body: { access: 'staff' } });
    expect(await accessOf(nobody.token)).toEqual({ status: 200, body: { access: 'none' } });

    const { error } = await service.rpc('set_user_suspension', { user_id: writer.id, suspended: true });
    expect(error).toBeNull();
    // The session is gone: the REST API refuses the token and the profile cannot be read...
    const profile = await writer.client.from('profiles').select('id').eq('id', writer.id);
    expect(profile.status).toBe(401);
    // ...but the token still proves who is asking, and the answer says why.
    expect(await accessOf(writer.token)).toEqual({ status: 200, body: { access: 'suspended' } });
  });

  it('answers nobody without a verified user token', async () => {
    expect(await accessOf(backend().anonKey)).toEqual({ status: 401, body: { error: 'Sign in to check your account.' } });
    expect(await accessOf('not-a-token')).toEqual({ status: 401, body: { error: 'Invalid JWT' } });
  });
});

describe('server-only database functions', () => {
  it('cannot be called by visitors or staff through the API', async () => {
    const admin = await staff('rpc-admin', 'admin');
    const calls: [string, Record<string, unknown>][] = [
      ['claim_outbox_messages', { max_messages: 100 }],
      ['finish_outbox_message', { message_id: crypto.randomUUID(), attempt: 1, succeeded: true }],
      ['enqueue_outbox_message', { message_kind: 'email', message_payload: {}, message_dedupe_key: 'forged' }],
      ['rollup_blog_analytics', { start_date: '2025-03-01', end_date: '2025-03-31' }],
    ];
    for (const client of [anonClient(), admin.client]) {
      for (const [name, args] of calls) {
        const { error } = await client.rpc(name, args);
        expect(error?.code, name).toBe('42501');
      }
    }
    const { error } = await anonClient().rpc('analytics_report', { start_date: '2025-03-10', end_date: '2025-03-12' });
    expect(error?.code).toBe('42501');
    const { count } = await service.from('outbox_messages').select('id', { count: 'exact', head: true }).eq('dedupe_key', 'forged');
    expect(count).toBe(0);
  });
});

describe('GET /functions/v1/sitemap-blog', () => {
  const slug = `sitemap-check-${Date.now()}`;
  const draftSlug = `${slug}-draft`;

  beforeAll(async () => {
    const base = { content: '<p>x</p>', author: 'Sitemap Test' };
    const { error } = await service.from('blog_posts').insert([
      { ...base, title: 'Published for the sitemap', slug, status: 'published', published_at: '2026-03-04T10:00:00Z' },
      { ...base, title: 'Draft for the sitemap', slug: draftSlug, status: 'draft' },
    ]);
    if (error) throw error;
  });

  it('lists every published post under the configured site URL, and no draft', async () => {
    const response = await api('sitemap-blog');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
    expect(xml).toContain(`<loc>https://www.example-firm.test/blog/${slug}</loc>`);
    expect(xml).not.toContain(draftSlug);
    const { count } = await service.from('blog_posts').select('id', { count: 'exact', head: true }).eq('status', 'published');
    // One entry per post (the list's, category and tag pages are one level deeper).
    expect(xml.match(/<loc>https:\/\/www\.example-firm\.test\/blog\/[^/<]+<\/loc>/g)?.length).toBe(count);
    const { data } = await service.from('blog_posts').select('updated_at').eq('slug', slug).single();
    const entry = xml.slice(xml.indexOf(`/blog/${slug}<`));
    expect(entry).toMatch(new RegExp(`^/blog/${slug}</loc>\\n    <lastmod>${(data as { updated_at: string }).updated_at.slice(0, 10)}</lastmod>\\n    <changefreq>monthly</changefreq>\\n    <priority>0.6</priority>`));
  });

  it('ignores a forwarded host (the origin is SITE_URL), and answers only GET', async () => {
    const response = await api('sitemap-blog', { headers: { 'X-Forwarded-Host': 'evil.test', 'X-Forwarded-Proto': 'https' } });
    const xml = await response.text();
    expect(xml).not.toContain('evil.test');
    expect(xml).toContain(`<loc>https://www.example-firm.test/blog/${slug}</loc>`);
    const post = await api('sitemap-blog', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
  });
});
