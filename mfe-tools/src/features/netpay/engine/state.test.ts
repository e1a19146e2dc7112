import { describe, expect, it } from 'vitest';
import { stateAssessments, stateIncomeTaxWithholding, type StateWithholdingInput } from './state.ts';
import { STATE_CODES, type StateCode } from './stateTypes.ts';
import { STATE_INCOME_TAX_2026 } from './stateData2026.ts';

const base: Omit<StateWithholdingInput, 'state'> = {
  federalFilingStatus: 'singleOrMarriedSeparately',
  wagesThisPeriodCents: 300_000,
  payPeriods: 26,
  federalWithholdingPerPeriodCents: 32_038,
};
const run = (state: StateWithholdingInput['state'], over: Partial<StateWithholdingInput> = {}) =>
  stateIncomeTaxWithholding({ ...base, ...over, state });

/** 78,000 a year; the arithmetic of each figure is beside it. */
const EMPLOYER_METHOD_CASE: Readonly<Record<string, number>> = {
  // OR: BASE 78,000 − 8,329.88 federal − 2,910 = 66,760.12 → 678 + 8.75 % × 55,360.12 = 5,522.0105 − 263 = 5,259.0105 ÷ 26 → 202.27
  OR: 20_227,
  // MN: 78,000 − 5,300 = 72,700 → 1,782.09 + 6.8 % × 34,690 = 4,141.01 ÷ 26 → 159.27
  MN: 15_927,
  // NY: 78,000 − 7,400 − 1,000 = 69,600 → 586 + 5.4 % × 55,700 = 3,593.80 ÷ 26 → 138.22
  NY: 13_822,
  // KY: (78,000 − 3,360) × 3.5 % = 2,612.40 ÷ 26 → 100.48
  KY: 10_048,
  // ME: 78,000 − 5,300 − 12,450 = 60,250 → 1,589 + 6.75 % × 32,850 = 3,806.375 ÷ 26 = 146.40 → $146
  ME: 14_600,
  // VA: 78,000 − 8,750 − 930 = 68,320 → 720 + 5.75 % × 51,320 = 3,670.90 ÷ 26 → 141.19
  VA: 14_119,
  // CO: (78,000 − 5,500) × 4.4 % = 3,190 ÷ 26 = 122.69 → $123
  CO: 12_300,
  // MO: 78,000 − 16,100 = 61,900 → 262.86 + 4.7 % × 52,464 = 2,728.668 ÷ 26 = 104.95 → $105
  MO: 10_500,
  // UT: 3,000 × 4.45 % = 133.50 → 134; 19 − (2,640 × 1.3 % → 34) < 0 → 0; $134
  UT: 13_400,
  // WI: deduction 0 (wages ≥ 73,630); 78,000 − 400 = 77,600 → 1,045.04 + 5.3 % × 52,080 = 3,805.28 ÷ 26 → 146.36
  WI: 14_636,
  // OH (no pay date: the August 1, 2026 table): 3,000 − 25 = 2,975 → 16.03 + 2.99 % × 1,973.08 = 75.025… → 75.03
  OH: 7_503,
  // ID: (78,000 − 16,100) × 5.3 % = 3,280.70 ÷ 26 = 126.18 → $126
  ID: 12_600,
  // AL: 78,000 ≥ 35,500: deduction 2,500; − 8,329.88 federal − 1,500 = 65,670.12
  //     → 10 + 100 + 5 % × 62,670.12 = 3,243.506 ÷ 26 → 124.75
  AL: 12_475,
  // AR: 78,000 − 2,470 = 75,530 → 75,550; 3.9 % × 75,550 − 419.96 = 2,526.49 → 2,526 − 29 = 2,497 ÷ 26 → 96.04
  AR: 9_604,
  // CA (biweekly tables): 3,000 − 219 = 2,781; 84.16 + 8.8 % × 567 = 134.056 → 134.06 − 6.47 → 127.59
  CA: 12_759,
  // CT (code F): no exemption; 2,000 + 5.5 % × 28,000 = 3,540 + add-back 125 = 3,665 ÷ 26 → 140.96
  CT: 14_096,
  // DE: 78,000 − 3,250 = 74,750 → 2,943.50 + 6.6 % × 14,750 = 3,917 − 110 = 3,807 ÷ 26 → 146.42
  DE: 14_642,
  // DC: 78,000 − 4,300 = 73,700 → 400 + 1,800 + 1,300 + 8.5 % × 13,700 = 4,664.50 ÷ 26 → 179.40
  DC: 17_940,
  // GA (no pay date: from May 11, 2026): (3,000 − 576.92) × 4.99 % = 120.911… → 120.91
  GA: 12_091,
  // HI: 78,000 − 1,144 − 4,350 = 72,506 → 2,539 + 7.6 % × 24,506 = 4,401.456 ÷ 26 → 169.29
  HI: 16_929,
  // IA: (3,000 − 500) × 3.8 % = 95.00 − 40 ÷ 26 = 93.461… → 93.46
  IA: 9_346,
  // KS: 3,000 − 9,160 ÷ 26 = 2,647.69…; 46 + 5.58 % × 1,624.69… = 136.658… → 136.66
  KS: 13_666,
  // LA: (3,000 − 480.77) × 3.09 % = 77.844… → 77.84
  LA: 7_784,
  // MD: 3,000 − 130.76 − 123.08 = 2,746.16 × 4.75 % = 130.4426 → 130.44 (county tax apart)
  MD: 13_044,
  // AZ (no A-4: 2.0 %; allowances not used): 3,000 × 2 % = 60.00
  AZ: 6_000,
  // IL: (3,000 − 2,925 ÷ 26) × 4.95 % = 2,887.50 × 0.0495 = 142.93125 → 142.93
  IL: 14_293,
  // IN: 1,000 ÷ 26 = 38.46; (3,000 − 38.46) × 2.95 % = 2,961.54 × 0.0295 = 87.365… → 87.37 (no county given)
  IN: 8_737,
  // MI: 5,900 ÷ 26 = 226.923…; (3,000 − 226.923…) × 4.25 % = 2,773.076… × 0.0425 = 117.855… → 117.86
  MI: 11_786,
  // MS (exemption from the status: single 6,000): 78,000 − 2,300 − 6,000 = 69,700; 4 % × 59,700 = 2,388 ÷ 26 = 91.85 → $92
  MS: 9_200,
  // MT (biweekly single: C 2,446, A 86): 86 + 5.65 % × 554 = 117.301 → $117
  MT: 11_700,
  // NE: 78,000 − 2,440 = 75,560 → 2,922.30 + 4.6 % × 190 = 2,931.04 ÷ 26 = 112.732… → 112.73
  NE: 11_273,
  // NM (biweekly single row over 2,867, base 104.48): 104.48 + 4.9 % × 133 = 110.997 → 111.00
  NM: 11_100,
  // ND (federal W-4 2020+, no state allowances): (78,000 − 57,625) × 1.95 % = 397.3125 ÷ 26 = 15.28 → $15
  ND: 1_500,
  // OK: 3,000 − 38.46 = 2,961.54 → 4.20 + 4.5 % × 2,440.54 = 114.0243 → $114
  OK: 11_400,
  // PA: 3,000 × 3.07 % = 92.10
  PA: 9_210,
  // RI: (78,000 − 1,000) × 3.75 % = 2,887.50 ÷ 26 = 111.057… → 111.06
  RI: 11_106,
  // SC: 78,000 − 5,000 − 7,500 = 65,500 × 6 % − 656.10 = 3,273.90 ÷ 26 = 125.919… → 125.92
  SC: 12_592,
  // VT: 3,000 − 207.69 = 2,792.31 → 65.39 + 6.6 % × (2,792.31 − 2,103) = 110.884… → 110.88
  VT: 11_088,
  // WV (two-earner): 78,000 − 2,000 = 76,000 → 1,462.88 + 4.58 % × 31,000 = 2,882.68 ÷ 26 = 110.87 → $111
  WV: 11_100,
};

