// The contact inquiry: its fields, choice lists and the required fields of each service.
// The form and the server endpoint both validate with these, so they never disagree.
import * as z from 'zod/mini';
import { formatNumber } from '../format/numbers.ts';
import { EMAIL_MAX_LENGTH, fieldErrors, isValidEmail } from '../validation/index.ts';

export const SERVICE_OPTIONS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'press', label: 'Press Inquiry' },
  { value: 'bookkeeping', label: 'Bookkeeping' },
  { value: 'payroll', label: 'Payroll' },
  { value: 'books-cleanup', label: 'Books Cleanup' },
  { value: 'chart-of-accounts', label: 'Chart of Account Creation' },
  { value: 'quickbooks-bookkeeping', label: 'QuickBooks Bookkeeping' },
  { value: 'do-it-for-me-payroll', label: 'Do-It-For-Me Payroll' },
] as const;

export type InquiryService = (typeof SERVICE_OPTIONS)[number]['value'];

export const HEAR_ABOUT_US_OPTIONS = ['google', 'referral', 'social', 'other'] as const;
export const INDUSTRY_OPTIONS = [
  'construction',
  'healthcare',
  'retail',
  'technology',
  'manufacturing',
  'services',
  'other',
] as const;
export const EMPLOYEE_OPTIONS = ['1-5', '6-20', '21-50', '51-200', '201+'] as const;
export const REVENUE_OPTIONS = ['<250k', '250k-1m', '1m-5m', '5m-20m', '20m+'] as const;
export const CURRENT_SOFTWARE_OPTIONS = ['quickbooks-online', 'quickbooks-desktop', 'xero', 'none', 'other'] as const;
export const URGENCY_OPTIONS = ['immediate', 'within-week', 'within-month', 'exploring'] as const;

/** How the form names each choice, and how staff read the stored value back. */
export const INQUIRY_CHOICE_LABELS = {
  employees: {
    '1-5': '1–5 employees',
    '6-20': '6–20 employees',
    '21-50': '21–50 employees',
    '51-200': '51–200 employees',
    '201+': '201+ employees',
  },
  revenue: {
    '<250k': 'Under $250K',
    '250k-1m': '$250K – $1M',
    '1m-5m': '$1M – $5M',
    '5m-20m': '$5M – $20M',
    '20m+': '$20M+',
  },
  industry: {
    construction: 'Construction',
    healthcare: 'Healthcare',
    retail: 'Retail',
    technology: 'Technology',
    manufacturing: 'Manufacturing',
    services: 'Services',
    other: 'Other',
  },
  currentSoftware: {
    'quickbooks-online': 'QuickBooks Online',
    'quickbooks-desktop': 'QuickBooks Desktop',
    xero: 'Xero',
    none: 'None yet',
    other: 'Other',
  },
  urgency: {
    immediate: 'Immediately',
    'within-week': 'Within a week',
    'within-month': 'Within a month',
    exploring: 'Just exploring',
  },
  hearAboutUs: {
    google: 'Google search',
    referral: 'Referral',
    social: 'Social media',
    other: 'Other',
  },
} as const;

type ChoiceField = keyof typeof INQUIRY_CHOICE_LABELS;

/** The label of a stored choice ('250k-1m' → '$250K – $1M'); an unknown value as stored. */
export function inquiryChoiceLabel(field: ChoiceField, value: string): string {
  return (INQUIRY_CHOICE_LABELS[field] as Record<string, string>)[value] ?? value;
}

export interface ContactInquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  service: InquiryService;
  company: string;
  employees: string;
  revenue: string;
  industry: string;
  hearAboutUs: string;
  outletName: string;
  mediaPersonName: string;
  dueDate: string;
  currentSoftware: string;
  urgency: string;
  preferredDate: string;
  preferredTime: string;
  smsConsent: boolean;
}

export function emptyInquiry(service: InquiryService = 'general'): ContactInquiry {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    message: '',
    service,
    company: '',
    employees: '',
    revenue: '',
    industry: '',
    hearAboutUs: '',
    outletName: '',
    mediaPersonName: '',
    dueDate: '',
    currentSoftware: '',
    urgency: 'medium',
    preferredDate: '',
    preferredTime: '',
    smsConsent: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Validation, one zod schema: the form runs it before sending and the server endpoint runs it
// again on what it receives.

export type InquiryField = keyof ContactInquiry;

/** Every field of the inquiry, in the order the form shows them. */
export const INQUIRY_FIELDS: readonly InquiryField[] = [
  'service',
  'firstName',
  'lastName',
  'mediaPersonName',
  'outletName',
  'email',
  'phone',
  'company',
  'employees',
  'revenue',
  'industry',
  'currentSoftware',
  'urgency',
  'dueDate',
  'preferredDate',
  'preferredTime',
  'hearAboutUs',
  'message',
  'smsConsent',
];

/** The labels the form shows; the missing-fields message names fields by these. */
export const INQUIRY_FIELD_LABELS: Record<InquiryField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  service: 'Service',
  company: 'Company',
  employees: 'Number of Employees',
  revenue: 'Annual Revenue',
  industry: 'Industry',
  hearAboutUs: 'How Did You Hear About Us?',
  outletName: 'Media Outlet Name',
  mediaPersonName: 'Media Contact Name',
  dueDate: 'Deadline',
  currentSoftware: 'Current Accounting Software',
  urgency: 'Timeline',
  preferredDate: 'Preferred Consultation Date',
  preferredTime: 'Preferred Consultation Time',
  smsConsent: 'SMS Consent',
};

