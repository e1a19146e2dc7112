import { describe, expect, it } from 'vitest';
import { federalIncomeTaxWithholding } from './federal.ts';
import {
  LINE_1G_2026,
  STANDARD_DEDUCTION_2026,
  STANDARD_TABLES_2026,
  STEP2_TABLES_2026,
  type FederalFilingStatus,
} from './federal2026.ts';
import { singleW4 } from './testInputs.ts';
import type { FormW4_2020 } from './types.ts';

const w4 = (over: Partial<FormW4_2020> = {}): FormW4_2020 => ({ ...singleW4, ...over });

const withhold = (wagesCents: number, payPeriods: number, form: Parameters<typeof federalIncomeTaxWithholding>[0]['w4'], extra: { nonresidentAlien?: boolean; exempt?: boolean } = {}) =>
  federalIncomeTaxWithholding({ wagesThisPeriodCents: wagesCents, payPeriods, w4: form, ...extra });

describe('Pub 15-T 2026 Worksheet 1A, 2020+ Form W-4', () => {
  it('golden example: single, $3,000 biweekly, no other entries → $320.38', () => {
    // 1c 3,000 × 26 = 78,000; 1g 8,600; 1i 78,000 − 8,600 = 69,400
    // single standard row "57,900": 5,800 + 22 % × (69,400 − 57,900 = 11,500) = 5,800 + 2,530 = 8,330
    // 2h 8,330 / 26 = 320.384… → 320.38
    const lines = withhold(300_000, 26, w4());
    expect(lines.adjustedAnnualWageCents).toBe(6_940_000);
    expect(lines.tentativeAnnualCents).toBe(833_000);
    expect(lines.withholdingCents).toBe(32_038);
  });

  it('married filing jointly, $3,000 biweekly', () => {
    // 78,000 − 12,900 = 65,100; MFJ row 44,100: 2,480 + 12 % × 21,000 = 2,480 + 2,520 = 5,000
    // 5,000 / 26 = 192.307… → 192.31
    expect(withhold(300_000, 26, w4({ filingStatus: 'marriedFilingJointly' })).withholdingCents).toBe(19_231);
  });

  it('head of household, $3,000 biweekly', () => {
    // 78,000 − 8,600 = 69,400; HoH row 33,250: 1,770 + 12 % × 36,150 = 1,770 + 4,338 = 6,108
    // 6,108 / 26 = 234.923… → 234.92
    expect(withhold(300_000, 26, w4({ filingStatus: 'headOfHousehold' })).withholdingCents).toBe(23_492);
  });

  it('Step 2 checkbox uses the Step 2 table and no line 1g', () => {
    // 1g 0; 1i 78,000; single Step-2 row 60,900: 8,983 + 24 % × 17,100 = 8,983 + 4,104 = 13,087
    // 13,087 / 26 = 503.346… → 503.35
    const lines = withhold(300_000, 26, w4({ multipleJobs: true }));
    expect(lines.table).toBe('step2Checked');
    expect(lines.withholdingCents).toBe(50_335);
  });

  it('Step 2 checkbox, married filing jointly, $5,000 semimonthly', () => {
    // 5,000 × 24 = 120,000; MFJ Step-2 row 66,500: 5,800 + 22 % × 53,500 = 5,800 + 11,770 = 17,570
    // 17,570 / 24 = 732.083… → 732.08
    expect(withhold(500_000, 24, w4({ filingStatus: 'marriedFilingJointly', multipleJobs: true })).withholdingCents).toBe(73_208);
  });

  it('Step 3 dependents reduce the tentative amount per period', () => {
    // 2h 320.38 (golden); 3b 2,000 / 26 = 76.923… → 76.92; 3c 320.38 − 76.92 = 243.46
    const lines = withhold(300_000, 26, w4({ dependentsAmountCents: 200_000 }));
    expect(lines.creditsPerPeriodCents).toBe(7_692);
    expect(lines.withholdingCents).toBe(24_346);
  });

  it('Step 3 larger than the tentative amount gives 0, not a negative', () => {
    // 3b 10,000 / 26 = 384.615… → 384.62 > 320.38 → 3c = 0
    expect(withhold(300_000, 26, w4({ dependentsAmountCents: 1_000_000 })).withholdingCents).toBe(0);
  });

  it('Step 4(a) other income, 4(b) deductions and 4(c) extra withholding', () => {
    // 1e 78,000 + 5,000 = 83,000; 1h 10,000 + 8,600 = 18,600; 1i 83,000 − 18,600 = 64,400
    // row 57,900: 5,800 + 22 % × 6,500 = 5,800 + 1,430 = 7,230; 7,230 / 26 = 278.076… → 278.08
    // 4b 278.08 + 25.00 = 303.08
    const lines = withhold(300_000, 26, w4({ otherIncomeCents: 500_000, deductionsCents: 1_000_000, extraWithholdingCents: 2_500 }));
    expect(lines.adjustedAnnualWageCents).toBe(6_440_000);
    expect(lines.afterCreditsCents).toBe(27_808);
    expect(lines.withholdingCents).toBe(30_308);
  });

  it('weekly: single $1,000', () => {
    // 1,000 × 52 = 52,000 − 8,600 = 43,400; row 19,900: 1,240 + 12 % × 23,500 = 1,240 + 2,820 = 4,060
    // 4,060 / 52 = 78.076… → 78.08
    expect(withhold(100_000, 52, w4()).withholdingCents).toBe(7_808);
  });

  it('semimonthly: married filing jointly $5,000', () => {
    // 5,000 × 24 = 120,000 − 12,900 = 107,100; row 44,100: 2,480 + 12 % × 63,000 = 2,480 + 7,560 = 10,040
    // 10,040 / 24 = 418.333… → 418.33
    expect(withhold(500_000, 24, w4({ filingStatus: 'marriedFilingJointly' })).withholdingCents).toBe(41_833);
  });

  it('monthly: single $10,000', () => {
    // 10,000 × 12 = 120,000 − 8,600 = 111,400; row 57,900: 5,800 + 22 % × 53,500 = 5,800 + 11,770 = 17,570
    // 17,570 / 12 = 1,464.166… → 1,464.17
    expect(withhold(1_000_000, 12, w4()).withholdingCents).toBe(146_417);
  });

  it('top bracket: single $30,000 biweekly', () => {
    // 780,000 − 8,600 = 771,400; row 648,100: 192,979.25 + 37 % × 123,300 = 192,979.25 + 45,621 = 238,600.25
    // 238,600.25 / 26 = 9,176.932… → 9,176.93
    expect(withhold(3_000_000, 26, w4()).withholdingCents).toBe(917_693);
  });

  it('wages under the 0 % row withhold nothing', () => {
    // 250 × 52 = 13,000 − 8,600 = 4,400 < 7,500 → row 0 at 0 % → 0
    expect(withhold(25_000, 52, w4()).withholdingCents).toBe(0);
  });

  it('nonresident alien: the 2026 add-on ($16,100) is added to annual wages', () => {
    // 78,000 + 16,100 = 94,100 − 8,600 = 85,500; row 57,900: 5,800 + 22 % × 27,600 = 5,800 + 6,072 = 11,872
    // 11,872 / 26 = 456.615… → 456.62
    expect(withhold(300_000, 26, w4(), { nonresidentAlien: true }).withholdingCents).toBe(45_662);
  });

  it('exempt from federal income tax withholds nothing', () => {
    expect(withhold(300_000, 26, w4(), { exempt: true }).withholdingCents).toBe(0);
  });
});

