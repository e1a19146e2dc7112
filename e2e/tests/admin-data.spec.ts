// The portal's data screens against the real backend: a contact inquiry and a calculator unlock
// sent through the site's functions make one lead, worked in Leads; Categories
// creates, renames and deletes; Profile keeps a new name and changes the password only with the
// current one.
import { expect, test, type Page } from '../support/test.ts';
import { removeAuthUserByEmail, signInAs, uniqueSuffix } from '../support/admin-helpers.ts';
import { BACKEND_URL, serviceClient } from '../support/backend.ts';

async function publishableKey(page: Page): Promise<string> {
  const response = await page.request.get('/runtime-config.json');
  return ((await response.json()) as { supabaseAnonKey: string }).supabaseAnonKey;
}

test("a person's inquiry and calculator unlock are one lead: every answer on its page, the work on it kept in its history, and the opted-in admin told", async ({ page }) => {
  const suffix = uniqueSuffix();
  const email = `leads.${suffix}@desertwick.com`;
  const apikey = await publishableKey(page);
  const db = serviceClient();
  const { data: admin } = await db.from('profiles').select('id').eq('email', 'admin@demo.local').single();

  // The admin asks, in Profile, to hear of new inquiries.
  await signInAs(page, 'admin');
  await page.goto('/admin/profile');
  const notices = page.getByRole('region', { name: 'Notices' });
  const newInquiry = notices.getByRole('checkbox', { name: 'A new inquiry comes in' });
  if (!(await newInquiry.isChecked())) await newInquiry.check();
  await notices.getByRole('button', { name: 'Save notices' }).click();
  await expect(notices.getByRole('status')).toHaveText('Notices saved.');

  const inquiry = await page.request.post(`${BACKEND_URL}/functions/v1/create-zoho-lead`, {
    headers: { apikey },
    data: {
      firstName: 'Iris', lastName: 'Nguyen', email, phone: '(702) 555-0188', company: 'Desert Wick Candles',
      message: 'Monthly books and payroll for 9 people.', service: 'bookkeeping', employees: '6-20', revenue: '250k-1m',
      industry: 'retail', currentSoftware: 'quickbooks-online', urgency: 'within-month', hearAboutUs: 'referral', smsConsent: true,
    },
  });
  expect(inquiry.status()).toBe(200);
  // The same person unlocks a calculator with their address in capitals.
  const unlock = await page.request.post(`${BACKEND_URL}/functions/v1/enrich-lead`, { headers: { apikey }, data: { email: email.toUpperCase() } });
  expect(unlock.status()).toBe(200);

  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: 'Iris Nguyen' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 inquiry · 1 calculator unlock');
  await row.getByRole('link', { name: 'Iris Nguyen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Iris Nguyen' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'What they did' });
  for (const answer of [
    'Bookkeeping', 'Desert Wick Candles', '(702) 555-0188', '6–20 employees', '$250K – $1M', 'Retail', 'QuickBooks Online',
    'Within a month', 'Referral', 'Agreed to receive text messages', 'Monthly books and payroll for 9 people.',
  ]) {
    await expect(activity).toContainText(answer);
  }
  await expect(activity.getByRole('heading', { name: 'Unlocked the Net Pay Calculator' })).toBeVisible();
  await expect(activity).toContainText('CRM: In the CRM since');

  const work = page.getByRole('region', { name: 'Where we stand' });
  await work.getByLabel('Status').selectOption('contacted');
  await work.getByLabel('Owner').selectOption({ label: 'Dana Whitfield' });
  await work.getByLabel('Next step', { exact: true }).fill('Send the proposal');
  await work.getByLabel('Next step date').fill('2026-12-03');
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(work.getByRole('status')).toHaveText('Saved.');
  const notes = page.getByRole('region', { name: 'Add a note' });
  await notes.getByLabel('Note').fill('Called; wants a quote by Friday.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('status')).toHaveText('Note added.');

  // After a reload, from the database.
  await page.reload();
  await expect(work.getByLabel('Status')).toHaveValue('contacted');
  await expect(work.getByLabel('Next step', { exact: true })).toHaveValue('Send the proposal');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Marcus Reyes changed the status from New to Contacted');
  await expect(history).toContainText('Marcus Reyes gave the lead to Dana Whitfield');
  await expect(history).toContainText('Marcus Reyes set the next step: 2026-12-03 · Send the proposal');
  await expect(history).toContainText('Marcus Reyes added a note');
  await expect(history).toContainText('Called; wants a quote by Friday.');

  // The notice reaches the admin's mailbox through the outbox (process-outbox runs every 30 s).
  await expect
    .poll(
      async () => {
        const { data } = await db.from('mailbox_messages').select('subject, text').eq('to_email', 'admin@demo.local').eq('template', 'staff-new-inquiry').ilike('text', `%${email}%`);
        return data?.[0]?.subject ?? null;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe('New Bookkeeping inquiry from Iris Nguyen, Desert Wick Candles');
  await db.from('staff_notice_preferences').update({ new_inquiry: false }).eq('user_id', admin!.id);
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
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
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

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await signIn(oldPassword);
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await signIn(newPassword);
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  } finally {
    await removeAuthUserByEmail(email);
  }
});
