// send-email: the site's transactional emails (calculator-confirmation, inquiry-confirmation) on
// demand, for the server only (the secret key): the gate and the contact form queue their own
// confirmations, so no visitor can have the firm mail an address of their choosing. Queued in
// the outbox (one message per lead or inquiry, whatever the retries) and delivered right away;
// only to an address that came through the site, with the model read from what was stored.
import { json, type FunctionContext } from '../_shared/context.ts';
import { isRequestableEmailTemplate, REQUESTABLE_EMAIL_TEMPLATES } from '../_shared/emailTemplates.ts';
import { deliverNow, enqueue } from '../_shared/outbox.ts';
import { isPlainObject, likeLiteral, readJsonBody } from '../_shared/request.ts';
import { inquiryServiceLabel, isValidEmail } from '../_shared/contracts/contact/inquiry.ts';


/** A calculator confirmation goes only to an address that passed the gate this recently. */
const LEAD_FRESHNESS_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fail(error: string, status: number): Response {
  return json({ error }, { status });
}

export const SERVER_ONLY = "send-email is for the site's own server: call it with the secret key.";

export default async function sendEmail(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Send the request with POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const caller = await context.caller(request);
  if (caller.kind !== 'service') return fail(SERVER_ONLY, caller.kind === 'user' ? 403 : 401);
  const body = await readJsonBody(request, 16 * 1024);
  if (!body.ok) return fail(body.reason === 'too_large' ? 'The request is too large.' : 'Send the email request as JSON.', body.reason === 'too_large' ? 413 : 400);
  if (!isPlainObject(body.value)) return fail('Send the email request as a JSON object.', 400);
  const { templateAlias, to, templateData } = body.value;
  if (!isRequestableEmailTemplate(templateAlias)) return fail(`templateAlias must be one of ${REQUESTABLE_EMAIL_TEMPLATES.join(', ')}.`, 400);
  if (typeof to !== 'string' || !isValidEmail(to.trim())) return fail('to must be a valid email address.', 400);
  if (templateData !== undefined && !isPlainObject(templateData)) return fail('templateData must be an object.', 400);
  const recipient = to.trim();
  const data = templateData ?? {};

  let dedupeKey: string;
  let model: Record<string, string>;
  if (templateAlias === 'calculator-confirmation') {
    const { data: leads, error } = await context.admin
      .from('calculator_leads')
      .select('id, calculation_type, created_at')
      .ilike('email', likeLiteral(recipient))
      .gte('created_at', new Date(Date.now() - LEAD_FRESHNESS_MS).toISOString())
      .order('created_at', { ascending: false })
      .limit(1);
    if (error) return fail('The email could not be queued right now.', 503);
    const lead = leads?.[0];
    if (!lead) return fail('No calculator request was received for this address.', 404);
    dedupeKey = `email:calculator-confirmation:${lead.id}`;
    // The model comes from what was stored, not from what the caller claims.
    model = { calculationType: lead.calculation_type };
  } else {
    const inquiryId = data.inquiryId;
    if (typeof inquiryId !== 'string' || !UUID.test(inquiryId)) return fail('templateData.inquiryId is required for inquiry-confirmation.', 400);
    const { data: row, error } = await context.admin
      .from('contact_inquiries')
      .select('id, email, first_name, media_person_name, service, message')
      .eq('id', inquiryId)
      .maybeSingle();
    if (error) return fail('The email could not be queued right now.', 503);
    if (!row || row.email.toLowerCase() !== recipient.toLowerCase()) return fail('No inquiry was received from this address.', 404);
    dedupeKey = `email:inquiry-confirmation:${inquiryId}`;
    model = {
      firstName: row.service === 'press' && row.media_person_name ? row.media_person_name : row.first_name,
      serviceLabel: inquiryServiceLabel(row.service) ?? 'General Contact',
      message: row.message,
    };
  }

  let messageId: string;
  try {
    const message = await enqueue(context, 'email', { templateAlias, to: recipient, model }, dedupeKey);
    messageId = message.id;
  } catch (error) {
    console.error('[send-email] not queued:', (error as Error).message);
    return fail('The email could not be queued right now.', 503);
  }
  const status = await deliverNow(context, dedupeKey).catch(() => 'pending' as const);
  // 'busy': already delivered or being delivered by another request; report what is stored.
  const { data: current } = await context.admin.from('outbox_messages').select('status').eq('id', messageId).maybeSingle();
  const finalStatus = current?.status ?? (status === 'busy' ? 'pending' : status);
  return json({ success: finalStatus !== 'failed', id: messageId, status: finalStatus === 'sent' ? 'sent' : finalStatus === 'failed' ? 'failed' : 'queued' });
}
