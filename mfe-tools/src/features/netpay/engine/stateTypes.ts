// Types of the 2026 state withholding data (stateData2026.ts, stateRules2026.ts).

export const STATE_CODES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS',
  'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV',
  'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const;

/** USPS code of one of the 50 states or the District of Columbia. */
export type StateCode = (typeof STATE_CODES)[number];

export function isStateCode(value: string): value is StateCode {
  return (STATE_CODES as readonly string[]).includes(value);
}

/** One marginal bracket on annual taxable income, in dollars. */
export interface RateBracket {
  readonly over: number;
  readonly rate: number;
}

/**
 * One row of a withholding schedule as a state prints it: on taxable wages of at least `over`,
 * withhold `base` + `rate` × (taxable − `over`). Dollars. Kept in this form (not as marginal
 * brackets) where the state rounds `base` to whole dollars, so the printed bases are used.
 */
export interface ScheduleRow {
  readonly over: number;
  readonly base: number;
  readonly rate: number;
}

/**
 * Figures by state filing status. `married` is married filing jointly. A missing
 * headOfHousehold means the state has no separate figure: the single one applies.
 * null = not found in the sources read.
 */
export interface ByStateStatus<T> {
  readonly single: T;
  readonly married: T;
  readonly headOfHousehold?: T;
}

/** Where an employee assessment's 2026 figures were read. */
export interface AssessmentSource {
  readonly title: string;
  /** The revision, date or year of the figures read. */
  readonly revision: string;
  /** Where it was read: the official address, or the transcription of it that was read. */
  readonly where: string;
}

/**
 * An employee-paid state payroll assessment (disability, paid leave, long-term care, transit,
 * unemployment) as a share of the paycheck's wages, with its cap:
 * - `annualWageBase`: only wages up to this amount in the calendar year are assessed (applied with
 *   the year-to-date wages); null = every wage is assessed;
 * - `maxWeekly`: at most this amount a week (spread over the pay period: × 52 ÷ periods);
 * - `maxAnnual`: at most this amount in the year.
 * Confidence `high` = every 2026 figure confirmed; otherwise `estimateReason` says what was not,
 * and a paycheck that withholds it is an estimate.
 */
export type EmployeeAssessment = {
  readonly name: string;
  /** Employee rate, as a decimal; null = not found, so nothing is withheld. */
  readonly rate: number | null;
  /** Annual wage base in dollars; null = no annual wage base. */
  readonly annualWageBase: number | null;
  readonly maxWeekly?: number;
  readonly maxAnnual?: number;
  /** How the rate and cap follow from what the sources print (shares, totals, who may deduct what). */
  readonly note?: string;
  readonly sources: readonly AssessmentSource[];
} & ({ readonly confidence: 'high' } | { readonly confidence: 'medium' | 'low'; readonly estimateReason: string });

export type Confidence = 'high' | 'medium' | 'low';

export interface StateIncomeTax2026 {
  readonly code: StateCode;
  readonly name: string;
  readonly type: 'none' | 'flat' | 'brackets';
  readonly flatRate: number | null;
  readonly topRate: number;
  readonly brackets: ByStateStatus<readonly RateBracket[]> | null;
  readonly standardDeduction: ByStateStatus<number | null>;
  readonly personalExemption: ByStateStatus<number | null>;
  /** Value of one allowance/exemption claimed on the state form: a deduction from wages or a credit against tax. */
  readonly allowance: { readonly amount: number | null; readonly kind: 'deduction' | 'taxCredit' } | null;
  readonly employeeAssessments: readonly EmployeeAssessment[];
  readonly localTaxes: string | null;
  readonly method: string;
  readonly confidence: Confidence;
  readonly valuesYear: 2025 | 2026;
  readonly note: string;
  readonly notes: readonly string[];
  /** Values the sources read could not confirm; a result that uses them is an estimate. */
  readonly unverified: readonly string[];
  readonly sources: readonly string[];
}
