// The transactional emails the site sends, rendered to subject, text and HTML: the local mailbox
// stores exactly this, and Postmark is sent exactly this (adapters/email.ts).
import { siteConfig } from './contracts/site/site-config.ts';
import { isStaffNoticeTemplate, STAFF_NOTICE_TEMPLATES, staffNotice } from './staffNoticeTemplates.ts';

/**
 * The mails of staff accounts that Auth asks for through the Send Email Hook (the auth-email
 * function): each carries a one-time link or code, so only Auth's hook may send them, never the
 * outbox or a visitor's request.
 */
export const AUTH_EMAIL_TEMPLATES = [
  'auth-recovery',
  'auth-invite',
  'auth-magiclink',
  'auth-email-change',
  'auth-reauthentication',
  'auth-signup',
] as const;
export type AuthEmailTemplate = (typeof AUTH_EMAIL_TEMPLATES)[number];

export function isAuthEmailTemplate(value: unknown): value is AuthEmailTemplate {
  return typeof value === 'string' && (AUTH_EMAIL_TEMPLATES as readonly string[]).includes(value);
}

export const EMAIL_TEMPLATES = [
  'calculator-confirmation',
  'inquiry-confirmation',
  'crm-forwarding-failed',
  'booking-hold',
  'booking-confirmation',
  'booking-moved',
  'booking-cancelled',
  'booking-reminder',
  ...STAFF_NOTICE_TEMPLATES,
  ...AUTH_EMAIL_TEMPLATES,
] as const;
export type EmailTemplateAlias = (typeof EMAIL_TEMPLATES)[number];

export function isEmailTemplate(value: unknown): value is EmailTemplateAlias {
  return typeof value === 'string' && (EMAIL_TEMPLATES as readonly string[]).includes(value);
}

/** The templates a visitor's request may ask send-email for; the others are queued by the server. */
export const REQUESTABLE_EMAIL_TEMPLATES = ['calculator-confirmation', 'inquiry-confirmation'] as const satisfies readonly EmailTemplateAlias[];
export type RequestableEmailTemplate = (typeof REQUESTABLE_EMAIL_TEMPLATES)[number];

export function isRequestableEmailTemplate(value: unknown): value is RequestableEmailTemplate {
  return typeof value === 'string' && (REQUESTABLE_EMAIL_TEMPLATES as readonly string[]).includes(value);
}

/**
 * The emails to a visitor's address carry the firm's words only: the address is not verified, so
 * anything the visitor typed (a name, a message) would let a stranger send their words under the
 * firm's name to anyone. Their models hold the firm's own labels and times, never visitor text;
 * the visitor's message reaches staff only (the portal, the CRM).
 */
export interface CalculatorConfirmationModel {
  /** One of the site's calculators, checked by enrich-lead. */
  calculationType: string;
}

export interface InquiryConfirmationModel {
  /** The label of the service the visitor chose from the form's list. */
  serviceLabel: string;
}

/** To each active admin once per CRM outage (queued by finish_outbox_message in the database). */
export interface CrmForwardingFailedModel {
  name: string;
  /** Inquiries not yet in the CRM when the email was queued, as text. */
  waitingCount: string;
  lastError: string;
}

/**
 * The consultation emails (queued by the booking functions; the reminders by the outbox from the
 * booking as it is when they fall due). Each time is given in the visitor's zone and the firm's.
 */
export interface BookingEmailModel {
  serviceLabel: string;
  /** 'Monday, November 2, 2026 at 12:00 PM EST' */
  whenVisitor: string;
  /** 'Monday, November 2, 2026 at 9:00 AM PST' */
  whenFirm: string;
  staffName: string;
  /** The private link to move or cancel (not in a cancellation). */
  manageUrl: string;
  /** booking-moved, booking-cancelled: 'you' or 'our team'. */
  changedBy: string;
  /** booking-reminder: '24' or '1'. */
  hoursBefore: string;
  /** booking-cancelled: where to book again. */
  bookUrl: string;
  /** booking-hold: the signed link that confirms the hold. */
  confirmUrl: string;
  /** booking-hold: how long the time is held ('30'). */
  holdMinutes: string;
  /** booking-hold: when the hold lapses, in the visitor's zone ('12:30 PM EST'). */
  holdUntil: string;
}

export type TemplateModel = Record<string, string>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n');
}

