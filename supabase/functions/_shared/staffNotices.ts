// A staff notice falling due (an outbox message the database queued for an admin who asked for the
// event, migration 20261201110000_staff_notices.sql): rendered when delivered, from the rows as
// they then are, and sent only if the recipient is still an active admin who still wants it.
import type { FunctionContext } from './context.ts';
import type { EmailMessage } from './adapters/email.ts';
import type { EmailTemplateAlias } from './emailTemplates.ts';
import { formatDate } from './contracts/format/dates.ts';
import { bookingServiceLabel } from './contracts/booking/booking.ts';
import { inquiryServiceLabel } from './contracts/contact/inquiry.ts';
import { callWhen, readBooking } from './booking/records.ts';

export const STAFF_NOTICE_EVENTS = ['new_inquiry', 'new_booking', 'booking_changed', 'lead_assigned', 'daily_digest'] as const;
export type StaffNoticeEvent = (typeof STAFF_NOTICE_EVENTS)[number];

const TEMPLATE_OF: Record<StaffNoticeEvent, EmailTemplateAlias> = {
  new_inquiry: 'staff-new-inquiry',
  new_booking: 'staff-new-booking',
  booking_changed: 'staff-booking-changed',
  lead_assigned: 'staff-lead-assigned',
  daily_digest: 'staff-daily-digest',
};

/** A visitor's message in a notice: enough to judge it, the rest in the portal. */
const MESSAGE_EXCERPT = 600;

interface Recipient {
  email: string;
  name: string;
}

function isEvent(value: unknown): value is StaffNoticeEvent {
  return typeof value === 'string' && (STAFF_NOTICE_EVENTS as readonly string[]).includes(value);
}

function portal(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin${path}`;
}

function excerpt(text: string): string {
  const clean = text.trim();
  return clean.length > MESSAGE_EXCERPT ? `${clean.slice(0, MESSAGE_EXCERPT).trimEnd()}…` : clean;
}

/** The recipient, if they are still an active admin who still asks for the event. */
async function recipient(context: FunctionContext, userId: string, event: StaffNoticeEvent): Promise<Recipient | null> {
  const [preferences, role, profile] = await Promise.all([
    context.admin.from('staff_notice_preferences').select('*').eq('user_id', userId).maybeSingle(),
    context.admin.from('user_roles').select('role').eq('user_id', userId).maybeSingle(),
    context.admin.from('profiles').select('email, full_name, is_suspended').eq('id', userId).maybeSingle(),
  ]);
  const failed = preferences.error ?? role.error ?? profile.error;
  if (failed) throw new Error(`Could not read the notice's recipient: ${failed.message}`);
  const wants = preferences.data?.[event] === true;
  const admin = role.data?.role === 'admin' || role.data?.role === 'super_admin';
  if (!wants || !admin || !profile.data || profile.data.is_suspended || !profile.data.email) return null;
  return { email: profile.data.email, name: profile.data.full_name?.trim() || profile.data.email };
}

async function inquiryModel(context: FunctionContext, inquiryId: unknown, siteUrl: string) {
  if (typeof inquiryId !== 'string') return null;
  const { data, error } = await context.admin.from('contact_inquiries').select('*').eq('id', inquiryId).maybeSingle();
  if (error) throw new Error(`Could not read inquiry ${inquiryId}: ${error.message}`);
  if (!data) return null;
  const name = [data.first_name, data.last_name].filter(Boolean).join(' ');
  return {
    visitorName: data.service === 'press' && data.media_person_name ? data.media_person_name : name,
    visitorEmail: data.email,
    visitorPhone: data.phone ?? '',
    company: data.company ?? data.outlet_name ?? '',
    serviceLabel: inquiryServiceLabel(data.service) ?? 'General Contact',
    message: excerpt(data.message),
    link: data.lead_id ? portal(siteUrl, `/leads/${data.lead_id}`) : portal(siteUrl, '/inquiries'),
  };
}

