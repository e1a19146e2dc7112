// The net pay engine: one paycheck and a full year, from the calculator's inputs.

import { federalIncomeTaxWithholding } from './federal.ts';
import { FEDERAL_UNVERIFIED, PAY_PERIODS_PER_YEAR } from './federal2026.ts';
import { ficaWithholding } from './fica.ts';
import { decimal, divInt, fromCents, mul, roundCents } from './money.ts';
import { payDatesOf2026 } from './payDates.ts';
import { stateAssessments, stateIncomeTaxWithholding } from './state.ts';
import { RETIREMENT_DEFERRALS_STATE_TAXABLE } from './stateRules2026.ts';
import type {
  AssessmentLine,
  DeductionLine,
  FederalFilingStatus,
  PayInput,
  PaycheckAmounts,
  PaycheckInput,
  PaycheckResult,
} from './types.ts';

export const OVERTIME_MULTIPLIER = { overtime: '1.5', doubletime: '2' } as const;

export interface GrossPay {
  readonly regularPayCents: number;
  readonly overtimePayCents: number;
  readonly grossPayCents: number;
}

/** Gross pay of one period. A yearly salary is divided by the pay periods and rounded to the cent. */
export function grossPayPerPeriod(pay: PayInput, payPeriods: number): GrossPay {
  if (pay.type === 'salary') {
    const gross = pay.basis === 'perYear' ? roundCents(divInt(fromCents(pay.amountCents), payPeriods)) : pay.amountCents;
    return { regularPayCents: gross, overtimePayCents: 0, grossPayCents: gross };
  }
  const regular = roundCents(mul(fromCents(pay.hourlyRateCents), decimal(pay.hours)));
  let overtime = 0;
  if (pay.overtime) {
    overtime =
      pay.overtime.amountCents ??
      roundCents(mul(mul(fromCents(pay.hourlyRateCents), decimal(OVERTIME_MULTIPLIER[pay.overtime.type])), decimal(pay.overtime.hours)));
  }
  return { regularPayCents: regular, overtimePayCents: overtime, grossPayCents: regular + overtime };
}

