import { describe, expect, it } from 'vitest';
import {
  emptyInquiry,
  inquiryFieldLabel,
  initialServiceForPath,
  isIsoDate,
  isValidEmail,
  isValidPhone,
  requiredFieldsMessage,
  requiredInquiryFields,
  todayIsoDate,
  validateInquiry,
  type ContactInquiry,
} from './inquiry.ts';

// A fixed "today" of June 10, 2026, local time.
const now = new Date(2026, 5, 10, 9, 30);

function inquiry(overrides: Partial<ContactInquiry>): ContactInquiry {
  return { ...emptyInquiry(), ...overrides };
}

const sales = inquiry({
  service: 'bookkeeping',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@desertwick.com',
  message: 'We need monthly bookkeeping.',
});

describe('requiredFieldsMessage', () => {
  it('prefixes the spec text and joins the names with commas', () => {
    expect(requiredFieldsMessage(['First Name', 'Email'])).toBe('Please fill in all required fields: First Name, Email');
    expect(requiredFieldsMessage(['Message'])).toBe('Please fill in all required fields: Message');
  });
});

describe('required fields per service', () => {
  it('general needs firstName, email, message and service only', () => {
    expect(requiredInquiryFields('general')).toEqual(['firstName', 'email', 'message', 'service']);
    const result = validateInquiry(inquiry({ service: 'general' }), { now });
    expect(result).toEqual({ ok: false, missing: ['firstName', 'email', 'message'], invalid: {} });
  });

  it('press also needs outletName and mediaPersonName', () => {
    expect(requiredInquiryFields('press')).toEqual([
      'firstName',
      'lastName',
      'email',
      'message',
      'service',
      'outletName',
      'mediaPersonName',
    ]);
    const result = validateInquiry(inquiry({ service: 'press' }), { now });
    expect(result).toEqual({
      ok: false,
      missing: ['firstName', 'lastName', 'email', 'message', 'outletName', 'mediaPersonName'],
      invalid: {},
    });
  });

  it.each(['bookkeeping', 'payroll', 'books-cleanup', 'chart-of-accounts', 'quickbooks-bookkeeping', 'do-it-for-me-payroll'])(
    '%s needs firstName, lastName, email, message and service',
    (service) => {
      expect(requiredInquiryFields(service)).toEqual(['firstName', 'lastName', 'email', 'message', 'service']);
      const result = validateInquiry(inquiry({ service: service as ContactInquiry['service'] }), { now });
      expect(result).toEqual({ ok: false, missing: ['firstName', 'lastName', 'email', 'message'], invalid: {} });
    },
  );

  it('a missing service is reported with the other missing fields', () => {
    expect(validateInquiry({ firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'Hi' }, { now })).toEqual({
      ok: false,
      missing: ['service'],
      invalid: {},
    });
  });

  it('whitespace-only text counts as missing', () => {
    const result = validateInquiry({ ...sales, firstName: '   ', message: '\n' }, { now });
    expect(result).toEqual({ ok: false, missing: ['firstName', 'message'], invalid: {} });
  });

  it('a general inquiry passes without a last name', () => {
    const result = validateInquiry(
      inquiry({ service: 'general', firstName: 'Sam Reyes', email: 'sam@shop.com', message: 'Question' }),
      { now },
    );
    expect(result.ok).toBe(true);
  });

  it('a press inquiry passes with outlet and media contact', () => {
    const result = validateInquiry(
      inquiry({
        service: 'press',
        firstName: 'Dana',
        lastName: 'Wu',
        email: 'dana@lvreview.com',
        message: 'Interview request',
        outletName: 'Las Vegas Review',
        mediaPersonName: 'Dana Wu',
      }),
      { now },
    );
    expect(result.ok).toBe(true);
  });

  it('names the general Full Name field by its label', () => {
    expect(inquiryFieldLabel('firstName', 'general')).toBe('Full Name');
    expect(inquiryFieldLabel('firstName', 'payroll')).toBe('First Name');
    expect(inquiryFieldLabel('mediaPersonName', 'press')).toBe('Media Contact Name');
  });
});

