// Site media (docs/architecture.md#d42): an admin uploads a team photo on /admin/site-media; the
// portal converts it to AVIF and WebP in the browser and stores it in the public site-media bucket,
// and /about shows it from storage as a <picture> whose file loads, with the firm's corner mark.
// The member's photo is put back to the seed's static file afterwards.
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { signInAs } from '../support/admin-helpers.ts';
import { serviceClient } from '../support/backend.ts';
import { openPage } from '../support/publicRoutes.ts';

const MEMBER = 'Elena';
const BUCKET = 'site-media';
const FIXTURE = path.join(import.meta.dirname, '..', 'fixtures', 'team-photo.png');

async function photoPathOf(name: string): Promise<string | null> {
  const { data, error } = await serviceClient().from('team_members').select('photo_path').eq('first_name', name).single();
  if (error) throw new Error(`Could not read the team member ${name}: ${error.message}`);
  return (data as { photo_path: string | null }).photo_path;
}

/** Points the member back at the seed's static photo and removes the files the test stored. */
async function restore(name: string): Promise<void> {
  const db = serviceClient();
  const folder = await photoPathOf(name);
  if (!folder) return;
  await db.from('team_members').update({ photo_path: null }).eq('first_name', name);
  const { data } = await db.storage.from(BUCKET).list(folder);
  const files = (data ?? []).map((file) => `${folder}/${file.name}`);
  if (files.length > 0) await db.storage.from(BUCKET).remove(files);
}

test.beforeAll(() => restore(MEMBER));
test.afterAll(() => restore(MEMBER));

test('an admin uploads a team photo and /about shows it from storage', async ({ page }) => {
  // Encoding AVIF in WebAssembly takes a few seconds per size.
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site Media' }).click();
  await expect(page.getByRole('heading', { name: 'Team photos', level: 2 })).toBeVisible();

  await page.getByLabel(`Upload the photo of ${MEMBER}`, { exact: true }).setInputFiles(FIXTURE);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: MEMBER, level: 3, exact: true }) });
  await expect(row.getByRole('status')).toHaveText(`Photo of ${MEMBER} updated. The public pages show it now.`, { timeout: 150_000 });
  // The row now offers a replacement, and the portal's preview is the stored picture.
  await expect(page.getByLabel(`Replace the photo of ${MEMBER}`, { exact: true })).toBeVisible();

  const folder = await photoPathOf(MEMBER);
  expect(folder, 'the member points at the uploaded photo').toMatch(/^team\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  const storedPrefix = `/storage/v1/object/public/${BUCKET}/${folder}/`;

  // The photo may load as soon as the page opens (a rendered copy) or once scrolled into view.
  const fetched = page.waitForResponse((response) => response.url().includes(storedPrefix), { timeout: 60_000 });
  await openPage(page, '/about');
  const card = page.locator('#team').getByRole('listitem').filter({ hasText: MEMBER }).first();
  const picture = card.locator('picture[data-stored-picture]');
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`${storedPrefix}480\\.avif 480w, .*${storedPrefix}960\\.avif 960w`));
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', new RegExp(`${storedPrefix}480\\.webp 480w`));
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('src', new RegExp(`${storedPrefix}480\\.webp$`));
  await expect(img).toHaveAttribute('width', '480');
  await expect(img).toHaveAttribute('height', '480');
  // The firm's small corner mark sits on a stored photo as on the static portraits.
  await expect(card.locator('[data-team-photo] [data-watermark]')).toHaveCount(1);

  // The photo loads lazily: bring it into view and see the browser fetch it from storage.
  await card.scrollIntoViewIfNeeded();
  const response = await fetched;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => ({ loaded: element.complete && element.naturalWidth > 0, from: element.currentSrc })))
    .toMatchObject({ loaded: true, from: expect.stringContaining(storedPrefix) });
});