/** A field's label for a service: for a general inquiry the Full Name field maps to firstName. */
export function inquiryFieldLabel(field: InquiryField, service: string): string {
  if (field === 'firstName' && service === 'general') return 'Full Name';
  return INQUIRY_FIELD_LABELS[field];
}

/** Maximum lengths, generous for people and safe for the CRM's text fields. */
export const INQUIRY_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  message: 5000,
  company: 200,
  outletName: 200,
  mediaPersonName: 150,
} as const satisfies Partial<Record<InquiryField, number>>;

/** Urgency before the visitor picks a timeline (default medium). */
export const DEFAULT_URGENCY = 'medium';

const SERVICE_VALUES: readonly string[] = SERVICE_OPTIONS.map((option) => option.value);

export function isInquiryService(value: unknown): value is InquiryService {
  return typeof value === 'string' && SERVICE_VALUES.includes(value);
}

/** The service's label in the choice list ('Chart of Account Creation'); undefined if unknown. */
export function inquiryServiceLabel(service: string): string | undefined {
  return SERVICE_OPTIONS.find((option) => option.value === service)?.label;
}

const BASE_REQUIRED: readonly InquiryField[] = ['firstName', 'lastName', 'email', 'message', 'service'];
const GENERAL_REQUIRED: readonly InquiryField[] = ['firstName', 'email', 'message', 'service'];
const PRESS_REQUIRED: readonly InquiryField[] = [...BASE_REQUIRED, 'outletName', 'mediaPersonName'];

/** Required fields of a service; an unknown service gets the general rule set. */
export function requiredInquiryFields(service: string): readonly InquiryField[] {
  if (service === 'general') return GENERAL_REQUIRED;
  if (service === 'press') return PRESS_REQUIRED;
  return BASE_REQUIRED;
}

/** 'Please fill in all required fields: ' followed by the missing fields joined by commas. */
export function requiredFieldsMessage(missingLabels: readonly string[]): string {
  return `Please fill in all required fields: ${missingLabels.join(', ')}`;
}

export { isValidEmail };

const PHONE_PATTERN = /^[+()\-.\s\d]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

/** Optional phone: digits with the usual separators, 7 to 15 digits before any extension. */
export function isValidPhone(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const main = value.split(/x|ext/i)[0] ?? '';
  const digits = main.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A real calendar date written YYYY-MM-DD (what a date input yields). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today's date as YYYY-MM-DD in local time (the date input's min). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;

export const INQUIRY_MESSAGES = {
  invalidService: 'Choose a service from the list.',
  invalidEmail: 'Enter a valid email address.',
  invalidPhone: 'Enter a valid phone number.',
  dueDateInPast: 'The deadline cannot be before today.',
  invalidDate: 'Enter a valid date.',
  invalidTime: 'Enter a valid time.',
  invalidChoice: 'Choose an option from the list.',
  notText: 'Enter text here.',
  notBoolean: 'Must be checked or unchecked.',
  tooLong: (max: number) => `Use at most ${formatNumber(max)} characters.`,
} as const;

export type InquiryValidation =
  | { ok: true; value: ContactInquiry }
  | { ok: false; missing: InquiryField[]; invalid: Partial<Record<InquiryField, string>> };

export interface ValidateInquiryOptions {
  /** The moment "today" is taken from (dueDate may not be before it). Defaults to now. */
  now?: Date;
}

/**
 * A text field as sent: absent or null is '', anything but a string is refused, the text is
 * trimmed and then checked. An empty field passes every check here; whether it may be empty
 * depends on the service and is decided for the whole inquiry.
 */
function text(max: number | null, ...checks: z.core.$ZodCheck<string>[]) {
  const limit = max === null ? [] : [z.maxLength(max, INQUIRY_MESSAGES.tooLong(max))];
  return z.pipe(
    z.transform((value: unknown) => value ?? ''),
    z.string({ error: INQUIRY_MESSAGES.notText }).check(z.trim(), ...limit, ...checks),
  );
}

