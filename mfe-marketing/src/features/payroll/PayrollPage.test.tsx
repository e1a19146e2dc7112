import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { PayrollPage } from './PayrollPage.tsx';
import { paycheckExample, grossPerPeriod } from './paycheckExplainer.ts';

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/services/payroll']}>
        <PayrollPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('paycheck explainer figures', () => {
  it('works the $1,500 weekly example', () => {
    expect(paycheckExample()).toEqual({
      weeklyGross: 1500,
      annualGross: 78000,
      socialSecurity: 93,
      medicare: 21.75,
      ficaTotal: 114.75,
      annualSocialSecurity: 4836,
      annualMedicare: 1131,
      afterFica: 1385.25,
    });
    expect(grossPerPeriod(78000, 26)).toBe(3000);
    expect(grossPerPeriod(78000, 24)).toBe(3250);
    expect(grossPerPeriod(78000, 12)).toBe(6500);
  });
});

describe('PayrollPage', () => {
  it('sets one h1, the title and the canonical /payroll', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Payroll Services | Silver State Books');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/payroll');
  });

  it('shows four service cards', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Payroll Services Built for Small Businesses' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Do-It-For-Me Payroll',
      'Self-Service Payroll',
      'Payroll Tax Filing',
      'Year-End W-2s and 1099s',
    ]);
  });

  it('shows the three packages with Most Popular on Complete', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Payroll packages' });
    const cards = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.closest('li') as HTMLElement);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Essential', 'Complete', 'Premium']);
    expect(cards[0]).toHaveTextContent('$49/month + $8 per employee');
    expect(cards[1]).toHaveTextContent('$79/month + $10 per employee');
    expect(cards[2]).toHaveTextContent('$129/month + $12 per employee');
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Bi-weekly payroll');
    expect(cards[1]).toHaveTextContent("Workers' comp integration");
    expect(cards[2]).toHaveTextContent('Dedicated account manager');
  });

  it('explains a salary paycheck with the spec figures', () => {
    renderPage();
    const breakdown = screen.getByRole('region', { name: 'Salary Paycheck Breakdown' });
    expect(within(breakdown).getByText('1,500 x 52 = 78,000')).toBeInTheDocument();
    expect(within(breakdown).getByRole('row', { name: 'Social Security (6.2%) ($93.00)' })).toBeInTheDocument();
    expect(within(breakdown).getByRole('row', { name: 'Medicare (1.45%) ($21.75)' })).toBeInTheDocument();
    expect(within(breakdown).getByRole('row', { name: 'Pay after FICA $1,385.25' })).toBeInTheDocument();
    const insights = screen.getByRole('region', { name: 'Deeper Payroll Insights' });
    expect(within(insights).getByText('6.2%')).toBeInTheDocument();
    expect(within(insights).getByText('1.45%')).toBeInTheDocument();
    expect(within(insights).getByText('0.9%')).toBeInTheDocument();
    expect(within(insights).getByRole('row', { name: 'Bi-weekly 26 $3,000.00' })).toBeInTheDocument();
  });
});
