// State withholding worked by hand from each state's employer document (see the document entries
// in stateRules2026.ts). Expected values are the hand computations below, not engine output.
import { describe, expect, it } from 'vitest';
import { bracketTax, nc30Withholding, stateIncomeTaxWithholding, type StateWithholdingInput } from './state.ts';
import { calculatePaycheck } from './netpay.ts';
import { MASSACHUSETTS_CIRCULAR_M, NEW_JERSEY_NJWT, NORTH_CAROLINA_NC30 } from './stateRules2026.ts';
import { fromCents, roundCents } from './money.ts';

const run = (over: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'state'>) =>
  stateIncomeTaxWithholding({
    federalFilingStatus: 'singleOrMarriedSeparately',
    wagesThisPeriodCents: 0,
    payPeriods: 26,
    federalWithholdingPerPeriodCents: 0,
    ...over,
  });

describe('New Jersey: NJ-WT rate tables, not the income-tax brackets', () => {
  it('weekly $1,500, single (Rate A), 1 NJ-W4 allowance: $59.04', () => {
    // Annual wages 1,500 × 52 = 78,000
    // − 1 allowance × 1,000 = 77,000 taxable
    // Rate A annual row "over 75,000: 2,930.00 + 7.0 % of the excess over 75,000"
    //   = 2,930.00 + 0.07 × 2,000 = 2,930.00 + 140.00 = 3,070.00
    // ÷ 52 = 59.038… → $59.04
    const result = run({ state: { code: 'NJ', allowances: 1 }, wagesThisPeriodCents: 150_000, payPeriods: 52 });
    expect(result.incomeTaxCents).toBe(5_904);
    expect(result.info.annualTaxableCents).toBe(7_700_000);
  });

  it('married (Rate B): monthly $6,000, 2 allowances', () => {
    // 6,000 × 12 = 72,000 − 2 × 1,000 = 70,000
    // Rate B row "over 50,000: 900.00 + 2.7 % of the excess over 50,000" = 900 + 0.027 × 20,000 = 1,440.00
    // ÷ 12 = 120.00
    expect(run({ state: { code: 'NJ', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 600_000, payPeriods: 12 }).incomeTaxCents).toBe(12_000);
  });

  it('reproduces the published base column of every annual Rate A and Rate B row', () => {
    for (const table of ['A', 'B'] as const) {
      for (const [over, base] of NEW_JERSEY_NJWT.publishedBases[table]) {
        const tax = bracketTax(fromCents(over * 100), NEW_JERSEY_NJWT.rateTables[table]);
        expect(roundCents(tax), `Rate ${table} at ${over}`).toBe(base * 100);
      }
    }
  });
});

describe('North Carolina: NC-30', () => {
  it('monthly $6,000, married filing jointly, 0 NC-4 allowances: $197.00 (NC-30 rounds to whole dollars)', () => {
    // Annual wages 6,000 × 12 = 72,000
    // − standard deduction 12,750 (the single / married / surviving-spouse table; not the return's 25,500)
    // − 0 × 2,500 = 59,250 taxable
    // × 3.99 % = 2,364.075
    // ÷ 12 = 197.006… → $197.01 to the cent; NC-30: "Round off the final result … to the nearest whole dollar" → $197.00
    const result = run({ state: { code: 'NC', filingStatus: 'married', allowances: 0 }, wagesThisPeriodCents: 600_000, payPeriods: 12 });
    expect(result.incomeTaxCents).toBe(19_700);
    expect(result.info.annualTaxableCents).toBe(5_925_000);
  });

  it('uses the 2026 figures of the data entry', () => {
    expect(NORTH_CAROLINA_NC30.rate).toBe(0.0399);
    expect(NORTH_CAROLINA_NC30.standardDeduction.married).toBe(NORTH_CAROLINA_NC30.standardDeduction.single);
  });

  it("replays NC-30 (2017)'s own example: $450 weekly, single, 2 allowances → $10.00", () => {
    // NC-30 2017 figures: standard deduction 8,750 (single), 14,000 (HoH), allowance 2,500, rate 5.499 %.
    // Annualized: 450 × 52 = 23,400 − 8,750 − 2 × 2,500 = 9,650 × 5.499 % = 530.6535; ÷ 52 = 10.20… → $10.00
    // (the document's percentage-method lines: 450.00 − 168.27 − 96.16 = 185.57 → $10.00)
    const figures = { rate: 0.05499, standardDeduction: { single: 8_750, married: 8_750, headOfHousehold: 14_000 }, allowance: 2_500 };
    expect(nc30Withholding(figures, 45_000, 52, 'single', 2).withholdingCents).toBe(1_000);
  });
});

describe('Massachusetts: Circular M percentage method', () => {
  it('biweekly $3,000, single, 1 exemption, first paycheck of the year: $130.06', () => {
    // Social Security 3,000 × 6.2 % = 186.00; Medicare 3,000 × 1.45 % = 43.50; together 229.50
    // Step 1: subtract 229.50 (0 subtracted so far, under the $2,000 limit) → 2,770.50
    // Step 2: exemption 4,400 ÷ 26 = 169.2307… → 2,601.2692…
    // Step 3: × 5 % = 130.0634… → $130.06
    const result = run({ state: { code: 'MA', allowances: 1 }, wagesThisPeriodCents: 300_000, ficaThisPeriodCents: 22_950, ficaYtdCents: 0 });
    expect(result.incomeTaxCents).toBe(13_006);
  });

  it('once $2,000 has been subtracted, step 1 stops: $141.54', () => {
    // (3,000 − 169.2307…) × 5 % = 141.538… → $141.54
    expect(run({ state: { code: 'MA', allowances: 1 }, wagesThisPeriodCents: 300_000, ficaThisPeriodCents: 22_950, ficaYtdCents: 200_000 }).incomeTaxCents).toBe(14_154);
  });

  it('the year withholds $3,580.00 = 26 × $137.69, the specialist\'s per-paycheck figure', () => {
    // Year: (78,000 − 2,000 − 4,400) × 5 % = 71,600 × 5 % = 3,580.00; ÷ 26 = 137.69 on average.
    // Paychecks: 8 × 130.06 (229.50 subtracted, 1,836.00 in all) = 1,040.48
    //   9th: 164.00 left → (3,000 − 164 − 169.2307…) × 5 % = 133.338… → 133.34
    //   10th-26th: 17 × 141.54 = 2,406.18 → 1,040.48 + 133.34 + 2,406.18 = 3,580.00
    const result = calculatePaycheck({
      payFrequency: 'biweekly',
      pay: { type: 'salary', basis: 'perYear', amountCents: 7_800_000 },
      federal: {
        form: '2020OrLater',
        filingStatus: 'singleOrMarriedSeparately',
        multipleJobs: false,
        dependentsAmountCents: 0,
        otherIncomeCents: 0,
        deductionsCents: 0,
        extraWithholdingCents: 0,
      },
      state: { code: 'MA', allowances: 1 },
    });
    expect(result.perPeriod.stateIncomeTaxCents).toBe(13_006);
    expect(result.annual.stateIncomeTaxCents).toBe(358_000);
    expect(MASSACHUSETTS_CIRCULAR_M.retirementDeductionMaxAnnual).toBe(2_000);
  });
});
