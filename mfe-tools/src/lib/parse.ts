// Input parsing shared by the calculators: every value a visitor types is a string; these turn it
// into integer cents, whole numbers or percentages, or into a message the form shows under the
// field. Nothing here returns NaN. A form's zod schema reads each field with one of them (`field`).
import * as z from 'zod/mini';
import { formatNumber } from '@firm/shared-contracts/format';
import { MESSAGES, parseMoney } from '../features/netpay/engine/index.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export const TOOL_MESSAGES = {
  required: 'Enter an amount.',
  moreThanZero: 'Enter an amount more than 0.',
  wholeNumber: 'Enter a whole number, like 12.',
  wholeNumberRange: (min: number, max: number) => `Enter a whole number from ${formatNumber(min)} to ${formatNumber(max)}.`,
  percent: 'Enter a percentage between 0 and 100, like 2.95.',
  month: 'Choose a month.',
} as const;

/** Dollars and cents ('1,250.00', '$1250') → cents; blank is `blank` (null = required). */
export function parseAmount(raw: string, options: { blank?: number | null; positive?: boolean } = {}): Parsed<number> {
  const blank = options.blank === undefined ? null : options.blank;
  const result = parseMoney(raw, blank);
  if (result === null) return { ok: false, error: TOOL_MESSAGES.required };
  if ('error' in result) return { ok: false, error: result.error };
  if (options.positive && result.cents <= 0) return { ok: false, error: TOOL_MESSAGES.moreThanZero };
  return { ok: true, value: result.cents };
}

/** A whole number within [min, max]. */
export function parseWhole(raw: string, min: number, max: number): Parsed<number> {
  const text = raw.trim().replace(/,/g, '');
  if (text === '') return { ok: false, error: TOOL_MESSAGES.wholeNumberRange(min, max) };
  if (!/^\d+$/.test(text)) return { ok: false, error: TOOL_MESSAGES.wholeNumberRange(min, max) };
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return { ok: false, error: TOOL_MESSAGES.wholeNumberRange(min, max) };
  }
  return { ok: true, value };
}

/**
 * A percentage ('2.95') kept exact as a decimal string of the rate ('0.0295'), so the engines can
 * turn it into a fraction without binary floating point.
 */
export function parsePercent(raw: string): Parsed<string> {
  const text = raw.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(text)) return { ok: false, error: TOOL_MESSAGES.percent };
  const [whole = '0', fraction = ''] = text.split('.');
  if (Number(whole) > 100 || (Number(whole) === 100 && /[1-9]/.test(fraction))) return { ok: false, error: TOOL_MESSAGES.percent };
  // percent / 100 as a decimal string: shift the point two places left.
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  const rate = `${digits.slice(0, -2 - fraction.length) || '0'}.${digits.slice(-2 - fraction.length)}`;
  return { ok: true, value: String(rate.replace(/^0+(?=\d)/, '')) };
}

/**
 * A form field read by one of the parsers above, as a zod schema: the parsed value, or the
 * parser's message as the field's issue. The cents arithmetic stays in the parsers (and the net
 * pay engine's parseMoney), so every calculator reads amounts the same exact way.
 */
export function field<T>(parse: (raw: string) => Parsed<T>) {
  return z.pipe(
    z.string(),
    z.transform((raw: string, context) => {
      const parsed = parse(raw);
      if (parsed.ok) return parsed.value;
      context.issues.push({ code: 'custom', message: parsed.error, input: raw });
      return z.NEVER;
    }),
  );
}

export { MESSAGES as NET_PAY_MESSAGES };
