// State-specific withholding rules that the generic formula (annual wages − standard deduction −
// allowances/exemptions − dependents, brackets or flat rate, − credits) does not cover.
// Each figure names its source beside it: the state's published withholding document (for the
// states rebuilt on their employer method, the `document` entry gives its title, revision, where
// it was read and the source of every figure) or the sources listed with the state's entry in
// stateData2026.ts.

import type { RateBracket, ScheduleRow, StateCode } from './stateTypes.ts';

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

/**
 * What a blank allowances field means where the state's own rule for an employee who gave no
 * certificate differs from the calculator's usual 1 (2 when married). Each rule is the state's
 * document's (see the state's `document` entry).
 */
export const STATE_DEFAULT_ALLOWANCES: Partial<Record<StateCode, { readonly allowances: number; readonly rule: string }>> = {
  OH: { allowances: 0, rule: 'no Form IT 4 on file: 0 exemptions' },
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

/**
 * Where the 2026 documents below were read: a public transcription of each official file (address,
 * revision and SHA-256 recorded with it), checked against the document's own worked examples.
 */
const transcription = (path: string): string =>
  `read in the public transcription github.com/rhamenator/BrassLedger, tax-content/us/${path} (records the official file's address, revision and SHA-256)`;

/**
 * Oregon: BASE = annual wages − federal tax withheld (capped) − standard deduction; tax from the
 * table for wages under or over $50,000; − $263 per OR-W-4 allowance; ÷ pay periods.
 */
export const OREGON_150_206_436 = {
  document: {
    title: 'Oregon Withholding Tax Formulas, publication 150-206-436 (Oregon Department of Revenue)',
    revision: '2026 edition, Rev. 12-31-25',
    where: `https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf; ${transcription('or/2026-source-capture.json')}`,
    figureSources: [
      'BASE = annual wages − federal tax withheld (not more than the federal subtraction) − standard deduction: $2,910 single or head of household with fewer than 3 OR-W-4 allowances; $5,820 single with 3 or more allowances, or married.',
      'Federal subtraction at most $8,750; from annual wages of $125,000 (single) or $250,000 (married) it falls to $7,000, then $5,250, $3,500, $1,750 and 0 in steps of $5,000 (single) or $10,000 (married).',
      'Wages under $50,000, single with fewer than 3 allowances: 263 + 4.75 % of BASE to 4,550; 479 + 6.75 % over 4,550 to 11,400; 941 + 8.75 % over 11,400. Married or 3+ allowances: 263 + 4.75 % to 9,100; 695 + 6.75 % over 9,100 to 22,800; 1,620 + 8.75 % over 22,800.',
      'Wages of $50,000 or more: single 678 + 8.75 % of BASE over 11,400 to 125,000, 10,618 + 9.9 % over 125,000; married 1,357 + 8.75 % over 22,800 to 250,000, 21,237 + 9.9 % over 250,000. (The under-$50,000 bases carry the $263 credit, these do not: the publication has that step at $50,000.)',
      'Minus $263 (personal exemption credit) per OR-W-4 allowance; no allowances when annual wages are over $100,000 (single) or $200,000 (married); ÷ pay periods.',
      'Official example 1: single, $25,000 a year, 0 allowances, $1,000 federal tax withheld → BASE 21,090, $1,789 a year (the example\'s introduction says 21,165 and 1,798; its detailed lines, replayed in the tests, say 21,090 and 1,789).',
      'Rounding: the employer may round to the nearest dollar, so this calculator keeps cents.',
      'Unconfirmed: the publication\'s FAQ still says $8,500 for the federal subtraction; its tables and examples use $8,750, used here.',
    ],
  } satisfies WithholdingDocument,
  standardDeduction: { fewerThanThreeAllowances: 2_910, threeOrMoreOrMarried: 5_820 },
  exemptionCredit: 263,
  federalSubtractionMax: 8_750,
  /** For annual wages of at least `from`, the federal subtraction is at most `max`. */
  federalSubtractionPhaseOut: {
    single: [
      { from: 125_000, max: 7_000 },
      { from: 130_000, max: 5_250 },
      { from: 135_000, max: 3_500 },
      { from: 140_000, max: 1_750 },
      { from: 145_000, max: 0 },
    ],
    married: [
      { from: 250_000, max: 7_000 },
      { from: 260_000, max: 5_250 },
      { from: 270_000, max: 3_500 },
      { from: 280_000, max: 1_750 },
      { from: 290_000, max: 0 },
    ],
  },
  noAllowancesOver: { single: 100_000, married: 200_000 },
  highWageTablesFrom: 50_000,
  /** `single`: single or head of household with fewer than 3 allowances; `married`: married, or 3+ allowances. */
  tables: {
    single: {
      underHighWage: [
        { over: 0, base: 263, rate: 0.0475 },
        { over: 4_550, base: 479, rate: 0.0675 },
        { over: 11_400, base: 941, rate: 0.0875 },
      ],
      highWage: [
        { over: 11_400, base: 678, rate: 0.0875 },
        { over: 125_000, base: 10_618, rate: 0.099 },
      ],
    },
    married: {
      underHighWage: [
        { over: 0, base: 263, rate: 0.0475 },
        { over: 9_100, base: 695, rate: 0.0675 },
        { over: 22_800, base: 1_620, rate: 0.0875 },
      ],
      highWage: [
        { over: 22_800, base: 1_357, rate: 0.0875 },
        { over: 250_000, base: 21_237, rate: 0.099 },
      ],
    },
  } satisfies Record<'single' | 'married', Record<'underHighWage' | 'highWage', readonly ScheduleRow[]>>,
} as const;

/**
 * Minnesota computer formula: annual wages − $5,300 per W-4MN allowance, then the annual
 * schedule of the W-4MN status (its first row is the built-in standard deduction), ÷ periods.
 */
export const MINNESOTA_WITHHOLDING_2026 = {
  document: {
    title: 'Minnesota Income Tax Withholding Instruction Booklet and Tax Tables (Minnesota Department of Revenue), computer formula',
    revision: '2026 edition ("start using January 1, 2026")',
    where: `https://www.revenue.state.mn.us/sites/default/files/2025-12/wh-inst-26.pdf; ${transcription('mn/2026-source-capture.json')}`,
    figureSources: [
      'Allowance: $5,300 a year per W-4MN allowance, subtracted from annualized wages.',
      'Single annual schedule: 0 to 4,700; 5.35 % over 4,700 to 38,010; 1,782.09 + 6.8 % over 38,010 to 114,130; 6,958.25 + 7.85 % over 114,130 to 207,850; 14,315.27 + 9.85 % over 207,850.',
      'Married annual schedule: 0 to 14,700; 5.35 % over 14,700 to 63,400; 2,605.45 + 6.8 % over 63,400 to 208,180; 12,450.49 + 7.85 % over 208,180 to 352,630; 23,789.82 + 9.85 % over 352,630.',
      'W-4MN has Single and Married only: head of household uses the single schedule.',
      'Rounding: "the employer may round withholding to the nearest dollar"; optional, so this calculator keeps cents.',
    ],
  } satisfies WithholdingDocument,
  allowance: 5_300,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0 },
      { over: 4_700, base: 0, rate: 0.0535 },
      { over: 38_010, base: 1_782.09, rate: 0.068 },
      { over: 114_130, base: 6_958.25, rate: 0.0785 },
      { over: 207_850, base: 14_315.27, rate: 0.0985 },
    ],
    married: [
      { over: 0, base: 0, rate: 0 },
      { over: 14_700, base: 0, rate: 0.0535 },
      { over: 63_400, base: 2_605.45, rate: 0.068 },
      { over: 208_180, base: 12_450.49, rate: 0.0785 },
      { over: 352_630, base: 23_789.82, rate: 0.0985 },
    ],
  } satisfies Record<'single' | 'married', readonly ScheduleRow[]>,
} as const;

