// The attacks that once worked against the running stack, each performed again over real HTTP and
// refused (status and message), with the happy path beside it still working.
import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { anonClient, backend, serviceClient, signedInClient, staffClient, uniqueEmail } from '../helpers/clients.ts';
import { firmDay, fullestDay, spacedSlots } from '../helpers/booking-slots.ts';
import { BOOKING_MESSAGES } from '../../functions/_shared/contracts/booking/booking.ts';

const service = serviceClient();

function post(name: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend().url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: backend().publishableKey, ...headers },
    body: JSON.stringify(body),
  });
}

interface Mail {
  subject: string;
  text: string;
  html: string;
  attachments: { content: string }[];
}

/** The mail the local mailbox holds for an address, once it holds `count` (oldest first). */
async function mailTo(address: string, count: number): Promise<Mail[]> {
  let found: Mail[] = [];
  await vi.waitFor(async () => {
    const { data } = await service.from('mailbox_messages').select('subject, text, html, attachments').eq('to_email', address).order('created_at');
    found = (data ?? []) as Mail[];
    expect(found).toHaveLength(count);
  }, { timeout: 15_000, interval: 200 });
  return found;
}

async function openSlots(service: string): Promise<string[]> {
  const response = await fetch(`${backend().url}/functions/v1/booking-slots?service=${service}`, { headers: { apikey: backend().publishableKey } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

/** A consultation requested as the /book page sends it. */
async function book(start: string, email: string, service = 'bookkeeping') {
  const response = await post('book-consultation', {
    service,
    start,
    name: 'Pat Visitor',
    email,
    phone: '',
    company: '',
    message: 'Monthly books, please.',
    timeZone: 'America/Los_Angeles',
    website: '',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An open time, the latest, on a day where nothing is held yet (the day's limit stays out of the way). */
async function onDayWithoutHolds(slots: string[]): Promise<string> {
  const { data } = await service.from('bookings').select('starts_at').eq('status', 'held');
  const held = new Set((data ?? []).map((row) => firmDay(row.starts_at)));
  const start = slots.filter((each) => !held.has(firmDay(each))).at(-1);
  expect(start).toBeDefined();
  return start!;
}

/** The token of the confirm link in a hold email. */
function confirmToken(text: string): string {
  const match = /\/book\/confirm\?token=(\S+)/.exec(text);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
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
    const [mail] = await mailTo(victim, 1);
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('overdue');
    }
    expect(mail!.text.startsWith('Hello,')).toBe(true);
  });

  it('a booking’s hold email, and the confirmation its link leads to with the invite, carry neither the name nor the phone the visitor typed', async () => {
    const victim = uniqueEmail('relay-booking');
    const start = await onDayWithoutHolds(await openSlots('payroll'));
    const response = await post('book-consultation', {
      service: 'payroll',
      start,
      name: LURE,
      email: victim,
      phone: '702-555-0199',
      company: LURE,
      message: LURE,
      timeZone: 'America/Los_Angeles',
      website: '',
    });
    expect(response.status).toBe(201);
    const [hold] = await mailTo(victim, 1);
    expect(hold!.subject).toBe('Please confirm your free Payroll consultation');
    expect(hold!.attachments).toEqual([]);
    const confirmed = await post('manage-booking', { token: confirmToken(hold!.text), action: 'confirm' });
    expect(confirmed.status).toBe(200);
    const [, booked] = await mailTo(victim, 2);
    for (const mail of [hold!, booked!]) {
      for (const part of [mail.subject, mail.text, mail.html, ...mail.attachments.map((file) => file.content)]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('overdue');
        expect(part).not.toContain('555-0199');
      }
      expect(mail.text.startsWith('Hello,')).toBe(true);
    }
    expect(booked!.attachments[0]!.content).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT`);
  });
});

describe('one visitor cannot empty a day of consultations', () => {
  it('one caller with throwaway emails holds at most two times of a day, and one email holds one consultation', async () => {
    const picks = spacedSlots(fullestDay(await openSlots('general')), 4).slice(0, 4);
    expect(picks).toHaveLength(4);
    const emails = picks.map((_, index) => uniqueEmail(`throwaway${index}`));
    const answers = [];
    for (const [index, start] of picks.entries()) answers.push(await book(start, emails[index]!, 'general'));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429, 429]);
    expect(answers[2]!.body).toEqual({ message: BOOKING_MESSAGES.dayHeldFromAddress });
    // The times refused are still open to everyone else.
    expect(await openSlots('general')).toEqual(expect.arrayContaining(picks.slice(2)));
    const { data } = await service.from('bookings').select('status').in('email', emails);
    expect(data).toEqual([{ status: 'held' }, { status: 'held' }]);

    // The first address asks for a time on another day: it already holds one.
    const otherDay = (await openSlots('general')).find((start) => firmDay(start) !== firmDay(picks[0]!))!;
    expect(await book(otherDay, emails[0]!.toUpperCase(), 'general')).toEqual({ status: 409, body: { message: BOOKING_MESSAGES.emailHasBooking } });
  });

  it('a hold nobody confirms lapses, its time comes back, and its link then says so', async () => {
    const start = await onDayWithoutHolds(await openSlots('bookkeeping'));
    const email = uniqueEmail('lapse');
    expect((await book(start, email)).status).toBe(201);
    expect(await openSlots('bookkeeping')).not.toContain(start);
    const [hold] = await mailTo(email, 1);
    // Thirty minutes on: the hold's end is moved back.
    const moved = await service.from('bookings').update({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).eq('email', email);
    expect(moved.error).toBeNull();
    expect(await openSlots('bookkeeping')).toContain(start);
    const answer = await post('manage-booking', { token: confirmToken(hold!.text), action: 'confirm' });
    expect(answer.status).toBe(410);
    expect(await answer.json()).toEqual({
      message: BOOKING_MESSAGES.holdLapsedFree,
      reason: 'lapsed',
      rebook: { service: 'bookkeeping', from: firmDay(start), stillOpen: true },
    });
    const { data } = await service.from('bookings').select('status').eq('email', email);
    expect(data?.map((row) => row.status)).not.toContain('confirmed');
  });

  it('a confirm link that was forged or tampered with is refused; a real one confirms once, and again changes nothing', async () => {
    const email = uniqueEmail('confirm-twice');
    const held = await book(await onDayWithoutHolds(await openSlots('books-cleanup')), email, 'books-cleanup');
    expect(held.status).toBe(201);
    const id = (held.body as { booking: { id: string } }).booking.id;
    const token = confirmToken((await mailTo(email, 1))[0]!.text);
    const [, expires, signature] = token.split('.');
    const forged = `${id}.${Number(expires) + 86_400}.${signature}`;
    const foreign = `${id}.${expires}.${crypto.createHmac('sha256', 'a-secret-that-is-not-the-firms-0123456789').update(`booking-confirm:v1:${id}.${expires}`).digest('base64url')}`;
    for (const bad of [forged, foreign, `${id}.${expires}`]) {
      const refused = await post('manage-booking', { token: bad, action: 'confirm' });
      expect(refused.status, bad).toBe(400);
      expect(await refused.json()).toEqual({ message: BOOKING_MESSAGES.invalidLink });
    }
    const first = await post('manage-booking', { token, action: 'confirm' });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { message: string }).message).toBe(BOOKING_MESSAGES.booked);
    const again = await post('manage-booking', { token, action: 'confirm' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toBe(BOOKING_MESSAGES.alreadyConfirmed);
    const mails = await mailTo(email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Please confirm your free Books Cleanup consultation', 'Your free Books Cleanup consultation is booked']);
    const { count } = await service.from('contact_inquiries').select('id', { count: 'exact', head: true }).eq('email', email);
    expect(count).toBe(1);
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

// GET /rest/v1/published_blog_posts?select=id&content=match.(.*.*)*\1 once took 27 s and stalled
// other requests: PostgREST lets a caller filter any column it can select with any operator, and
// a regular expression with back-references backtracks for seconds even over a short text. The
// anonymous role now reads no relation with a column such an operator applies to; the public pages
// read through functions answering one JSON value (20261129100000_public_reads_through_functions.sql).
describe('no public text can be searched with a pattern', () => {
  const BACKTRACKING = ['(.*.*)*\\1', '(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1'];
  const PATTERN_FILTERS = [
    ...BACKTRACKING.flatMap((pattern) => [`match.${pattern}`, `imatch.${pattern}`]),
    'like.*a*a*a*a*a*a*a*a*a*a*b',
    'ilike.*a*a*a*a*a*a*a*a*a*a*b',
  ];
  // The types pattern operators (~, ~*, LIKE, ILIKE) apply to, directly or through ->> (json).
  const SEARCHABLE_TYPES = ['text', 'character varying', 'character', 'name', 'citext', 'json', 'jsonb', 'xml'];

  async function catalog<T>(sql: string): Promise<T[]> {
    // The backend runs on the server and database of TEST_DATABASE_URL (tests/helpers/global-setup.ts).
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function timed(path: string, init: RequestInit = {}): Promise<{ ms: number; status: number; body: { code?: string } | null }> {
    const started = performance.now();
    const response = await fetch(`${backend().url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: backend().publishableKey, 'Content-Type': 'application/json', ...init.headers },
    });
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    return { ms: performance.now() - started, status: response.status, body };
  }

  it('leaves the anonymous role no selectable column of a text or JSON type in the exposed schema', async () => {
    const readable = await catalog<{ relation: string; column: string; type: string }>(`
      select c.relname as relation, a.attname as column, format_type(a.atttypid, null) as type
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
         and has_column_privilege('anon', c.oid, a.attnum, 'SELECT')
       order by 1, 2`);
    const baseType = (type: string) => type.replace(/\[\]$/, '');
    expect(readable.filter(({ type }) => SEARCHABLE_TYPES.includes(baseType(type)))).toEqual([]);
    // Whatever stays readable is refused every pattern filter at once.
    for (const { relation, column } of readable) {
      for (const filter of PATTERN_FILTERS) {
        const answer = await timed(`${relation}?select=${column}&${column}=${encodeURIComponent(filter)}`);
        expect(answer.status, `${relation}.${column} ${filter}`).toBeGreaterThanOrEqual(400);
        expect(answer.ms).toBeLessThan(1_000);
      }
    }
  });

  it('refuses the probe and every pattern filter on the public content tables at once', async () => {
    const former: Record<string, string[]> = {
      published_blog_posts: ['content', 'title', 'excerpt', 'meta_description'],
      blog_posts: ['content', 'title'],
      blog_categories: ['name'],
      team_members: ['about', 'description', 'experience', 'first_name', 'badges->>0'],
      press_releases: ['content', 'title'],
      media_mentions: ['snippet_html', 'article_title'],
      reviews: ['body', 'author_first_name'],
      video_reviews: ['quote', 'client_first_name'],
      services: ['name'],
    };
    for (const [relation, columns] of Object.entries(former)) {
      for (const column of columns) {
        for (const filter of PATTERN_FILTERS) {
          const answer = await timed(`${relation}?select=id&${column}=${encodeURIComponent(filter)}`);
          expect(answer.status, `${relation}.${column} ${filter}`).toBe(401);
          expect(answer.body?.code).toBe('42501');
          expect(answer.ms).toBeLessThan(1_000);
        }
      }
    }
  });

  it('lets a signed-in user who is not staff match nothing: their pattern runs over no row', async () => {
    const { session } = await signedInClient('not-staff');
    const asUser = { Authorization: `Bearer ${session.access_token}` };
    for (const [relation, column] of [['blog_posts', 'content'], ['published_blog_posts', 'content'], ['team_members', 'about'], ['press_releases', 'content'], ['reviews', 'body']]) {
      for (const filter of PATTERN_FILTERS) {
        const answer = await timed(`${relation}?select=id&${column}=${encodeURIComponent(filter)}`, { headers: asUser });
        expect(answer, `${relation}.${column} ${filter}`).toMatchObject({ status: 200, body: [] });
        expect(answer.ms).toBeLessThan(1_000);
      }
    }
    // Staff still read the table (the portal edits it), under their role's statement timeout.
    const writer = await staffClient('writer@demo.local');
    const { data, error } = await writer.from('blog_posts').select('slug').eq('slug', 'form-w4-explained-for-employers');
    expect({ data, error }).toEqual({ data: [{ slug: 'form-w4-explained-for-employers' }], error: null });
  });

  it('gives every function the anonymous role may call a scalar answer or rows without text', async () => {
    const functions = await catalog<{ name: string; returns: string; textColumns: string[] | null }>(`
      select p.proname as name, pg_get_function_result(p.oid) as returns,
             (select array_agg(t.name) from unnest(coalesce(p.proallargtypes, array[]::oid[]), coalesce(p.proargmodes, array[]::"char"[]),
                       coalesce(p.proargnames, array[]::text[])) as t(type, mode, name)
               where t.mode in ('o', 't', 'b') and format_type(t.type, null) = any($1)) as "textColumns",
             p.proretset
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE')
         and (p.proretset or (select typtype from pg_type where oid = p.prorettype) = 'c')
       order by 1`.replace('$1', `array[${SEARCHABLE_TYPES.map((type) => `'${type}'`).join(', ')}]`));
    // Set-returning functions' rows can be filtered like a table's: none may carry text.
    expect(functions.filter(({ textColumns, returns }) => textColumns !== null || !returns.startsWith('TABLE('))).toEqual([]);
  });

  it('reads a post’s body only through a function whose answer cannot be filtered', async () => {
    const evil = encodeURIComponent('match.(.*.*)*\\1');
    // A scalar answer has no columns: PostgREST refuses the filter, GET or POST, before running anything.
    const attempts = [
      await timed(`rpc/blog_post?post_slug=form-w4-explained-for-employers&content=${evil}`),
      await timed(`rpc/blog_post?content=${evil}`, { method: 'POST', body: JSON.stringify({ post_slug: 'form-w4-explained-for-employers' }) }),
      await timed(`rpc/blog_post_list?title=${evil}`, { method: 'POST', body: '{}' }),
      await timed(`rpc/team_directory?about=${evil}`),
    ];
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ status: 400, body: { code: '42703' } });
      expect(attempt.ms).toBeLessThan(1_000);
    }

    // The page's own read: the post with its body, and null for a slug no published post has.
    const post = await anonClient().rpc('blog_post', { post_slug: 'form-w4-explained-for-employers' });
    expect(post.error).toBeNull();
    expect(post.data).toMatchObject({ slug: 'form-w4-explained-for-employers', status: 'published', content: expect.stringContaining('W-4') });
    const missing = await anonClient().rpc('blog_post', { post_slug: 'no-such-post' });
    expect(missing).toMatchObject({ error: null, data: null });
  });
});
