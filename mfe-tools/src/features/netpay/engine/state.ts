// State income tax withholding for 2026, annualized: annual wages → annual tax → ÷ pay periods,
// rounded to the cent, then the extra amount the employee asked for.
//
// Generic formula, used unless a state rule below says otherwise:
//   taxable = annual wages − standard deduction − allowances × allowance value (or the personal
//             exemption by status when the state has no per-allowance value) − dependents × amount
//   tax     = brackets or flat rate on taxable − allowances × credit (credit states)
// States withheld by their own employer document instead (each with a `document` entry in
// stateRules2026.ts): NJ, NC and MA below, and through EMPLOYER_METHODS OR, MN, NY, KY, ME, VA,
// CO, MO, UT, WI, OH, ID, AL, AR, CA, CT, DE, DC, GA, HI, IA, KS, LA, MD (with its county tax),
// AZ, IL, IN (with its county tax), MI, MS, MT, NE, NM, ND (on the federal W-4), OK, PA, RI, SC,
// VT and WV.
// Some of them work per pay period rather than on the year (AZ, CA, GA, IA, IL, IN, KS, LA, MD,
// MI, MT, NM, OH, OK, PA, UT, VT), as their documents do; OH, ID, UT and GA use the table in force
// on the pay date.

import { add, compare, decimal, divInt, dollarsToCents, fromCents, max0, minF, mul, roundCents, roundWholeDollars, sub, type Fraction } from './money.ts';
import { MARYLAND_COUNTY_TAX_2026, STATE_INCOME_TAX_2026 } from './stateData2026.ts';
import {
  ALABAMA_WITHHOLDING_2026,
  ARIZONA_A4_2026,
  ARKANSAS_WITHHOLDING_2026,
  CALIFORNIA_METHOD_B_2026,
  COLORADO_DR1098_2026,
  CONNECTICUT_TPG211_2026,
  DELAWARE_WITHHOLDING_2026,
  DISTRICT_OF_COLUMBIA_WITHHOLDING_2026,
  GEORGIA_WITHHOLDING_2026,
  HAWAII_WITHHOLDING_2026,
  IDAHO_EPB00744_2026,
  ILLINOIS_IL700T_2026,
  INDIANA_COUNTY_TAX_2026,
  INDIANA_DN1_2026,
  IOWA_WITHHOLDING_2026,
  KANSAS_KW100_2026,
  KENTUCKY_42A003_2026,
  LOUISIANA_R1306_2026,
  MAINE_WITHHOLDING_2026,
  MARYLAND_WITHHOLDING_2026,
  MASSACHUSETTS_CIRCULAR_M,
  MICHIGAN_446_2026,
  MINNESOTA_WITHHOLDING_2026,
  MISSISSIPPI_89700_2026,
  MISSOURI_WITHHOLDING_2026,
  MONTANA_GUIDE_2026,
  NEBRASKA_CIRCULAR_EN_2026,
  NEW_JERSEY_NJWT,
  NEW_MEXICO_FYI104_2026,
  NEW_YORK_NYS50_T_NYS,
  NORTH_CAROLINA_NC30,
  NORTH_DAKOTA_WITHHOLDING_2026,
  OHIO_WITHHOLDING_2026,
  OKLAHOMA_OW2_2026,
  OREGON_150_206_436,
  PENNSYLVANIA_WITHHOLDING_2026,
  RHODE_ISLAND_WITHHOLDING_2026,
  SOUTH_CAROLINA_WH1603F_2026,
  STATE_DEFAULT_ALLOWANCES,
  STATE_DEPENDENT_AMOUNT_2026,
  UTAH_PUB14_2026,
  VERMONT_GB1210_2026,
  VIRGINIA_WITHHOLDING_2026,
  WEST_VIRGINIA_IT100_2026,
  WISCONSIN_W166_2026,
} from './stateRules2026.ts';
import type { ByStateStatus, EmployeeAssessment, RateBracket, ScheduleRow, StateCode, StateIncomeTax2026 } from './stateTypes.ts';
import type { AssessmentLine, FederalFilingStatus, StateFilingStatus, StateInput, StateResultInfo } from './types.ts';
import { wagesUnderBase } from './fica.ts';

export interface StateWithholdingInput {
  readonly state: StateInput;
  readonly federalFilingStatus: FederalFilingStatus;
  /** State taxable wages of this paycheck (gross minus the pre-tax deductions the state excludes). */
  readonly wagesThisPeriodCents: number;
  readonly payPeriods: number;
  /** Federal income tax withheld per period (Alabama deducts it). */
  readonly federalWithholdingPerPeriodCents: number;
  /** Social Security + Medicare withheld from this paycheck (Massachusetts subtracts it). Default 0. */
  readonly ficaThisPeriodCents?: number;
  /** Social Security + Medicare withheld earlier this year by this employer (Massachusetts $2,000 limit). Default 0. */
  readonly ficaYtdCents?: number;
  /** Pay date (yyyy-mm-dd): selects the table in force for the states that changed theirs during 2026. */
  readonly payDate?: string;
  /** Allowances of a federal Form W-4 from 2019 or earlier, when that is the employee's W-4 (North Dakota withholds on it). */
  readonly federalPre2020Allowances?: number;
}

export interface StateWithholdingResult {
  readonly incomeTaxCents: number;
  readonly localTaxCents: number;
  readonly info: StateResultInfo;
  /**
   * The notes of `info.notes` that only say which dated table was used (tableInForce): they name
   * the pay date, so they are no reason a paycheck is an estimate. None for most states.
   */
  readonly tableNotes?: readonly string[];
}

export function defaultStateFilingStatus(federal: FederalFilingStatus): StateFilingStatus {
  if (federal === 'marriedFilingJointly') return 'married';
  if (federal === 'headOfHousehold') return 'headOfHousehold';
  return 'single';
}

const ZERO: Fraction = { n: 0n, d: 1n };
const dollars = (amount: number): Fraction => fromCents(dollarsToCents(amount));

/** Tax on an annual taxable amount (cents, as a fraction) with marginal brackets in dollars. */
export function bracketTax(taxable: Fraction, brackets: readonly RateBracket[]): Fraction {
  let tax = ZERO;
  brackets.forEach((bracket, index) => {
    const lower = dollars(bracket.over);
    if (compare(taxable, lower) <= 0) return;
    const next = brackets[index + 1];
    const upper = next ? minF(taxable, dollars(next.over)) : taxable;
    tax = add(tax, mul(sub(upper, lower), decimal(bracket.rate)));
  });
  return tax;
}

function pick<T>(table: ByStateStatus<T>, status: StateFilingStatus): T {
  if (status === 'headOfHousehold') return table.headOfHousehold === undefined ? table.single : table.headOfHousehold;
  return table[status];
}

/** NC-30 figures a year's edition gives (so that an edition's own worked example can be replayed). */
export interface Nc30Figures {
  readonly rate: number;
  readonly standardDeduction: { readonly single: number; readonly married: number; readonly headOfHousehold: number };
  readonly allowance: number;
}

/**
 * NC-30 annualized method: (wages × periods − standard deduction − allowances × allowance value)
 * × rate ÷ periods, the final result rounded to the nearest whole dollar.
 */
