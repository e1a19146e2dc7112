// Leads for admins: contact inquiries (with the forwarding state the server's outbox writes on each
// inquiry, so staff see that no lead exists only in a CRM, or nowhere) and calculator leads, which
// stay on the site.
import { getSupabase } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';

export interface ContactInquiryRow {
  id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  service: string;
  message: string;
  status: string;
  created_at: string;
  forwarding_status: 'pending' | 'sent' | 'failed';
  forwarded_at: string | null;
  crm_record_id: string | null;
  forwarding_error: string | null;
}

export interface CalculatorLeadRow {
  id: string;
  email: string;
  name: string | null;
  calculation_type: string;
  source_path: string | null;
  created_at: string;
}

export type ForwardingState =
  | { state: 'sent'; at: string | null; crmRecordId: string | null }
  | { state: 'pending'; lastError: string | null }
  | { state: 'failed'; lastError: string | null }
  | { state: 'none' };

export interface Lead {
  id: string;
  type: 'inquiry' | 'calculator';
  name: string;
  email: string;
  detail: string;
  message: string | null;
  status: string | null;
  createdAt: string;
  forwarding: ForwardingState;
}

export function inquiryForwarding(row: Pick<ContactInquiryRow, 'forwarding_status' | 'forwarded_at' | 'crm_record_id' | 'forwarding_error'>): ForwardingState {
  switch (row.forwarding_status) {
    case 'sent':
      return { state: 'sent', at: row.forwarded_at, crmRecordId: row.crm_record_id };
    case 'failed':
      return { state: 'failed', lastError: row.forwarding_error };
    default:
      return { state: 'pending', lastError: row.forwarding_error };
  }
}

export function inquiryToLead(row: ContactInquiryRow): Lead {
  return {
    id: row.id,
    type: 'inquiry',
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    detail: [row.service, row.company, row.phone].filter(Boolean).join(' · '),
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    forwarding: inquiryForwarding(row),
  };
}

export function calculatorLeadToLead(row: CalculatorLeadRow): Lead {
  return {
    id: row.id,
    type: 'calculator',
    name: row.name ?? '',
    email: row.email,
    detail: [row.calculation_type, row.source_path].filter(Boolean).join(' · '),
    message: null,
    status: null,
    createdAt: row.created_at,
    forwarding: { state: 'none' },
  };
}

export async function loadLeads(): Promise<Lead[]> {
  const client = await getSupabase();
  const [inquiries, calculator] = await Promise.all([
    client
      .from('contact_inquiries')
      .select('id, first_name, last_name, email, phone, company, service, message, status, created_at, forwarding_status, forwarded_at, crm_record_id, forwarding_error')
      .order('created_at', { ascending: false })
      .limit(200),
    client
      .from('calculator_leads')
      .select('id, email, name, calculation_type, source_path, created_at')
      .order('created_at', { ascending: false })
      .limit(200),
  ]);
  if (inquiries.error) throw dataError(inquiries.error);
  if (calculator.error) throw dataError(calculator.error);
  return [
    ...((inquiries.data ?? []) as ContactInquiryRow[]).map(inquiryToLead),
    ...((calculator.data ?? []) as CalculatorLeadRow[]).map(calculatorLeadToLead),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export interface InquiriesApi {
  loadLeads: typeof loadLeads;
}

export const inquiriesApi: InquiriesApi = { loadLeads };
