// How forms and functions check what people type: a zod schema per form, whose checks carry the
// exact message each field shows, and the few rules more than one form needs. zod/mini rather than
// the chained API: its checks are separate functions, so a page downloads only those it uses
// (docs/architecture.md#d33). A failed check is a message by field, never an exception.
import * as z from 'zod/mini';

/** The first message of each field that failed, by its dotted path ('email', 'items.0.amount'). */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function fieldErrors<K extends string = string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<K>;
}

export type Checked<T, K extends string = string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<K> };

/** `input` through `schema`: the parsed value, or the messages by field. */
export function check<S extends z.ZodMiniType, K extends string = string>(schema: S, input: unknown): Checked<z.output<S>, K> {
  const result = z.safeParse(schema, input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors<K>(result.error.issues) };
}

/** The longest address mail servers accept. */
export const EMAIL_MAX_LENGTH = 254;

/** The HTML email rule (what type="email" accepts) plus a dot in the domain, as a CRM needs. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The one email rule of the site: every form and every function that takes an address uses it. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** A text field: trimmed, with `required` said when it is left blank. */
export function requiredText(required: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required));
}

/** A text field holding an email address: `required` when blank, `invalid` when not an address. */
export function emailAddress(messages: { required: string; invalid: string }) {
  return requiredText(messages.required).check(z.refine<string>(isValidEmail, messages.invalid));
}

// ---------------------------------------------------------------------------------------------
// The honeypot of the public forms that store a visitor's request (the contact form, the booking
// page): a field hidden from people and from assistive technology, which form-filling robots
// fill. The function answers a filled one as it would a success, with this thank-you, and stores
// and sends nothing, so the robot learns nothing to adapt to.

/** The hidden field's name: a name robots expect to fill. */
export const HONEYPOT_FIELD = 'website';

/** What a request that filled the honeypot is told (as if it had been received). */
export const HONEYPOT_THANKS = 'Thank you. Your request was received.';

/** Whether a request body filled the honeypot field. */
export function filledHoneypot(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}
