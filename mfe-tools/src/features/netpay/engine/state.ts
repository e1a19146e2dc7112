// State income tax withholding for 2026, annualized: annual wages → annual tax → ÷ pay periods,
// rounded to the cent, then the extra amount the employee asked for.
//
// Generic formula, used unless a state rule below says otherwise:
//   taxable = annual wages − standard deduction − allowances × allowance value (or the personal
//             exemption by status when the state has no per-allowance value) − dependents × amount
//   tax     = brackets or flat rate on taxable − allowances × credit (credit states)
// State-specific rules: AZ (A-4 percentage of each paycheck), CA (Method B low-income exemption and
// married 0/1-allowance deduction), AL (sliding deduction, federal tax deductible, dependent
// tiers), SC (10 % deduction), UT (phased-out credit), CT (exemption phase-out), MD (county tax).

import { add, compare, decimal, divInt, dollarsToCents, fromCents, max0, minF, mul, roundCents, sub, type Fraction } from './money.ts';
import { MARYLAND_COUNTY_TAX_2026, STATE_INCOME_TAX_2026 } from './stateData2026.ts';
import {
  ALABAMA_2026,
  ARIZONA_A4_2026,
  CALIFORNIA_METHOD_B_2026,
  CONNECTICUT_2026,
  MASSACHUSETTS_CIRCULAR_M,
  NEW_JERSEY_NJWT,
  NORTH_CAROLINA_NC30,
  SOUTH_CAROLINA_2026,
  STATE_DEPENDENT_AMOUNT_2026,
  UTAH_2026,
} from './stateRules2026.ts';
import type { ByStateStatus, EmployeeAssessment, RateBracket, StateIncomeTax2026 } from './stateTypes.ts';
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
  const wholeDollars = roundCents(divInt(divInt(mul(annualTaxable, decimal(figures.rate)), periods), 100));
  return { withholdingCents: wholeDollars * 100, annualTaxable };
}

export function stateIncomeTaxWithholding(input: StateWithholdingInput): StateWithholdingResult {
  const data: StateIncomeTax2026 = STATE_INCOME_TAX_2026[input.state.code];
  const status = input.state.filingStatus ?? defaultStateFilingStatus(input.federalFilingStatus);
  const code = data.code;
  const allowances = input.state.allowances ?? (code === 'UT' ? 1 : status === 'married' ? 2 : 1);
  const dependents = input.state.dependents ?? 0;
  const periods = input.payPeriods;
  const wagesPerPeriod = Math.max(0, input.wagesThisPeriodCents);
  const annualWages = fromCents(wagesPerPeriod * periods);
  const annualWagesDollars = (wagesPerPeriod * periods) / 100;
  const notes: string[] = [];
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
  if (code === 'UT') {
    const key = status === 'married' ? 'married' : 'single';
    const base = mul(dollars(UTAH_2026.creditPerAllowance[key]), { n: BigInt(allowances), d: 1n });
    const phaseOut = mul(max0(sub(annualWages, dollars(UTAH_2026.phaseOutThreshold[key]))), decimal(UTAH_2026.phaseOutRate));
    credits = max0(sub(base, phaseOut));
  } else if (data.allowance?.kind === 'taxCredit') {
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
