// Each remote's page renders through the shell at :3000, inside the shared header and footer.
import { expect, test, type Page } from '../support/test.ts';
import { appShown } from '../support/publicRoutes.ts';

async function expectInsidePublicLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('marketing serves the 404 page for an unknown path', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  for (const [name, href] of [
    ['Bookkeeping', '/bookkeeping'],
    ['Books Cleanup', '/books-cleanup'],
    ['Payroll', '/payroll'],
  ] as const) {
    await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expectInsidePublicLayout(page);
});

test("404 'Go Back' returns to the previous page, or home without history", async ({ page }) => {
  await page.goto('/missing-one');
  // The host's not-found page is shown first; its button works once the app has rendered it.
  await appShown(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
});

test('marketing serves the client login stub', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Client Login');
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('anything');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Client portal access coming soon.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expectInsidePublicLayout(page);
});

test('client login requires email and password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
});

test('blog serves its list page', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'The Books & Payroll Blog' })).toBeVisible();
  await expectInsidePublicLayout(page);
});

test('tools serves the calculator hero and its email gate', async ({ page }) => {
  await page.goto('/tools/netpay-calculator');
  await expect(page.getByText('Free Tool', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Net Pay Calculator' })).toBeVisible();
  await page.getByRole('button', { name: 'Unlock the Calculator' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please use your company email, not a personal one.')).toBeVisible();
  await expectInsidePublicLayout(page);
});

test('admin serves its sign-in screen outside the public layout', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign In to Admin Portal' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a signed-out visitor to /admin is sent to the sign-in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
