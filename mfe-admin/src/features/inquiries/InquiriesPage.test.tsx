import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { InquiriesPage } from './InquiriesPage.tsx';
import { calculatorLeadToLead, inquiryToLead, type ContactInquiryRow } from './inquiriesApi.ts';

const ID1 = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';

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
    });
    expect(inquiryToLead(inquiry({})).name).toBe('Lee Park');
    expect(inquiryToLead(inquiry({})).detail).toBe('payroll · Park LLC');
  });

  it('lists leads with their state', async () => {
    const leads = [
      inquiryToLead(inquiry({ forwarding_error: 'CRM down' })),
      calculatorLeadToLead({ id: ID2, email: 'ann@example.com', name: null, calculation_type: 'payroll-tax', source_path: '/tools/payroll-tax-calculator', created_at: '2026-03-29T00:00:00Z' }),
    ];
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads: vi.fn(async () => leads) }} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Retrying');
    expect(rows[1]).toHaveTextContent('CRM down');
    expect(rows[2]).toHaveTextContent('Calculator lead');
    expect(rows[2]).toHaveTextContent('Not forwarded');
  });

  it('shows a load failure with a retry', async () => {
    const loadLeads = vi.fn(async () => {
      throw new Error('permission denied for table contact_inquiries');
    });
    renderAs(AS.admin, <InquiriesPage api={{ loadLeads }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load inquiries: permission denied for table contact_inquiries');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