describe('input shape', () => {
  it.each([null, undefined, 'text', 42, []])('treats %p as an empty inquiry', (input) => {
    expect(validateInquiry(input, { now })).toEqual({
      ok: false,
      missing: ['firstName', 'lastName', 'email', 'message', 'service'],
      invalid: {},
    });
  });

  it('refuses an unknown service and checks the default required set', () => {
    expect(validateInquiry({ ...sales, service: 'tax-prep' }, { now })).toEqual({
      ok: false,
      missing: [],
      invalid: { service: 'Choose a service from the list.' },
    });
  });

  it('refuses non-text values in text fields', () => {
    const result = validateInquiry({ ...sales, firstName: 7, company: { name: 'x' } }, { now });
    expect(result).toEqual({
      ok: false,
      missing: [],
      invalid: { firstName: 'Enter text here.', company: 'Enter text here.' },
    });
  });

  it('refuses a non-boolean SMS consent', () => {
    const result = validateInquiry({ ...sales, smsConsent: 'yes' }, { now });
    expect(result).toEqual({ ok: false, missing: [], invalid: { smsConsent: 'Must be checked or unchecked.' } });
  });

  it('returns trimmed known fields with defaults on success', () => {
    const result = validateInquiry(
      { ...sales, firstName: '  Maria ', urgency: '', extra: 'dropped', smsConsent: true },
      { now },
    );
    expect(result).toEqual({
      ok: true,
      value: { ...sales, firstName: 'Maria', urgency: 'medium', smsConsent: true },
    });
    if (result.ok) expect(result.value).not.toHaveProperty('extra');
  });

  it('fills fields the sender left out', () => {
    const result = validateInquiry(
      { service: 'general', firstName: 'Sam', email: 'sam@shop.com', message: 'Hi' },
      { now },
    );
    expect(result).toEqual({
      ok: true,
      value: { ...emptyInquiry('general'), firstName: 'Sam', email: 'sam@shop.com', message: 'Hi' },
    });
  });
});

