// State-specific withholding rules that the generic formula (annual wages − standard deduction −
// allowances/exemptions − dependents, brackets or flat rate, − credits) does not cover.
// Each figure names its source beside it: the state's published withholding document (for the
// states rebuilt on their employer method, the `document` entry gives its title, revision, where
// it was read and the source of every figure) or the sources listed with the state's entry in
// stateData2026.ts.

import type { RateBracket, ScheduleRow, StateCode } from './stateTypes.ts';

/** Per-dependent annual deduction, where the state has one. */
export const STATE_DEPENDENT_AMOUNT_2026: Partial<Record<StateCode, { readonly amount: number; readonly source: string; readonly verified: boolean }>> = {
  // WH-4 dependent exemption, $1,500 a year (Departmental Notice #1, R46 01-26; INDIANA_DN1_2026).
  IN: { amount: 1_500, source: 'Indiana Departmental Notice #1 (R46 01-26)', verified: true },
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
  CA: { allowances: 0, rule: 'no DE 4: Single with zero allowances' },
  DE: { allowances: 0, rule: 'no certificate: Single with 0 allowances' },
  MD: { allowances: 1, rule: 'no MW507: one exemption' },
  IL: { allowances: 0, rule: 'no Form IL-W-4: zero allowances' },
  MI: { allowances: 0, rule: 'no valid MI-W4: zero exemptions' },
  NE: { allowances: 0, rule: 'no Form W-4N: Single with zero allowances' },
  OK: { allowances: 0, rule: 'no Form OK-W-4: Single with no allowances' },
  SC: { allowances: 0, rule: 'no SC W-4: zero allowances' },
};

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

/**
 * Where the tables of CA Method B and CT TPG-211 were read: a public calculator's transcription of
 * each 2026 document (official address and revision named, no checksum), checked as described.
 */
const calculatorTranscription = (path: string): string =>
  `tables read in a public calculator's transcription, github.com/Fibonacci-0112/PaycheckCalculator, PaycheckCalculator.Core/Data/${path} (names the official file and revision; no checksum)`;

/**
 * Alabama formula (2026 booklet): annual wages − sliding standard deduction − federal income tax
 * withheld (annualized) − personal exemption − dependents; 2 % / 4 % / 5 %; ÷ pay periods.
 */
export const ALABAMA_WITHHOLDING_2026 = {
  document: {
    title: 'Alabama Withholding Tax Tables and Instructions (Alabama Department of Revenue), formula method',
    revision: '2026 booklet, January 2026 (whbooklet_0126)',
    where: `https://www.revenue.alabama.gov/wp-content/uploads/2026/01/whbooklet_0126.pdf; ${transcription('al/2026-source-capture.json')}`,
    figureSources: [
      'Annual deductions: standard deduction (by annual gross wages and A-4 status) + federal income tax withheld × pay periods + personal exemption + dependents.',
      'Standard deduction: single $3,000 to annual gross of $25,999, less $25 for each $500 from $26,000, $2,500 from $35,500; married filing jointly $8,500 less $175, $5,000 from $35,500; head of family $5,200 less $135, $2,500 from $35,500. Married filing separately ($4,250 to $12,999, less $88 per $250) is not offered by the calculator.',
      'Personal exemption: $1,500 single or married filing separately, $3,000 married filing jointly or head of family. The A-4 "0" status (also used when no A-4 is on file: no personal exemption) is not offered.',
      'Dependent deduction per A-4 dependent: $1,000 when annual gross is $50,000 or less, $500 to $100,000, $300 above.',
      'Rates: 2 % on the first $500, 4 % to $3,000, 5 % above; married filing jointly 2 % to $1,000, 4 % to $6,000, 5 % above. Head of family uses the single bands.',
      'Rounding: the formula result "may" be rounded to the nearest dollar; this calculator keeps cents, as the example does.',
      'Official example replayed in the tests: married filing jointly, 2 dependents, weekly $850, $35.19 federal withheld → 44,200 − 5,000 − 1,830 − 3,000 − 2,000 = 32,370; $1,538.50 a year; $29.59 a week (the example rounds the annual federal tax to $1,830; 1,829.88 gives the same $29.59).',
    ],
  } satisfies WithholdingDocument,
  standardDeduction: {
    single: { max: 3_000, step: 25, min: 2_500 },
    married: { max: 8_500, step: 175, min: 5_000 },
    headOfHousehold: { max: 5_200, step: 135, min: 2_500 },
  },
  /** "At <= $25,999" the maximum; the first reduction applies from $26,000, another for each further $500. */
  phaseOutFrom: 26_000,
  stepWidth: 500,
  personalExemption: { single: 1_500, married: 3_000, headOfHousehold: 3_000 },
  dependentTiers: [
    { grossIncomeUpTo: 50_000, amount: 1_000 },
    { grossIncomeUpTo: 100_000, amount: 500 },
    { grossIncomeUpTo: null, amount: 300 },
  ],
  brackets: {
    single: [
      { over: 0, rate: 0.02 },
      { over: 500, rate: 0.04 },
      { over: 3_000, rate: 0.05 },
    ],
    married: [
      { over: 0, rate: 0.02 },
      { over: 1_000, rate: 0.04 },
      { over: 6_000, rate: 0.05 },
    ],
  } satisfies Record<'single' | 'married', readonly RateBracket[]>,
} as const;

/** One row of the Arkansas formula: annual gross tax = rate × income − adjustment, from `from` (whole dollars). */
export interface ArkansasRow {
  readonly from: number;
  readonly rate: number;
  readonly adjustment: number;
}

/**
 * Arkansas formula (2026): annual wages − $2,470; below $100,001 the $50 point of the income's
 * $100 range; rate × income − adjustment, rounded to the dollar; − $29 per AR4EC exemption; ÷ periods.
 */
export const ARKANSAS_WITHHOLDING_2026 = {
  document: {
    title: 'Arkansas Withholding Tax Formula Method (Department of Finance and Administration), with the 2026 Withholding Tax Instructions',
    revision: '2026 formula (whformula_2026); instructions revised 12/05/2025',
    where: `https://www.dfa.arkansas.gov/wp-content/uploads/whformula_2026.pdf, https://www.dfa.arkansas.gov/wp-content/uploads/withholdInstructions_2026.pdf; ${transcription('ar/2026-source-capture.json')}`,
    figureSources: [
      'Net taxable income = annual gross pay − standard deduction $2,470 (one figure for every employee; the formula has no filing status).',
      'Below $100,001 the income is looked up at the $50 point of its $100 range ($23,054 → $23,050: the range $23,000-$23,099, as the rows run 5,600-11,199 …); from $100,001 the exact amount.',
      'Gross tax = rate × income − adjustment, rounded to the dollar: 0 % to 5,599; 2 % − 111.98 from 5,600; 3 % − 223.97 from 11,200; 3.4 % − 287.97 from 16,000; 3.9 % − 419.96 from 26,400 to 94,700; then 3.9 % with the adjustment falling by $10 for each $100 from 399.30 (94,701) to 89.30 (97,801 and above).',
      'Personal tax credit: $29 per exemption on Form AR4EC; net tax not below 0; ÷ pay periods, to the cent.',
      'Official example replayed in the tests: monthly $2,127, 2 exemptions → 25,524 − 2,470 = 23,054 → 23,050 × 3.4 % − 287.97 = 495.73 → 496 − 58 = 438 ÷ 12 = $36.50. (Its explanatory sentence names a $272.37 adjustment; the schedule and its own arithmetic use $287.97, used here.)',
      'Not reflected: PolicyEngine records a 3.7 % top rate enacted for 2026 returns; the withholding formula read (August 2026) still withholds at 3.9 %.',
    ],
  } satisfies WithholdingDocument,
  standardDeduction: 2_470,
  /** Income below this is looked up at the $50 point of its $100 range. */
  midpointBelow: 100_001,
  exemptionCredit: 29,
  rows: [
    { from: 0, rate: 0, adjustment: 0 },
    { from: 5_600, rate: 0.02, adjustment: 111.98 },
    { from: 11_200, rate: 0.03, adjustment: 223.97 },
    { from: 16_000, rate: 0.034, adjustment: 287.97 },
    { from: 26_400, rate: 0.039, adjustment: 419.96 },
    { from: 94_701, rate: 0.039, adjustment: 399.3 },
    { from: 94_801, rate: 0.039, adjustment: 389.3 },
    { from: 94_901, rate: 0.039, adjustment: 379.3 },
    { from: 95_001, rate: 0.039, adjustment: 369.3 },
    { from: 95_101, rate: 0.039, adjustment: 359.3 },
    { from: 95_201, rate: 0.039, adjustment: 349.3 },
    { from: 95_301, rate: 0.039, adjustment: 339.3 },
    { from: 95_401, rate: 0.039, adjustment: 329.3 },
    { from: 95_501, rate: 0.039, adjustment: 319.3 },
    { from: 95_601, rate: 0.039, adjustment: 309.3 },
    { from: 95_701, rate: 0.039, adjustment: 299.3 },
    { from: 95_801, rate: 0.039, adjustment: 289.3 },
    { from: 95_901, rate: 0.039, adjustment: 279.3 },
    { from: 96_001, rate: 0.039, adjustment: 269.3 },
    { from: 96_101, rate: 0.039, adjustment: 259.3 },
    { from: 96_201, rate: 0.039, adjustment: 249.3 },
    { from: 96_301, rate: 0.039, adjustment: 239.3 },
    { from: 96_401, rate: 0.039, adjustment: 229.3 },
    { from: 96_501, rate: 0.039, adjustment: 219.3 },
    { from: 96_601, rate: 0.039, adjustment: 209.3 },
    { from: 96_701, rate: 0.039, adjustment: 199.3 },
    { from: 96_801, rate: 0.039, adjustment: 189.3 },
    { from: 96_901, rate: 0.039, adjustment: 179.3 },
    { from: 97_001, rate: 0.039, adjustment: 169.3 },
    { from: 97_101, rate: 0.039, adjustment: 159.3 },
    { from: 97_201, rate: 0.039, adjustment: 149.3 },
    { from: 97_301, rate: 0.039, adjustment: 139.3 },
    { from: 97_401, rate: 0.039, adjustment: 129.3 },
    { from: 97_501, rate: 0.039, adjustment: 119.3 },
    { from: 97_601, rate: 0.039, adjustment: 109.3 },
    { from: 97_701, rate: 0.039, adjustment: 99.3 },
    { from: 97_801, rate: 0.039, adjustment: 89.3 },
  ] satisfies readonly ArkansasRow[],
} as const;

/** California Method B tables of one payroll period, as printed. */
export interface CaliforniaPeriodTables {
  /** Table 1 (low-income exemption) and Table 3 (standard deduction): [single, or married with 0 or 1 allowance; married with 2 or more, or head of household]. */
  readonly lowIncome: readonly [number, number];
  readonly standardDeduction: readonly [number, number];
  /** Table 5: [over, base] per row; the rates are CALIFORNIA_METHOD_B_2026.rates, row by row. */
  readonly schedules: Readonly<Record<'single' | 'married' | 'headOfHousehold', readonly (readonly [number, number])[]>>;
}

/**
 * California EDD Method B (exact calculation), per payroll period: Table 1 low-income exemption,
 * Table 3 standard deduction, Table 5 tax rate table, − Table 4 exemption allowance credit.
 */
