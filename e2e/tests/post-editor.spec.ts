// The post editor against the real local backend: a writer writes a post with a heading, a list, a
// link and an uploaded image (converted in the browser's worker and stored in the writer's own
// blog-images folder as `<user id>/<upload id>-<width>.<avif|webp>`), the draft is saved by autosave through the blog-editor function, and the
// writer submits it for review; a paste full of scripts and styles never reaches the stored HTML
// (read with the service key). Every test removes the posts and files it made.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { removePosts, signInAs, STAFF, uniqueSuffix } from '../support/admin-helpers.ts';
import { serviceClient } from '../support/backend.ts';

const FIXTURE = path.join(import.meta.dirname, '..', 'fixtures', 'team-photo.png');
const BUCKET = 'blog-images';

/** The uploads (`<user id>/<upload id>-<width>`, without the extension) a post's HTML points at. */
function uploadsOf(html: string): string[] {
  return [...new Set([...html.matchAll(new RegExp(`/${BUCKET}/([^/"]+/[^/"]+)\\.webp"`, 'g'))].map((match) => match[1]!))];
}

/** Removes both files of each upload (the test's own). */
async function removeUploads(uploads: string[]): Promise<void> {
  const paths = uploads.flatMap((upload) => [`${upload}.avif`, `${upload}.webp`]);
  if (paths.length > 0) await serviceClient().storage.from(BUCKET).remove(paths);
}

async function storedPost(slug: string) {
  const { data, error } = await serviceClient().from('blog_posts').select('id, status, content, featured_image_path').eq('slug', slug).maybeSingle();
  if (error) throw new Error(error.message);
  return data as { id: string; status: string; content: string; featured_image_path: string | null } | null;
}

async function openNewPost(page: Page, title: string): Promise<void> {
  await signInAs(page, 'writer');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
}

/** Saved by autosave: the status line says so. */
async function waitForSave(page: Page): Promise<void> {
  await expect(page.getByText(/^Saved · /)).toBeVisible({ timeout: 20_000 });
}

test('a writer writes a post with a heading, a list, a link and an uploaded image, and submits it', async ({ page }) => {
  // Encoding AVIF in WebAssembly takes a few seconds.
  test.setTimeout(180_000);
  const slug = `e2e-editor-post-${uniqueSuffix()}`;
  try {
    await openNewPost(page, slug.replace(/-/g, ' '));
    const content = page.getByRole('textbox', { name: /Content/ });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await content.click();
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Quarter-end deadlines');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('File Form 941');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Deposit payroll taxes');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read ');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Link' });
    await linkDialog.getByLabel('Address').fill('https://www.irs.gov/forms-pubs/about-form-941');
    await linkDialog.getByLabel('Text').fill('the IRS page');
    await linkDialog.getByRole('button', { name: 'Apply link' }).click();

    await toolbar.getByRole('button', { name: 'Image' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
    await imageDialog.getByLabel(/Image file/).setInputFiles(FIXTURE);
    await expect(imageDialog.getByLabel(/Description \(alt text\)/)).toBeVisible({ timeout: 120_000 });
    // The description is required.
    await imageDialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(imageDialog.getByText('Describe the image for readers who cannot see it.')).toBeVisible();
    await imageDialog.getByLabel(/Description \(alt text\)/).fill('A payroll calendar');
    await imageDialog.getByLabel('Caption').fill('Deadlines for the quarter');
    await imageDialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(content.getByRole('img', { name: 'A payroll calendar' })).toBeVisible();

    // The uploaded image is offered as the featured image.
    await page.getByRole('radiogroup', { name: 'Choose the featured image' }).getByRole('radio').first().check();
    await waitForSave(page);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Submitted for review.' })).toBeVisible();
    await expect(page.getByText('In review', { exact: true })).toBeVisible();

    const stored = await storedPost(slug);
    expect(stored?.status).toBe('in_review');
    expect(stored?.content).toContain('<h2>Quarter-end deadlines</h2>');
    expect(stored?.content).toMatch(/<ul><li><p>File Form 941<\/p><\/li><li><p>Deposit payroll taxes<\/p><\/li><\/ul>/);
    expect(stored?.content).toMatch(/<a href="https:\/\/www\.irs\.gov\/forms-pubs\/about-form-941"[^>]*>the IRS page<\/a>/);
    expect(stored?.content).toMatch(new RegExp(`<figure><img src="[^"]*/storage/v1/object/public/${BUCKET}/${STAFF.writer.id}/[^"/]+\\.webp" alt="A payroll calendar"[^>]*><figcaption>Deadlines for the quarter</figcaption></figure>`));
    expect(stored?.featured_image_path).toMatch(new RegExp(`^${BUCKET}/${STAFF.writer.id}/[^/]+\\.webp$`));

    // The image was stored as AVIF and WebP in the writer's own folder, and its file loads.
    const [upload] = uploadsOf(stored?.content ?? '');
    const name = upload!.split('/')[1]!;
    const { data: files } = await serviceClient().storage.from(BUCKET).list(STAFF.writer.id, { search: name });
    expect((files ?? []).map((file) => file.name).sort()).toEqual([`${name}.avif`, `${name}.webp`]);
    const src = await content.getByRole('img', { name: 'A payroll calendar' }).getAttribute('src');
    expect((await page.request.get(src!)).status()).toBe(200);

    // In the list the post reads In review.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' }).click();
    await expect(page.getByRole('listitem', { name: slug.replace(/-/g, ' ') })).toContainText('In review');
  } finally {
    const stored = await storedPost(slug);
    await removePosts({ slugPrefix: slug });
    await removeUploads(uploadsOf(stored?.content ?? ''));
  }
});

test('a paste full of scripts and styles is cleaned, and no <script> reaches the stored HTML', async ({ page }) => {
  const slug = `e2e-editor-paste-${uniqueSuffix()}`;
  try {
    await openNewPost(page, slug.replace(/-/g, ' '));
    const content = page.getByRole('textbox', { name: /Content/ });
    await content.click();
    const pasted =
      '<style>h2{color:red}</style><!--StartFragment--><h2 class="MsoHeading2" style="color:red">Pasted heading</h2>' +
      '<p><span style="font-weight:bold">Bold words</span> and text</p><script>window.__pasted = 1</script>' +
      '<img src="/nope.png" onerror="window.__pasted = 2" alt="x"><p onclick="window.__pasted = 3">Click</p>';
    await page.evaluate((html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Pasted heading');
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, pasted);
    await expect(content.getByRole('heading', { level: 2, name: 'Pasted heading' })).toBeVisible();
    await waitForSave(page);
    expect(await page.evaluate(() => (window as unknown as { __pasted?: number }).__pasted)).toBeUndefined();

    const stored = await storedPost(slug);
    expect(stored?.content).toContain('<h2>Pasted heading</h2>');
    expect(stored?.content).toContain('<strong>Bold words</strong>');
    expect(stored?.content).not.toMatch(/<script|<style|onerror|onclick|style=|class=|StartFragment/i);
  } finally {
    await removePosts({ slugPrefix: slug });
  }
});
