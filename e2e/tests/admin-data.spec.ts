// The portal's data screens against the real backend: a contact inquiry and a calculator lead sent
// through the site's functions appear in Inquiries with their forwarding state; Categories
// creates, renames and deletes; Profile keeps a new name and changes the password only with the
// current one.
import { expect, test, type Page } from '../support/test.ts';
import { removeAuthUserByEmail, signInAs, uniqueSuffix } from '../support/admin-helpers.ts';
import { BACKEND_URL, serviceClient } from '../support/backend.ts';

async function publishableKey(page: Page): Promise<string> {
  const response = await page.request.get('/runtime-config.json');
  return ((await response.json()) as { supabaseAnonKey: string }).supabaseAnonKey;
}

test('a contact inquiry and a calculator lead appear in Inquiries with their forwarding state', async ({ page }) => {
  const suffix = uniqueSuffix();
  const inquiryEmail = `inquiries.${suffix}@desertwick.com`;
  const leadEmail = `inquiries.lead.${suffix}@acmewidgets.com`;
  const apikey = await publishableKey(page);
  const inquiry = await page.request.post(`${BACKEND_URL}/functions/v1/create-zoho-lead`, {
    headers: { apikey },
    data: { firstName: 'Iris', lastName: 'Nguyen', email: inquiryEmail, message: 'Payroll for a dental office.', service: 'payroll' },
  });
  expect(inquiry.status()).toBe(200);
  const lead = await page.request.post(`${BACKEND_URL}/functions/v1/enrich-lead`, { headers: { apikey }, data: { email: leadEmail } });
  expect(lead.status()).toBe(200);

  await signInAs(page, 'admin');
  await page.goto('/admin/inquiries');
  const inquiryRow = page.getByRole('row').filter({ hasText: inquiryEmail });
  await expect(inquiryRow).toContainText('Contact inquiry');
  await expect(inquiryRow).toContainText('Payroll for a dental office.');
  // The local CRM took it while the request waited: forwarded, with its record.
  await expect(inquiryRow).toContainText('Forwarded');
  const leadRow = page.getByRole('row').filter({ hasText: leadEmail });
  await expect(leadRow).toContainText('Calculator lead');
  await expect(leadRow).toContainText('Not forwarded');
});

test('Categories: create, rename and delete against the real backend', async ({ page }) => {
  const name = `E2E Topic ${uniqueSuffix()}`;
  const renamed = `${name} Renamed`;
  const db = serviceClient();
  await signInAs(page, 'admin');
  await page.goto('/admin/categories');
  const add = page.getByRole('form', { name: 'Add Category' });
  await add.getByLabel(/^Name/).fill(name);
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText(`Added the category ${name}.`)).toBeVisible();
  const { data: created } = await db.from('blog_categories').select('id, name, slug').eq('name', name);
  expect(created).toHaveLength(1);
  const slug = created![0]!.slug;

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Save' });
  await edit.getByLabel(/^Name/).fill(renamed);
  // The slug is in the blog's links: a rename keeps it.
  await expect(edit.getByLabel('Slug')).toHaveValue(slug);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved the category ${renamed}.`)).toBeVisible();
  const { data: afterRename } = await db.from('blog_categories').select('name, slug').eq('id', created![0]!.id).single();
  expect(afterRename).toEqual({ name: renamed, slug });

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  // Starting the next action cleared what the last one said.
  await expect(page.getByText(`Saved the category ${renamed}.`)).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Category' }).click();
  await expect(page.getByText(`Deleted the category ${renamed}.`)).toBeVisible();
  const { data: gone } = await db.from('blog_categories').select('id').eq('id', created![0]!.id);
  expect(gone).toEqual([]);
});

test('Profile: a new name stays, and the password changes only with the current one', async ({ page }) => {
  const email = `profile.${uniqueSuffix()}@silverstatebooks.example`;
  const oldPassword = 'first-staff-password-41';
  const newPassword = 'second-staff-password-83';
  const db = serviceClient();
  const { data: created, error } = await db.auth.admin.createUser({ email, password: oldPassword, email_confirm: true, user_metadata: { full_name: 'Pat Original' } });
  expect(error).toBeNull();
  await db.from('user_roles').insert({ user_id: created.user!.id, role: 'writer' });
  try {
    const signIn = async (password: string) => {
      await page.goto('/admin/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
    };
    await signIn(oldPassword);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.goto('/admin/profile');
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel(/^Full name/).fill('Pat Renamed');
    await details.getByRole('button', { name: 'Save Profile' }).click();
    await expect(details.getByText('Profile saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel(/^Full name/)).toHaveValue('Pat Renamed');

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel(/^Current password/).fill('not-the-password-0');
    await password.getByLabel(/^New password/).fill(newPassword);
    await password.getByLabel(/^Confirm new password/).fill(newPassword);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Current password is incorrect')).toBeVisible();
    await password.getByLabel(/^Current password/).fill(oldPassword);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Password changed.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signIn(oldPassword);
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await signIn(newPassword);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  } finally {
    await removeAuthUserByEmail(email);
  }
});
