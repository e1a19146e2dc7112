// The contact inquiry: its fields, choice lists (public spec §3) and the required-field rule
// (§5). The form and the server endpoint both validate with these, so they never disagree.

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
