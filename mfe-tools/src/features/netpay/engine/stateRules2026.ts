// State-specific withholding rules that the generic formula (annual wages − standard deduction −
// allowances/exemptions − dependents, brackets or flat rate, − credits) does not cover.
// Each figure names its source beside it: the state's published withholding document (for the
// states rebuilt on their employer method, the `document` entry gives its title, revision, where
// it was read and the source of every figure) or the sources listed with the state's entry in
// stateData2026.ts.

import type { StateCode } from './stateTypes.ts';

/** Per-dependent annual deduction, where the state has one. */
export const STATE_DEPENDENT_AMOUNT_2026: Partial<Record<StateCode, { readonly amount: number; readonly source: string; readonly verified: boolean }>> = {
  // Statutory 2026 amount (HB 463, via PolicyEngine); the Jan-2026 employer guide has $4,000.
  GA: { amount: 5_000, source: 'Georgia HB 463 statutory 2026 amount, via PolicyEngine', verified: false },
  // Per additional dependent exemption (Departmental Notice #1), from a third-party calculator only.
  IN: { amount: 3_000, source: 'Indiana Departmental Notice #1, via a third-party calculator only', verified: false },
  // Circular M.
  MA: { amount: 1_000, source: 'Massachusetts Circular M', verified: true },
  // Pub. 89-700.
  MS: { amount: 1_500, source: 'Mississippi Pub. 89-700', verified: true },
};

/** Arizona Form A-4: employee elects a percentage of gross taxable wages. */
export const ARIZONA_A4_2026 = {
  electionRates: [0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035],
  defaultRateNoA4: 0.02,
} as const;

/** California EDD Method B (DE 44, 2026): low-income exemption and standard deduction. */
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
 * only when at least one allowance is claimed.
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
 * annual wages over the threshold. The 2 % phase-out add-back, the benefit recapture and the
 * personal tax credit of TPG-211 were not found in the sources read and are not applied, so CT
 * results are estimates.
 */
export const CONNECTICUT_2026 = {
  maxExemption: { single: 15_000, married: 24_000, headOfHousehold: 19_000 },
  phaseOutThreshold: { single: 30_000, married: 48_000, headOfHousehold: 38_000 },
  reductionPerStep: 1_000,
  stepWidth: 1_000,
} as const;

/**
 * States where traditional 401(k)/403(b)/457(b) deferrals are NOT excluded from state taxable
 * wages. Pennsylvania taxes employee elective deferrals
 * (PA Department of Revenue, REV-415 Employer Withholding Information Guide, "Compensation";
 * 61 Pa. Code § 101.6). Marked unverified until checked against the 2026 guide.
 */
export const RETIREMENT_DEFERRALS_STATE_TAXABLE: Partial<Record<StateCode, { readonly source: string; readonly verified: boolean }>> = {
  PA: { source: 'PA REV-415 / 61 Pa. Code § 101.6', verified: false },
};

/** The employer withholding document a state's method follows, as read. */
export interface WithholdingDocument {
  readonly title: string;
  readonly revision: string;
  readonly where: string;
  /** Where each figure used comes from, and what could not be confirmed. */
  readonly figureSources: readonly string[];
}

/**
 * New Jersey: NJ-WT rate tables (percentage method), selected by the NJ-W4 filing status, with
 * $1,000 a year per NJ-W4 allowance. Not the Gross Income Tax brackets.
 * Annual payroll period rows, "If the amount of taxable wages is over … the amount of income tax
 * to be withheld is base + rate of the excess over …".
 */