export const CALIFORNIA_METHOD_B_2026 = {
  document: {
    title: 'California Withholding Schedules for 2026, Method B — Exact Calculation Method (Employment Development Department; DE 44 California Employer\'s Guide)',
    revision: '2026 (26methb)',
    where: `https://edd.ca.gov/siteassets/files/pdf_pub_ctr/26methb.pdf; ${calculatorTranscription('ca_2026_method_b_calculator_ready.json')}; the public transcription github.com/rhamenator/BrassLedger (tax-content/us/ca/2026-source-capture.json) records the file's SHA-256 but not its tables`,
    figureSources: [
      'Step 1, Table 1 (low-income exemption): wages of the period at or below the figure of the status are not withheld — weekly $363 (single, or married with 0 or 1 allowance) / $727 (married with 2 or more allowances, or head of household); biweekly 727 / 1,454; semimonthly 787 / 1,575; monthly 1,575 / 3,149; quarterly 4,724 / 9,448; semiannual 9,448 / 18,896; annual 18,896 / 37,791; daily 73 / 145.',
      'Step 3, Table 3 (standard deduction): weekly $110 / $219; biweekly 219 / 439; semimonthly 238 / 476; monthly 476 / 951; quarterly 1,427 / 2,853; semiannual 2,853 / 5,706; annual 5,706 / 11,412; daily 22 / 44.',
      'Step 4, Table 5 (tax rate table of the period and status): rates 1.1 %, 2.2 %, 4.4 %, 6.6 %, 8.8 %, 10.23 %, 11.33 %, 12.43 %, 13.53 %, 14.63 %, with the printed bounds and bases (the annual tables: single 11,079 / 121.87 … 1,000,000 / 114,220.27; married 22,158 / 243.74 … 1,485,906 / 164,228.58).',
      'Step 5, Table 4 (exemption allowance credit): $168.30 a year per regular DE 4 allowance; the printed amounts for 1 to 10 allowances are n × 168.30 ÷ periods to the cent (weekly 3.24, 6.47, 9.71 …), beyond 10 the one-allowance amount × n.',
      'Checks: the annual figures agree with the FTB 2026 schedules as recorded by PolicyEngine (5,706 / 11,412; 11,079 … bounds, 1.1 × the return rates); every Table 5 base equals the previous base + the previous row\'s rate × its width, to the cent (tested); the method\'s steps replay the 2001 Method B document\'s example C (monthly $3,500, married, 5 allowances → $37.79).',
      'Not confirmed: the 2026 document\'s own worked examples were not read; Table 2 (additional allowances for estimated deductions) is not offered by the calculator.',
      'No DE 4 on file: Single with zero allowances (DE 4 instructions), which a blank allowances field now means.',
    ],
  } satisfies WithholdingDocument,
  rates: [0.011, 0.022, 0.044, 0.066, 0.088, 0.1023, 0.1133, 0.1243, 0.1353, 0.1463],
  allowanceCreditAnnual: 168.3,
  /** Table 4 prints 1 to 10 allowances; beyond, the one-allowance amount times the number. */
  allowanceCreditPrintedUpTo: 10,
  /** By pay periods a year (260: daily/miscellaneous). */
  byPeriods: {
    52: {
      lowIncome: [363, 727],
      standardDeduction: [110, 219],
      schedules: {
        single: [[0, 0], [213, 2.34], [505, 8.76], [797, 21.61], [1_107, 42.07], [1_399, 67.77], [7_144, 655.48], [8_573, 817.39], [14_288, 1_527.76], [19_231, 2_196.55]],
        married: [[0, 0], [426, 4.69], [1_010, 17.54], [1_594, 43.24], [2_214, 84.16], [2_798, 135.55], [14_288, 1_310.98], [17_146, 1_634.79], [19_231, 1_893.96], [28_575, 3_158.2]],
        headOfHousehold: [[0, 0], [426, 4.69], [1_010, 17.54], [1_302, 30.39], [1_612, 50.85], [1_904, 76.55], [9_716, 875.72], [11_659, 1_095.86], [19_231, 2_037.06], [19_431, 2_064.12]],
      },
    },
    26: {
      lowIncome: [727, 1_454],
      standardDeduction: [219, 439],
      schedules: {
        single: [[0, 0], [426, 4.69], [1_010, 17.54], [1_594, 43.24], [2_214, 84.16], [2_798, 135.55], [14_288, 1_310.98], [17_146, 1_634.79], [28_576, 3_055.54], [38_462, 4_393.12]],
        married: [[0, 0], [852, 9.37], [2_020, 35.07], [3_188, 86.46], [4_428, 168.3], [5_596, 271.08], [28_576, 2_621.93], [34_292, 3_269.55], [38_462, 3_787.88], [57_150, 6_316.37]],
        headOfHousehold: [[0, 0], [852, 9.37], [2_020, 35.07], [2_604, 60.77], [3_224, 101.69], [3_808, 153.08], [19_432, 1_751.42], [23_318, 2_191.7], [38_462, 4_074.1], [38_862, 4_128.22]],
      },
    },
    24: {
      lowIncome: [787, 1_575],
      standardDeduction: [238, 476],
      schedules: {
        single: [[0, 0], [462, 5.08], [1_094, 18.98], [1_727, 46.83], [2_398, 91.12], [3_030, 146.74], [15_478, 1_420.17], [18_574, 1_770.95], [30_956, 3_310.03], [41_667, 4_759.23]],
        married: [[0, 0], [924, 10.16], [2_188, 37.97], [3_454, 93.67], [4_796, 182.24], [6_060, 293.47], [30_956, 2_840.33], [37_148, 3_541.88], [41_667, 4_103.59], [61_913, 6_842.87]],
        headOfHousehold: [[0, 0], [924, 10.16], [2_189, 37.99], [2_822, 65.84], [3_492, 110.06], [4_125, 165.76], [21_050, 1_897.19], [25_260, 2_374.18], [41_667, 4_413.57], [42_101, 4_472.29]],
      },
    },
    12: {
      lowIncome: [1_575, 3_149],
      standardDeduction: [476, 951],
      schedules: {
        single: [[0, 0], [924, 10.16], [2_188, 37.97], [3_454, 93.67], [4_796, 182.24], [6_060, 293.47], [30_956, 2_840.33], [37_148, 3_541.88], [61_912, 6_620.05], [83_334, 9_518.45]],
        married: [[0, 0], [1_848, 20.33], [4_376, 75.95], [6_908, 187.36], [9_592, 364.5], [12_120, 586.96], [61_912, 5_680.68], [74_296, 7_083.79], [83_334, 8_207.21], [123_826, 13_685.78]],
        headOfHousehold: [[0, 0], [1_848, 20.33], [4_378, 75.99], [5_644, 131.69], [6_984, 220.13], [8_250, 331.54], [42_100, 3_794.4], [50_520, 4_748.39], [83_334, 8_827.17], [84_202, 8_944.61]],
      },
    },
    4: {
      lowIncome: [4_724, 9_448],
      standardDeduction: [1_427, 2_853],
      schedules: {
        single: [[0, 0], [2_770, 30.47], [6_566, 113.98], [10_363, 281.05], [14_386, 546.57], [18_181, 880.53], [92_870, 8_521.21], [111_443, 10_625.53], [185_738, 19_860.4], [250_000, 28_555.05]],
        married: [[0, 0], [5_540, 60.94], [13_132, 227.96], [20_726, 562.1], [28_772, 1_093.14], [36_362, 1_761.06], [185_740, 17_042.43], [222_886, 21_251.07], [250_000, 24_621.34], [371_477, 41_057.18]],
        headOfHousehold: [[0, 0], [5_543, 60.97], [13_133, 227.95], [16_929, 394.97], [20_951, 660.42], [24_748, 994.56], [126_302, 11_383.53], [151_563, 14_245.6], [250_000, 26_481.32], [252_604, 26_833.64]],
      },
    },
    2: {
      lowIncome: [9_448, 18_896],
      standardDeduction: [2_853, 5_706],
      schedules: {
        single: [[0, 0], [5_540, 60.94], [13_132, 227.96], [20_726, 562.1], [28_772, 1_093.14], [36_362, 1_761.06], [185_740, 17_042.43], [222_886, 21_251.07], [371_476, 39_720.81], [500_000, 57_110.11]],
        married: [[0, 0], [11_080, 121.88], [26_264, 455.93], [41_452, 1_124.2], [57_544, 2_186.27], [72_724, 3_522.11], [371_480, 34_084.85], [445_772, 42_502.13], [500_000, 49_242.67], [742_954, 82_114.35]],
        headOfHousehold: [[0, 0], [11_086, 121.95], [26_266, 455.91], [33_858, 789.96], [41_902, 1_320.86], [49_496, 1_989.13], [252_604, 22_767.08], [303_126, 28_491.22], [500_000, 52_962.66], [505_208, 53_667.3]],
      },
    },
    1: {
      lowIncome: [18_896, 37_791],
      standardDeduction: [5_706, 11_412],
      schedules: {
        single: [[0, 0], [11_079, 121.87], [26_264, 455.94], [41_452, 1_124.21], [57_542, 2_186.15], [72_724, 3_522.17], [371_479, 34_084.81], [445_771, 42_502.09], [742_953, 79_441.81], [1_000_000, 114_220.27]],
        married: [[0, 0], [22_158, 243.74], [52_528, 911.88], [82_904, 2_248.42], [115_084, 4_372.3], [145_448, 7_044.33], [742_958, 68_169.6], [891_542, 85_004.17], [1_000_000, 98_485.5], [1_485_906, 164_228.58]],
        headOfHousehold: [[0, 0], [22_173, 243.9], [52_530, 911.75], [67_716, 1_579.93], [83_805, 2_641.8], [98_990, 3_978.08], [505_208, 45_534.18], [606_251, 56_982.35], [1_000_000, 105_925.35], [1_010_417, 107_334.77]],
      },
    },
    260: {
      lowIncome: [73, 145],
      standardDeduction: [22, 44],
      schedules: {
        single: [[0, 0], [43, 0.47], [101, 1.75], [159, 4.3], [221, 8.39], [280, 13.58], [1_429, 131.12], [1_715, 163.52], [2_858, 305.59], [3_846, 439.27]],
        married: [[0, 0], [86, 0.95], [202, 3.5], [318, 8.6], [442, 16.78], [560, 27.16], [2_858, 262.25], [3_430, 327.06], [3_846, 378.77], [5_715, 631.65]],
        headOfHousehold: [[0, 0], [85, 0.94], [202, 3.51], [260, 6.06], [322, 10.15], [381, 15.34], [1_943, 175.13], [2_332, 219.2], [3_846, 407.39], [3_886, 412.8]],
      },
    },
  } as Readonly<Record<number, CaliforniaPeriodTables>>,
} as const;

/** CT-W4 withholding codes. E: no withholding needed; D: no exemption and no credit. */
export type ConnecticutWithholdingCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** One step table of TPG-211: 0 to `from`, then `step` more for each `width` (or part) above it, at most `max`. */
export interface ConnecticutStepTable {
  readonly from: number;
  readonly width: number;
  readonly step: number;
  readonly max: number;
}

/**
 * Connecticut TPG-211 (2026): annual gross − Table A exemption (phased out), Table B tax, + Table C
 * 2 % phase-out add-back, + Table D recapture, × (1 − Table E personal credit), ÷ periods. Tables are
 * chosen by the CT-W4 withholding code; codes D and F use A's tax, add-back (D) and recapture tables.
 */
