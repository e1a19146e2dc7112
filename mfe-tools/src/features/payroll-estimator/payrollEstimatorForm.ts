// The payroll estimator's raw strings → engine input, or messages keyed by field.
import * as z from 'zod/mini';
import { PAYROLL_PACKAGES } from '@firm/shared-contracts/pricing';
import { check } from '@firm/shared-contracts/validation';
import { field, parseAmount, parsePercent, parseWhole } from '../../lib/parse.ts';
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
