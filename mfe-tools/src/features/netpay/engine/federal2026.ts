// Federal payroll-tax constants for wages paid in 2026, each with its source.
//
// Sources (keys used below):
// [P15T]  IRS Publication 15-T (2026), Federal Income Tax Withholding Methods,
//         https://www.irs.gov/pub/irs-pdf/p15t.pdf — Section 1, "Percentage Method Tables for
//         Automated Payroll Systems", Worksheet 1A and the Annual Percentage Method Tables.
// [RP]    Rev. Proc. 2025-32 (2026 inflation adjustments after Pub. L. 119-21), as recorded in
//         PolicyEngine/policyengine-us@8914f89da0: parameters/gov/irs/income/bracket.yaml and
//         parameters/gov/irs/deductions/standard/amount.yaml.
// [REF]   The firm's August 2026 research for this calculator, which re-derived the Pub 15-T
//         tables from [RP] and compared them with Fibonacci-0112/PaycheckCalculator:
//         PaycheckCalculator.Core/Data/us_irs_15t_2026_percentage_automated.json; what it found
//         is written out with each constant below.
// [SSA]   SSA contribution and benefit base, https://www.ssa.gov/oact/cola/cbb.html, and the
//         Interior Business Center notice of 29 Jan 2026, https://ibc.doi.gov/node/650.
// [IRS560] IRS Topic 560, Additional Medicare Tax, https://www.irs.gov/taxtopics/tc560.
//
// Every value a source did not confirm is marked with `verified: false` (see `unverified`).

/** A constant that could not be confirmed in any source read; results that use it are estimates. */
export interface Sourced<T> {
  readonly value: T;
  readonly source: string;
  readonly verified: boolean;
  readonly note?: string;
}

export type FederalFilingStatus = 'singleOrMarriedSeparately' | 'marriedFilingJointly' | 'headOfHousehold';

export type PayFrequency =
  | 'daily'
  | 'weekly'
  | 'biweekly'
  | 'semimonthly'
  | 'monthly'
  | 'quarterly'
  | 'semiannually'
  | 'annually';

/** [P15T] Worksheet 1A line 1b / Table 3 "number of pay periods". Daily uses 260 (5 days × 52 weeks). */
export const PAY_PERIODS_PER_YEAR: Readonly<Record<PayFrequency, number>> = {
  daily: 260,
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  quarterly: 4,
  semiannually: 2,
  annually: 1,
};

/** One row of an annual percentage method table: wage at least `over` (column A) → base (column C) + rate (column D) × excess. */
export interface AnnualTableRow {
  /** Column A, annual dollars. */
  readonly over: number;
  /** Column C, tentative withholding at `over`, dollars (may have cents). */
  readonly base: number;
  /** Column D, the percentage as a decimal fraction. */
  readonly rate: number;
}

export type AnnualTable = readonly AnnualTableRow[];

/**
 * [RP] 2026 marginal brackets: the upper bound of each rate band (10 %, 12 %, 22 %, 24 %, 32 %, 35 %),
 * 37 % above the last. Married filing jointly doubles single except that 35 % ends at 768,700.
 */
export const BRACKETS_2026 = {
  rates: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
  upperBounds: {
    singleOrMarriedSeparately: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
    marriedFilingJointly: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
    headOfHousehold: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
  },
  source: '[RP] Rev. Proc. 2025-32 §4.01 tables 1-3 (via PolicyEngine gov/irs/income/bracket.yaml)',
} as const satisfies {
  rates: readonly number[];
  upperBounds: Readonly<Record<FederalFilingStatus, readonly number[]>>;
  source: string;
};

/** [RP] 2026 basic standard deduction, dollars (MFS = single). */
export const STANDARD_DEDUCTION_2026: Readonly<Record<FederalFilingStatus, number>> = {
  singleOrMarriedSeparately: 16_100,
  marriedFilingJointly: 32_200,
  headOfHousehold: 24_150,
};

/**
 * [P15T] Worksheet 1A, line 1g: subtracted from annual wages only when the Step 2 box is NOT
 * checked (it stands for the part of the standard deduction the tables do not already build in).
 * [REF] (same rule as the 2025 tables).
 */
export const LINE_1G_2026: Readonly<Record<FederalFilingStatus, number>> = {
  singleOrMarriedSeparately: 8_600,
  marriedFilingJointly: 12_900,
  headOfHousehold: 8_600,
};

