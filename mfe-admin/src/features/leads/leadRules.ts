// The leads screens' rules as plain functions: the pipeline's statuses, the list's filters as they
// sit in the address bar, the search a person types turned into a PostgREST filter, what a lead's
// history says in words, every answer of an inquiry with the form's labels, and the CSV export.
import {
  INQUIRY_FIELD_LABELS,
  inquiryChoiceLabel,
  inquiryServiceLabel,
} from '@firm/shared-contracts/inquiry';
import { formatDate } from '@firm/shared-contracts/format';
import type { Tables } from '@firm/shared-contracts';
import { toCsv } from '../../lib/csv.ts';

export const LEAD_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number]['value'];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.some((status) => status.value === value);
}

export function statusLabel(value: string): string {
  return LEAD_STATUSES.find((status) => status.value === value)?.label ?? value;
}

/** Leads per page of the list. */
export const LEADS_PAGE_SIZE = 25;
/** At most this many rows in one CSV export (the filters narrow it). */
export const LEADS_EXPORT_LIMIT = 5000;
/** The next step's text, as the database allows it (leads_next_step_length). */
export const NEXT_STEP_MAX_LENGTH = 200;
/** A note's text (lead_events_note_length). */
export const NOTE_MAX_LENGTH = 5000;

export type OwnerFilter = 'any' | 'mine' | 'none';

export interface LeadFilters {
  search: string;
  status: LeadStatus | 'open' | 'all';
  owner: OwnerFilter;
  /** Only leads whose next step is due (today or earlier). */
  due: boolean;
  /** 1-based. */
  page: number;
}

export const DEFAULT_FILTERS: LeadFilters = { search: '', status: 'open', owner: 'any', due: false, page: 1 };

