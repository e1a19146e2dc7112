// POST /functions/v1/create-zoho-lead: the contact form's inquiry. A filled honeypot field is
// thanked as a success and dropped (nothing stored, nobody emailed, no limit counted). Validated
// with the form's own rules, stored before anything else (the insert queues its CRM message in the same
// statement), then forwarded to the CRM right away; a CRM failure stays in the outbox and is
// retried with back-off. A confirmation email is queued too. Answers JSON { message }.
import { json, type FunctionContext } from '../_shared/context.ts';
import { queueEmailAndDeliver } from '../_shared/outbox.ts';
import {
  clientAddress,
  numberSetting,
  isPlainObject,
  likeLiteral,
  withinLimit,
  readJsonBody,
  unstorableFields,
} from '../_shared/request.ts';
import {
  inquiryFieldLabel,
  inquiryServiceLabel,
  INQUIRY_FIELDS,
  requiredFieldsMessage,
  validateInquiry,
  type ContactInquiry,
  type InquiryField,
} from '../_shared/contracts/contact/inquiry.ts';
import { filledHoneypot, HONEYPOT_THANKS } from '../_shared/contracts/validation/index.ts';

export const MAX_INQUIRY_BYTES = 64 * 1024;

export const LEAD_MESSAGES = {
  success: 'Your inquiry has been sent successfully! We will get back to you shortly.',
  tooLarge: 'Your message is too large to send. Please shorten it and try again.',
  notJson: 'The inquiry could not be read: send the form fields as a JSON object.',
  unsupportedType: 'The inquiry could not be read: send it as application/json.',
  methodNotAllowed: 'Send the inquiry with POST.',
  tooManyFromEmail: 'We have already received several inquiries from this email address. Please wait a few minutes before sending another, or call us.',
  tooManyFromAddress: 'Too many inquiries were sent from your network in a short time. Please wait a few minutes and try again.',
  unavailable: 'Your inquiry could not be saved right now. Please try again in a few minutes or call us.',
} as const;

const WINDOW_MS = 10 * 60 * 1000;

/** The 400 message: the form's own sentence for missing fields, then each invalid field and why. */
export function invalidInquiryMessage(
  missing: readonly InquiryField[],
  invalid: Partial<Record<InquiryField, string>>,
  service: string,
): string {
  const parts: string[] = [];
  if (missing.length > 0) parts.push(requiredFieldsMessage(missing.map((field) => inquiryFieldLabel(field, service))));
  const wrong = Object.entries(invalid) as [InquiryField, string][];
  if (wrong.length > 0) {
    parts.push(`Please correct: ${wrong.map(([field, why]) => `${inquiryFieldLabel(field, service)} (${why})`).join(', ')}`);
  }
  return parts.join('. ');
}

function blankToNull(value: string): string | null {
  return value === '' ? null : value;
}

function inquiryRow(inquiry: ContactInquiry) {
  return {
    first_name: inquiry.firstName,
    last_name: blankToNull(inquiry.lastName),
    email: inquiry.email,
    phone: blankToNull(inquiry.phone),
    message: inquiry.message,
    service: inquiry.service,
    company: blankToNull(inquiry.company),
    employees: blankToNull(inquiry.employees),
    revenue: blankToNull(inquiry.revenue),
    industry: blankToNull(inquiry.industry),
    hear_about_us: blankToNull(inquiry.hearAboutUs),
    outlet_name: blankToNull(inquiry.outletName),
    media_person_name: blankToNull(inquiry.mediaPersonName),
    due_date: blankToNull(inquiry.dueDate),
    current_software: blankToNull(inquiry.currentSoftware),
    urgency: inquiry.urgency,
    preferred_date: blankToNull(inquiry.preferredDate),
    preferred_time: blankToNull(inquiry.preferredTime),
    sms_consent: inquiry.smsConsent,
  };
}