function federalStatusOf(input: PaycheckInput): FederalFilingStatus {
  if (input.federal.form === '2020OrLater') return input.federal.filingStatus;
  return input.federal.maritalStatus === 'married' ? 'marriedFilingJointly' : 'singleOrMarriedSeparately';
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** Computes this paycheck and a full year of paychecks. */
export function calculatePaycheck(input: PaycheckInput): PaycheckResult {
  const payPeriods = PAY_PERIODS_PER_YEAR[input.payFrequency];
  const gross = grossPayPerPeriod(input.pay, payPeriods);
  const grossCents = gross.grossPayCents;
  const estimateReasons: string[] = [];

  // Deductions of one period.
  const lines: DeductionLine[] = (input.deductions ?? []).map((d) => ({
    label: d.label,
    treatment: d.treatment,
    cents:
      d.amount.kind === 'fixed'
        ? d.amount.cents
        : roundCents(divInt(mul(fromCents(grossCents), decimal(d.amount.percent)), 100)),
  }));
  const preTax = lines.filter((l) => l.treatment !== 'postTax');
  const postTax = lines.filter((l) => l.treatment === 'postTax');
  const retirement = sum(preTax.filter((l) => l.treatment === 'retirement').map((l) => l.cents));
  const section125 = sum(preTax.filter((l) => l.treatment === 'section125').map((l) => l.cents));

  const federalTaxable = Math.max(0, grossCents - retirement - section125);
  const ficaWages = Math.max(0, grossCents - section125);
  const retirementStateTaxable = RETIREMENT_DEFERRALS_STATE_TAXABLE[input.state.code];
  const stateTaxable = Math.max(0, grossCents - section125 - (retirementStateTaxable ? 0 : retirement));
  if (retirementStateTaxable && retirement > 0) {
    estimateReasons.push(
      `${input.state.code} taxes retirement deferrals: they are kept in state wages (${retirementStateTaxable.source}).`,
    );
  }

  const exemptions = input.exemptions ?? {};
  const federal = federalIncomeTaxWithholding({
    wagesThisPeriodCents: federalTaxable,
    payPeriods,
    w4: input.federal,
    nonresidentAlien: input.nonresidentAlien ?? false,
    exempt: exemptions.federalIncomeTax ?? false,
  });
  if (input.federal.form === 'pre2020') {
    estimateReasons.push(`Form W-4 from 2019 or earlier: ${FEDERAL_UNVERIFIED[0]}.`);
  }
  if (input.nonresidentAlien) estimateReasons.push(`Nonresident alien: ${FEDERAL_UNVERIFIED[1]}.`);

  const ficaExempt = { socialSecurity: exemptions.socialSecurity ?? false, medicare: exemptions.medicare ?? false };
  const ficaTotal = (f: ReturnType<typeof ficaWithholding>): number => f.socialSecurityCents + f.medicareCents + f.additionalMedicareCents;
  // State withholding of the paycheck paid on `payDate` after `ytdFicaWages` of wages this year
  // (Massachusetts subtracts the Social Security and Medicare withheld, up to $2,000 in the year).
  const stateAt = (ytdFicaWages: number, payDate: string | undefined) =>
    stateIncomeTaxWithholding({
      state: input.state,
      federalFilingStatus: federalStatusOf(input),
      wagesThisPeriodCents: stateTaxable,
      payPeriods,
      federalWithholdingPerPeriodCents: federal.withholdingCents,
      ficaThisPeriodCents: ficaTotal(ficaWithholding(ficaWages, ytdFicaWages, ficaExempt)),
      ficaYtdCents: ficaTotal(ficaWithholding(ytdFicaWages, 0, ficaExempt)),
      ...(payDate !== undefined ? { payDate } : {}),
      ...(input.federal.form === 'pre2020' ? { federalPre2020Allowances: input.federal.allowances } : {}),
    });

  const preTaxTotal = sum(preTax.map((l) => l.cents));
  const postTaxTotal = sum(postTax.map((l) => l.cents));

  const paycheckAt = (
    ytdFicaWages: number,
    payDate: string | undefined,
  ): { readonly amounts: PaycheckAmounts; readonly state: ReturnType<typeof stateAt>; readonly assessments: ReturnType<typeof stateAssessments> } => {
    const fica = ficaWithholding(ficaWages, ytdFicaWages, ficaExempt);
    const state = stateAt(ytdFicaWages, payDate);
    const assessments = stateAssessments(input.state.code, ficaWages, ytdFicaWages, payPeriods);
    const totalTaxes =
      federal.withholdingCents +
      fica.socialSecurityCents +
      fica.medicareCents +
      fica.additionalMedicareCents +
      state.incomeTaxCents +
      state.localTaxCents +
      sum(assessments.lines.map((l) => l.cents));
    const totalDeductions = preTaxTotal + postTaxTotal;
    const amounts: PaycheckAmounts = {
      grossPayCents: grossCents,
      regularPayCents: gross.regularPayCents,
      overtimePayCents: gross.overtimePayCents,
      preTaxDeductions: preTax,
      federalTaxableWagesCents: federalTaxable,
      ficaWagesCents: ficaWages,
      stateTaxableWagesCents: stateTaxable,
      federalIncomeTaxCents: federal.withholdingCents,
      socialSecurityCents: fica.socialSecurityCents,
      medicareCents: fica.medicareCents,
      additionalMedicareCents: fica.additionalMedicareCents,
      stateIncomeTaxCents: state.incomeTaxCents,
      localIncomeTaxCents: state.localTaxCents,
      stateAssessments: assessments.lines,
      postTaxDeductions: postTax,
      totalTaxesCents: totalTaxes,
      totalDeductionsCents: totalDeductions,
      netPayCents: grossCents - totalTaxes - totalDeductions,
    };
    return { amounts, state, assessments };
  };

  // This paycheck: on its pay date (without one, the tables in force at the end of 2026).
  const ytd = Math.max(0, input.ytd?.ficaWagesCents ?? 0);
  const { amounts: perPeriod, state, assessments } = paycheckAt(ytd, input.payDate);
  if (state.info.isEstimate) estimateReasons.push(...state.info.notes);
  if (assessments.isEstimate) estimateReasons.push(...assessments.notes);

  // The year: one paycheck on each pay date of 2026 on this pay date's cadence (payDates.ts), each
  // with the tables in force on its date, after the wages of the paychecks before it.
  const payDates = payDatesOf2026(input.payFrequency, input.payDate);
  const year = payDates.map((payDate, i) => ({ payDate, ...paycheckAt(i * ficaWages, payDate) }));
  // What makes some of the year's paychecks estimates, less the notes naming the table in force on
  // their own pay date (different on each paycheck, and no reason for an estimate).
  const estimated = year.filter((check) => check.state.info.isEstimate);
  const yearReasons = [
    ...new Set(estimated.flatMap(({ state: s }) => s.info.notes.filter((note) => !s.tableNotes?.includes(note)))),
  ];
  const newReasons = yearReasons.filter((reason) => !estimateReasons.includes(reason));
  if (newReasons.length > 0) {
    const first = estimated[0]?.payDate ?? '';
    const last = estimated.at(-1)?.payDate ?? '';
    const which = estimated.length === 1 ? `the paycheck dated ${first}` : `the ${estimated.length} paychecks dated ${first} to ${last}`;
    estimateReasons.push(`Year projection, ${which}: ${newReasons.join(' ')}`);
  }

  return {
    taxYear: 2026,
    payFrequency: input.payFrequency,
    payPeriodsPerYear: payPeriods,
    perPeriod,
    annual: sumPaychecks(year.map((check) => check.amounts)),
    annualPayDates: payDates,
    federal,
    state: state.info,
    isEstimate: estimateReasons.length > 0,
    estimateReasons: [...new Set(estimateReasons)],
  };
}

function sumLines<T extends { readonly cents: number }>(rows: readonly (readonly T[])[]): T[] {
  const first = rows[0] ?? [];
  return first.map((line, index) => ({ ...line, cents: sum(rows.map((r) => r[index]?.cents ?? 0)) }));
}

/** Adds paychecks field by field (deduction and assessment lines by position). */
export function sumPaychecks(checks: readonly PaycheckAmounts[]): PaycheckAmounts {
  const total = (pick: (p: PaycheckAmounts) => number): number => sum(checks.map(pick));
  return {
    grossPayCents: total((p) => p.grossPayCents),
    regularPayCents: total((p) => p.regularPayCents),
    overtimePayCents: total((p) => p.overtimePayCents),
    preTaxDeductions: sumLines<DeductionLine>(checks.map((p) => p.preTaxDeductions)),
    federalTaxableWagesCents: total((p) => p.federalTaxableWagesCents),
    ficaWagesCents: total((p) => p.ficaWagesCents),
    stateTaxableWagesCents: total((p) => p.stateTaxableWagesCents),
    federalIncomeTaxCents: total((p) => p.federalIncomeTaxCents),
    socialSecurityCents: total((p) => p.socialSecurityCents),
    medicareCents: total((p) => p.medicareCents),
    additionalMedicareCents: total((p) => p.additionalMedicareCents),
    stateIncomeTaxCents: total((p) => p.stateIncomeTaxCents),
    localIncomeTaxCents: total((p) => p.localIncomeTaxCents),
    stateAssessments: sumLines<AssessmentLine>(checks.map((p) => p.stateAssessments)),
    postTaxDeductions: sumLines<DeductionLine>(checks.map((p) => p.postTaxDeductions)),
    totalTaxesCents: total((p) => p.totalTaxesCents),
    totalDeductionsCents: total((p) => p.totalDeductionsCents),
    netPayCents: total((p) => p.netPayCents),
  };
}