describe('formats', () => {
  it('checks the email format', () => {
    for (const good of ['maria@desertwick.com', 'a.b+c@mail.example.co', "o'neil@firm.law"]) {
      expect(isValidEmail(good)).toBe(true);
    }
    for (const bad of ['maria', 'maria@', '@shop.com', 'maria@shop', 'ma ria@shop.com', 'a@b..com', 'a@-b.com']) {
      expect(isValidEmail(bad)).toBe(false);
    }
    expect(validateInquiry({ ...sales, email: 'maria@shop' }, { now })).toEqual({
      ok: false,
      missing: [],
      invalid: { email: 'Enter a valid email address.' },
    });
  });

  it('accepts an empty phone and checks a given one', () => {
    expect(validateInquiry({ ...sales, phone: '' }, { now }).ok).toBe(true);
    for (const good of ['(702) 555-0142', '+1 702 555 0142', '702.555.0142', '702-555-0142 ext. 12']) {
      expect(isValidPhone(good)).toBe(true);
    }
    for (const bad of ['call me', '555', '1234567890123456', '702-555-01ab']) {
      expect(isValidPhone(bad)).toBe(false);
    }
    expect(validateInquiry({ ...sales, phone: 'call me' }, { now })).toEqual({
      ok: false,
      missing: [],
      invalid: { phone: 'Enter a valid phone number.' },
    });
  });

  it('does not accept a dueDate before today', () => {
    expect(todayIsoDate(now)).toBe('2026-06-10');
    expect(validateInquiry({ ...sales, dueDate: '2026-06-09' }, { now })).toEqual({
      ok: false,
      missing: [],
      invalid: { dueDate: 'The deadline cannot be before today.' },
    });
    expect(validateInquiry({ ...sales, dueDate: '2026-06-10' }, { now }).ok).toBe(true);
    expect(validateInquiry({ ...sales, dueDate: '2026-07-01' }, { now }).ok).toBe(true);
  });

  it('refuses dates that do not exist and bad times', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-6-1')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(validateInquiry({ ...sales, dueDate: '2026-13-01', preferredDate: 'soon', preferredTime: '25:00' }, { now })).toEqual({
      ok: false,
      missing: [],
      invalid: { dueDate: 'Enter a valid date.', preferredDate: 'Enter a valid date.', preferredTime: 'Enter a valid time.' },
    });
    expect(validateInquiry({ ...sales, preferredDate: '2026-06-12', preferredTime: '14:30' }, { now }).ok).toBe(true);
  });

  it('accepts only the choice-list values', () => {
    const ok = validateInquiry(
      {
        ...sales,
        employees: '6-20',
        revenue: '<250k',
        industry: 'retail',
        currentSoftware: 'xero',
        hearAboutUs: 'google',
        urgency: 'within-week',
      },
      { now },
    );
    expect(ok.ok).toBe(true);
    expect(
      validateInquiry(
        { ...sales, employees: '7', revenue: 'lots', industry: 'mining', currentSoftware: 'excel', hearAboutUs: 'tv', urgency: 'asap' },
        { now },
      ),
    ).toEqual({
      ok: false,
      missing: [],
      invalid: {
        employees: 'Choose an option from the list.',
        revenue: 'Choose an option from the list.',
        industry: 'Choose an option from the list.',
        currentSoftware: 'Choose an option from the list.',
        hearAboutUs: 'Choose an option from the list.',
        urgency: 'Choose an option from the list.',
      },
    });
  });

  it('limits lengths, with the message at 5,000 characters', () => {
    expect(validateInquiry({ ...sales, message: 'x'.repeat(5000) }, { now }).ok).toBe(true);
    expect(validateInquiry({ ...sales, message: 'x'.repeat(5001) }, { now })).toEqual({
      ok: false,
      missing: [],
      invalid: { message: 'Use at most 5,000 characters.' },
    });
    expect(validateInquiry({ ...sales, firstName: 'x'.repeat(101), company: 'c'.repeat(201) }, { now })).toEqual({
      ok: false,
      missing: [],
      invalid: { firstName: 'Use at most 100 characters.', company: 'Use at most 200 characters.' },
    });
    const longEmail = `${'a'.repeat(250)}@b.co`;
    expect(validateInquiry({ ...sales, email: longEmail }, { now })).toEqual({
      ok: false,
      missing: [],
      invalid: { email: 'Use at most 254 characters.' },
    });
  });
});

describe('initialServiceForPath', () => {
  it.each([
    ['/press', '', 'press'],
    ['/press/releases', '', 'press'],
    ['/services/payroll', '', 'bookkeeping'],
    ['/services/bookkeeping', '', 'bookkeeping'],
    ['/bookkeeping', '', 'bookkeeping'],
    ['/payroll', '', 'bookkeeping'],
    ['/industries/attorneys/services', '', 'bookkeeping'],
    ['/contact', '', 'general'],
    ['/', '', 'general'],
    ['/help', '', 'general'],
    ['/about', '', 'general'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(initialServiceForPath(pathname, search)).toBe(expected);
  });

  it('lets a valid ?service= override the path', () => {
    expect(initialServiceForPath('/contact', '?service=press')).toBe('press');
    expect(initialServiceForPath('/contact', '?service=general')).toBe('general');
    expect(initialServiceForPath('/payroll', '?service=payroll')).toBe('payroll');
    expect(initialServiceForPath('/press', '?service=general&message=Hi')).toBe('general');
    expect(initialServiceForPath('/contact', 'service=do-it-for-me-payroll')).toBe('do-it-for-me-payroll');
  });

  it('ignores an unknown or empty ?service=', () => {
    expect(initialServiceForPath('/contact', '?service=tax-prep')).toBe('general');
    expect(initialServiceForPath('/press', '?service=')).toBe('press');
    expect(initialServiceForPath('/bookkeeping', '?service=PRESS')).toBe('bookkeeping');
  });

  it('defaults the search to none', () => {
    expect(initialServiceForPath('/press')).toBe('press');
  });
});
