// The break-even form's raw strings → engine input, or messages keyed by field.
import { parseAmount, parseWhole } from '../../lib/parse.ts';
import { breakEven, type BreakEvenInput, type BreakEvenResult } from './engine/breakEven.ts';

export const BREAK_EVEN_DEFAULTS = { fixed: '', price: '', variable: '', expected: '' } as const;
export type BreakEvenField = keyof typeof BREAK_EVEN_DEFAULTS;
export type BreakEvenValues = Readonly<Record<BreakEvenField, string>>;

export type BreakEvenFormOutcome =
  | { readonly ok: true; readonly input: BreakEvenInput; readonly result: BreakEvenResult }
  | { readonly ok: false; readonly errors: Partial<Record<BreakEvenField, string>> };

export function runBreakEven(values: BreakEvenValues): BreakEvenFormOutcome {
  const errors: Partial<Record<BreakEvenField, string>> = {};
  const fixed = parseAmount(values.fixed);
  if (!fixed.ok) errors.fixed = fixed.error;
  const price = parseAmount(values.price, { positive: true });
  if (!price.ok) errors.price = price.error;
  const variable = parseAmount(values.variable, { blank: 0 });
  if (!variable.ok) errors.variable = variable.error;
  let expected: number | null = null;
  if (values.expected.trim() !== '') {
    const parsed = parseWhole(values.expected, 0, 1_000_000_000);
    if (!parsed.ok) errors.expected = parsed.error;
    else expected = parsed.value;
  }
  if (!fixed.ok || !price.ok || !variable.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const input: BreakEvenInput = {
    fixedCostsCents: fixed.value,
    pricePerUnitCents: price.value,
    variableCostPerUnitCents: variable.value,
    expectedUnits: expected,
  };
  const outcome = breakEven(input);
  if (!outcome.ok) return { ok: false, errors: { variable: outcome.error } };
  return { ok: true, input, result: outcome.result };
}
