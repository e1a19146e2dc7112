// The contact form against the real backend: a sales and a press inquiry are stored, forwarded to
// the (local) CRM by the outbox, and the visitor lands on the right thank-you page, greeted by name.
// Missing fields are named and nothing is sent.
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function inquiryRows(email: string) {
  const { data, error } = await serviceClient()
    .from('contact_inquiries')
    .select('first_name, last_name, email, service, message, outlet_name, media_person_name, forwarding_status')
    .eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

async function send(page: Page) {
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test('a sales inquiry is stored, forwarded, and greets the visitor on the sales thank-you page', async ({ page }) => {
  const email = `maria.${suffix()}@desertwick.com`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact inquiry' });
  await form.getByLabel(/^Service/).selectOption('payroll');
  await form.getByLabel(/^First Name/).fill('Maria');
  await form.getByLabel(/^Last Name/).fill('Lopez');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Message/).fill('Payroll for 12 people in Henderson.');
  await send(page);

  await expect(page).toHaveURL(/\/thank-you\/sales-inquiry$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Maria!');
  await expect(page.getByText('Your request: Payroll')).toBeVisible();
  await expect(page).toHaveTitle(/^Thank You for Your Inquiry/);

  expect(await inquiryRows(email)).toEqual([
    expect.objectContaining({ first_name: 'Maria', last_name: 'Lopez', email, service: 'payroll', message: 'Payroll for 12 people in Henderson.' }),
  ]);
  // The outbox hands it to the CRM adapter and writes the outcome back on the inquiry.
  await expect.poll(async () => (await inquiryRows(email))?.[0]?.forwarding_status, { timeout: 30_000 }).toBe('sent');
});

test('a press inquiry lands on the press thank-you page, greeting the media contact', async ({ page }) => {
  const email = `dana.${suffix()}@lvreview.com`;
  await page.goto('/contact?service=press');
  const form = page.getByRole('form', { name: 'Contact inquiry' });
  await form.getByLabel(/^First Name/).fill('Dana');
  await form.getByLabel(/^Last Name/).fill('Wu');
  await form.getByLabel(/^Media Outlet Name/).fill('Las Vegas Review');
  await form.getByLabel(/^Media Contact Name/).fill('Dee Wu');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Message/).fill('Interview about AI bookkeeping for small firms.');
  await send(page);

  await expect(page).toHaveURL(/\/thank-you\/press-inquiry$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Dee Wu!');
  await expect(page.getByText('Press Inquiry · Las Vegas Review')).toBeVisible();
  await expect(page).toHaveTitle(/^Thank You for Your Press Inquiry/);
  expect(await inquiryRows(email)).toEqual([
    expect.objectContaining({ first_name: 'Dana', service: 'press', outlet_name: 'Las Vegas Review', media_person_name: 'Dee Wu' }),
  ]);
});

test('missing fields are named, focus goes to the first, and nothing is stored', async ({ page }) => {
  const email = `incomplete.${suffix()}@desertwick.com`;
  await page.goto('/contact?service=press');
  const form = page.getByRole('form', { name: 'Contact inquiry' });
  await form.getByLabel(/^Email/).fill(email);
  await send(page);
  await expect(form.getByRole('alert')).toHaveText(
    'Please fill in all required fields: First Name, Last Name, Message, Media Outlet Name, Media Contact Name',
  );
  await expect(form.getByLabel(/^First Name/)).toBeFocused();
  await expect(page).toHaveURL(/\/contact\?service=press$/);
  expect(await inquiryRows(email)).toEqual([]);
});

test('a thank-you page opened without a sent form goes home', async ({ page }) => {
  await page.goto('/thank-you/sales-inquiry');
  await expect(page).toHaveURL(/\/$/);
});