/**
 * New York State NYS-50-T-NYS, exact calculation method on the annual table: annual wages −
 * deduction (single / married) − $1,000 per IT-2104 allowance → annual schedule (Method II), or
 * one rate on all net wages at the top (Method III); ÷ pay periods.
 */
export const NEW_YORK_NYS50_T_NYS = {
  document: {
    title: 'NYS-50-T-NYS, New York State Withholding Tax Tables and Methods (exact calculation method)',
    revision: '1/26 (tables for wages paid on or after January 1, 2026)',
    where: `https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nys.pdf; ${transcription('ny/2026-source-capture.json')}`,
    figureSources: [
      'Deduction: $7,400 single, $7,950 married (annual payroll period); exemption $1,000 per IT-2104 allowance.',
      'Method II annual schedules with the printed whole-dollar bases, including the recapture rows (single 7.03 %, 7.53 %, 6.4 %, 11.44 %, 7.35 %; married 6.57 %, 7.07 %, 8.01 %, 6.4 %, 13.49 %, 7.35 %, 7.65 %).',
      'Method III (net wages over $1,077,550 single or $2,155,350 married): 10.45 % of all annualized net wages to $5,000,000, 11.1 % to $25,000,000, 11.7 % above.',
      'IT-2104 has Single and Married only (head of household checks Single): head of household uses the single figures.',
      'Not matched to the cent: the document\'s own examples use its per-period tables, whose bounds and bases are rounded (weekly single $400, 3 allowances: $8.01; semimonthly married $5,000, 3 allowances: $248.11); the annual table used here gives $7.99 and $248.08.',
    ],
  } satisfies WithholdingDocument,
  deduction: { single: 7_400, married: 7_950 },
  exemption: 1_000,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0.039 },
      { over: 8_500, base: 332, rate: 0.044 },
      { over: 11_700, base: 472, rate: 0.0515 },
      { over: 13_900, base: 586, rate: 0.054 },
      { over: 80_650, base: 4_190, rate: 0.059 },
      { over: 96_800, base: 5_143, rate: 0.0703 },
      { over: 107_650, base: 5_906, rate: 0.0753 },
      { over: 157_650, base: 9_673, rate: 0.064 },
      { over: 215_400, base: 13_369, rate: 0.1144 },
      { over: 265_400, base: 19_091, rate: 0.0735 },
    ],
    married: [
      { over: 0, base: 0, rate: 0.039 },
      { over: 8_500, base: 332, rate: 0.044 },
      { over: 11_700, base: 472, rate: 0.0515 },
      { over: 13_900, base: 586, rate: 0.054 },
      { over: 80_650, base: 4_190, rate: 0.059 },
      { over: 96_800, base: 5_143, rate: 0.0657 },
      { over: 107_650, base: 5_855, rate: 0.0707 },
      { over: 157_650, base: 9_388, rate: 0.0801 },
      { over: 211_550, base: 13_708, rate: 0.064 },
      { over: 323_200, base: 20_854, rate: 0.1349 },
      { over: 373_200, base: 27_600, rate: 0.0735 },
      { over: 1_077_550, base: 79_369, rate: 0.0765 },
    ],
  } satisfies Record<'single' | 'married', readonly ScheduleRow[]>,
  /** Method III: above `over` (annual net wages), one rate on all net wages. */
  wholeWage: {
    over: { single: 1_077_550, married: 2_155_350 },
    rates: [
      { over: 0, rate: 0.1045 },
      { over: 5_000_000, rate: 0.111 },
      { over: 25_000_000, rate: 0.117 },
    ],
  },
} as const;

