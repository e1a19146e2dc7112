import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderAt } from '../../test/render.tsx';
import { BreakEvenPage } from './BreakEvenPage.tsx';
import { BREAK_EVEN_MESSAGES } from './engine/breakEven.ts';

const path = '/tools/break-even-calculator';

describe('break-even page', () => {
  it('shows the break-even point, margin of safety and chart, and puts the inputs in the URL', async () => {
    const user = userEvent.setup();
    renderAt(path, <BreakEvenPage />, path);
    expect(screen.getByRole('heading', { level: 1, name: 'Break-Even Calculator' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Fixed costs/), '10000');
    await user.type(screen.getByLabelText(/^Price per unit/), '50');
    await user.type(screen.getByLabelText(/^Variable cost/), '30');
    await user.type(screen.getByLabelText(/^Expected units/), '800');
    await user.click(screen.getByRole('button', { name: 'Calculate Break-Even' }));
    // 10,000 / (50 − 30) = 500 units = $25,000.00; safety 800 × 50 − 25,000 = $15,000 (37.5 %).
    expect(screen.getByRole('heading', { name: 'Your break-even point' })).toHaveFocus();
    expect(screen.getByTestId('be-units')).toHaveTextContent('500');
    expect(screen.getByTestId('be-revenue')).toHaveTextContent('$25,000.00');
    expect(screen.getByTestId('be-safety')).toHaveTextContent('$15,000.00 (37.5 %)');
    expect(screen.getByRole('img', { name: /Revenue and total costs by units sold/ })).toBeInTheDocument();
    expect(new URLSearchParams(currentSearch).get('fixed')).toBe('10000');
    expect(new URLSearchParams(currentSearch).get('expected')).toBe('800');
  });

  it('opens a shared link with its result', () => {
    renderAt(`${path}?fixed=1000&price=7&variable=4&expected=`, <BreakEvenPage />, path);
    // 1,000 / 3 = 333.3 → 334 units; 1,000 × 7 / 3 = $2,333.33.
    expect(screen.getByTestId('be-units')).toHaveTextContent('334');
    expect(screen.getByTestId('be-revenue')).toHaveTextContent('$2,333.33');
  });

  it('explains input problems', async () => {
    const user = userEvent.setup();
    renderAt(path, <BreakEvenPage />, path);
    await user.click(screen.getByRole('button', { name: 'Calculate Break-Even' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText(/^Fixed costs/)).toHaveAccessibleDescription(/Enter an amount\./);
    await user.type(screen.getByLabelText(/^Fixed costs/), '100');
    await user.type(screen.getByLabelText(/^Price per unit/), '4');
    await user.type(screen.getByLabelText(/^Variable cost/), '4');
    await user.click(screen.getByRole('button', { name: 'Calculate Break-Even' }));
    expect(screen.getAllByText(BREAK_EVEN_MESSAGES.noMargin).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('be-units')).not.toBeInTheDocument();
  });
});
