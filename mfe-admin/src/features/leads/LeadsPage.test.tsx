import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AS, IDS, renderAs } from '../../test/renderWithAuth.tsx';
import { ForwardingBanner, forwardingBannerLines } from './ForwardingBanner.tsx';
import { toForwardingHealth, type ForwardingHealth } from './forwarding.ts';
import { LeadPage } from './LeadPage.tsx';
import { LeadsPage } from './LeadsPage.tsx';
import type { LeadDetail, LeadsApi, StaffMember } from './leadsApi.ts';
import type { LeadFilters, PipelineRow } from './leadRules.ts';

const LEAD = '11111111-1111-4111-8111-111111111111';
const ALL_FORWARDED: ForwardingHealth = { failed: 0, refused: 0, waiting: 0, lastError: null, lastErrorAt: null };
const STAFF: StaffMember[] = [
  { id: IDS.admin, name: 'Marcus Reyes', canOwn: true },
  { id: IDS.super, name: 'Dana Whitfield', canOwn: true },
  { id: IDS.writer, name: 'Priya Natarajan', canOwn: false },
];

const row = (overrides: Partial<PipelineRow> = {}): PipelineRow => ({
  id: LEAD,
  email: 'ana@ruizroofing.example',
  name: 'Ana Ruiz',
  company: 'Ruiz Roofing',
  phone: null,
  status: 'contacted',
  owner_id: IDS.admin,
  next_step: 'Send the proposal',
  next_step_on: '2020-01-02',
  first_seen_at: '2026-11-30T18:00:00Z',
  last_activity_at: '2026-12-01T18:00:00Z',
  inquiries: 1,
  bookings: 0,
  calculator_unlocks: 6,
  services: ['payroll'],
  next_call_at: null,
  ...overrides,
});

function api(overrides: Partial<LeadsApi> = {}): LeadsApi {
  return {
    listLeads: vi.fn(async () => ({ rows: [row()], total: 1 })),
    exportLeads: vi.fn(async () => [row()]),
    listStaff: vi.fn(async () => STAFF),
    loadLead: vi.fn(async () => null),
    saveWork: vi.fn(),
    addNote: vi.fn(async () => undefined),
    loadForwardingHealth: vi.fn(async () => ALL_FORWARDED),
    ...overrides,
  };
}