export function nc30Withholding(
  figures: Nc30Figures,
  wagesPerPeriodCents: number,
  periods: number,
  status: StateFilingStatus,
  allowances: number,
): { readonly withholdingCents: number; readonly annualTaxable: Fraction } {
  const annualWages = fromCents(Math.max(0, wagesPerPeriodCents) * periods);
  const deductions = add(dollars(figures.standardDeduction[status]), mul(dollars(figures.allowance), { n: BigInt(allowances), d: 1n }));
  const annualTaxable = max0(sub(annualWages, deductions));
  return { withholdingCents: roundWholeDollars(divInt(mul(annualTaxable, decimal(figures.rate)), periods)), annualTaxable };
}

/**
 * Tax on a taxable amount with a schedule as the state prints it: base + rate × excess of the last
 * row whose `over` the amount reaches; 0 below the first row.
 */
export function scheduleTax(taxable: Fraction, rows: readonly ScheduleRow[]): Fraction {
  let tax = ZERO;
  for (const row of rows) {
    if (compare(taxable, dollars(row.over)) < 0) break;
    tax = add(dollars(row.base), mul(sub(taxable, dollars(row.over)), decimal(row.rate)));
  }
  return tax;
}

const times = (amount: Fraction, count: number): Fraction => mul(amount, { n: BigInt(count), d: 1n });

/** What a state's employer method gets: this paycheck's state wages and the certificate's answers. */
interface EmployerMethodInput {
  readonly wagesPerPeriodCents: number;
  readonly periods: number;
  readonly status: StateFilingStatus;
  readonly allowances: number;
  readonly dependents: number;
  readonly federalWithholdingPerPeriodCents: number;
  /** yyyy-mm-dd, when given. */
  readonly payDate?: string;
  /**
   * The employee's state certificate as given: each state's own answers (CT-W4 code, Maryland or
   * Indiana county, A-4 rate, IL-W-4 line 2, IT-104 line 5) are read from it by that state's method.
   * Its status, allowances and dependents are as entered: the methods use the resolved ones above.
   */
  readonly certificate: StateInput;
  /** North Dakota: the allowances of a federal W-4 from 2019 or earlier, when that is the W-4. */
  readonly federalPre2020Allowances?: number;
}

interface EmployerMethodResult {
  /** Withholding for the period, before the employee's extra amount, in cents. */
  readonly withholdingCents: number;
  /** The annual amount the document's rates were applied to. */
  readonly annualTaxable: Fraction;
  /** Which dated table was used (tableInForce's notes), listed before `notes`. */
  readonly tableNotes?: readonly string[];
  /** What else the result should say (what could not be confirmed, the certificate's answers). */
  readonly notes?: readonly string[];
  /** True when the figures used for this paycheck are not all confirmed (the notes say why). */
  readonly estimate?: boolean;
  /** Local income tax withheld with the state's (Maryland and Indiana county tax), in cents. */
  readonly localTaxCents?: number;
}

/** A set of figures in force from a date (yyyy-mm-dd) until the next set's. */
interface DatedTable {
  readonly from: string;
  readonly label: string;
}

/**
 * The table in force on the pay date: the last whose `from` is on or before it. Without a pay date,
 * the last one (in force at the end of 2026), and a note saying so.
 */
export function tableInForce<T extends DatedTable>(stateName: string, tables: readonly [T, ...T[]], payDate: string | undefined): { readonly table: T; readonly notes: readonly string[] } {
  const last = tables[tables.length - 1] ?? tables[0];
  if (payDate === undefined) {
    return { table: last, notes: [`${stateName}: no pay date given, so ${last.label} (in force from ${last.from}) is used.`] };
  }
  // yyyy-mm-dd strings order as the dates do.
  const table = tables.filter((t) => t.from <= payDate).at(-1) ?? tables[0];
  return { table, notes: [`${stateName}: ${table.label}, in force on the pay date ${payDate}.`] };
}

const annualWagesOf = (m: EmployerMethodInput): Fraction => fromCents(m.wagesPerPeriodCents * m.periods);
/** Certificates with Single and Married only (head of household withholds as single). */
const singleOrMarried = (status: StateFilingStatus): 'single' | 'married' => (status === 'married' ? 'married' : 'single');
/** Annual tax ÷ pay periods, to the cent. */
const perPeriodCents = (annualTax: Fraction, periods: number): number => roundCents(divInt(annualTax, periods));

/** Oregon 150-206-436: BASE = wages − federal tax withheld (capped) − standard deduction; table; − $263 per allowance. */
function oregonWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = OREGON_150_206_436;
  const annualWages = annualWagesOf(m);
  const status = singleOrMarried(m.status);
  const table = status === 'married' || m.allowances >= 3 ? 'married' : 'single';
  const highWage = compare(annualWages, dollars(rule.highWageTablesFrom)) >= 0;
  let cap: number = rule.federalSubtractionMax;
  if (highWage) {
    for (const step of rule.federalSubtractionPhaseOut[status]) if (compare(annualWages, dollars(step.from)) >= 0) cap = step.max;
  }
  const federal = minF(fromCents(Math.max(0, m.federalWithholdingPerPeriodCents) * m.periods), dollars(cap));
  const standard = table === 'married' ? rule.standardDeduction.threeOrMoreOrMarried : rule.standardDeduction.fewerThanThreeAllowances;
  const base = max0(sub(sub(annualWages, federal), dollars(standard)));
  const tax = scheduleTax(base, rule.tables[table][highWage ? 'highWage' : 'underHighWage']);
  const allowances = compare(annualWages, dollars(rule.noAllowancesOver[status])) > 0 ? 0 : m.allowances;
  const annualTax = max0(sub(tax, times(dollars(rule.exemptionCredit), allowances)));
  return { withholdingCents: perPeriodCents(annualTax, m.periods), annualTaxable: base };
}

/** Minnesota: annual wages − $5,300 per W-4MN allowance, annual schedule of the status. */
function minnesotaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = MINNESOTA_WITHHOLDING_2026;
  const taxable = max0(sub(annualWagesOf(m), times(dollars(rule.allowance), m.allowances)));
  const tax = scheduleTax(taxable, rule.schedules[singleOrMarried(m.status)]);
  return { withholdingCents: perPeriodCents(tax, m.periods), annualTaxable: taxable };
}

/** New York NYS-50-T-NYS: annual wages − deduction − $1,000 per allowance; Method II schedule or Method III rate. */
function newYorkWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = NEW_YORK_NYS50_T_NYS;
  const status = singleOrMarried(m.status);
  const deductions = add(dollars(rule.deduction[status]), times(dollars(rule.exemption), m.allowances));
  const taxable = max0(sub(annualWagesOf(m), deductions));
  let tax: Fraction;
  if (compare(taxable, dollars(rule.wholeWage.over[status])) > 0) {
    const band = rule.wholeWage.rates.filter((r) => r.over === 0 || compare(taxable, dollars(r.over)) > 0).at(-1);
    tax = mul(taxable, decimal(band?.rate ?? 0));
  } else {
    tax = scheduleTax(taxable, rule.schedules[status]);
  }
  return { withholdingCents: perPeriodCents(tax, m.periods), annualTaxable: taxable };
}

/**
 * (annual wages − deduction) × flat rate ÷ pay periods, rounded as the document says: Kentucky
 * 42A003 to the cent, Colorado DR 1098 and Idaho to the whole dollar.
 */
function flatRateWithholding(m: EmployerMethodInput, deduction: number, rate: number, round: (cents: Fraction) => number): EmployerMethodResult {
  const taxable = max0(sub(annualWagesOf(m), dollars(deduction)));
  return { withholdingCents: round(divInt(mul(taxable, decimal(rate)), m.periods)), annualTaxable: taxable };
}

