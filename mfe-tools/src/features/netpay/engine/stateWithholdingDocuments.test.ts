// State withholding worked by hand from each state's employer document (see the document entries
// in stateRules2026.ts). Expected values are the hand computations below, not engine output.
import { describe, expect, it } from 'vitest';
import {
  bracketTax,
  californiaAllowanceCredit,
  californiaMethodB,
  delawareWithholding,
  nc30Withholding,
  northDakotaWithholding,
  periodAmount,
  periodSchedule,
  scheduleTax,
  stateIncomeTaxWithholding,
  virginiaWithholding,
  type StateWithholdingInput,
} from './state.ts';
import { calculatePaycheck } from './netpay.ts';
import {
  CALIFORNIA_METHOD_B_2026,
  GEORGIA_WITHHOLDING_2026,
  INDIANA_DN1_2026,
  MASSACHUSETTS_CIRCULAR_M,
  MONTANA_GUIDE_2026,
  NEBRASKA_CIRCULAR_EN_2026,
  NEW_JERSEY_NJWT,
  NEW_MEXICO_FYI104_2026,
  NORTH_CAROLINA_NC30,
  NORTH_DAKOTA_WITHHOLDING_2026,
  OKLAHOMA_OW2_2026,
  RHODE_ISLAND_WITHHOLDING_2026,
  SOUTH_CAROLINA_WH1603F_2026,
  VERMONT_GB1210_2026,
  VIRGINIA_WITHHOLDING_2026,
  WEST_VIRGINIA_IT100_2026,
} from './stateRules2026.ts';
import { fromCents, roundCents } from './money.ts';
import type { ScheduleRow } from './stateTypes.ts';
import { singleW4 } from './testInputs.ts';
import type { DeductionInput, StateInput } from './types.ts';

const run = (over: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'state'>) =>
  stateIncomeTaxWithholding({
    federalFilingStatus: 'singleOrMarriedSeparately',
    wagesThisPeriodCents: 0,
    payPeriods: 26,
    federalWithholdingPerPeriodCents: 0,
    ...over,
  });

/** A paycheck through the whole engine, salaried, with the federal W-4 given (the shared single W-4 unless given). */
const paycheck = (over: Partial<Parameters<typeof calculatePaycheck>[0]> & Pick<Parameters<typeof calculatePaycheck>[0], 'state' | 'payFrequency' | 'pay'>) =>
  calculatePaycheck({ federal: singleW4, ...over });

/** A $3,000 biweekly salary paycheck ($78,000 a year) with the single W-4, in a state, with pre-tax deductions. */
const biweeklyPaycheck = (state: StateInput, deductions: readonly DeductionInput[] = []) =>
  paycheck({ payFrequency: 'biweekly', pay: { type: 'salary', basis: 'perYear', amountCents: 7_800_000 }, state, deductions });

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
    const result = biweeklyPaycheck({ code: 'MA', allowances: 1 });
    expect(result.perPeriod.stateIncomeTaxCents).toBe(13_006);
    expect(result.annual.stateIncomeTaxCents).toBe(358_000);
    expect(MASSACHUSETTS_CIRCULAR_M.retirementDeductionMaxAnnual).toBe(2_000);
  });
});

describe('Oregon: 150-206-436 withholding formula (federal tax subtracted, $263 credit per allowance)', () => {
  it("replays the publication's example 1: single, $25,000 a year, 0 allowances, $1,000 federal → $1,788.88 ($1,789)", () => {
    // BASE = 25,000 − 1,000 federal withheld − 2,910 standard deduction = 21,090 (wages under $50,000)
    // Single, fewer than 3 allowances, row "11,400 to 50,000: 941 + 8.75 % of the excess over 11,400"
    //   = 941 + 0.0875 × 9,690 = 941 + 847.875 = 1,788.875 − 0 × 263 → $1,788.88 (the document shows $1,789:
    //   the employer may round to the dollar)
    const result = run({ state: { code: 'OR', allowances: 0 }, wagesThisPeriodCents: 2_500_000, payPeriods: 1, federalWithholdingPerPeriodCents: 100_000 });
    expect(result.incomeTaxCents).toBe(178_888);
    expect(result.info.annualTaxableCents).toBe(2_109_000);
  });

  it('biweekly $3,000, single, 1 allowance, $320.38 federal withheld: $202.27', () => {
    // Annual wages 78,000 ≥ 50,000: the high-wage table; federal subtraction at most 8,750 (wages under 125,000)
    // Federal withheld 320.38 × 26 = 8,329.88 (under 8,750, all of it)
    // BASE = 78,000 − 8,329.88 − 2,910 = 66,760.12
    // "678 + 8.75 % of the excess over 11,400" = 678 + 0.0875 × 55,360.12 = 678 + 4,844.0105 = 5,522.0105
    // − 1 × 263 = 5,259.0105; ÷ 26 = 202.269… → $202.27
    const result = run({ state: { code: 'OR', allowances: 1 }, wagesThisPeriodCents: 300_000, federalWithholdingPerPeriodCents: 32_038 });
    expect(result.incomeTaxCents).toBe(20_227);
  });

  it('monthly $11,000, single: federal subtraction phased out to $5,250 and no allowance over $100,000: $876.38', () => {
    // Annual wages 132,000: subtraction at most 5,250 (130,000 to 135,000); 2,000 × 12 = 24,000 withheld → 5,250
    // BASE = 132,000 − 5,250 − 2,910 = 123,840 → 678 + 0.0875 × (123,840 − 11,400 = 112,440) = 678 + 9,838.50 = 10,516.50
    // Wages over 100,000 (single): allowances count 0 → 10,516.50 ÷ 12 = 876.375 → $876.38
    const result = run({ state: { code: 'OR', allowances: 1 }, wagesThisPeriodCents: 1_100_000, payPeriods: 12, federalWithholdingPerPeriodCents: 200_000 });
    expect(result.incomeTaxCents).toBe(87_638);
  });
});