/** Kentucky computer formula: (annual wages − standard deduction) × 3.5 % ÷ pay periods. K-4 has no allowances. */
export const KENTUCKY_42A003_2026 = {
  document: {
    title: 'Kentucky Withholding Tax Tables — Computer Formula 42A003 (TCF) (Kentucky Department of Revenue)',
    revision: '2026 edition, 10-2025',
    where: `https://revenue.ky.gov/Software-Developer/Software%20Development%20Documents/2026%20Withholding%20Tax%20Tables%20-%20Computer%20Formula%2042A003%20%28TCF%29%2810-2025%29%282026%29.pdf; ${transcription('ky/2026-source-capture.json')}`,
    figureSources: [
      'Standard deduction $3,360 a year, one figure for every employee; rate 3.5 %.',
      'Official monthly example: $3,270 → 39,240 − 3,360 = 35,880 × 3.5 % = 1,255.80 ÷ 12 = $104.65.',
      'The biweekly example is internally inconsistent ($35,640, then $35,730, and a whole-dollar $47): not used.',
      'Rounding: no general rule stated; the monthly example keeps cents, so this calculator does.',
    ],
  } satisfies WithholdingDocument,
  standardDeduction: 3_360,
  rate: 0.035,
} as const;

/**
 * Maine percentage method: annual wages − $5,300 per W-4ME allowance − standard deduction
 * (phased out on annual wages), annual schedule of the status, ÷ periods, to the whole dollar.
 */