/** Maine: annual wages − $5,300 per allowance − phased-out standard deduction; schedule; to the whole dollar. */
function maineWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = MAINE_WITHHOLDING_2026;
  const annualWages = annualWagesOf(m);
  const status = singleOrMarried(m.status);
  const sd = rule.standardDeduction[status];
  let standard: Fraction;
  if (compare(annualWages, dollars(sd.fullThrough)) <= 0) standard = dollars(sd.full);
  else if (compare(annualWages, dollars(sd.zeroFrom)) >= 0) standard = ZERO;
  else {
    // (zeroFrom − wages) ÷ (zeroFrom − fullThrough), rounded to 4 decimals (× 10,000 to the integer).
    const scale = 10n ** BigInt(rule.phaseOutMultiplierDecimals);
    const share = divInt(sub(dollars(sd.zeroFrom), annualWages), dollarsToCents(sd.zeroFrom - sd.fullThrough));
    standard = mul(dollars(sd.full), { n: BigInt(roundCents(mul(share, { n: scale, d: 1n }))), d: scale });
  }
  const taxable = max0(sub(sub(annualWages, times(dollars(rule.allowance), m.allowances)), standard));
  const tax = scheduleTax(taxable, rule.schedules[status]);
  return { withholdingCents: roundWholeDollars(divInt(tax, m.periods)), annualTaxable: taxable };
}

/** Figures of the Virginia formula (so that an edition's own example can be replayed). */
export interface VirginiaFigures {
  readonly standardDeduction: number;
  readonly exemption: number;
  readonly ageOrBlindExemption: number;
  readonly brackets: readonly RateBracket[];
}

/**
 * Virginia: T = G × P − [deduction + E1 × exemption + E2 × age/blind exemption]; W from the
 * brackets; W ÷ P to the cent.
 */
export function virginiaWithholding(
  figures: VirginiaFigures,
  wagesPerPeriodCents: number,
  periods: number,
  personalAndDependentExemptions: number,
  ageOrBlindExemptions: number,
): EmployerMethodResult {
  const deductions = add(
    add(dollars(figures.standardDeduction), times(dollars(figures.exemption), personalAndDependentExemptions)),
    times(dollars(figures.ageOrBlindExemption), ageOrBlindExemptions),
  );
  const taxable = max0(sub(fromCents(Math.max(0, wagesPerPeriodCents) * periods), deductions));
  return { withholdingCents: perPeriodCents(bracketTax(taxable, figures.brackets), periods), annualTaxable: taxable };
}

/** Missouri: annual wages − standard deduction, brackets accumulated, to the whole dollar. */
function missouriWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = MISSOURI_WITHHOLDING_2026;
  const taxable = max0(sub(annualWagesOf(m), dollars(pick(rule.standardDeduction, m.status))));
  return { withholdingCents: roundWholeDollars(divInt(bracketTax(taxable, rule.brackets), m.periods)), annualTaxable: taxable };
}

/**
 * Utah Pub 14, per pay period: wages × 4.45 % − max(0, base − 1.3 % of wages over the threshold),
 * each line to the dollar. Rev. 04/26 from April 1, 2026; before it, the same schedules, flagged.
 */
function utahWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = UTAH_PUB14_2026;
  const period = rule.byPeriods[m.periods];
  if (period === undefined) throw new RangeError(`Utah Publication 14 has no schedule for ${m.periods} pay periods a year`);
  const { base, threshold } = period[singleOrMarried(m.status)];
  const wages = fromCents(Math.max(0, m.wagesPerPeriodCents));
  const line2 = roundWholeDollars(mul(wages, decimal(rule.rate)));
  const line5 = roundWholeDollars(mul(max0(sub(wages, dollars(threshold))), decimal(rule.phaseOutRate)));
  const line6 = Math.max(0, dollarsToCents(base) - line5);
  const result = { withholdingCents: Math.max(0, line2 - line6), annualTaxable: annualWagesOf(m) };
  if (m.payDate !== undefined && m.payDate < rule.inForceFrom) {
    return {
      ...result,
      estimate: true,
      notes: [
        `Utah: wages paid before ${rule.inForceFrom} used the Publication 14 edition before Rev. 04/26, whose schedules were not read; the Rev. 04/26 schedules are used.`,
      ],
    };
  }
  return result;
}

/** Wisconsin W-166: annual wages − phased-out deduction − $400 per WT-4 exemption, annual schedule. */
function wisconsinWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = WISCONSIN_W166_2026;
  const annualWages = annualWagesOf(m);
  const d = rule.deduction[singleOrMarried(m.status)];
  const deduction = max0(sub(dollars(d.full), mul(max0(sub(annualWages, dollars(d.phaseOutFrom))), decimal(d.phaseOutRate))));
  const taxable = max0(sub(sub(annualWages, deduction), times(dollars(rule.exemption), m.allowances)));
  return { withholdingCents: perPeriodCents(scheduleTax(taxable, rule.schedule), m.periods), annualTaxable: taxable };
}

/**
 * Ohio percentage method: wages − exemption of the period × IT 4 exemptions, table of the pay
 * frequency, from the table in force on the pay date (October 2025 or August 2026).
 */
function ohioWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = OHIO_WITHHOLDING_2026;
  const { table: tables, notes: tableNotes } = tableInForce('Ohio', rule.tables, m.payDate);
  const table = tables.periodTables[m.periods];
  if (table === undefined) {
    // No published table for this frequency: the same rates on annual amounts.
    const taxable = max0(sub(annualWagesOf(m), times(dollars(rule.annualExemption), m.allowances)));
    return { withholdingCents: perPeriodCents(bracketTax(taxable, tables.annualBrackets), m.periods), annualTaxable: taxable, tableNotes };
  }
  const taxable = max0(sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), times(dollars(table.exemption), m.allowances)));
  return { withholdingCents: roundCents(scheduleTax(taxable, table.rows)), annualTaxable: times(taxable, m.periods), tableNotes };
}

/** Idaho annualized method with the table in force on the pay date (initial or revised 2026 table). */
function idahoWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = IDAHO_EPB00744_2026;
  const { table, notes: tableNotes } = tableInForce('Idaho', rule.tables, m.payDate);
  const result = { ...flatRateWithholding(m, pick(table.threshold, m.status), rule.rate, roundWholeDollars), tableNotes };
  return table.unconfirmed === null ? result : { ...result, notes: [table.unconfirmed], estimate: true };
}

/**
 * max0(annual wages − deductions), the annual tax, − credits (not below 0), ÷ pay periods to the
 * cent (or as `round` says): the annualized methods of Alabama, Delaware, the District of Columbia
 * and Hawaii, and Nebraska, North Dakota, Rhode Island, South Carolina and West Virginia.
 */
function annualizedWithholding(
  annualWages: Fraction,
  periods: number,
  deductions: Fraction,
  tax: (taxable: Fraction) => Fraction,
  credits: Fraction = ZERO,
  round: (cents: Fraction) => number = roundCents,
): EmployerMethodResult {
  const taxable = max0(sub(annualWages, deductions));
  return { withholdingCents: round(divInt(max0(sub(tax(taxable), credits)), periods)), annualTaxable: taxable };
}

/**
 * An annual figure as the amount of one pay period, to the cent, as the per-period tables of
 * Georgia, Iowa, Louisiana and Indiana print it (daily pay: ÷ `dailyDivisor` where the state counts 365 days).
 */