function layout(title: string, body: string): string {
  const brand = escapeHtml(siteConfig.brandName);
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5;">',
    body,
    `<p style="color: #52606d; font-size: 13px;">${brand} · ${escapeHtml(`${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`)} · ${escapeHtml(siteConfig.phone)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** How the firm greets a visitor's address: in its own words, never with a name the visitor typed. */
const GREETING = 'Hello,';

function signature(): string[] {
  return [`The ${siteConfig.brandName} team`, `${siteConfig.phone} · ${siteConfig.email}`];
}

function plainEmail(subject: string, lines: string[]): RenderedEmail {
  return {
    subject,
    text: [...lines, '', ...signature()].join('\n\n'),
    html: layout(subject, `${paragraphs(lines)}\n${paragraphs([signature().join('\n')])}`),
  };
}

function bookingEmail(alias: 'booking-hold' | 'booking-confirmation' | 'booking-moved' | 'booking-cancelled' | 'booking-reminder', model: TemplateModel): RenderedEmail {
  const service = model.serviceLabel || 'Consultation';
  const when = [
    `When: ${model.whenVisitor ?? ''}`,
    ...(model.whenFirm && model.whenFirm !== model.whenVisitor ? [`(${model.whenFirm} in ${siteConfig.address.city})`] : []),
  ].join('\n');
  const manage = `To move or cancel it, use your private link: ${model.manageUrl ?? ''}`;
  switch (alias) {
    // To an address nobody has verified yet: the firm's words, the time and the link only.
    case 'booking-hold':
      return plainEmail(`Please confirm your free ${service} consultation`, [
        GREETING,
        `We are holding the time below for a free ${service} consultation requested on our website with this email address. It is not booked yet: please confirm it within ${model.holdMinutes || '30'} minutes${model.holdUntil ? ` (by ${model.holdUntil})` : ''}.`,
        when,
        `To confirm it, open this link: ${model.confirmUrl ?? ''}`,
        'If it is not confirmed in time, we release the time and nothing more happens. If you did not ask for a consultation, you can ignore this email.',
      ]);
    case 'booking-confirmation':
      return plainEmail(`Your free ${service} consultation is booked`, [
        GREETING,
        `Your free ${service} consultation with ${model.staffName || 'our team'} is booked. We will call you at the time below; the calendar invite is attached.`,
        when,
        manage,
      ]);
    case 'booking-moved':
      return plainEmail(`Your free ${service} consultation has a new time`, [
        GREETING,
        `${model.changedBy === 'you' ? `As you asked, your free ${service} consultation has been moved` : `Our team has moved your free ${service} consultation`} to the time below. The attached invite updates the one in your calendar.`,
        when,
        manage,
      ]);
    case 'booking-cancelled':
      return plainEmail(`Your free ${service} consultation is cancelled`, [
        GREETING,
        `${model.changedBy === 'you' ? 'As you asked, your' : 'We are sorry: our team had to cancel your'} free ${service} consultation for the time below. The attached invite removes it from your calendar.`,
        when,
        `To book another time: ${model.bookUrl ?? ''}`,
      ]);
    case 'booking-reminder':
      return plainEmail(
        model.hoursBefore === '1' ? `Your free ${service} consultation starts in an hour` : `Reminder: your free ${service} consultation is tomorrow`,
        [GREETING, `A reminder of your free ${service} consultation with ${model.staffName || 'our team'}.`, when, manage],
      );
  }
}

/**
 * The staff-account mails Auth asks for (the auth-email function). Each says what the link or code
 * does, that it works once and for an hour ([auth.email] otp_expiry), and what to do when one did
 * not ask for it; the link comes from Auth's own redirect (the portal's set-password page).
 */
export interface AuthEmailModel {
  /** The one-time link: `${redirect_to}?token_hash=…&type=…` (not in reauthentication). */
  actionUrl: string;
  /** The six-digit code of the same token (reauthentication's only content). */
  code: string;
  /** auth-email-change: the address the account is moving to. */
  newEmail: string;
}

function authEmail(alias: AuthEmailTemplate, model: TemplateModel): RenderedEmail {
  const brand = siteConfig.brandName;
  const portal = `the ${brand} staff portal`;
  const link = `Open this link: ${model.actionUrl ?? ''}`;
  const once = 'The link works once and expires in an hour.';
  const notYou = (what: string) =>
    `If you did not ask for this, ignore this email: ${what} If such emails keep coming, tell your portal administrator.`;
  switch (alias) {
    case 'auth-recovery':
      return plainEmail(`Reset your password for ${portal}`, [
        GREETING,
        `Someone asked to reset the password of your account on ${portal}. To choose a new password, open the link below; it signs you in and asks for the new password.`,
        link,
        once,
        notYou('your password stays as it is.'),
      ]);
    case 'auth-invite':
      return plainEmail(`You are invited to ${portal}`, [
        GREETING,
        `An administrator at ${brand} has invited you to join ${portal}, where the team writes the blog and answers clients. To accept, open the link below and choose your password.`,
        link,
        `${once} If it has expired, ask the administrator who invited you to send the invitation again.`,
        'If you were not expecting this invitation, ignore this email: no account is opened until the link is used.',
      ]);
    case 'auth-magiclink':
      return plainEmail(`Your sign-in link for ${portal}`, [
        GREETING,
        `Here is the link you asked for to sign in to ${portal}.`,
        link,
        once,
        notYou('nobody can sign in without opening this link.'),
      ]);
    case 'auth-email-change':
      return plainEmail(`Confirm the new email address of your ${brand} portal account`, [
        GREETING,
        `Someone asked to change the email address of your account on ${portal}${model.newEmail ? ` to ${model.newEmail}` : ''}. To confirm the change, open the link below.`,
        link,
        once,
        notYou('the address stays as it is.'),
      ]);
    case 'auth-reauthentication':
      return plainEmail(`Your confirmation code for ${portal}`, [
        GREETING,
        `To confirm a change to your account on ${portal}, enter this code where the portal asks for it: ${model.code ?? ''}`,
        'The code works once and expires in an hour.',
        notYou('nothing changes without the code.'),
      ]);
    case 'auth-signup':
      return plainEmail(`Confirm your email address for ${portal}`, [
        GREETING,
        `To confirm the email address of your account on ${portal}, open the link below.`,
        link,
        once,
        notYou('no account is confirmed without the link.'),
      ]);
  }
}

/** Renders a template with its model; unknown model keys are ignored, missing ones read as ''. */
export function renderEmail(alias: EmailTemplateAlias, model: TemplateModel): RenderedEmail {
  const brand = siteConfig.brandName;
  if (isAuthEmailTemplate(alias)) return authEmail(alias, model);
  if (alias.startsWith('booking-')) return bookingEmail(alias as Parameters<typeof bookingEmail>[0], model);
  if (isStaffNoticeTemplate(alias)) {
    const notice = staffNotice(alias, model);
    const footer = [notice.closing, `${brand} website`];
    return {
      subject: notice.subject,
      text: [...notice.lines, '', ...footer].join('\n\n'),
      html: layout(notice.subject, `${paragraphs(notice.lines)}\n${paragraphs(footer)}`),
    };
  }
  if (alias === 'calculator-confirmation') {
    const calculation = model.calculationType || 'Net Pay Calculator';
    const subject = `Your ${calculation} is unlocked`;
    const lines = [
      GREETING,
      `Thanks for using the ${calculation} from ${brand}. The calculator is unlocked for this email address; you can go back to it any time.`,
      'The results are estimates for planning. If you want payroll run for you, with filings and year-end forms handled, reply to this email or book a free consultation on our website.',
    ];
    return plainEmail(subject, lines);
  }
  if (alias === 'crm-forwarding-failed') {
    const name = model.name || 'there';
    const waiting = Number.parseInt(model.waitingCount ?? '', 10);
    const subject = 'Website inquiries are not reaching the CRM';
    const lines = [
      `Hi ${name},`,
      'The CRM has not accepted new inquiries from the website for a while, so the site has stopped retrying them for now.',
      Number.isFinite(waiting) && waiting > 0
        ? `${waiting === 1 ? '1 inquiry is' : `${waiting} inquiries are`} waiting to be forwarded. Nothing is lost: every inquiry is stored on the site and listed on the Inquiries page of the staff portal, where you can answer it directly.`
        : 'Nothing is lost: every inquiry is stored on the site and listed on the Inquiries page of the staff portal, where you can answer it directly.',
      'As soon as the CRM answers again, the waiting inquiries are sent to it automatically, each one once. You do not need to do anything.',
      ...(model.lastError ? [`The last error was: ${model.lastError}`] : []),
      'You will not get another email about this until the CRM has recovered.',
    ];
    const footer = [`${brand} website`];
    return {
      subject,
      text: [...lines, '', ...footer].join('\n\n'),
      html: layout(subject, `${paragraphs(lines)}\n${paragraphs(footer)}`),
    };
  }
  const service = model.serviceLabel || 'General Contact';
  return plainEmail(`We received your ${service} inquiry`, [
    GREETING,
    `Thank you for contacting ${brand} about ${service}. A member of our team will reply within 30 business minutes during the workday, otherwise on the next business day.`,
    'If you did not write to us, you can ignore this email: we will not contact you again about it.',
  ]);
}
