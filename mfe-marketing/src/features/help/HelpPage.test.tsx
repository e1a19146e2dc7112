import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { HelpPage } from './HelpPage.tsx';
import { HELP_FAQ } from './helpContent.ts';
import { searchFaq, searchStatus, searchText } from './helpSearch.ts';

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

  it('finds a form however its name is typed: W-2, w2, W 2, W‑2 (non-breaking hyphen)', () => {
    for (const query of ['W-2', 'w2', 'W 2', 'w\u20112', 'W-2s']) {
      expect(searchFaq(HELP_FAQ, query).map((item) => item.question), query).toEqual(['When do my employees get their W-2s?']);
    }
    expect(searchFaq(HELP_FAQ, 'biweekly').map((item) => item.question)).toEqual(['Which payroll schedules do you support?']);
  });

  it('compares text without case, accents or punctuation, joining hyphenated words', () => {
    expect(searchText('  Bi-Weekly, Semi–Monthly!  Résumé W-2s ')).toBe('biweekly semimonthly resume w2s');
    expect(searchText('pay  stub')).toBe('pay stub');
    expect(searchText('---')).toBe('');
  });
});

describe('searchStatus', () => {
  it('says how many answers a search found, and nothing before a search', () => {
    expect(searchStatus('', 9)).toBe('');
    expect(searchStatus('  ', 9)).toBe('');
    expect(searchStatus('W-2', 1)).toBe('1 answer found for “W-2”, shown below.');
    expect(searchStatus(' payroll ', 3)).toBe('3 answers found for “payroll”, shown below.');
    expect(searchStatus('zebra', 0)).toBe('No answers found for “zebra”.');
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
    expect(screen.getByRole('status')).toHaveTextContent('No answers found for “cryptocurrency mining”.');
    expect(screen.getByText(/Try another search, or contact our support team/)).toBeInTheDocument();
  });

  it('says the result count in a live region right by the search box, which describes the box', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search help articles' });
    const status = screen.getByRole('status');
    // Present (and empty) before any search, so the first result is announced.
    expect(status).toBeEmptyDOMElement();
    expect(search).toHaveAttribute('aria-describedby', status.id);
    // Next to the box: in the same hero, right after the search form.
    expect(search.closest('form')?.nextElementSibling).toBe(status);
    await user.type(search, 'W-2{Enter}');
    expect(status).toHaveTextContent('1 answer found for “W-2”, shown below.');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('listitem')).toHaveLength(1);
    expect(within(faq).getByText('When do my employees get their W-2s?')).toBeInTheDocument();
    await user.clear(search);
    expect(status).toBeEmptyDOMElement();
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