export function periodAmount(annualDollars: number, periods: number, dailyDivisor = periods): Fraction {
  return fromCents(roundCents(divInt(dollars(annualDollars), periods === 260 ? dailyDivisor : periods)));
}

/** Alabama: annual wages − sliding standard deduction − federal tax withheld − personal exemption − dependents. */
function alabamaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = ALABAMA_WITHHOLDING_2026;
  const annualCents = m.wagesPerPeriodCents * m.periods;
  const sd = rule.standardDeduction[m.status];
  const fromCentsAmount = dollarsToCents(rule.phaseOutFrom);
  const steps = annualCents < fromCentsAmount ? 0 : Math.floor((annualCents - fromCentsAmount) / dollarsToCents(rule.stepWidth)) + 1;
  const tier = rule.dependentTiers.find((t) => t.grossIncomeUpTo === null || annualCents <= dollarsToCents(t.grossIncomeUpTo));
  const deductions = [
    dollars(Math.max(sd.min, sd.max - sd.step * steps)),
    fromCents(Math.max(0, m.federalWithholdingPerPeriodCents) * m.periods),
    dollars(rule.personalExemption[m.status]),
    dollars((tier?.amount ?? 0) * m.dependents),
  ].reduce(add, ZERO);
  return annualizedWithholding(annualWagesOf(m), m.periods, deductions, (t) => bracketTax(t, rule.brackets[singleOrMarried(m.status)]));
}

/**
 * Arkansas: annual wages − $2,470, at the $50 point of its $100 range below $100,001; rate ×
 * income − adjustment to the whole dollar; − $29 per exemption; ÷ pay periods.
 */
function arkansasWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = ARKANSAS_WITHHOLDING_2026;
  const net = max0(sub(annualWagesOf(m), dollars(rule.standardDeduction)));
  // Whole hundreds of dollars: cents ÷ 10,000, rounded down.
  const income = compare(net, dollars(rule.midpointBelow)) < 0 ? dollars(Number(net.n / (net.d * 10_000n)) * 100 + 50) : net;
  const row = rule.rows.filter((r) => compare(income, dollars(r.from)) >= 0).at(-1);
  const grossTax = row ? roundWholeDollars(max0(sub(mul(income, decimal(row.rate)), dollars(row.adjustment)))) : 0;
  const netTax = Math.max(0, grossTax - dollarsToCents(rule.exemptionCredit) * m.allowances);
  return { withholdingCents: roundCents(divInt(fromCents(netTax), m.periods)), annualTaxable: income };
}

/** One payroll period's Method B figures (the 2026 tables, or an earlier edition's for its own example). */
export interface CaliforniaMethodBFigures {
  /** Table 1 and Table 3: [single, or married with 0 or 1 allowance; married with 2 or more, or head of household]. */
  readonly lowIncome: readonly [number, number];
  readonly standardDeduction: readonly [number, number];
  /** Table 5 of each status. */
  readonly schedules: Readonly<Record<StateFilingStatus, readonly ScheduleRow[]>>;
  /** Table 4: the annual credit per regular allowance; printed per period to the cent for 1 to 10 allowances. */
  readonly allowanceCreditAnnual: number;
}

/** The 2026 Method B tables of a payroll period. */
export function californiaFigures2026(periods: number): CaliforniaMethodBFigures {
  const rule = CALIFORNIA_METHOD_B_2026;
  const tables = rule.byPeriods[periods];
  if (tables === undefined) throw new RangeError(`California Method B has no tables for ${periods} pay periods a year`);
  const rows = (printed: readonly (readonly [number, number])[]): ScheduleRow[] =>
    printed.map(([over, base], index) => ({ over, base, rate: rule.rates[index] ?? 0 }));
  return {
    lowIncome: tables.lowIncome,
    standardDeduction: tables.standardDeduction,
    schedules: { single: rows(tables.schedules.single), married: rows(tables.schedules.married), headOfHousehold: rows(tables.schedules.headOfHousehold) },
    allowanceCreditAnnual: rule.allowanceCreditAnnual,
  };
}

/** Table 4: the exemption allowance credit of the period (n × annual ÷ periods to the cent up to 10, then n × one). */
export function californiaAllowanceCredit(annualCredit: number, periods: number, allowances: number): number {
  const printedUpTo = CALIFORNIA_METHOD_B_2026.allowanceCreditPrintedUpTo;
  if (allowances <= printedUpTo) return roundCents(divInt(times(dollars(annualCredit), allowances), periods));
  return roundCents(divInt(dollars(annualCredit), periods)) * allowances;
}

/**
 * California Method B for one period: no withholding at or below Table 1; wages − Table 3; Table 5
 * tax (to the cent); − Table 4 credit; not below 0.
 */
export function californiaMethodB(figures: CaliforniaMethodBFigures, wagesPerPeriodCents: number, periods: number, status: StateFilingStatus, allowances: number): EmployerMethodResult {
  // Tables 1 and 3: the first column for single, or married with 0 or 1 allowance.
  const column = status === 'single' || (status === 'married' && allowances <= 1) ? 0 : 1;
  const wages = fromCents(Math.max(0, wagesPerPeriodCents));
  if (compare(wages, dollars(figures.lowIncome[column])) <= 0) {
    return { withholdingCents: 0, annualTaxable: ZERO, notes: [`Wages at or below the California low-income exemption of the period ($${figures.lowIncome[column]}): no withholding.`] };
  }
  const taxable = max0(sub(wages, dollars(figures.standardDeduction[column])));
  const tax = roundCents(scheduleTax(taxable, figures.schedules[status]));
  const credit = californiaAllowanceCredit(figures.allowanceCreditAnnual, periods, allowances);
  return { withholdingCents: Math.max(0, tax - credit), annualTaxable: times(taxable, periods) };
}

/** Steps of `table.width` dollars (or part) that an annual amount lies above `table.from`, × step, at most max. */
function connecticutSteps(annual: Fraction, table: { readonly from: number; readonly width: number; readonly step: number; readonly max: number }, startAt = 0): number {
  const above = sub(annual, dollars(table.from));
  if (above.n <= 0n) return 0;
  const width = BigInt(dollarsToCents(table.width));
  const steps = (above.n + above.d * width - 1n) / (above.d * width); // ceil(above ÷ width)
  return Math.min(table.max, startAt + table.step * Number(steps));
}

/**
 * Connecticut TPG-211: annual gross − Table A exemption; Table B tax + Table C add-back + Table D
 * recapture; × (1 − Table E credit); ÷ pay periods. Code E: no withholding.
 */
function connecticutWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = CONNECTICUT_TPG211_2026;
  const code = m.certificate.connecticutCode ?? rule.codeByStatus[m.status];
  const notes = [`Connecticut: CT-W4 withholding code ${code}${m.certificate.connecticutCode === undefined ? ' (from the filing status)' : ''}.`];
  if (code === 'E') return { withholdingCents: 0, annualTaxable: ZERO, notes: [...notes, 'Code E: no Connecticut withholding is needed.'] };
  const gross = annualWagesOf(m);
  const exemption = rule.exemption[code];
  const reduction = connecticutSteps(gross, { from: exemption.phaseOutFrom, width: rule.exemptionStep, step: rule.exemptionStep, max: exemption.max });
  const taxable = max0(sub(gross, dollars(Math.max(0, exemption.max - reduction))));
  const taxTable = code === 'D' || code === 'F' ? 'A' : code;
  const addBack = connecticutSteps(gross, rule.addBack[code === 'D' ? 'A' : code]);
  let recapture = 0;
  let previousMax = 0;
  for (const tier of rule.recapture[taxTable]) {
    if (compare(gross, dollars(tier.from)) > 0) recapture = connecticutSteps(gross, tier, previousMax);
    previousMax = tier.max;
  }
  const beforeCredit = add(scheduleTax(taxable, rule.tax[taxTable]), dollars(addBack + recapture));
  const creditRow = code === 'D' ? undefined : rule.personalCredit[code].find(([upTo]) => compare(gross, dollars(upTo)) <= 0);
  const credit = decimal(creditRow?.[1] ?? 0);
  const annualTax = mul(beforeCredit, sub({ n: 1n, d: 1n }, credit));
  return { withholdingCents: perPeriodCents(annualTax, m.periods), annualTaxable: taxable, notes };
}

/** Delaware: annual wages − standard deduction (single for head of household), schedule, − $110 per allowance. */
export function delawareWithholding(annualWages: Fraction, periods: number, status: StateFilingStatus, allowances: number): EmployerMethodResult {
  const rule = DELAWARE_WITHHOLDING_2026;
  return annualizedWithholding(
    annualWages,
    periods,
    dollars(rule.standardDeduction[singleOrMarried(status)]),
    (t) => scheduleTax(t, rule.schedule),
    times(dollars(rule.allowanceCredit), allowances),
  );
}

/** Georgia, per pay period: wages − standard deduction − dependent allowances (period amounts) × rate, with the figures in force on the pay date. */
function georgiaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = GEORGIA_WITHHOLDING_2026;
  const { table, notes: tableNotes } = tableInForce('Georgia', rule.tables, m.payDate);
  const deductions = add(
    periodAmount(pick(table.standardDeduction, m.status), m.periods, rule.dailyDivisor),
    times(periodAmount(table.dependentAllowance, m.periods, rule.dailyDivisor), m.dependents),
  );
  const taxable = max0(sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), deductions));
  const result = { withholdingCents: roundCents(mul(taxable, decimal(table.rate))), annualTaxable: times(taxable, m.periods), tableNotes };
  return table.unconfirmed === null ? result : { ...result, notes: [table.unconfirmed], estimate: true };
}

/** Iowa, per pay period: (wages − standard deduction of the period) × 3.8 % − allowances × $40 ÷ periods, not below 0. */
function iowaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = IOWA_WITHHOLDING_2026;
  const t1 = sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), periodAmount(pick(rule.standardDeduction, m.status), m.periods));
  const t3 = sub(mul(t1, decimal(rule.rate)), divInt(times(dollars(rule.allowance), m.allowances), m.periods));
  return { withholdingCents: roundCents(max0(t3)), annualTaxable: times(max0(t1), m.periods) };
}

/** Kansas, per pay period: wages − K-4 allowance amount ÷ periods, table of the frequency and marital class. */
function kansasWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = KANSAS_KW100_2026;
  const table = rule.byPeriods[m.periods];
  if (table === undefined) throw new RangeError(`KW-100 has no table for ${m.periods} pay periods a year`);
  const cls = singleOrMarried(m.status);
  const annualAllowance =
    rule.allowance[cls] + (m.status === 'headOfHousehold' ? rule.allowance.headOfHouseholdAdditional : 0) + rule.allowance.dependent * m.dependents;
  const net = max0(sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), divInt(dollars(annualAllowance), m.periods)));
  const [zeroThrough, lowerThrough, upperBase] = table[cls];
  const rows: ScheduleRow[] = [
    { over: zeroThrough, base: 0, rate: rule.rates.lower },
    { over: lowerThrough, base: upperBase, rate: rule.rates.upper },
  ];
  return { withholdingCents: roundCents(scheduleTax(net, rows)), annualTaxable: times(net, m.periods) };
}

/** Louisiana, per pay period: (wages − standard deduction of the period) × 3.09 %, not below 0. */
function louisianaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = LOUISIANA_R1306_2026;
  const taxable = max0(sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), periodAmount(pick(rule.standardDeduction, m.status), m.periods, rule.dailyDivisor)));
  return { withholdingCents: roundCents(mul(taxable, decimal(rule.rate))), annualTaxable: times(taxable, m.periods) };
}

/** The county rate (or income bands) for a Maryland county of residence, and what to say about it. */
function marylandLocalRate(county: string | undefined, joint: boolean): { readonly rate: number | readonly RateBracket[]; readonly note?: string } {
  const rates = MARYLAND_COUNTY_TAX_2026;
  if (county === undefined) {
    return { rate: rates.defaultUnknownCounty, note: `County not given: the ${(rates.defaultUnknownCounty * 100).toFixed(2)} % default county rate is used.` };
  }
  if (county === 'nonresident') return { rate: rates.nonresident };
  const found = (rates.counties as Readonly<Record<string, number | { single: readonly (readonly [number, number])[]; joint: readonly (readonly [number, number])[] }>>)[county];
  if (found === undefined) throw new RangeError(`Unknown Maryland county: ${county}`);
  if (typeof found === 'number') return { rate: found };
  return { rate: (joint ? found.joint : found.single).map(([over, r]) => ({ over, rate: r })) };
}

/**
 * Maryland, per pay period: wages − standard deduction − exemptions (the guide's period amounts);
 * state tax from 4.75 % and the county's tax on the same taxable wages, both over the year ÷ periods.
 */
function marylandWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = MARYLAND_WITHHOLDING_2026;
  const printed = rule.byPeriods[m.periods];
  const standard = printed ? dollars(printed.standardDeduction) : periodAmount(rule.annualStandardDeduction, m.periods);
  const exemption = printed ? dollars(printed.exemption) : periodAmount(rule.annualExemption, m.periods);
  const taxable = max0(sub(sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), standard), times(exemption, m.allowances)));
  const annualTaxable = times(taxable, m.periods);
  const joint = m.status !== 'single';
  const local = marylandLocalRate(m.certificate.marylandCounty, joint);
  const localTax = typeof local.rate === 'number' ? mul(annualTaxable, decimal(local.rate)) : bracketTax(annualTaxable, local.rate);
  return {
    withholdingCents: perPeriodCents(bracketTax(annualTaxable, rule.brackets[joint ? 'married' : 'single']), m.periods),
    localTaxCents: perPeriodCents(localTax, m.periods),
    annualTaxable,
    ...(local.note ? { notes: [local.note] } : {}),
  };
}

/** Arizona Form A-4: the elected percentage (2.0 % without an A-4) of the paycheck's gross taxable wages. */
function arizonaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = ARIZONA_A4_2026;
  const rate = m.certificate.arizonaElectedRate ?? rule.defaultRateNoA4;
  if (!(rule.electionRates as readonly number[]).includes(rate)) {
    throw new RangeError(`Arizona A-4 rate must be one of ${rule.electionRates.join(', ')}`);
  }
  const result = flatRateOnPeriodWages(m, ZERO, rate);
  return m.certificate.arizonaElectedRate === undefined ? { ...result, notes: ['No Form A-4 election: the 2.0 % default applies.'] } : result;
}

/** (wages of the period − deduction of the period) × flat rate, not below 0, to the cent: Arizona, Illinois, Indiana, Michigan, Pennsylvania. */
function flatRateOnPeriodWages(m: EmployerMethodInput, deduction: Fraction, rate: number): EmployerMethodResult {
  const taxable = max0(sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), deduction));
  return { withholdingCents: roundCents(mul(taxable, decimal(rate))), annualTaxable: times(taxable, m.periods) };
}