export const CONNECTICUT_TPG211_2026 = {
  document: {
    title: 'TPG-211, Withholding Calculation Rules Effective January 1, 2026 (Connecticut Department of Revenue Services), with Form CT-W4',
    revision: 'Rev. 12/25 (tables unchanged from 2025)',
    where:
      'https://portal.ct.gov/-/media/drs/forms/2025/wth/tpg-211_1225.pdf; ' +
      `${calculatorTranscription('connecticut_withholding_2026.json')}; the public transcription github.com/rhamenator/BrassLedger (tax-content/us/ct/2026-source-capture.json) records the file's SHA-256 and its steps`,
    figureSources: [
      'Steps: annualize wages; Table A exemption by annual gross and code; Table B tax on the rest; + Table C add-back and + Table D recapture, both by annual gross; × (1 − Table E credit decimal); ÷ pay periods; + CT-W4 line 2 (extra), not below 0.',
      'Table A: A $12,000 to gross of $24,000, B $19,000 to $38,000, C $24,000 to $48,000, F $15,000 to $30,000, then $1,000 less for each $1,000 (or part) above; D $0.',
      'Table B: A, D, F 2 % to 10,000; 200 + 4.5 % to 50,000; 2,000 + 5.5 % to 100,000; 4,750 + 6 % to 200,000; 10,750 + 6.5 % to 250,000; 14,000 + 6.9 % to 500,000; 31,250 + 6.99 %. B: bounds 16,000 / 80,000 / 160,000 / 320,000 / 400,000 / 800,000, bases 320 / 3,200 / 7,600 / 17,200 / 22,400 / 50,000. C: bounds 20,000 / 100,000 / 200,000 / 400,000 / 500,000 / 1,000,000, bases 400 / 4,000 / 9,500 / 21,500 / 28,000 / 62,500.',
      'Table C (add-back): A and D $25 for each $2,500 above $50,250, at most $250; B $40 per $4,000 above $78,500, at most $400; C $50 per $5,000 above $100,500, at most $500; F $25 per $5,000 above $56,500, at most $250.',
      'Table D (recapture): A, D, F $25 per $5,000 above $105,000 to $250, then $90 per $5,000 above $200,000 to $2,950, then $50 per $5,000 above $500,000 to $3,400; B $40 per $8,000 above $168,000 to $400, $140 above $320,000 to $4,600, $80 above $800,000 to $5,320; C $50 per $10,000 above $210,000 to $500, $180 above $400,000 to $5,900, $100 above $1,000,000 to $6,800.',
      'Table E (personal tax credit decimal, by annual gross), e.g. F: .75 to $18,800, then .70 … .35 to $25,000, .30 … .15 to $31,300, .14 … .10 to $60,000, .09 … .01 to $64,500, 0 above; D none.',
      'Codes from CT-W4 line 1: A married filing jointly with both spouses working and combined gross up to $100,500, or married filing separately; B head of household; C married filing jointly, spouse not working (or a qualifying surviving spouse); D no exemption or credit; E no withholding needed; F single. Without a code chosen, the calculator\'s Single is F, Married is C and Head of household is B.',
      'Checks: Table E for code F and the recapture starts and widths agree with the CT-1040 tables as recorded by PolicyEngine (the withholding tables follow the return\'s); the add-back maxima equal the 2 % band\'s benefit (F: 10,000 × 2.5 % = 250). Not read: the TPG-211 text itself and any example it prints.',
      'Not offered: the CT-W4 line 3 reduced withholding, and the 6.99 % that applies when no CT-W4 is given.',
    ],
  } satisfies WithholdingDocument,
  codeByStatus: { single: 'F', married: 'C', headOfHousehold: 'B' } satisfies Record<'single' | 'married' | 'headOfHousehold', ConnecticutWithholdingCode>,
  /** Table A: maximum exemption and the gross from which it falls $1,000 per $1,000 (or part). */
  exemption: {
    A: { max: 12_000, phaseOutFrom: 24_000 },
    B: { max: 19_000, phaseOutFrom: 38_000 },
    C: { max: 24_000, phaseOutFrom: 48_000 },
    D: { max: 0, phaseOutFrom: 0 },
    F: { max: 15_000, phaseOutFrom: 30_000 },
  },
  exemptionStep: 1_000,
  /** Table B by code (D and F use A's). */
  tax: {
    A: [
      { over: 0, base: 0, rate: 0.02 },
      { over: 10_000, base: 200, rate: 0.045 },
      { over: 50_000, base: 2_000, rate: 0.055 },
      { over: 100_000, base: 4_750, rate: 0.06 },
      { over: 200_000, base: 10_750, rate: 0.065 },
      { over: 250_000, base: 14_000, rate: 0.069 },
      { over: 500_000, base: 31_250, rate: 0.0699 },
    ],
    B: [
      { over: 0, base: 0, rate: 0.02 },
      { over: 16_000, base: 320, rate: 0.045 },
      { over: 80_000, base: 3_200, rate: 0.055 },
      { over: 160_000, base: 7_600, rate: 0.06 },
      { over: 320_000, base: 17_200, rate: 0.065 },
      { over: 400_000, base: 22_400, rate: 0.069 },
      { over: 800_000, base: 50_000, rate: 0.0699 },
    ],
    C: [
      { over: 0, base: 0, rate: 0.02 },
      { over: 20_000, base: 400, rate: 0.045 },
      { over: 100_000, base: 4_000, rate: 0.055 },
      { over: 200_000, base: 9_500, rate: 0.06 },
      { over: 400_000, base: 21_500, rate: 0.065 },
      { over: 500_000, base: 28_000, rate: 0.069 },
      { over: 1_000_000, base: 62_500, rate: 0.0699 },
    ],
  } satisfies Record<'A' | 'B' | 'C', readonly ScheduleRow[]>,
  /** Table C by code (D uses A's). */
  addBack: {
    A: { from: 50_250, width: 2_500, step: 25, max: 250 },
    B: { from: 78_500, width: 4_000, step: 40, max: 400 },
    C: { from: 100_500, width: 5_000, step: 50, max: 500 },
    F: { from: 56_500, width: 5_000, step: 25, max: 250 },
  } satisfies Record<'A' | 'B' | 'C' | 'F', ConnecticutStepTable>,
  /** Table D by code (D and F use A's): each tier starts from the previous tier's maximum. */
  recapture: {
    A: [
      { from: 105_000, width: 5_000, step: 25, max: 250 },
      { from: 200_000, width: 5_000, step: 90, max: 2_950 },
      { from: 500_000, width: 5_000, step: 50, max: 3_400 },
    ],
    B: [
      { from: 168_000, width: 8_000, step: 40, max: 400 },
      { from: 320_000, width: 8_000, step: 140, max: 4_600 },
      { from: 800_000, width: 8_000, step: 80, max: 5_320 },
    ],
    C: [
      { from: 210_000, width: 10_000, step: 50, max: 500 },
      { from: 400_000, width: 10_000, step: 180, max: 5_900 },
      { from: 1_000_000, width: 10_000, step: 100, max: 6_800 },
    ],
  } satisfies Record<'A' | 'B' | 'C', readonly ConnecticutStepTable[]>,
  /** Table E by code: [annual gross up to (inclusive), credit decimal]; above the last row, 0. D: none. */
  personalCredit: {
    A: [
      [15_000, 0.75], [15_500, 0.7], [16_000, 0.65], [16_500, 0.6], [17_000, 0.55], [17_500, 0.5], [18_000, 0.45], [18_500, 0.4],
      [20_000, 0.35], [20_500, 0.3], [21_000, 0.25], [21_500, 0.2], [25_000, 0.15], [25_500, 0.14], [26_000, 0.13], [26_500, 0.12],
      [27_000, 0.11], [48_000, 0.1], [48_500, 0.09], [49_000, 0.08], [49_500, 0.07], [50_000, 0.06], [50_500, 0.05], [51_000, 0.04],
      [51_500, 0.03], [52_000, 0.02], [52_500, 0.01],
    ],
    B: [
      [24_000, 0.75], [24_500, 0.7], [25_000, 0.65], [25_500, 0.6], [26_000, 0.55], [26_500, 0.5], [27_000, 0.45], [27_500, 0.4],
      [34_000, 0.35], [34_500, 0.3], [35_000, 0.25], [35_500, 0.2], [44_000, 0.15], [44_500, 0.14], [45_000, 0.13], [45_500, 0.12],
      [46_000, 0.11], [74_000, 0.1], [74_500, 0.09], [75_000, 0.08], [75_500, 0.07], [76_000, 0.06], [76_500, 0.05], [77_000, 0.04],
      [77_500, 0.03], [78_000, 0.02], [78_500, 0.01],
    ],
    C: [
      [30_000, 0.75], [30_500, 0.7], [31_000, 0.65], [31_500, 0.6], [32_000, 0.55], [32_500, 0.5], [33_000, 0.45], [33_500, 0.4],
      [40_000, 0.35], [40_500, 0.3], [41_000, 0.25], [41_500, 0.2], [50_000, 0.15], [50_500, 0.14], [51_000, 0.13], [51_500, 0.12],
      [52_000, 0.11], [96_000, 0.1], [96_500, 0.09], [97_000, 0.08], [97_500, 0.07], [98_000, 0.06], [98_500, 0.05], [99_000, 0.04],
      [99_500, 0.03], [100_000, 0.02], [100_500, 0.01],
    ],
    F: [
      [18_800, 0.75], [19_300, 0.7], [19_800, 0.65], [20_300, 0.6], [20_800, 0.55], [21_300, 0.5], [21_800, 0.45], [22_300, 0.4],
      [25_000, 0.35], [25_500, 0.3], [26_000, 0.25], [26_500, 0.2], [31_300, 0.15], [31_800, 0.14], [32_300, 0.13], [32_800, 0.12],
      [33_300, 0.11], [60_000, 0.1], [60_500, 0.09], [61_000, 0.08], [61_500, 0.07], [62_000, 0.06], [62_500, 0.05], [63_000, 0.04],
      [63_500, 0.03], [64_000, 0.02], [64_500, 0.01],
    ],
  } satisfies Record<'A' | 'B' | 'C' | 'F', readonly (readonly [number, number])[]>,
} as const;

/**
 * Delaware annualized formula: annual wages − standard deduction of the status, annual schedule,
 * − $110 per allowance, ÷ pay periods.
 */
export const DELAWARE_WITHHOLDING_2026 = {
  document: {
    title: "Delaware Employer's Guide — Withholding Tables and the approved annualized formula (Division of Revenue)",
    revision: 'tables effective January 1, 2025, the current edition for 2026 (no 2026 change published)',
    where: `https://revenue.delaware.gov/employers-guide-withholding-tables/, https://revenue.delaware.gov/employers-guide-withholding-regulations-employers-duties/; ${transcription('de/2026-source-capture.json')}`,
    figureSources: [
      'Withholding = (annual tax on annual wages − standard deduction, − $110 per allowance, not below 0) ÷ pay periods + additional withholding.',
      'Standard deduction: $3,250 single or married filing separately, $6,500 married filing jointly. Delaware has no head-of-household table: head of household withholds as single.',
      'Annual schedule: 0 to 2,000; 2.2 % to 5,000; 66 + 3.9 % to 10,000; 261 + 4.8 % to 20,000; 741 + 5.2 % to 25,000; 1,001 + 5.55 % to 60,000; 2,943.50 + 6.6 % above.',
      'No certificate: Single with 0 allowances, which a blank allowances field now means.',
      'Official examples replayed in the tests ($25,000 a year, weekly / biweekly / semimonthly / monthly): single, 1 allowance → 722 → $13.88 / $27.77 / $30.08 / $60.17; married filing jointly, 3 → 339 → $6.52 / $13.04 / $14.13 / $28.25; married filing separately, 2 → 612 → $11.77 / $23.54 / $25.50 / $51.00.',
      'Rounding: not stated; the examples keep cents (half up), as this calculator does.',
    ],
  } satisfies WithholdingDocument,
  standardDeduction: { single: 3_250, married: 6_500 },
  allowanceCredit: 110,
  schedule: [
    { over: 0, base: 0, rate: 0 },
    { over: 2_000, base: 0, rate: 0.022 },
    { over: 5_000, base: 66, rate: 0.039 },
    { over: 10_000, base: 261, rate: 0.048 },
    { over: 20_000, base: 741, rate: 0.052 },
    { over: 25_000, base: 1_001, rate: 0.0555 },
    { over: 60_000, base: 2_943.5, rate: 0.066 },
  ] satisfies readonly ScheduleRow[],
} as const;

/**
 * District of Columbia: annual wages − $4,300 per D-4 allowance, one annual table for every
 * status, ÷ pay periods. No 2026 District publication exists; the formula is the one the District
 * gives payroll providers since November 2022.
 */
export const DISTRICT_OF_COLUMBIA_WITHHOLDING_2026 = {
  document: {
    title: 'District of Columbia income tax withholding formula (Office of Tax and Revenue), as published by the USDA National Finance Center for federal payrolls',
    revision: 'formula effective pay period 22, 2022 (NFC-22-1668460546, November 14, 2022); no later District publication found',
    where:
      'https://help.nfc.usda.gov/bulletins/2022/1668460546.htm; the District\'s last FR-230 (2016, 2018) is a historical reference only; ' +
      `${transcription('dc/2026-source-capture.json')} (the 2026 forms page has no calculation guide, and D-4 is under review)`,
    figureSources: [
      'Taxable income = annual wages − $4,300 × D-4 allowances (no separate standard deduction); one table for every filing status: 4 % to 10,000; 6 % to 40,000; 6.5 % to 60,000; 8.5 % to 250,000; 9.25 % to 500,000; 9.75 % to 1,000,000; 10.75 % above; ÷ pay periods, to the cent.',
      'The rates are the District\'s 2026 rates (PolicyEngine, DC Code § 47-1806.03); the $4,300 allowance is the November 2022 value.',
      'Not confirmed: any change to the $4,300 allowance since 2022 (the District publishes no withholding tables for 2026), so every DC result is an estimate.',
    ],
  } satisfies WithholdingDocument,
  allowance: 4_300,
  brackets: [
    { over: 0, rate: 0.04 },
    { over: 10_000, rate: 0.06 },
    { over: 40_000, rate: 0.065 },
    { over: 60_000, rate: 0.085 },
    { over: 250_000, rate: 0.0925 },
    { over: 500_000, rate: 0.0975 },
    { over: 1_000_000, rate: 0.1075 },
  ] satisfies readonly RateBracket[],
} as const;

