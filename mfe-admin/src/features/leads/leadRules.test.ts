import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Tables } from '@firm/shared-contracts';
import {
  activitySummary,
  crmSyncText,
  eventText,
  filtersFromParams,
  inquiryAnswers,
  leadsCsv,
  pageSummary,
  paramsFromFilters,
  searchFilter,
  type LeadEvent,
  type PipelineRow,
} from './leadRules.ts';

const ADMIN = 'a0000000-0000-4000-8000-000000000002';
const SUPER = 'a0000000-0000-4000-8000-000000000001';
const NAMES = new Map([
  [ADMIN, 'Marcus Reyes'],
  [SUPER, 'Dana Whitfield'],
]);

describe('filters in the address bar', () => {
  it('round-trips, leaving defaults out, and ignores what it does not know', () => {
    const filters = { search: 'ruiz', status: 'won' as const, owner: 'mine' as const, due: true, page: 3 };
    expect(paramsFromFilters(filters).toString()).toBe('q=ruiz&status=won&owner=mine&due=1&page=3');
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('status=maybe&owner=boss&page=-2'))).toEqual({ search: '', status: 'open', owner: 'any', due: false, page: 1 });
  });
});

describe('search', () => {
  it('looks in name, email and company', () => {
    expect(searchFilter(' Ruiz Roofing ')).toBe('name.ilike.*Ruiz Roofing*,email.ilike.*Ruiz Roofing*,company.ilike.*Ruiz Roofing*');
  });

  it("drops what PostgREST's filter syntax gives meaning to, so a search cannot add a condition", () => {
    expect(searchFilter('a,status.eq.won')).toBe('name.ilike.*a status.eq.won*,email.ilike.*a status.eq.won*,company.ilike.*a status.eq.won*');
    expect(searchFilter('x),or(id.not.is.null')).toBe('name.ilike.*x or id.not.is.null*,email.ilike.*x or id.not.is.null*,company.ilike.*x or id.not.is.null*');
    expect(searchFilter('*%"\\')).toBeNull();
  });
});

describe('the list', () => {
  it('words paging and activity', () => {
    expect(pageSummary(2, 73)).toBe('Showing 26–50 of 73');
    expect(pageSummary(3, 73)).toBe('Showing 51–73 of 73');
    expect(pageSummary(1, 0)).toBe('No leads');
    expect(activitySummary({ inquiries: 1, bookings: 2, calculator_unlocks: 6 })).toBe('1 inquiry · 2 consultations · 6 calculator unlocks');
  });
});

const event = (overrides: Partial<LeadEvent>): LeadEvent => ({
  id: 1,
  lead_id: 'l',
  occurred_at: '2026-12-01T18:00:00Z',
  actor_id: ADMIN,
  kind: 'status_changed',
  from_value: 'new',
  to_value: 'contacted',
  note: null,
  ...overrides,
});

describe('history in words', () => {
  it('says who did what', () => {
    expect(eventText(event({}), NAMES)).toBe('Marcus Reyes changed the status from New to Contacted');
    expect(eventText(event({ kind: 'owner_changed', from_value: null, to_value: SUPER }), NAMES)).toBe('Marcus Reyes gave the lead to Dana Whitfield');
    expect(eventText(event({ kind: 'owner_changed', from_value: SUPER, to_value: null }), NAMES)).toBe('Marcus Reyes left the lead without an owner');
    expect(eventText(event({ kind: 'next_step_changed', to_value: '2026-12-03 · Send the proposal' }), NAMES)).toBe(
      'Marcus Reyes set the next step: 2026-12-03 · Send the proposal',
    );
    expect(eventText(event({ kind: 'note', note: 'Called', actor_id: 'gone' }), NAMES)).toBe('A former staff member added a note');
  });
});

const inquiry = (overrides: Partial<Tables<'contact_inquiries'>>): Tables<'contact_inquiries'> =>
  ({
    id: 'i',
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'ana@example.com',
    phone: '(702) 555-0142',
    message: 'Hi',
    service: 'bookkeeping',
    company: 'Ruiz Roofing',
    employees: '6-20',
    revenue: '250k-1m',
    industry: 'construction',
    hear_about_us: 'referral',
    outlet_name: null,
    media_person_name: null,
    due_date: null,
    current_software: 'quickbooks-desktop',
    urgency: 'within-month',
    preferred_date: null,
    preferred_time: null,
    sms_consent: true,
    status: 'new',
    created_at: '2026-12-01T18:00:00Z',
    updated_at: '2026-12-01T18:00:00Z',
    forwarding_status: 'sent',
    forwarded_at: '2026-12-01T18:00:05Z',
    crm_record_id: 'Z-17',
    forwarding_error: null,
    forwarding_failure: null,
    lead_id: 'l',
    ...overrides,
  }) as Tables<'contact_inquiries'>;

describe("an inquiry's answers", () => {
  it('lists every answer with the labels the form shows', () => {
    expect(inquiryAnswers(inquiry({}))).toEqual([
      { label: 'Service', value: 'Bookkeeping' },
      { label: 'Company', value: 'Ruiz Roofing' },
      { label: 'Phone', value: '(702) 555-0142' },
      { label: 'Number of Employees', value: '6–20 employees' },
      { label: 'Annual Revenue', value: '$250K – $1M' },
      { label: 'Industry', value: 'Construction' },
      { label: 'Current Accounting Software', value: 'QuickBooks Desktop' },
      { label: 'Timeline', value: 'Within a month' },
      { label: 'How Did You Hear About Us?', value: 'Referral' },
      { label: 'Text messages', value: 'Agreed to receive text messages' },
    ]);
  });

  it("words the CRM's copy", () => {
    // Never the CRM's own record id.
    expect(crmSyncText(inquiry({}))).toMatch(/^In the CRM since [^(]+\.$/);
    expect(crmSyncText(inquiry({ forwarding_status: 'failed', forwarding_failure: 'transient', forwarding_error: 'Zoho answered 502' }))).toBe(
      'Not in the CRM yet: it did not answer (Zoho answered 502). It is sent again automatically when the CRM answers.',
    );
    expect(crmSyncText(inquiry({ forwarding_status: 'failed', forwarding_failure: 'permanent', forwarding_error: 'INVALID_DATA' }))).toBe(
      'The CRM refused it: INVALID_DATA. It will not be sent again automatically.',
    );
    expect(crmSyncText(inquiry({ forwarding_status: 'pending' }))).toBe('On its way to the CRM.');
  });
});

describe('CSV export', () => {
  it('writes a spreadsheet-safe cell for text that looks like a formula', () => {
    const row = {
      id: 'l', email: 'x@example.com', name: '=HYPERLINK("http://evil.example","click")', company: '+1 Corp', phone: '-5', status: 'won',
      owner_id: ADMIN, next_step: '@call', next_step_on: '2026-12-03', first_seen_at: null, last_activity_at: null,
      inquiries: 1, bookings: 0, calculator_unlocks: 2, services: ['payroll'], next_call_at: null,
    } as PipelineRow;
    const parsed = Papa.parse<string[]>(leadsCsv([row], NAMES).trim()).data;
    expect(parsed[0]?.slice(0, 4)).toEqual(['Name', 'Email', 'Phone', 'Company']);
    expect(parsed[1]?.slice(0, 9)).toEqual([
      `'=HYPERLINK("http://evil.example","click")`, 'x@example.com', `'-5`, `'+1 Corp`, 'Won', 'Marcus Reyes', `'@call`, '2026-12-03', 'Payroll',
    ]);
  });
});