describe('Pub 15-T 2026 Worksheet 1A, Form W-4 from 2019 or earlier', () => {
  it('single, 1 allowance, $3,000 biweekly', () => {
    // 1k 1 × 4,300 = 4,300; 1l 78,000 − 4,300 = 73,700; single standard row 57,900:
    // 5,800 + 22 % × 15,800 = 5,800 + 3,476 = 9,276; 9,276 / 26 = 356.769… → 356.77
    expect(withhold(300_000, 26, { form: 'pre2020', maritalStatus: 'single', allowances: 1, extraWithholdingCents: 0 }).withholdingCents).toBe(35_677);
  });

  it('married, 2 allowances, $3,000 biweekly, $10 extra', () => {
    // 1k 2 × 4,300 = 8,600; 1l 78,000 − 8,600 = 69,400; MFJ standard row 44,100:
    // 2,480 + 12 % × 25,300 = 2,480 + 3,036 = 5,516; 5,516 / 26 = 212.153… → 212.15; + 10.00 = 222.15
    const lines = withhold(300_000, 26, { form: 'pre2020', maritalStatus: 'married', allowances: 2, extraWithholdingCents: 1_000 });
    expect(lines.tableStatus).toBe('marriedFilingJointly');
    expect(lines.withholdingCents).toBe(22_215);
  });

  it('nonresident alien on an old W-4 adds $11,800', () => {
    // 78,000 + 11,800 − 0 allowances = 89,800; row 57,900: 5,800 + 22 % × 31,900 = 5,800 + 7,018 = 12,818
    // 12,818 / 26 = 493.0 → 493.00
    expect(withhold(300_000, 26, { form: 'pre2020', maritalStatus: 'single', allowances: 0, extraWithholdingCents: 0 }, { nonresidentAlien: true }).withholdingCents).toBe(49_300);
  });
});