/** One Georgia figure set, in force from `from`. */
export interface GeorgiaTable {
  readonly from: string;
  readonly label: string;
  readonly rate: number;
  /** Annual standard deduction: G-4 A (single), C (married filing jointly, one spouse working), D/E (head of household). */
  readonly standardDeduction: { readonly single: number; readonly married: number; readonly headOfHousehold: number };
  /** Annual amount per G-4 dependent allowance. */
  readonly dependentAllowance: number;
  /** Why a paycheck on this table is an estimate, or null. */
  readonly unconfirmed: string | null;
}

/**
 * Georgia percentage method, per pay period: wages − standard deduction of the G-4 status −
 * dependent allowances (each the annual figure ÷ pay periods, to the cent), × the flat rate.
 * HB 463 lowered the rate and raised the deductions for wages paid from May 11, 2026.
 */
export const GEORGIA_WITHHOLDING_2026 = {
  document: {
    title: "Georgia Employer's Tax Guide (Department of Revenue), percentage method, with Form G-4",
    revision: '2026 guide updated June 2026 (figures for wages paid on and after May 11, 2026)',
    where: `https://dor.georgia.gov/document/document/2026-employers-tax-guide-updated-june-2026/download; ${transcription('ga/2026-source-capture.json')}`,
    figureSources: [
      'Withholding = (wages − standard deduction of the period − dependent allowances × the period amount) × rate, not below 0, to the cent; + G-4 additional withholding.',
      'From May 11, 2026 (HB 463): 4.99 %; standard deduction $15,000 a year for G-4 A (single), B (married filing separately, or jointly with both spouses working) and D/E (head of household), $30,000 for C (married filing jointly, one spouse working); $5,000 per dependent allowance. Per period as printed: weekly 288.46 / 576.92 / 96.15; biweekly 576.92 / 1,153.85 / 192.31; semimonthly 625 / 1,250 / 208.33; monthly 1,250 / 2,500 / 416.67; quarterly 3,750 / 7,500 / 1,250; semiannual 7,500 / 15,000 / 2,500; daily or miscellaneous 41.10 / 82.19 / 13.70 (the annual amount ÷ 365), i.e. the annual figure ÷ periods to the cent.',
      "The calculator's Married is G-4 C (one spouse working); a married employee whose spouse works, or filing separately, chooses Single (same $15,000). G-4 line 5 additional allowances are not asked.",
      'Official examples replayed in the tests: semimonthly $2,000, C, 1 dependent → 2,000 − 1,250 − 208.33 = 541.67 × 4.99 % = $27.03; biweekly $935, single, 2 dependents → 0.',
      'Before May 11, 2026 employers kept withholding at 5.19 %; the guide in force then was not read: its standard deductions ($12,000 / $24,000) and $4,000 dependent allowance are taken from a third-party calculator (github.com/Fibonacci-0112/PaycheckCalculator, GeorgiaWithholdingCalculator.cs, citing the January 2026 guide), so paychecks dated before May 11 are estimates.',
      'No explicit rounding rule; the examples keep cents.',
    ],
  } satisfies WithholdingDocument,
  /** Daily or miscellaneous periods: the annual figures ÷ 365. */
  dailyDivisor: 365,
  tables: [
    {
      from: '2026-01-01',
      label: 'the figures in force before HB 463 (5.19 %)',
      rate: 0.0519,
      standardDeduction: { single: 12_000, married: 24_000, headOfHousehold: 12_000 },
      dependentAllowance: 4_000,
      unconfirmed: 'Georgia: wages paid before May 11, 2026 were withheld at 5.19 % under a guide not read here; its deductions ($12,000 / $24,000, $4,000 per dependent) come from a third-party calculator.',
    },
    {
      from: '2026-05-11',
      label: 'the HB 463 figures (4.99 %, from May 11, 2026)',
      rate: 0.0499,
      standardDeduction: { single: 15_000, married: 30_000, headOfHousehold: 15_000 },
      dependentAllowance: 5_000,
      unconfirmed: null,
    },
  ] as readonly [GeorgiaTable, GeorgiaTable],
} as const;

/**
 * Hawaii annualized method (Booklet A, 2026 appendix): annual wages − $1,144 per HW-4 allowance −
 * $4,350, annual schedule of the status (printed whole-dollar bases), ÷ pay periods.
 */
export const HAWAII_WITHHOLDING_2026 = {
  document: {
    title: "Booklet A, Employer's Tax Guide (Hawaii Department of Taxation), with its 2026 withholding appendix",
    revision: 'December 5, 2025 (25BkltA), for wages paid from January 1, 2026',
    where: `https://files.hawaii.gov/tax/news/pubs/25BkltA.pdf, https://tax.hawaii.gov/payrollupdate/; ${transcription('hi/2026-source-capture.json')}`,
    figureSources: [
      'Annual wages − $1,144 per HW-4 allowance − $4,350 (an extra lump-sum allowance every employee gets for 2026) = wages subject to withholding; annual schedule; ÷ pay periods, to the cent.',
      'Single (and head of household): 1.4 % to 9,600; 134 + 3.2 % to 14,400; 288 + 5.5 % to 19,200; 552 + 6.4 % to 24,000; 859 + 6.8 % to 36,000; 1,675 + 7.2 % to 48,000; 2,539 + 7.6 % to 125,000; 8,391 + 7.9 % above.',
      'Married: the bounds doubled (19,200 … 250,000), bases 269, 576, 1,104, 1,718, 3,350, 5,078, 16,782.',
      'Official example replayed in the tests: single, weekly $500, 3 allowances → 26,000 − 3,432 − 4,350 = 18,218 → 288 + 5.5 % × 3,818 = 497.99 ÷ 52 = $9.58.',
      'Not used: the alternative per-period formula (weekly allowance $22, lump sum $83.65 …), which gives cents more or less.',
    ],
  } satisfies WithholdingDocument,
  allowance: 1_144,
  lumpSumAllowance: 4_350,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0.014 },
      { over: 9_600, base: 134, rate: 0.032 },
      { over: 14_400, base: 288, rate: 0.055 },
      { over: 19_200, base: 552, rate: 0.064 },
      { over: 24_000, base: 859, rate: 0.068 },
      { over: 36_000, base: 1_675, rate: 0.072 },
      { over: 48_000, base: 2_539, rate: 0.076 },
      { over: 125_000, base: 8_391, rate: 0.079 },
    ],
    married: [
      { over: 0, base: 0, rate: 0.014 },
      { over: 19_200, base: 269, rate: 0.032 },
      { over: 28_800, base: 576, rate: 0.055 },
      { over: 38_400, base: 1_104, rate: 0.064 },
      { over: 48_000, base: 1_718, rate: 0.068 },
      { over: 72_000, base: 3_350, rate: 0.072 },
      { over: 96_000, base: 5_078, rate: 0.076 },
      { over: 250_000, base: 16_782, rate: 0.079 },
    ],
  } satisfies Record<'single' | 'married', readonly ScheduleRow[]>,
} as const;

/**
 * Iowa four-step formula, per pay period: (wages − standard deduction of the period) × 3.8 % −
 * the IA W-4 allowance amount of the period, not below 0.
 */