/** A check of a non-empty value; an empty one is left to the required fields. */
function ifGiven(test: (value: string) => boolean, message: string) {
  return z.refine<string>((value) => value === '' || test(value), message);
}

function choice(choices: readonly string[]) {
  return text(null, ifGiven((value) => choices.includes(value), INQUIRY_MESSAGES.invalidChoice));
}

/** Marks the issue of a required field left empty, apart from the issues of a wrong value. */
const MISSING = 'missing';

/** The inquiry's schema, with "today" (for the deadline) taken from `now`. */
export function inquirySchema(now: Date = new Date()) {
  const today = todayIsoDate(now);
  return z
    .object({
      firstName: text(INQUIRY_LIMITS.firstName),
      lastName: text(INQUIRY_LIMITS.lastName),
      email: text(INQUIRY_LIMITS.email, ifGiven(isValidEmail, INQUIRY_MESSAGES.invalidEmail)),
      phone: text(INQUIRY_LIMITS.phone, ifGiven(isValidPhone, INQUIRY_MESSAGES.invalidPhone)),
      message: text(INQUIRY_LIMITS.message),
      service: text(null, ifGiven(isInquiryService, INQUIRY_MESSAGES.invalidService)),
      company: text(INQUIRY_LIMITS.company),
      employees: choice(EMPLOYEE_OPTIONS),
      revenue: choice(REVENUE_OPTIONS),
      industry: choice(INDUSTRY_OPTIONS),
      hearAboutUs: choice(HEAR_ABOUT_US_OPTIONS),
      outletName: text(INQUIRY_LIMITS.outletName),
      mediaPersonName: text(INQUIRY_LIMITS.mediaPersonName),
      dueDate: text(
        null,
        ifGiven(isIsoDate, INQUIRY_MESSAGES.invalidDate),
        ifGiven((value) => !isIsoDate(value) || value >= today, INQUIRY_MESSAGES.dueDateInPast),
      ),
      currentSoftware: choice(CURRENT_SOFTWARE_OPTIONS),
      urgency: z.pipe(choice([DEFAULT_URGENCY, ...URGENCY_OPTIONS]), z.transform((value) => value || DEFAULT_URGENCY)),
      preferredDate: text(null, ifGiven(isIsoDate, INQUIRY_MESSAGES.invalidDate)),
      preferredTime: text(null, ifGiven((value) => TIME_PATTERN.test(value), INQUIRY_MESSAGES.invalidTime)),
      smsConsent: z.pipe(z.transform((value: unknown) => value ?? false), z.boolean({ error: INQUIRY_MESSAGES.notBoolean })),
    } satisfies Record<InquiryField, z.ZodMiniType>)
    .check(
      // Runs even when a field is wrong, so one answer names both what is missing and what is
      // wrong; a field already refused is not also called missing.
      z.check<Record<string, unknown>>(
        (payload) => {
          const refused = new Set(payload.issues.map((issue) => issue.path?.[0]));
          const service = typeof payload.value.service === 'string' ? payload.value.service : '';
          for (const field of requiredInquiryFields(service)) {
            if (payload.value[field] === '' && !refused.has(field)) {
              payload.issues.push({ code: 'custom', message: MISSING, params: { missing: true }, path: [field], input: '' });
            }
          }
        },
        { when: () => true },
      ),
    );
}

/**
 * Checks an inquiry as received (form state or a parsed request body): required fields per
 * service, email and phone format, dueDate not before today, choice lists, known service and
 * length limits. On success returns the inquiry with trimmed text, known fields only.
 */
export function validateInquiry(input: unknown, options: ValidateInquiryOptions = {}): InquiryValidation {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {};
  const result = z.safeParse(inquirySchema(options.now), source);
  // The schema reads service as text; passing it, the text is one of SERVICE_OPTIONS.
  if (result.success) return { ok: true, value: result.data as ContactInquiry };
  const missing: InquiryField[] = [];
  const wrong: z.core.$ZodIssue[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'custom' && issue.params?.missing) missing.push(issue.path[0] as InquiryField);
    else wrong.push(issue);
  }
  return { ok: false, missing, invalid: fieldErrors<InquiryField>(wrong) };
}

// ---------------------------------------------------------------------------------------------
// Presets (docs/architecture.md#d3): the initial service comes from the page's path, and a
// valid ?service= query parameter overrides it.

export function initialServiceForPath(pathname: string, search = ''): InquiryService {
  const requested = new URLSearchParams(search).get('service');
  if (isInquiryService(requested)) return requested;
  if (pathname.includes('/press')) return 'press';
  if (['/services', '/bookkeeping', '/payroll'].some((part) => pathname.includes(part))) return 'bookkeeping';
  return 'general';
}
