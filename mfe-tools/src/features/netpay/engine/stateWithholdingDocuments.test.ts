// State withholding worked by hand from each state's employer document (see the document entries
// in stateRules2026.ts). Expected values are the hand computations below, not engine output.
import { describe, expect, it } from 'vitest';
import { bracketTax, nc30Withholding, stateIncomeTaxWithholding, virginiaWithholding, type StateWithholdingInput } from './state.ts';
import { calculatePaycheck } from './netpay.ts';
import { MASSACHUSETTS_CIRCULAR_M, NEW_JERSEY_NJWT, NORTH_CAROLINA_NC30, VIRGINIA_WITHHOLDING_2026 } from './stateRules2026.ts';
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
      calculatePaycheck({
        payFrequency: 'weekly',
        payDate,
        pay: { type: 'salary', basis: 'perPeriod', amountCents: 123_500 },
        federal: { form: '2020OrLater', filingStatus: 'singleOrMarriedSeparately', multipleJobs: false, dependentsAmountCents: 0, otherIncomeCents: 0, deductionsCents: 0, extraWithholdingCents: 0 },
        state: { code: 'OH', allowances: 0 },
      }).perPeriod.stateIncomeTaxCents;
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