describe('Minnesota: 2026 withholding computer formula (W-4MN allowances $5,300)', () => {
  it("the specialist's paycheck: biweekly $3,196, married, 2 allowances: $124.00", () => {
    // Annual wages 3,196 × 26 = 83,096 − 2 × 5,300 = 72,496
    // Married schedule "63,400 to 208,180: 2,605.45 + 6.8 % of the excess over 63,400"
    //   = 2,605.45 + 0.068 × 9,096 = 2,605.45 + 618.528 = 3,223.978; ÷ 26 = 123.999… → $124.00
    // (The return's 30,600 standard deduction and 5.35 % start gave $86.21 before.)
    const result = run({ state: { code: 'MN', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 319_600 });
    expect(result.incomeTaxCents).toBe(12_400);
    expect(result.info.annualTaxableCents).toBe(7_249_600);
    expect(result.info.isEstimate).toBe(false); // 2026 document, no figure unconfirmed
  });

  it('biweekly $3,000, single, 1 allowance: $159.27', () => {
    // 78,000 − 5,300 = 72,700 → "38,010 to 114,130: 1,782.09 + 6.8 %" = 1,782.09 + 0.068 × 34,690 = 1,782.09 + 2,358.92
    //   = 4,141.01; ÷ 26 = 159.269… → $159.27
    expect(run({ state: { code: 'MN', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(15_927);
  });
});

describe('New York: NYS-50-T-NYS exact calculation method (annual table)', () => {
  it('biweekly $3,000, single, 1 allowance: $138.22', () => {
    // 78,000 − 7,400 deduction − 1 × 1,000 = 69,600
    // Single "13,900 to 80,650: 586 + 5.4 % of the excess over 13,900" = 586 + 0.054 × 55,700 = 586 + 3,007.80 = 3,593.80
    // ÷ 26 = 138.223… → $138.22
    expect(run({ state: { code: 'NY', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(13_822);
  });

  it("semimonthly $5,000, married, 3 allowances: $248.08 (the document's per-period table: $248.11)", () => {
    // 120,000 − 7,950 − 3 × 1,000 = 109,050
    // Married "107,650 to 157,650: 5,855 + 7.07 % of the excess over 107,650" = 5,855 + 0.0707 × 1,400 = 5,855 + 98.98
    //   = 5,953.98; ÷ 24 = 248.0825 → $248.08. The document's own example, worked on its semimonthly table
    //   (rounded bounds and bases), gives $248.11.
    expect(run({ state: { code: 'NY', filingStatus: 'married', allowances: 3 }, wagesThisPeriodCents: 500_000, payPeriods: 24 }).incomeTaxCents).toBe(24_808);
  });

  it('Method III above $1,077,550 (single): one rate on all net wages', () => {
    // Weekly $25,000: 1,300,000 − 7,400 − 1,000 = 1,291,600 > 1,077,550 → 10.45 % of all of it = 134,972.20
    // ÷ 52 = 2,595.619… → $2,595.62
    expect(run({ state: { code: 'NY', allowances: 1 }, wagesThisPeriodCents: 2_500_000, payPeriods: 52 }).incomeTaxCents).toBe(259_562);
  });
});

describe('Kentucky: 2026 computer formula 42A003 ($3,360, 3.5 %)', () => {
  it("replays the formula's monthly example: $3,270 → $104.65", () => {
    // 3,270 × 12 = 39,240 − 3,360 = 35,880 × 3.5 % = 1,255.80; ÷ 12 = $104.65
    const result = run({ state: { code: 'KY' }, wagesThisPeriodCents: 327_000, payPeriods: 12 });
    expect(result.incomeTaxCents).toBe(10_465);
    expect(result.info.annualTaxableCents).toBe(3_588_000);
  });

  it('biweekly $3,000: $100.48', () => {
    // 78,000 − 3,360 = 74,640 × 3.5 % = 2,612.40; ÷ 26 = 100.476… → $100.48
    expect(run({ state: { code: 'KY' }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(10_048);
  });
});

describe('Maine: 2026 percentage method (phased-out standard deduction, whole dollars)', () => {
  it("replays the tables' three examples: $0, $33 and $257", () => {
    // Weekly $300, single, 2: 15,600 − 10,600 − 12,450 < 0 → $0
    expect(run({ state: { code: 'ME', allowances: 2 }, wagesThisPeriodCents: 30_000, payPeriods: 52 }).incomeTaxCents).toBe(0);
    // Weekly $1,000, single, 2: 52,000 − 10,600 − 12,450 = 28,950 → 1,589 + 6.75 % × 1,550 = 1,693.625; ÷ 52 = 32.57 → $33
    expect(run({ state: { code: 'ME', allowances: 2 }, wagesThisPeriodCents: 100_000, payPeriods: 52 }).incomeTaxCents).toBe(3_300);
    // Weekly $4,500, married, 2: 234,000 a year, in the phase-out: (354,550 − 234,000) ÷ 150,000 = 0.80366… → 0.8037
    //   deduction 27,750 × 0.8037 = 22,302.675; 234,000 − 10,600 − 22,302.675 = 201,097.325
    //   8,237 + 7.15 % × 71,347.325 = 8,237 + 5,101.3337 = 13,338.3337; ÷ 52 = 256.506… → $257
    expect(run({ state: { code: 'ME', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 450_000, payPeriods: 52 }).incomeTaxCents).toBe(25_700);
  });

  it('biweekly $3,000, single, 1 allowance: $146.00', () => {
    // 78,000 − 5,300 − 12,450 = 60,250 → 1,589 + 6.75 % × 32,850 = 1,589 + 2,217.375 = 3,806.375; ÷ 26 = 146.39… → $146.00
    expect(run({ state: { code: 'ME', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(14_600);
  });
});

describe('Virginia: employer withholding formula ($8,750 for every status, $930 per VA-4 exemption)', () => {
  it("replays the department's calculator example (2008 figures): semimonthly $2,500, 5 + 1 exemptions → $112.78", () => {
    // 2,500 × 24 = 60,000 − [3,000 + 5 × 930 + 1 × 800] = 51,550; 720 + 5.75 % × 34,550 = 720 + 1,986.625 = 2,706.625
    // ÷ 24 = 112.776… → $112.78 (the example: "$2,706.63 ÷ 24 = $112.78")
    const figures2008 = { ...VIRGINIA_WITHHOLDING_2026, standardDeduction: 3_000 };
    expect(virginiaWithholding(figures2008, 250_000, 24, 5, 1).withholdingCents).toBe(11_278);
  });

  it('the July 2025 tables\' example: semimonthly $2,649, 5 exemptions → $109.48 (cents kept)', () => {
    // 63,576 − [8,750 + 5 × 930] = 50,176; 720 + 5.75 % × 33,176 = 720 + 1,907.62 = 2,627.62; ÷ 24 = 109.484… → $109.48
    // (Transcribed as $2,628 and $109.50, i.e. W rounded to the dollar first; the formula keeps cents.)
    // 2 personal exemptions (allowances) + 3 dependents = 5.
    expect(run({ state: { code: 'VA', allowances: 2, dependents: 3 }, wagesThisPeriodCents: 264_900, payPeriods: 24 }).incomeTaxCents).toBe(10_948);
  });

  it('married uses the same $8,750 (not the return\'s $17,500): biweekly $3,000, 2 + 1 exemptions → $137.08', () => {
    // 78,000 − [8,750 + 3 × 930] = 66,460; 720 + 5.75 % × 49,460 = 720 + 2,843.95 = 3,563.95; ÷ 26 = 137.075 → $137.08
    expect(run({ state: { code: 'VA', filingStatus: 'married', allowances: 2, dependents: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(13_708);
  });
});

describe('Colorado: DR 1098 worksheet (W-4 status allowance, 4.4 %, whole dollars)', () => {
  it("the specialist's paycheck: semimonthly $3,072 ($73,728 a year), married filing jointly: $115.00", () => {
    // No DR 0004: W-4 status married filing jointly → annual allowance 11,000
    // 3,072 × 24 = 73,728 − 11,000 = 62,728 × 4.4 % = 2,760.032; ÷ 24 = 115.0013 → $115.00
    // (Before: the return's 30,000 deduction, to the cent: (73,728 − 30,000) × 4.4 % ÷ 24 = 80.168 → $80.17.)
    const result = run({ state: { code: 'CO' }, federalFilingStatus: 'marriedFilingJointly', wagesThisPeriodCents: 307_200, payPeriods: 24 });
    expect(result.incomeTaxCents).toBe(11_500);
    expect(result.info.annualTaxableCents).toBe(6_272_800);
  });

  it("replays the DR 1098 workbook's cases: weekly $1,000 single → $39; semimonthly $5,000 married → $200", () => {
    // (52,000 − 5,500) × 4.4 % = 2,046; ÷ 52 = 39.346… → $39
    expect(run({ state: { code: 'CO' }, wagesThisPeriodCents: 100_000, payPeriods: 52 }).incomeTaxCents).toBe(3_900);
    // (120,000 − 11,000) × 4.4 % = 4,796; ÷ 24 = 199.83… → $200
    expect(run({ state: { code: 'CO', filingStatus: 'married' }, wagesThisPeriodCents: 500_000, payPeriods: 24 }).incomeTaxCents).toBe(20_000);
  });
});

describe('Missouri: 2026 withholding formula (brackets accumulated, whole dollars)', () => {
  it("replays the formula's example: married, spouse works, $35,000 a year, monthly → $59", () => {
    // Spouse works: the $16,100 deduction (the calculator's Single). Monthly 2,916.67 × 12 = 35,000.04 − 16,100 = 18,900.04
    // 2 % × 1,348 = 26.96; 2.5 % × 1,348 = 33.70; 3 % = 40.44; 3.5 % = 47.18; 4 % = 53.92; 4.5 % = 60.66 → 262.86 to 9,436
    // 4.7 % × 9,464.04 = 444.81 → 707.67; ÷ 12 = 58.97 → $59
    expect(run({ state: { code: 'MO', filingStatus: 'single' }, wagesThisPeriodCents: 291_667, payPeriods: 12 }).incomeTaxCents).toBe(5_900);
  });

  it('biweekly $3,000: single $105, married with a spouse not working ($32,200) $76', () => {
    // Single: 78,000 − 16,100 = 61,900 → 262.86 + 4.7 % × 52,464 = 262.86 + 2,465.808 = 2,728.668; ÷ 26 = 104.95 → $105
    expect(run({ state: { code: 'MO' }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(10_500);
    // Married: 78,000 − 32,200 = 45,800 → 262.86 + 4.7 % × 36,364 = 262.86 + 1,709.108 = 1,971.968; ÷ 26 = 75.84 → $76
    expect(run({ state: { code: 'MO', filingStatus: 'married' }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(7_600);
  });
});

describe('Utah: Publication 14 (Rev. 04/26) schedules, every line to the dollar', () => {
  it("replays the publication's six examples", () => {
    // Weekly $400 single: 400 × 4.45 % = 17.80 → 18; base 9 − (400 − 180) × 1.3 % = 2.86 → 3 → 6; 18 − 6 = $12
    expect(run({ state: { code: 'UT' }, wagesThisPeriodCents: 40_000, payPeriods: 52 }).incomeTaxCents).toBe(1_200);
    // Biweekly $2,600 single: 115.70 → 116; 19 − (2,240 × 1.3 % = 29.12 → 29) < 0 → 0; $116
    expect(run({ state: { code: 'UT' }, wagesThisPeriodCents: 260_000, payPeriods: 26 }).incomeTaxCents).toBe(11_600);
    // Semimonthly $1,200 married: 53.40 → 53; 40 − (421 × 1.3 % = 5.47 → 5) = 35; 53 − 35 = $18
    expect(run({ state: { code: 'UT', filingStatus: 'married' }, wagesThisPeriodCents: 120_000, payPeriods: 24 }).incomeTaxCents).toBe(1_800);
    // Monthly $7,800 married: 347.10 → 347; 81 − (6,242 × 1.3 % = 81.15 → 81) = 0; $347
    expect(run({ state: { code: 'UT', filingStatus: 'married' }, wagesThisPeriodCents: 780_000, payPeriods: 12 }).incomeTaxCents).toBe(34_700);
    // Quarterly $9,000 single: 400.50 → 401; 121 − (6,663 × 1.3 % = 86.62 → 87) = 34; 401 − 34 = $367
    expect(run({ state: { code: 'UT' }, wagesThisPeriodCents: 900_000, payPeriods: 4 }).incomeTaxCents).toBe(36_700);
    // Daily $175 married: 7.79 → 8; 4 − (103 × 1.3 % = 1.34 → 1) = 3; 8 − 3 = $5
    expect(run({ state: { code: 'UT', filingStatus: 'married' }, wagesThisPeriodCents: 17_500, payPeriods: 260 }).incomeTaxCents).toBe(500);
  });

  it('uses no allowances: biweekly $3,000 single is $134 whatever is claimed', () => {
    // 3,000 × 4.45 % = 133.50 → 134; 19 − (2,640 × 1.3 % = 34.32 → 34) < 0 → 0; $134
    expect(run({ state: { code: 'UT', allowances: 3 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(13_400);
  });

  it('from April 1, 2026 Rev. 04/26 is exact; earlier pay dates are flagged (the edition before it was not read)', () => {
    // Biweekly $3,000 single: $134 as above on both sides of April 1.
    const april = run({ state: { code: 'UT' }, wagesThisPeriodCents: 300_000, payDate: '2026-04-01' });
    expect(april.incomeTaxCents).toBe(13_400);
    expect(april.info.isEstimate).toBe(false);
    const march = run({ state: { code: 'UT' }, wagesThisPeriodCents: 300_000, payDate: '2026-03-31' });
    expect(march.incomeTaxCents).toBe(13_400);
    expect(march.info.isEstimate).toBe(true);
    expect(march.info.notes.join(' ')).toMatch(/before Rev\. 04\/26, whose schedules were not read/);
  });
});

describe('Wisconsin: W-166 (January 2026) annualized method', () => {
  it("replays the guide's three examples: $7.59, $14.34, $22.08", () => {
    // Weekly $350 single, 1: 18,200; deduction 6,702 − 12 % × (18,200 − 17,780) = 6,651.60; − 400
    //   → 11,148.40 × 3.54 % = 394.653; ÷ 52 = 7.589… → $7.59
    expect(run({ state: { code: 'WI', allowances: 1 }, wagesThisPeriodCents: 35_000, payPeriods: 52 }).incomeTaxCents).toBe(759);
    // Weekly $500 single, 3: 26,000; deduction 6,702 − 12 % × 8,220 = 5,715.60; − 1,200 → 19,084.40
    //   451.70 + 4.65 % × 6,324.40 = 451.70 + 294.0846 = 745.7846; ÷ 52 = 14.342… → $14.34
    expect(run({ state: { code: 'WI', allowances: 3 }, wagesThisPeriodCents: 50_000, payPeriods: 52 }).incomeTaxCents).toBe(1_434);
    // Biweekly $1,000 married, 3: 26,000; deduction 9,461 − 20 % × 273 = 9,406.40; − 1,200 → 15,393.60
    //   451.70 + 4.65 % × 2,633.60 = 451.70 + 122.4624 = 574.1624; ÷ 26 = 22.083… → $22.08
    expect(run({ state: { code: 'WI', filingStatus: 'married', allowances: 3 }, wagesThisPeriodCents: 100_000, payPeriods: 26 }).incomeTaxCents).toBe(2_208);
  });

  it('biweekly $3,000, single, 1 exemption: the deduction is gone, $146.36', () => {
    // 78,000 ≥ 73,630: deduction 0; 78,000 − 400 = 77,600 → 1,045.04 + 5.3 % × 52,080 = 1,045.04 + 2,760.24 = 3,805.28
    // ÷ 26 = 146.356… → $146.36
    expect(run({ state: { code: 'WI', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(14_636);
  });
});

describe('Ohio: percentage method tables, the one in force on the pay date', () => {
  it("the specialist's paycheck: weekly $1,235, 0 IT 4 exemptions, paid in July: $30.84 (October 2025 table)", () => {
    // Weekly table "500.96 to 1,923.08: 8.89 + 2.99 % of the excess over 500.96"
    //   = 8.89 + 0.0299 × 734.04 = 8.89 + 21.947796 = 30.837796 → $30.84
    // (The return's 0 % to 26,050 and 2.75 % gave (64,220 − 26,050) × 2.75 % ÷ 52 = 20.186 → $20.19 before.)
    const result = run({ state: { code: 'OH', allowances: 0 }, wagesThisPeriodCents: 123_500, payPeriods: 52, payDate: '2026-07-17' });
    expect(result.incomeTaxCents).toBe(3_084);
    expect(result.info.isEstimate).toBe(false);
  });

  it('the same paycheck paid in August: $29.97 (August 1, 2026 table)', () => {
    // Weekly August table "500.96 to 1,923.08: 8.02 + 2.99 %" = 8.02 + 0.0299 × 734.04 = 8.02 + 21.947796 = 29.967796 → $29.97
    const result = run({ state: { code: 'OH', allowances: 0 }, wagesThisPeriodCents: 123_500, payPeriods: 52, payDate: '2026-08-07' });
    expect(result.incomeTaxCents).toBe(2_997);
    expect(result.info.isEstimate).toBe(false);
  });

  it('the paycheck takes the pay date from the calculator input', () => {
    // Weekly salary $1,235.00, 0 exemptions: $30.84 paid July 17, $29.97 paid August 7 (worked above)
    const paid = (payDate: string) =>
      paycheck({ payFrequency: 'weekly', payDate, pay: { type: 'salary', basis: 'perPeriod', amountCents: 123_500 }, state: { code: 'OH', allowances: 0 } }).perPeriod
        .stateIncomeTaxCents;
    expect(paid('2026-07-17')).toBe(3_084);
    expect(paid('2026-08-07')).toBe(2_997);
  });

  it('switches tables between July 31 and August 1, 2026', () => {
    const on = (payDate: string) => run({ state: { code: 'OH', allowances: 0 }, wagesThisPeriodCents: 123_500, payPeriods: 52, payDate }).incomeTaxCents;
    expect(on('2026-07-31')).toBe(3_084);
    expect(on('2026-08-01')).toBe(2_997);
  });

  it('without a pay date the August 1, 2026 table is used, and the result says so', () => {
    const result = run({ state: { code: 'OH', allowances: 0 }, wagesThisPeriodCents: 123_500, payPeriods: 52 });
    expect(result.incomeTaxCents).toBe(2_997);
    expect(result.info.notes.join(' ')).toMatch(/no pay date given, so the August 1, 2026 table/);
  });

  it('biweekly $3,000, 1 exemption: $76.78 in June, $75.03 in September', () => {
    // 3,000 − 25.00 = 2,975
    // October table: 17.78 + 2.99 % × (2,975 − 1,001.92 = 1,973.08) = 17.78 + 58.995092 = 76.775… → $76.78
    expect(run({ state: { code: 'OH', allowances: 1 }, wagesThisPeriodCents: 300_000, payDate: '2026-06-12' }).incomeTaxCents).toBe(7_678);
    // August table: 16.03 + 58.995092 = 75.025… → $75.03
    expect(run({ state: { code: 'OH', allowances: 1 }, wagesThisPeriodCents: 300_000, payDate: '2026-09-11' }).incomeTaxCents).toBe(7_503);
  });

  it('quarterly pay (no published table): the same rates on annual amounts', () => {
    // 30,000 × 4 = 120,000 − 650 = 119,350
    // October rates: 1.775 % × 26,050 = 462.3875; 2.99 % × 73,950 = 2,211.105; 3.64 % × 19,350 = 704.34
    //   → 3,377.8325; ÷ 4 = 844.458… → $844.46
    expect(run({ state: { code: 'OH', allowances: 1 }, wagesThisPeriodCents: 3_000_000, payPeriods: 4, payDate: '2026-06-30' }).incomeTaxCents).toBe(84_446);
    // August rates: 1.6 % × 26,050 = 416.80; 2.99 % × 73,950 = 2,211.105; 3.4 % × 19,350 = 657.90
    //   → 3,285.805; ÷ 4 = 821.451… → $821.45
    expect(run({ state: { code: 'OH', allowances: 1 }, wagesThisPeriodCents: 3_000_000, payPeriods: 4, payDate: '2026-09-30' }).incomeTaxCents).toBe(82_145);
  });

  it('a blank IT 4 exemptions field means 0 exemptions, Ohio\'s rule without an IT 4', () => {
    // Weekly $1,235 in July, nothing claimed: as with 0 exemptions, $30.84 (not 1 exemption: 1,222.50 → $30.47)
    const result = run({ state: { code: 'OH' }, wagesThisPeriodCents: 123_500, payPeriods: 52, payDate: '2026-07-17' });
    expect(result.incomeTaxCents).toBe(3_084);
    expect(result.info.allowances).toBe(0);
    expect(result.info.notes.join(' ')).toMatch(/no Form IT 4 on file: 0 exemptions/);
    // Married, blank: still 0 (the usual default would be 2).
    expect(run({ state: { code: 'OH', filingStatus: 'married' }, wagesThisPeriodCents: 123_500, payPeriods: 52, payDate: '2026-07-17' }).info.allowances).toBe(0);
  });

  it('other states keep the usual blank default: Wisconsin, 1 exemption (2 when married)', () => {
    // Biweekly $3,000 single, blank = 1 WT-4 exemption: $146.36 as worked above
    const single = run({ state: { code: 'WI' }, wagesThisPeriodCents: 300_000 });
    expect(single.info.allowances).toBe(1);
    expect(single.incomeTaxCents).toBe(14_636);
    expect(run({ state: { code: 'WI', filingStatus: 'married' }, wagesThisPeriodCents: 300_000 }).info.allowances).toBe(2);
  });
});

describe('Idaho: EPB00744, the table in force on the pay date, whole dollars', () => {
  it("replays the revised table's example: biweekly $1,212, single → $31", () => {
    // Annualized: 1,212 × 26 = 31,512 − 16,100 = 15,412 × 5.3 % = 816.836; ÷ 26 = 31.42 → $31
    // (the document, per period: (1,212 − 619) × 5.3 % = 31.43 → $31; its 4 allowances are worth $0)
    expect(run({ state: { code: 'ID', allowances: 4 }, wagesThisPeriodCents: 121_200, payDate: '2026-08-14' }).incomeTaxCents).toBe(3_100);
  });

  it('biweekly $3,000 from July 31, 2026: single $126, married $93', () => {
    // Single: 78,000 − 16,100 = 61,900 × 5.3 % = 3,280.70; ÷ 26 = 126.18 → $126
    const single = run({ state: { code: 'ID' }, wagesThisPeriodCents: 300_000, payDate: '2026-07-31' });
    expect(single.incomeTaxCents).toBe(12_600);
    expect(single.info.isEstimate).toBe(false);
    // Married: 78,000 − 32,200 = 45,800 × 5.3 % = 2,427.40; ÷ 26 = 93.36 → $93
    expect(run({ state: { code: 'ID', filingStatus: 'married' }, wagesThisPeriodCents: 300_000, payDate: '2026-09-04' }).incomeTaxCents).toBe(9_300);
  });

  it('before July 31 the initial 2026 table ($15,000 / $30,000), flagged: its child tax credit allowance value was not found', () => {
    // Single: 78,000 − 15,000 = 63,000 × 5.3 % = 3,339.00; ÷ 26 = 128.42 → $128
    const single = run({ state: { code: 'ID' }, wagesThisPeriodCents: 300_000, payDate: '2026-07-30' });
    expect(single.incomeTaxCents).toBe(12_800);
    expect(single.info.isEstimate).toBe(true);
    expect(single.info.notes.join(' ')).toMatch(/child tax credit allowance value was not found/);
    // Married: 78,000 − 30,000 = 48,000 × 5.3 % = 2,544.00; ÷ 26 = 97.85 → $98
    expect(run({ state: { code: 'ID', filingStatus: 'married' }, wagesThisPeriodCents: 300_000, payDate: '2026-03-13' }).incomeTaxCents).toBe(9_800);
  });

  it('without a pay date the revised table is used', () => {
    expect(run({ state: { code: 'ID' }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(12_600);
  });
});

describe('Alabama: 2026 booklet formula (sliding standard deduction, federal tax withheld deducted)', () => {
  it("replays the booklet's example: weekly $850, married filing jointly, 2 dependents, $35.19 federal → $29.59", () => {
    // Annual gross 850 × 52 = 44,200 ≥ 35,500: standard deduction 5,000 (married minimum)
    // Federal withheld 35.19 × 52 = 1,829.88 (the booklet rounds it to 1,830); personal exemption 3,000;
    // dependents 2 × 1,000 (gross ≤ 50,000) = 2,000
    // Taxable 44,200 − 5,000 − 1,829.88 − 3,000 − 2,000 = 32,370.12 (booklet: 32,370)
    // Married: 2 % × 1,000 = 20; 4 % × 5,000 = 200; 5 % × 26,370.12 = 1,318.506 → 1,538.506 (booklet: 1,538.50)
    // ÷ 52 = 29.586… → $29.59 (booklet: $29.59)
    const result = run({
      state: { code: 'AL', filingStatus: 'married', dependents: 2 },
      wagesThisPeriodCents: 85_000,
      payPeriods: 52,
      federalWithholdingPerPeriodCents: 3_519,
    });
    expect(result.incomeTaxCents).toBe(2_959);
    expect(result.info.isEstimate).toBe(false);
  });

  it('monthly $2,500 single, no federal tax: the deduction slides to $2,775', () => {
    // 30,000 ≥ 26,000: floor((30,000 − 26,000) ÷ 500) + 1 = 9 steps of $25 → 3,000 − 225 = 2,775
    // 30,000 − 2,775 − 1,500 = 25,725 → 2 % × 500 = 10; 4 % × 2,500 = 100; 5 % × 22,725 = 1,136.25 → 1,246.25
    // ÷ 12 = 103.854… → $103.85
    expect(run({ state: { code: 'AL' }, wagesThisPeriodCents: 250_000, payPeriods: 12 }).incomeTaxCents).toBe(10_385);
  });

  it('head of family, monthly $5,000, 1 dependent: $500 for gross between $50,000 and $100,000', () => {
    // 60,000: standard deduction 2,500 (head of family minimum); personal 3,000; dependent 500
    // 60,000 − 2,500 − 3,000 − 500 = 54,000 → 10 + 100 + 5 % × 51,000 = 2,660; ÷ 12 = 221.666… → $221.67
    expect(run({ state: { code: 'AL', filingStatus: 'headOfHousehold', dependents: 1 }, wagesThisPeriodCents: 500_000, payPeriods: 12 }).incomeTaxCents).toBe(
      22_167,
    );
  });
});

describe('Arkansas: 2026 formula ($2,470, $100 ranges, whole-dollar gross tax, $29 credits)', () => {
  it("replays the formula's example: monthly $2,127, 2 exemptions → $36.50", () => {
    // 2,127 × 12 = 25,524 − 2,470 = 23,054 → range 23,000-23,099 → 23,050
    // Row 16,000-26,399: 3.4 % × 23,050 − 287.97 = 783.70 − 287.97 = 495.73 → 496
    // − 2 × 29 = 58 → 438; ÷ 12 = $36.50
    const result = run({ state: { code: 'AR', allowances: 2 }, wagesThisPeriodCents: 212_700, payPeriods: 12 });
    expect(result.incomeTaxCents).toBe(3_650);
    expect(result.info.annualTaxableCents).toBe(2_305_000);
  });

  it('the phase-in rows: monthly $8,127, 0 exemptions → $278.17', () => {
    // 97,524 − 2,470 = 95,054 → 95,050; row 95,001-95,100: 3.9 % × 95,050 − 369.30 = 3,706.95 − 369.30 = 3,337.65 → 3,338
    // ÷ 12 = 278.166… → $278.17
    expect(run({ state: { code: 'AR', allowances: 0 }, wagesThisPeriodCents: 812_700, payPeriods: 12 }).incomeTaxCents).toBe(27_817);
  });

  it('from $100,001 the exact income: monthly $10,000, 1 exemption → $372.08', () => {
    // 120,000 − 2,470 = 117,530 (exact); 3.9 % × 117,530 − 89.30 = 4,583.67 − 89.30 = 4,494.37 → 4,494
    // − 29 = 4,465; ÷ 12 = 372.083… → $372.08
    expect(run({ state: { code: 'AR', allowances: 1 }, wagesThisPeriodCents: 1_000_000, payPeriods: 12 }).incomeTaxCents).toBe(37_208);
  });
});

describe('California: Method B (2026 tables of the payroll period)', () => {
  it('biweekly $3,000, single, 1 allowance: $127.59', () => {
    // Table 1: 3,000 > 727, so withhold. Table 3: 3,000 − 219 = 2,781.
    // Table 5 biweekly single, row over 2,214: 84.16 + 8.8 % × 567 = 84.16 + 49.896 = 134.056 → 134.06
    // Table 4, 1 allowance biweekly: 6.47 → 134.06 − 6.47 = $127.59
    // (The annual table ÷ 26 gave $127.54 before.)
    expect(run({ state: { code: 'CA', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(12_759);
  });

  it('a blank allowances field means zero allowances (no DE 4: Single with zero): $134.06', () => {
    const result = run({ state: { code: 'CA' }, wagesThisPeriodCents: 300_000 });
    expect(result.info.allowances).toBe(0);
    expect(result.incomeTaxCents).toBe(13_406);
  });

  it('low-income exemption by status and allowances', () => {
    // Biweekly $700 single: ≤ 727 → no withholding
    expect(run({ state: { code: 'CA', allowances: 1 }, wagesThisPeriodCents: 70_000 }).incomeTaxCents).toBe(0);
    // Biweekly $1,400, married, 2 allowances: ≤ 1,454 → no withholding
    expect(run({ state: { code: 'CA', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 140_000 }).incomeTaxCents).toBe(0);
    // Married, 1 allowance: the single column of Tables 1 and 3 (727, 219) with the married Table 5:
    // 1,400 − 219 = 1,181 → 9.37 + 2.2 % × 329 = 9.37 + 7.238 = 16.608 → 16.61 − 6.47 = $10.14
    expect(run({ state: { code: 'CA', filingStatus: 'married', allowances: 1 }, wagesThisPeriodCents: 140_000 }).incomeTaxCents).toBe(1_014);
  });

  it('monthly $6,000, head of household, 3 allowances: $63.43', () => {
    // 6,000 > 3,149; 6,000 − 951 = 5,049; monthly head of household row over 4,378: 75.99 + 4.4 % × 671 = 75.99 + 29.524
    //   = 105.514 → 105.51; Table 4, 3 allowances monthly: 42.08 → $63.43
    expect(run({ state: { code: 'CA', filingStatus: 'headOfHousehold', allowances: 3 }, wagesThisPeriodCents: 600_000, payPeriods: 12 }).incomeTaxCents).toBe(6_343);
  });

  it("replays the 2001 Method B document's example C with its own figures: monthly $3,500, married, 5 allowances → $37.79", () => {
    // 2001: Table 1 monthly $1,549 (2+ allowances column higher); Table 3 married 2+ monthly 469 → 3,031
    // Table 5 monthly married, row over 2,156 to 3,404: 34.04 + 4 % × 875 = 34.04 + 35.00 = 69.04
    // Table 4, 5 allowances monthly: 31.25 (a $75 annual credit) → 69.04 − 31.25 = $37.79
    const figures2001 = {
      lowIncome: [1_549, 1_549] as const,
      standardDeduction: [234, 469] as const,
      schedules: { single: [], married: [{ over: 2_156, base: 34.04, rate: 0.04 }, { over: 3_404, base: 83.96, rate: 0.06 }], headOfHousehold: [] },
      allowanceCreditAnnual: 75,
    };
    expect(californiaMethodB(figures2001, 350_000, 12, 'married', 5).withholdingCents).toBe(3_779);
  });

  it('Table 4 as printed: n × $168.30 ÷ periods to the cent for 1-10 allowances', () => {
    // Printed weekly, semimonthly, monthly and daily rows for 1 to 10 allowances.
    const printed: Record<number, number[]> = {
      52: [324, 647, 971, 1_295, 1_618, 1_942, 2_266, 2_589, 2_913, 3_237],
      24: [701, 1_403, 2_104, 2_805, 3_506, 4_208, 4_909, 5_610, 6_311, 7_013],
      12: [1_403, 2_805, 4_208, 5_610, 7_013, 8_415, 9_818, 11_220, 12_623, 14_025],
      260: [65, 129, 194, 259, 324, 388, 453, 518, 583, 647],
    };
    for (const [periods, row] of Object.entries(printed)) {
      row.forEach((cents, index) => expect(californiaAllowanceCredit(168.3, Number(periods), index + 1), `${periods}: ${index + 1}`).toBe(cents));
    }
    // 12 allowances weekly: the one-allowance amount × 12 = 3.24 × 12 = $38.88
    expect(californiaAllowanceCredit(168.3, 52, 12)).toBe(3_888);
  });

  it('every Table 5 base is the previous base + the previous rate × the row width, to the cent (transcription check)', () => {
    for (const [periods, tables] of Object.entries(CALIFORNIA_METHOD_B_2026.byPeriods)) {
      for (const [status, rows] of Object.entries(tables.schedules)) {
        rows.forEach(([over, base], index) => {
          if (index === 0) return;
          const [prevOver, prevBase] = rows[index - 1] ?? [0, 0];
          const rate = CALIFORNIA_METHOD_B_2026.rates[index - 1] ?? 0;
          const expected = Math.round((prevBase + (over - prevOver) * rate) * 100 + 1e-6);
          expect(Math.round(base * 100), `${periods} ${status} row ${index}`).toBe(expected);
        });
      }
    }
  });
});

describe('Connecticut: TPG-211 (Tables A-E by CT-W4 code)', () => {
  it('biweekly $3,000, single (code F): $140.96', () => {
    // 78,000 > 44,000: no exemption. Table B: 2,000 + 5.5 % × 28,000 = 3,540
    // Table C (F): ceil((78,000 − 56,500) ÷ 5,000) = 5 × 25 = 125; Table D: 0 (≤ 105,000); Table E: 0 (> 64,500)
    // 3,665 ÷ 26 = 140.961… → $140.96
    const result = run({ state: { code: 'CT' }, wagesThisPeriodCents: 300_000 });
    expect(result.incomeTaxCents).toBe(14_096);
    expect(result.info.notes.join(' ')).toMatch(/code F \(from the filing status\)/);
  });

  it('code F weekly $500: exemption and a .25 credit → $3.53', () => {
    // 26,000 ≤ 30,000: exemption 15,000 → 11,000 → 200 + 4.5 % × 1,000 = 245; credit (25,500, 26,000] .25
    // 245 × 0.75 = 183.75 ÷ 52 = 3.533… → $3.53
    expect(run({ state: { code: 'CT', connecticutCode: 'F' }, wagesThisPeriodCents: 50_000, payPeriods: 52 }).incomeTaxCents).toBe(353);
  });

  it('code A (both spouses working), $20,000 a year: exemption 12,000 and a .35 credit → $104.00', () => {
    // 20,000 ≤ 24,000: exemption 12,000 → 8,000 × 2 % = 160; credit (18,500, 20,000] .35 → 160 × 0.65 = 104.00
    expect(run({ state: { code: 'CT', connecticutCode: 'A' }, wagesThisPeriodCents: 2_000_000, payPeriods: 1 }).incomeTaxCents).toBe(10_400);
  });

  it('head of household (code B) monthly $4,000: $101.63', () => {
    // 48,000: exemption 19,000 − 10 × 1,000 = 9,000 → 39,000 → 320 + 4.5 % × 23,000 = 1,355
    // add-back 0 (≤ 78,500); recapture 0; credit (46,000, 74,000] .10 → 1,219.50 ÷ 12 = 101.625 → $101.63
    expect(run({ state: { code: 'CT', filingStatus: 'headOfHousehold' }, wagesThisPeriodCents: 400_000, payPeriods: 12 }).incomeTaxCents).toBe(10_163);
  });

  it('married (code C) biweekly $2,500: $73.04', () => {
    // 65,000: exemption 24,000 − 17 × 1,000 = 7,000 → 58,000 → 400 + 4.5 % × 38,000 = 2,110; credit .10
    // 1,899 ÷ 26 = 73.038… → $73.04
    expect(run({ state: { code: 'CT', filingStatus: 'married' }, wagesThisPeriodCents: 250_000 }).incomeTaxCents).toBe(7_304);
  });

  it('code D biweekly $5,000: add-back and first recapture tier → $266.35', () => {
    // 130,000, no exemption: 4,750 + 6 % × 30,000 = 6,550; add-back (A's) 250; recapture ceil(25,000 ÷ 5,000) = 5 × 25 = 125
    // 6,925, no credit ÷ 26 = 266.346… → $266.35
    expect(run({ state: { code: 'CT', connecticutCode: 'D' }, wagesThisPeriodCents: 500_000 }).incomeTaxCents).toBe(26_635);
  });

  it('code A biweekly $10,000: the second recapture tier → $625.77', () => {
    // 260,000: 14,000 + 6.9 % × 10,000 = 14,690; add-back 250; recapture 250 + 90 × ceil(60,000 ÷ 5,000) = 250 + 1,080 = 1,330
    // 16,270 ÷ 26 = 625.769… → $625.77
    expect(run({ state: { code: 'CT', connecticutCode: 'A' }, wagesThisPeriodCents: 1_000_000 }).incomeTaxCents).toBe(62_577);
  });

  it('code B, $330,000 a year: a part of $8,000 counts as a whole step → $18,930.00', () => {
    // 17,200 + 6.5 % × 10,000 = 17,850; add-back 400 (maximum); recapture 400 + 140 × ceil(10,000 ÷ 8,000 = 1.25 → 2) = 680
    expect(run({ state: { code: 'CT', connecticutCode: 'B' }, wagesThisPeriodCents: 33_000_000, payPeriods: 1 }).incomeTaxCents).toBe(1_893_000);
  });

  it('code E withholds nothing but the extra amount asked for', () => {
    expect(run({ state: { code: 'CT', connecticutCode: 'E', extraWithholdingCents: 5_000 }, wagesThisPeriodCents: 500_000 }).incomeTaxCents).toBe(5_000);
  });
});

describe("Delaware: the Employer's Guide annualized formula ($110 credit per allowance)", () => {
  it("replays the guide's three examples on $25,000 a year, each paid weekly, biweekly, semimonthly and monthly", () => {
    // Single, 1 allowance: 25,000 − 3,250 = 21,750 → 741 + 5.2 % × 1,750 = 832 − 110 = 722
    //   ÷ 52 = 13.884… → 13.88; ÷ 26 = 27.769… → 27.77; ÷ 24 = 30.083… → 30.08; ÷ 12 = 60.166… → 60.17
    // Married filing jointly, 3: 25,000 − 6,500 = 18,500 → 261 + 4.8 % × 8,500 = 669 − 330 = 339
    //   → 6.519… → 6.52; 13.038… → 13.04; 14.125 → 14.13; 28.25
    // Married filing separately (single deduction), 2: 832 − 220 = 612 → 11.769… → 11.77; 23.538… → 23.54; 25.50; 51.00
    const annual = fromCents(2_500_000);
    const cases = [
      ['single', 1, [1_388, 2_777, 3_008, 6_017]],
      ['married', 3, [652, 1_304, 1_413, 2_825]],
      ['single', 2, [1_177, 2_354, 2_550, 5_100]],
    ] as const;
    for (const [status, allowances, expected] of cases) {
      expect([52, 26, 24, 12].map((periods) => delawareWithholding(annual, periods, status, allowances).withholdingCents)).toEqual(expected);
    }
  });

  it('biweekly $3,000: single 1 allowance $146.42; blank means 0 allowances (no certificate), $150.65; head of household as single', () => {
    // 78,000 − 3,250 = 74,750 → 2,943.50 + 6.6 % × 14,750 = 2,943.50 + 973.50 = 3,917
    // − 110 = 3,807 ÷ 26 = 146.423… → $146.42; with no allowance 3,917 ÷ 26 = 150.653… → $150.65
    expect(run({ state: { code: 'DE', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(14_642);
    expect(run({ state: { code: 'DE' }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(15_065);
    expect(run({ state: { code: 'DE', filingStatus: 'headOfHousehold', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(14_642);
  });
});

describe('District of Columbia: annual wages − $4,300 per D-4 allowance, one table', () => {
  it('biweekly $3,000, single, 1 allowance: $179.40 (an estimate: the $4,300 is the 2022 value)', () => {
    // 78,000 − 4,300 = 73,700 → 4 % × 10,000 = 400; 6 % × 30,000 = 1,800; 6.5 % × 20,000 = 1,300; 8.5 % × 13,700 = 1,164.50
    //   = 4,664.50; ÷ 26 = 179.403… → $179.40
    const result = run({ state: { code: 'DC', allowances: 1 }, wagesThisPeriodCents: 300_000 });
    expect(result.incomeTaxCents).toBe(17_940);
    expect(result.info.isEstimate).toBe(true);
  });

  it('monthly $6,000, married, 2 allowances: $315.75 (the same table for every status)', () => {
    // 72,000 − 8,600 = 63,400 → 400 + 1,800 + 1,300 + 8.5 % × 3,400 = 3,789; ÷ 12 = $315.75
    expect(run({ state: { code: 'DC', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 600_000, payPeriods: 12 }).incomeTaxCents).toBe(31_575);
  });
});

describe("Georgia: the Employer's Tax Guide percentage method, figures in force on the pay date", () => {
  it("replays the guide's examples (from May 11, 2026): $27.03 and $0", () => {
    // Semimonthly $2,000, married filing jointly one spouse working (C), 1 dependent:
    //   2,000 − 1,250 − 208.33 = 541.67 × 4.99 % = 27.029… → $27.03
    expect(
      run({ state: { code: 'GA', filingStatus: 'married', dependents: 1 }, wagesThisPeriodCents: 200_000, payPeriods: 24, payDate: '2026-06-15' }).incomeTaxCents,
    ).toBe(2_703);
    // Biweekly $935, single, 2 dependents: 935 − 576.92 − 384.62 < 0 → $0
    expect(run({ state: { code: 'GA', dependents: 2 }, wagesThisPeriodCents: 93_500, payDate: '2026-06-15' }).incomeTaxCents).toBe(0);
  });

  it("the period amounts are the annual figures ÷ periods to the cent, as the guide prints them", () => {
    const table = GEORGIA_WITHHOLDING_2026.tables[1];
    // Printed: weekly 576.92 / 288.46 / 96.15; biweekly 1,153.85 / 576.92 / 192.31; semimonthly 1,250 / 625 / 208.33;
    // monthly 2,500 / 1,250 / 416.67; daily or miscellaneous 82.19 / 41.10 / 13.70
    expectPrintedPeriodAmounts(
      [table.standardDeduction.married, table.standardDeduction.single, table.dependentAllowance],
      {
        52: [57_692, 28_846, 9_615],
        26: [115_385, 57_692, 19_231],
        24: [125_000, 62_500, 20_833],
        12: [250_000, 125_000, 41_667],
        260: [8_219, 4_110, 1_370],
      },
      GEORGIA_WITHHOLDING_2026.dailyDivisor,
    );
  });

  it('switches between May 10 and May 11, 2026; before, the 5.19 % figures are flagged', () => {
    // Biweekly $3,000, single, no dependents.
    // May 10: 12,000 ÷ 26 = 461.538… → 461.54; (3,000 − 461.54) × 5.19 % = 2,538.46 × 0.0519 = 131.746… → $131.75
    const before = run({ state: { code: 'GA' }, wagesThisPeriodCents: 300_000, payDate: '2026-05-10' });
    expect(before.incomeTaxCents).toBe(13_175);
    expect(before.info.isEstimate).toBe(true);
    expect(before.info.notes.join(' ')).toMatch(/5\.19 % under a guide not read here/);
    // May 11: (3,000 − 576.92) × 4.99 % = 2,423.08 × 0.0499 = 120.911… → $120.91
    const after = run({ state: { code: 'GA' }, wagesThisPeriodCents: 300_000, payDate: '2026-05-11' });
    expect(after.incomeTaxCents).toBe(12_091);
    expect(after.info.isEstimate).toBe(false);
  });
});

describe('Hawaii: Booklet A annualized method ($1,144 per allowance and $4,350 for everyone)', () => {
  it("replays the booklet's example: weekly $500, single, 3 allowances → $9.58", () => {
    // 26,000 − 3 × 1,144 (3,432) − 4,350 = 18,218 → 288 + 5.5 % × 3,818 = 288 + 209.99 = 497.99; ÷ 52 = 9.576… → $9.58
    const result = run({ state: { code: 'HI', allowances: 3 }, wagesThisPeriodCents: 50_000, payPeriods: 52 });
    expect(result.incomeTaxCents).toBe(958);
    expect(result.info.annualTaxableCents).toBe(1_821_800);
  });

  it('biweekly $4,000, married, 2 allowances: $199.29', () => {
    // 104,000 − 2,288 − 4,350 = 97,362 → married row over 96,000: 5,078 + 7.6 % × 1,362 = 5,078 + 103.512 = 5,181.512
    // ÷ 26 = 199.288… → $199.29
    expect(run({ state: { code: 'HI', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 400_000 }).incomeTaxCents).toBe(19_929);
  });
});

describe('Iowa: 2026 four-step formula (3.8 %, $40 allowances)', () => {
  it("replays the formula's five examples", () => {
    // Biweekly $2,100, other, $40: (2,100 − 500) × 3.8 % = 60.80 − 40 ÷ 26 (1.538…) = 59.261… → $59.26
    expect(run({ state: { code: 'IA', allowances: 1 }, wagesThisPeriodCents: 210_000 }).incomeTaxCents).toBe(5_926);
    // Married (spouse without income), $80: (2,100 − 1,000) × 3.8 % = 41.80 − 3.076… = 38.723… → $38.72
    expect(run({ state: { code: 'IA', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 210_000 }).incomeTaxCents).toBe(3_872);
    // Head of household, $160: (2,100 − 750) × 3.8 % = 51.30 − 6.153… = 45.146… → $45.15
    expect(run({ state: { code: 'IA', filingStatus: 'headOfHousehold', allowances: 4 }, wagesThisPeriodCents: 210_000 }).incomeTaxCents).toBe(4_515);
    // Monthly $5,000, other, $40: (5,000 − 1,083.33) × 3.8 % = 148.833… − 3.333… = 145.500… → $145.50
    expect(run({ state: { code: 'IA', allowances: 1 }, wagesThisPeriodCents: 500_000, payPeriods: 12 }).incomeTaxCents).toBe(14_550);
    // Monthly $5,000, married, $80: (5,000 − 2,166.67) × 3.8 % = 107.666… − 6.666… = 100.999… → $101.00
    expect(run({ state: { code: 'IA', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 500_000, payPeriods: 12 }).incomeTaxCents).toBe(10_100);
  });
});

describe('Kansas: KW-100 percentage method (K-4 allowance amount, 5.2 % and 5.58 %)', () => {
  it("replays the guide's example: semimonthly $2,000, married, 1 dependent → $41.44", () => {
    // Allowance 18,320 + 2,320 = 20,640 ÷ 24 = 860 → net 1,140
    // Semimonthly married: 0 to 343, 5.2 % to 2,260 → (1,140 − 343) × 5.2 % = 797 × 0.052 = $41.44 (the guide: $41 rounded)
    expect(run({ state: { code: 'KS', filingStatus: 'married', dependents: 1 }, wagesThisPeriodCents: 200_000, payPeriods: 24 }).incomeTaxCents).toBe(4_144);
  });

  it('head of household, monthly $4,000, 2 dependents: $124.20', () => {
    // Allowance 9,160 + 2,320 (head of household) + 2 × 2,320 = 16,120 ÷ 12 = 1,343.333… → net 2,656.666…
    // Monthly single: over 2,217: 99.67 + 5.58 % × 439.666… = 99.67 + 24.534 = 124.204 → $124.20
    expect(run({ state: { code: 'KS', filingStatus: 'headOfHousehold', dependents: 2 }, wagesThisPeriodCents: 400_000, payPeriods: 12 }).incomeTaxCents).toBe(
      12_420,
    );
  });
});

describe('Louisiana: R-1306 formula (3.09 %, L-4 standard deduction per period)', () => {
  it("replays the formula's examples: weekly $700 single $14.20; biweekly $4,600 married $112.43", () => {
    // 12,500 ÷ 52 = 240.384… → 240.38; (700 − 240.38) × 3.09 % = 459.62 × 0.0309 = 14.202… → $14.20
    const single = run({ state: { code: 'LA' }, wagesThisPeriodCents: 70_000, payPeriods: 52 });
    expect(single.incomeTaxCents).toBe(1_420);
    // 25,000 ÷ 26 = 961.538… → 961.54; (4,600 − 961.54) × 3.09 % = 3,638.46 × 0.0309 = 112.428… → $112.43 (printed 112.432)
    expect(run({ state: { code: 'LA', filingStatus: 'married' }, wagesThisPeriodCents: 460_000 }).incomeTaxCents).toBe(11_243);
    // Estimate: a 2026 indexed deduction reported by PolicyEngine was not confirmed.
    expect(single.info.isEstimate).toBe(true);
  });
});

describe('Maryland: 2026 guide percentage method, state from 4.75 % plus the county rate', () => {
  it('biweekly $3,000, single, 1 exemption: state $130.44; county 3.30 % when not given $90.62, Montgomery 3.20 % $87.88', () => {
    // 3,000 − 130.76 − 123.08 = 2,746.16; × 26 = 71,400.16 (under 100,000: 4.75 %)
    // State 2,746.16 × 4.75 % = 130.4426 → $130.44
    // County 3.30 %: 2,746.16 × 0.033 = 90.623… → $90.62; Montgomery 3.20 %: 87.877… → $87.88
    const unknown = run({ state: { code: 'MD', allowances: 1 }, wagesThisPeriodCents: 300_000 });
    expect([unknown.incomeTaxCents, unknown.localTaxCents]).toEqual([13_044, 9_062]);
    const montgomery = run({ state: { code: 'MD', allowances: 1, marylandCounty: 'Montgomery' }, wagesThisPeriodCents: 300_000 });
    expect([montgomery.incomeTaxCents, montgomery.localTaxCents]).toEqual([13_044, 8_788]);
  });

  it('married, monthly $10,000, 2 exemptions, Anne Arundel (joint bands): state $436.21, county $254.99', () => {
    // 10,000 − 283.33 − 2 × 266.67 = 9,183.33; × 12 = 110,199.96 (under 150,000 joint: 4.75 %)
    // State 110,199.96 × 4.75 % = 5,234.498… ÷ 12 = 436.208… → $436.21
    // Anne Arundel joint: 2.70 % × 75,000 = 2,025 + 2.94 % × 35,199.96 = 1,034.878… → 3,059.878… ÷ 12 = 254.989… → $254.99
    const result = run({ state: { code: 'MD', filingStatus: 'married', allowances: 2, marylandCounty: 'Anne Arundel' }, wagesThisPeriodCents: 1_000_000, payPeriods: 12 });
    expect([result.incomeTaxCents, result.localTaxCents]).toEqual([43_621, 25_499]);
  });

  it('weekly $3,000, single, 1 exemption, Montgomery: the 5 % and 5.25 % bands → state $140.02, county $91.94', () => {
    // 3,000 − 65.38 − 61.54 = 2,873.08; × 52 = 149,400.16
    // 4.75 % × 100,000 = 4,750; 5 % × 25,000 = 1,250; 5.25 % × 24,400.16 = 1,281.008… → 7,281.008… ÷ 52 = 140.019… → $140.02
    // County 3.20 % × 149,400.16 = 4,780.805… ÷ 52 = 91.938… → $91.94
    const result = run({ state: { code: 'MD', allowances: 1, marylandCounty: 'Montgomery' }, wagesThisPeriodCents: 300_000, payPeriods: 52 });
    expect([result.incomeTaxCents, result.localTaxCents]).toEqual([14_002, 9_194]);
  });

  it('a blank exemptions field means one exemption (no MW507), married too', () => {
    const result = run({ state: { code: 'MD', filingStatus: 'married' }, wagesThisPeriodCents: 300_000 });
    expect(result.info.allowances).toBe(1);
    // Joint bands, 1 exemption: as the single case above, 2,746.16 × 4.75 % → $130.44
    expect(result.incomeTaxCents).toBe(13_044);
  });
});

/** The period amounts a document prints (cents, by pay periods a year): each annual amount ÷ periods to the cent. */
function expectPrintedPeriodAmounts(annual: readonly number[], printed: Readonly<Record<number, readonly number[]>>, dailyDivisor?: number): void {
  for (const [periods, cents] of Object.entries(printed)) {
    expect(annual.map((amount) => roundCents(periodAmount(amount, Number(periods), dailyDivisor))), `${periods} periods`).toEqual(cents);
  }
}

/** Each printed base of an annual schedule is the tax of the rows below it at their rates, to the cent. */
function expectBasesFromRates(schedules: Readonly<Record<string, readonly ScheduleRow[]>>): void {
  for (const [status, rows] of Object.entries(schedules)) {
    const brackets = rows.map((r) => ({ over: r.over, rate: r.rate }));
    for (const row of rows) expect(roundCents(bracketTax(fromCents(row.over * 100), brackets)), `${status} ${row.over}`).toBe(Math.round(row.base * 100));
  }
}

describe('Arizona: Form A-4, the elected percentage of gross taxable wages', () => {
  it('biweekly $3,000: no A-4 withholds 2.0 %, $60.00; 3.5 % elected, $105.00', () => {
    // 3,000 × 2 % = 60.00; 3,000 × 3.5 % = 105.00
    const blank = run({ state: { code: 'AZ' }, wagesThisPeriodCents: 300_000 });
    expect(blank.incomeTaxCents).toBe(6_000);
    expect(blank.info.notes.join(' ')).toMatch(/No Form A-4 election: the 2\.0 % default/);
    expect(blank.info.isEstimate).toBe(false);
    expect(run({ state: { code: 'AZ', arizonaElectedRate: 0.035 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(10_500);
  });

  it('monthly $4,321.37 at 0.5 %: $21.61 (cents kept), plus the A-4 extra amount', () => {
    // 4,321.37 × 0.5 % = 21.60685 → 21.61; + 10.00 extra = 31.61
    expect(run({ state: { code: 'AZ', arizonaElectedRate: 0.005, extraWithholdingCents: 1_000 }, wagesThisPeriodCents: 432_137, payPeriods: 12 }).incomeTaxCents).toBe(
      3_161,
    );
  });

  it('the percentage applies to W-2 box 1 wages: after the 401(k) and cafeteria-plan deductions', () => {
    // Gross 3,000 − 401(k) 5 % (150.00) − health 100.00 = 2,750.00; × 2.5 % = 68.75
    const result = biweeklyPaycheck({ code: 'AZ', arizonaElectedRate: 0.025 }, [
      { label: '401(k)', treatment: 'retirement', amount: { kind: 'percentOfGross', percent: 5 } },
      { label: 'Health', treatment: 'section125', amount: { kind: 'fixed', cents: 10_000 } },
    ]);
    expect(result.perPeriod.stateTaxableWagesCents).toBe(275_000);
    expect(result.perPeriod.stateIncomeTaxCents).toBe(6_875);
  });

  it('the Box 3 zero election is the exempt answer; a rate not on the A-4 is refused', () => {
    expect(run({ state: { code: 'AZ', exempt: true }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(0);
    expect(() => run({ state: { code: 'AZ', arizonaElectedRate: 0.04 }, wagesThisPeriodCents: 300_000 })).toThrow(RangeError);
  });
});

describe('Illinois: IL-700-T formula (line 1 allowances $2,925, line 2 allowances $1,000, 4.95 %)', () => {
  it("the table example, weekly $300 with 2 line 1 and 1 line 2 allowances: the formula gives $8.33, the table's $8.38 is the formula on its row's midpoint", () => {
    // Allowances: (2 × 2,925 + 1 × 1,000) ÷ 52 = 6,850 ÷ 52 = 131.7307…
    // $300: (300 − 131.7307…) × 4.95 % = 168.2692… × 0.0495 = 8.3293… → $8.33
    const formula = run({ state: { code: 'IL', allowances: 2, illinoisAdditionalAllowances: 1 }, wagesThisPeriodCents: 30_000, payPeriods: 52 });
    expect(formula.incomeTaxCents).toBe(833);
    // The wage-bracket row holding $300 (at least $300, less than $302) is figured on its midpoint $301:
    // (301 − 131.7307…) × 4.95 % = 169.2692… × 0.0495 = 8.3788… → $8.38, the table's figure
    expect(run({ state: { code: 'IL', allowances: 2, illinoisAdditionalAllowances: 1 }, wagesThisPeriodCents: 30_100, payPeriods: 52 }).incomeTaxCents).toBe(838);
  });

  it('monthly $2,000, 2 line 1 and 1 line 2 allowances: $70.74', () => {
    // (5,850 + 1,000) ÷ 12 = 570.8333…; (2,000 − 570.8333…) × 4.95 % = 1,429.1666… × 0.0495 = 70.74375 → $70.74
    expect(run({ state: { code: 'IL', allowances: 2, illinoisAdditionalAllowances: 1 }, wagesThisPeriodCents: 200_000, payPeriods: 12 }).incomeTaxCents).toBe(7_074);
  });

  it('biweekly $3,000: 1 allowance $142.93; blank means no IL-W-4, zero allowances, $148.50', () => {
    // (3,000 − 2,925 ÷ 26) × 4.95 % = (3,000 − 112.50) × 0.0495 = 142.93125 → $142.93
    expect(run({ state: { code: 'IL', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(14_293);
    // 3,000 × 4.95 % = 148.50
    const blank = run({ state: { code: 'IL' }, wagesThisPeriodCents: 300_000 });
    expect(blank.incomeTaxCents).toBe(14_850);
    expect(blank.info.allowances).toBe(0);
    expect(blank.info.notes.join(' ')).toMatch(/no Form IL-W-4: zero allowances/);
  });

  it('allowances above the wages withhold nothing', () => {
    // Weekly $100, 2 allowances: 100 − 5,850 ÷ 52 (112.50) < 0 → 0
    expect(run({ state: { code: 'IL', allowances: 2 }, wagesThisPeriodCents: 10_000, payPeriods: 52 }).incomeTaxCents).toBe(0);
  });
});

describe('Indiana: Departmental Notice #1 (2.95 % and the county rate, WH-4 exemptions per period)', () => {
  it("replays the notice's example: weekly $800, 5 personal, 3 + 1 dependent and 2 adopted-child exemptions, a 1 % county → $13.96 and $4.73", () => {
    // Exemptions a year: 5 × 1,000 + (3 + 1) × 1,500 + 2 × 3,000 = 5,000 + 6,000 + 6,000 = 17,000 (the adopted children as 4 × 1,500)
    // ÷ 52 = 326.923… → 326.92; 800 − 326.92 = 473.08
    // State 473.08 × 2.95 % = 13.9558… → $13.96; county (Harrison, 1.00 %) 473.08 × 1 % = 4.7308 → $4.73
    const result = run({ state: { code: 'IN', allowances: 5, dependents: 3 + 1 + 2 * 2, indianaCounty: 'Harrison' }, wagesThisPeriodCents: 80_000, payPeriods: 52 });
    expect([result.incomeTaxCents, result.localTaxCents]).toEqual([1_396, 473]);
    expect(result.info.annualTaxableCents).toBe(2_460_016); // 473.08 × 52
  });

  it('the per-period constants are the annual amounts ÷ periods to the cent (daily ÷ 365), as the notice prints them', () => {
    // Personal 1,000: daily 2.74, weekly 19.23, biweekly 38.46, semimonthly 41.67, monthly 83.33
    // Dependent 1,500: 4.11, 28.85, 57.69, 62.50, 125.00; adopted child 3,000: 8.22, 57.69, 115.38, 125.00, 250.00
    expectPrintedPeriodAmounts(
      [1_000, 1_500, 3_000],
      { 260: [274, 411, 822], 52: [1_923, 2_885, 5_769], 26: [3_846, 5_769, 11_538], 24: [4_167, 6_250, 12_500], 12: [8_333, 12_500, 25_000] },
      INDIANA_DN1_2026.dailyDivisor,
    );
  });

  it('biweekly $3,000, 1 personal exemption: state $87.37; Marion County 2.02 % $59.82; no county given, no county tax', () => {
    // 1,000 ÷ 26 = 38.461… → 38.46; 3,000 − 38.46 = 2,961.54
    // State 2,961.54 × 2.95 % = 87.365… → $87.37; Marion 2,961.54 × 2.02 % = 59.823… → $59.82
    const marion = run({ state: { code: 'IN', allowances: 1, indianaCounty: 'Marion' }, wagesThisPeriodCents: 300_000 });
    expect([marion.incomeTaxCents, marion.localTaxCents]).toEqual([8_737, 5_982]);
    expect(marion.info.notes.join(' ')).toMatch(/Marion County, 2\.02 %/);
    const none = run({ state: { code: 'IN', allowances: 1 }, wagesThisPeriodCents: 300_000 });
    expect([none.incomeTaxCents, none.localTaxCents]).toEqual([8_737, 0]);
    expect(none.info.notes.join(' ')).toMatch(/county not given: no county tax/);
  });

  it('the county tax is a line of the paycheck: monthly $5,000, married, 2 personal and 2 dependent exemptions, Hamilton County', () => {
    // (2 × 1,000 + 2 × 1,500) ÷ 12 = 416.666… → 416.67; 5,000 − 416.67 = 4,583.33
    // State 4,583.33 × 2.95 % = 135.208… → $135.21; Hamilton 1.1 %: 50.416… → $50.42
    const result = calculatePaycheck({
      payFrequency: 'monthly',
      pay: { type: 'salary', basis: 'perPeriod', amountCents: 500_000 },
      federal: { ...singleW4, filingStatus: 'marriedFilingJointly' },
      state: { code: 'IN', allowances: 2, dependents: 2, indianaCounty: 'Hamilton' },
    });
    expect([result.perPeriod.stateIncomeTaxCents, result.perPeriod.localIncomeTaxCents]).toEqual([13_521, 5_042]);
    expect(() => run({ state: { code: 'IN', indianaCounty: 'Atlantis' }, wagesThisPeriodCents: 300_000 })).toThrow(RangeError);
  });
});

describe('Michigan: Form 446 (4.25 %, $5,900 per MI-W4 exemption, per pay period)', () => {
  it('biweekly $3,000, 1 exemption: $117.86; blank means no MI-W4, zero exemptions, $127.50', () => {
    // 5,900 ÷ 26 = 226.923…; (3,000 − 226.923…) × 4.25 % = 2,773.076… × 0.0425 = 117.855… → $117.86
    expect(run({ state: { code: 'MI', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(11_786);
    // 3,000 × 4.25 % = 127.50
    const blank = run({ state: { code: 'MI' }, wagesThisPeriodCents: 300_000 });
    expect(blank.incomeTaxCents).toBe(12_750);
    expect(blank.info.notes.join(' ')).toMatch(/no valid MI-W4: zero exemptions/);
    expect(blank.info.isEstimate).toBe(false);
  });

  it('weekly $1,000, 3 exemptions: $28.03; monthly $1,000 with 3 exemptions: nothing', () => {
    // 3 × 5,900 ÷ 52 = 17,700 ÷ 52 = 340.384…; (1,000 − 340.384…) × 4.25 % = 659.615… × 0.0425 = 28.033… → $28.03
    expect(run({ state: { code: 'MI', allowances: 3 }, wagesThisPeriodCents: 100_000, payPeriods: 52 }).incomeTaxCents).toBe(2_803);
    // 17,700 ÷ 12 = 1,475 > 1,000 → 0
    expect(run({ state: { code: 'MI', allowances: 3 }, wagesThisPeriodCents: 100_000, payPeriods: 12 }).incomeTaxCents).toBe(0);
  });
});

describe('Mississippi: Pub. 89-700 formula (Form 89-350 exemption, 4 % over $10,000, whole dollars)', () => {
  it('weekly $500, single ($6,000 exemption): $6, the formula case of the transcription', () => {
    // 500 × 52 = 26,000 − 6,000 − 2,300 = 17,700; 4 % × (17,700 − 10,000) = 308 ÷ 52 = 5.923… → $6
    expect(run({ state: { code: 'MS' }, wagesThisPeriodCents: 50_000, payPeriods: 52 }).incomeTaxCents).toBe(600);
  });

  it('biweekly $3,000, single: $92', () => {
    // 78,000 − 2,300 − 6,000 = 69,700; 4 % × 59,700 = 2,388 ÷ 26 = 91.846… → $92
    expect(run({ state: { code: 'MS' }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(9_200);
  });

  it('married, spouse not employed, 2 dependents, monthly $5,000: $101', () => {
    // 60,000 − 4,600 − (12,000 + 2 × 1,500) = 40,400; 4 % × 30,400 = 1,216 ÷ 12 = 101.33… → $101
    expect(run({ state: { code: 'MS', filingStatus: 'married', dependents: 2 }, wagesThisPeriodCents: 500_000, payPeriods: 12 }).incomeTaxCents).toBe(10_100);
  });

  it('head of family with one further dependent, semimonthly $2,000: $39', () => {
    // 48,000 − 3,400 − (9,500 + 1,500) = 33,600; 4 % × 23,600 = 944 ÷ 24 = 39.33… → $39
    expect(run({ state: { code: 'MS', filingStatus: 'headOfHousehold', dependents: 1 }, wagesThisPeriodCents: 200_000, payPeriods: 24 }).incomeTaxCents).toBe(3_900);
  });

  it('taxable income under $10,000 withholds nothing', () => {
    // Weekly $300, single: 15,600 − 8,300 = 7,300 ≤ 10,000 → 0
    expect(run({ state: { code: 'MS' }, wagesThisPeriodCents: 30_000, payPeriods: 52 }).incomeTaxCents).toBe(0);
  });
});

describe('Montana: the guide\'s payroll-period formula W = A + B × (G − C), whole dollars', () => {
  it("replays the guide's three examples: $33, $232, $5", () => {
    // Semimonthly single $1,375: C = 16,100 ÷ 24 = 670.83 → 671; 4.7 % × (1,375 − 671) = 0.047 × 704 = 33.088 → $33
    expect(run({ state: { code: 'MT' }, wagesThisPeriodCents: 137_500, payPeriods: 24 }).incomeTaxCents).toBe(3_300);
    // Biweekly married $5,950: C = 127,200 ÷ 26 = 4,892.3 → 4,892; A = 4,465 ÷ 26 = 171.73 → 172
    //   172 + 5.65 % × 1,058 = 172 + 59.777 = 231.777 → $232
    expect(run({ state: { code: 'MT', filingStatus: 'married' }, wagesThisPeriodCents: 595_000 }).incomeTaxCents).toBe(23_200);
    // Weekly head of household $575: C = 24,150 ÷ 52 = 464.42 → 464; 4.7 % × 111 = 5.217 → $5
    expect(run({ state: { code: 'MT', filingStatus: 'headOfHousehold' }, wagesThisPeriodCents: 57_500, payPeriods: 52 }).incomeTaxCents).toBe(500);
  });

  it("the period tables carry the values the examples print (annual ÷ periods, to the whole dollar)", () => {
    // Semimonthly single: 0 to 671, 4.7 % to 2,650, 93 (2,233 ÷ 24 = 93.04) + 5.65 %
    expect(periodSchedule(MONTANA_GUIDE_2026.schedules.single, 24, 'dollar')).toEqual([
      { over: 0, base: 0, rate: 0 },
      { over: 671, base: 0, rate: 0.047 },
      { over: 2_650, base: 93, rate: 0.0565 },
    ]);
    // Biweekly married: C 1,238 (32,200 ÷ 26 = 1,238.46), 4,892, A 172
    expect(periodSchedule(MONTANA_GUIDE_2026.schedules.married, 26, 'dollar').map((r) => [r.over, r.base])).toEqual([
      [0, 0],
      [1_238, 0],
      [4_892, 172],
    ]);
    // Weekly head of household: 464; 95,400 ÷ 52 = 1,834.6 → 1,835; 3,349 ÷ 52 = 64.4 → 64
    expect(periodSchedule(MONTANA_GUIDE_2026.schedules.headOfHousehold, 52, 'dollar').map((r) => [r.over, r.base])).toEqual([
      [0, 0],
      [464, 0],
      [1_835, 64],
    ]);
  });

  it('biweekly $3,000, single: $117', () => {
    // C = 63,600 ÷ 26 = 2,446.15 → 2,446; A = 2,233 ÷ 26 = 85.88 → 86; 86 + 5.65 % × 554 = 86 + 31.301 = 117.301 → $117
    const result = run({ state: { code: 'MT' }, wagesThisPeriodCents: 300_000 });
    expect(result.incomeTaxCents).toBe(11_700);
    expect(result.info.isEstimate).toBe(false);
  });
});

describe('Nebraska: Circular EN 2026 ($2,440 per W-4N allowance, the annual table)', () => {
  it('biweekly $3,000, single, 1 allowance: $112.73; blank means no W-4N, zero allowances, $117.05', () => {
    // 78,000 − 2,440 = 75,560 → 2,922.30 + 4.6 % × 190 = 2,922.30 + 8.74 = 2,931.04 ÷ 26 = 112.732… → $112.73
    const result = run({ state: { code: 'NE', allowances: 1 }, wagesThisPeriodCents: 300_000 });
    expect(result.incomeTaxCents).toBe(11_273);
    expect(result.info.isEstimate).toBe(true); // the per-period tables were not transcribed
    // 78,000 → 2,922.30 + 4.6 % × 2,630 = 2,922.30 + 120.98 = 3,043.28 ÷ 26 = 117.049… → $117.05
    const blank = run({ state: { code: 'NE' }, wagesThisPeriodCents: 300_000 });
    expect(blank.incomeTaxCents).toBe(11_705);
    expect(blank.info.notes.join(' ')).toMatch(/no Form W-4N: Single with zero allowances/);
  });

  it('married, 2 allowances, monthly $5,000: $141.37; head of household withholds as single', () => {
    // 60,000 − 4,880 = 55,120 → married row over 50,400: 1,491.09 + 4.35 % × 4,720 = 1,491.09 + 205.32 = 1,696.41 ÷ 12 = 141.3675 → $141.37
    expect(run({ state: { code: 'NE', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 500_000, payPeriods: 12 }).incomeTaxCents).toBe(14_137);
    // Weekly $800, head of household, 1 allowance: 41,600 − 2,440 = 39,160 → single row over 31,610:
    //   972.93 + 4.35 % × 7,550 = 972.93 + 328.425 = 1,301.355 ÷ 52 = 25.026… → $25.03
    expect(run({ state: { code: 'NE', filingStatus: 'headOfHousehold', allowances: 1 }, wagesThisPeriodCents: 80_000, payPeriods: 52 }).incomeTaxCents).toBe(2_503);
  });

  it('the printed allowance of each period is $2,440 ÷ periods to the cent', () => {
    // Daily 9.38, weekly 46.92, biweekly 93.85, semimonthly 101.67, monthly 203.33, quarterly 610, semiannual 1,220
    expectPrintedPeriodAmounts([NEBRASKA_CIRCULAR_EN_2026.allowance], { 260: [938], 52: [4_692], 26: [9_385], 24: [10_167], 12: [20_333], 4: [61_000], 2: [122_000] });
  });

  it('every base of the annual tables is the previous base + its rate × the row width, to the cent (transcription check)', () => {
    // e.g. single 74.13 = 2.26 % × (6,710 − 3,430) = 74.128; 2,922.30 = 1,343.55 + 4.48 % × 35,240 = 2,922.302
    expectBasesFromRates(NEBRASKA_CIRCULAR_EN_2026.schedules);
  });
});

describe('New Mexico: FYI-104 tables of the pay period, by the federal W-4 status', () => {
  it("replays the publication's example: weekly $1,000, married, $20 additional → $41.80", () => {
    // Weekly married row over $790 (41,100 ÷ 52 = 790.38), base $12.77 (664 ÷ 52 = 12.769), 4.3 %:
    //   12.77 + 4.3 % × (1,000 − 790) = 12.77 + 9.03 = 21.80; + 20.00 = $41.80 (the annual table would give 21.78)
    const result = run({
      state: { code: 'NM', extraWithholdingCents: 2_000 },
      federalFilingStatus: 'marriedFilingJointly',
      wagesThisPeriodCents: 100_000,
      payPeriods: 52,
    });
    expect(result.incomeTaxCents).toBe(4_180);
    expect(result.info.filingStatus).toBe('married');
    expect(result.info.isEstimate).toBe(true); // the other rows of the period tables are derived
    const weeklyMarried = periodSchedule(NEW_MEXICO_FYI104_2026.schedules.married, 52, 'cent');
    expect(weeklyMarried[4]).toEqual({ over: 790, base: 12.77, rate: 0.043 });
  });

  it('biweekly $3,000, single: $111.00', () => {
    // Row over 74,550 ÷ 26 = 2,867.3 → 2,867, base 2,716.50 ÷ 26 = 104.480… → 104.48, 4.9 %:
    //   104.48 + 0.049 × 133 = 104.48 + 6.517 = 110.997 → $111.00
    expect(run({ state: { code: 'NM' }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(11_100);
  });

  it('monthly $4,000, head of household: $94.46', () => {
    // Row over 37,075 ÷ 12 = 3,089.58 → 3,090 (next 53,075 ÷ 12 = 4,422.9 → 4,423), base 664 ÷ 12 = 55.333… → 55.33, 4.3 %:
    //   55.33 + 0.043 × 910 = 55.33 + 39.13 = $94.46
    expect(run({ state: { code: 'NM', filingStatus: 'headOfHousehold' }, wagesThisPeriodCents: 400_000, payPeriods: 12 }).incomeTaxCents).toBe(9_446);
  });

  it('every base of the annual tables is the previous base + its rate × the row width (transcription check)', () => {
    // e.g. single 82.50 = 1.5 % × 5,500; married 14,624 = 4,089 + 4.9 % × 215,000
    expectBasesFromRates(NEW_MEXICO_FYI104_2026.schedules);
  });
});

describe('North Dakota: 2026 rates and instructions, on the federal W-4 (annual tables, whole dollars)', () => {
  it("the booklet's example (single, weekly $1,800 → $734 a year → $14) is the 2025 single table's; the 2026 table gives $13", () => {
    // 1,800 × 52 = 93,600
    // 2025 single table (0 % to 55,975, 1.95 % to 252,325, 3,828.83 + 2.5 %): (93,600 − 55,975) × 1.95 %
    //   = 37,625 × 0.0195 = 733.6875 (printed $734); ÷ 52 = 14.109… → $14, the printed weekly amount
    const table2025 = [
      { over: 0, base: 0, rate: 0 },
      { over: 55_975, base: 0, rate: 0.0195 },
      { over: 252_325, base: 3_828.83, rate: 0.025 },
    ];
    expect(northDakotaWithholding(table2025, 180_000, 52).withholdingCents).toBe(1_400);
    // 2026 single table: (93,600 − 57,625) × 1.95 % = 35,975 × 0.0195 = 701.5125; ÷ 52 = 13.490… → $13
    expect(run({ state: { code: 'ND' }, wagesThisPeriodCents: 180_000, payPeriods: 52 }).incomeTaxCents).toBe(1_300);
  });

  it('biweekly $3,000, single: $15; no state allowances with a W-4 from 2020', () => {
    // 78,000 − 57,625 = 20,375 × 1.95 % = 397.3125; ÷ 26 = 15.281… → $15
    const result = run({ state: { code: 'ND', allowances: 3 }, wagesThisPeriodCents: 300_000 });
    expect(result.incomeTaxCents).toBe(1_500);
    expect(result.info.annualTaxableCents).toBe(7_800_000);
    expect(result.info.isEstimate).toBe(false);
  });

  it('the Step 1(c) status picks the table: married monthly $8,000 → $63; head of household weekly $2,000 → $10', () => {
    // Married: 96,000 − 57,500 = 38,500 × 1.95 % = 750.75; ÷ 12 = 62.5625 → $63
    expect(run({ state: { code: 'ND', filingStatus: 'married' }, wagesThisPeriodCents: 800_000, payPeriods: 12 }).incomeTaxCents).toBe(6_300);
    // Head of household: 104,000 − 78,475 = 25,525 × 1.95 % = 497.7375; ÷ 52 = 9.571… → $10
    expect(run({ state: { code: 'ND', filingStatus: 'headOfHousehold' }, wagesThisPeriodCents: 200_000, payPeriods: 52 }).incomeTaxCents).toBe(1_000);
  });

  it('the 2.5 % row: biweekly $12,000, single → $202', () => {
    // 312,000: 3,916.09 + 2.5 % × (312,000 − 258,450 = 53,550) = 3,916.09 + 1,338.75 = 5,254.84; ÷ 26 = 202.109… → $202
    expect(run({ state: { code: 'ND' }, wagesThisPeriodCents: 1_200_000 }).incomeTaxCents).toBe(20_200);
  });

  it('a W-4 from 2019 or earlier: $5,050 per federal allowance on the single table, flagged ($8)', () => {
    // Single, 2 federal allowances, biweekly $3,000: 78,000 − 2 × 5,050 = 67,900 − 57,625 = 10,275 × 1.95 % = 200.3625
    // ÷ 26 = 7.706… → $8
    const result = paycheck({
      payFrequency: 'biweekly',
      pay: { type: 'salary', basis: 'perPeriod', amountCents: 300_000 },
      federal: { form: 'pre2020', maritalStatus: 'single', allowances: 2, extraWithholdingCents: 0 },
      state: { code: 'ND' },
    });
    expect(result.perPeriod.stateIncomeTaxCents).toBe(800);
    expect(result.state.isEstimate).toBe(true);
    expect(result.estimateReasons.join(' ')).toMatch(/North Dakota: Form W-4 from 2019 or earlier, \$5,050/);
    expect(NORTH_DAKOTA_WITHHOLDING_2026.pre2020Allowance).toBe(5_050);
  });

  it('every printed base is the previous base + 1.95 % of the 1.95 % band, to the cent', () => {
    // Single (258,450 − 57,625) × 1.95 % = 3,916.0875 → 3,916.09; married (168,525 − 57,500) × 1.95 % = 2,164.9875 → 2,164.99;
    // head of household (289,675 − 78,475) × 1.95 % = 4,118.40
    const tax = (status: 'single' | 'married' | 'headOfHousehold', over: number) => roundCents(scheduleTax(fromCents(over * 100), NORTH_DAKOTA_WITHHOLDING_2026.schedules[status]));
    expect([tax('single', 258_450), tax('married', 168_525), tax('headOfHousehold', 289_675)]).toEqual([391_609, 216_499, 411_840]);
  });
});

describe('Oklahoma: OW-2 (2026) percentage method per pay period, whole dollars', () => {
  it("replays the packet's example: semimonthly $1,825, married, 2 allowances → $37", () => {
    // 1,825 − 2 × 41.67 = 1,741.66; semimonthly married row "over 1,129: 9.10 + 4.5 % of the excess"
    //   = 9.10 + 0.045 × 612.66 = 9.10 + 27.5697 = 36.6697 → $37
    const result = run({ state: { code: 'OK', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 182_500, payPeriods: 24 });
    expect(result.incomeTaxCents).toBe(3_700);
    expect(result.info.annualTaxableCents).toBe(4_179_984); // 1,741.66 × 24
  });

  it('biweekly $3,000, single, 1 allowance: $114', () => {
    // 3,000 − 38.46 = 2,961.54; biweekly single "over 521: 4.20 + 4.5 %" = 4.20 + 0.045 × 2,440.54 = 4.20 + 109.8243 = 114.0243 → $114
    expect(run({ state: { code: 'OK', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(11_400);
  });

  it('a blank allowances field means none (no OK-W-4: single, no allowances): weekly $600 → $17', () => {
    // 600 − 0; weekly single "over 261: 2.10 + 4.5 %" = 2.10 + 0.045 × 339 = 2.10 + 15.255 = 17.355 → $17
    const result = run({ state: { code: 'OK' }, wagesThisPeriodCents: 60_000, payPeriods: 52 });
    expect(result.info.allowances).toBe(0);
    expect(result.incomeTaxCents).toBe(1_700);
  });

  it('the 2.5 % row: monthly $2,000, married, 3 allowances → $2; head of household withholds as single', () => {
    // 2,000 − 3 × 83.33 = 1,750.01; monthly married "over 1,683: 2.5 %" = 0.025 × 67.01 = 1.67525 → $2
    expect(run({ state: { code: 'OK', filingStatus: 'married', allowances: 3 }, wagesThisPeriodCents: 200_000, payPeriods: 12 }).incomeTaxCents).toBe(200);
    // Head of household, biweekly $3,000, 1 allowance: the single table, as above → $114
    expect(run({ state: { code: 'OK', filingStatus: 'headOfHousehold', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(11_400);
  });

  it('the per-period tables as printed: each the annual table ÷ periods (bounds to the dollar, bases to the cent)', () => {
    // [over, base] of each printed row (0 %, 2.5 %, 3.5 %, 4.5 %), single then married.
    const printed: Record<number, readonly [readonly (readonly [number, number])[], readonly (readonly [number, number])[]]> = {
      52: [[[0, 0], [194, 0], [216, 0.55], [261, 2.1]], [[0, 0], [388, 0], [433, 1.11], [521, 4.2]]],
      26: [[[0, 0], [388, 0], [433, 1.11], [521, 4.2]], [[0, 0], [777, 0], [865, 2.21], [1_042, 8.4]]],
      24: [[[0, 0], [421, 0], [469, 1.2], [565, 4.55]], [[0, 0], [842, 0], [938, 2.4], [1_129, 9.1]]],
      12: [[[0, 0], [842, 0], [938, 2.4], [1_129, 9.1]], [[0, 0], [1_683, 0], [1_875, 4.79], [2_258, 18.21]]],
      4: [[[0, 0], [2_525, 0], [2_813, 7.19], [3_388, 27.31]], [[0, 0], [5_050, 0], [5_625, 14.38], [6_775, 54.63]]],
      2: [[[0, 0], [5_050, 0], [5_625, 14.38], [6_775, 54.63]], [[0, 0], [10_100, 0], [11_250, 28.75], [13_550, 109.25]]],
      1: [[[0, 0], [10_100, 0], [11_250, 28.75], [13_550, 109.25]], [[0, 0], [20_200, 0], [22_500, 57.5], [27_100, 218.5]]],
      260: [[[0, 0], [39, 0], [43, 0.11], [52, 0.42]], [[0, 0], [78, 0], [87, 0.22], [104, 0.84]]],
    };
    for (const [periods, [single, married]] of Object.entries(printed)) {
      const rows = (status: 'single' | 'married') => periodSchedule(OKLAHOMA_OW2_2026.schedules[status], Number(periods), 'cent').map((r) => [r.over, r.base]);
      expect(rows('single'), `${periods} single`).toEqual(single);
      expect(rows('married'), `${periods} married`).toEqual(married);
    }
    // The allowance of the period as printed: 19.23, 38.46, 41.67, 83.33, 250, 500, 1,000, daily 3.85.
    expect([52, 26, 24, 12, 4, 2, 1, 260].map((p) => roundCents(periodAmount(OKLAHOMA_OW2_2026.allowance, p)))).toEqual([1_923, 3_846, 4_167, 8_333, 25_000, 50_000, 100_000, 385]);
  });
});

describe('Pennsylvania: 3.07 % of compensation, 401(k) deferrals included', () => {
  it('biweekly $3,000: $92.10, whatever the status or allowances', () => {
    // 3,000 × 3.07 % = 92.10
    expect(run({ state: { code: 'PA', filingStatus: 'married', allowances: 4 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(9_210);
  });

  it('weekly $1,250 with a $100 401(k) deferral and $50 of Section 125 health: $36.84', () => {
    // Pennsylvania compensation keeps the 401(k) deferral and leaves out the Section 125 premium:
    // 1,250 − 50 = 1,200 × 3.07 % = 36.84 (federal wages 1,100)
    const result = paycheck({
      payFrequency: 'weekly',
      pay: { type: 'salary', basis: 'perPeriod', amountCents: 125_000 },
      deductions: [
        { label: '401(k)', treatment: 'retirement', amount: { kind: 'fixed', cents: 10_000 } },
        { label: 'Health', treatment: 'section125', amount: { kind: 'fixed', cents: 5_000 } },
      ],
      state: { code: 'PA' },
    });
    expect(result.perPeriod.stateTaxableWagesCents).toBe(120_000);
    expect(result.perPeriod.stateIncomeTaxCents).toBe(3_684);
  });

  it('rounds each paycheck to the cent, half up: weekly $1,250 → $38.38', () => {
    // 1,250 × 3.07 % = 38.375 → $38.38
    expect(run({ state: { code: 'PA' }, wagesThisPeriodCents: 125_000, payPeriods: 52 }).incomeTaxCents).toBe(3_838);
  });
});

describe('Rhode Island: 2026 booklet percentage method ($1,000 allowances, one table)', () => {
  it("replays the booklet's example: weekly $2,195, 1 allowance → $87.57", () => {
    // Booklet: 2,195 − 19.23 = 2,175.77; weekly row "over 1,578: 59.18 + 4.75 %" = 59.18 + 0.0475 × 597.77 = 59.18 + 28.39 = 87.57
    // Annual table: 2,195 × 52 = 114,140 − 1,000 = 113,140 → 3,076.88 + 4.75 % × 31,090 = 3,076.88 + 1,476.775 = 4,553.655
    //   ÷ 52 = 87.570… → $87.57
    const result = run({ state: { code: 'RI', allowances: 1 }, wagesThisPeriodCents: 219_500, payPeriods: 52 });
    expect(result.incomeTaxCents).toBe(8_757);
    expect(result.info.annualTaxableCents).toBe(11_314_000);
  });

  it('biweekly $3,000, 1 allowance: $111.06, married the same', () => {
    // 78,000 − 1,000 = 77,000 × 3.75 % = 2,887.50; ÷ 26 = 111.057… → $111.06
    expect(run({ state: { code: 'RI', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(11_106);
    expect(run({ state: { code: 'RI', filingStatus: 'married', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(11_106);
  });

  it('no allowance once the wages of the period are over $290,800 a year ÷ periods', () => {
    // Biweekly $12,000 > 11,184.62: no allowance; 312,000 → 8,035.88 + 5.99 % × 125,550 = 8,035.88 + 7,520.445 = 15,556.325
    //   ÷ 26 = 598.320… → $598.32
    expect(run({ state: { code: 'RI', allowances: 2 }, wagesThisPeriodCents: 1_200_000 }).incomeTaxCents).toBe(59_832);
    // Weekly $5,592.31 is not over 5,592.31: 290,800.12 − 1,000 = 289,800.12 → 8,035.88 + 5.99 % × 103,350.12
    //   = 8,035.88 + 6,190.672… = 14,226.552… ÷ 52 = 273.587… → $273.59
    expect(run({ state: { code: 'RI', allowances: 1 }, wagesThisPeriodCents: 559_231, payPeriods: 52 }).incomeTaxCents).toBe(27_359);
    // Weekly $5,592.32: no allowance; 290,800.64 → 8,035.88 + 5.99 % × 104,350.64 = 14,286.483… ÷ 52 = 274.740… → $274.74
    expect(run({ state: { code: 'RI', allowances: 1 }, wagesThisPeriodCents: 559_232, payPeriods: 52 }).incomeTaxCents).toBe(27_474);
  });

  it('the printed thresholds and the annual bases', () => {
    // $290,800 ÷ periods as printed: weekly 5,592.31, biweekly 11,184.62, semimonthly 12,116.67, monthly 24,233.33,
    // quarterly 72,700, semiannual 145,400, annual 290,800, daily 1,118.46
    expect([52, 26, 24, 12, 4, 2, 1, 260].map((p) => roundCents(periodAmount(RHODE_ISLAND_WITHHOLDING_2026.noAllowanceOver, p)))).toEqual([
      559_231, 1_118_462, 1_211_667, 2_423_333, 7_270_000, 14_540_000, 29_080_000, 111_846,
    ]);
    // 82,050 × 3.75 % = 3,076.875 → 3,076.88; + 104,400 × 4.75 % = 4,959 → 8,035.875 → 8,035.88
    const tax = (over: number) => roundCents(scheduleTax(fromCents(over * 100), RHODE_ISLAND_WITHHOLDING_2026.schedule));
    expect([tax(82_050), tax(186_450)]).toEqual([307_688, 803_588]);
  });
});

describe('South Carolina: WH-1603F (2026) formula', () => {
  it("replays the formula's example: weekly $750, 3 allowances → $10.58", () => {
    // 750 × 52 = 39,000 − 3 × 5,000 = 15,000 − standard deduction min(3,900, 7,500) = 3,900 → 20,100
    // Subtraction method: 20,100 × 6 % − 656.10 = 1,206.00 − 656.10 = 549.90; ÷ 52 = 10.575 → $10.58
    const result = run({ state: { code: 'SC', allowances: 3 }, wagesThisPeriodCents: 75_000, payPeriods: 52 });
    expect(result.incomeTaxCents).toBe(1_058);
    expect(result.info.annualTaxableCents).toBe(2_010_000);
  });

  it('the addition method as printed gives the subtraction method: 549.90 on 20,100, and at each bound', () => {
    // Addition: 437.70 + 6 % × (20,100 − 18,230) = 437.70 + 112.20 = 549.90
    const addition = (t: number) => roundCents(scheduleTax(fromCents(t * 100), SOUTH_CAROLINA_WH1603F_2026.schedule));
    expect(addition(20_100)).toBe(54_990);
    // Subtraction at 3,640: 109.20 − 109.20 = 0; at 18,230: 546.90 − 109.20 = 437.70 and 1,093.80 − 656.10 = 437.70
    expect([addition(3_640), addition(18_230)]).toEqual([0, 43_770]);
    expect(SOUTH_CAROLINA_WH1603F_2026.subtractionMethod.map((r) => r.subtract)).toEqual([0, 109.2, 656.1]);
  });

  it('biweekly $3,000, 1 allowance: the deduction capped at $7,500 → $125.92', () => {
    // 78,000 − 5,000 − min(7,800, 7,500) = 65,500 × 6 % − 656.10 = 3,930 − 656.10 = 3,273.90; ÷ 26 = 125.919… → $125.92
    expect(run({ state: { code: 'SC', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(12_592);
  });

  it('a blank allowances field means zero allowances (no SC W-4), so no standard deduction: monthly $2,500 → $95.33', () => {
    // 2,500 × 12 = 30,000, nothing deducted; 30,000 ≥ 18,230: 30,000 × 6 % − 656.10 = 1,800 − 656.10 = 1,143.90
    // ÷ 12 = 95.325 → $95.33
    const result = run({ state: { code: 'SC' }, wagesThisPeriodCents: 250_000, payPeriods: 12 });
    expect(result.info.allowances).toBe(0);
    expect(result.info.notes.join(' ')).toMatch(/no SC W-4: zero allowances/);
    expect(result.incomeTaxCents).toBe(9_533);
  });

  it('the 3 % row: weekly $300, 2 allowances → $0.23; the printed period constants are the annual figures ÷ periods', () => {
    // 15,600 − 10,000 − 1,560 = 4,040 × 3 % − 109.20 = 121.20 − 109.20 = 12.00; ÷ 52 = 0.230… → $0.23
    expect(run({ state: { code: 'SC', allowances: 2 }, wagesThisPeriodCents: 30_000, payPeriods: 52 }).incomeTaxCents).toBe(23);
    // Allowance: monthly 416.67, semimonthly 208.33, biweekly 192.31, weekly 96.15; maximum deduction 625, 312.50, 288.46, 144.23
    const period = (annual: number) => [12, 24, 26, 52].map((p) => roundCents(periodAmount(annual, p)));
    expect(period(SOUTH_CAROLINA_WH1603F_2026.allowance)).toEqual([41_667, 20_833, 19_231, 9_615]);
    expect(period(SOUTH_CAROLINA_WH1603F_2026.standardDeduction.max)).toEqual([62_500, 31_250, 28_846, 14_423]);
  });
});

describe('Vermont: GB-1210 (2026) percentage method per pay period ($5,400 allowances)', () => {
  it("replays the guide's example: weekly $1,800, married, 2 allowances → $45.77", () => {
    // 1,800 − 2 × 103.85 = 1,592.30; weekly married row "over 226: 3.35 %" (11,775 ÷ 52 = 226.44 → 226)
    //   = 0.0335 × 1,366.30 = 45.771… → $45.77
    const result = run({ state: { code: 'VT', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 180_000, payPeriods: 52 });
    expect(result.incomeTaxCents).toBe(4_577);
    expect(periodSchedule(VERMONT_GB1210_2026.schedules.married, 52, 'cent')[1]).toEqual({ over: 226, base: 0, rate: 0.0335 });
  });

  it('biweekly $3,000, single, 1 allowance: $110.88, flagged (rows above the first derived)', () => {
    // 3,000 − 207.69 = 2,792.31; biweekly single rows: 3,925 ÷ 26 = 150.96 → 151; 54,675 ÷ 26 = 2,102.88 → 2,103,
    //   base 1,700.13 ÷ 26 = 65.389… → 65.39 → 65.39 + 6.6 % × 689.31 = 65.39 + 45.494… = 110.884… → $110.88
    const result = run({ state: { code: 'VT', allowances: 1 }, wagesThisPeriodCents: 300_000 });
    expect(result.incomeTaxCents).toBe(11_088);
    expect(result.info.isEstimate).toBe(true);
  });

  it('monthly $10,000, married, 2 allowances: $306.41; head of household withholds as single', () => {
    // 10,000 − 2 × 450 = 9,100; monthly married: 96,475 ÷ 12 = 8,039.58 → 8,040, base 2,837.45 ÷ 12 = 236.454… → 236.45
    //   236.45 + 6.6 % × 1,060 = 236.45 + 69.96 = $306.41
    expect(run({ state: { code: 'VT', filingStatus: 'married', allowances: 2 }, wagesThisPeriodCents: 1_000_000, payPeriods: 12 }).incomeTaxCents).toBe(30_641);
    expect(run({ state: { code: 'VT', filingStatus: 'headOfHousehold', allowances: 1 }, wagesThisPeriodCents: 300_000 }).incomeTaxCents).toBe(11_088);
  });

  it('the allowance of the period as printed, and the annual bases', () => {
    // 5,400 ÷ periods: weekly 103.85, biweekly 207.69, semimonthly 225, monthly 450, quarterly 1,350, annual 5,400, daily 20.77
    expect([52, 26, 24, 12, 4, 1, 260].map((p) => roundCents(periodAmount(VERMONT_GB1210_2026.allowance, p)))).toEqual([
      10_385, 20_769, 22_500, 45_000, 135_000, 540_000, 2_077,
    ]);
    // Single: 50,750 × 3.35 % = 1,700.125 → 1,700.13; + 72,100 × 6.6 % = 4,758.60 → 6,458.725 → 6,458.73;
    //   + 133,450 × 7.6 % = 10,142.20 → 16,600.925 → 16,600.93
    // Married: 84,700 × 3.35 % = 2,837.45; + 120,050 × 6.6 % = 7,923.30 → 10,760.75; + 107,300 × 7.6 % = 8,154.80 → 18,915.55
    const marginal = (status: 'single' | 'married') => {
      const rows = VERMONT_GB1210_2026.schedules[status];
      return rows.slice(1).map((row, i) => roundCents(scheduleTax(fromCents(row.over * 100), rows.slice(0, i + 1))));
    };
    expect(marginal('single')).toEqual([0, 170_013, 645_873, 1_660_093]);
    expect(marginal('married')).toEqual([0, 283_745, 1_076_075, 1_891_555]);
  });
});

describe('West Virginia: IT-100.2A (March 2026), annual table, whole dollars', () => {
  it('biweekly $3,000, 1 exemption, two-earner table (the default): $111, flagged', () => {
    // 78,000 − 2,000 = 76,000 → 1,462.88 + 4.58 % × 31,000 = 1,462.88 + 1,419.80 = 2,882.68; ÷ 26 = 110.872… → $111
    const result = run({ state: { code: 'WV', allowances: 1 }, wagesThisPeriodCents: 300_000 });
    expect(result.incomeTaxCents).toBe(11_100);
    expect(result.info.isEstimate).toBe(true);
    expect(result.info.notes.join(' ')).toMatch(/two-earner/);
  });

  it('IT-104 line 5 picks the one-earner table: monthly $5,000, 2 exemptions → $148 (two-earner $164)', () => {
    // 60,000 − 4,000 = 56,000
    // One earner: 1,106.50 + 4.22 % × 16,000 = 1,106.50 + 675.20 = 1,781.70; ÷ 12 = 148.475 → $148
    // Two earner: 1,462.88 + 4.58 % × 11,000 = 1,462.88 + 503.80 = 1,966.68; ÷ 12 = 163.89 → $164
    expect(run({ state: { code: 'WV', allowances: 2, westVirginiaOneEarner: true }, wagesThisPeriodCents: 500_000, payPeriods: 12 }).incomeTaxCents).toBe(14_800);
    expect(run({ state: { code: 'WV', allowances: 2, westVirginiaOneEarner: false }, wagesThisPeriodCents: 500_000, payPeriods: 12 }).incomeTaxCents).toBe(16_400);
  });

  it('every printed base is the tax of the rows below it, to the cent', () => {
    // Two earner: 7,500 × 2.11 % = 158.25; + 11,250 × 2.81 % = 316.125 → 474.375 → 474.38; + 11,250 × 3.16 % = 355.50
    //   → 829.875 → 829.88; + 15,000 × 4.22 % = 633 → 1,462.875 → 1,462.88
    // One earner: 211; + 15,000 × 2.81 % = 421.50 → 632.50; + 474 → 1,106.50; + 20,000 × 4.22 % = 844 → 1,950.50
    const marginal = (table: 'twoEarner' | 'oneEarner') => {
      const rows = WEST_VIRGINIA_IT100_2026.schedules[table];
      return rows.slice(1).map((row, i) => roundCents(scheduleTax(fromCents(row.over * 100), rows.slice(0, i + 1))));
    };
    expect(marginal('twoEarner')).toEqual([15_825, 47_438, 82_988, 146_288]);
    expect(marginal('oneEarner')).toEqual([21_100, 63_250, 110_650, 195_050]);
  });
});
