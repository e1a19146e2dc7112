// Booking the free consultation online (docs/architecture.md#d40, #d47), against the running site
// and backend: a visitor in New York asks for a bookkeeping call, is told the time is held until
// confirmed from the email, opens the emailed link and gets both times and a valid .ics; a hold
// nobody confirms is released and its link says so; the slot is gone for the next visitor; the emailed private link moves and then cancels it (a
// tampered one changes nothing); staff see, move and cancel a booking, writers do not get the
// screen; ten simultaneous requests for one slot give one booking; with the calendar a year ahead,
// a call booked across the November 2027 change lands at the right wall-clock time. Bookkeeping
// calls are taken by one seeded staff member (Dana, weekdays 9-5 Las Vegas time, no days off), so
// a slot is one call.
import { expect, test, type Page } from '../support/test.ts';
import { BACKEND_URL, serviceClient } from '../support/backend.ts';
import { signInAs, uniqueSuffix } from '../support/admin-helpers.ts';
import { appShown } from '../support/publicRoutes.ts';

const FUNCTIONS = `${BACKEND_URL}/functions/v1`;
/** The local publishable key (README, "Local backend"); functions take it as anonymous. */
const PUBLISHABLE_KEY = process.env.SUPABASE_PUBLISHABLE_KEY ?? 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const VISITOR_ZONE = 'America/New_York';
const FIRM_ZONE = 'America/Los_Angeles';
const TAKEN = 'That time was just taken — pick another.';

test.use({ timezoneId: VISITOR_ZONE });
test.describe.configure({ mode: 'serial' });

const run = uniqueSuffix();
const emailFor = (who: string) => `${who}.${run}@booking-e2e.example`;

interface Mail {
  template: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

async function mails(email: string): Promise<Mail[]> {
  const { data, error } = await serviceClient()
    .from('mailbox_messages')
    .select('template, subject, text, attachments')
    .eq('to_email', email)
    .order('created_at');
  if (error) throw new Error(error.message);
  return (data ?? []) as Mail[];
}

async function mailOf(email: string, template: string): Promise<Mail> {
  await expect.poll(async () => (await mails(email)).some((mail) => mail.template === template), { timeout: 30_000 }).toBe(true);
  return (await mails(email)).find((mail) => mail.template === template)!;
}

async function openSlots(service: string): Promise<string[]> {
  const response = await fetch(`${FUNCTIONS}/booking-slots?service=${service}`, { headers: { apikey: PUBLISHABLE_KEY } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

function book(body: Record<string, unknown>) {
  return fetch(`${FUNCTIONS}/book-consultation`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ service: 'bookkeeping', name: 'Rush Visitor', phone: '', company: '', message: 'Books', timeZone: VISITOR_ZONE, website: '', ...body }),
  });
}

const time = (start: string, zone: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).format(new Date(start));
const fullDateTime = (start: string, zone: string) =>
  time(start, zone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const icsTime = (start: string) => new Date(start).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Checks an invite the way a calendar reads it (RFC 5545): structure, line ends, folding, fields. */
function expectValidInvite(ics: string, expected: { id: string; start: string; sequence: number; method: 'REQUEST' | 'CANCEL' }) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics.slice(0, -2).split('\r\n');
  for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  const unfolded = ics.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded).toContain('VERSION:2.0');
  expect(unfolded).toContain(`METHOD:${expected.method}`);
  expect(unfolded).toContain(`UID:booking-${expected.id}@silverstatebooks.example`);
  expect(unfolded).toContain(`SEQUENCE:${expected.sequence}`);
  expect(unfolded).toContain(`DTSTART:${icsTime(expected.start)}`);
  expect(unfolded).toContain(`DTEND:${icsTime(new Date(Date.parse(expected.start) + 30 * 60_000).toISOString())}`);
  expect(unfolded.find((line) => line.startsWith('ORGANIZER'))).toMatch(/^ORGANIZER;CN="Silver State Books":mailto:/);
  expect(unfolded.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(unfolded.at(-1)).toBe('END:VCALENDAR');
}

/** The path and query of the emailed link to /book/manage or /book/confirm. */
function linkIn(mail: Mail, page: 'manage' | 'confirm' = 'manage'): string {
  const url = new RegExp(`https?://\\S+/book/${page}\\?token=\\S+`).exec(mail.text)?.[0];
  expect(url, mail.text).toBeDefined();
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
}

const manageLink = (mail: Mail) => linkIn(mail, 'manage');

/** Confirms the hold of `email` as its emailed link's page does (a POST with the link's token). */
async function confirmByEmail(email: string): Promise<Response> {
  const token = new URLSearchParams(linkIn(await mailOf(email, 'booking-hold'), 'confirm').split('?')[1]).get('token')!;
  return fetch(`${FUNCTIONS}/manage-booking`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ token, action: 'confirm' }),
  });
}

