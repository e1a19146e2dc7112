// The thank-you page's rules: it needs the form data and a timestamp in the
// navigation state, greets by name and names the service the visitor asked about.
import { SHARED_PAGES } from '@firm/shared-contracts';
import { isBookingService } from '@firm/shared-contracts/booking';
import type { ContactInquiry } from '@firm/shared-contracts/inquiry';
import type { ThankYouState } from '../contact/inquiryForm.ts';

export const SERVICE_LABELS: Record<string, string> = {
  'books-cleanup': 'Books Cleanup',
  'chart-of-accounts': 'Chart of Accounts Creation',
  'quickbooks-bookkeeping': 'QuickBooks Bookkeeping',
  bookkeeping: 'Bookkeeping',
  'do-it-for-me-payroll': 'Do-It-For-Me Payroll',
  'self-service-payroll': 'Self-Service Payroll',
  'quickbooks-software': 'QuickBooks Software',
  payroll: 'Payroll',
};

export const GENERAL_CONTACT_LABEL = 'General Contact';

export function thankYouServiceLabel(service: string | null | undefined): string {
  return (service && Object.hasOwn(SERVICE_LABELS, service) ? SERVICE_LABELS[service] : undefined) ?? GENERAL_CONTACT_LABEL;
}

/** mediaPersonName for a press inquiry, otherwise firstName; 'Friend' when that is empty. */
export function greetingName(formData: Pick<ContactInquiry, 'service' | 'firstName' | 'mediaPersonName'>): string {
  const name = formData.service === 'press' ? formData.mediaPersonName : formData.firstName;
  return (typeof name === 'string' ? name.trim() : '') || 'Friend';
}

/** The navigation state when it carries form data and a timestamp; null otherwise. */
export function readThankYouState(state: unknown): ThankYouState | null {
  if (!state || typeof state !== 'object') return null;
  const { formData, timestamp } = state as Partial<Record<keyof ThankYouState, unknown>>;
  if (!formData || typeof formData !== 'object') return null;
  if (typeof timestamp !== 'string' && typeof timestamp !== 'number') return null;
  return { formData: formData as ContactInquiry, timestamp: String(timestamp) };
}

/** The booking page, with the inquiry's service chosen when a consultation can be booked for it. */
export function bookingLinkFor(service: string | null | undefined): string {
  const path = SHARED_PAGES.bookConsultation.path;
  return isBookingService(service) ? `${path}?service=${service}` : path;
}
