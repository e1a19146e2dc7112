// Federal income tax withholding: IRS Pub 15-T (2026), Worksheet 1A, percentage method tables for
// automated payroll systems, for Forms W-4 from 2020 or later and from 2019 or earlier.

import {
  LINE_1G_2026,
  NONRESIDENT_ALIEN_ADD_ON_2026,
  PRE_2020_ALLOWANCE_2026,
  STANDARD_TABLES_2026,
  STEP2_TABLES_2026,
  type AnnualTable,
  type AnnualTableRow,
  type FederalFilingStatus,
} from './federal2026.ts';
import { add, decimal, divInt, dollarsToCents, fromCents, max0, mul, roundCents, sub } from './money.ts';
import type { FederalW4, FederalWorksheetLines } from './types.ts';

export interface FederalWithholdingInput {
  /** Line 1a: taxable wages this pay period (gross minus pre-tax retirement and section 125). */
  readonly wagesThisPeriodCents: number;
  /** Line 1b. */
  readonly payPeriods: number;
  readonly w4: FederalW4;
  readonly nonresidentAlien?: boolean;
  readonly exempt?: boolean;
}

/** Finds the row whose column A the wage is at least (and below the next row's column A). */
export function findAnnualTableRow(table: AnnualTable, adjustedAnnualWageCents: number): AnnualTableRow {
  let found: AnnualTableRow | undefined;
  for (const row of table) {
    if (adjustedAnnualWageCents >= dollarsToCents(row.over)) found = row;
  }
  if (!found) throw new RangeError('Annual table has no row for this wage');
  return found;
}

/** Runs Worksheet 1A line by line and returns every line, money in cents. */
export function federalIncomeTaxWithholding(input: FederalWithholdingInput): FederalWorksheetLines {
  const { wagesThisPeriodCents, payPeriods, w4 } = input;
  if (!Number.isInteger(payPeriods) || payPeriods < 1) throw new RangeError('payPeriods must be a positive integer');

  // Step 1: adjust the employee's payment amount.
  const line1c = wagesThisPeriodCents * payPeriods;
  const nraAddOn = input.nonresidentAlien
    ? dollarsToCents(
        w4.form === '2020OrLater'
          ? NONRESIDENT_ALIEN_ADD_ON_2026.form2020OrLater.value
          : NONRESIDENT_ALIEN_ADD_ON_2026.pre2020FormW4.value,
      )
    : 0;
  const annualWages = line1c + nraAddOn;

  let adjusted: number;
  let table: 'standard' | 'step2Checked';
  let tableStatus: FederalFilingStatus;
  let credits = 0;
  if (w4.form === '2020OrLater') {
    const line1e = annualWages + w4.otherIncomeCents; // 1d = Step 4(a)
    const line1g = w4.multipleJobs ? 0 : dollarsToCents(LINE_1G_2026[w4.filingStatus]);
    const line1h = w4.deductionsCents + line1g; // 1f = Step 4(b)
    adjusted = Math.max(0, line1e - line1h);
    table = w4.multipleJobs ? 'step2Checked' : 'standard';
    tableStatus = w4.filingStatus;
    credits = w4.dependentsAmountCents; // 3a = Step 3
  } else {
    // Lines 1j-1l; the head of household table is never used with a pre-2020 form.
    const line1k = w4.allowances * dollarsToCents(PRE_2020_ALLOWANCE_2026.value);
    adjusted = Math.max(0, annualWages - line1k);
    table = 'standard';
    tableStatus = w4.maritalStatus === 'married' ? 'marriedFilingJointly' : 'singleOrMarriedSeparately';
  }

  // Step 2: tentative withholding from the annual table.
  const rows = (table === 'standard' ? STANDARD_TABLES_2026 : STEP2_TABLES_2026)[tableStatus];
  const row = findAnnualTableRow(rows, adjusted);
  const overCents = dollarsToCents(row.over);
  const baseCents = dollarsToCents(row.base);
  // 2g = C + (1i − A) × D, kept exact; 2h = 2g ÷ 1b rounded to the cent.
  const line2g = add(fromCents(baseCents), mul(fromCents(adjusted - overCents), decimal(row.rate)));
  const line2h = roundCents(divInt(line2g, payPeriods));

  // Step 3: tax credits (2020+ form only).
  const line3b = roundCents(divInt(fromCents(credits), payPeriods));
  const line3c = roundCents(max0(sub(fromCents(line2h), fromCents(line3b))));

  // Step 4: extra withholding.
  const line4a = w4.extraWithholdingCents;
  const line4b = line3c + line4a;
  const exempt = input.exempt === true;

  return {
    form: w4.form,
    wagesThisPeriodCents,
    payPeriods,
    annualWagesCents: annualWages,
    nonresidentAlienAddOnCents: nraAddOn,
    adjustedAnnualWageCents: adjusted,
    table,
    tableStatus,
    rowOverCents: overCents,
    rowBaseCents: baseCents,
    rowRate: row.rate,
    tentativeAnnualCents: roundCents(line2g),
    tentativePerPeriodCents: line2h,
    creditsPerPeriodCents: line3b,
    afterCreditsCents: line3c,
    extraWithholdingCents: line4a,
    withholdingCents: exempt ? 0 : line4b,
    exempt,
  };
}