describe('state data', () => {
  it('has all 50 states and DC', () => {
    expect(STATE_CODES).toHaveLength(51);
    for (const code of STATE_CODES) expect(STATE_INCOME_TAX_2026[code].code).toBe(code);
  });

  it('every state not withheld by an employer document taxes no wages, and withholds nothing', () => {
    // New Jersey, North Carolina and Massachusetts have their worked paychecks in stateWithholdingDocuments.test.ts.
    const others = STATE_CODES.filter((code) => !(code in EMPLOYER_METHOD_CASE) && !['MA', 'NC', 'NJ'].includes(code));
    // The nine states without a tax on wages (Washington and New Hampshire tax other income only).
    expect([...others].sort()).toEqual(['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY']);
    for (const code of others) expect(run({ code }).incomeTaxCents, code).toBe(0);
  });

  // The shared case ($3,000 biweekly, single, 1 allowance, $320.38 federal withheld, no pay date)
  // for the states withheld by their employer document, worked by hand from each document (more in
  // stateWithholdingDocuments.test.ts).
  it.each(Object.entries(EMPLOYER_METHOD_CASE))('%s: biweekly 3,000 dollars by its employer document', (code, cents) => {
    expect(run({ code: code as StateCode, allowances: 1 }).incomeTaxCents).toBe(cents);
  });
});

