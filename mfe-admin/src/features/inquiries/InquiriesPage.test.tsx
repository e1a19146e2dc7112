import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { InquiriesPage } from './InquiriesPage.tsx';
import { ForwardingBanner, forwardingBannerLines } from './ForwardingBanner.tsx';
import { calculatorLeadToLead, inquiryToLead, toForwardingHealth, type ContactInquiryRow, type ForwardingHealth } from './inquiriesApi.ts';

const ID1 = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';

const ALL_FORWARDED: ForwardingHealth = { failed: 0, refused: 0, waiting: 0, lastError: null, lastErrorAt: null };
const allForwarded = () => vi.fn(async () => ALL_FORWARDED);

const inquiry = (overrides: Partial<ContactInquiryRow>): ContactInquiryRow => ({
  id: ID1,
  first_name: 'Lee',
  last_name: 'Park',
  email: 'lee@example.com',
  phone: null,
  company: 'Park LLC',
  service: 'payroll',
  message: 'Hello',
  status: 'new',
  created_at: '2026-03-30T00:00:00Z',
  forwarding_status: 'pending',
  forwarded_at: null,
  crm_record_id: null,
  forwarding_error: null,
  forwarding_failure: null,
  ...overrides,
});

describe('forwarding state', () => {
  it('reads the state the outbox wrote on the inquiry', () => {
    expect(inquiryToLead(inquiry({ forwarding_status: 'sent', forwarded_at: '2026-03-30T01:00:00Z', crm_record_id: 'Z-1' })).forwarding).toEqual({
      state: 'sent',
      at: '2026-03-30T01:00:00Z',
      crmRecordId: 'Z-1',
    });
    expect(inquiryToLead(inquiry({ forwarding_status: 'failed', forwarding_error: 'CRM rejected the lead' })).forwarding).toEqual({
      state: 'failed',
      lastError: 'CRM rejected the lead',
      willRetry: false,
    });
    expect(inquiryToLead(inquiry({ forwarding_status: 'failed', forwarding_failure: 'transient', forwarding_error: 'Zoho CRM answered 500' })).forwarding).toEqual({
      state: 'failed',
      lastError: 'Zoho CRM answered 500',
      willRetry: true,
    });
    expect(inquiryToLead(inquiry({})).name).toBe('Lee Park');
    expect(inquiryToLead(inquiry({})).detail).toBe('Payroll · Park LLC');
  });

  it('lists leads with their state', async () => {
    const leads = [
      inquiryToLead(inquiry({ forwarding_error: 'CRM down' })),
      calculatorLeadToLead({ id: ID2, email: 'ann@example.com', name: null, calculation_type: 'payroll-tax', source_path: '/tools/payroll-tax-calculator', created_at: '2026-03-29T00:00:00Z' }),
    ];
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads: vi.fn(async () => leads), loadForwardingHealth: allForwarded() }} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Retrying');
    expect(rows[1]).toHaveTextContent('CRM down');
    expect(rows[2]).toHaveTextContent('Calculator lead');
    expect(rows[2]).toHaveTextContent('Not forwarded');
    // On a phone each row stacks its cells, each labelled with its column's header.
    const headers = within(rows[0]!).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Received', 'From', 'Type', 'Details', 'Forwarding']);
    for (const row of rows.slice(1)) {
      expect([...row.children].map((cell) => cell.getAttribute('data-label'))).toEqual(headers);
    }
  });

  it('shows a load failure with a retry', async () => {
    const loadLeads = vi.fn(async () => {
      throw new Error('permission denied for table contact_inquiries');
    });
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads, loadForwardingHealth: allForwarded() }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load inquiries: permission denied for table contact_inquiries');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('CRM forwarding banner', () => {
  const leads = () => vi.fn(async () => [inquiryToLead(inquiry({ forwarding_status: 'failed', forwarding_failure: 'transient', forwarding_error: 'Zoho CRM answered 500' }))]);

  it('tells staff how many inquiries did not reach the CRM, that they are kept and resent, and the last error', async () => {
    const loadForwardingHealth = vi.fn(async () => ({
      failed: 3,
      refused: 0,
      waiting: 0,
      lastError: 'Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)',
      lastErrorAt: null,
    }));
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads: leads(), loadForwardingHealth }} />);
    const banner = await screen.findByRole('alert', { name: 'CRM forwarding' });
    expect(within(banner).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      '3 inquiries could not be forwarded to the CRM. They are kept here and will be sent again automatically when the CRM answers.',
      'Last error: Zoho CRM answered 500 (INTERNAL_ERROR: Internal Server Error)',
    ]);
    expect(loadForwardingHealth).toHaveBeenCalledTimes(1);
  });

  it('marks a failed lead that will be sent again apart from a refused one', async () => {
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads: leads(), loadForwardingHealth: allForwarded() }} />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Waiting for the CRM');
    expect(rows[1]).toHaveTextContent('Zoho CRM answered 500 · Sent again automatically when the CRM answers');
  });

  it('shows nothing while every inquiry reached the CRM or is on its way', async () => {
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads: leads(), loadForwardingHealth: allForwarded() }} />);
    await screen.findByRole('table');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still lists the inquiries when the summary cannot be read', async () => {
    const loadForwardingHealth = vi.fn(async (): Promise<ForwardingHealth> => {
      throw new Error('permission denied for function crm_forwarding_summary');
    });
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads: leads(), loadForwardingHealth }} />);
    expect(within(await screen.findByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the summary again on Refresh', async () => {
    const loadForwardingHealth = vi
      .fn<() => Promise<ForwardingHealth>>()
      .mockResolvedValueOnce({ failed: 1, refused: 0, waiting: 0, lastError: null, lastErrorAt: null })
      .mockResolvedValueOnce(ALL_FORWARDED);
    const user = userEvent.setup();
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads: leads(), loadForwardingHealth }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 inquiry could not be forwarded to the CRM. It is kept here and will be sent again automatically when the CRM answers.',
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('table');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(loadForwardingHealth).toHaveBeenCalledTimes(2);
  });

  it('words waiting and refused inquiries on their own lines', () => {
    expect(forwardingBannerLines({ failed: 0, refused: 2, waiting: 1, lastError: 'Zoho CRM answered 400 (INVALID_DATA)', lastErrorAt: null })).toEqual([
      '1 inquiry has been waiting more than 30 minutes to reach the CRM and is still being retried.',
      '2 inquiries were refused by the CRM and will not be sent again automatically. The reason is shown next to each one below.',
      'Last error: Zoho CRM answered 400 (INVALID_DATA)',
    ]);
    expect(forwardingBannerLines({ failed: 0, refused: 0, waiting: 0, lastError: 'old error', lastErrorAt: null })).toBeNull();
  });

  it('renders as an alert region only when there is something to say', () => {
    renderAs(AS.admin, <ForwardingBanner health={{ failed: 0, refused: 0, waiting: 2, lastError: null, lastErrorAt: null }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('2 inquiries have been waiting more than 30 minutes to reach the CRM and are still being retried.');
  });

  it('reads the summary the database returns', () => {
    expect(toForwardingHealth({ failed: 4, refused: 1, waiting: 0, lastError: 'Zoho CRM answered 502', lastErrorAt: '2026-11-24T14:00:00Z' })).toEqual({
      failed: 4,
      refused: 1,
      waiting: 0,
      lastError: 'Zoho CRM answered 502',
      lastErrorAt: '2026-11-24T14:00:00Z',
    });
    expect(toForwardingHealth(null)).toEqual({ failed: 0, refused: 0, waiting: 0, lastError: null, lastErrorAt: null });
  });
});
