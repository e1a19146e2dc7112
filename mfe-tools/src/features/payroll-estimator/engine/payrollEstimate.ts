// The monthly cost of running payroll with the firm: the package fee (pricing.ts) plus the
// employer's side of payroll taxes for N employees. Integer cents; rates as exact decimals.
import type { PayrollPackage } from '@firm/shared-contracts';
import { MEDICARE_2026, SOCIAL_SECURITY_2026 } from '../../netpay/engine/federal2026.ts';
import { decimal, divInt, dollarsToCents, fromCents, mul, roundCents } from '../../netpay/engine/money.ts';

/**
 * Employer FICA matches the employee rates (6.2 % to the wage base, 1.45 % with no cap; the
 * additional 0.9 % Medicare is employee-only). FUTA: 6.0 % less the 5.4 % credit for timely state
 * contributions = 0.6 % on the first $7,000 of each employee's wages (IRS Pub 15 §14, Form 940).
 */
export const EMPLOYER_TAXES_2026 = {
  socialSecurityRate: SOCIAL_SECURITY_2026.employeeRate,
  socialSecurityWageBase: SOCIAL_SECURITY_2026.wageBase,
  medicareRate: MEDICARE_2026.employeeRate,
  futaRate: 0.006,
  futaWageBase: 7_000,
  source: 'IRS Pub 15 (2026) §9 and §14; SSA 2026 wage base; Form 940 instructions (0.6 % net FUTA rate)',
} as const;

export interface PayrollEstimateInput {
  readonly employees: number;
  /** Average yearly gross wages of one employee. */
  readonly annualWagesPerEmployeeCents: number;
  /** State unemployment (SUTA) rate as an exact decimal string, '0.0295' for 2.95 %. */
  readonly sutaRate: string;
  /** State unemployment taxable wage base per employee, per year. */
  readonly sutaWageBaseCents: number;
}

export interface EmployerTaxes {
  readonly socialSecurityCents: number;
  readonly medicareCents: number;
  readonly futaCents: number;
  readonly sutaCents: number;
  readonly totalCents: number;
}

export interface PackageCost {
  readonly title: string;
  readonly recommended: boolean;
  readonly serviceFeeMonthlyCents: number;
  /** Service fee + the employer taxes spread over 12 months. */
  readonly totalMonthlyCents: number;
  readonly totalAnnualCents: number;
}

export interface PayrollEstimate {
  /** One employee's employer taxes for the year. */
  readonly perEmployeeAnnual: EmployerTaxes;
  /** All employees, for the year. */
  readonly employerTaxesAnnual: EmployerTaxes;
  /** The year's employer taxes ÷ 12, to the cent. */
  readonly employerTaxesMonthlyCents: number;
  /** Gross wages of all employees per month (context: not part of the cost above). */
  readonly grossWagesMonthlyCents: number;
  readonly packages: readonly PackageCost[];
}

const times = (cents: number, rate: number | string) => roundCents(mul(fromCents(cents), decimal(rate)));

export function estimatePayrollCost(input: PayrollEstimateInput, packages: readonly PayrollPackage[]): PayrollEstimate {
  const wages = input.annualWagesPerEmployeeCents;
  const t = EMPLOYER_TAXES_2026;
  const socialSecurity = times(Math.min(wages, dollarsToCents(t.socialSecurityWageBase)), t.socialSecurityRate);
  const medicare = times(wages, t.medicareRate);
  const futa = times(Math.min(wages, dollarsToCents(t.futaWageBase)), t.futaRate);
  const suta = times(Math.min(wages, input.sutaWageBaseCents), input.sutaRate);
  const perEmployee: EmployerTaxes = {
    socialSecurityCents: socialSecurity,
    medicareCents: medicare,
    futaCents: futa,
    sutaCents: suta,
    totalCents: socialSecurity + medicare + futa + suta,
  };
  const n = input.employees;
  const all: EmployerTaxes = {
    socialSecurityCents: socialSecurity * n,
    medicareCents: medicare * n,
    futaCents: futa * n,
    sutaCents: suta * n,
    totalCents: perEmployee.totalCents * n,
  };
  const taxesMonthly = roundCents(divInt(fromCents(all.totalCents), 12));
  return {
    perEmployeeAnnual: perEmployee,
    employerTaxesAnnual: all,
    employerTaxesMonthlyCents: taxesMonthly,
    grossWagesMonthlyCents: roundCents(divInt(fromCents(wages * n), 12)),
    packages: packages.map((pkg) => {
      const fee = dollarsToCents(pkg.price + pkg.perEmployee * n);
      return {
        title: pkg.title,
        recommended: pkg.recommended,
        serviceFeeMonthlyCents: fee,
        totalMonthlyCents: fee + taxesMonthly,
        totalAnnualCents: fee * 12 + all.totalCents,
      };
    }),
  };
}