export const IOWA_WITHHOLDING_2026 = {
  document: {
    title: 'Iowa Withholding Formula and Instructions (Iowa Department of Revenue)',
    revision: '2026, November 2025',
    where: `https://revenue.iowa.gov/media/53/download?inline=; ${transcription('ia/2026-source-capture.json')}`,
    figureSources: [
      'T1 = wages − standard deduction of the period; T2 = T1 × 3.8 %; T3 = T2 − allowance amount of the period; T4 = T3 (not below 0) + additional withholding.',
      'Standard deduction a year: $13,000 "all other" (single, married filing separately, married filing jointly with a spouse who has income), $19,500 head of household, $26,000 married filing jointly with a spouse without income or a qualifying surviving spouse; per period as printed (weekly 250 / 375 / 500, biweekly 500 / 750 / 1,000, semimonthly 541.67 / 812.50 / 1,083.33, monthly 1,083.33 / 1,625 / 2,166.67, daily 50 / 75 / 100), i.e. the annual figure ÷ periods to the cent.',
      "The calculator's Married is the $26,000 line (spouse without income); a married employee whose spouse has income chooses Single.",
      'Allowances: $40 a year each (the IA W-4 from 2024 states a dollar amount, $40 per allowance; older IA W-4 allowances convert at $40), ÷ pay periods.',
      'Official examples replayed in the tests: biweekly $2,100 — other, $40 → $59.26; married, $80 → $38.72; head of household, $160 → $45.15; monthly $5,000 — other, $40 → $145.50; married, $80 → $101.00.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.038,
  standardDeduction: { single: 13_000, married: 26_000, headOfHousehold: 19_500 },
  allowance: 40,
} as const;

/**
 * Kansas percentage method (KW-100), per pay period: wages − the K-4 allowance amount of the period,
 * then the table of the frequency and marital class (0 %, 5.2 %, 5.58 %).
 */
export const KANSAS_KW100_2026 = {
  document: {
    title: 'KW-100, Kansas Withholding Tax Guide (Kansas Department of Revenue), percentage method',
    revision: 'revised October 2024, tables effective July 1, 2024 (the current edition for 2026; no 2026 edition published)',
    where: `https://www.ksrevenue.gov/pdf/kw100.pdf; ${transcription('ks/2026-source-capture.json')}`,
    figureSources: [
      'K-4 allowance amount a year: $9,160 single (or married filing separately), $18,320 married filing jointly; head of household $9,160 + $2,320; + $2,320 per dependent. The period amount is the annual amount ÷ pay periods.',
      'Net wages = wages − allowance amount of the period; table of the frequency: weekly single 0 to 69, 5.2 % to 512, 23 + 5.58 % above; married 0 to 158, 5.2 % to 1,043, 46 + 5.58 %. Biweekly 139 / 1,023 / 46 and 317 / 2,086 / 92; semimonthly 150 / 1,109 / 49.83 and 343 / 2,260 / 99.67; monthly 300 / 2,217 / 99.67 and 687 / 4,520 / 199.33; quarterly 901 / 6,651 / 299 and 2,060 / 13,560 / 598; semiannual 1,803 / 13,303 / 598 and 4,120 / 27,120 / 1,196; annual 3,605 / 26,605 / 1,196 and 8,240 / 54,240 / 2,392; daily 14 / 102 / 4.60 and 32 / 209 / 9.20.',
      'Single and head of household use the single table; married filing jointly the married table.',
      'Rounding: employers may round to the whole dollar; optional, so this calculator keeps cents.',
      'Official example replayed in the tests: semimonthly $2,000, married, allowance $860 (18,320 + 2,320, ÷ 24) → 1,140 − 343 = 797 × 5.2 % = $41.44 ($41 rounded).',
    ],
  } satisfies WithholdingDocument,
  allowance: { single: 9_160, married: 18_320, headOfHouseholdAdditional: 2_320, dependent: 2_320 },
  rates: { lower: 0.052, upper: 0.0558 },
  /** By pay periods a year: [0 % through, 5.2 % through, base over it] of each marital class. */
  byPeriods: {
    52: { single: [69, 512, 23], married: [158, 1_043, 46] },
    26: { single: [139, 1_023, 46], married: [317, 2_086, 92] },
    24: { single: [150, 1_109, 49.83], married: [343, 2_260, 99.67] },
    12: { single: [300, 2_217, 99.67], married: [687, 4_520, 199.33] },
    4: { single: [901, 6_651, 299], married: [2_060, 13_560, 598] },
    2: { single: [1_803, 13_303, 598], married: [4_120, 27_120, 1_196] },
    1: { single: [3_605, 26_605, 1_196], married: [8_240, 54_240, 2_392] },
    260: { single: [14, 102, 4.6], married: [32, 209, 9.2] },
  } as Readonly<Record<number, Readonly<Record<'single' | 'married', readonly [number, number, number]>>>>,
} as const;

/**
 * Louisiana computer formula (R-1306), per pay period: (wages − standard deduction of the L-4
 * selection ÷ pay periods) × 3.09 %, not below 0.
 */
export const LOUISIANA_R1306_2026 = {
  document: {
    title: 'Louisiana Withholding Tables and Formulas, R-1306 (Louisiana Department of Revenue), with the 2026 Form L-4',
    revision: 'R-1306 effective January 1, 2025 (the current formula; the agency issued a January 2026 L-4 without new tables)',
    where: `https://dam.ldr.la.gov/publications/1306%281_25%29.pdf, https://dam.ldr.la.gov/taxforms/1300-1-26-F.pdf; ${transcription('la/2026-source-capture.json')}`,
    figureSources: [
      'Withholding = (wages − annual standard deduction ÷ pay periods, the per-period amount to the cent as the example prints it) × 3.09 %, not below 0, + the L-4 adjustment.',
      'Standard deduction (L-4 block A): $12,500 single or married filing separately; $25,000 married filing jointly, head of household or qualifying surviving spouse; none when no L-4 is given (not offered by the calculator).',
      'Rate: 3.09 % (the withholding rate; the 2025 return rate is 3 %).',
      'Official examples replayed in the tests: weekly $700, single → (700 − 240.38) × 3.09 % = $14.20; biweekly $4,600, married → (4,600 − 961.54) × 3.09 % = 112.43 (printed 112.432).',
      'Not confirmed: PolicyEngine records 2026 standard deductions indexed to $12,835 / $25,670, citing a February 2026 Louisiana Register notice on withholding tables that was not read; the R-1306 figures are used and every Louisiana result is an estimate.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.0309,
  standardDeduction: { single: 12_500, married: 25_000, headOfHousehold: 25_000 },
  /** Daily pay: the annual deduction ÷ 365 (R-1306 counts 365 daily periods). */
  dailyDivisor: 365,
} as const;

/**
 * Maryland percentage method (2026 Employer Withholding Guide), per pay period: wages − standard
 * deduction − exemptions (the guide's per-period amounts); state rate from 4.75 % (the 2 %, 3 % and
 * 4 % bands are disregarded in withholding) plus the county rate of the employee's residence.
 */
export const MARYLAND_WITHHOLDING_2026 = {
  document: {
    title: 'Maryland Employer Withholding Guide (Comptroller of Maryland), percentage method, with Form MW507',
    revision: '2026 guide',
    where: `https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/withholding/2026/withholding-guide.pdf; ${transcription('md/2026-source-capture.json')} and md/2026-local-source-capture.json`,
    figureSources: [
      'Taxable wages of the period = wages − standard deduction − MW507 exemptions × exemption amount, not below 0; per period as printed: weekly 65.38 and 61.54, biweekly 130.76 and 123.08, semimonthly 141.66 and 133.33, monthly 283.33 and 266.67, quarterly 850 and 800, annual 3,400 and 3,200 (one standard deduction for every status). Other frequencies: $3,400 and $3,200 ÷ periods.',
      'State rates of the withholding schedules: the 2 %, 3 % and 4 % bands are disregarded, so 4.75 % from the first dollar to $100,000 a year (single, married filing separately) or $150,000 (married filing jointly, head of household, qualifying surviving spouse), then 5 %, 5.25 %, 5.5 %, 5.75 %, 6.25 %, 6.5 % at the return\'s bounds; the bounds apply to the taxable wages × pay periods.',
      'Local tax: the 2026 rate of the county (or Baltimore City) of residence on the same taxable wages (Anne Arundel and Frederick by their income bands); 3.30 % when the county is not given; the 2.25 % special nonresident rate for a nonresident.',
      'No MW507: one exemption, which a blank exemptions field now means.',
      'Not confirmed: the guide\'s combined state-and-local schedules themselves (ten local-rate families, some counties withheld at a family\'s rate slightly above their own) were not transcribed; this calculator adds each county\'s own rate, so a county between two families may differ by cents. The guide prints no worked example in the transcription read. Its per-period "minimum gross wages" column ($96 weekly … $5,000 a year) was transcribed without its rule and is not applied.',
    ],
  } satisfies WithholdingDocument,
  /** By pay periods a year, as printed: standard deduction and one exemption. */
  byPeriods: {
    52: { standardDeduction: 65.38, exemption: 61.54 },
    26: { standardDeduction: 130.76, exemption: 123.08 },
    24: { standardDeduction: 141.66, exemption: 133.33 },
    12: { standardDeduction: 283.33, exemption: 266.67 },
    4: { standardDeduction: 850, exemption: 800 },
    1: { standardDeduction: 3_400, exemption: 3_200 },
  } as Readonly<Record<number, { readonly standardDeduction: number; readonly exemption: number }>>,
  annualStandardDeduction: 3_400,
  annualExemption: 3_200,
  brackets: {
    single: [
      { over: 0, rate: 0.0475 },
      { over: 100_000, rate: 0.05 },
      { over: 125_000, rate: 0.0525 },
      { over: 150_000, rate: 0.055 },
      { over: 250_000, rate: 0.0575 },
      { over: 500_000, rate: 0.0625 },
      { over: 1_000_000, rate: 0.065 },
    ],
    married: [
      { over: 0, rate: 0.0475 },
      { over: 150_000, rate: 0.05 },
      { over: 175_000, rate: 0.0525 },
      { over: 225_000, rate: 0.055 },
      { over: 300_000, rate: 0.0575 },
      { over: 600_000, rate: 0.0625 },
      { over: 1_200_000, rate: 0.065 },
    ],
  } satisfies Record<'single' | 'married', readonly RateBracket[]>,
} as const;

// AZ, IL, IN, MI, MS, MT, NE and NM: their 2026 employer documents, read in the public
// transcription named by `transcription` (official address, revision and SHA-256 recorded there).

/**
 * Arizona Form A-4: the employee elects a percentage of gross taxable wages (those in box 1 of
 * Form W-2, so after 401(k) deferrals and cafeteria-plan deductions); 2.0 % without an A-4.
 */
export const ARIZONA_A4_2026 = {
  document: {
    title: "Arizona Form A-4, Employee's Arizona Withholding Election, with the Form A-4 employer instructions (Arizona Department of Revenue)",
    revision: '2026 Form A-4 and 2026 A-4 employer instructions',
    where:
      'https://azdor.gov/sites/default/files/document/FORMS_WITHHOLDING_2026_A-4_f.pdf, https://azdor.gov/sites/default/files/document/FORMS_WITHHOLDING_2026_A-4i.pdf, ' +
      `https://azdor.gov/business/withholding-tax/employer-withholding-filing-obligations; ${transcription('az/2026-source-capture.json')}`,
    figureSources: [
      'Withholding = elected percentage × gross taxable wages of the paycheck (the wages expected in box 1 of Form W-2: after pre-tax 401(k) deferrals and cafeteria-plan deductions, as this calculator\'s state wages are) + the extra amount of A-4 box 2.',
      'Box 1 percentages: 0.5 %, 1.0 %, 1.5 %, 2.0 %, 2.5 %, 3.0 %, 3.5 %. Box 3: a zero percentage for an employee who expects no Arizona tax (renewed each year), which the calculator\'s exempt answer gives.',
      'No Form A-4 within five days of hire: 2.0 %, which a blank rate means.',
      'No allowances, deductions or brackets; filing status does not matter.',
      'Rounding: not stated in the 2026 forms; this calculator keeps cents. The document prints no worked example.',
      'Not modelled: the employer\'s December election (Form A1-E) and the 60-day nonresident rule.',
    ],
  } satisfies WithholdingDocument,
  electionRates: [0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035],
  defaultRateNoA4: 0.02,
} as const;

/**
 * Illinois IL-700-T formula (automated payroll method), per pay period: (wages − IL-W-4 line 1
 * allowances × $2,925 ÷ periods − line 2 allowances × $1,000 ÷ periods) × 4.95 %, not below 0.
 */
export const ILLINOIS_IL700T_2026 = {
  document: {
    title: 'Booklet IL-700-T, Illinois Withholding Tax Tables, with Publication 130 and Publication 131 (Illinois Department of Revenue)',
    revision: '2026 IL-700-T (accessible calculation guide, effective January 1, 2026); Publication 131 R-01/26',
    where:
      'https://tax.illinois.gov/forms/withholding/currentyear/il-700-t-withholding-guide-tables.html, ' +
      'https://tax.illinois.gov/research/publications/pubs/who-is-required-to-withhold-illinois-income-tax/withholding-illinois-income-tax-for-my-employees.html; ' +
      transcription('il/2026-source-capture.json'),
    figureSources: [
      'Withholding = 4.95 % × (wages of the period − (line 1 allowances × $2,925 + line 2 allowances × $1,000) ÷ pay periods), not below 0, + IL-W-4 line 3.',
      'Line 1 (basic) allowance $2,925 a year; line 2 (additional: age 65 or older, blind, and deductions ÷ $1,000) $1,000 a year.',
      'No IL-W-4 (or one disregarded): withhold on the entire compensation with zero allowances, which a blank allowances field now means.',
      'Rounding: not stated; this calculator keeps cents, rounding the product once.',
      'Official table example: weekly $300, 2 line 1 and 1 line 2 allowances → $8.38 from the wage-bracket table. The formula gives $8.33 on $300; the table groups wages into ranges and its $8.38 is the formula on $301 (the midpoint of the $300-$302 row, inferred: the row bounds were not transcribed). The tests replay both.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.0495,
  basicAllowance: 2_925,
  additionalAllowance: 1_000,
} as const;

/**
 * Indiana Departmental Notice #1, per pay period: wages − the WH-4 exemptions of the period
 * (their annual total ÷ pay periods, to the cent), × 2.95 % for the state and × the county's rate.
 */
export const INDIANA_DN1_2026 = {
  document: {
    title: 'Indiana Departmental Notice #1, How to Compute Withholding for State and County Income Tax (Indiana Department of Revenue), with Form WH-4',
    revision: 'R46 / 01-26 (county rates effective January 1, 2026)',
    where: `https://secure.in.gov/dor/files/dn01.pdf; ${transcription('in/2026-source-capture.json')}`,
    figureSources: [
      'Taxable wages of the period = wages − (personal exemptions × $1,000 + dependent exemptions × $1,500 + adopted-child exemptions × $3,000) ÷ pay periods; state tax = 2.95 % of it; county tax = the county\'s rate of it; each to the cent.',
      'WH-4: personal exemptions (you, your spouse, age 65 or older, blind) $1,000 each; additional dependent and first-time dependent exemptions $1,500 each; adopted child $3,000 (entered in the calculator as two dependents).',
      'Per-period constants as printed (daily: the annual amount ÷ 365): personal 2.74 daily, 19.23 weekly, 38.46 biweekly, 41.67 semimonthly, 83.33 monthly; dependent 4.11, 28.85, 57.69, 62.50, 125.00; adopted 8.22, 57.69, 115.38, 125.00, 250.00. The example subtracts the annual total ÷ periods to the cent (326.92), not the sum of the constants (326.93).',
      'County: the county of residence on January 1 (for an Indiana resident), or of principal work on January 1 (for a nonresident); 2026 rates of the 92 counties as listed in the notice (INDIANA_COUNTY_TAX_2026). No county given: no county tax is withheld.',
      'Official example replayed in the tests: weekly $800, 5 personal, 3 + 1 dependent and 2 adopted-child exemptions, a 1 % county → 800 − 326.92 = 473.08; state $13.96, county $4.73.',
      'Not modelled: the 30-day nonresident rule (WH-4AFF) and exemptions left out for non-periodic payments.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.0295,
  personalExemption: 1_000,
  dependentExemption: 1_500,
  /** Daily pay: the annual exemptions ÷ 365 (the notice's daily constants: 2.74, 4.11, 8.22). */
  dailyDivisor: 365,
} as const;

/** Indiana county income tax rates for 2026 (Departmental Notice #1, R46 01-26), by county. */
export const INDIANA_COUNTY_TAX_2026: Readonly<Record<string, number>> = {
  Adams: 0.016, Allen: 0.0159, Bartholomew: 0.0175, Benton: 0.0179, Blackford: 0.025, Boone: 0.017, Brown: 0.025234,
  Carroll: 0.024733, Cass: 0.0295, Clark: 0.02, Clay: 0.0235, Clinton: 0.0265, Crawford: 0.0165, Daviess: 0.015,
  Dearborn: 0.014, Decatur: 0.0245, DeKalb: 0.0213, Delaware: 0.015, Dubois: 0.012, Elkhart: 0.02, Fayette: 0.0282,
  Floyd: 0.0189, Fountain: 0.021, Franklin: 0.017, Fulton: 0.0288, Gibson: 0.013, Grant: 0.0275, Greene: 0.0235,
  Hamilton: 0.011, Hancock: 0.0194, Harrison: 0.01, Hendricks: 0.017, Henry: 0.0202, Howard: 0.0235, Huntington: 0.0195,
  Jackson: 0.021, Jasper: 0.02864, Jay: 0.025, Jefferson: 0.0103, Jennings: 0.025, Johnson: 0.014, Knox: 0.017,
  Kosciusko: 0.01, LaGrange: 0.0165, Lake: 0.015, LaPorte: 0.0145, Lawrence: 0.0175, Madison: 0.0225, Marion: 0.0202,
  Marshall: 0.0125, Martin: 0.025, Miami: 0.0254, Monroe: 0.0214, Montgomery: 0.0265, Morgan: 0.0272, Newton: 0.01,
  Noble: 0.0175, Ohio: 0.02, Orange: 0.0175, Owen: 0.025, Parke: 0.0265, Perry: 0.014, Pike: 0.012, Porter: 0.005,
  Posey: 0.0145, Pulaski: 0.0285, Putnam: 0.023, Randolph: 0.03, Ripley: 0.0238, Rush: 0.0215, 'St. Joseph': 0.0175,
  Scott: 0.0216, Shelby: 0.017, Spencer: 0.008, Starke: 0.0171, Steuben: 0.0199, Sullivan: 0.017, Switzerland: 0.0145,
  Tippecanoe: 0.0128, Tipton: 0.026, Union: 0.0275, Vanderburgh: 0.0125, Vermillion: 0.015, Vigo: 0.02, Wabash: 0.029,
  Warren: 0.0212, Warrick: 0.01, Washington: 0.02, Wayne: 0.0125, Wells: 0.021, White: 0.0232, Whitley: 0.016829,
};

/** Michigan Form 446, per pay period: (wages − MI-W4 exemptions × $5,900 ÷ pay periods) × 4.25 %, not below 0. */
export const MICHIGAN_446_2026 = {
  document: {
    title: 'Form 446, Michigan Income Tax Withholding Guide (Michigan Department of Treasury), with Form MI-W4',
    revision: '2026 guide, Rev. 02-26',
    where: `https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2026/446_Withholding-Guide_2026.pdf; ${transcription('mi/2026-source-capture.json')}`,
    figureSources: [
      'Withholding = 4.25 % × (compensation of the period − the period\'s share of the annual MI-W4 personal and dependency exemptions), not below 0, + MI-W4 additional withholding.',
      'Exemption $5,900 a year each (2026); rate 4.25 % (the Treasury\'s 2026 rate determination of April 15, 2026 keeps 4.25 %).',
      'No valid MI-W4 (and no earlier one still in force): zero exemptions, which a blank allowances field now means.',
      'Rounding: not stated; the period\'s share (exemptions × $5,900 ÷ periods) is kept exact and the product rounded to the cent.',
      'The guide prints no worked example for the state formula in the transcription read. Not modelled: city income taxes (Detroit 2.4 % resident / 1.2 % nonresident and the other 23 cities).',
    ],
  } satisfies WithholdingDocument,
  rate: 0.0425,
  exemption: 5_900,
} as const;

/**
 * Mississippi Pub. 89-700 formula: annual wages − Form 89-350 exemption − standard deduction,
 * 0 % on the first $10,000 and 4 % above, ÷ pay periods, rounded to the whole dollar.
 */
export const MISSISSIPPI_89700_2026 = {
  document: {
    title: 'Publication 89-700, Mississippi Withholding Income Tax Tables and Employer Instructions (Mississippi Department of Revenue), with Form 89-350',
    revision: 'Pub. 89-700-25, revised January 13, 2026',
    where: `https://www.dor.ms.gov/sites/default/files/tax-forms/business/89700251revised1.13.2026.pdf; ${transcription('ms/2026-source-capture.json')}; the same steps in the USDA NFC Mississippi formula (nfc.usda.gov, TAXES-00-MS-STatt)`,
    figureSources: [
      'Annual wages − exemption claimed (Form 89-350 line 6) − standard deduction of the status = taxable income; withholding = 4 % of taxable income over $10,000; ÷ pay periods, rounded to the nearest whole dollar.',
      'Standard deduction: $2,300 single or married with the spouse employed, $4,600 married with the spouse not employed, $3,400 head of family.',
      'Exemption (Form 89-350): $6,000 single; $12,000 married (split between spouses who both work); $9,500 head of family (including the dependent who qualifies the status); $1,500 for each other dependent and for age 65 or older or blind.',
      "The calculator's Married is married with the spouse not employed ($4,600 and $12,000); a married employee whose spouse works chooses Single (the same $2,300 and half the $12,000). The exemption is the status amount + $1,500 × dependents; a different line 6 amount is not offered.",
      'No Form 89-350: Single with no exemption (not offered: the exemption comes from the status).',
      'Rate: 4 % for 2026 (the dated rate table and the 2026 publication; the Department\'s general-information prose says 4.4 %, the 2025 rate). The publication\'s wage-bracket tables and examples were not transcribed; a weekly single case derived from the formula (not the agency\'s) is replayed in the tests: $500, $6,000 → $6.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.04,
  zeroRateAmount: 10_000,
  standardDeduction: { single: 2_300, married: 4_600, headOfHousehold: 3_400 },
  exemption: { single: 6_000, married: 12_000, headOfHousehold: 9_500 },
  dependentExemption: 1_500,
} as const;

/**
 * Montana direct payroll-period formula: W = A + B × (G − C) with the A and C of the MW-4 status's
 * table for the pay period (the annual amounts ÷ pay periods, to the whole dollar), rounded to the
 * whole dollar.
 */
export const MONTANA_GUIDE_2026 = {
  document: {
    title: 'Montana Employer and Information Agent Guide with Tax Tables (Montana Department of Revenue), with Form MW-4',
    revision: 'Version 4, November 2025 (tables for 2026)',
    where:
      'https://revenuefiles.mt.gov/files/Forms/Montana_Employer_and_Information_Agent_Guide_with_Tax_Tables.pdf; ' +
      `${transcription('mt/2026-source-capture.json')}; ARM 42.17.105 (Computation of Withholding) as published in the Administrative Rules of Montana`,
    figureSources: [
      'W = A + B × (G − C), G the gross wages of the period; + MW-4 additional withholding. No allowances: MW-4 gives only the filing status.',
      'Annual tables: Single, married filing separately, or married filing jointly with both spouses working: 0 % to 16,100; 4.7 % to 63,600; 2,233 + 5.65 % above. Married filing jointly or qualifying surviving spouse: 0 % to 32,200; 4.7 % to 127,200; 4,465 + 5.65 %. Head of household: 0 % to 24,150; 4.7 % to 95,400; 3,349 + 5.65 %.',
      'Payroll-period tables: ARM 42.17.105(3) divides the annual amounts by the pay periods; the guide prints them to the whole dollar (nearest). Only the examples\' values were transcribed (semimonthly single C 671; biweekly married C 4,892, A 172; weekly head of household C 464); the others are derived by that rule, and every printed value agrees with it.',
      'Rounding: the examples round the result to the nearest whole dollar ($33.088 → $33, $5.217 → $5, $231.777 → $232); the transcription\'s note that it is rounded up conflicts with them and is not followed.',
      'Official examples replayed in the tests: semimonthly $1,375 single → $33; biweekly $5,950 married → $232; weekly $575 head of household → $5.',
      'Daily pay: the periods (260) divide the annual amounts; the rule\'s daily divisor (365 in the current rule) is not used. Not modelled: the 30-day nonresident rule and the reservation and North Dakota exemptions.',
    ],
  } satisfies WithholdingDocument,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0 },
      { over: 16_100, base: 0, rate: 0.047 },
      { over: 63_600, base: 2_233, rate: 0.0565 },
    ],
    married: [
      { over: 0, base: 0, rate: 0 },
      { over: 32_200, base: 0, rate: 0.047 },
      { over: 127_200, base: 4_465, rate: 0.0565 },
    ],
    headOfHousehold: [
      { over: 0, base: 0, rate: 0 },
      { over: 24_150, base: 0, rate: 0.047 },
      { over: 95_400, base: 3_349, rate: 0.0565 },
    ],
  } satisfies Record<'single' | 'married' | 'headOfHousehold', readonly ScheduleRow[]>,
} as const;

/**
 * Nebraska Circular EN (2026) percentage method: wages − $2,440 a year per W-4N allowance, the
 * schedule of the status (single or head of household; married), here on the annual table.
 */
export const NEBRASKA_CIRCULAR_EN_2026 = {
  document: {
    title: 'Nebraska Circular EN, Nebraska Income Tax Withholding on Wages, Pensions and Annuities, and Gambling Winnings (Nebraska Department of Revenue), with Form W-4N',
    revision: '2026 Circular EN, 8-429-1998 Rev. 11-2025',
    where:
      `https://revenue.nebraska.gov/sites/revenue.nebraska.gov/files/doc/business/Cir_En_2025/2026cir_en_whole.pdf; ${transcription('ne/2026-source-capture.json')}; ` +
      'the same annual table and $2,440 at https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=Nebraska',
    figureSources: [
      'Wages − allowances × the allowance value of the period ($2,440 a year: 9.38 daily, 46.92 weekly, 93.85 biweekly, 101.67 semimonthly, 203.33 monthly, 610 quarterly, 1,220 semiannual), then the percentage schedule of the status and the period.',
      'Annual schedule, single or head of household: 0 to 3,430; 2.26 % to 6,710; 74.13 + 3.22 % to 21,810; 560.35 + 4.21 % to 31,610; 972.93 + 4.35 % to 40,130; 1,343.55 + 4.48 % to 75,370; 2,922.30 + 4.6 % above. Married: 0 to 8,190; 2.26 % to 13,010; 108.93 + 3.22 % to 32,400; 733.29 + 4.21 % to 50,400; 1,491.09 + 4.35 % to 62,530; 2,018.75 + 4.48 % to 82,920; 2,932.22 + 4.6 % above.',
      'W-4N has Single (also head of household) and Married. No W-4N with a federal W-4 from 2020 or later: Single with zero allowances, which a blank allowances field now means.',
      'Not confirmed: the per-period percentage tables were not transcribed, so the annual table is used on annualized wages (÷ periods, to the cent); a per-period table with rounded bounds may differ by cents. The Circular prints no worked example of the percentage method in the transcription read.',
      'Not applied: the special minimum withholding of employers with more than 24 employees (raise withholding below 1.5 % of wages to at least half that of a single employee with one allowance or a married one with two, unless the employee documents a lower amount).',
    ],
  } satisfies WithholdingDocument,
  allowance: 2_440,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0 },
      { over: 3_430, base: 0, rate: 0.0226 },
      { over: 6_710, base: 74.13, rate: 0.0322 },
      { over: 21_810, base: 560.35, rate: 0.0421 },
      { over: 31_610, base: 972.93, rate: 0.0435 },
      { over: 40_130, base: 1_343.55, rate: 0.0448 },
      { over: 75_370, base: 2_922.3, rate: 0.046 },
    ],
    married: [
      { over: 0, base: 0, rate: 0 },
      { over: 8_190, base: 0, rate: 0.0226 },
      { over: 13_010, base: 108.93, rate: 0.0322 },
      { over: 32_400, base: 733.29, rate: 0.0421 },
      { over: 50_400, base: 1_491.09, rate: 0.0435 },
      { over: 62_530, base: 2_018.75, rate: 0.0448 },
      { over: 82_920, base: 2_932.22, rate: 0.046 },
    ],
  } satisfies Record<'single' | 'married', readonly ScheduleRow[]>,
} as const;

/**
 * New Mexico FYI-104 percentage tables, per pay period, by the IRS W-4 filing status (no
 * allowances): the period table is the annual one with bounds ÷ periods to the whole dollar and
 * bases ÷ periods to the cent.
 */
export const NEW_MEXICO_FYI104_2026 = {
  document: {
    title: 'FYI-104, New Mexico State Wage Withholding Tables for the Percentage Method of Withholding (New Mexico Taxation and Revenue Department)',
    revision: '11/2025 (wages paid on or after January 1, 2026); TRD-41414 instructions 01/01/2026',
    where: `https://realfile.tax.newmexico.gov/FYI-104.pdf, https://realfile.tax.newmexico.gov/trd-41414ins.pdf; ${transcription('nm/2026-source-capture.json')}`,
    figureSources: [
      'Status: from the federal Form W-4 (a copy marked for New Mexico may differ): single (and married filing separately), married filing jointly, head of household. No allowances.',
      'Annual tables, single: 0 to 8,050; 1.5 % to 13,550; 82.50 + 3.2 % to 20,550; 306.50 + 3.2 % to 24,550; 434.50 + 4.3 % to 33,550; 821.50 + 4.3 % to 41,550; 1,165.50 + 4.7 % to 58,550; 1,964.50 + 4.7 % to 74,550; 2,716.50 + 4.9 % to 218,050; 9,748 + 5.9 % above. Married: 0 to 16,100; 1.5 % to 24,100; 120 + 3.2 % to 32,100; 376 + 3.2 % to 41,100; 664 + 4.3 % to 57,100; 1,352 + 4.3 % to 66,100; 1,739 + 4.7 % to 102,100; 3,431 + 4.7 % to 116,100; 4,089 + 4.9 % to 331,100; 14,624 + 5.9 % above. Head of household: the married bases with bounds 12,075, 20,075, 28,075, 37,075, 53,075, 62,075, 98,075, 112,075, 327,075.',
      'Official example replayed in the tests: weekly $1,000, married, $20 additional → row over $790, $12.77 + 4.3 % × 210 = $21.80, + $20 = $41.80 (the annual table would give $21.78).',
      'Not confirmed: only the example\'s row of the per-period tables was transcribed. The other rows are derived from the annual table the way that row is (790 = 41,100 ÷ 52 to the dollar, 12.77 = 664 ÷ 52 to the cent), so every New Mexico result is an estimate.',
      'Rounding: no general rule; the tables and example keep cents. Not modelled: the under-$1-a-month de minimis and the 15-day nonresident rule.',
    ],
  } satisfies WithholdingDocument,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0 },
      { over: 8_050, base: 0, rate: 0.015 },
      { over: 13_550, base: 82.5, rate: 0.032 },
      { over: 20_550, base: 306.5, rate: 0.032 },
      { over: 24_550, base: 434.5, rate: 0.043 },
      { over: 33_550, base: 821.5, rate: 0.043 },
      { over: 41_550, base: 1_165.5, rate: 0.047 },
      { over: 58_550, base: 1_964.5, rate: 0.047 },
      { over: 74_550, base: 2_716.5, rate: 0.049 },
      { over: 218_050, base: 9_748, rate: 0.059 },
    ],
    married: [
      { over: 0, base: 0, rate: 0 },
      { over: 16_100, base: 0, rate: 0.015 },
      { over: 24_100, base: 120, rate: 0.032 },
      { over: 32_100, base: 376, rate: 0.032 },
      { over: 41_100, base: 664, rate: 0.043 },
      { over: 57_100, base: 1_352, rate: 0.043 },
      { over: 66_100, base: 1_739, rate: 0.047 },
      { over: 102_100, base: 3_431, rate: 0.047 },
      { over: 116_100, base: 4_089, rate: 0.049 },
      { over: 331_100, base: 14_624, rate: 0.059 },
    ],
    headOfHousehold: [
      { over: 0, base: 0, rate: 0 },
      { over: 12_075, base: 0, rate: 0.015 },
      { over: 20_075, base: 120, rate: 0.032 },
      { over: 28_075, base: 376, rate: 0.032 },
      { over: 37_075, base: 664, rate: 0.043 },
      { over: 53_075, base: 1_352, rate: 0.043 },
      { over: 62_075, base: 1_739, rate: 0.047 },
      { over: 98_075, base: 3_431, rate: 0.047 },
      { over: 112_075, base: 4_089, rate: 0.049 },
      { over: 327_075, base: 14_624, rate: 0.059 },
    ],
  } satisfies Record<'single' | 'married' | 'headOfHousehold', readonly ScheduleRow[]>,
} as const;

/**
 * North Dakota (2026 rates and instructions): no state certificate. Federal W-4 from 2020: annual
 * wages, the annual table of the W-4 Step 1(c) status, ÷ pay periods, to the whole dollar. Federal
 * W-4 from 2019 or earlier: $5,050 a year per federal allowance first, then the single or married table.
 */
export const NORTH_DAKOTA_WITHHOLDING_2026 = {
  document: {
    title: '2026 North Dakota Income Tax Withholding Rates and Instructions (Office of State Tax Commissioner), percentage method',
    revision: '28216 12/2025, for wages paid in 2026',
    where:
      'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2026-iit/2026-income-tax-withholding-rates-booklet.pdf; ' +
      `${transcription('nd/2026-source-capture.json')}; the annual tables also as republished by a payroll vendor (https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=North+Dakota)`,
    figureSources: [
      'No state certificate: North Dakota withholds on the federal Form W-4. W-4 from 2020: annual wages (the federal taxable wages × pay periods), the annual table of the Step 1(c) status, ÷ pay periods, rounded to the nearest whole dollar. ("Amounts below $1 need not be withheld" is optional and not applied.)',
      'Annual tables for a W-4 from 2020: single 0 % to 57,625; 1.95 % over 57,625 to 258,450; 3,916.09 + 2.5 % over 258,450. Married filing jointly 0 % to 57,500; 1.95 % to 168,525; 2,164.99 + 2.5 % above. Head of household 0 % to 78,475; 1.95 % to 289,675; 4,118.40 + 2.5 % above. (The married table starts below the single one, as printed; the vendor republication and a news report of the 2026 methods give the same thresholds.)',
      'W-4 from 2019 or earlier: $5,050 a year per federal allowance (per period as printed: weekly 97, biweekly 194, semimonthly 210, monthly 420, semiannual 2,525, annual 5,050, daily 19), then the Single table (head of household too) or the Married table, the same figures as the single and married tables above.',
      'Official example as transcribed: single, weekly $1,800 → 93,600 a year → $734 → $14 a week. $734 is what the 2025 single table (0 % to 55,975) gives: (93,600 − 55,975) × 1.95 % = 733.69; the 2026 table gives 701.51 → $13. The tests replay the example with the 2025 table and work the 2026 figure by hand.',
      'Unconfirmed: the booklet\'s per-period tables for a W-4 from 2019 or earlier (whole-dollar period allowances, e.g. weekly $97 for 5,050 ÷ 52 = 97.12) were not transcribed; the annual equivalent is used and such results are flagged.',
    ],
  } satisfies WithholdingDocument,
  /** Annual tables of the federal W-4 (2020 or later) Step 1(c) status. */
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0 },
      { over: 57_625, base: 0, rate: 0.0195 },
      { over: 258_450, base: 3_916.09, rate: 0.025 },
    ],
    married: [
      { over: 0, base: 0, rate: 0 },
      { over: 57_500, base: 0, rate: 0.0195 },
      { over: 168_525, base: 2_164.99, rate: 0.025 },
    ],
    headOfHousehold: [
      { over: 0, base: 0, rate: 0 },
      { over: 78_475, base: 0, rate: 0.0195 },
      { over: 289_675, base: 4_118.4, rate: 0.025 },
    ],
  } satisfies Record<'single' | 'married' | 'headOfHousehold', readonly ScheduleRow[]>,
  /** Federal W-4 from 2019 or earlier: a year, per federal allowance. */
  pre2020Allowance: 5_050,
} as const;

