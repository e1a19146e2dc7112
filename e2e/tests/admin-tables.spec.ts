// The portal's tables with long text in them: an 80-character name and a long email in Users on a
// 1366 px wide window, a long email in Leads on a 390 px phone. Nothing runs off the side, the
// row's actions stay on screen as one menu, and the menu works from the keyboard. Every test
// removes what it creates.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';
import { arrangeUser, removeAuthUserByEmail, signInAs, STAFF, uniqueSuffix } from '../support/admin-helpers.ts';

/** An 80-character name with no space to break at: the worst a name within the limit can be. */
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschaf';

/** How far the page, and the table inside its scrolling wrapper, reach past their width (0 when they fit). */
async function overflowOf(page: Page, table: Locator): Promise<{ page: number; table: number }> {
  const inTable = await table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0));
  const inPage = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return { page: Math.max(0, inPage), table: Math.max(0, inTable) };
}

test('Users: an 80-character name fits a 1366 px window, with its actions in one menu on screen', async ({ page }) => {
  expect(LONG_NAME).toHaveLength(80);
  const email = `e2e.long.name.${uniqueSuffix()}@a-rather-long-domain-name-for-layout-checks.example`;
  const user = await arrangeUser({ fullName: LONG_NAME, role: 'writer', email });
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, 'admin');
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(LONG_NAME);

    expect(await overflowOf(page, table)).toEqual({ page: 0, table: 0 });
    const actions = row.getByRole('button', { name: `Actions for ${LONG_NAME}` });
    // Scrolled to vertically only: nothing overflows sideways (above), so it cannot move sideways.
    await actions.scrollIntoViewIfNeeded();
    await expect(actions).toBeInViewport({ ratio: 1 });
    // One menu button per row instead of a stack of buttons: a row with a usual name stays low.
    const writerRow = table.getByRole('row').filter({ hasText: STAFF.writer.email });
    await expect(writerRow.getByRole('button')).toHaveCount(1);
    expect((await writerRow.boundingBox())!.height).toBeLessThan(100);

    // The menu, from the keyboard: Enter opens it on the first item, the arrows move, Escape
    // closes it and puts focus back on the button.
    await actions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${LONG_NAME}` });
    await expect(menu.getByRole('menuitem')).toHaveText(['Change role', 'Remove role', 'Suspend']);
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(menu.getByRole('menuitem', { name: 'Change role' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Remove role' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Suspend' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(actions).toBeFocused();
    await expect(actions).toHaveAttribute('aria-expanded', 'false');
  } finally {
    await removeAuthUserByEmail(user.email);
  }
});

test('Leads: a lead with a long email fits a 390 px phone', async ({ page }) => {
  const email = `e2e.leads.layout.${uniqueSuffix()}.someone-with-a-long-mailbox@a-rather-long-domain-name-for-layout-checks.example`;
  const db = serviceClient();
  const { error } = await db.from('calculator_leads').insert({ email, name: 'Lane Longmail', source_path: '/tools/netpay-calculator' });
  expect(error).toBeNull();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'admin');
    await page.goto(`/admin/leads?q=${encodeURIComponent('Lane Longmail')}`);
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: 'Lane Longmail' });
    await expect(row).toContainText('1 calculator unlock');
    const address = row.getByText(email);
    await expect(address).toBeVisible();

    expect(await overflowOf(page, table)).toEqual({ page: 0, table: 0 });
    const box = (await address.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  } finally {
    await db.from('leads').delete().eq('email', email.toLowerCase());
    await db.from('calculator_leads').delete().eq('email', email);
  }
});