describe('the leads list', () => {
  it('shows one row per person with status, owner, a due next step and what they did', async () => {
    renderAs(AS.admin, <LeadsPage api={api()} />);
    const table = await screen.findByRole('table');
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', `/admin/leads/${LEAD}`);
    expect(first).toHaveTextContent('Contacted');
    expect(first).toHaveTextContent('Marcus Reyes');
    expect(first).toHaveTextContent('January 2, 2020: Send the proposal');
    expect(within(first!).getByText('Due')).toBeInTheDocument();
    expect(first).toHaveTextContent('1 inquiry · 6 calculator unlocks');
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('asks the database for the filters chosen and the next page', async () => {
    const listLeads = vi.fn(async (_filters: LeadFilters) => ({ rows: Array.from({ length: 25 }, (_, i) => row({ id: `${LEAD.slice(0, -2)}${String(i).padStart(2, '0')}` })), total: 30 }));
    const user = userEvent.setup();
    renderAs(AS.admin, <LeadsPage api={api({ listLeads })} />, { url: '/admin/leads' });
    await screen.findByRole('table');
    expect(listLeads).toHaveBeenLastCalledWith({ search: '', status: 'open', owner: 'any', due: false, page: 1 }, IDS.admin);
    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    await user.selectOptions(screen.getByLabelText('Owner'), 'none');
    await user.type(screen.getByLabelText('Search'), 'ruiz{Enter}');
    await vi.waitFor(() => expect(listLeads).toHaveBeenLastCalledWith({ search: 'ruiz', status: 'won', owner: 'none', due: false, page: 1 }, IDS.admin));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(listLeads).toHaveBeenLastCalledWith({ search: 'ruiz', status: 'won', owner: 'none', due: false, page: 2 }, IDS.admin));
  });

  it('says so when the export fails, and keeps the list', async () => {
    const user = userEvent.setup();
    renderAs(AS.admin, <LeadsPage api={api({ exportLeads: vi.fn(async () => Promise.reject(new Error('timeout'))) })} />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: timeout');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

const detail = (): LeadDetail => ({
  lead: {
    id: LEAD, email: 'ana@ruizroofing.example', name: 'Ana Ruiz', company: 'Ruiz Roofing', phone: '(702) 555-0142', status: 'new',
    owner_id: null, next_step: null, next_step_on: null, first_seen_at: '2026-11-30T18:00:00Z', last_activity_at: '2026-12-01T18:00:00Z',
    created_at: '2026-11-30T18:00:00Z', updated_at: '2026-11-30T18:00:00Z',
  },
  inquiries: [],
  unlocks: [{ id: 'u', email: 'ana@ruizroofing.example', name: null, calculation_type: 'Net Pay Calculator', source_path: '/tools/netpay-calculator', enrichment: null, created_at: '2026-11-30T18:00:00Z', lead_id: LEAD }],
  bookings: [],
  events: [{ id: 1, lead_id: LEAD, occurred_at: '2026-12-01T18:00:00Z', actor_id: IDS.super, kind: 'note', from_value: null, to_value: null, note: 'Left a voicemail' }],
});

describe("a lead's page", () => {
  it('saves status, owner and next step; owners are admins only', async () => {
    const saveWork = vi.fn(async () => detail().lead);
    const user = userEvent.setup();
    renderAs(AS.admin, <LeadPage api={api({ loadLead: vi.fn(async () => detail()), saveWork })} />, { path: '/admin/leads/:id', url: `/admin/leads/${LEAD}` });
    expect(await screen.findByRole('heading', { name: 'Ana Ruiz', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Dana Whitfield added a note')).toBeInTheDocument();
    expect(screen.getByText('Left a voicemail')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unlocked the Net Pay Calculator' })).toBeInTheDocument();
    const owner = screen.getByLabelText('Owner');
    await vi.waitFor(() => expect(within(owner).getAllByRole('option').map((o) => o.textContent)).toEqual(['No owner', 'Marcus Reyes', 'Dana Whitfield']));
    await user.selectOptions(screen.getByLabelText('Status'), 'qualified');
    await user.selectOptions(owner, IDS.super);
    await user.type(screen.getByLabelText('Next step'), 'Send the proposal');
    await user.type(screen.getByLabelText('Next step date'), '2026-12-03');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(saveWork).toHaveBeenCalledWith(LEAD, { status: 'qualified', owner_id: IDS.super, next_step: 'Send the proposal', next_step_on: '2026-12-03' });
  });

  it('keeps a note that could not be added, and says why', async () => {
    const user = userEvent.setup();
    renderAs(AS.admin, <LeadPage api={api({ loadLead: vi.fn(async () => detail()), addNote: vi.fn(async () => Promise.reject(new Error('permission denied'))) })} />, {
      path: '/admin/leads/:id',
      url: `/admin/leads/${LEAD}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Write the note first.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note'), 'Called back, wants a quote');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The note was not added: permission denied');
    expect(screen.getByLabelText('Note')).toHaveValue('Called back, wants a quote');
  });

  it('says when the lead does not exist', async () => {
    renderAs(AS.admin, <LeadPage api={api()} />, { path: '/admin/leads/:id', url: `/admin/leads/${LEAD}` });
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
  });
});

describe('the CRM banner', () => {
  it('words waiting and refused inquiries on their own lines', () => {
    expect(forwardingBannerLines({ failed: 0, refused: 2, waiting: 1, lastError: 'Zoho CRM answered 400 (INVALID_DATA)', lastErrorAt: null })).toEqual([
      '1 inquiry has been waiting more than 30 minutes to reach the CRM and is still being retried.',
      "2 inquiries were refused by the CRM and will not be sent again automatically. The reason is shown on the lead's page.",
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
      failed: 4, refused: 1, waiting: 0, lastError: 'Zoho CRM answered 502', lastErrorAt: '2026-11-24T14:00:00Z',
    });
    expect(toForwardingHealth(null)).toEqual({ failed: 0, refused: 0, waiting: 0, lastError: null, lastErrorAt: null });
  });
});