/**
 * Oklahoma OW-2 percentage method, per pay period: wages − OK-W-4 allowances × $1,000 ÷ periods,
 * then the table of the period and status (the annual table ÷ periods as printed), to the whole dollar.
 */
export const OKLAHOMA_OW2_2026 = {
  document: {
    title: 'Packet OW-2, Oklahoma Income Tax Withholding Tables (Oklahoma Tax Commission), percentage method, with Form OK-W-4',
    revision: '2026',
    where:
      'https://oklahoma.gov/content/dam/ok/en/tax/documents/resources/publications/businesses/withholding-tables/WHTables-2026.pdf; ' +
      `${transcription('ok/2026-source-capture.json')}; the per-period tables ${calculatorTranscription('ok_ow2_2026_percentage.json')}`,
    figureSources: [
      'Per payroll period: wages − OK-W-4 allowances × the allowance value of the period ($1,000 a year: weekly 19.23, biweekly 38.46, semimonthly 41.67, monthly 83.33, quarterly 250, semiannual 500, annual 1,000, daily 3.85), then the table of the period and status.',
      'Annual tables: single 0 % to 10,100; 2.5 % over 10,100 to 11,250; 28.75 + 3.5 % over 11,250 to 13,550; 109.25 + 4.5 % over 13,550. Married 0 % to 20,200; 2.5 % to 22,500; 57.50 + 3.5 % to 27,100; 218.50 + 4.5 % over 27,100. (Not the return\'s $6,350 / $12,700 standard deductions and brackets: the tables carry them.)',
      'Per-period tables: every printed bound is the annual bound ÷ pay periods to the whole dollar and every base the annual base ÷ pay periods to the cent (weekly single 194, 216 with 0.55, 261 with 2.10; semimonthly married 842, 938 with 2.40, 1,129 with 9.10); the tests check the 64 rows of the eight frequencies.',
      'OK-W-4 status: Single, Married, or Married but withhold at the higher Single rate (the Single table). Head of household withholds as Single.',
      'Rounding: the percentage method rounds to the nearest whole dollar (under 50 cents dropped, 50 cents or more raised).',
      'No OK-W-4: withhold as a single person with no allowances (Okla. Admin. Code 710:90-1-7(f)), which a blank allowances field now means.',
      'Official example replayed in the tests: semimonthly $1,825, married, 2 allowances → 1,825 − 83.34 = 1,741.66 → 9.10 + 4.5 % × 612.66 = 36.67 → $37. (Its text first names a $12.19 base; its table, arithmetic and result use $9.10.)',
    ],
  } satisfies WithholdingDocument,
  /** A year, per OK-W-4 allowance; per period, ÷ periods to the cent. */
  allowance: 1_000,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0 },
      { over: 10_100, base: 0, rate: 0.025 },
      { over: 11_250, base: 28.75, rate: 0.035 },
      { over: 13_550, base: 109.25, rate: 0.045 },
    ],
    married: [
      { over: 0, base: 0, rate: 0 },
      { over: 20_200, base: 0, rate: 0.025 },
      { over: 22_500, base: 57.5, rate: 0.035 },
      { over: 27_100, base: 218.5, rate: 0.045 },
    ],
  } satisfies Record<'single' | 'married', readonly ScheduleRow[]>,
} as const;

