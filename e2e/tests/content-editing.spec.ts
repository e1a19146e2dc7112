// Content editing (migration 20261201200000_content_editing.sql): an admin edits a team member's
// bio on /admin/content and the rendered /about carries it within a minute (the trigger writes to
// the outbox, the renderer started with the site renders the page; the page's served HTML holds
// its loaders' data, the bio included). A writer is offered no Content section, is refused its
// route, and a REST update with the writer's own token changes nothing.
import { expect, test, type APIRequestContext } from '../support/test.ts';
import { apiClientAs, signInAs, uniqueSuffix } from '../support/admin-helpers.ts';
import { serviceClient } from '../support/backend.ts';
import { isRenderedFor } from '../support/publicRoutes.ts';

const MEMBER = 'Elena';

interface MemberRow {
  id: string;
  about: string | null;
  shown: boolean;
}

async function member(): Promise<MemberRow> {
  const { data, error } = await serviceClient().from('team_members').select('id, about, shown').eq('first_name', MEMBER).single();
  if (error) throw new Error(`Could not read the team member ${MEMBER}: ${error.message}`);
  return data as MemberRow;
}

const servedAbout = async (request: APIRequestContext) => {
  const html = await (await request.get('/about')).text();
  return isRenderedFor(html, '/about') ? html : '';
};

let original: MemberRow;

test.beforeAll(async () => {
  original = await member();
});

test.afterAll(async () => {
  await serviceClient().from('team_members').update({ about: original.about, shown: original.shown }).eq('id', original.id);
});

test('an admin edits a team member’s bio and the rendered /about shows it within a minute', async ({ page, request }) => {
  test.setTimeout(180_000);
  const bio = `Elena keeps the books of ${uniqueSuffix()} Las Vegas firms closed every month`;
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link', { name: 'Team' }).click();

  await page.getByRole('button', { name: `Edit ${MEMBER}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit team member: ${MEMBER}`, level: 2 })).toBeFocused();
  await page.getByLabel('Bio', { exact: true }).fill(bio);
  // The preview draws the bio as the member's dialog on /about does.
  await expect(page.getByRole('figure', { name: 'Preview of the team member' })).toContainText(bio);
  await page.getByRole('button', { name: 'Save team member' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${MEMBER} saved.` })).toBeVisible();
  expect((await member()).about).toBe(bio);

  await expect.poll(async () => (await servedAbout(request)).includes(bio), { timeout: 60_000, intervals: [2000] }).toBe(true);

  // And on the live page, in the member's dialog.
  await page.goto('/about');
  await page.locator('#team').getByRole('button', { name: new RegExp(`^${MEMBER}`) }).first().click();
  await expect(page.getByRole('dialog')).toContainText(bio);
});

test('a writer sees no Content section, is refused its route, and cannot edit team content over REST', async ({ page }) => {
  await signInAs(page, 'writer');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Content' })).toHaveCount(0);

  await page.goto('/admin/content/team');
  await expect(page.getByRole('alert')).toContainText('Access Denied');
  await expect(page.getByRole('button', { name: `Edit ${MEMBER}` })).toHaveCount(0);

  const writer = await apiClientAs('writer');
  const before = await member();
  const update = await writer.from('team_members').update({ about: 'Rewritten by a writer', shown: false }).eq('id', before.id).select('id');
  expect(update.error).toBeNull();
  expect(update.data).toEqual([]);
  const insert = await writer.from('team_members').insert({ first_name: 'Intruder', department: 'Leadership' }).select('id');
  expect(insert.error?.code).toBe('42501');
  const remove = await writer.from('team_members').delete().eq('id', before.id).select('id');
  expect(remove.data).toEqual([]);
  expect(await member()).toEqual(before);
});