export const NEW_JERSEY_NJWT = {
  document: {
    title: 'NJ-WT, New Jersey Income Tax Withholding Instructions: Tables for Percentage Method of Withholding (Rate "A" to "E")',
    revision: 'tables applicable to wages, salaries and commissions paid on and after October 1, 2020 (latest read; no 2026 revision read)',
    where:
      'https://www.nj.gov/treasury/taxation/pdf/current/njwt.pdf (not readable here); table text read from copies: ' +
      'https://info.5y1.org/payroll-withholding-tax-tables-2021_1_91e173.html, https://copiara.org/new-jersey-tax-rate-table-1920 ' +
      '(Rate A per-period tables, 11.8 % over $1,000,000), and the NJ-W4 "Rate tables for wage chart" ' +
      '(https://fill.io/Form-NJ-W4-Employee-s-Withholding-Allowance-Certificate-2-Filing, ' +
      'https://fill.io/Form-NJ-W4-Married-Civil-Union-Partner-Separate-Employees-Withholding-ed4c3737: annual Rate A and Rate B rows).',
    figureSources: [
      'Allowance $1,000 a year (annual payroll period heading "Allowance $1,000"; weekly $19.20, biweekly $38.40, monthly $83.30).',
      'Rate A annual: 1.5 % to 20,000; 300.00 + 2.0 % to 35,000; 600.00 + 3.9 % to 40,000; 795.00 + 6.1 % to 75,000; 2,930.00 + 7.0 % to 500,000; 32,680.00 + 9.9 % (NJ-W4 rate tables).',
      'Rate B annual: 1.5 % to 20,000; 300.00 + 2.0 % to 50,000; 900.00 + 2.7 % to 70,000; 1,440.00 + 3.9 % to 80,000; 1,830.00 + 6.1 % to 150,000; 6,100.00 + 7.0 % to 500,000; 30,600.00 + 9.9 % (NJ-W4 rate tables).',
      '11.8 % over $1,000,000: weekly Rate A row "$19,231: $1,580.38 + 11.8 %" (19,231 × 52 ≈ 1,000,000) and the NJ-WT note that the rate on wages over $1,000,000 is 11.8 % for all tables; the annual 11.8 % row itself was not read.',
      'Filing status → table (NJ-W4 line 2): Single and Married/CU partner separate → Rate A; Married/CU couple joint, Head of household, Qualifying widow(er) → Rate B. Rates C, D, E (NJ-W4 line 3 wage chart) are not offered by the calculator.',
      'Unconfirmed: that no 2026 revision changed these tables (the Gross Income Tax rates they follow are unchanged since 2020).',
    ],
  } satisfies WithholdingDocument,
  allowanceAnnual: 1_000,
  /** Annual payroll period, marginal form of the published rows (base = tax on the lower rows). */
  rateTables: {
    A: [
      { over: 0, rate: 0.015 },
      { over: 20_000, rate: 0.02 },
      { over: 35_000, rate: 0.039 },
      { over: 40_000, rate: 0.061 },
      { over: 75_000, rate: 0.07 },
      { over: 500_000, rate: 0.099 },
      { over: 1_000_000, rate: 0.118 },
    ],
    B: [
      { over: 0, rate: 0.015 },
      { over: 20_000, rate: 0.02 },
      { over: 50_000, rate: 0.027 },
      { over: 70_000, rate: 0.039 },
      { over: 80_000, rate: 0.061 },
      { over: 150_000, rate: 0.07 },
      { over: 500_000, rate: 0.099 },
      { over: 1_000_000, rate: 0.118 },
    ],
  },
  /** Published "base" column of the annual rows, to check the marginal form against. */
  publishedBases: {
    A: [[20_000, 300], [35_000, 600], [40_000, 795], [75_000, 2_930], [500_000, 32_680]],
    B: [[20_000, 300], [50_000, 900], [70_000, 1_440], [80_000, 1_830], [150_000, 6_100], [500_000, 30_600]],
  },
  tableByStatus: { single: 'A', married: 'B', headOfHousehold: 'B' },
} as const;

/**
 * North Carolina NC-30: one table for "Single Person, Married Person, or Surviving Spouse" (the
 * married-filing-jointly withholding uses the single standard deduction, not the return's
 * $25,500), another for head of household; NC-4 allowances; flat rate; the final result rounded
 * to the nearest whole dollar.
 */
