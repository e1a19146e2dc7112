// The payroll estimator's raw strings → engine input, or messages keyed by field.
import { PAYROLL_PACKAGES } from '@firm/shared-contracts/pricing';
import { parseAmount, parsePercent, parseWhole } from '../../lib/parse.ts';
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

export function runPayrollEstimate(values: PayrollEstimatorValues): PayrollEstimatorOutcome {
  const errors: Partial<Record<PayrollEstimatorField, string>> = {};
  const employees = parseWhole(values.employees, 1, MAX_EMPLOYEES);
  if (!employees.ok) errors.employees = employees.error;
  const wages = parseAmount(values.wages, { positive: true });
  if (!wages.ok) errors.wages = wages.error;
  const rate = parsePercent(values.sutaRate);
  if (!rate.ok) errors.sutaRate = rate.error;
  const base = parseAmount(values.sutaBase, { blank: 0 });
  if (!base.ok) errors.sutaBase = base.error;
  if (!employees.ok || !wages.ok || !rate.ok || !base.ok) return { ok: false, errors };
  const input: PayrollEstimateInput = {
    employees: employees.value,
    annualWagesPerEmployeeCents: wages.value,
    sutaRate: rate.value,
    sutaWageBaseCents: base.value,
  };
  return { ok: true, input, estimate: estimatePayrollCost(input, PAYROLL_PACKAGES) };
}
