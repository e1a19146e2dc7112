import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { emptyInquiry, type ContactInquiry } from '@firm/shared-contracts/inquiry';
import { ThankYouPage } from './ThankYouPage.tsx';
import { bookingLinkFor, greetingName, readThankYouState, thankYouServiceLabel } from './thankYou.ts';

function renderAt(path: string, state?: unknown) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/thank-you/sales-inquiry" element={<ThankYouPage />} />
          <Route path="/thank-you/press-inquiry" element={<ThankYouPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const timestamp = '2026-06-10T16:30:00.000Z';

describe('thank-you rules', () => {
  it.each([
    ['books-cleanup', 'Books Cleanup'],
    ['chart-of-accounts', 'Chart of Accounts Creation'],
    ['quickbooks-bookkeeping', 'QuickBooks Bookkeeping'],
    ['bookkeeping', 'Bookkeeping'],
    ['do-it-for-me-payroll', 'Do-It-For-Me Payroll'],
    ['self-service-payroll', 'Self-Service Payroll'],
    ['quickbooks-software', 'QuickBooks Software'],
    ['payroll', 'Payroll'],
    ['general', 'General Contact'],
    ['press', 'General Contact'],
    ['toString', 'General Contact'],
    ['', 'General Contact'],
  ])('labels %s as %s', (service, label) => {
    expect(thankYouServiceLabel(service)).toBe(label);
  });

  it('greets press by the media contact, others by first name, else Friend', () => {
    expect(greetingName({ service: 'press', firstName: 'Dana', mediaPersonName: 'Dana Wu' })).toBe('Dana Wu');
    expect(greetingName({ service: 'press', firstName: 'Dana', mediaPersonName: '' })).toBe('Friend');
    expect(greetingName({ service: 'payroll', firstName: 'Maria', mediaPersonName: 'Ignored' })).toBe('Maria');
    expect(greetingName({ service: 'general', firstName: '  ', mediaPersonName: '' })).toBe('Friend');
  });

  it('needs form data and a timestamp in the state', () => {
    const formData = emptyInquiry('general');
    expect(readThankYouState(undefined)).toBeNull();
    expect(readThankYouState({ formData })).toBeNull();
    expect(readThankYouState({ timestamp })).toBeNull();
    expect(readThankYouState({ formData, timestamp })).toEqual({ formData, timestamp });
  });
});

describe('ThankYouPage', () => {
  it('redirects to the home page without navigation state', async () => {
    renderAt('/thank-you/sales-inquiry');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('thanks a sales lead by first name and names the service', () => {
    const formData: ContactInquiry = { ...emptyInquiry('do-it-for-me-payroll'), firstName: 'Maria' };
    renderAt('/thank-you/sales-inquiry', { formData, timestamp });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Maria!' })).toBeInTheDocument();
    expect(screen.getByText('Your request: Do-It-For-Me Payroll')).toBeInTheDocument();
    expect(screen.getByText(/within 30 business minutes/)).toBeInTheDocument();
    expect(screen.getByText(/next business day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read Our Blog' })).toHaveAttribute('href', '/blog');
    for (const name of ['Facebook', 'LinkedIn', 'X', 'YouTube']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}\\s?\\(opens in a new tab\\)$`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: /client team/ })).toHaveAttribute('width', '560');
    expect(document.title).toBe('Thank You for Your Inquiry | Silver State Books');
  });

  it('thanks a journalist by the media contact name', () => {
    const formData: ContactInquiry = {
      ...emptyInquiry('press'),
      firstName: 'Dana',
      mediaPersonName: 'Dana Wu',
      outletName: 'Las Vegas Review',
    };
    renderAt('/thank-you/press-inquiry', { formData, timestamp });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Dana Wu!' })).toBeInTheDocument();
    expect(screen.getByText('Press Inquiry · Las Vegas Review')).toBeInTheDocument();
  });

  it('falls back to Friend and General Contact', () => {
    renderAt('/thank-you/sales-inquiry', { formData: emptyInquiry('general'), timestamp });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Friend!' })).toBeInTheDocument();
    expect(screen.getByText('Your request: General Contact')).toBeInTheDocument();
  });
});

describe('the booking link', () => {
  it('leads to /book with the inquiry\'s service when one can be booked', () => {
    expect(bookingLinkFor('payroll')).toBe('/book?service=payroll');
    expect(bookingLinkFor('press')).toBe('/book');
    expect(bookingLinkFor(undefined)).toBe('/book');
  });
});