async function pickTime(page: Page, index: number): Promise<string> {
  const button = page.locator('button[data-start]').nth(index);
  const start = (await button.getAttribute('data-start'))!;
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return start;
}

const state: { id: string; start: string; email: string; link: string } = { id: '', start: '', email: emailFor('ann'), link: '' };

test.afterAll(async () => {
  const db = serviceClient();
  await db.from('bookings').delete().like('email', `%.${run}@booking-e2e.example`);
  await db.from('contact_inquiries').delete().like('email', `%.${run}@booking-e2e.example`);
});

test('a visitor in New York books a consultation and gets both times, a valid .ics and an email', async ({ page }) => {
  await page.goto('/book?service=bookkeeping');
  await appShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Free Consultation');
  await expect(page.getByLabel(/^Service/)).toHaveValue('bookkeeping');
  await expect(page.getByText(/Times are shown in your time zone, Eastern Time/)).toBeVisible();

  // The first time offered, under its day's heading, in New York time with Las Vegas time beneath.
  const first = page.locator('button[data-start]').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const start = (await first.getAttribute('data-start'))!;
  await expect(first).toContainText(time(start, VISITOR_ZONE, { hour: 'numeric', minute: '2-digit' }));
  await expect(first).toContainText(`${time(start, FIRM_ZONE, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })} in Las Vegas`);
  const dayHeading = page.getByRole('heading', { level: 3, name: time(start, VISITOR_ZONE, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }) });
  await expect(dayHeading).toBeVisible();

  // By keyboard: focus the time and press Enter.
  await first.focus();
  await page.keyboard.press('Enter');
  // The header's "Company" menu has a label too: the form's fields are the main region's.
  const main = page.getByRole('main');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await main.getByLabel(/^Your Name/).fill('Ann Lee');
  await main.getByLabel(/^Email/).fill(state.email);
  await main.getByLabel(/^Phone/).fill('(212) 555-0100');
  await main.getByLabel(/^Company/).fill('Lee Landscaping');
  await main.getByLabel(/^What do you need help with/).fill('Monthly books for a crew of six.');
  await page.getByRole('button', { name: 'Request This Time' }).click();

  // Held, not booked: the page says so and sends the visitor to their email.
  await expect(page.getByRole('heading', { name: 'Confirm your consultation from your email' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('We are holding this time for you for 30 minutes.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveCount(0);
  const held = await serviceClient().from('bookings').select('status, inquiry_id').eq('email', state.email).single();
  expect(held.data).toEqual({ status: 'held', inquiry_id: null });
  const hold = await mailOf(state.email, 'booking-hold');
  expect(hold.subject).toBe('Please confirm your free Bookkeeping consultation');
  expect(hold.attachments).toEqual([]);

  // The emailed link books it.
  await page.goto(linkIn(hold, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Your free consultation is booked' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(fullDateTime(start, VISITOR_ZONE))).toBeVisible();
  await expect(page.getByText(fullDateTime(start, FIRM_ZONE))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\//);
  await expect(page.getByRole('link', { name: 'Add to Outlook' })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\//);

  const { data } = await serviceClient().from('bookings').select('id, starts_at, status, visitor_time_zone, inquiry_id').eq('email', state.email).single();
  expect(data).toMatchObject({ status: 'confirmed', visitor_time_zone: VISITOR_ZONE });
  expect(new Date(data!.starts_at).toISOString()).toBe(start);
  expect(data!.inquiry_id).not.toBeNull();
  Object.assign(state, { id: data!.id as string, start });

  // The .ics the page offers, and that the download gives.
  const icsLink = page.getByRole('link', { name: 'Download calendar file (.ics)' });
  await expect(icsLink).toHaveAttribute('download', 'consultation.ics');
  const href = (await icsLink.getAttribute('href'))!;
  expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
  expectValidInvite(decodeURIComponent(href.slice(href.indexOf(',') + 1)), { id: state.id, start, sequence: 0, method: 'REQUEST' });
  const [download] = await Promise.all([page.waitForEvent('download'), icsLink.click()]);
  expect(download.suggestedFilename()).toBe('consultation.ics');

  // The confirmation email: both times, the invite attached, the private link.
  const mail = await mailOf(state.email, 'booking-confirmation');
  expect(mail.text).toContain(fullDateTime(start, VISITOR_ZONE));
  expect(mail.text).toContain(`(${fullDateTime(start, FIRM_ZONE)} in Las Vegas)`);
  expect(mail.attachments[0]).toMatchObject({ filename: 'consultation.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
  expectValidInvite(mail.attachments[0]!.content, { id: state.id, start, sequence: 0, method: 'REQUEST' });
  state.link = manageLink(mail);
});

test('the slot is gone for the next visitor, and asking for it anyway says so', async ({ page }) => {
  await page.goto('/book?service=bookkeeping');
  await appShown(page);
  await expect(page.locator('button[data-start]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(`button[data-start="${state.start}"]`)).toHaveCount(0);
  const response = await book({ start: state.start, email: emailFor('next') });
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({ message: TAKEN, reason: 'taken' });
});

test('a hold nobody confirms is released: its time is open again, and its link says so and leads back to the day', async ({ page }) => {
  const slots = await openSlots('bookkeeping');
  const start = slots.at(-2)!;
  const email = emailFor('lapse');
  expect((await book({ start, email })).status).toBe(201);
  expect(await openSlots('bookkeeping')).not.toContain(start);
  const hold = await mailOf(email, 'booking-hold');
  // Thirty minutes on: the hold's end is moved back.
  const lapsed = await serviceClient().from('bookings').update({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).eq('email', email);
  expect(lapsed.error).toBeNull();
  expect(await openSlots('bookkeeping')).toContain(start);

  await page.goto(linkIn(hold, 'confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Time Was Released', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'The time is still open' })).toBeVisible();
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_ZONE }).format(new Date(start));
  await expect(page.getByRole('link', { name: 'Request This Time Again' })).toHaveAttribute('href', `/book?service=bookkeeping&from=${day}`);
  const { data } = await serviceClient().from('bookings').select('status').eq('email', email).single();
  expect(data?.status).not.toBe('confirmed');
  expect((await mails(email)).map((mail) => mail.template)).toEqual(['booking-hold']);
});

test('the slot picker fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/book?service=payroll');
  await appShown(page);
  await expect(page.locator('button[data-start]').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a tampered link shows a clear page and changes nothing', async ({ page }) => {
  const tampered = state.link.replace(/token=([0-9a-f])/, (_, first: string) => `token=${first === 'a' ? 'b' : 'a'}`);
  await page.goto(tampered);
  await expect(page.getByRole('heading', { name: 'Nothing was changed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('This booking link is not valid.');
  const { data } = await serviceClient().from('bookings').select('status, sequence').eq('id', state.id).single();
  expect(data).toEqual({ status: 'confirmed', sequence: 0 });
});

test('the emailed link moves the consultation: same UID, higher SEQUENCE', async ({ page }) => {
  await page.goto(state.link);
  await expect(page.getByRole('heading', { name: 'Your free consultation' })).toBeVisible({ timeout: 15_000 });
  const target = await pickTime(page, 3);
  await page.getByRole('button', { name: 'Move My Consultation' }).click();
  await expect(page.getByText('Your consultation has been moved.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(fullDateTime(target, VISITOR_ZONE)).first()).toBeVisible();
  const mail = await mailOf(state.email, 'booking-moved');
  expectValidInvite(mail.attachments[0]!.content, { id: state.id, start: target, sequence: 1, method: 'REQUEST' });
  state.start = target;
});

test('the emailed link cancels the consultation, and its reminders go with it', async ({ page }) => {
  await page.goto(state.link);
  await page.getByRole('button', { name: 'Cancel Consultation' }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Yes, Cancel It' }).click();
  await expect(page.getByRole('heading', { name: 'This consultation is cancelled' })).toBeVisible({ timeout: 15_000 });
  const mail = await mailOf(state.email, 'booking-cancelled');
  expect(mail.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  expectValidInvite(mail.attachments[0]!.content, { id: state.id, start: state.start, sequence: 2, method: 'CANCEL' });
  const reminders = await serviceClient().from('outbox_messages').select('id').eq('kind', 'booking.reminder').eq('status', 'pending').eq('payload->>bookingId', state.id);
  expect(reminders.data).toEqual([]);
});

test('staff see, move and cancel a booking; writers do not get the screen', async ({ page }) => {
  const slots = await openSlots('bookkeeping');
  const email = emailFor('staffside');
  const booked = await book({ start: slots[5], email, name: 'Staff Side' });
  expect(booked.status).toBe(201);
  expect((await confirmByEmail(email)).status).toBe(200);

  await signInAs(page, 'admin');
  await page.goto('/admin/bookings');
  const upcoming = page.getByRole('table', { name: 'Upcoming bookings' });
  const row = upcoming.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Staff Side');
  await expect(row).toContainText('Dana Whitfield');

  await row.getByRole('button', { name: 'Move the booking of Staff Side' }).click();
  const newTime = page.getByLabel('New time for Staff Side');
  await expect(newTime).toBeVisible();
  const target = await newTime.locator('option').nth(2).getAttribute('value');
  await newTime.selectOption(target!);
  await page.getByRole('button', { name: 'Move Booking' }).click();
  await expect(page.getByText(/Staff Side's consultation is moved to/)).toBeVisible({ timeout: 15_000 });
  const moved = await mailOf(email, 'booking-moved');
  expect(moved.text).toContain('Our team has moved your free Bookkeeping consultation');
  expect(moved.attachments[0]!.content).toContain('SEQUENCE:1');

  await upcoming.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Cancel the booking of Staff Side' }).click();
  await page.getByRole('dialog', { name: 'Cancel booking' }).getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText("Staff Side's consultation is cancelled; they were emailed.")).toBeVisible({ timeout: 15_000 });
  expect((await mailOf(email, 'booking-cancelled')).attachments[0]!.content).toContain('METHOD:CANCEL');

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await signInAs(page, 'writer');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bookings' })).toHaveCount(0);
  await page.goto('/admin/bookings');
  await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
});

test('ten simultaneous requests for one slot give one hold and nine "pick another" answers', async () => {
  const slots = await openSlots('bookkeeping');
  const start = slots[Math.floor(slots.length / 2)]!;
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const response = await book({ start, email: emailFor(`rush${index}`) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }),
  );
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(refused).toHaveLength(9);
  for (const answer of refused) expect(answer).toEqual({ status: 409, body: { message: TAKEN, reason: 'taken' } });
  const { data } = await serviceClient().from('bookings').select('id').eq('starts_at', start).eq('status', 'held');
  expect(data).toHaveLength(1);
});

test('a booking across the November daylight-saving change lands at the right wall-clock time', async ({ page }) => {
  // Las Vegas leaves daylight time on Sunday November 7, 2027 (2:00 AM PDT becomes 1:00 AM PST):
  // 9:00 AM is 16:00 UTC on Friday the 5th (UTC-7) and 17:00 UTC on Monday the 8th (UTC-8). In New
  // York (EDT, UTC-4, then EST, UTC-5) both are noon. The weekend between has no hours.
  const FRIDAY = '2027-11-05T16:00:00.000Z';
  const MONDAY = '2027-11-08T17:00:00.000Z';
  const email = emailFor('dst');
  const db = serviceClient();
  const rules = await db.from('booking_settings').select('horizon_days').single();
  if (rules.error) throw new Error(rules.error.message);
  const horizon = (rules.data as { horizon_days: number }).horizon_days;
  try {
    // Staff let the calendar reach a year ahead, as the admin screen allows.
    const widened = await db.from('booking_settings').update({ horizon_days: 365 }).eq('id', true);
    if (widened.error) throw new Error(widened.error.message);
    // A call this spec left at that time in an earlier run that could not clean up.
    await db.from('bookings').delete().eq('starts_at', MONDAY).like('email', '%@booking-e2e.example');

    await page.goto('/book?service=bookkeeping&from=2027-11-05');

    await appShown(page);
    await expect(page.locator(`button[data-start="${FRIDAY}"]`)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Showing open times' })).toHaveText(
      'Showing open times from Friday, November 5, 2027 to Thursday, November 18, 2027.',
    );
    await expect(page.getByRole('button', { name: 'Earlier times' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Later times' })).toBeVisible();

    // Each time under its own day, in New York time with the Las Vegas time (and its zone) beneath.
    const friday = page.getByRole('region', { name: 'Friday, November 5, 2027' }).locator(`button[data-start="${FRIDAY}"]`);
    await expect(friday).toHaveText(/^\s*12:00\sPM\s*9:00\sAM\sPDT in Las Vegas\s*$/);
    await expect(page.getByRole('region', { name: 'Friday, November 5, 2027' }).locator('button[data-start]').first()).toHaveAttribute('data-start', FRIDAY);
    const monday = page.getByRole('region', { name: 'Monday, November 8, 2027' }).locator(`button[data-start="${MONDAY}"]`);
    await expect(monday).toHaveText(/^\s*12:00\sPM\s*9:00\sAM\sPST in Las Vegas\s*$/);
    await expect(page.getByRole('region', { name: 'Monday, November 8, 2027' }).locator('button[data-start]').first()).toHaveAttribute('data-start', MONDAY);
    await expect(page.getByRole('heading', { level: 3, name: /^(Saturday|Sunday), November [67], 2027$/ })).toHaveCount(0);

    await monday.click();
    await expect(monday).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('main');
    await main.getByLabel(/^Your Name/).fill('Dee Saving');
    await main.getByLabel(/^Email/).fill(email);
    await main.getByLabel(/^What do you need help with/).fill('Books for the new year.');
    await page.getByRole('button', { name: 'Request This Time' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your consultation from your email' })).toBeVisible({ timeout: 15_000 });
    await page.goto(linkIn(await mailOf(email, 'booking-hold'), 'confirm'));

    await expect(page.getByRole('heading', { name: 'Your free consultation is booked' })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByText('Monday, November 8, 2027 at 12:00 PM EST')).toBeVisible();
    const lasVegas = main.getByRole('definition').filter({ hasText: 'PST' });
    await expect(lasVegas).toHaveText('Monday, November 8, 2027 at 9:00 AM PST');

    const stored = await db.from('bookings').select('id, starts_at').eq('email', email).single();
    if (stored.error) throw new Error(stored.error.message);
    const booking = stored.data as { id: string; starts_at: string };
    expect(new Date(booking.starts_at).toISOString()).toBe(MONDAY);

    const href = (await page.getByRole('link', { name: 'Download calendar file (.ics)' }).getAttribute('href'))!;
    const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(ics.replace(/\r\n /g, '').split('\r\n')).toContain('DTSTART:20271108T170000Z');
    expectValidInvite(ics, { id: booking.id, start: MONDAY, sequence: 0, method: 'REQUEST' });
  } finally {
    // The other tests (and the site) keep the calendar as it was.
    const restored = await db.from('booking_settings').update({ horizon_days: horizon }).eq('id', true);
    expect(restored.error).toBeNull();
  }
});