/** Illinois IL-700-T formula: (wages − (line 1 × $2,925 + line 2 × $1,000) ÷ periods) × 4.95 %. */
function illinoisWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = ILLINOIS_IL700T_2026;
  const annual = add(times(dollars(rule.basicAllowance), m.allowances), times(dollars(rule.additionalAllowance), m.certificate.illinoisAdditionalAllowances ?? 0));
  return flatRateOnPeriodWages(m, divInt(annual, m.periods), rule.rate);
}

/**
 * Indiana Departmental Notice #1: wages − WH-4 exemptions of the period (annual total ÷ periods, to
 * the cent); 2.95 % state tax, and the county's rate on the same wages as local tax.
 */
function indianaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = INDIANA_DN1_2026;
  const annualExemptions = rule.personalExemption * m.allowances + rule.dependentExemption * m.dependents;
  const exemptions = periodAmount(annualExemptions, m.periods, rule.dailyDivisor);
  const state = flatRateOnPeriodWages(m, exemptions, rule.rate);
  if (m.certificate.indianaCounty === undefined) {
    return { ...state, notes: ['Indiana county not given: no county tax is withheld (Form WH-4 names the county of residence, or of principal work, on January 1).'] };
  }
  const countyRate = INDIANA_COUNTY_TAX_2026[m.certificate.indianaCounty];
  if (countyRate === undefined) throw new RangeError(`Unknown Indiana county: ${m.certificate.indianaCounty}`);
  const county = flatRateOnPeriodWages(m, exemptions, countyRate);
  return { ...state, localTaxCents: county.withholdingCents, notes: [`Indiana county tax: ${m.certificate.indianaCounty} County, ${Number((countyRate * 100).toFixed(4))} %.`] };
}

/**
 * Mississippi Pub. 89-700: annual wages − Form 89-350 exemption (status amount + $1,500 per
 * dependent) − standard deduction; 4 % over $10,000; ÷ periods, to the whole dollar.
 */
function mississippiWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = MISSISSIPPI_89700_2026;
  const deductions = dollars(pick(rule.standardDeduction, m.status) + pick(rule.exemption, m.status) + rule.dependentExemption * m.dependents);
  const taxable = max0(sub(annualWagesOf(m), deductions));
  const tax = mul(max0(sub(taxable, dollars(rule.zeroRateAmount))), decimal(rule.rate));
  return { withholdingCents: roundWholeDollars(divInt(tax, m.periods)), annualTaxable: taxable };
}

/**
 * A state's table for one payroll period made from its annual table, as Montana, New Mexico,
 * Oklahoma (OW-2) and Vermont print theirs: each bound ÷ periods to the whole dollar, each base
 * ÷ periods to the whole dollar (Montana) or to the cent (New Mexico, Oklahoma, Vermont).
 */
export function periodSchedule(annualRows: readonly ScheduleRow[], periods: number, bases: 'dollar' | 'cent'): ScheduleRow[] {
  const toDollar = (amount: number) => roundWholeDollars(divInt(dollars(amount), periods)) / 100;
  const toCent = (amount: number) => roundCents(divInt(dollars(amount), periods)) / 100;
  return annualRows.map((row) => ({ over: toDollar(row.over), base: bases === 'dollar' ? toDollar(row.base) : toCent(row.base), rate: row.rate }));
}

/**
 * Tax of the period's wages on the period table made from the annual one, rounded as the state
 * does (Montana and Oklahoma to the dollar, New Mexico and Vermont to the cent). Where the state has
 * allowances (Oklahoma OW-2, Vermont GB-1210), the wages less allowances × (annual allowance ÷
 * periods, to the cent) first.
 */
function periodTableWithholding(
  m: EmployerMethodInput,
  annualRows: readonly ScheduleRow[],
  bases: 'dollar' | 'cent',
  round: (tax: Fraction) => number,
  annualAllowance = 0,
): EmployerMethodResult {
  const taxable = max0(sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), times(periodAmount(annualAllowance, m.periods), m.allowances)));
  return { withholdingCents: round(scheduleTax(taxable, periodSchedule(annualRows, m.periods, bases))), annualTaxable: times(taxable, m.periods) };
}

/**
 * North Dakota on the federal W-4: annual wages (− $5,050 per allowance of a W-4 from 2019 or
 * earlier), the annual table, ÷ pay periods, to the whole dollar.
 */
export function northDakotaWithholding(schedule: readonly ScheduleRow[], wagesPerPeriodCents: number, periods: number, pre2020Allowances = 0): EmployerMethodResult {
  const deduction = times(dollars(NORTH_DAKOTA_WITHHOLDING_2026.pre2020Allowance), pre2020Allowances);
  return annualizedWithholding(fromCents(Math.max(0, wagesPerPeriodCents) * periods), periods, deduction, (t) => scheduleTax(t, schedule), ZERO, roundWholeDollars);
}

/** North Dakota: the W-4 Step 1(c) status's table, or the single / married table and $5,050 allowances for a W-4 from 2019 or earlier. */
function northDakotaMethod(m: EmployerMethodInput): EmployerMethodResult {
  const rule = NORTH_DAKOTA_WITHHOLDING_2026;
  if (m.federalPre2020Allowances === undefined) return northDakotaWithholding(pick(rule.schedules, m.status), m.wagesPerPeriodCents, m.periods);
  return {
    ...northDakotaWithholding(rule.schedules[singleOrMarried(m.status)], m.wagesPerPeriodCents, m.periods, m.federalPre2020Allowances),
    estimate: true,
    notes: [
      `North Dakota: Form W-4 from 2019 or earlier, $${rule.pre2020Allowance.toLocaleString('en-US')} a year per federal allowance on the annual table; the booklet's per-period tables for these certificates were not transcribed.`,
    ],
  };
}

/** Rhode Island: annual wages − $1,000 per allowance (none above the period's share of $290,800), one table, ÷ periods. */
function rhodeIslandWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = RHODE_ISLAND_WITHHOLDING_2026;
  const overLimit = compare(fromCents(Math.max(0, m.wagesPerPeriodCents)), periodAmount(rule.noAllowanceOver, m.periods)) > 0;
  const deduction = times(dollars(rule.allowance), overLimit ? 0 : m.allowances);
  return annualizedWithholding(annualWagesOf(m), m.periods, deduction, (t) => scheduleTax(t, rule.schedule));
}

/** South Carolina WH-1603F: annual wages − $5,000 per allowance − 10 % (at most $7,500, with an allowance), ÷ periods. */
function southCarolinaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = SOUTH_CAROLINA_WH1603F_2026;
  const annualWages = annualWagesOf(m);
  const standard = m.allowances >= 1 ? minF(mul(annualWages, decimal(rule.standardDeduction.rate)), dollars(rule.standardDeduction.max)) : ZERO;
  return annualizedWithholding(annualWages, m.periods, add(times(dollars(rule.allowance), m.allowances), standard), (t) => scheduleTax(t, rule.schedule));
}

