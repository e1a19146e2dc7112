// The site as production runs it: every server call is a function the backend runs in Deno (as
// the hosted Edge Runtime does), the browser holds a publishable key, sessions are ES256 tokens
// that verify against the project's JWKS, legacy HS256 tokens still work, and a token signed with
// any other key is refused.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page, type Response } from '../support/test.ts';
import { createRemoteJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { removeAuthUserByEmail, STAFF, signInAs, uniqueSuffix } from '../support/admin-helpers.ts';
import { BACKEND_URL, LEGACY_JWT_SECRET, serviceClient } from '../support/backend.ts';
import { appShown } from '../support/publicRoutes.ts';

const FUNCTIONS = `${BACKEND_URL}/functions/v1`;

function functionResponse(page: Page, name: string, method = 'POST'): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return `${url.origin}${url.pathname}` === `${FUNCTIONS}/${name}` && response.request().method() === method;
  });
}

/** The signed-in user's access token, as supabase-js keeps it in the page. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token ?? '';
  });
}

test('the site ships a publishable key, and the backend runs its functions in Deno', async ({ request }) => {
  const config = (await (await request.get('/runtime-config.json')).json()) as { supabaseAnonKey: string; supabaseUrl: string };
  expect(config.supabaseAnonKey).toMatch(/^sb_publishable_/);
  expect(config.supabaseUrl).toBe(BACKEND_URL);
  const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  expect(processes).toMatch(/\/deno run .*supabase\/local\/edge-runtime\/main\.ts/);
});

test('the contact form is answered by its function', async ({ page }) => {
  const email = `deno.${uniqueSuffix()}@desertwick.com`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact inquiry' });
  await form.getByLabel(/^Service/).selectOption('bookkeeping');
  await form.getByLabel(/^First Name/).fill('Ana');
  await form.getByLabel(/^Last Name/).fill('Ruiz');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Message/).fill('Monthly books for a bakery.');
  const answered = functionResponse(page, 'create-zoho-lead');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ message: 'Your inquiry has been sent successfully! We will get back to you shortly.' });
  await expect(page).toHaveURL(/\/thank-you\/sales-inquiry$/);
  const { data } = await serviceClient().from('contact_inquiries').select('first_name').eq('email', email);
  expect(data).toEqual([{ first_name: 'Ana' }]);
});

test('the calculator gate is answered by its function', async ({ page }) => {
  const email = `deno.gate.${uniqueSuffix()}@acmewidgets.com`;
  await page.goto('/tools/netpay-calculator');
  await page.getByLabel(/^Work email/).fill(email);
  const answered = functionResponse(page, 'enrich-lead');
  await page.getByRole('button', { name: 'Unlock the Calculator' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, enrichment: { provider: 'local', domain: 'acmewidgets.com' } });
  await expect(page.getByRole('tablist', { name: 'Calculator steps' })).toBeVisible();
});

test('the review summary is the one its function computes from the stored reviews', async ({ page }) => {
  const answered = functionResponse(page, 'summarize-reviews', 'GET');
  await page.goto('/client-reviews');
  const response = await answered;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { tldr: string; error: null; meta: { reviewCount: number } };
  expect(body.error).toBeNull();
  // Served rendered, the page holds the copy's summary until the app shows its own.
  await appShown(page);
  const { count } = await serviceClient().from('reviews').select('id', { count: 'exact', head: true });
  expect(body.meta.reviewCount).toBe(count);
  await expect(page.locator('[data-summary-state]')).toHaveAttribute('data-summary-state', 'success');
  await expect(page.getByTestId('review-summary')).toContainText(body.tldr.slice(0, 40));
});

test.describe('staff sessions', () => {
  test('the analytics screen and inviting a user are answered by their functions with the ES256 session', async ({ page, request }) => {
    await signInAs(page, 'admin');
    const token = await accessToken(page);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwks = createRemoteJWKSet(new URL(`${BACKEND_URL}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(token, jwks);
    expect(payload).toMatchObject({ sub: STAFF.admin.id, role: 'authenticated' });

    const analytics = functionResponse(page, 'analytics', 'GET');
    await page.goto('/admin/analytics');
    const report = await analytics;
    expect(report.status()).toBe(200);
    expect(await report.json()).toMatchObject({ success: true, meta: { source: 'first-party' } });

    const email = `deno.staff.${uniqueSuffix()}@silverstatebooks.example`;
    try {
      const invited = await request.post(`${FUNCTIONS}/staff-accounts`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { action: 'invite', full_name: 'Deno Writer', email, role: 'writer' },
      });
      expect(invited.status()).toBe(200);
      expect(await invited.json()).toMatchObject({ email, user_id: expect.any(String), expires_at: expect.any(String) });
    } finally {
      await removeAuthUserByEmail(email);
    }
  });

  test('a legacy HS256 token still works; a token signed with another key is refused', async ({ request }) => {
    const claims = { sub: STAFF.admin.id, role: 'authenticated', aud: 'authenticated', email: STAFF.admin.email };
    const legacy = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(LEGACY_JWT_SECRET));
    const config = (await (await request.get('/runtime-config.json')).json()) as { supabaseAnonKey: string };
    const asUser = (token: string) => ({ apikey: config.supabaseAnonKey, Authorization: `Bearer ${token}` });

    const ok = await request.get(`${BACKEND_URL}/rest/v1/profiles?select=id&id=eq.${STAFF.admin.id}`, { headers: asUser(legacy) });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual([{ id: STAFF.admin.id }]);

    // Same claims, same kid as the project's key, but signed with a key of the attacker's own.
    const { kid } = (await (await request.get(`${BACKEND_URL}/auth/v1/.well-known/jwks.json`)).json()).keys[0] as { kid: string };
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    expect((await exportJWK(privateKey)).kty).toBe('EC');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const rest = await request.get(`${BACKEND_URL}/rest/v1/profiles?select=id`, { headers: asUser(forged) });
    expect(rest.status()).toBe(401);
    const fn = await request.post(`${FUNCTIONS}/analytics-sync-v2`, { headers: asUser(forged), data: {} });
    expect(fn.status()).toBe(401);
    expect(await fn.json()).toEqual({ error: 'Invalid JWT' });
  });
});
