// The shell's start-up when the deployed runtime config is missing, not JSON, incomplete or hands
// the browser a secret key: the visitor gets the start-up error screen with the reason in its
// details, never a blank page.
import { expect, test } from '../support/test.ts';

const CASES = [
  { name: 'missing', answer: { status: 404, body: 'Not found', contentType: 'text/plain' }, reason: 'Could not load /runtime-config.json: HTTP 404' },
  { name: 'not JSON', answer: { status: 200, body: '{"siteUrl": ', contentType: 'application/json' }, reason: '/runtime-config.json is not valid JSON' },
  { name: 'incomplete', answer: { status: 200, body: '{"siteUrl":"http://localhost:3000"}', contentType: 'application/json' }, reason: 'Invalid runtime config: supabaseUrl must be an http(s) URL' },
];

for (const { name, answer, reason } of CASES) {
  test(`a runtime config that is ${name} shows the start-up error screen`, async ({ page }) => {
    await page.route('**/runtime-config.json', (route) => route.fulfill(answer));
    await page.goto('/contact');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await alert.getByText('Error Details').click();
    await expect(alert.locator('pre')).toContainText(reason);
    await expect(alert.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  });
}

test('a runtime config that gives the browser a secret key is refused at start-up', async ({ page, request }) => {
  const config = (await (await request.get('/runtime-config.json')).json()) as Record<string, unknown>;
  const body = JSON.stringify({ ...config, supabaseAnonKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz' });
  await page.route('**/runtime-config.json', (route) => route.fulfill({ status: 200, body, contentType: 'application/json' }));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await alert.getByText('Error Details').click();
  await expect(alert.locator('pre')).toContainText('supabaseAnonKey must be the publishable key, never a secret key');
});
