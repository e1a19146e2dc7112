// State income tax withholding for 2026, annualized: annual wages → annual tax → ÷ pay periods,
// rounded to the cent, then the extra amount the employee asked for.
//
// Generic formula, used unless a state rule below says otherwise:
//   taxable = annual wages − standard deduction − allowances × allowance value (or the personal
//             exemption by status when the state has no per-allowance value) − dependents × amount
//   tax     = brackets or flat rate on taxable − allowances × credit (credit states)
// State-specific rules: AZ (A-4 percentage of each paycheck), CA (Method B low-income exemption and
// married 0/1-allowance deduction), AL (sliding deduction, federal tax deductible, dependent
// tiers), SC (10 % deduction), CT (exemption phase-out), MD (county tax).
// States withheld by their own employer document instead (each with a `document` entry in
// stateRules2026.ts): NJ, NC and MA below, and OR, MN, NY, KY, ME, VA, CO, MO, UT, WI, OH and ID
// through EMPLOYER_METHODS.

import { add, compare, decimal, divInt, dollarsToCents, fromCents, max0, minF, mul, roundCents, roundWholeDollars, sub, type Fraction } from './money.ts';
import { MARYLAND_COUNTY_TAX_2026, STATE_INCOME_TAX_2026 } from './stateData2026.ts';
import {
  ALABAMA_2026,
  ARIZONA_A4_2026,
  CALIFORNIA_METHOD_B_2026,
  COLORADO_DR1098_2026,
  CONNECTICUT_2026,
  IDAHO_EPB00744_2026,
  KENTUCKY_42A003_2026,
  MAINE_WITHHOLDING_2026,
  MASSACHUSETTS_CIRCULAR_M,
  MINNESOTA_WITHHOLDING_2026,
  MISSOURI_WITHHOLDING_2026,
  NEW_JERSEY_NJWT,
  NEW_YORK_NYS50_T_NYS,
  NORTH_CAROLINA_NC30,
  OHIO_WITHHOLDING_2026,
  OREGON_150_206_436,
  SOUTH_CAROLINA_2026,
  STATE_DEFAULT_ALLOWANCES,
  STATE_DEPENDENT_AMOUNT_2026,
  UTAH_PUB14_2026,
  VIRGINIA_WITHHOLDING_2026,
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
}

export interface StateWithholdingResult {
  readonly incomeTaxCents: number;
  readonly localTaxCents: number;
  readonly info: StateResultInfo;
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
}

interface EmployerMethodResult {
  /** Withholding for the period, before the employee's extra amount, in cents. */
  readonly withholdingCents: number;
  /** The annual amount the document's rates were applied to. */
  readonly annualTaxable: Fraction;
  /** What the result should say (which table was used, what could not be confirmed). */
  readonly notes?: readonly string[];
  /** True when the figures used for this paycheck are not all confirmed (the notes say why). */
  readonly estimate?: boolean;
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
  const { table: tables, notes } = tableInForce('Ohio', rule.tables, m.payDate);
  const table = tables.periodTables[m.periods];
  if (table === undefined) {
    // No published table for this frequency: the same rates on annual amounts.
    const taxable = max0(sub(annualWagesOf(m), times(dollars(rule.annualExemption), m.allowances)));
    return { withholdingCents: perPeriodCents(bracketTax(taxable, tables.annualBrackets), m.periods), annualTaxable: taxable, notes };
  }
  const taxable = max0(sub(fromCents(Math.max(0, m.wagesPerPeriodCents)), times(dollars(table.exemption), m.allowances)));
  return { withholdingCents: roundCents(scheduleTax(taxable, table.rows)), annualTaxable: times(taxable, m.periods), notes };
}