// Pub 15-T (2026), section 1, Annual Percentage Method Tables, typed row by row: column A (wages
// at least), column C (tentative amount) and the rate of column D. Each row is worked from Rev.
// Proc. 2025-32 below its table, so a mistyped figure in the engine or here shows as a failure.
const row = (over: number, base: number, rate: number) => ({ over, base, rate });

const PUB15T_2026_STANDARD: Record<FederalFilingStatus, ReturnType<typeof row>[]> = {
  // 0 % row to 32,200 − 12,900 = 19,300; bands of 24,800 / 76,000 / 110,600 / 192,150 / 108,900 / 256,250.
  marriedFilingJointly: [
    row(0, 0, 0), row(19_300, 0, 0.1), row(44_100, 2_480, 0.12), row(120_100, 11_600, 0.22), row(230_700, 35_932, 0.24),
    row(422_850, 82_048, 0.32), row(531_750, 116_896, 0.35), row(788_000, 206_583.5, 0.37),
  ],
  // 0 % row to 16,100 − 8,600 = 7,500; C: 1,240; +12 % × 38,000 = 5,800; +22 % × 55,300 = 17,966;
  // +24 % × 96,075 = 41,024; +32 % × 54,450 = 58,448; +35 % × 384,375 = 192,979.25.
  singleOrMarriedSeparately: [
    row(0, 0, 0), row(7_500, 0, 0.1), row(19_900, 1_240, 0.12), row(57_900, 5_800, 0.22), row(113_200, 17_966, 0.24),
    row(209_275, 41_024, 0.32), row(263_725, 58_448, 0.35), row(648_100, 192_979.25, 0.37),
  ],
  // 0 % row to 24,150 − 8,600 = 15,550; C: 10 % × 17,700 = 1,770; +12 % × 49,750 = 7,740; ...
  headOfHousehold: [
    row(0, 0, 0), row(15_550, 0, 0.1), row(33_250, 1_770, 0.12), row(83_000, 7_740, 0.22), row(121_250, 16_155, 0.24),
    row(217_300, 39_207, 0.32), row(271_750, 56_631, 0.35), row(656_150, 191_171, 0.37),
  ],
};

const PUB15T_2026_STEP2: Record<FederalFilingStatus, ReturnType<typeof row>[]> = {
  // 0 % row to 32,200 / 2 = 16,100; half-width bands; C is half the standard table's.
  marriedFilingJointly: [
    row(0, 0, 0), row(16_100, 0, 0.1), row(28_500, 1_240, 0.12), row(66_500, 5_800, 0.22), row(121_800, 17_966, 0.24),
    row(217_875, 41_024, 0.32), row(272_325, 58_448, 0.35), row(400_450, 103_291.75, 0.37),
  ],
  // 0 % row to 8,050; 8,050 + 201,775 / 2 = 108,937.50 and 8,050 + 256,225 / 2 = 136,162.50 are
  // printed rounded up; C 192,979.25 / 2 = 96,489.625 printed 96,489.63.
  singleOrMarriedSeparately: [
    row(0, 0, 0), row(8_050, 0, 0.1), row(14_250, 620, 0.12), row(33_250, 2_900, 0.22), row(60_900, 8_983, 0.24),
    row(108_938, 20_512, 0.32), row(136_163, 29_224, 0.35), row(328_350, 96_489.63, 0.37),
  ],
  headOfHousehold: [
    row(0, 0, 0), row(12_075, 0, 0.1), row(20_925, 885, 0.12), row(45_800, 3_870, 0.22), row(64_925, 8_077.5, 0.24),
    row(112_950, 19_603.5, 0.32), row(140_175, 28_315.5, 0.35), row(332_375, 95_585.5, 0.37),
  ],
};

describe('2026 annual tables are the ones Pub 15-T prints', () => {
  for (const status of ['singleOrMarriedSeparately', 'marriedFilingJointly', 'headOfHousehold'] as const) {
    it(`${status}: standard table`, () => {
      expect(STANDARD_TABLES_2026[status]).toEqual(PUB15T_2026_STANDARD[status]);
    });
    it(`${status}: Step 2 checkbox table`, () => {
      expect(STEP2_TABLES_2026[status]).toEqual(PUB15T_2026_STEP2[status]);
    });
  }

  it('the 2026 standard deductions and line 1g amounts', () => {
    expect(STANDARD_DEDUCTION_2026).toEqual({ singleOrMarriedSeparately: 16_100, marriedFilingJointly: 32_200, headOfHousehold: 24_150 });
    expect(LINE_1G_2026).toEqual({ singleOrMarriedSeparately: 8_600, marriedFilingJointly: 12_900, headOfHousehold: 8_600 });
  });
});
