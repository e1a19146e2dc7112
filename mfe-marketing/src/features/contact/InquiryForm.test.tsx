import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { emptyInquiry } from '@firm/shared-contracts/inquiry';
import { InquiryForm } from './InquiryForm.tsx';
import { closedUrl, startLeadServer, type LeadTestServer } from './testServer.ts';

let server: LeadTestServer;

beforeAll(async () => {
  server = await startLeadServer({
    '/ok': {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Thanks! Your lead is in.' }),
      delayMs: 300,
    },
    '/ok-text': { status: 200, contentType: 'text/plain', body: 'done' },
    '/fail-json': { status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'CRM rejected the lead.' }) },
    '/fail-json-empty': { status: 500, contentType: 'application/json', body: '{}' },
    '/fail-text': { status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' },
  });
});

afterAll(async () => {
  await server.close();
});

function Landing() {
  const location = useLocation();
  return (
    <div>
      <p>Landed on {location.pathname}</p>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </div>
  );
}

function renderForm(endpoint: string, path = '/contact') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/contact" element={<InquiryForm endpoint={endpoint} />} />
          <Route path="/press" element={<InquiryForm endpoint={endpoint} />} />
          <Route path="/payroll" element={<InquiryForm endpoint={endpoint} />} />
          <Route path="/thank-you/*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

async function fillSales(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Service/), 'payroll');
  await user.type(screen.getByLabelText(/^First Name/), 'Maria');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lopez');
  await user.type(screen.getByLabelText(/^Email/), 'maria@desertwick.com');
  await user.type(screen.getByLabelText(/^Message/), 'Payroll for 12 people.');
}

describe('InquiryForm', () => {
  it('starts with the service of the path and the query, and prefills the message', () => {
    const first = renderForm(server.url('/ok'), '/payroll');
    expect(screen.getByLabelText(/^Service/)).toHaveValue('bookkeeping');
    first.unmount();
    const second = renderForm(server.url('/ok'), '/press');
    expect(screen.getByLabelText(/^Service/)).toHaveValue('press');
    second.unmount();
    renderForm(server.url('/ok'), '/contact?service=general&message=Support%20ticket%3A%20W-2');
    expect(screen.getByLabelText(/^Service/)).toHaveValue('general');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Support ticket: W-2');
  });

  it('swaps the visible fields with the service', async () => {
    const user = userEvent.setup();
    renderForm(server.url('/ok'));
    expect(screen.getByLabelText(/^Full Name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Last Name/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Service/), 'press');
    expect(screen.getByLabelText(/^Media Outlet Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Media Contact Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Deadline/)).toHaveAttribute('type', 'date');
    await user.selectOptions(screen.getByLabelText(/^Service/), 'bookkeeping');
    expect(screen.queryByLabelText(/^Media Outlet Name/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Company/)).toBeInTheDocument();
    const employees = screen.getByLabelText(/^Number of Employees/);
    expect(within(employees).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      '',
      '1-5',
      '6-20',
      '21-50',
      '51-200',
      '201+',
    ]);
    expect(screen.getByLabelText(/^Timeline/)).toHaveValue('medium');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '5');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByText(/Message frequency varies\. Message and data rates may apply\. Reply HELP/)).toBeInTheDocument();
  });

  it('does not send with required fields missing and names them', async () => {
    const user = userEvent.setup();
    renderForm(server.url('/ok'));
    const before = server.received.length;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields: Full Name, Email, Message');
    expect(screen.getByText('Full Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    await user.selectOptions(screen.getByLabelText(/^Service/), 'press');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields: First Name, Last Name, Email, Message, Media Outlet Name, Media Contact Name',
    );
    expect(server.received.length).toBe(before);
  });

  it('shows the server JSON message on failure and lets the visitor retry', async () => {
    const user = userEvent.setup();
    renderForm(server.url('/fail-json'));
    await fillSales(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('CRM rejected the lead.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("falls back to 'Failed to process your request.'", async () => {
    const user = userEvent.setup();
    renderForm(server.url('/fail-json-empty'));
    await fillSales(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to process your request.')).toBeInTheDocument();
  });

  it('shows the non-JSON failure text with status and body', async () => {
    const user = userEvent.setup();
    renderForm(server.url('/fail-text'));
    await fillSales(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText(
        'Server responded with non-JSON content or an unexpected format. Status: 503. Response: <h1>Service Unavailable</h1>',
      ),
    ).toBeInTheDocument();
  });

  it('shows the generic message when the request fails', async () => {
    const user = userEvent.setup();
    renderForm(await closedUrl());
    await fillSales(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('There was a problem submitting your message. Please try again.')).toBeInTheDocument();
  });

  it('submits, shows success and goes to the sales thank-you page after 1.5 s with the data', async () => {
    // The page's clock is driven by the test (it also runs on, so the request and the lead
    // server's own delay go ahead): the 1.5 s wait is checked without racing a busy machine.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderForm(server.url('/ok'));
      await fillSales(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      expect(await screen.findByText('Thanks! Your lead is in.')).toHaveAttribute('role', 'status');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Landed on /thank-you/sales-inquiry')).toBeNull();
      act(() => vi.advanceTimersByTime(600));
      expect(screen.getByText('Landed on /thank-you/sales-inquiry')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '{}') as {
      formData: unknown;
      timestamp: string;
    };
    const expected = {
      ...emptyInquiry('payroll'),
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@desertwick.com',
      message: 'Payroll for 12 people.',
    };
    expect(state.formData).toEqual(expected);
    expect(Number.isNaN(Date.parse(state.timestamp))).toBe(false);
    // The honeypot goes with it, empty.
    expect(server.received.at(-1)).toEqual({ path: '/ok', body: { ...expected, website: '' } });
  });

  it('has the honeypot field, hidden from people, the keyboard, autofill and assistive technology', async () => {
    const { container } = renderForm(server.url('/ok'));
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not among the form's labelled fields a screen reader lists, nor reached with Tab.
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
    const user = userEvent.setup();
    // It sits between the consent box and the button: Tab goes from one to the other.
    screen.getByRole('checkbox').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  });

  it('sends a press inquiry to the press thank-you page, with the non-JSON success as success', async () => {
    const user = userEvent.setup();
    renderForm(server.url('/ok-text'), '/contact?service=press');
    await user.type(screen.getByLabelText(/^First Name/), 'Dana');
    await user.type(screen.getByLabelText(/^Last Name/), 'Wu');
    await user.type(screen.getByLabelText(/^Media Outlet Name/), 'Las Vegas Review');
    await user.type(screen.getByLabelText(/^Media Contact Name/), 'Dana Wu');
    await user.type(screen.getByLabelText(/^Email/), 'dana@lvreview.com');
    await user.type(screen.getByLabelText(/^Message/), 'Interview about AI bookkeeping.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Your inquiry has been sent successfully! We will get back to you shortly.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Landed on /thank-you/press-inquiry', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