/** Pennsylvania: 3.07 % of the paycheck's Pennsylvania taxable compensation; no certificate, allowances or deductions. */
export const PENNSYLVANIA_WITHHOLDING_2026 = {
  document: {
    title: 'Employer Withholding (Pennsylvania Department of Revenue), with the PA Personal Income Tax Guide: Income Subject to Tax Withholding',
    revision: 'the department\'s pages as captured August 25, 2026 (rate 3.07 %)',
    where:
      'https://www.pa.gov/agencies/revenue/resources/tax-types-and-information/employer-withholding, ' +
      'https://www.pa.gov/agencies/revenue/forms-and-publications/pa-personal-income-tax-guide/income-subject-withholding-estimated-payments-penalties-interest-other-additions; ' +
      transcription('pa/2026-source-capture.json'),
    figureSources: [
      'Withholding = the Pennsylvania taxable compensation of the paycheck × 3.07 %: no allowances, standard deduction or filing status; supplemental pay is added to the regular pay of the period, at the same rate.',
      'Compensation: traditional 401(k), 403(b) and 457(b) deferrals stay in Pennsylvania compensation (RETIREMENT_DEFERRALS_STATE_TAXABLE above); Section 125 health plan contributions are left out, as the calculator does.',
      'Rounding: no special rule is stated, so the amount is kept to the cent.',
      'Not withheld here: local earned income tax, Local Services Tax and the Philadelphia wage tax (set by the places of work and residence); residents of the reciprocal states (IN, MD, NJ, OH, VA, WV) with a REV-419 are not withheld for Pennsylvania.',
    ],
  } satisfies WithholdingDocument,
  rate: 0.0307,
} as const;

