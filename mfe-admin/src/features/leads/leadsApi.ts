// Leads for admins (docs/architecture.md#d49): the pipeline list with its filters, search and
// paging done by PostgREST on lead_pipeline, a lead with everything the person did, the firm's
// work on it (status, owner, next step, notes) and the CRM's state of the inquiries. Bookings come
// from booking-admin, as on the Bookings screen: no API role reads them.
import { getSupabase, type Tables } from '@firm/shared-contracts';
import { dayInZone } from '@firm/shared-contracts/format';
import type { BookingView } from '@firm/shared-contracts/booking';
import { dataError } from '../../lib/errors.ts';
import { callEndpoint, functionUrl } from '../../lib/endpoints.ts';
import { loadForwardingHealth } from './forwarding.ts';
import {
  LEADS_EXPORT_LIMIT,
  LEADS_PAGE_SIZE,
  searchFilter,
  type LeadEvent,
  type LeadFilters,
  type LeadStatus,
  type PipelineRow,
} from './leadRules.ts';

export interface StaffMember {
  id: string;
  name: string;
  /** May own leads: an active admin or super admin. */
  canOwn: boolean;
}

export interface LeadDetail {
  lead: Tables<'leads'>;
  inquiries: Tables<'contact_inquiries'>[];
  unlocks: Tables<'calculator_leads'>[];
  bookings: BookingView[];
  events: LeadEvent[];
}

export interface LeadWork {
  status: LeadStatus;
  owner_id: string | null;
  next_step: string | null;
  next_step_on: string | null;
}

/** The firm's today ('2026-12-01'), against which next steps fall due. */
export function firmToday(now: Date = new Date()): string {
  return dayInZone(now);
}

async function pipelineQuery(filters: LeadFilters, me: string, range: [number, number]) {
  const client = await getSupabase();
  let query = client.from('lead_pipeline').select('*', { count: 'exact' });
  if (filters.status === 'open') query = query.in('status', ['new', 'contacted', 'qualified']);
  else if (filters.status !== 'all') query = query.eq('status', filters.status);
  if (filters.owner === 'mine') query = query.eq('owner_id', me);
  if (filters.owner === 'none') query = query.is('owner_id', null);
  if (filters.due) query = query.lte('next_step_on', firmToday()).not('status', 'in', '(won,lost)');
  const search = searchFilter(filters.search);
  if (search) query = query.or(search);
  return query.order('last_activity_at', { ascending: false }).order('id').range(range[0], range[1]);
}

export async function listLeads(filters: LeadFilters, me: string): Promise<{ rows: PipelineRow[]; total: number }> {
  const from = (filters.page - 1) * LEADS_PAGE_SIZE;
  const { data, error, count } = await pipelineQuery(filters, me, [from, from + LEADS_PAGE_SIZE - 1]);
  if (error) throw dataError(error);
  return { rows: data ?? [], total: count ?? 0 };
}

/** Every lead the filters match (all pages), for the CSV export. */
export async function exportLeads(filters: LeadFilters, me: string): Promise<PipelineRow[]> {
  const { data, error } = await pipelineQuery(filters, me, [0, LEADS_EXPORT_LIMIT - 1]);
  if (error) throw dataError(error);
  return data ?? [];
}

export async function listStaff(): Promise<StaffMember[]> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('get_user_profiles_for_admin');
  if (error) throw dataError(error);
  return (data ?? []).map((user) => ({
    id: user.id,
    name: user.full_name?.trim() || user.email || 'A staff member',
    canOwn: (user.role === 'admin' || user.role === 'super_admin') && !user.is_suspended,
  }));
}

export async function loadLead(id: string): Promise<LeadDetail | null> {
  const client = await getSupabase();
  const [lead, inquiries, unlocks, events] = await Promise.all([
    client.from('leads').select('*').eq('id', id).maybeSingle(),
    client.from('contact_inquiries').select('*').eq('lead_id', id).order('created_at', { ascending: false }),
    client.from('calculator_leads').select('*').eq('lead_id', id).order('created_at', { ascending: false }),
    client.from('lead_events').select('*').eq('lead_id', id).order('occurred_at', { ascending: false }).order('id', { ascending: false }),
  ]);
  for (const result of [lead, inquiries, unlocks, events]) if (result.error) throw dataError(result.error);
  if (!lead.data) return null;
  const url = `${functionUrl('booking-admin')}?${new URLSearchParams({ lead: id }).toString()}`;
  const { bookings } = await callEndpoint<{ bookings: BookingView[] }>(url, { label: 'Load the consultations', withApiKey: true });
  return { lead: lead.data, inquiries: inquiries.data ?? [], unlocks: unlocks.data ?? [], bookings, events: events.data ?? [] };
}

export async function saveWork(id: string, work: LeadWork): Promise<Tables<'leads'>> {
  const client = await getSupabase();
  const { data, error } = await client.from('leads').update(work).eq('id', id).select('*').single();
  if (error) throw dataError(error);
  return data;
}

export async function addNote(id: string, note: string, me: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('lead_events').insert({ lead_id: id, kind: 'note', note, actor_id: me });
  if (error) throw dataError(error);
}

export interface LeadsApi {
  listLeads: typeof listLeads;
  exportLeads: typeof exportLeads;
  listStaff: typeof listStaff;
  loadLead: typeof loadLead;
  saveWork: typeof saveWork;
  addNote: typeof addNote;
  loadForwardingHealth: typeof loadForwardingHealth;
}

export const leadsApi: LeadsApi = { listLeads, exportLeads, listStaff, loadLead, saveWork, addNote, loadForwardingHealth };
