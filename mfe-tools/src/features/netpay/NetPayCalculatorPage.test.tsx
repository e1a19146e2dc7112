// The calculator page end to end in the DOM: gate → three steps → review, with the golden example
// (single, 2020+ W-4, $3,000 biweekly salary, Nevada). Expected figures worked by hand:
//   federal: 3,000 × 26 = 78,000 − 8,600 = 69,400; 5,800 + 22 % × (69,400 − 57,900) = 8,330;
//            8,330 ÷ 26 = 320.3846… → $320.38
//   Social Security 3,000 × 6.2 % = $186.00; Medicare 3,000 × 1.45 % = $43.50; Nevada $0.00
//   net 3,000 − 320.38 − 186.00 − 43.50 = $2,450.12
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@firm/shared-contracts';
import { renderAt } from '../../test/render.tsx';
import { MESSAGES } from './engine/index.ts';
import { NetPayCalculatorPage } from './NetPayCalculatorPage.tsx';
import { UNLOCK_STORAGE_KEY } from './gate/unlock.ts';

vi.mock('@firm/shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@firm/shared-contracts')>()),
  ReviewsWidget: () => <div data-testid="reviews-widget" />,
}));

const config = { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon' } as RuntimeConfig;
const page = () => <NetPayCalculatorPage runtimeConfig={config} />;

/** A row of the breakdown table (the chart's table has rows with the same names). */
function rowOf(name: RegExp) {
  return within(screen.getByRole('table', { name: /^Paycheck breakdown/ })).getByRole('row', { name });
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function unlock() {
  sessionStorage.setItem(UNLOCK_STORAGE_KEY, 'jane@acme.com');
}

async function fillGoldenEarnings(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Pay frequency/), 'biweekly');
  await user.click(screen.getByRole('radio', { name: 'Per pay period' }));
  await user.type(screen.getByLabelText(/^Salary per pay period/), '3000');
}

function expectGoldenResult() {
  const result = screen.getByTestId('paycheck-result');
  expect(within(result).getByTestId('net-pay')).toHaveTextContent('$2,450.12');
  expect(within(rowOf(/^Gross pay/)).getAllByRole('cell')[0]).toHaveTextContent('$3,000.00');
  expect(within(rowOf(/^Federal income tax/)).getAllByRole('cell')[0]).toHaveTextContent('($320.38)');
  expect(within(rowOf(/^Social Security/)).getAllByRole('cell')[0]).toHaveTextContent('($186.00)');
  expect(within(rowOf(/^Medicare/)).getAllByRole('cell')[0]).toHaveTextContent('($43.50)');
  expect(within(rowOf(/^Nevada income tax/)).getAllByRole('cell')[0]).toHaveTextContent('$0.00');
  const net = within(rowOf(/^Net pay/)).getAllByRole('cell');
  expect(net[0]).toHaveTextContent('$2,450.12');
  // Per year: 26 paychecks, all under the wage base: 26 × 2,450.12 = 63,703.12.
  expect(net[1]).toHaveTextContent('$63,703.12');
}

/** Unlocked page on step 3, with the state select. */
async function openStateStep() {
  unlock();
  const user = userEvent.setup();
  renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
  await user.click(screen.getByRole('tab', { name: /State Taxes/ }));
  return { user, state: screen.getByLabelText(/^State where the employee works/) };
}

