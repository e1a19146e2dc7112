import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { BookkeepingPage } from './BookkeepingPage.tsx';

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <BookkeepingPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('BookkeepingPage', () => {
  it('sets the title, description and canonical', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Monthly Bookkeeping Services | Silver State Books');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/GAAP-compliant/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/bookkeeping');
  });

  it('shows the four tiers and the QBO Advanced + AI plan', () => {
    renderPage();
    const plans = screen.getByRole('list', { name: 'Bookkeeping plans' });
    const cards = within(plans).getAllByRole('heading', { level: 3 }).map((h) => h.closest('li') as HTMLElement);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Starter', 'Essentials', 'Growth', 'Standard']);
    expect(cards[0]).toHaveTextContent('$395/month');
    expect(cards[1]).toHaveTextContent('$695/month');
    expect(cards[2]).toHaveTextContent('$995/month');
    expect(cards[3]).toHaveTextContent('$1,200/month');
    expect(cards[0]).toHaveTextContent('Up to 75 transactions');
    expect(cards[3]).toHaveTextContent('AP/AR tracking');
    const plan = screen.getByRole('heading', { name: 'QBO Advanced + AI' }).parentElement as HTMLElement;
    expect(plan).toHaveTextContent('$250 per month');
    expect(plan).toHaveTextContent('Standard plan');
    expect(plan).toHaveTextContent('Requires an active QuickBooks Online Advanced subscription');
  });

  it('has the sections of the spec and swaps a failing image for the placeholder', () => {
    renderPage();
    for (const name of ['Sound Familiar?', 'Tax Season Should Not Feel Like an Emergency', 'What You Get Every Month', 'What Our Clients Say']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Candle shop')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /A pile of receipts/ });
    fireEvent.error(image);
    expect(image).toHaveAttribute('data-placeholder', 'true');
  });
});