/** West Virginia IT-100.2A: annual wages − $2,000 per exemption, two-earner (or one-earner) table, ÷ periods, to the whole dollar. */
function westVirginiaWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = WEST_VIRGINIA_IT100_2026;
  const schedule = rule.schedules[m.certificate.westVirginiaOneEarner === true ? 'oneEarner' : 'twoEarner'];
  const result = annualizedWithholding(annualWagesOf(m), m.periods, times(dollars(rule.exemption), m.allowances), (t) => scheduleTax(t, schedule), ZERO, roundWholeDollars);
  return { ...result, notes: [`West Virginia: the ${m.certificate.westVirginiaOneEarner === true ? 'one-earner / one-job (IT-104 line 5)' : 'two-earner / two-or-more-jobs'} table.`] };
}

/** States withheld by their own employer document (see each `document` in stateRules2026.ts). */
const EMPLOYER_METHODS: Partial<Record<StateCode, (m: EmployerMethodInput) => EmployerMethodResult>> = {
  OR: oregonWithholding,
  MN: minnesotaWithholding,
  NY: newYorkWithholding,
  KY: (m) => flatRateWithholding(m, KENTUCKY_42A003_2026.standardDeduction, KENTUCKY_42A003_2026.rate, roundCents),
  ME: maineWithholding,
  VA: (m) => virginiaWithholding(VIRGINIA_WITHHOLDING_2026, m.wagesPerPeriodCents, m.periods, m.allowances + m.dependents, 0),
  CO: (m) => flatRateWithholding(m, pick(COLORADO_DR1098_2026.annualAllowance, m.status), COLORADO_DR1098_2026.rate, roundWholeDollars),
  MO: missouriWithholding,
  UT: utahWithholding,
  WI: wisconsinWithholding,
  OH: ohioWithholding,
  ID: idahoWithholding,
  AL: alabamaWithholding,
  AR: arkansasWithholding,
  CA: (m) => californiaMethodB(californiaFigures2026(m.periods), m.wagesPerPeriodCents, m.periods, m.status, m.allowances),
  CT: connecticutWithholding,
  DE: (m) => delawareWithholding(annualWagesOf(m), m.periods, m.status, m.allowances),
  DC: (m) =>
    annualizedWithholding(annualWagesOf(m), m.periods, times(dollars(DISTRICT_OF_COLUMBIA_WITHHOLDING_2026.allowance), m.allowances), (t) =>
      bracketTax(t, DISTRICT_OF_COLUMBIA_WITHHOLDING_2026.brackets),
    ),
  GA: georgiaWithholding,
  HI: (m) =>
    annualizedWithholding(
      annualWagesOf(m),
      m.periods,
      add(times(dollars(HAWAII_WITHHOLDING_2026.allowance), m.allowances), dollars(HAWAII_WITHHOLDING_2026.lumpSumAllowance)),
      (t) => scheduleTax(t, HAWAII_WITHHOLDING_2026.schedules[singleOrMarried(m.status)]),
    ),
  IA: iowaWithholding,
  KS: kansasWithholding,
  LA: louisianaWithholding,
  MD: marylandWithholding,
  AZ: arizonaWithholding,
  IL: illinoisWithholding,
  IN: indianaWithholding,
  MI: (m) => flatRateOnPeriodWages(m, divInt(times(dollars(MICHIGAN_446_2026.exemption), m.allowances), m.periods), MICHIGAN_446_2026.rate),
  MS: mississippiWithholding,
  MT: (m) => periodTableWithholding(m, pick(MONTANA_GUIDE_2026.schedules, m.status), 'dollar', roundWholeDollars),
  NE: (m) =>
    annualizedWithholding(annualWagesOf(m), m.periods, times(dollars(NEBRASKA_CIRCULAR_EN_2026.allowance), m.allowances), (t) =>
      scheduleTax(t, NEBRASKA_CIRCULAR_EN_2026.schedules[singleOrMarried(m.status)]),
    ),
  NM: (m) => periodTableWithholding(m, pick(NEW_MEXICO_FYI104_2026.schedules, m.status), 'cent', roundCents),
  ND: northDakotaMethod,
  OK: (m) => periodTableWithholding(m, OKLAHOMA_OW2_2026.schedules[singleOrMarried(m.status)], 'cent', roundWholeDollars, OKLAHOMA_OW2_2026.allowance),
  PA: (m) => flatRateOnPeriodWages(m, ZERO, PENNSYLVANIA_WITHHOLDING_2026.rate),
  RI: rhodeIslandWithholding,
  SC: southCarolinaWithholding,
  VT: (m) => periodTableWithholding(m, VERMONT_GB1210_2026.schedules[singleOrMarried(m.status)], 'cent', roundCents, VERMONT_GB1210_2026.allowance),
  WV: westVirginiaWithholding,
};