describe('net pay calculator page', () => {
  it('unlocks with the gate, then walks the three steps to the golden result', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');

    expect(screen.getByText('Free Tool')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Work email/), 'jane@acme.com');
    await user.click(screen.getByRole('button', { name: 'Unlock the Calculator' }));
    expect(await screen.findByRole('tablist', { name: 'Calculator steps' })).toBeInTheDocument();
    // One call: enrich-lead stores the lead and mails the confirmation from the server.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toMatch(/\/functions\/v1\/enrich-lead$/);
    expect(sessionStorage.getItem(UNLOCK_STORAGE_KEY)).toBe('jane@acme.com');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Step 1Earnings', 'Step 2Federal Taxes', 'Step 3State Taxes', 'Step 4Review']);

    await fillGoldenEarnings(user);
    await user.click(screen.getByRole('button', { name: 'Next: Federal Taxes' }));
    expect(screen.getByRole('heading', { name: 'Step 2: Federal taxes (Form W-4)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Federal Taxes/ })).toHaveAttribute('aria-selected', 'true');

    // Step 2: exact options and defaults.
    const filing = screen.getByLabelText(/^Filing status/);
    expect(within(filing).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a filing status',
      'Single or Married filing separately',
      'Married filing jointly',
      'Head of household',
    ]);
    expect(screen.getByRole('group', { name: /2019 or earlier/ })).toHaveFormValues({ useOldW4: 'no' });
    expect(screen.getByLabelText(/^Claim dependents/)).toHaveValue(0);
    await user.selectOptions(filing, 'Single or Married filing separately');
    await user.click(screen.getByRole('button', { name: 'Next: State Taxes' }));
    expect(screen.getByRole('heading', { name: 'Step 3: State taxes' })).toHaveFocus();

    const state = screen.getByLabelText(/^State where the employee works/);
    expect(within(state).getAllByRole('option')).toHaveLength(52); // placeholder + 50 states + DC
    await user.selectOptions(state, 'Nevada');
    expect(screen.getByText(/Nevada has no state income tax/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the Paycheck' }));

    expect(screen.getByRole('heading', { name: 'Review: your paycheck' })).toHaveFocus();
    expectGoldenResult();
    expect(screen.getByRole('table', { name: 'Where each paycheck goes' })).toBeInTheDocument();
    // Below the calculator: the payroll band and the reviews.
    const packages = screen.getByRole('list', { name: 'Payroll packages' });
    expect(within(packages).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Essential', 'Complete', 'Premium']);
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get a Payroll Quote' })).toHaveAttribute('href', '/contact?service=payroll');
    expect(screen.getByRole('link', { name: 'See Payroll Services' })).toHaveAttribute('href', '/payroll');
    expect(screen.getByRole('heading', { name: 'What Our Clients Say' })).toBeInTheDocument();
    expect(screen.getByTestId('reviews-widget')).toBeInTheDocument();
  });

  it('remembers the unlock for the tab', () => {
    unlock();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
    expect(screen.queryByLabelText(/^Work email/)).not.toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow, Home and End keys', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    act(() => tabs[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    await user.keyboard('{End}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[2]!);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[2]!.id);
  });

  it('keeps the values when switching tabs', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    await user.type(screen.getByLabelText(/^Hourly rate/), '25.50');
    await user.type(screen.getByLabelText(/^Hours worked/), '40');
    await user.click(screen.getByRole('tab', { name: /Federal Taxes/ }));
    await user.selectOptions(screen.getByLabelText(/^Filing status/), 'Head of household');
    await user.click(screen.getByRole('tab', { name: /Earnings/ }));
    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    expect(screen.getByLabelText(/^Hourly rate/)).toHaveValue(25.5);
    expect(screen.getByLabelText(/^Hours worked/)).toHaveValue(40);
    await user.click(screen.getByRole('tab', { name: /Federal Taxes/ }));
    expect(screen.getByLabelText(/^Filing status/)).toHaveValue('headOfHousehold');
  });

  it('shows the validation messages under the fields and in a summary', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
    await user.click(screen.getByRole('button', { name: 'Next: Federal Taxes' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByText(`Pay frequency: ${MESSAGES.payFrequency}`)).toBeInTheDocument();
    expect(within(summary).getByText(`Annual salary: ${MESSAGES.amountRequired}`)).toBeInTheDocument();
    const frequency = screen.getByLabelText(/^Pay frequency/);
    expect(frequency).toHaveAttribute('aria-invalid', 'true');
    expect(frequency).toHaveAccessibleDescription(MESSAGES.payFrequency);
    // Still on step 1; later steps' empty selects do not block it.
    expect(screen.getByRole('tab', { name: /Earnings/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(MESSAGES.filingStatus)).not.toBeInTheDocument();
    // Fixing a field clears its message; the summary link moves focus to the field.
    await user.click(within(summary).getByRole('button', { name: /Annual salary/ }));
    expect(screen.getByLabelText(/^Annual salary/)).toHaveFocus();
    await user.selectOptions(frequency, 'weekly');
    expect(screen.queryByText(`Pay frequency: ${MESSAGES.payFrequency}`)).not.toBeInTheDocument();
  });

  it('sends the visitor back to the step with a missing answer from the last step', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
    await fillGoldenEarnings(user);
    await user.click(screen.getByRole('tab', { name: /State Taxes/ }));
    await user.selectOptions(screen.getByLabelText(/^State where the employee works/), 'Nevada');
    await user.click(screen.getByRole('button', { name: 'See the Paycheck' }));
    expect(screen.getByRole('tab', { name: /Federal Taxes/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(`Filing status: ${MESSAGES.filingStatus}`);
  });

  it('shows the state inputs a state needs and the old W-4 allowances', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
    await user.click(screen.getByRole('tab', { name: /Federal Taxes/ }));
    expect(screen.queryByLabelText(/^Withholding allowances/)).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: /2019 or earlier/ })).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/^Withholding allowances/)).toHaveValue(0);
    expect(screen.queryByLabelText(/^Claim dependents/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /State Taxes/ }));
    await user.selectOptions(screen.getByLabelText(/^State where the employee works/), 'Maryland');
    expect(screen.getByLabelText(/^Maryland county/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^State allowances/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^State where the employee works/), 'Arizona');
    expect(screen.getByLabelText(/^Arizona Form A-4/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Maryland county/)).not.toBeInTheDocument();
  });

  it("names step 3's fields as the state's certificate does and leaves out what its method does not use", async () => {
    const { user, state } = await openStateStep();
    await user.selectOptions(state, 'Ohio');
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Exemptions on Ohio Form IT 4/);
    // Ohio's rule without an IT 4 is 0 exemptions, and a blank field means that.
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Leave blank for 0, the state's rule/);
    await user.selectOptions(state, 'Virginia');
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Personal exemptions on Form VA-4/);
    expect(screen.getByLabelText(/^State dependents/)).toHaveAccessibleDescription(/Dependent exemptions on Form VA-4/);
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Leave blank for the usual 1 \(2 when married\)/);
    // Utah withholds on the IRS W-4 status alone (Publication 14): no allowances to ask for.
    await user.selectOptions(state, 'Utah');
    expect(screen.queryByLabelText(/^State allowances/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^State filing status/)).toHaveAccessibleDescription(/IRS Form W-4 status/);
    // Kansas: the K-4 allowance amount comes from the status and dependents, no allowance count.
    await user.selectOptions(state, 'Kansas');
    expect(screen.queryByLabelText(/^State allowances/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^State dependents/)).toHaveAccessibleDescription(/Dependents on Form K-4/);
    // Georgia: G-4 dependent allowances, and what Married means on the G-4.
    await user.selectOptions(state, 'Georgia');
    expect(screen.getByLabelText(/^State dependents/)).toHaveAccessibleDescription(/Dependent allowances on Form G-4/);
    expect(screen.getByLabelText(/^State filing status/)).toHaveAccessibleDescription(/one spouse working/);
    // California: no DE 4 means zero allowances.
    await user.selectOptions(state, 'California');
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Regular withholding allowances on Form DE 4\. Leave blank for 0/);
  });

  it('asks Illinois for IL-W-4 line 2 and Indiana for the WH-4 county, and names the new states\' certificate fields', async () => {
    const { user, state } = await openStateStep();
    await user.selectOptions(state, 'Illinois');
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Basic allowances on Form IL-W-4, line 1.*Leave blank for 0, the state's rule/);
    expect(screen.getByLabelText(/^Illinois Form IL-W-4 additional allowances/)).toHaveAccessibleDescription(/Line 2 of Form IL-W-4/);
    await user.selectOptions(state, 'Indiana');
    expect(screen.queryByLabelText(/^Illinois Form IL-W-4/)).not.toBeInTheDocument();
    const county = screen.getByLabelText(/^Indiana county on January 1/);
    expect(within(county).getAllByRole('option')).toHaveLength(93); // none, and the 92 counties
    await user.selectOptions(county, 'Marion');
    expect(county).toHaveValue('Marion');
    expect(screen.getByLabelText(/^State dependents/)).toHaveAccessibleDescription(/Dependent exemptions on Form WH-4/);
    // Mississippi: the 89-350 exemption follows the status and dependents; no allowance count.
    await user.selectOptions(state, 'Mississippi');
    expect(screen.queryByLabelText(/^Indiana county/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^State allowances/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^State filing status/)).toHaveAccessibleDescription(/spouse not employed/);
    // Montana and New Mexico: the status only.
    await user.selectOptions(state, 'Montana');
    expect(screen.queryByLabelText(/^State allowances/)).not.toBeInTheDocument();
    await user.selectOptions(state, 'New Mexico');
    expect(screen.queryByLabelText(/^State allowances/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^State filing status/)).toHaveAccessibleDescription(/IRS Form W-4 status/);
    // Nebraska: W-4N allowances, none when no W-4N was given.
    await user.selectOptions(state, 'Nebraska');
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Allowances on Form W-4N.*Leave blank for 0/);
  });

  it('asks Connecticut for the CT-W4 withholding code instead of allowances', async () => {
    const { user, state } = await openStateStep();
    await user.selectOptions(state, 'Connecticut');
    const code = screen.getByLabelText(/^Connecticut Form CT-W4 withholding code/);
    expect(within(code).getAllByRole('option')).toHaveLength(7); // from the status, A to F
    expect(screen.queryByLabelText(/^State allowances/)).not.toBeInTheDocument();
    await user.selectOptions(code, 'A');
    expect(code).toHaveValue('A');
    await user.selectOptions(state, 'Ohio');
    expect(screen.queryByLabelText(/^Connecticut Form CT-W4/)).not.toBeInTheDocument();
  });

  it('asks West Virginia for Form IT-104 line 5 and withholds on the table it picks', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
    await fillGoldenEarnings(user);
    await user.click(screen.getByRole('tab', { name: /Federal Taxes/ }));
    await user.selectOptions(screen.getByLabelText(/^Filing status/), 'single');
    await user.click(screen.getByRole('tab', { name: /State Taxes/ }));
    const state = screen.getByLabelText(/^State where the employee works/);
    await user.selectOptions(state, 'West Virginia');
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Exemptions on Form IT-104/);
    const line5 = screen.getByRole('group', { name: /Form IT-104 line 5/ });
    expect(line5).toHaveFormValues({ westVirginiaOneEarner: 'no' });
    await user.click(within(line5).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'See the Paycheck' }));
    // Blank exemptions: 1. One-earner table: 78,000 − 2,000 = 76,000 → 1,950.50 + 4.58 % × 16,000 = 2,683.30
    // ÷ 26 = 103.203… → $103 (the two-earner table would give $111).
    expect(within(rowOf(/^West Virginia income tax/)).getAllByRole('cell')[0]).toHaveTextContent('($103.00)');
    await user.click(screen.getByRole('tab', { name: /State Taxes/ }));
    await user.selectOptions(screen.getByLabelText(/^State where the employee works/), 'Vermont');
    expect(screen.queryByRole('group', { name: /Form IT-104 line 5/ })).not.toBeInTheDocument();
    // Vermont's W-4VT allowances are asked; North Dakota, on the federal W-4, asks for none.
    expect(screen.getByLabelText(/^State allowances/)).toHaveAccessibleDescription(/Allowances on Form W-4VT/);
    await user.selectOptions(screen.getByLabelText(/^State where the employee works/), 'North Dakota');
    expect(screen.queryByLabelText(/^State allowances/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^State filing status/)).toHaveAccessibleDescription(/federal Form W-4/);
  });

  it('shows the estimate notes for an old W-4, and Edit / Start over', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator', page(), '/tools/netpay-calculator');
    await fillGoldenEarnings(user);
    await user.click(screen.getByRole('tab', { name: /Federal Taxes/ }));
    await user.click(within(screen.getByRole('group', { name: /2019 or earlier/ })).getByRole('radio', { name: 'Yes' }));
    await user.selectOptions(screen.getByLabelText(/^Filing status/), 'single');
    await user.click(screen.getByRole('tab', { name: /State Taxes/ }));
    await user.selectOptions(screen.getByLabelText(/^State where the employee works/), 'Nevada');
    await user.click(screen.getByRole('button', { name: 'See the Paycheck' }));
    expect(screen.getByTestId('estimate-reasons')).toHaveTextContent(/Form W-4 from 2019 or earlier/);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Step 1: Pay details' })).toHaveFocus();
    expect(screen.getByLabelText(/^Salary per pay period/)).toHaveValue(3000);
    await user.click(screen.getByRole('tab', { name: /Review/ }));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('heading', { name: 'Step 1: Pay details' })).toHaveFocus();
    expect(screen.getByLabelText(/^Annual salary/)).toHaveValue(null);
    expect(screen.getByLabelText(/^Pay frequency/)).toHaveValue('');
  });

  it('gives the same result in quick mode', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator?quick=1', page(), '/tools/netpay-calculator');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await fillGoldenEarnings(user);
    await user.selectOptions(screen.getByLabelText(/^Filing status/), 'single');
    await user.selectOptions(screen.getByLabelText(/^State where the employee works/), 'NV');
    await user.click(screen.getByRole('button', { name: 'Calculate Net Pay' }));
    expect(screen.getByRole('heading', { name: 'Your paycheck' })).toHaveFocus();
    expectGoldenResult();
  });

  it('computes an hourly paycheck with overtime', async () => {
    unlock();
    const user = userEvent.setup();
    renderAt('/tools/netpay-calculator?quick=1', page(), '/tools/netpay-calculator');
    await user.selectOptions(screen.getByLabelText(/^Pay frequency/), 'weekly');
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    await user.type(screen.getByLabelText(/^Hourly rate/), '20');
    await user.type(screen.getByLabelText(/^Hours worked/), '40');
    await user.type(screen.getByLabelText(/^Overtime hours/), '5');
    await user.selectOptions(screen.getByLabelText(/^Filing status/), 'single');
    await user.selectOptions(screen.getByLabelText(/^State where the employee works/), 'TX');
    await user.click(screen.getByRole('button', { name: 'Calculate Net Pay' }));
    // Regular 20 × 40 = 800.00; overtime 20 × 1.5 × 5 = 150.00; gross 950.00.
    expect(within(rowOf(/^Regular pay/)).getAllByRole('cell')[0]).toHaveTextContent('$800.00');
    expect(within(rowOf(/^Overtime pay/)).getAllByRole('cell')[0]).toHaveTextContent('$150.00');
    expect(within(rowOf(/^Gross pay/)).getAllByRole('cell')[0]).toHaveTextContent('$950.00');
    // Social Security 950 × 6.2 % = 58.90; Medicare 950 × 1.45 % = 13.775 → 13.78.
    expect(within(rowOf(/^Social Security/)).getAllByRole('cell')[0]).toHaveTextContent('($58.90)');
    expect(within(rowOf(/^Medicare/)).getAllByRole('cell')[0]).toHaveTextContent('($13.78)');
  });
});
