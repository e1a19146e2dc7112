// Leads for admins: contact inquiries (with the forwarding state the server's outbox writes on each
// inquiry, so staff see that no lead exists only in a CRM, or nowhere) and calculator leads, which
// stay on the site.
import { getSupabase, type Tables } from '@firm/shared-contracts';
import { inquiryServiceLabel } from '@firm/shared-contracts/inquiry';
import { dataError } from '../../lib/errors.ts';

/** A contact_inquiries row as the leads screen reads it. */
export type ContactInquiryRow = Pick<
  Tables<'contact_inquiries'>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'company'
  | 'service'
  | 'message'
  | 'status'
  | 'created_at'
  | 'forwarded_at'
  | 'crm_record_id'
  | 'forwarding_error'
  | 'forwarding_status'
  | 'forwarding_failure'
>;

export type CalculatorLeadRow = Pick<
  Tables<'calculator_leads'>,
  'id' | 'email' | 'name' | 'calculation_type' | 'source_path' | 'created_at'
>;

export type ForwardingState =
  | { state: 'sent'; at: string | null; crmRecordId: string | null }
  | { state: 'pending'; lastError: string | null }
  | { state: 'failed'; lastError: string | null; willRetry: boolean }
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

export function inquiryForwarding(
  row: Pick<ContactInquiryRow, 'forwarding_status' | 'forwarded_at' | 'crm_record_id' | 'forwarding_error' | 'forwarding_failure'>,
): ForwardingState {
  switch (row.forwarding_status) {
    case 'sent':
      return { state: 'sent', at: row.forwarded_at, crmRecordId: row.crm_record_id };
    case 'failed':
      return { state: 'failed', lastError: row.forwarding_error, willRetry: row.forwarding_failure === 'transient' };
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
    // The service as the form names it ('Payroll'), not its stored value ('payroll').
    detail: [inquiryServiceLabel(row.service) ?? row.service, row.company, row.phone].filter(Boolean).join(' · '),
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
      .select('id, first_name, last_name, email, phone, company, service, message, status, created_at, forwarding_status, forwarded_at, crm_record_id, forwarding_error, forwarding_failure')
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
    ...(inquiries.data ?? []).map(inquiryToLead),
    ...(calculator.data ?? []).map(calculatorLeadToLead),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** How long a lead may wait for the CRM before the screen says so. */
export const STALE_PENDING_MINUTES = 30;

/** Inquiries not in the CRM, from crm_forwarding_summary (row-level security: admins see all). */
export interface ForwardingHealth {
  /** Retries used up while the CRM did not answer: kept, sent again when it answers. */
  failed: number;
  /** Refused by the CRM for their content: not sent again. */
  refused: number;
  /** Still pending after STALE_PENDING_MINUTES. */
  waiting: number;
  lastError: string | null;
  lastErrorAt: string | null;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

export function toForwardingHealth(data: unknown): ForwardingHealth {
  const row = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    failed: count(row.failed),
    refused: count(row.refused),
    waiting: count(row.waiting),
    lastError: typeof row.lastError === 'string' && row.lastError !== '' ? row.lastError : null,
    lastErrorAt: typeof row.lastErrorAt === 'string' ? row.lastErrorAt : null,
  };
}

export async function loadForwardingHealth(): Promise<ForwardingHealth> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('crm_forwarding_summary', { pending_minutes: STALE_PENDING_MINUTES });
  if (error) throw dataError(error);
  return toForwardingHealth(data);
}

export interface InquiriesApi {
  loadLeads: typeof loadLeads;
  loadForwardingHealth: typeof loadForwardingHealth;
}

export const inquiriesApi: InquiriesApi = { loadLeads, loadForwardingHealth };
