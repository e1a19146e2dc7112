// The contact form's rules as plain functions: which fields each service shows, the readable
// labels of the choice lists, what is sent, and where a successful inquiry leads.
import {
  CURRENT_SOFTWARE_OPTIONS,
  DEFAULT_URGENCY,
  EMPLOYEE_OPTIONS,
  HEAR_ABOUT_US_OPTIONS,
  INQUIRY_CHOICE_LABELS,
  INDUSTRY_OPTIONS,
  REVENUE_OPTIONS,
  URGENCY_OPTIONS,
  emptyInquiry,
  inquiryFieldLabel,
  requiredFieldsMessage,
  type ContactInquiry,
  type InquiryField,
} from '@firm/shared-contracts/inquiry';

/** Delay between the success banner and the thank-you page. */
export const REDIRECT_DELAY_MS = 1500;

export const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

export type FieldGroup = 'general' | 'press' | 'sales';

export function fieldGroupFor(service: string): FieldGroup {
  if (service === 'general') return 'general';
  if (service === 'press') return 'press';
  return 'sales';
}

/** The fields each group shows, in order (service and SMS consent are always shown). */
export const GROUP_FIELDS: Record<FieldGroup, readonly InquiryField[]> = {
  general: ['firstName', 'email', 'phone', 'message'],
  press: ['firstName', 'lastName', 'outletName', 'mediaPersonName', 'email', 'phone', 'dueDate', 'message'],
  sales: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'company',
    'industry',
    'employees',
    'revenue',
    'currentSoftware',
    'urgency',
    'preferredDate',
    'preferredTime',
    'hearAboutUs',
    'message',
  ],
};

/**
 * What is sent: the whole inquiry object, with the fields of the groups the visitor is not
 * looking at cleared, so a value typed before switching service never travels unseen.
 */
export function inquiryForSubmit(form: ContactInquiry): ContactInquiry {
  const visible = new Set<InquiryField>(['service', 'smsConsent', ...GROUP_FIELDS[fieldGroupFor(form.service)]]);
  const cleared = emptyInquiry(form.service);
  const result: ContactInquiry = { ...form };
  for (const key of Object.keys(cleared) as InquiryField[]) {
    if (!visible.has(key)) (result as unknown as Record<string, unknown>)[key] = cleared[key];
  }
  if (!result.urgency) result.urgency = DEFAULT_URGENCY;
  return result;
}

/** The summary message for missing fields, naming them by the labels the visitor sees. */
export function missingFieldsMessage(missing: readonly InquiryField[], service: string): string {
  return requiredFieldsMessage(missing.map((field) => inquiryFieldLabel(field, service)));
}

export function thankYouPathFor(service: string): string {
  return service === 'press' ? '/thank-you/press-inquiry' : '/thank-you/sales-inquiry';
}

export interface ThankYouState {
  formData: ContactInquiry;
  /** ISO 8601 moment the inquiry was accepted. */
  timestamp: string;
}

export interface ChoiceOption {
  value: string;
  label: string;
}

function options<T extends string>(values: readonly T[], labels: Record<T, string>): ChoiceOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const CHOICES: Partial<Record<InquiryField, ChoiceOption[]>> = {
  employees: options(EMPLOYEE_OPTIONS, INQUIRY_CHOICE_LABELS.employees),
  revenue: options(REVENUE_OPTIONS, INQUIRY_CHOICE_LABELS.revenue),
  industry: options(INDUSTRY_OPTIONS, INQUIRY_CHOICE_LABELS.industry),
  currentSoftware: options(CURRENT_SOFTWARE_OPTIONS, INQUIRY_CHOICE_LABELS.currentSoftware),
  urgency: options(URGENCY_OPTIONS, INQUIRY_CHOICE_LABELS.urgency),
  hearAboutUs: options(HEAR_ABOUT_US_OPTIONS, INQUIRY_CHOICE_LABELS.hearAboutUs),
};

/** Placeholder option of each select; urgency's placeholder stands for the default, medium. */
export const CHOICE_PLACEHOLDER: Partial<Record<InquiryField, string>> = {
  employees: 'Select team size',
  revenue: 'Select annual revenue',
  industry: 'Select your industry',
  currentSoftware: 'Select your software',
  urgency: 'No set timeline',
  hearAboutUs: 'Select an option',
};

/** Start of a help-desk ticket's message; there is no subject field (docs/architecture.md#d3). */
export function ticketMessage(searchQuery = ''): string {
  const topic = searchQuery.trim();
  return topic ? `Support ticket: ${topic}\n\n` : 'Support ticket: ';
}

/** The contact link of the help desk's 'Submit a Ticket'. */
export function ticketLink(searchQuery = ''): string {
  const params = new URLSearchParams({ service: 'general', message: ticketMessage(searchQuery) });
  return `/contact?${params.toString()}`;
}