export function stateIncomeTaxWithholding(input: StateWithholdingInput): StateWithholdingResult {
  const data: StateIncomeTax2026 = STATE_INCOME_TAX_2026[input.state.code];
  const status = input.state.filingStatus ?? defaultStateFilingStatus(input.federalFilingStatus);
  const code = data.code;
  const stateDefault = STATE_DEFAULT_ALLOWANCES[input.state.code];
  const allowances = input.state.allowances ?? stateDefault?.allowances ?? (status === 'married' ? 2 : 1);
  const dependents = input.state.dependents ?? 0;
  const periods = input.payPeriods;
  const wagesPerPeriod = Math.max(0, input.wagesThisPeriodCents);
  const annualWages = fromCents(wagesPerPeriod * periods);
  const notes: string[] = [];
  if (input.state.allowances === undefined && stateDefault) {
    notes.push(`${data.name}: allowances left blank, so the state's rule applies (${stateDefault.rule}): ${stateDefault.allowances}.`);
  }
  let estimate = data.confidence !== 'high' || data.valuesYear !== 2026;
  if (data.confidence !== 'high') notes.push(`${data.name} figures have ${data.confidence} confidence: ${data.note}`);

  const figureOrZero = (value: number | null, what: string): number => {
    if (value === null) {
      estimate = true;
      notes.push(`${what} for ${data.name} was not found for 2026; 0 is used.`);
      return 0;
    }
    return value;
  };

  const info = (annualTaxable: Fraction): StateResultInfo => ({
    code,
    name: data.name,
    method: data.method,
    confidence: data.confidence,
    valuesYear: data.valuesYear,
    filingStatus: status,
    allowances,
    annualTaxableCents: roundCents(annualTaxable),
    isEstimate: estimate,
    notes,
  });
  const extra = input.state.extraWithholdingCents ?? 0;

  if (data.type === 'none') return { incomeTaxCents: 0, localTaxCents: 0, info: info(ZERO) };
  if (input.state.exempt) {
    notes.push('Exempt from state income tax withholding.');
    return { incomeTaxCents: 0, localTaxCents: 0, info: info(ZERO) };
  }

  // States withheld by their own employer document: one function each (EMPLOYER_METHODS above).
  const employerMethod = EMPLOYER_METHODS[code];
  if (employerMethod) {
    const result = employerMethod({
      wagesPerPeriodCents: wagesPerPeriod,
      periods,
      status,
      allowances,
      dependents,
      federalWithholdingPerPeriodCents: input.federalWithholdingPerPeriodCents,
      ...(input.payDate !== undefined ? { payDate: input.payDate } : {}),
      certificate: input.state,
      ...(input.federalPre2020Allowances !== undefined ? { federalPre2020Allowances: input.federalPre2020Allowances } : {}),
    });
    notes.push(...(result.tableNotes ?? []), ...(result.notes ?? []));
    if (result.estimate) estimate = true;
    return {
      incomeTaxCents: result.withholdingCents + extra,
      localTaxCents: result.localTaxCents ?? 0,
      info: info(result.annualTaxable),
      ...(result.tableNotes !== undefined ? { tableNotes: result.tableNotes } : {}),
    };
  }

  // New Jersey NJ-WT: the rate table of the NJ-W4 status (A or B) on annual wages less $1,000 per
  // allowance; ÷ pay periods, rounded to the cent.
  if (code === 'NJ') {
    const table = NEW_JERSEY_NJWT.tableByStatus[status];
    const taxable = max0(sub(annualWages, mul(dollars(NEW_JERSEY_NJWT.allowanceAnnual), { n: BigInt(allowances), d: 1n })));
    const tax = bracketTax(taxable, NEW_JERSEY_NJWT.rateTables[table]);
    notes.push(`NJ-WT Rate "${table}" table (annual payroll period), $1,000 per NJ-W4 allowance; Rates C-E (wage chart) are not offered.`);
    return { incomeTaxCents: roundCents(divInt(tax, periods)) + extra, localTaxCents: 0, info: info(taxable) };
  }

  // North Carolina NC-30: annual wages − standard deduction (single figure for married) −
  // $2,500 per NC-4 allowance, × 3.99 %, ÷ pay periods, rounded to the nearest whole dollar.
  if (code === 'NC') {
    const nc = nc30Withholding(NORTH_CAROLINA_NC30, wagesPerPeriod, periods, status, allowances);
    return { incomeTaxCents: nc.withholdingCents + extra, localTaxCents: 0, info: info(nc.annualTaxable) };
  }

  // Massachusetts Circular M, per payroll period: wages − FICA withheld (until $2,000 a year) −
  // exemption amount, × 5 %. M-4 exemptions = allowances + dependents.
  if (code === 'MA') {
    const rule = MASSACHUSETTS_CIRCULAR_M;
    const limit = dollarsToCents(rule.retirementDeductionMaxAnnual);
    const ficaRoom = Math.max(0, limit - Math.max(0, input.ficaYtdCents ?? 0));
    const ficaDeduction = Math.min(Math.max(0, input.ficaThisPeriodCents ?? 0), ficaRoom);
    const count = allowances + dependents;
    const annualExemption = count <= 0 ? 0 : rule.firstExemption + rule.furtherExemption * (count - 1);
    const taxablePeriod = max0(sub(fromCents(wagesPerPeriod - ficaDeduction), divInt(dollars(annualExemption), periods)));
    if (status === 'headOfHousehold') {
      estimate = true;
      notes.push('Massachusetts head-of-household reduction of Circular M not applied (2026 amount not confirmed).');
    }
    if (compare(annualWages, dollars(1_083_150)) > 0) {
      estimate = true;
      notes.push('Massachusetts 4 % surtax: the 2026 threshold was not found (2025: $1,083,150), so the surtax is not withheld.');
    }
    const perPeriodCents = roundCents(mul(taxablePeriod, decimal(rule.rate)));
    return { incomeTaxCents: perPeriodCents + extra, localTaxCents: 0, info: info(mul(taxablePeriod, { n: BigInt(periods), d: 1n })) };
  }

  // Standard deduction.
  const standard = dollars(figureOrZero(pick(data.standardDeduction, status), 'The standard deduction'));

  // Allowances / personal exemption.
  const exemptions =
    data.allowance?.kind === 'deduction'
      ? times(dollars(figureOrZero(data.allowance.amount, 'The allowance value')), allowances)
      : dollars(figureOrZero(pick(data.personalExemption, status), 'The personal exemption'));

  // Dependents.
  let dependentDeduction = ZERO;
  if (dependents > 0) {
    const perDependent = STATE_DEPENDENT_AMOUNT_2026[code];
    if (perDependent) {
      dependentDeduction = dollars(perDependent.amount * dependents);
      if (!perDependent.verified) {
        estimate = true;
        notes.push(`${data.name} dependent amount $${perDependent.amount} is single-sourced (${perDependent.source}).`);
      }
    } else {
      notes.push(`${data.name} has no per-dependent amount in the withholding data; dependents are not used.`);
    }
  }

  const taxable = max0(sub(sub(sub(annualWages, standard), exemptions), dependentDeduction));

  let tax: Fraction;
  if (data.type === 'flat') tax = mul(taxable, decimal(data.flatRate ?? 0));
  else if (data.brackets) tax = bracketTax(taxable, pick(data.brackets, status));
  else tax = ZERO;

  // Credits.
  const credits = data.allowance?.kind === 'taxCredit' ? times(dollars(figureOrZero(data.allowance.amount, 'The allowance credit')), allowances) : ZERO;
  const annualTax = max0(sub(tax, credits));

  return { incomeTaxCents: roundCents(divInt(annualTax, periods)) + extra, localTaxCents: 0, info: info(taxable) };
}

/**
 * Employee-paid state payroll assessments (SDI/TDI, paid leave, WA Cares, transit, UC) for this
 * paycheck, with their caps (FICA wages are used as the assessment wages):
 * - an annual wage base is reached from the year-to-date wages: only the part of this paycheck
 *   below it is assessed;
 * - a weekly maximum (HI TDI, NY DBL) is spread over the pay period: × 52 ÷ periods ($7.50 a week
 *   is $15.00 biweekly, $16.25 semimonthly);
 * - an annual maximum (NY PFL) is what is left of it after the year-to-date wages × the rate.
 * An assessment not graded high makes the result an estimate (the notes say why); one whose rate
 * was not found is skipped with a note.
 */
export function stateAssessments(
  code: StateInput['code'],
  wagesThisPeriodCents: number,
  ytdWagesCents: number,
  payPeriods: number,
): { readonly lines: readonly AssessmentLine[]; readonly notes: readonly string[]; readonly isEstimate: boolean } {
  const data = STATE_INCOME_TAX_2026[code];
  const lines: AssessmentLine[] = [];
  const notes: string[] = [];
  let isEstimate = false;
  const wages = Math.max(0, wagesThisPeriodCents);
  for (const item of data.employeeAssessments) {
    if (item.rate === null) {
      notes.push(`${item.name}: rate not confirmed for 2026, not withheld.`);
      isEstimate = true;
      continue;
    }
    if (item.confidence !== 'high') {
      notes.push(`${data.name}, ${item.name}: ${item.estimateReason}.`);
      isEstimate = true;
    }
    lines.push({ name: item.name, cents: assessmentCents(item, wages, Math.max(0, ytdWagesCents), payPeriods) });
  }
  return { lines, notes, isEstimate };
}

function assessmentCents(item: EmployeeAssessment, wages: number, ytd: number, payPeriods: number): number {
  const rate = decimal(item.rate ?? 0);
  const subject = item.annualWageBase === null ? wages : wagesUnderBase(wages, ytd, dollarsToCents(item.annualWageBase));
  let amount = roundCents(mul(fromCents(subject), rate));
  if (item.maxWeekly !== undefined) {
    // The weekly maximum spread over the pay period (52 weeks ÷ periods).
    const cap = roundCents(divInt(mul(dollars(item.maxWeekly), { n: 52n, d: 1n }), payPeriods));
    amount = Math.min(amount, cap);
  }
  if (item.maxAnnual !== undefined) {
    const maxCents = dollarsToCents(item.maxAnnual);
    const paidSoFar = Math.min(maxCents, roundCents(mul(fromCents(ytd), rate)));
    amount = Math.min(amount, maxCents - paidSoFar);
  }
  return amount;
}
