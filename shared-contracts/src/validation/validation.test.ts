import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { check, emailAddress, fieldErrors, isValidEmail, requiredText } from './index.ts';

const signUp = z.object({
  name: requiredText('Enter your name.'),
  email: emailAddress({ required: 'Enter your email.', invalid: 'That is not an email address.' }),
  rows: z.array(z.object({ amount: z.string().check(z.minLength(1, 'Enter an amount.')) })),
});

describe('check', () => {
  it('returns the parsed value, trimmed where the schema trims', () => {
    expect(check(signUp, { name: '  Ana ', email: ' ana@shop.com ', rows: [] })).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@shop.com', rows: [] },
    });
  });

  it("returns each field's first message, nested fields by dotted path", () => {
    expect(check(signUp, { name: ' ', email: '', rows: [{ amount: '1' }, { amount: '' }] })).toEqual({
      ok: false,
      errors: { name: 'Enter your name.', email: 'Enter your email.', 'rows.1.amount': 'Enter an amount.' },
    });
    expect(check(signUp, { name: 'Ana', email: 'ana@shop', rows: [] })).toEqual({
      ok: false,
      errors: { email: 'That is not an email address.' },
    });
  });

  it('answers a value of the wrong type with the field message, without throwing', () => {
    expect(check(signUp, { name: 7, email: null, rows: [] })).toEqual({
      ok: false,
      errors: { name: 'Enter your name.', email: 'Enter your email.' },
    });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of a path', () => {
    const result = z.safeParse(z.string().check(z.minLength(3, 'Too short.'), z.regex(/^\d+$/, 'Digits only.')), 'a');
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error.issues)).toEqual({ '': 'Too short.' });
  });
});

describe('isValidEmail', () => {
  it('is the rule the functions apply', () => {
    expect(isValidEmail('maria@desertwick.com')).toBe(true);
    expect(isValidEmail('maria@shop')).toBe(false);
    expect(isValidEmail('a@b..com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(249)}@b.co`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});
