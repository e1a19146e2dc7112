// State-specific withholding rules that the generic formula (annual wages − standard deduction −
// allowances/exemptions − dependents, brackets or flat rate, − credits) does not cover.
// Each figure is transcribed from the reference file shared/reference/state-income-tax-2026.json
// (key `states.<CODE>`), unless marked otherwise; sources are the ones listed there.

import type { StateCode } from './stateTypes.ts';

/** Per-dependent annual deduction, where the state has one. */
export const STATE_DEPENDENT_AMOUNT_2026: Partial<Record<StateCode, { readonly amount: number; readonly source: string; readonly verified: boolean }>> = {
  // states.GA.dependentAmount.statutory2026 (PolicyEngine, HB 463); the Jan-2026 guide has $4,000.
  GA: { amount: 5_000, source: 'reference GA.dependentAmount.statutory2026 (PolicyEngine, HB 463)', verified: false },
  // states.IN.dependentAmount.perAdditionalDependentExemption (repo only, Departmental Notice #1).
  IN: { amount: 3_000, source: 'reference IN.dependentAmount (repo, Departmental Notice #1)', verified: false },
  // states.MA.dependentAmount.perDependent (Circular M).
  MA: { amount: 1_000, source: 'reference MA.dependentAmount.perDependent', verified: true },
  // states.MS.dependentAmount.perDependent (Pub. 89-700).
  MS: { amount: 1_500, source: 'reference MS.dependentAmount.perDependent', verified: true },
};

/** Arizona Form A-4: employee elects a percentage of gross taxable wages. states.AZ.withholding. */
export const ARIZONA_A4_2026 = {
  electionRates: [0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035],
  defaultRateNoA4: 0.02,
} as const;

/** California EDD Method B (DE 44, 2026). states.CA.withholding and states.CA.standardDeduction. */
export const CALIFORNIA_METHOD_B_2026 = {
  /** Annual wages at or below these are exempt from withholding. */
  lowIncomeExemptionAnnual: {
    single: 18_896,
    marriedZeroOrOneAllowance: 18_896,
    marriedTwoOrMoreAllowances: 37_791,
    headOfHousehold: 37_791,
  },
  /** Married with 0 or 1 allowance uses the single standard deduction. */
  standardDeductionMarriedZeroOrOneAllowance: 5_706,
} as const;

/**
 * Alabama withholding formula (2026 booklet): sliding standard deduction by annual gross wages,
 * federal income tax withheld is deductible, dependent deduction by gross income.
 * states.AL.standardDeduction.note, states.AL.dependentAmount, states.AL.withholding.
 */
export const ALABAMA_2026 = {
  standardDeduction: {
    // maximum, step per $500 of gross above `phaseOutFrom − 1`, minimum
    single: { max: 3_000, step: 25, min: 2_500 },
    married: { max: 8_500, step: 175, min: 5_000 },
    headOfHousehold: { max: 5_200, step: 135, min: 2_500 },
    /** "at <= $25,999": the first reduction applies from $26,000. */
    phaseOutFrom: 26_000,
    stepWidth: 500,
  },
  dependentTiers: [
    { grossIncomeUpTo: 50_000, amount: 1_000 },
    { grossIncomeUpTo: 100_000, amount: 500 },
    { grossIncomeUpTo: null, amount: 300 },
  ],
  federalIncomeTaxDeductible: true,
} as const;

/**
 * South Carolina WH-1603F (Jan 2026): standard deduction 10 % of annual wages, at most $7,500,
 * only when at least one allowance is claimed. states.SC.standardDeduction.note.
 */
export const SOUTH_CAROLINA_2026 = { standardDeductionRate: 0.1, standardDeductionMax: 7_500 } as const;

/**
 * Utah Pub 14: credit = allowance base ($450 single, $900 married) reduced by 1.3 % of annual
 * wages over $9,107 / $18,213. states.UT.allowance (repo values, single-sourced).
 */
export const UTAH_2026 = {
  creditPerAllowance: { single: 450, married: 900 },
  phaseOutThreshold: { single: 9_107, married: 18_213 },
  phaseOutRate: 0.013,
} as const;

/**
 * Connecticut TPG-211: maximum personal exemption reduced by $1,000 for each $1,000 (or part) of
 * annual wages over the threshold. states.CT.personalExemption.note. The 2 % phase-out add-back,
 * the benefit recapture and the personal tax credit of TPG-211 are not in the reference and are
 * not applied, so CT results are estimates.
 */
export const CONNECTICUT_2026 = {
  maxExemption: { single: 15_000, married: 24_000, headOfHousehold: 19_000 },
  phaseOutThreshold: { single: 30_000, married: 48_000, headOfHousehold: 38_000 },
  reductionPerStep: 1_000,
  stepWidth: 1_000,
} as const;

/**
 * States where traditional 401(k)/403(b)/457(b) deferrals are NOT excluded from state taxable
 * wages. Not in the reference file: Pennsylvania taxes employee elective deferrals
 * (PA Department of Revenue, REV-415 Employer Withholding Information Guide, "Compensation";
 * 61 Pa. Code § 101.6). Marked unverified until checked against the 2026 guide.
 */
export const RETIREMENT_DEFERRALS_STATE_TAXABLE: Partial<Record<StateCode, { readonly source: string; readonly verified: boolean }>> = {
  PA: { source: 'PA REV-415 / 61 Pa. Code § 101.6 (not in the reference file)', verified: false },
};