export const MAINE_WITHHOLDING_2026 = {
  document: {
    title: 'Maine Income Tax Withholding Tables for Individual Income Tax, percentage method (Maine Revenue Services)',
    revision: '2026 tables (26_wh_tab_instr, published December 23, 2025)',
    where: `https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/26_wh_tab_instr.pdf; ${transcription('me/2026-source-capture.json')}`,
    figureSources: [
      'Allowance $5,300 a year per W-4ME allowance.',
      'Standard deduction single (and head of household) $12,450 to annual wages of $102,250, then 12,450 × (177,250 − wages) ÷ 75,000, 0 from $177,250; married $27,750 to $204,550, then 27,750 × (354,550 − wages) ÷ 150,000, 0 from $354,550; the multiplier is rounded to 4 decimals.',
      'Single schedule: 5.8 % to 27,400; 1,589 + 6.75 % over 27,400 to 64,850; 4,117 + 7.15 % over 64,850. Married: 5.8 % to 54,850; 3,181 + 6.75 % over 54,850 to 129,750; 8,237 + 7.15 % over 129,750.',
      'Rounding: the amount for the period is rounded to the nearest whole dollar (half up assumed; the document does not say how halves go).',
      'Official examples replayed in the tests: weekly $300 single 2 allowances $0; weekly $1,000 single 2 allowances $33; weekly $4,500 married 2 allowances $257.',
    ],
  } satisfies WithholdingDocument,
  allowance: 5_300,
  standardDeduction: {
    single: { full: 12_450, fullThrough: 102_250, zeroFrom: 177_250 },
    married: { full: 27_750, fullThrough: 204_550, zeroFrom: 354_550 },
  },
  phaseOutMultiplierDecimals: 4,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0.058 },
      { over: 27_400, base: 1_589, rate: 0.0675 },
      { over: 64_850, base: 4_117, rate: 0.0715 },
    ],
    married: [
      { over: 0, base: 0, rate: 0.058 },
      { over: 54_850, base: 3_181, rate: 0.0675 },
      { over: 129_750, base: 8_237, rate: 0.0715 },
    ],
  } satisfies Record<'single' | 'married', readonly ScheduleRow[]>,
} as const;

/**
 * Virginia formula: annual wages − [$8,750 + $930 × personal and dependent exemptions + $800 ×
 * age-65 and blind exemptions], annual schedule, ÷ pay periods. One deduction for every status.
 */
export const VIRGINIA_WITHHOLDING_2026 = {
  document: {
    title: 'Virginia Employer Withholding Tables for Wages Paid after July 1, 2025, "Formula for Computing Virginia Tax to Be Withheld" (Virginia Department of Taxation)',
    revision: 'July 2025 and later (in force for 2026)',
    where: `https://www.tax.virginia.gov/sites/default/files/taxforms/withholding/any/employer-withholding-tables-july-2025-and-later-any.pdf; ${transcription('va/2026-source-capture.json')}`,
    figureSources: [
      'T = G × P − [$8,750 + (E1 × $930) + (E2 × $800)]: E1 personal and dependent exemptions, E2 age 65 and over and blind exemptions (VA-4). The $8,750 applies to every employee; the return\'s $17,500 married deduction is not a withholding figure.',
      'W: 2 % of T to 3,000; 60 + 3 % over 3,000 to 5,000; 120 + 5 % over 5,000 to 17,000; 720 + 5.75 % over 17,000. W ÷ P.',
      'E1 = the calculator\'s allowances (personal) + dependents; E2 is not asked by the calculator (0).',
      'Official 2008 calculator example (same formula, $3,000 deduction then): semimonthly $2,500, E1 5, E2 1 → $2,706.63 ÷ 24 = $112.78 (cents kept), replayed in the tests.',
      'Unconfirmed: the July 2025 tables\' example (semimonthly $2,649, 5 exemptions) is transcribed with an annual $2,628 and $109.50, which rounds W to whole dollars; the formula and the 2008 example keep cents ($2,627.62 → $109.48), as this calculator does.',
    ],
  } satisfies WithholdingDocument,
  standardDeduction: 8_750,
  exemption: 930,
  ageOrBlindExemption: 800,
  brackets: [
    { over: 0, rate: 0.02 },
    { over: 3_000, rate: 0.03 },
    { over: 5_000, rate: 0.05 },
    { over: 17_000, rate: 0.0575 },
  ] satisfies readonly RateBracket[],
} as const;

/**
 * Colorado DR 1098: annual wages − annual withholding allowance (from the IRS W-4 filing status
 * when no DR 0004 is given) × 4.4 % ÷ pay periods, to the whole dollar.
 */
