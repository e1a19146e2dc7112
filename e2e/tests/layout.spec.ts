// The shared public layout in a real browser: header change past 50 px, the mobile menu at
// 375 px, breadcrumb labels and the scroll-to-top button after 20 % of the page.
import { expect, test } from '../support/test.ts';

test('the header turns solid once the page is scrolled past 50 px', async ({ page }) => {
  await page.goto('/bookkeeping');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const transparentBg = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.evaluate(() => window.scrollTo(0, 40));
  await page.waitForTimeout(200);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(255, 255, 255)');
  expect(transparentBg).not.toBe('rgb(255, 255, 255)');
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

test('dark-hero pages show the light header until scrolled', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'light');
  await page.goto('/bookkeeping');
  await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'default');
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, links Client Login to /login and closes on navigation', async ({ page }) => {
    await page.goto('/bookkeeping');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Client Login' })).toHaveAttribute('href', '/login');
    await menu.getByRole('link', { name: 'Client Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test('breadcrumbs start at Home, label known segments and title-case unknown ones', async ({ page }) => {
  await page.goto('/legal/refund-policy');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Refund Policy');
  await expect(crumbs.getByRole('link', { name: 'Refund Policy' })).toHaveCount(0);

  await page.goto('/some-unknown-place');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
    'Some Unknown Place',
  );

  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await page.goto('/blog/form-w4-explained-for-employers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});

test('the scroll-to-top button appears after 20 % of the page and scrolls back up', async ({ page }) => {
  await page.goto('/bookkeeping');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable).toBeGreaterThan(500);
  await page.evaluate((y) => window.scrollTo(0, y), Math.floor(scrollable * 0.15));
  await page.waitForTimeout(200);
  await expect(button).toHaveCount(0);
  await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(scrollable * 0.25));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a navigation scrolls to the top of the new page', async ({ page }) => {
  await page.goto('/bookkeeping');
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('every page names the favicon, and it is served', async ({ page, request }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/bookkeeping');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
  expect(missing).toEqual([]);
});
