import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderAt } from '../../test/render.tsx';
import { CashFlowPage } from './CashFlowPage.tsx';
import { cashFlowFromParams, cashFlowToParams, runCashFlow, CASH_FLOW_MESSAGES } from './cashFlowForm.ts';

const path = '/tools/cash-flow-forecast';
const shared = `${path}?open=5000&start=2026-01&item=in~monthly~4000~Sales&item=out~monthly~3000~Rent&item=out~2~8000~Equipment`;

describe('cash-flow form', () => {
  it('round-trips through the URL and validates rows', () => {
    const values = cashFlowFromParams(new URLSearchParams(shared.split('?')[1]));
    expect(values?.items.map((i) => [i.direction, i.when, i.amount, i.label])).toEqual([
      ['in', 'monthly', '4000', 'Sales'],
      ['out', 'monthly', '3000', 'Rent'],
      ['out', '2', '8000', 'Equipment'],
    ]);
    expect(cashFlowToParams(values!).toString()).toBe(shared.split('?')[1]!.replace(/~/g, '%7E'));
    expect(runCashFlow({ opening: '1', start: '2026-01', items: [] })).toEqual({ ok: false, errors: { items: CASH_FLOW_MESSAGES.noItems } });
    const bad = runCashFlow({ opening: '-1', start: '2026-13', items: [{ id: 'a', label: 'X', direction: 'in', amount: 'abc', when: '12' }] });
    expect(bad.ok || Object.keys(bad.errors).sort()).toEqual(['items.0.amount', 'items.0.when', 'opening', 'start']);
  });
});

describe('cash-flow page', () => {
  it('opens a shared forecast with the lowest month, the chart and the table', () => {
    renderAt(shared, <CashFlowPage />, path);
    // Jan 6,000, Feb 7,000, Mar 7,000 + 4,000 − 3,000 − 8,000 = 0, then +1,000 a month to 9,000.
    expect(screen.getByTestId('cf-lowest')).toHaveTextContent('Mar 2026: $0.00');
    expect(screen.getByTestId('cf-ending')).toHaveTextContent('$9,000.00');
    expect(screen.getByRole('img', { name: /Closing cash by month/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Month by month/ });
    const march = within(table).getByRole('row', { name: /^Mar 2026/ });
    expect(march).toHaveAttribute('data-highlight', 'true');
    expect(within(march).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$7,000.00', '$4,000.00', '($11,000.00)', '($7,000.00)', '$0.00']);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('forecasts what the visitor types and shares it in the URL', async () => {
    const user = userEvent.setup();
    renderAt(path, <CashFlowPage />, path);
    await user.type(screen.getByLabelText(/^Opening cash/), '1000');
    const amounts = screen.getAllByLabelText(/^Amount/);
    await user.type(amounts[0]!, '500'); // Sales in
    await user.type(amounts[1]!, '-5'); // Rent out: negative
    await user.click(screen.getByRole('button', { name: 'Forecast My Cash' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Rent amount: The amount cannot be negative.');
    await user.clear(amounts[1]!);
    await user.type(amounts[1]!, '700');
    await user.click(screen.getByRole('button', { name: 'Forecast My Cash' }));
    // 1,000 + 12 × (500 − 700) = −1,400 at the end; first month 800, lowest the last.
    expect(screen.getByTestId('cf-ending')).toHaveTextContent('($1,400.00)');
    expect(screen.getByText(/Cash runs out in/)).toBeInTheDocument();
    expect(new URLSearchParams(currentSearch).getAll('item')).toEqual(['in~monthly~500~Sales', 'out~monthly~700~Rent', 'out~monthly~~Payroll']);
  });
});