/*
 * How the annual percentage method tables are built ([P15T] structure, [RP] figures), checked
 * against the [REF] re-derivation (which agrees with every row except two typos in
 * the third-party repo file, both corrected in [REF] and here):
 *
 * STANDARD table (Step 2 not checked, and every pre-2020 Form W-4):
 *   the 0 % row ends at (standard deduction − line 1g):
 *     single 16,100 − 8,600 = 7,500;  MFJ 32,200 − 12,900 = 19,300;  HoH 24,150 − 8,600 = 15,550.
 *   (Same rule as Pub 15-T 2025: 15,000 − 8,600 = 6,400 single; 30,000 − 12,900 = 17,100 MFJ;
 *    22,500 − 8,600 = 13,900 HoH.)
 *   Each next row starts at that point plus the 2026 bracket bound, and column C accumulates the
 *   tax of the bands below. Single:
 *     7,500 + 12,400 = 19,900     C = 10 % × 12,400            = 1,240
 *     7,500 + 50,400 = 57,900     C = 1,240 + 12 % × 38,000    = 5,800
 *     7,500 + 105,700 = 113,200   C = 5,800 + 22 % × 55,300    = 17,966
 *     7,500 + 201,775 = 209,275   C = 17,966 + 24 % × 96,075   = 41,024
 *     7,500 + 256,225 = 263,725   C = 41,024 + 32 % × 54,450   = 58,448
 *     7,500 + 640,600 = 648,100   C = 58,448 + 35 % × 384,375  = 192,979.25
 *
 * STEP 2 CHECKED table: 0 % row ends at half the standard deduction (8,050 / 16,100 / 12,075),
 *   every band is half as wide; Pub 15-T rounds half-dollar bounds up (108,937.50 → 108,938;
 *   136,162.50 → 136,163) and column C to the cent (96,489.625 → 96,489.63).
 *
 * Golden example (firm's worked example): single, 2020+ W-4, no other entries, $3,000 biweekly:
 *   1c 3,000 × 26 = 78,000; 1i 78,000 − 8,600 = 69,400; row 57,900: 5,800 + 22 % × 11,500 = 8,330;
 *   2h 8,330 / 26 = 320.3846 → $320.38.
 */

/** [P15T] Annual Percentage Method Tables, Standard Withholding Rate Schedules (2026). */
export const STANDARD_TABLES_2026: Readonly<Record<FederalFilingStatus, AnnualTable>> = {
  marriedFilingJointly: [
    { over: 0, base: 0, rate: 0 },
    { over: 19_300, base: 0, rate: 0.1 },
    { over: 44_100, base: 2_480, rate: 0.12 },
    { over: 120_100, base: 11_600, rate: 0.22 },
    { over: 230_700, base: 35_932, rate: 0.24 },
    { over: 422_850, base: 82_048, rate: 0.32 },
    { over: 531_750, base: 116_896, rate: 0.35 },
    { over: 788_000, base: 206_583.5, rate: 0.37 },
  ],
  singleOrMarriedSeparately: [
    { over: 0, base: 0, rate: 0 },
    { over: 7_500, base: 0, rate: 0.1 },
    { over: 19_900, base: 1_240, rate: 0.12 },
    { over: 57_900, base: 5_800, rate: 0.22 },
    { over: 113_200, base: 17_966, rate: 0.24 },
    { over: 209_275, base: 41_024, rate: 0.32 },
    { over: 263_725, base: 58_448, rate: 0.35 },
    { over: 648_100, base: 192_979.25, rate: 0.37 },
  ],
  headOfHousehold: [
    { over: 0, base: 0, rate: 0 },
    { over: 15_550, base: 0, rate: 0.1 },
    { over: 33_250, base: 1_770, rate: 0.12 },
    { over: 83_000, base: 7_740, rate: 0.22 },
    { over: 121_250, base: 16_155, rate: 0.24 },
    { over: 217_300, base: 39_207, rate: 0.32 },
    { over: 271_750, base: 56_631, rate: 0.35 },
    { over: 656_150, base: 191_171, rate: 0.37 },
  ],
};

