// A signed-in user the portal turns away — one with no role, one suspended while signed in — is
// told why, signs out with the screen's own Sign Out, and may sign in as someone else from
// /admin/login. Every test removes the user it creates.
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';
import { arrangeUser, DEMO_PASSWORD, removeAuthUserByEmail, STAFF, submitSignIn } from '../support/admin-helpers.ts';

const NO_ROLE_MESSAGE = 'This account has no access to the staff portal. Please contact an administrator if you need it.';
const SUSPENDED_MESSAGE = 'This account is suspended. Please contact an administrator.';

async function storedSessions(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')));
}

test('a user without a role is told so, signs out, and may sign in as someone else', async ({ page }) => {
  const user = await arrangeUser({ fullName: 'Nola Norole', role: null });
  try {
    await submitSignIn(page, user.email, user.password);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Access Denied');
    await expect(alert).toContainText(NO_ROLE_MESSAGE);
    await expect(alert).toContainText(`Signed in as ${user.email}.`);
    await expect(alert).not.toContainText('You need admin privileges');
    // No page of the portal lets them in, the dashboard included.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

    // The sign-in page no longer sends them back: it offers to sign in as someone else.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('status')).toHaveText(
      `Signed in as ${user.email}, which cannot use the staff portal. Sign in with another account.`,
    );
    await page.getByLabel('Email').fill(STAFF.writer.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
    await expect(page.getByRole('strong').filter({ hasText: 'Welcome, Priya' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Signed in as the user without a role again: the screen's own Sign Out ends the session.
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toContainText(NO_ROLE_MESSAGE);
    await page.getByRole('alert').getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await storedSessions(page)).toEqual([]);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  } finally {
    await removeAuthUserByEmail(user.email);
  }
});

test('a writer suspended while signed in is told the account is suspended, and signs out', async ({ page }) => {
  const user = await arrangeUser({ fullName: 'Sasha Suspendlater', role: 'writer' });
  try {
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole('strong').filter({ hasText: 'Welcome, Sasha' })).toBeVisible();

    const { error } = await serviceClient().rpc('set_user_suspension', { user_id: user.id, suspended: true });
    expect(error).toBeNull();
    // The suspension ended the session: the next load of the portal cannot read the profile, and
    // the portal asks the server why.
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Access Denied');
    await expect(alert).toContainText(SUSPENDED_MESSAGE);
    await expect(alert).not.toContainText('You need admin privileges');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

    await alert.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedSessions(page)).toEqual([]);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Signing in again is refused with the same words.
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText(SUSPENDED_MESSAGE);
  } finally {
    await removeAuthUserByEmail(user.email);
  }
});
