import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderAt } from '../../test/render.tsx';
import { PayrollEstimatorPage } from './PayrollEstimatorPage.tsx';

const path = '/tools/payroll-estimator';

describe('payroll estimator page', () => {
  it('prices each package with the employer taxes and shares the inputs', async () => {
    const user = userEvent.setup();
    renderAt(path, <PayrollEstimatorPage />, path);
    expect(screen.getByLabelText(/^Number of employees/)).toHaveValue(5);
    await user.type(screen.getByLabelText(/^Average yearly pay/), '48000');
    await user.click(screen.getByRole('button', { name: 'Estimate My Payroll Cost' }));
    // Per employee 2,976 + 696 + 42 + 1,233.10 = 4,947.10; × 5 ÷ 12 = 2,061.29 a month.
    // Complete 79 + 10 × 5 = 129 → 2,190.29 a month.
    expect(screen.getByRole('heading', { name: 'Your monthly payroll cost' })).toHaveFocus();
    expect(screen.getByTestId('pe-total')).toHaveTextContent('$2,190.29 a month');
    const table = screen.getByRole('table', { name: /Cost per month for 5 employees/ });
    const essential = within(table).getByRole('row', { name: /^Essential/ });
    expect(within(essential).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$89.00', '$2,061.29', '$2,150.29', '$25,803.50']);
    expect(new URLSearchParams(currentSearch).get('wages')).toBe('48000');
    expect(screen.getByRole('link', { name: 'Get a Payroll Quote' })).toHaveAttribute('href', '/contact?service=payroll');
  });

  it("starts from Nevada's latest published wage base and says which year it is", () => {
    renderAt(path, <PayrollEstimatorPage />, path);
    const base = screen.getByLabelText(/^SUTA wage base per employee/);
    expect(base).toHaveValue(41800);
    expect(base).toHaveAccessibleDescription(
      "Yearly wages per employee the rate applies to. Nevada's latest published base is $41,800 (2025); use the one on your rate notice.",
    );
  });

  it('rejects a team of zero and a rate over 100 %', async () => {
    const user = userEvent.setup();
    renderAt(`${path}?employees=0&wages=1000&sutaRate=150&sutaBase=7000`, <PayrollEstimatorPage />, path);
    expect(screen.getByLabelText(/^Number of employees/)).toHaveAccessibleDescription(/Enter a whole number from 1 to 10,000\./);
    expect(screen.getByLabelText(/^State unemployment/)).toHaveAccessibleDescription(/Enter a percentage between 0 and 100/);
    await user.clear(screen.getByLabelText(/^Number of employees/));
    await user.type(screen.getByLabelText(/^Number of employees/), '1');
    await user.clear(screen.getByLabelText(/^State unemployment/));
    await user.type(screen.getByLabelText(/^State unemployment/), '3');
    await user.click(screen.getByRole('button', { name: 'Estimate My Payroll Cost' }));
    expect(screen.getByTestId('pe-total')).toBeInTheDocument();
  });
});
