// The break-even form's raw strings → engine input, or messages keyed by field.
import * as z from 'zod/mini';
import { check } from '@firm/shared-contracts/validation';
import { field, parseAmount, parseWhole } from '../../lib/parse.ts';
import { breakEven, type BreakEvenInput, type BreakEvenResult } from './engine/breakEven.ts';

export const BREAK_EVEN_DEFAULTS = { fixed: '', price: '', variable: '', expected: '' } as const;
export type BreakEvenField = keyof typeof BREAK_EVEN_DEFAULTS;
export type BreakEvenValues = Readonly<Record<BreakEvenField, string>>;

export type BreakEvenFormOutcome =
  | { readonly ok: true; readonly input: BreakEvenInput; readonly result: BreakEvenResult }
  | { readonly ok: false; readonly errors: Partial<Record<BreakEvenField, string>> };

const breakEvenSchema = z.object({
  fixed: field((raw) => parseAmount(raw)),
  price: field((raw) => parseAmount(raw, { positive: true })),
  variable: field((raw) => parseAmount(raw, { blank: 0 })),
  // Optional: without it the result leaves out the margin of safety.
  expected: field<number | null>((raw) => (raw.trim() === '' ? { ok: true, value: null } : parseWhole(raw, 0, 1_000_000_000))),
});

export function runBreakEven(values: BreakEvenValues): BreakEvenFormOutcome {
  const checked = check<typeof breakEvenSchema, BreakEvenField>(breakEvenSchema, values);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const { fixed, price, variable, expected } = checked.value;
  const input: BreakEvenInput = {
    fixedCostsCents: fixed,
    pricePerUnitCents: price,
    variableCostPerUnitCents: variable,
    expectedUnits: expected,
  };
  const outcome = breakEven(input);
  if (!outcome.ok) return { ok: false, errors: { variable: outcome.error } };
  return { ok: true, input, result: outcome.result };
}