describe('no-tax states', () => {
  it('Nevada withholds no income tax and no assessments', () => {
    const result = run({ code: 'NV' });
    expect(result.incomeTaxCents).toBe(0);
    expect(result.info.isEstimate).toBe(false);
    expect(stateAssessments('NV', 300_000, 0, 26).lines).toEqual([]);
  });

  it('Washington: WA Cares and paid leave only', () => {
    // WA Cares 3,000 × 0.58 % = 17.40; PFML 3,000 × 0.80716 % = 24.2148 → 24.21
    expect(run({ code: 'WA' }).incomeTaxCents).toBe(0);
    expect(stateAssessments('WA', 300_000, 0, 26).lines.map((l) => l.cents)).toEqual([1_740, 2_421]);
  });
});

describe('flat-tax states', () => {
  it('Illinois, single, $3,000 biweekly: 1 IL-W-4 allowance, or none when the field is blank (no IL-W-4)', () => {
    // IL-700-T per pay period: (3,000 − 2,925 ÷ 26) × 4.95 % = (3,000 − 112.50) × 0.0495 = 142.93125 → 142.93
    expect(run({ code: 'IL', allowances: 1 }).incomeTaxCents).toBe(14_293);
    // Blank: zero allowances: 3,000 × 4.95 % = 148.50
    expect(run({ code: 'IL' }).incomeTaxCents).toBe(14_850);
  });

  it('Pennsylvania: 3.07 % of wages, no deductions, plus 0.07 % UC', () => {
    // 78,000 × 3.07 % = 2,394.60; / 26 = 92.10; UC 3,000 × 0.07 % = 2.10
    expect(run({ code: 'PA' }).incomeTaxCents).toBe(9_210);
    expect(stateAssessments('PA', 300_000, 0, 26).lines.map((l) => l.cents)).toEqual([210]);
  });

  it('Arizona: the A-4 percentage of each paycheck (2.0 % default, 3.5 % elected)', () => {
    // 3,000 × 2 % = 60.00; 3,000 × 3.5 % = 105.00
    expect(run({ code: 'AZ' }).incomeTaxCents).toBe(6_000);
    expect(run({ code: 'AZ', arizonaElectedRate: 0.035 }).incomeTaxCents).toBe(10_500);
  });
});

