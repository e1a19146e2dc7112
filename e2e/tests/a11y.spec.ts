// Accessibility on the composed site: axe (WCAG 2.0/2.1 A and AA rules) on every public route
// and the admin sign-in, with no serious or critical violation allowed, and keyboard-only
// walkthroughs of the navigation, the mobile menu, a dialog and the calculator stepper.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test.ts';
import { signInAs } from '../support/admin-helpers.ts';
import { ownerOf } from '@firm/shared-contracts/routes';
import { openPage, publicRoutes, settleAnimations } from '../support/publicRoutes.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.html.slice(0, 160)} :: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

test.describe('axe: no serious or critical WCAG 2.1 AA violations', () => {
  // One test per public remote, over every page its registry lists (read from the running site).
  for (const remote of ['marketing', 'blog', 'tools'] as const) {
    test(`every page of ${remote}`, async ({ page }) => {
      test.setTimeout(600_000);
      const routes = (await publicRoutes()).filter((route) => ownerOf(route.path).remote === remote);
      expect(routes.length).toBeGreaterThan(0);
      const found: Record<string, unknown> = {};
      for (const route of routes) {
        await openPage(page, route.path, route.state);
        const violations = await seriousViolations(page);
        if (violations.length) found[route.path] = violations;
      }
      expect(found).toEqual({});
    });
  }

  test('/ at 375 px with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/admin/login', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('axe: the signed-in admin screens', () => {
  const ADMIN_SCREENS = [
    '/admin',
    '/admin/blog',
    '/admin/blog/new',
    '/admin/analytics',
    '/admin/profile',
    '/admin/users',
    '/admin/categories',
    '/admin/leads',
  ];
  test('every screen a super admin reaches, each noindex', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'super');
    const found: Record<string, unknown> = {};
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await settleAnimations(page);
      await expect
        .poll(() => page.evaluate(() => document.head.querySelector('meta[name="robots"]')?.getAttribute('content')))
        .toBe('noindex, nofollow');
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });
});

/** Presses Tab until the element has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test('desktop dropdowns open with Enter and Space, Escape closes them and focus returns', async ({ page }) => {
    await openPage(page, '/bookkeeping');
    const main = page.getByRole('navigation', { name: 'Main' });
    const company = main.getByRole('button', { name: 'Company' });
    const resources = main.getByRole('button', { name: 'Resources' });

    await tabTo(page, company);
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    const companyPanel = page.locator(`#${await company.getAttribute('aria-controls')}`);
    await expect(companyPanel.getByRole('link', { name: 'Careers' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(companyPanel.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(company).toBeFocused();
    await expect(companyPanel).toHaveCount(0);

    await tabTo(page, resources);
    await page.keyboard.press('Space');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    const resourcesPanel = page.locator(`#${await resources.getAttribute('aria-controls')}`);
    const tools = resourcesPanel.getByRole('button', { name: 'Tools' });
    await tabTo(page, tools, 5);
    await page.keyboard.press('Enter');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    const toolsList = main.getByRole('list', { name: 'Tools' });
    await page.keyboard.press('Tab');
    await expect(toolsList.getByRole('link', { name: 'Net Pay Calculator' })).toBeFocused();
    // Escape inside the nested list closes only the nested list and returns to its button.
    await page.keyboard.press('Escape');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(tools).toBeFocused();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(resources).toBeFocused();

    // And a tool is reachable end to end from the keyboard.
    await page.keyboard.press('Enter');
    await tabTo(page, tools, 5);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(toolsList.getByRole('link', { name: 'Net Pay Calculator' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(toolsList.getByRole('link', { name: 'Break-Even Calculator' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/break-even-calculator$/);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the mobile menu opens from the keyboard, Escape closes it and focus returns', async ({ page }) => {
      await openPage(page, '/bookkeeping');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      const mobileNav = menu.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav).toBeVisible();
      // Tab walks into the menu; a group expands with Space.
      const company = mobileNav.getByRole('button', { name: 'Company' });
      await tabTo(page, company, 10);
      await page.keyboard.press('Space');
      await expect(company).toHaveAttribute('aria-expanded', 'true');
      await expect(mobileNav.getByRole('link', { name: 'Careers' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(mobileNav).toBeHidden();
      // Reopen and follow a link with Enter: the menu closes on navigation.
      await page.keyboard.press('Enter');
      await tabTo(page, mobileNav.getByRole('link', { name: 'Bookkeeping' }).first(), 10);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('a dialog traps focus, Escape closes it and focus returns to its opener', async ({ page }) => {
    // The team member dialog on /about.
    await openPage(page, '/about');
    const trigger = page.locator('#team').getByRole('button').first();
    await tabTo(page, trigger, 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus stays inside however far Tab and Shift+Tab go.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('the net pay stepper: after the email gate, arrow keys move between the step tabs', async ({ page }) => {
    await openPage(page, '/tools/netpay-calculator');
    const email = page.getByRole('textbox', { name: /Work email/ });
    await tabTo(page, email, 60);
    await page.keyboard.type(`a11y-${Date.now()}@example-firm.com`);
    await page.keyboard.press('Enter');
    const tabs = page.getByRole('tablist', { name: 'Calculator steps' });
    const unlocked = await tabs
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    test.info().annotations.push({ type: 'gate', description: unlocked ? 'unlocked by the backend' : 'unlocked through sessionStorage' });
    if (!unlocked) {
      // The gate's backend function did not answer: unlock the tab the way a passed gate does.
      await page.evaluate(() => sessionStorage.setItem('tools.netpay.unlockedFor', 'keyboard@example-firm.com'));
      await openPage(page, '/tools/netpay-calculator');
    }
    await expect(tabs).toBeVisible();
    const tab = (name: string) => tabs.getByRole('tab', { name });
    await expect(tab('Earnings')).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, tab('Earnings'), 60);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Federal Taxes')).toBeFocused();
    await expect(tab('Federal Taxes')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('Review')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Earnings')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Review')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Earnings')).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order; Tab goes on into its panel.
    await expect(tabs.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    const panel = page.locator(`#${await tab('Earnings').getAttribute('aria-controls')}`);
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