export const COLORADO_DR1098_2026 = {
  document: {
    title: 'DR 1098, Colorado Withholding Worksheet for Employers (Colorado Department of Revenue), with the DR 0004 Colorado Employee Withholding Certificate',
    revision: 'DR 1098 rev. 10/21/25 and its calculator workbook (November 2025 revision for 2026); DR 0004 rev. 10/29/25',
    where: `https://tax.colorado.gov/sites/tax/files/documents/DR_1098_Colorado_Withholding_Worksheet_for_Employees.pdf, https://tax.colorado.gov/DR1098; ${transcription('co/2026-source-capture.json')}`,
    figureSources: [
      'Without a DR 0004, the annual allowance follows the IRS W-4 Step 1(c) filing status: $11,000 married filing jointly or qualifying surviving spouse, $5,500 every other status (and no certificate).',
      'With a DR 0004 its line 2 amount (including 0) replaces that allowance: not offered by this calculator, which uses the W-4 default.',
      'Rate 4.4 %; annual withholding ÷ pay periods. The 2026 worksheet has no IRS W-4 Step 2 box or allowance-count input.',
      'Rounding: the official workbook keeps full precision and shows the result in whole dollars ($#,##0): the amount for the period is rounded to the nearest dollar.',
      'Workbook cases replayed in the tests: weekly $1,000 single → $39 (39.35); semimonthly $5,000 married → $200 (199.83).',
    ],
  } satisfies WithholdingDocument,
  rate: 0.044,
  annualAllowance: { single: 5_500, married: 11_000, headOfHousehold: 5_500 },
} as const;

/**
 * Missouri formula: annual wages − standard deduction of the MO W-4 status, rates accumulated
 * bracket by bracket, ÷ pay periods, to the whole dollar.
 */
export const MISSOURI_WITHHOLDING_2026 = {
  document: {
    title: 'Missouri Withholding Tax Formula (Missouri Department of Revenue), with Form 4282 Employer\'s Tax Guide',
    revision: '2026 editions (Withholding Formula_2026, 4282_2026)',
    where: `https://dor.mo.gov/forms/Withholding%20Formula_2026.pdf, https://dor.mo.gov/forms/4282_2026.pdf; ${transcription('mo/2026-source-capture.json')}`,
    figureSources: [
      'Standard deduction: $16,100 single, married filing separately or married with a working spouse; $32,200 married, spouse not working; $24,150 head of household. The calculator\'s "Married" is the MO W-4 "spouse does not work" line; choose Single for a married employee whose spouse works.',
      'Rates on annual taxable income, accumulated bracket by bracket: 0 % to 1,348; 2 % to 2,696; 2.5 % to 4,044; 3 % to 5,392; 3.5 % to 6,740; 4 % to 8,088; 4.5 % to 9,436; 4.7 % above.',
      'Rounding: withholding for the period is rounded to the nearest whole dollar.',
      'Official example: married, spouse works, $35,000 a year, monthly: 35,000 − 16,100 = 18,900 → $59 a month. Its annual figure is transcribed as $707.81; accumulating the brackets gives $707.67 (a base rounded to $263 on the top row would give $707.81); both give $59.',
    ],
  } satisfies WithholdingDocument,
  standardDeduction: { single: 16_100, married: 32_200, headOfHousehold: 24_150 },
  brackets: [
    { over: 0, rate: 0 },
    { over: 1_348, rate: 0.02 },
    { over: 2_696, rate: 0.025 },
    { over: 4_044, rate: 0.03 },
    { over: 5_392, rate: 0.035 },
    { over: 6_740, rate: 0.04 },
    { over: 8_088, rate: 0.045 },
    { over: 9_436, rate: 0.047 },
  ] satisfies readonly RateBracket[],
} as const;

/**
 * Utah Publication 14, per pay period on the IRS W-4 filing status: wages × 4.45 % − (base
 * allowance − 1.3 % of wages over the threshold), each line rounded to the whole dollar.
 * Rev. 04/26 applies to wages paid on and after April 1, 2026; the edition before it was not read.
 */