export const NORTH_CAROLINA_NC30 = {
  document: {
    title: 'NC-30, Income Tax Withholding Tables and Instructions for Employers (North Carolina Department of Revenue)',
    revision:
      'method and rounding read in the 2017 edition (Percentage Method example, "Formula Tables for Annualized Method Withholding Computations"); the 2026 edition was not readable here',
    where:
      'https://www.ncdor.gov/income-tax-withholding-tables-and-instructions-employers/open (2026, not readable here); ' +
      'https://www.formsbank.com/template/268580/form-nc-30-income-tax-withholding-tables-and-instructions-for-employers-north-carolina-2017.html?page=17',
    figureSources: [
      'Method: NC-30 formula tables, "Single Person, Married Person, or Surviving Spouse" share one standard deduction; head of household has its own (NC-30 2017, p. 17).',
      'Rounding: "Round off the final result of calculations to the nearest whole dollar" (NC-30 2017, annualized method heading); the percentage-method example withholds $10.00.',
      'Rate 3.99 % for 2026: N.C.G.S. 105-153.7 as amended by S.L. 2023-134 (H259), via PolicyEngine policyengine_us/parameters/gov/states/nc/tax/income/rate.yaml; not read in the 2026 NC-30.',
      'Standard deduction for withholding $12,750 (single, married, surviving spouse) and $19,125 (head of household): NC return deductions (PolicyEngine deductions/standard/amount.yaml: 12,750 single, 19,125 HoH); the single figure applied to married withholding follows the NC-30 table structure. Not read in the 2026 NC-30.',
      'Allowance $2,500 per NC-4 allowance: NC-30 2017 ("Multiply the number of allowances by $2,500.00"); no later change found.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.0399,
  standardDeduction: { single: 12_750, married: 12_750, headOfHousehold: 19_125 },
  allowance: 2_500,
} as const;

/**
 * Massachusetts Circular M, percentage method, per payroll period: wages − Social Security,
 * Medicare (and public retirement) withheld, until $2,000 has been subtracted in the year −
 * exemption amount → × 5 %.
 */
export const MASSACHUSETTS_CIRCULAR_M = {
  document: {
    title: 'Circular M, Massachusetts Income Tax Withholding Tables (Department of Revenue), percentage method',
    revision: 'tables at 5.0 %, effective January 1, 2026 (title only: its text was not readable here)',
    where:
      'https://www.mass.gov/doc/massachusetts-circular-m-income-tax-withholding-tables-at-50-effective-january-1-2026/download (not readable here); ' +
      'method text read in Circular M 2012 (https://accountingportal.com/massachusetts-circular-withholding-tables) and the 2026 summary at ' +
      'https://www.halfpricesoft.com/2026/taxrate-massachusetts-2026',
    figureSources: [
      'Step 1: "Subtract the amount deducted for the U.S. Social Security (FICA), Medicare, Massachusetts, United States or Railroad Retirement systems. The total amount subtracted may not exceed $2,000. When, during the year, the total amount subtracted reaches … $2,000 …, discontinue this step." (Circular M percentage method; $2,000 a year repeated in the 2026 summary).',
      'Step 2: subtract the exemption amount for the payroll period; 0 exemptions: none.',
      'Step 3: multiply by the rate: 5.0 % (Circular M 2026 title; M.G.L. c. 62 § 4).',
      'Exemption amount: $4,400 for the first exemption and $1,000 for each further one a year (PolicyEngine exemptions/personal.yaml; a third-party calculator agrees); the per-period factors printed in the 2026 Circular M were not read, so annual ÷ periods is used.',
      'Not applied: the head-of-household and blindness reductions (2026 summary: $120 and $110 a year, third-party, unconfirmed) and the 4 % surtax (2026 threshold not found).',
    ],
  } satisfies WithholdingDocument,
  rate: 0.05,
  retirementDeductionMaxAnnual: 2_000,
  firstExemption: 4_400,
  furtherExemption: 1_000,
} as const;