/** The filters the address bar holds (so a filtered list can be shared, and Back returns to it). */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const status = params.get('status');
  const owner = params.get('owner');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: status === 'all' || status === 'open' || isLeadStatus(status) ? status : DEFAULT_FILTERS.status,
    owner: owner === 'mine' || owner === 'none' ? owner : 'any',
    due: params.get('due') === '1',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function paramsFromFilters(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.status !== DEFAULT_FILTERS.status) params.set('status', filters.status);
  if (filters.owner !== 'any') params.set('owner', filters.owner);
  if (filters.due) params.set('due', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * What a person typed, as PostgREST's `or` filter over name, email and company: the characters
 * that filter's syntax gives meaning to (, ( ) " \ and the wildcards * %) are dropped, so a search
 * can neither break the request nor widen itself; null when nothing searchable is left.
 */
export function searchFilter(search: string): string | null {
  const term = search.replace(/[,()"\\*%]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!term) return null;
  return ['name', 'email', 'company'].map((column) => `${column}.ilike.*${term}*`).join(',');
}

/** 'Showing 26–50 of 73' */
export function pageSummary(page: number, total: number): string {
  if (total === 0) return 'No leads';
  const first = (page - 1) * LEADS_PAGE_SIZE + 1;
  const last = Math.min(page * LEADS_PAGE_SIZE, total);
  return `Showing ${first}–${last} of ${total}`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
}

export type PipelineRow = Tables<'lead_pipeline'>;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** '2 inquiries · 1 consultation · 6 calculator unlocks' (what the person did). */
export function activitySummary(row: Pick<PipelineRow, 'inquiries' | 'bookings' | 'calculator_unlocks'>): string {
  return [
    row.inquiries ? plural(row.inquiries, 'inquiry', 'inquiries') : null,
    row.bookings ? plural(row.bookings, 'consultation', 'consultations') : null,
    row.calculator_unlocks ? plural(row.calculator_unlocks, 'calculator unlock', 'calculator unlocks') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function servicesText(services: readonly string[] | null): string {
  return (services ?? []).map((service) => inquiryServiceLabel(service) ?? service).join(', ');
}

/** 'December 3, 2026: Send the proposal', or the one that is set. */
export function nextStepText(lead: { next_step: string | null; next_step_on: string | null }): string {
  const on = lead.next_step_on ? formatDate(lead.next_step_on, 'long') : null;
  return [on, lead.next_step].filter(Boolean).join(': ');
}

/** True when the next step's date is today or past (the firm's day). */
export function isDue(nextStepOn: string | null, today: string): boolean {
  return nextStepOn !== null && nextStepOn <= today;
}

export type LeadEvent = Tables<'lead_events'>;

/** A history entry in words; names maps staff ids to names. */
export function eventText(event: LeadEvent, names: ReadonlyMap<string, string>): string {
  const who = event.actor_id ? (names.get(event.actor_id) ?? 'A former staff member') : 'The site';
  const person = (id: string | null) => (id ? (names.get(id) ?? 'a former staff member') : 'nobody');
  switch (event.kind) {
    case 'status_changed':
      return `${who} changed the status from ${statusLabel(event.from_value ?? '')} to ${statusLabel(event.to_value ?? '')}`;
    case 'owner_changed':
      return event.to_value ? `${who} gave the lead to ${person(event.to_value)}` : `${who} left the lead without an owner`;
    case 'next_step_changed':
      return event.to_value ? `${who} set the next step: ${event.to_value}` : `${who} cleared the next step`;
    default:
      return `${who} added a note`;
  }
}

type InquiryRow = Tables<'contact_inquiries'>;

/** Every answer the visitor gave in an inquiry, labelled as the form labels it, in the form's order. */
export function inquiryAnswers(inquiry: InquiryRow): { label: string; value: string }[] {
  const press = inquiry.service === 'press';
  const answers: [string, string | null][] = [
    ['Service', inquiryServiceLabel(inquiry.service) ?? inquiry.service],
    [INQUIRY_FIELD_LABELS.company, inquiry.company],
    [INQUIRY_FIELD_LABELS.phone, inquiry.phone],
    [INQUIRY_FIELD_LABELS.employees, inquiry.employees ? inquiryChoiceLabel('employees', inquiry.employees) : null],
    [INQUIRY_FIELD_LABELS.revenue, inquiry.revenue ? inquiryChoiceLabel('revenue', inquiry.revenue) : null],
    [INQUIRY_FIELD_LABELS.industry, inquiry.industry ? inquiryChoiceLabel('industry', inquiry.industry) : null],
    [INQUIRY_FIELD_LABELS.currentSoftware, inquiry.current_software ? inquiryChoiceLabel('currentSoftware', inquiry.current_software) : null],
    // 'medium' is the form's default when the visitor chose nothing.
    [INQUIRY_FIELD_LABELS.urgency, inquiry.urgency && inquiry.urgency !== 'medium' ? inquiryChoiceLabel('urgency', inquiry.urgency) : null],
    [INQUIRY_FIELD_LABELS.hearAboutUs, inquiry.hear_about_us ? inquiryChoiceLabel('hearAboutUs', inquiry.hear_about_us) : null],
    [INQUIRY_FIELD_LABELS.preferredDate, inquiry.preferred_date],
    [INQUIRY_FIELD_LABELS.preferredTime, inquiry.preferred_time],
    [INQUIRY_FIELD_LABELS.outletName, press ? inquiry.outlet_name : null],
    [INQUIRY_FIELD_LABELS.mediaPersonName, press ? inquiry.media_person_name : null],
    [INQUIRY_FIELD_LABELS.dueDate, inquiry.due_date],
    ['Text messages', inquiry.sms_consent ? 'Agreed to receive text messages' : 'Did not agree to text messages'],
  ];
  return answers.filter((answer): answer is [string, string] => Boolean(answer[1])).map(([label, value]) => ({ label, value }));
}

/** The CRM's copy of an inquiry, in words. */
export function crmSyncText(inquiry: Pick<InquiryRow, 'forwarding_status' | 'forwarded_at' | 'forwarding_error' | 'forwarding_failure'>): string {
  switch (inquiry.forwarding_status) {
    case 'sent':
      // The CRM's own record id means nothing to staff; the CRM finds the lead by its email.
      return `In the CRM${inquiry.forwarded_at ? ` since ${formatDate(inquiry.forwarded_at, 'dateTime')}` : ''}.`;
    case 'failed':
      return inquiry.forwarding_failure === 'transient'
        ? `Not in the CRM yet: it did not answer${inquiry.forwarding_error ? ` (${inquiry.forwarding_error})` : ''}. It is sent again automatically when the CRM answers.`
        : `The CRM refused it${inquiry.forwarding_error ? `: ${inquiry.forwarding_error}` : ''}. It will not be sent again automatically.`;
    default:
      return inquiry.forwarding_error
        ? `On its way to the CRM; the last try failed (${inquiry.forwarding_error}) and it is being retried.`
        : 'On its way to the CRM.';
  }
}

export const CSV_HEADERS = [
  'Name', 'Email', 'Phone', 'Company', 'Status', 'Owner', 'Next step', 'Next step date', 'Services',
  'Inquiries', 'Consultations', 'Calculator unlocks', 'First seen', 'Last activity',
] as const;

/** The leads as CSV (formula-like cells written as text by toCsv). */
export function leadsCsv(rows: readonly PipelineRow[], names: ReadonlyMap<string, string>): string {
  return toCsv(
    CSV_HEADERS,
    rows.map((row) => [
      row.name, row.email, row.phone, row.company, statusLabel(row.status ?? ''),
      row.owner_id ? (names.get(row.owner_id) ?? '') : '', row.next_step, row.next_step_on, servicesText(row.services),
      row.inquiries, row.bookings, row.calculator_unlocks,
      row.first_seen_at ? formatDate(row.first_seen_at, 'dateTime') : '', row.last_activity_at ? formatDate(row.last_activity_at, 'dateTime') : '',
    ]),
  );
}