describe('bracketed states', () => {
  it('California Method B, single, 1 allowance, $3,000 biweekly, with SDI', () => {
    // Biweekly tables: 3,000 > 727; 3,000 − 219 = 2,781; 84.16 + 8.8 % × 567 = 134.056 → 134.06 − 6.47 = 127.59
    // SDI 3,000 × 1.3 % = 39.00
    expect(run({ code: 'CA', allowances: 1 }).incomeTaxCents).toBe(12_759);
    expect(stateAssessments('CA', 300_000, 0, 26).lines.map((l) => l.cents)).toEqual([3_900]);
  });

  it('California low-income exemption', () => {
    // 700 ≤ 727 (biweekly Table 1) → 0
    expect(run({ code: 'CA' }, { wagesThisPeriodCents: 70_000 }).incomeTaxCents).toBe(0);
  });

  it('Virginia, single, 1 exemption, $3,000 biweekly', () => {
    // 78,000 − 8,750 − 930 = 68,320; 2 % × 3,000 = 60; 3 % × 2,000 = 60; 5 % × 12,000 = 600;
    // 5.75 % × 51,320 = 2,950.90 → 3,670.90; / 26 = 141.188… → 141.19
    expect(run({ code: 'VA' }).incomeTaxCents).toBe(14_119);
  });

  it('Maryland, single, 1 exemption, Montgomery County', () => {
    // 3,000 − 130.76 − 123.08 = 2,746.16; state 4.75 % (the lower bands disregarded) = 130.4426 → 130.44
    // county 2,746.16 × 3.2 % = 87.877… → 87.88
    const result = run({ code: 'MD', marylandCounty: 'Montgomery' });
    expect(result.incomeTaxCents).toBe(13_044);
    expect(result.localTaxCents).toBe(8_788);
    expect(result.info.isEstimate).toBe(true); // combined schedules not transcribed
  });

  it('Alabama deducts the federal tax withheld and uses the sliding standard deduction', () => {
    // gross 78,000 ≥ 35,500 → std 2,500; exemption 1,500; federal 320.38 × 26 = 8,329.88
    // taxable 78,000 − 2,500 − 1,500 − 8,329.88 = 65,670.12
    // 2 % × 500 = 10; 4 % × 2,500 = 100; 5 % × 62,670.12 = 3,133.506 → 3,243.506; / 26 = 124.750… → 124.75
    expect(run({ code: 'AL' }).incomeTaxCents).toBe(12_475);
  });

  it('New York withholds married on its own NYS-50-T-NYS schedule and head of household as single', () => {
    // These figures used to come from the return (16,050 / 11,200 deductions and the return's brackets);
    // withholding uses NYS-50-T-NYS: deduction 7,400 single / 7,950 married, and IT-2104 has no
    // head-of-household status (Single is checked).
    // Married, 2 allowances: 78,000 − 7,950 − 2,000 = 68,050 → 586 + 5.4 % × 54,150 = 586 + 2,924.10 = 3,510.10
    // / 26 = 135.003… → 135.00
    expect(run({ code: 'NY', filingStatus: 'married' }).incomeTaxCents).toBe(13_500);
    // Head of household, 1 allowance = single: 78,000 − 7,400 − 1,000 = 69,600 → 586 + 5.4 % × 55,700 = 3,593.80
    // / 26 = 138.223… → 138.22
    expect(run({ code: 'NY', filingStatus: 'headOfHousehold' }).incomeTaxCents).toBe(13_822);
  });

  it('extra state withholding and exemption', () => {
    // Illinois, 1 allowance: 142.93 + 15.00 = 157.93
    expect(run({ code: 'IL', allowances: 1, extraWithholdingCents: 1_500 }).incomeTaxCents).toBe(15_793);
    expect(run({ code: 'IL', exempt: true }).incomeTaxCents).toBe(0);
  });
});