/** Idaho annualized method with the table in force on the pay date (initial or revised 2026 table). */
function idahoWithholding(m: EmployerMethodInput): EmployerMethodResult {
  const rule = IDAHO_EPB00744_2026;
  const { table, notes } = tableInForce('Idaho', rule.tables, m.payDate);
  const result = flatRateWithholding(m, pick(table.threshold, m.status), rule.rate, roundWholeDollars);
  return table.unconfirmed === null ? { ...result, notes } : { ...result, notes: [...notes, table.unconfirmed], estimate: true };
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
  const annualWagesDollars = (wagesPerPeriod * periods) / 100;
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
    });
    notes.push(...(result.notes ?? []));
    if (result.estimate) estimate = true;
    return { incomeTaxCents: result.withholdingCents + extra, localTaxCents: 0, info: info(result.annualTaxable) };
  }

  // Arizona: the elected percentage of each paycheck's taxable wages.
  if (code === 'AZ') {
    const rate = input.state.arizonaElectedRate ?? ARIZONA_A4_2026.defaultRateNoA4;
    if (!(ARIZONA_A4_2026.electionRates as readonly number[]).includes(rate)) {
      throw new RangeError(`Arizona A-4 rate must be one of ${ARIZONA_A4_2026.electionRates.join(', ')}`);
    }
    if (input.state.arizonaElectedRate === undefined) notes.push('No Form A-4 election: the 2.0 % default applies.');
    const perPeriod = roundCents(mul(fromCents(wagesPerPeriod), decimal(rate)));
    return { incomeTaxCents: perPeriod + extra, localTaxCents: 0, info: info(annualWages) };
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

  // California Method B, step 1: low-income exemption.
  if (code === 'CA') {
    const limits = CALIFORNIA_METHOD_B_2026.lowIncomeExemptionAnnual;
    const limit =
      status === 'single'
        ? limits.single
        : status === 'headOfHousehold'
          ? limits.headOfHousehold
          : allowances <= 1
            ? limits.marriedZeroOrOneAllowance
            : limits.marriedTwoOrMoreAllowances;
    if (compare(annualWages, dollars(limit)) <= 0) {
      notes.push(`Annual wages at or below the California low-income exemption ($${limit}): no withholding.`);
      return { incomeTaxCents: extra, localTaxCents: 0, info: info(ZERO) };
    }
  }

  // Standard deduction.
  let standard: Fraction;
  if (code === 'SC') {
    standard =
      allowances >= 1
        ? minF(mul(annualWages, decimal(SOUTH_CAROLINA_2026.standardDeductionRate)), dollars(SOUTH_CAROLINA_2026.standardDeductionMax))
        : ZERO;
  } else if (code === 'AL') {
    const rule = ALABAMA_2026.standardDeduction[status];
    const { phaseOutFrom, stepWidth } = ALABAMA_2026.standardDeduction;
    const steps = annualWagesDollars < phaseOutFrom ? 0 : Math.floor((annualWagesDollars - phaseOutFrom) / stepWidth) + 1;
    standard = dollars(Math.max(rule.min, rule.max - rule.step * steps));
  } else if (code === 'CA' && status === 'married' && allowances <= 1) {
    standard = dollars(CALIFORNIA_METHOD_B_2026.standardDeductionMarriedZeroOrOneAllowance);
  } else {
    standard = dollars(figureOrZero(pick(data.standardDeduction, status), 'The standard deduction'));
  }

  // Allowances / personal exemption.
  let exemptions: Fraction;
  if (code === 'CT') {
    const max = CONNECTICUT_2026.maxExemption[status];
    const over = annualWagesDollars - CONNECTICUT_2026.phaseOutThreshold[status];
    const steps = over > 0 ? Math.ceil(over / CONNECTICUT_2026.stepWidth) : 0;
    exemptions = dollars(Math.max(0, max - steps * CONNECTICUT_2026.reductionPerStep));
    estimate = true;
    notes.push('Connecticut: the TPG-211 phase-out add-back, benefit recapture and personal tax credit are not applied.');
  } else if (data.allowance?.kind === 'deduction') {
    exemptions = mul(dollars(figureOrZero(data.allowance.amount, 'The allowance value')), { n: BigInt(allowances), d: 1n });
  } else {
    exemptions = dollars(figureOrZero(pick(data.personalExemption, status), 'The personal exemption'));
  }

  // Dependents.
  let dependentDeduction = ZERO;
  if (dependents > 0) {
    if (code === 'AL') {
      const tier = ALABAMA_2026.dependentTiers.find((t) => t.grossIncomeUpTo === null || annualWagesDollars <= t.grossIncomeUpTo);
      dependentDeduction = dollars((tier?.amount ?? 0) * dependents);
    } else {
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
  }

  // Alabama: federal income tax withheld is deductible.
  const federalDeduction =
    code === 'AL' && ALABAMA_2026.federalIncomeTaxDeductible
      ? fromCents(input.federalWithholdingPerPeriodCents * periods)
      : ZERO;

  const taxable = max0(sub(sub(sub(sub(annualWages, standard), exemptions), dependentDeduction), federalDeduction));

  let tax: Fraction;
  if (data.type === 'flat') tax = mul(taxable, decimal(data.flatRate ?? 0));
  else if (data.brackets) tax = bracketTax(taxable, pick(data.brackets, status));
  else tax = ZERO;

  // Credits.
  let credits = ZERO;
  if (data.allowance?.kind === 'taxCredit') {
    credits = mul(dollars(figureOrZero(data.allowance.amount, 'The allowance credit')), { n: BigInt(allowances), d: 1n });
  }
  const annualTax = max0(sub(tax, credits));

  // Maryland county tax, on the same Maryland taxable income.
  let annualLocal = ZERO;
  if (code === 'MD') {
    const county = input.state.marylandCounty;
    let rate: number | readonly (readonly [number, number])[];
    if (county === undefined) {
      rate = MARYLAND_COUNTY_TAX_2026.defaultUnknownCounty;
      notes.push(`County not given: the ${(MARYLAND_COUNTY_TAX_2026.defaultUnknownCounty * 100).toFixed(2)} % default county rate is used.`);
    } else if (county === 'nonresident') {
      rate = MARYLAND_COUNTY_TAX_2026.nonresident;
    } else {
      const found = (MARYLAND_COUNTY_TAX_2026.counties as Readonly<Record<string, number | { single: readonly (readonly [number, number])[]; joint: readonly (readonly [number, number])[] }>>)[county];
      if (found === undefined) throw new RangeError(`Unknown Maryland county: ${county}`);
      rate = typeof found === 'number' ? found : status === 'married' ? found.joint : found.single;
    }
    annualLocal =
      typeof rate === 'number'
        ? mul(taxable, decimal(rate))
        : bracketTax(taxable, rate.map(([over, r]) => ({ over, rate: r })));
  }

  return {
    incomeTaxCents: roundCents(divInt(annualTax, periods)) + extra,
    localTaxCents: roundCents(divInt(annualLocal, periods)),
    info: info(taxable),
  };
}

/**
 * Employee-paid state payroll assessments (SDI/TDI, paid leave, WA Cares, transit, UC) for this
 * paycheck, with the wage base reached from the year-to-date wages (FICA wages are used as the
 * assessment wages). Assessments whose rate was not found are skipped with a note.
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
    lines.push({ name: item.name, cents: assessmentCents(item, wages, ytdWagesCents, payPeriods) });
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
    const paidSoFar = Math.min(maxCents, roundCents(mul(fromCents(Math.max(0, ytd)), rate)));
    amount = Math.min(amount, maxCents - paidSoFar);
  }
  return amount;
}