async function bookingModel(context: FunctionContext, payload: Record<string, unknown>, siteUrl: string) {
  if (typeof payload.bookingId !== 'string') return null;
  const record = await readBooking(context, payload.bookingId);
  // Superseded by a later change of the same booking: that change has its own notice.
  if (!record || record.sequence !== payload.sequence || record.status !== payload.status) return null;
  return {
    visitorName: record.name,
    visitorEmail: record.email,
    company: record.company ?? '',
    serviceLabel: bookingServiceLabel(record.service),
    whenFirm: callWhen(record).whenFirm,
    staffName: record.staff_name,
    changed: record.status === 'cancelled' ? 'cancelled' : 'moved',
    link: record.lead_id ? portal(siteUrl, `/leads/${record.lead_id}`) : portal(siteUrl, '/bookings'),
  };
}

async function leadModel(context: FunctionContext, payload: Record<string, unknown>, siteUrl: string) {
  if (typeof payload.leadId !== 'string') return null;
  const { data: lead, error } = await context.admin.from('leads').select('*').eq('id', payload.leadId).maybeSingle();
  if (error) throw new Error(`Could not read lead ${payload.leadId}: ${error.message}`);
  if (!lead || lead.owner_id !== payload.userId) return null;
  let assignedBy = 'A colleague';
  if (typeof payload.assignedBy === 'string') {
    const { data: by } = await context.admin.from('profiles').select('full_name').eq('id', payload.assignedBy).maybeSingle();
    if (by?.full_name?.trim()) assignedBy = by.full_name.trim();
  }
  return {
    visitorName: lead.name ?? lead.email,
    visitorEmail: lead.email,
    company: lead.company ?? '',
    assignedBy,
    nextStep: lead.next_step ? `${lead.next_step_on ? `${formatDate(lead.next_step_on, 'long')}: ` : ''}${lead.next_step}` : '',
    link: portal(siteUrl, `/leads/${lead.id}`),
  };
}

interface Digest {
  calls: { startsAt: string; service: string; name: string; company: string | null; staffName: string }[];
  newLeads: { name: string | null; email: string; company: string | null }[];
  nextSteps: { name: string | null; email: string; nextStep: string | null; nextStepOn: string; mine: boolean }[];
}

async function digestModel(context: FunctionContext, payload: Record<string, unknown>, siteUrl: string) {
  if (typeof payload.userId !== 'string' || typeof payload.day !== 'string') return null;
  const { data, error } = await context.admin.rpc('staff_digest', { p_user: payload.userId, p_day: payload.day });
  if (error) throw new Error(`Could not read the digest: ${error.message}`);
  const digest = data as unknown as Digest;
  const who = (person: { name: string | null; email: string; company: string | null }) =>
    `${person.name ?? person.email}${person.company ? `, ${person.company}` : ''} (${person.email})`;
  return {
    day: formatDate(payload.day, 'weekdayLong'),
    calls: digest.calls
      .map((call) => `${formatDate(call.startsAt, 'dateTime')}: ${bookingServiceLabel(call.service)} with ${call.name}${call.company ? `, ${call.company}` : ''}, taken by ${call.staffName}`)
      .join('\n'),
    newLeads: digest.newLeads.map(who).join('\n'),
    nextSteps: digest.nextSteps
      .map((lead) => `${formatDate(lead.nextStepOn, 'long')}: ${lead.nextStep ?? 'Next step'} for ${lead.name ?? lead.email}${lead.mine ? '' : ' (no owner yet)'}`)
      .join('\n'),
    link: portal(siteUrl, '/leads'),
  };
}

/** The notice to send, or null when the event or the recipient no longer calls for it. */
export async function staffNoticeEmail(
  context: FunctionContext,
  payload: Record<string, unknown>,
): Promise<Omit<EmailMessage, 'outboxMessageId'> | null> {
  const { event, userId } = payload;
  if (!isEvent(event) || typeof userId !== 'string') return null;
  const to = await recipient(context, userId, event);
  if (!to) return null;
  const siteUrl = context.env.SITE_URL ?? '';
  const model =
    event === 'new_inquiry'
      ? await inquiryModel(context, payload.inquiryId, siteUrl)
      : event === 'lead_assigned'
        ? await leadModel(context, payload, siteUrl)
        : event === 'daily_digest'
          ? await digestModel(context, payload, siteUrl)
          : await bookingModel(context, payload, siteUrl);
  if (!model) return null;
  return {
    to: to.email,
    templateAlias: TEMPLATE_OF[event],
    model: { recipientName: to.name, profileUrl: portal(siteUrl, '/profile'), ...model },
  };
}
