// The net pay calculator as a visitor uses it, against the real backend: the email gate stores
// the lead (enrich-lead) and queues the confirmation, then the three steps give the paycheck.
// Every expected figure is worked by hand below from IRS Pub 15-T 2026 (percentage method,
// Worksheet 1A, annual tables), the 2026 FICA rates and, for California, the 2026 EDD method.
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';

function uniqueEmail(): string {
  return `payroll.e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@acmewidgets.com`;
}

async function unlock(page: Page, email: string) {
  await page.goto('/tools/netpay-calculator');
  await page.getByLabel(/^Work email/).fill(email);
  await page.getByRole('button', { name: 'Unlock the Calculator' }).click();
  await expect(page.getByRole('tablist', { name: 'Calculator steps' })).toBeVisible();
}

/** The first figure (per paycheck) of a row of the breakdown table. */
function perPaycheck(page: Page, row: RegExp) {
  return page.getByRole('table', { name: /^Paycheck breakdown/ }).getByRole('row', { name: row }).getByRole('cell').first();
}

test('the gate refuses a missing or malformed address and stores nothing', async ({ page }) => {
  const db = serviceClient();
  const { count: before } = await db.from('calculator_leads').select('id', { count: 'exact', head: true });
  await page.goto('/tools/netpay-calculator');
  await page.getByRole('button', { name: 'Unlock the Calculator' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await page.getByLabel(/^Work email/).fill('not-an-address');
  await page.getByRole('button', { name: 'Unlock the Calculator' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Calculator steps' })).toHaveCount(0);
  const { count: after } = await db.from('calculator_leads').select('id', { count: 'exact', head: true });
  expect(after).toBe(before);
});

test('Nevada salaried employee: gate → three steps → the paycheck', async ({ page }) => {
  const email = uniqueEmail();
  await unlock(page, email);

  // The lead is stored once, with where it came from, and the confirmation is in the mailbox.
  const db = serviceClient();
  const { data: leads } = await db.from('calculator_leads').select('email, calculation_type, source_path').eq('email', email);
  expect(leads).toEqual([{ email, calculation_type: 'Net Pay Calculator', source_path: '/tools/netpay-calculator' }]);
  await expect
    .poll(async () => (await db.from('mailbox_messages').select('to_email').eq('to_email', email)).data?.length ?? 0, { timeout: 15_000 })
    .toBe(1);

  // Step 1: $78,000 a year, paid biweekly.
  await page.getByLabel(/^Pay frequency/).selectOption('biweekly');
  await page.getByLabel(/^Annual salary/).fill('78000');
  await page.getByRole('button', { name: 'Next: Federal Taxes' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Federal taxes (Form W-4)' })).toBeFocused();

  // Step 2: 2020-or-later W-4, single, nothing else.
  await page.getByLabel(/^Filing status/).selectOption({ label: 'Single or Married filing separately' });
  await page.getByRole('button', { name: 'Next: State Taxes' }).click();

  // Step 3: Nevada.
  await page.getByLabel(/^State where the employee works/).selectOption({ label: 'Nevada' });
  await expect(page.getByText(/Nevada has no state income tax/)).toBeVisible();
  await page.getByRole('button', { name: 'See the Paycheck' }).click();
  await expect(page.getByRole('heading', { name: 'Review: your paycheck' })).toBeFocused();

  // gross 78,000 ÷ 26 = 3,000.00
  // federal: annual 78,000 − 8,600 (Step 2 unchecked, single) = 69,400; single row 57,900–?:
  //          5,800 + 22 % × (69,400 − 57,900) = 5,800 + 2,530 = 8,330; ÷ 26 = 320.384… → 320.38
  // Social Security 3,000 × 6.2 % = 186.00; Medicare 3,000 × 1.45 % = 43.50; Nevada 0.00
  // net 3,000 − 320.38 − 186.00 − 43.50 = 2,450.12
  await expect(perPaycheck(page, /^Gross pay/)).toHaveText('$3,000.00');
  await expect(perPaycheck(page, /^Federal income tax/)).toHaveText('($320.38)');
  await expect(perPaycheck(page, /^Social Security/)).toHaveText('($186.00)');
  await expect(perPaycheck(page, /^Medicare/)).toHaveText('($43.50)');
  await expect(perPaycheck(page, /^Nevada income tax/)).toHaveText('$0.00');
  await expect(perPaycheck(page, /^Net pay/)).toHaveText('$2,450.12');
  await expect(page.getByTestId('net-pay')).toHaveText(/\$2,450\.12/);
});

test('California hourly employee with overtime, stepping through with the keyboard', async ({ page }) => {
  await unlock(page, uniqueEmail());
  const press = async (key: string) => page.keyboard.press(key);

  // Step 1: biweekly, hourly $30.00, 80 hours, 6 overtime hours at 1.5×.
  await page.getByLabel(/^Pay frequency/).focus();
  await page.getByLabel(/^Pay frequency/).selectOption('biweekly');
  await page.getByRole('radio', { name: 'Hourly' }).focus();
  await press('Space');
  await expect(page.getByRole('radio', { name: 'Hourly' })).toBeChecked();
  await page.getByLabel(/^Hourly rate/).focus();
  await page.keyboard.type('30');
  await page.getByLabel(/^Hours worked this pay period/).focus();
  await page.keyboard.type('80');
  await page.getByLabel(/^Overtime hours/).focus();
  await page.keyboard.type('6');
  await page.getByRole('button', { name: 'Next: Federal Taxes' }).focus();
  await press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 2: Federal taxes (Form W-4)' })).toBeFocused();

  // Step 2: single. Back keeps what step 1 holds.
  await page.getByLabel(/^Filing status/).selectOption({ label: 'Single or Married filing separately' });
  await page.getByRole('button', { name: 'Back' }).focus();
  await press('Enter');
  await expect(page.getByLabel(/^Hourly rate/)).toHaveValue('30');
  await expect(page.getByLabel(/^Overtime hours/)).toHaveValue('6');
  await page.getByRole('button', { name: 'Next: Federal Taxes' }).focus();
  await press('Enter');
  await expect(page.getByLabel(/^Filing status/)).toHaveValue('single');
  await page.getByRole('button', { name: 'Next: State Taxes' }).focus();
  await press('Enter');

  // Step 3: California, state status as federal, allowances left blank (0: no DE 4 means Single, zero allowances).
  await page.getByLabel(/^State where the employee works/).selectOption({ label: 'California' });
  await page.getByRole('button', { name: 'See the Paycheck' }).focus();
  await press('Enter');
  await expect(page.getByRole('heading', { name: 'Review: your paycheck' })).toBeFocused();

  // gross 30.00 × 80 = 2,400.00 + 30.00 × 1.5 × 6 = 270.00 → 2,670.00; annual × 26 = 69,420
  // federal: 69,420 − 8,600 = 60,820; 5,800 + 22 % × (60,820 − 57,900) = 5,800 + 642.40 = 6,442.40
  //          ÷ 26 = 247.784… → 247.78
  // California (EDD Method B, biweekly tables, single, 0 allowances): 2,670 > 727 (Table 1);
  //          2,670 − 219 (Table 3) = 2,451; Table 5 row over 2,214: 84.16 + 8.8 % × 237 = 105.016 → 105.02
  // Social Security 2,670 × 6.2 % = 165.54; Medicare 2,670 × 1.45 % = 38.715 → 38.72
  // CA SDI 2,670 × 1.3 % = 34.71
  // total taxes 247.78 + 105.02 + 165.54 + 38.72 + 34.71 = 591.77
  // net 2,670 − 591.77 = 2,078.23
  await expect(perPaycheck(page, /^Regular pay/)).toHaveText('$2,400.00');
  await expect(perPaycheck(page, /^Overtime pay/)).toHaveText('$270.00');
  await expect(perPaycheck(page, /^Gross pay/)).toHaveText('$2,670.00');
  await expect(perPaycheck(page, /^Federal income tax/)).toHaveText('($247.78)');
  await expect(perPaycheck(page, /^California income tax/)).toHaveText('($105.02)');
  await expect(perPaycheck(page, /^Social Security/)).toHaveText('($165.54)');
  await expect(perPaycheck(page, /^Medicare/)).toHaveText('($38.72)');
  await expect(perPaycheck(page, /^California: State Disability Insurance/)).toHaveText('($34.71)');
  await expect(perPaycheck(page, /^Total taxes/)).toHaveText('($591.77)');
  await expect(perPaycheck(page, /^Net pay/)).toHaveText('$2,078.23');
});

// Three paychecks worked by hand from each state's employer withholding document (the engine's
// README names the documents), entered through the page.
const STATE_CASES = [
  {
    // NJ-WT, Rate A (single), annual table: 1,500 × 52 = 78,000 − 1 allowance × 1,000 = 77,000;
    // row over 75,000: 2,930 + 7.0 % × 2,000 = 3,070; ÷ 52 = 59.038… → 59.04.
    state: 'New Jersey', frequency: 'weekly', salary: '78000', federal: 'Single or Married filing separately', stateStatus: 'Single', allowances: '1', withheld: '($59.04)',
  },
  {
    // NC-30: 6,000 × 12 = 72,000 − 12,750 (married filing jointly withholds like single), 0
    // allowances = 59,250 × 3.99 % = 2,364.075 ÷ 12 = 197.006…, rounded to the whole dollar → 197.00.
    state: 'North Carolina', frequency: 'monthly', salary: '72000', federal: 'Married filing jointly', stateStatus: 'Married', allowances: '0', withheld: '($197.00)',
  },
  {
    // Circular M, first paycheck of the year: 3,000 − Social Security 186.00 − Medicare 43.50
    // (229.50 of the $2,000 a year) − one exemption 4,400 ÷ 26 = 169.23 → 2,601.27 × 5 % = 130.06.
    state: 'Massachusetts', frequency: 'biweekly', salary: '78000', federal: 'Single or Married filing separately', stateStatus: 'Single', allowances: '1', withheld: '($130.06)',
  },
];

for (const c of STATE_CASES) {
  test(`${c.state}: withheld by the state's own employer method`, async ({ page }) => {
    await unlock(page, uniqueEmail());
    await page.getByLabel(/^Pay frequency/).selectOption(c.frequency);
    await page.getByLabel(/^Annual salary/).fill(c.salary);
    await page.getByRole('button', { name: 'Next: Federal Taxes' }).click();
    await page.getByLabel(/^Filing status/).selectOption({ label: c.federal });
    await page.getByRole('button', { name: 'Next: State Taxes' }).click();
    await page.getByLabel(/^State where the employee works/).selectOption({ label: c.state });
    const stateStatus = page.getByLabel(/^State filing status/);
    if (await stateStatus.count()) await stateStatus.selectOption({ label: c.stateStatus });
    // Where the state's form asks for allowances; otherwise the usual one applies.
    const allowances = page.getByLabel(/^State allowances or exemptions/);
    if (await allowances.count()) await allowances.fill(c.allowances);
    await page.getByRole('button', { name: 'See the Paycheck' }).click();
    await expect(page.getByRole('heading', { name: 'Review: your paycheck' })).toBeFocused();
    await expect(perPaycheck(page, new RegExp(`^${c.state} income tax`))).toHaveText(c.withheld);
  });
}
