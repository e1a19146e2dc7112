import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { HelpPage } from './HelpPage.tsx';
import { HELP_FAQ } from './helpContent.ts';
import { searchFaq } from './helpSearch.ts';

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <HelpPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('searchFaq', () => {
  it('matches every word in question or answer, ignoring case and hyphens', () => {
    expect(searchFaq(HELP_FAQ, '')).toBe(HELP_FAQ);
    expect(searchFaq(HELP_FAQ, 'SEMI monthly').map((item) => item.question)).toEqual([
      'Which payroll schedules do you support?',
    ]);
    expect(searchFaq(HELP_FAQ, 'zebra')).toEqual([]);
  });
});

describe('HelpPage', () => {
  it('has the Help Desk title, three categories and the FAQ', () => {
    renderPage();
    expect(document.title).toBe('Help Desk');
    expect(screen.getByRole('heading', { level: 1, name: 'Help Desk' })).toBeInTheDocument();
    for (const title of ['Bookkeeping Support', 'Payroll Assistance', 'Technical Support']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Which payroll schedules do you support?')).toBeInTheDocument();
    expect(screen.getByText(/weekly, bi-weekly, semi-monthly or monthly/)).toBeInTheDocument();
  });

  it('filters the FAQ and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search help articles' });
    await user.type(search, 'W-4{Enter}');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('listitem')).toHaveLength(1);
    expect(within(faq).getByText('How do I add a new employee to payroll?')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'cryptocurrency mining{Enter}');
    expect(screen.getByText('No results found for "cryptocurrency mining"')).toBeInTheDocument();
    expect(screen.getByText(/Try another search, or contact our support team/)).toBeInTheDocument();
  });

  it('opens a ticket in the contact form and live chat at the help desk', async () => {
    const user = userEvent.setup();
    renderPage();
    const ticket = screen.getByRole('link', { name: 'Submit a Ticket' });
    expect(ticket).toHaveAttribute('href', '/contact?service=general&message=Support+ticket%3A+');
    await user.type(screen.getByRole('searchbox'), 'pay stub{Enter}');
    const href = ticket.getAttribute('href') ?? '';
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('service')).toBe('general');
    expect(params.get('message')).toBe('Support ticket: pay stub\n\n');
    expect(screen.getByRole('link', { name: /^Live Chat/ })).toHaveAttribute('href', 'https://support.silverstatebooks.example');
  });
});