/**
 * Rhode Island percentage method: one table for every status; $1,000 a year per RI W-4 allowance,
 * none when the wages of the period are over $290,800 a year ÷ periods. Computed on the annual table.
 */
export const RHODE_ISLAND_WITHHOLDING_2026 = {
  document: {
    title: 'Rhode Island Withholding Tax Booklet (Division of Taxation), percentage method, with Form RI W-4',
    revision: '2026 booklet, updated 11/04/2025',
    where:
      'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2026%20Withholding%20Tax%20Booklet.pdf; ' +
      `${transcription('ri/2026-source-capture.json')}; the annual table and allowance also as republished by a payroll vendor (https://suburbancomputer.com/tips_state_tax.php?state=Rhode+Island, effective January 1, 2026)`,
    figureSources: [
      'One table for every filing status, annual: 3.75 % to 82,050; 3,076.88 + 4.75 % over 82,050 to 186,450; 8,035.88 + 5.99 % over 186,450.',
      'Allowance: $1,000 a year per RI W-4 allowance (weekly 19.23, biweekly 38.46, semimonthly 41.67, monthly 83.33, quarterly 250, semiannual 500, annual 1,000, daily 3.85). The return\'s $5,250 exemption is not a withholding figure.',
      'No allowance when the wages of the period are over $290,800 a year ÷ periods, as printed to the cent: weekly 5,592.31, biweekly 11,184.62, semimonthly 12,116.67, monthly 24,233.33, quarterly 72,700, semiannual 145,400, annual 290,800, daily 1,118.46.',
      'Computed on the annual table: (wages × periods − allowances × $1,000) → annual tax ÷ periods, to the cent. The booklet\'s per-period tables (whole-dollar bounds, e.g. weekly 1,578 with a 59.18 base) were not transcribed; the annual computation gives the booklet\'s example to the cent, and may differ from those tables by a cent on other wages.',
      'Official example replayed in the tests: weekly $2,195, 1 allowance → 2,195 − 19.23 = 2,175.77 → 59.18 + 4.75 % × 597.77 = $87.57.',
      'Rounding: none stated; the tables and the example keep cents.',
    ],
  } satisfies WithholdingDocument,
  allowance: 1_000,
  /** Annual wages above which no allowance is taken (compared per period, ÷ periods to the cent). */
  noAllowanceOver: 290_800,
  schedule: [
    { over: 0, base: 0, rate: 0.0375 },
    { over: 82_050, base: 3_076.88, rate: 0.0475 },
    { over: 186_450, base: 8_035.88, rate: 0.0599 },
  ] satisfies readonly ScheduleRow[],
} as const;

/**
 * South Carolina WH-1603F (2026): annual wages − $5,000 per SC W-4 allowance − 10 % of annual
 * wages (at most $7,500, only with at least one allowance); 0 % / 3 % / 6 %; ÷ pay periods.
 */
export const SOUTH_CAROLINA_WH1603F_2026 = {
  document: {
    title: 'WH-1603F, Formula for Computing South Carolina Withholding Tax (South Carolina Department of Revenue), with the SC W-4',
    revision: '2026 formula, Rev. 11/4/25',
    where: `https://dor.sc.gov/sites/dor/files/forms/WH1603F_2026.pdf; ${transcription('sc/2026-source-capture.json')}`,
    figureSources: [
      'Taxable income = annual gross wages − $5,000 per SC W-4 allowance − standard deduction: 10 % of annual gross wages, at most $7,500, only when at least one allowance is claimed (none with zero allowances).',
      'Subtraction method: 0 % under 3,640; 3 % − 109.20 from 3,640 to 18,230; 6 % − 656.10 from 18,230. Addition method (the same amounts): 3 % of the excess over 3,640; 437.70 + 6 % of the excess over 18,230.',
      'Annual withholding ÷ pay periods, to the cent (no rounding rule stated; the example keeps cents). No filing status.',
      'Period constants as printed: allowance 416.67 monthly, 208.33 semimonthly, 192.31 biweekly, 96.15 weekly; maximum standard deduction 625, 312.50, 288.46, 144.23 (the annual figures ÷ periods).',
      'No SC W-4: zero allowances, which a blank allowances field now means.',
      'Official example replayed in the tests: weekly $750, 3 allowances → 39,000 − 15,000 − 3,900 = 20,100 → 549.90 a year → $10.58 a week.',
      'Not reflected: PolicyEngine records a statutory restructuring for 2026 returns (1.99 % and 5.21 %, H. 4216); the 2026 withholding formula read (Rev. 11/4/25) withholds on 0 % / 3 % / 6 %, used here.',
    ],
  } satisfies WithholdingDocument,
  allowance: 5_000,
  standardDeduction: { rate: 0.1, max: 7_500 },
  /** Addition method, as printed. */
  schedule: [
    { over: 0, base: 0, rate: 0 },
    { over: 3_640, base: 0, rate: 0.03 },
    { over: 18_230, base: 437.7, rate: 0.06 },
  ] satisfies readonly ScheduleRow[],
  /** Subtraction method, as printed: rate × taxable income − subtract, from `from`. */
  subtractionMethod: [
    { from: 0, rate: 0, subtract: 0 },
    { from: 3_640, rate: 0.03, subtract: 109.2 },
    { from: 18_230, rate: 0.06, subtract: 656.1 },
  ],
} as const;

/**
 * Vermont GB-1210 percentage method, per pay period: wages − W-4VT allowances × $5,400 ÷ periods,
 * then the table of the period and status (the annual table ÷ periods), to the cent.
 */
export const VERMONT_GB1210_2026 = {
  document: {
    title: 'GB-1210, Vermont Income Tax Withholding Instructions, Tables and Charts (Vermont Department of Taxes), percentage method, with Form W-4VT',
    revision: '2026 (GB-1210-2026)',
    where:
      'https://tax.vermont.gov/sites/tax/files/documents/GB-1210-2026.pdf; ' +
      `${transcription('vt/2026-source-capture.json')}; the annual tables and allowance also as republished by a payroll vendor (https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=Vermont)`,
    figureSources: [
      'Per payroll period: wages − W-4VT allowances × the allowance value of the period ($5,400 a year: weekly 103.85, biweekly 207.69, semimonthly 225, monthly 450, quarterly 1,350, annual 5,400, daily 20.77), then the table of the period and status, to the cent.',
      'Annual tables: single 0 % to 3,925; 3.35 % to 54,675; 1,700.13 + 6.6 % to 126,775; 6,458.73 + 7.6 % to 260,225; 16,600.93 + 8.75 % above. Married 0 % to 11,775; 3.35 % to 96,475; 2,837.45 + 6.6 % to 216,525; 10,760.75 + 7.6 % to 323,825; 18,915.55 + 8.75 % above. (Not the return\'s standard deduction and exemption: the tables carry them.)',
      'W-4VT has Single and Married; head of household withholds as Single.',
      'Per-period tables: each bound and base is taken as the annual one ÷ pay periods (bounds to the whole dollar, bases to the cent), the rule Oklahoma\'s printed tables follow; the example\'s weekly married row (3.35 % over 226 = 11,775 ÷ 52 = 226.44) agrees.',
      'Official example replayed in the tests: weekly $1,800, married, 2 allowances → 1,800 − 207.70 = 1,592.30 → 3.35 % × (1,592.30 − 226) = $45.77. (The annual table would give $45.76.)',
      'Unconfirmed: the printed per-period rows above the first were not read, so a result on them may differ by a cent from the charts; every Vermont result is an estimate for that reason.',
      'Not modelled: the federal Form W-4 used when no W-4VT is given (with 30 % of its extra withholding), and nonresidents\' apportionment by Vermont hours.',
    ],
  } satisfies WithholdingDocument,
  /** A year, per W-4VT allowance; per period, ÷ periods to the cent. */
  allowance: 5_400,
  schedules: {
    single: [
      { over: 0, base: 0, rate: 0 },
      { over: 3_925, base: 0, rate: 0.0335 },
      { over: 54_675, base: 1_700.13, rate: 0.066 },
      { over: 126_775, base: 6_458.73, rate: 0.076 },
      { over: 260_225, base: 16_600.93, rate: 0.0875 },
    ],
    married: [
      { over: 0, base: 0, rate: 0 },
      { over: 11_775, base: 0, rate: 0.0335 },
      { over: 96_475, base: 2_837.45, rate: 0.066 },
      { over: 216_525, base: 10_760.75, rate: 0.076 },
      { over: 323_825, base: 18_915.55, rate: 0.0875 },
    ],
  } satisfies Record<'single' | 'married', readonly ScheduleRow[]>,
} as const;

/**
 * West Virginia IT-100.2A percentage method: wages − $2,000 a year per IT-104 exemption; the
 * two-earner table unless IT-104 line 5 asks for the one-earner table; to the whole dollar.
 */
export const WEST_VIRGINIA_IT100_2026 = {
  document: {
    title: 'IT-100.2A, West Virginia Tables for Percentage Method of Withholding (West Virginia Tax Division), with Form IT-104',
    revision: 'March 2026 (rates 2.11 % to 4.58 %)',
    where: `https://tax.wv.gov/Documents/Withholding/it100.2a.pdf, https://tax.wv.gov/Documents/TSD/tsd381.pdf; ${transcription('wv/2026-source-capture.json')}`,
    figureSources: [
      'Wages − $2,000 a year per IT-104 exemption (weekly 38.46, biweekly 76.92, semimonthly 83.33, monthly 166.67, annual 2,000), then the table; computed here on the annual payroll period table, ÷ pay periods.',
      'Two earner / two or more jobs, for every employee unless IT-104 line 5 is checked: 2.11 % to 7,500; 158.25 + 2.81 % to 18,750; 474.38 + 3.16 % to 30,000; 829.88 + 4.22 % to 45,000; 1,462.88 + 4.58 % above.',
      'One earner / one job (single, head of household, or married with a spouse not employed, holding one job, IT-104 line 5 checked): 2.11 % to 10,000; 211 + 2.81 % to 25,000; 632.50 + 3.16 % to 40,000; 1,106.50 + 4.22 % to 60,000; 1,950.50 + 4.58 % above.',
      'Rounding: "Amounts to be withheld should be rounded to the nearest whole dollar" (the companion instructions, IT-100.1A). The publication prints no worked example.',
      'Unconfirmed: the per-period tables were not transcribed (the 2023 edition\'s bases follow no single rounding rule), so the annual table is used and a paycheck close to a half dollar may differ by $1; and the tables are a March 2026 revision: what employers used before it in 2026 (presumably the 2025 tables, 2.22 % to 4.82 %) was not read. Every West Virginia result is an estimate for these reasons.',
    ],
  } satisfies WithholdingDocument,
  exemption: 2_000,
  schedules: {
    twoEarner: [
      { over: 0, base: 0, rate: 0.0211 },
      { over: 7_500, base: 158.25, rate: 0.0281 },
      { over: 18_750, base: 474.38, rate: 0.0316 },
      { over: 30_000, base: 829.88, rate: 0.0422 },
      { over: 45_000, base: 1_462.88, rate: 0.0458 },
    ],
    oneEarner: [
      { over: 0, base: 0, rate: 0.0211 },
      { over: 10_000, base: 211, rate: 0.0281 },
      { over: 25_000, base: 632.5, rate: 0.0316 },
      { over: 40_000, base: 1_106.5, rate: 0.0422 },
      { over: 60_000, base: 1_950.5, rate: 0.0458 },
    ],
  } satisfies Record<'twoEarner' | 'oneEarner', readonly ScheduleRow[]>,
} as const;
