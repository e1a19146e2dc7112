// First-party analytics in a real browser: each route view is one page_view row (sent with
// sendBeacon, no cookies), and a late-rendered anchor (/about#team) is scrolled to once it loads.
import { expect, test } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';

test('navigating three routes writes three page-view rows for this tab', async ({ page }) => {
  await page.goto('/bookkeeping');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The tab's id exists once its first event has been sent.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('site-tab-id'))).not.toBeNull();
  const tabId = await page.evaluate(() => sessionStorage.getItem('site-tab-id'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);

  const admin = serviceClient();
  await expect
    .poll(
      async () => {
        const { data } = await admin
          .from('site_events')
          .select('type, path, title, referrer')
          .eq('tab_id', tabId!)
          .order('occurred_at', { ascending: true });
        return data;
      },
      { timeout: 10_000 },
    )
    .toEqual([
      expect.objectContaining({ type: 'page_view', path: '/bookkeeping', referrer: null }),
      expect.objectContaining({ type: 'page_view', path: '/careers', referrer: '/bookkeeping' }),
      expect.objectContaining({ type: 'page_view', path: '/case-studies', referrer: '/careers' }),
    ]);
  expect(await page.context().cookies()).toEqual([]);
  await admin.from('site_events').delete().eq('tab_id', tabId!);
});

test('/about#team scrolls to the team section once it has loaded', async ({ page }) => {
  await page.goto('/about#team');
  const team = page.locator('#team');
  await expect(team).toBeVisible();
  await expect.poll(async () => (await team.boundingBox())?.y ?? 9999, { timeout: 8_000 }).toBeLessThan(200);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});
