// The payroll estimator's raw strings → engine input, or messages keyed by field.
import { PAYROLL_PACKAGES } from '@firm/shared-contracts/pricing';
import { parseAmount, parsePercent, parseWhole } from '../../lib/parse.ts';
import { estimatePayrollCost, type PayrollEstimate, type PayrollEstimateInput } from './engine/payrollEstimate.ts';

/**
 * Defaults: Nevada's rate for new employers (2.95 %) and its 2025 taxable wage base ($41,800),
 * as a starting point only; the visitor sets their own from their state's rate notice.
 */
export const PAYROLL_ESTIMATOR_DEFAULTS = { employees: '5', wages: '', sutaRate: '2.95', sutaBase: '41800.00' } as const;
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