export default async function createZohoLead(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') {
    return json({ message: LEAD_MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'POST' } });
  }
  const body = await readJsonBody(request, MAX_INQUIRY_BYTES);
  if (!body.ok) {
    if (body.reason === 'too_large') return json({ message: LEAD_MESSAGES.tooLarge }, { status: 413 });
    if (body.reason === 'unsupported_type') return json({ message: LEAD_MESSAGES.unsupportedType }, { status: 415 });
    return json({ message: LEAD_MESSAGES.notJson }, { status: 400 });
  }
  if (!isPlainObject(body.value)) return json({ message: LEAD_MESSAGES.notJson }, { status: 400 });
  // A robot filled the field people never see: answered as received, as book-consultation does.
  if (filledHoneypot(body.value)) return json({ message: HONEYPOT_THANKS }, { status: 202 });
  const source = body.value;
  const service = typeof source.service === 'string' ? source.service.trim() : '';

  const result = validateInquiry(source);
  const unstorable = unstorableFields(source).filter((key): key is InquiryField =>
    (INQUIRY_FIELDS as readonly string[]).includes(key),
  );
  if (!result.ok || unstorable.length > 0) {
    const missing = result.ok ? [] : result.missing;
    const invalid: Partial<Record<InquiryField, string>> = result.ok ? {} : { ...result.invalid };
    for (const field of unstorable) invalid[field] = 'Remove the control characters from this field.';
    return json(
      { message: invalidInquiryMessage(missing, invalid, service), missing, invalid },
      { status: 400 },
    );
  }
  const inquiry = result.value;
  // Only inquiries that would be stored count towards an address's limit.
  const perAddress = numberSetting(context.env, 'CONTACT_MAX_PER_IP', 20);
  if (!(await withinLimit(context.admin, 'contact:address', clientAddress(request), perAddress, WINDOW_MS / 1000))) {
    return json({ message: LEAD_MESSAGES.tooManyFromAddress }, { status: 429, headers: { 'Retry-After': '600' } });
  }

  // One address flooding the form: counted on stored inquiries, so it holds across instances.
  const perEmail = numberSetting(context.env, 'CONTACT_MAX_PER_EMAIL', 5);
  const since = new Date(Date.now() - WINDOW_MS).toISOString();
  const recent = await context.admin
    .from('contact_inquiries')
    .select('id', { count: 'exact', head: true })
    .ilike('email', likeLiteral(inquiry.email))
    .gte('created_at', since);
  if (!recent.error && (recent.count ?? 0) >= perEmail) {
    return json({ message: LEAD_MESSAGES.tooManyFromEmail }, { status: 429, headers: { 'Retry-After': '600' } });
  }

  const stored = await context.admin.from('contact_inquiries').insert(inquiryRow(inquiry)).select('id').single();
  if (stored.error || !stored.data) {
    // The validator and the table agree, so a refusal here is the database being unavailable.
    const code = stored.error?.code ?? '';
    if (code.startsWith('22') || code.startsWith('23')) {
      return json({ message: invalidInquiryMessage([], {}, service) || 'Some fields are not valid.' }, { status: 400 });
    }
    console.error('[create-zoho-lead] could not store the inquiry:', stored.error?.message);
    return json({ message: LEAD_MESSAGES.unavailable }, { status: 503 });
  }
  const inquiryId = stored.data.id;

  // Stored: from here on the visitor gets 200 whatever the CRM or the mail provider do.
  const emailKey = `email:inquiry-confirmation:${inquiryId}`;
  const payload = {
    templateAlias: 'inquiry-confirmation',
    to: inquiry.email,
    // The firm's words only: the address is not verified (emailTemplates.ts).
    model: { serviceLabel: inquiryServiceLabel(inquiry.service) ?? 'General Contact' },
    inquiryId,
  };
  await queueEmailAndDeliver(context, { payload, dedupeKey: emailKey }, {
    deliver: [`crm-lead:${inquiryId}`, emailKey],
    waitSetting: 'CONTACT_FORWARD_WAIT_MS',
    log: 'create-zoho-lead',
  });

  return json({ message: LEAD_MESSAGES.success, id: inquiryId });
}