/** [P15T] Annual Percentage Method Tables, Form W-4 Step 2 Checkbox Withholding Rate Schedules (2026). */
export const STEP2_TABLES_2026: Readonly<Record<FederalFilingStatus, AnnualTable>> = {
  marriedFilingJointly: [
    { over: 0, base: 0, rate: 0 },
    { over: 16_100, base: 0, rate: 0.1 },
    { over: 28_500, base: 1_240, rate: 0.12 },
    { over: 66_500, base: 5_800, rate: 0.22 },
    { over: 121_800, base: 17_966, rate: 0.24 },
    { over: 217_875, base: 41_024, rate: 0.32 },
    { over: 272_325, base: 58_448, rate: 0.35 },
    { over: 400_450, base: 103_291.75, rate: 0.37 },
  ],
  singleOrMarriedSeparately: [
    { over: 0, base: 0, rate: 0 },
    { over: 8_050, base: 0, rate: 0.1 },
    { over: 14_250, base: 620, rate: 0.12 },
    { over: 33_250, base: 2_900, rate: 0.22 },
    { over: 60_900, base: 8_983, rate: 0.24 },
    { over: 108_938, base: 20_512, rate: 0.32 },
    { over: 136_163, base: 29_224, rate: 0.35 },
    { over: 328_350, base: 96_489.63, rate: 0.37 },
  ],
  headOfHousehold: [
    { over: 0, base: 0, rate: 0 },
    { over: 12_075, base: 0, rate: 0.1 },
    { over: 20_925, base: 885, rate: 0.12 },
    { over: 45_800, base: 3_870, rate: 0.22 },
    { over: 64_925, base: 8_077.5, rate: 0.24 },
    { over: 112_950, base: 19_603.5, rate: 0.32 },
    { over: 140_175, base: 28_315.5, rate: 0.35 },
    { over: 332_375, base: 95_585.5, rate: 0.37 },
  ],
};

/**
 * [P15T] Worksheet 1A lines 1j-1l (Form W-4 from 2019 or earlier): value of one withholding
 * allowance. The 2026 figure was not found in any source read ([REF]: no 2026
 * withholding allowance amount found); the 2025 figure, $4,300, is carried forward and the
 * result of an old W-4 is labelled an estimate (docs/architecture.md#d18).
 */
export const PRE_2020_ALLOWANCE_2026: Sourced<number> = {
  value: 4_300,
  source: '[P15T] 2025, Worksheet 1A line 1k ($4,300); 2026 amount not found ([REF])',
  verified: false,
  note: '2025 value carried forward; confirm against Pub 15-T (2026) Worksheet 1A line 1k.',
};

/**
 * Nonresident-alien wage add-on (Pub 15-T "Withholding Adjustment for Nonresident Alien
 * Employees", Table 1, annual row): added to the annualized wages before the table look-up.
 * Source: [REF], from the IBC notice of
 * 29 Jan 2026 (https://ibc.doi.gov/node/650). Single-sourced, so not marked verified.
 */
export const NONRESIDENT_ALIEN_ADD_ON_2026: Readonly<{ form2020OrLater: Sourced<number>; pre2020FormW4: Sourced<number> }> = {
  form2020OrLater: {
    value: 16_100,
    source: '[REF] nonresident-alien add-on, Form W-4 2020 or later (IBC notice 29 Jan 2026)',
    verified: false,
    note: 'Single secondary source; equals the 2026 single standard deduction, as in earlier years.',
  },
  pre2020FormW4: {
    value: 11_800,
    source: '[REF] nonresident-alien add-on, Form W-4 2019 or earlier (IBC notice 29 Jan 2026)',
    verified: false,
    note: 'Single secondary source.',
  },
};

/** [SSA] Social Security (OASDI) employee rate and 2026 wage base (agrees with [REF]). */
export const SOCIAL_SECURITY_2026 = {
  employeeRate: 0.062,
  wageBase: 184_500,
  source: '[SSA] 2026 contribution and benefit base $184,500 (agrees with [REF])',
} as const;

/**
 * Medicare (HI) employee rate, and the Additional Medicare Tax the employer withholds on wages it
 * pays over $200,000 in the calendar year, whatever the filing status ([IRS560]; Pub 15 §9).
 * Agrees with [REF].
 */
export const MEDICARE_2026 = {
  employeeRate: 0.0145,
  additionalRate: 0.009,
  additionalWithholdingThreshold: 200_000,
  source: '[IRS560] and [REF] (PolicyEngine gov/irs/payroll/medicare)',
} as const;

/** Every federal constant above that a source did not confirm. */
export const FEDERAL_UNVERIFIED: readonly string[] = [
  `Pre-2020 W-4 withholding allowance for 2026: $${PRE_2020_ALLOWANCE_2026.value} (2025 value carried forward)`,
  `Nonresident-alien add-on for 2026: $${NONRESIDENT_ALIEN_ADD_ON_2026.form2020OrLater.value} (2020+ W-4), $${NONRESIDENT_ALIEN_ADD_ON_2026.pre2020FormW4.value} (pre-2020 W-4), single secondary source`,
];
