// The payroll estimator's raw strings → engine input, or messages keyed by field.
import * as z from 'zod/mini';
import { PAYROLL_PACKAGES } from '@firm/shared-contracts/pricing';
import { check } from '@firm/shared-contracts/validation';
import { field, parseAmount, parsePercent, parseWhole } from '../../lib/parse.ts';
import { estimatePayrollCost, type PayrollEstimate, type PayrollEstimateInput } from './engine/payrollEstimate.ts';

/**
 * Nevada's unemployment insurance taxable wage base, the default of the estimator. The 2026 base
 * was not found in any source read; the latest one Nevada has published is 2025's, $41,800
 * (DETR's Employment Security Division, unemployment insurance tax, "Taxable Wage Base for 2025":
 * "the taxable wage base for calendar year 2025 is $41,800"). It is shown with its year, so a
 * visitor never takes it for this year's; replace it once DETR publishes 2026's.
 */
export const NEVADA_UI_WAGE_BASE = { year: 2025, dollars: 41_800 } as const;

/** The wage base field's hint: what the base is, and which year the Nevada figure is. */
export function wageBaseHint(base: { year: number; dollars: number } = NEVADA_UI_WAGE_BASE): string {
  return `Yearly wages per employee the rate applies to. Nevada's latest published base is $${base.dollars.toLocaleString('en-US')} (${base.year}); use the one on your rate notice.`;
}

/**
 * Defaults: Nevada's rate for new employers (2.95 %) and its latest published taxable wage base,
 * as a starting point only; the visitor sets their own from their state's rate notice.
 */
export const PAYROLL_ESTIMATOR_DEFAULTS = {
  employees: '5',
  wages: '',
  sutaRate: '2.95',
  sutaBase: NEVADA_UI_WAGE_BASE.dollars.toFixed(2),
} as const;
export type PayrollEstimatorField = keyof typeof PAYROLL_ESTIMATOR_DEFAULTS;
export type PayrollEstimatorValues = Readonly<Record<PayrollEstimatorField, string>>;

export const MAX_EMPLOYEES = 10_000;

export type PayrollEstimatorOutcome =
  | { readonly ok: true; readonly input: PayrollEstimateInput; readonly estimate: PayrollEstimate }
  | { readonly ok: false; readonly errors: Partial<Record<PayrollEstimatorField, string>> };

const payrollEstimatorSchema = z.object({
  employees: field((raw) => parseWhole(raw, 1, MAX_EMPLOYEES)),
  wages: field((raw) => parseAmount(raw, { positive: true })),
  sutaRate: field(parsePercent),
  sutaBase: field((raw) => parseAmount(raw, { blank: 0 })),
});

export function runPayrollEstimate(values: PayrollEstimatorValues): PayrollEstimatorOutcome {
  const checked = check<typeof payrollEstimatorSchema, PayrollEstimatorField>(payrollEstimatorSchema, values);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const input: PayrollEstimateInput = {
    employees: checked.value.employees,
    annualWagesPerEmployeeCents: checked.value.wages,
    sutaRate: checked.value.sutaRate,
    sutaWageBaseCents: checked.value.sutaBase,
  };
  return { ok: true, input, estimate: estimatePayrollCost(input, PAYROLL_PACKAGES) };
}