export const UTAH_PUB14_2026 = {
  document: {
    title: 'Publication 14, Utah Withholding Tax Guide (Utah State Tax Commission), withholding schedules',
    revision: 'Rev. 04/26, for wages paid on and after April 1, 2026',
    where: `https://files.tax.utah.gov/tax/forms/pubs/pub-14.pdf; ${transcription('ut/2026-04-01.json')}`,
    figureSources: [
      'Line 2: wages × 4.45 %. Line 3: base allowance of the period and status. Line 5: (wages − threshold) × 1.3 %. Line 6: line 3 − line 5, not below 0. Withholding: line 2 − line 6, not below 0. Every line rounded to the whole dollar (the examples do).',
      'Status from the IRS W-4: married filing jointly uses the married figures; single, married filing separately and head of household the single ones. Utah has no state certificate and no allowances.',
      'Base / threshold, single and married: weekly 9 / 180 and 19 / 360; biweekly 19 / 360 and 37 / 719; semimonthly 20 / 390 and 40 / 779; monthly 40 / 779 and 81 / 1,558; quarterly 121 / 2,337 and 243 / 4,674; semiannual 243 / 4,674 and 485 / 9,348; annual 485 / 9,348 and 970 / 18,696; daily 2 / 36 and 4 / 72.',
      'Official examples replayed in the tests: weekly $400 single $12; biweekly $2,600 single $116; semimonthly $1,200 married $18; monthly $7,800 married $347; quarterly $9,000 single $367; daily $175 married $5.',
      'Pay date: from April 1, 2026 this edition. Wages paid January-March 2026 used the previous Publication 14, whose per-period schedules were not read (a payroll vendor summarises it as 4.5 % with a $450 / $900 annual base allowance); the Rev. 04/26 schedules are used for those dates too and the result says it is an estimate.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.0445,
  phaseOutRate: 0.013,
  /** Wages paid from this date use these schedules; earlier 2026 paychecks used an edition not read. */
  inForceFrom: '2026-04-01',
  /** By pay periods a year: base allowance and phase-out threshold of the period, whole dollars. */
  byPeriods: {
    260: { single: { base: 2, threshold: 36 }, married: { base: 4, threshold: 72 } },
    52: { single: { base: 9, threshold: 180 }, married: { base: 19, threshold: 360 } },
    26: { single: { base: 19, threshold: 360 }, married: { base: 37, threshold: 719 } },
    24: { single: { base: 20, threshold: 390 }, married: { base: 40, threshold: 779 } },
    12: { single: { base: 40, threshold: 779 }, married: { base: 81, threshold: 1_558 } },
    4: { single: { base: 121, threshold: 2_337 }, married: { base: 243, threshold: 4_674 } },
    2: { single: { base: 243, threshold: 4_674 }, married: { base: 485, threshold: 9_348 } },
    1: { single: { base: 485, threshold: 9_348 }, married: { base: 970, threshold: 18_696 } },
  } as Readonly<Record<number, Readonly<Record<'single' | 'married', { readonly base: number; readonly threshold: number }>>>>,
} as const;

/**
 * Wisconsin W-166 alternate annualized method: annual wages − deduction of the WT-4 status (phased
 * out on annual wages) − $400 per WT-4 exemption, annual schedule, ÷ pay periods.
 */
export const WISCONSIN_W166_2026 = {
  document: {
    title: 'Publication W-166, Wisconsin Withholding Tax Guide (Wisconsin Department of Revenue), alternate method: annualized formula',
    revision: 'January 2026',
    where: `https://www.revenue.wi.gov/DOR%20Publications/pb166.pdf; ${transcription('wi/2026-source-capture.json')}`,
    figureSources: [
      'Deduction single (and head of household): $6,702 below annual wages of $17,780, then 6,702 − 12 % of the wages over 17,780, 0 from $73,630. Married: $9,461 below $25,727, then 9,461 − 20 % of the wages over 25,727, 0 from $73,032.',
      'Exemption $400 a year per WT-4 exemption (not the return\'s $700).',
      'Annual schedule: 3.54 % to 12,760; 451.70 + 4.65 % over 12,760 to 25,520; 1,045.04 + 5.3 % over 25,520 to 280,950; 14,582.83 + 7.65 % over 280,950.',
      'Official examples replayed in the tests: weekly $350 single 1 exemption $7.59; weekly $500 single 3 exemptions $14.34; biweekly $1,000 married 3 exemptions $22.08 (cents kept).',
    ],
  } satisfies WithholdingDocument,
  exemption: 400,
  deduction: {
    single: { full: 6_702, phaseOutFrom: 17_780, phaseOutRate: 0.12 },
    married: { full: 9_461, phaseOutFrom: 25_727, phaseOutRate: 0.2 },
  },
  schedule: [
    { over: 0, base: 0, rate: 0.0354 },
    { over: 12_760, base: 451.7, rate: 0.0465 },
    { over: 25_520, base: 1_045.04, rate: 0.053 },
    { over: 280_950, base: 14_582.83, rate: 0.0765 },
  ] satisfies readonly ScheduleRow[],
} as const;

/** One Ohio table set: the percentage-method table of each pay frequency and the annual rates. */
export interface OhioTables {
  readonly from: string;
  readonly label: string;
  /** Published tables by pay periods a year: exemption per period and rows, dollars. */
  readonly periodTables: Readonly<Record<number, { readonly exemption: number; readonly rows: readonly ScheduleRow[] }>>;
  /** The same rates on annual amounts, for frequencies without a table. */
  readonly annualBrackets: readonly RateBracket[];
}

/**
 * Ohio employer withholding, percentage method: wages of the period − exemption amount × IT 4
 * exemptions, then the table of the pay frequency; to the cent. Two 2026 tables: the one of
 * October 1, 2025 and, for payroll periods ending on or after August 1, 2026, a lower one.
 */
export const OHIO_WITHHOLDING_2026 = {
  document: {
    title: 'Ohio Employer Withholding Tables, Percentage Method (Ohio Department of Taxation), with Form IT 4',
    revision: 'tables effective October 1, 2025 (in force January 1 – July 31, 2026) and tables effective August 1, 2026 (payroll periods ending on or after that date)',
    where:
      'https://dam.assets.ohio.gov/image/upload/tax.ohio.gov/employer_withholding/2025%20Withholding%20Tables/WHT_PercentageMethod_2025.pdf, ' +
      'https://content.govdelivery.com/accounts/OHTAX/bulletins/420a1ea (New Ohio Withholding Rates Effective August 1, 2026, corrected by bulletin 421a404); ' +
      transcription('oh/2026-source-capture.json'),
    figureSources: [
      'Exemption $650 a year per IT 4 exemption: $12.50 weekly, $25.00 biweekly, $27.08 semimonthly, $54.17 monthly, $2.50 daily, in both tables; no IT 4 means 0 exemptions.',
      'October 1, 2025 table — weekly: 1.775 % to 500.96; 8.89 + 2.99 % over 500.96 to 1,923.08; 51.41 + 3.64 % over 1,923.08. Biweekly: 1,001.92 / 17.78, 3,846.15 / 102.82. Semimonthly: 1,085.42 / 19.27, 4,166.67 / 111.40. Monthly: 2,170.83 / 38.53, 8,333.33 / 222.79. Daily: 100.19 / 1.78, 384.62 / 10.28.',
      'August 1, 2026 table — the same bounds at 1.6 %, 2.99 %, 3.4 %: weekly bases 8.02 and 50.54; biweekly 16.03 and 101.07; semimonthly 17.37 and 109.50; monthly 34.73 and 218.99; daily 1.60 and 10.10. (Withholding rates are Ohio\'s own, not the 2026 return\'s 2.75 %.)',
      'Quarterly, semiannual and annual pay: the same rates on annual amounts (0 to 26,050; 100,000), the bounds the per-period rows are made from; the document has no table for them.',
      'Pay date: the August table applies to payroll periods ending on or after August 1, 2026; the calculator asks for the pay date, not the period end, and takes the pay date for it. Without a pay date the August table (in force for the rest of 2026) is used.',
    ],
  } satisfies WithholdingDocument,
  annualExemption: 650,
  tables: [
    {
      from: '2026-01-01',
      label: 'the October 1, 2025 table',
      periodTables: {
        260: { exemption: 2.5, rows: [{ over: 0, base: 0, rate: 0.01775 }, { over: 100.19, base: 1.78, rate: 0.0299 }, { over: 384.62, base: 10.28, rate: 0.0364 }] },
        52: { exemption: 12.5, rows: [{ over: 0, base: 0, rate: 0.01775 }, { over: 500.96, base: 8.89, rate: 0.0299 }, { over: 1_923.08, base: 51.41, rate: 0.0364 }] },
        26: { exemption: 25, rows: [{ over: 0, base: 0, rate: 0.01775 }, { over: 1_001.92, base: 17.78, rate: 0.0299 }, { over: 3_846.15, base: 102.82, rate: 0.0364 }] },
        24: { exemption: 27.08, rows: [{ over: 0, base: 0, rate: 0.01775 }, { over: 1_085.42, base: 19.27, rate: 0.0299 }, { over: 4_166.67, base: 111.4, rate: 0.0364 }] },
        12: { exemption: 54.17, rows: [{ over: 0, base: 0, rate: 0.01775 }, { over: 2_170.83, base: 38.53, rate: 0.0299 }, { over: 8_333.33, base: 222.79, rate: 0.0364 }] },
      },
      annualBrackets: [
        { over: 0, rate: 0.01775 },
        { over: 26_050, rate: 0.0299 },
        { over: 100_000, rate: 0.0364 },
      ],
    },
    {
      from: '2026-08-01',
      label: 'the August 1, 2026 table',
      periodTables: {
        260: { exemption: 2.5, rows: [{ over: 0, base: 0, rate: 0.016 }, { over: 100.19, base: 1.6, rate: 0.0299 }, { over: 384.62, base: 10.1, rate: 0.034 }] },
        52: { exemption: 12.5, rows: [{ over: 0, base: 0, rate: 0.016 }, { over: 500.96, base: 8.02, rate: 0.0299 }, { over: 1_923.08, base: 50.54, rate: 0.034 }] },
        26: { exemption: 25, rows: [{ over: 0, base: 0, rate: 0.016 }, { over: 1_001.92, base: 16.03, rate: 0.0299 }, { over: 3_846.15, base: 101.07, rate: 0.034 }] },
        24: { exemption: 27.08, rows: [{ over: 0, base: 0, rate: 0.016 }, { over: 1_085.42, base: 17.37, rate: 0.0299 }, { over: 4_166.67, base: 109.5, rate: 0.034 }] },
        12: { exemption: 54.17, rows: [{ over: 0, base: 0, rate: 0.016 }, { over: 2_170.83, base: 34.73, rate: 0.0299 }, { over: 8_333.33, base: 218.99, rate: 0.034 }] },
      },
      annualBrackets: [
        { over: 0, rate: 0.016 },
        { over: 26_050, rate: 0.0299 },
        { over: 100_000, rate: 0.034 },
      ],
    },
  ] as readonly [OhioTables, OhioTables],
} as const;

/** One Idaho table: the annual threshold of each ID W-4 status, and what of it is unconfirmed. */
export interface IdahoTable {
  readonly from: string;
  readonly label: string;
  readonly threshold: { readonly single: number; readonly married: number; readonly headOfHousehold: number };
  /** Why a paycheck on this table is an estimate, or null. */
  readonly unconfirmed: string | null;
}

/**
 * Idaho annualized method: (annual wages − threshold of the ID W-4 status) × 5.3 % ÷ pay periods,
 * to the whole dollar. The initial 2026 table (thresholds $15,000 / $30,000, with a child tax
 * credit allowance) was replaced going forward by a revised table ($16,100 / $32,200, allowance $0).
 */
export const IDAHO_EPB00744_2026 = {
  document: {
    title: 'EPB00744, Idaho Percentage Computation Method (Idaho State Tax Commission), and the annualized method of "Computing Withholding"',
    revision: 'initial 2026 table (04-28-2025) and revised 2026 table (07-23-2026, used going forward from its publication)',
    where:
      'https://tax.idaho.gov/wp-content/uploads/pubs/EPB00744/EPB00744_04-28-2025.pdf, https://tax.idaho.gov/wp-content/uploads/pubs/EPB00744/EPB00744_07-23-2026.pdf, ' +
      `https://tax.idaho.gov/taxes/income-tax/withholding/computing/; ${transcription('id/2026-source-capture.json')}`,
    figureSources: [
      'Revised table: annual threshold $16,100 single or head of household, $32,200 married (biweekly 619 / 1,238); rate 5.3 %; ID W-4 child tax credit allowances are worth $0 (the Idaho child tax credit sunset), so the calculator asks for none.',
      'Initial 2026 table: annual threshold $15,000 single or head of household, $30,000 married (biweekly 577 / 1,154); rate 5.3 %; each ID W-4 child tax credit allowance lowered withholding by an amount whose 2026 value was not found.',
      'Rounding: to the nearest whole dollar.',
      'Official example replayed in the tests: biweekly $1,212, single, 4 allowances (revised table) → (1,212 − 619) × 5.3 % = 31.43 → $31.',
      'Pay date: the revised table from July 31, 2026 (the transcription infers the date from its publication; Idaho says only "going forward"); the initial table before it. Paychecks before July 31 are estimates: the child tax credit allowances an employee may have claimed are not asked and their value was not found. Without a pay date the revised table is used. The web page\'s annualized example ($32,000, $1,060) conflicts with the revised PDF ($32,200) and is not used.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.053,
  tables: [
    {
      from: '2026-01-01',
      label: 'the initial 2026 table (04-28-2025)',
      threshold: { single: 15_000, married: 30_000, headOfHousehold: 15_000 },
      unconfirmed: 'Idaho: paychecks before July 31, 2026 used the initial 2026 table, whose child tax credit allowance value was not found; withholding assumes none were claimed.',
    },
    {
      from: '2026-07-31',
      label: 'the revised 2026 table (07-23-2026)',
      threshold: { single: 16_100, married: 32_200, headOfHousehold: 16_100 },
      unconfirmed: null,
    },
  ] as readonly [IdahoTable, IdahoTable],
} as const;
