import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from './netpay.ts';
import { singleW4 } from './testInputs.ts';
import type { PaycheckInput } from './types.ts';

const golden: PaycheckInput = {
  payFrequency: 'biweekly',
  pay: { type: 'salary', basis: 'perYear', amountCents: 7_800_000 },
  federal: singleW4,
  state: { code: 'NV' },
};

describe('calculatePaycheck', () => {
  it('Nevada salaried employee, golden example: the full paycheck', () => {
    // gross 78,000 / 26 = 3,000.00; federal 320.38 (Pub 15-T, see federal.test.ts)
    // SS 3,000 × 6.2 % = 186.00; Medicare 3,000 × 1.45 % = 43.50; Nevada 0
    // net 3,000 − 320.38 − 186.00 − 43.50 = 2,450.12
    const r = calculatePaycheck(golden);
    expect(r.payPeriodsPerYear).toBe(26);
    expect(r.perPeriod.grossPayCents).toBe(300_000);
    expect(r.perPeriod.federalIncomeTaxCents).toBe(32_038);
    expect(r.perPeriod.socialSecurityCents).toBe(18_600);
    expect(r.perPeriod.medicareCents).toBe(4_350);
    expect(r.perPeriod.stateIncomeTaxCents).toBe(0);
    expect(r.perPeriod.netPayCents).toBe(245_012);
    expect(r.isEstimate).toBe(false);
    // year: federal 320.38 × 26 = 8,329.88; SS 186 × 26 = 4,836.00; Medicare 43.50 × 26 = 1,131.00
    // net 78,000 − 8,329.88 − 4,836.00 − 1,131.00 = 63,703.12
    expect(r.annual.grossPayCents).toBe(7_800_000);
    expect(r.annual.federalIncomeTaxCents).toBe(832_988);
    expect(r.annual.socialSecurityCents).toBe(483_600);
    expect(r.annual.medicareCents).toBe(113_100);
    expect(r.annual.netPayCents).toBe(6_370_312);
  });

  it('salary per period is used as the paycheck gross', () => {
    // monthly 6,500.00 → single: 78,000 − 8,600 = 69,400 → 8,330 / 12 = 694.166… → 694.17
    const r = calculatePaycheck({ ...golden, payFrequency: 'monthly', pay: { type: 'salary', basis: 'perPeriod', amountCents: 650_000 } });
    expect(r.perPeriod.grossPayCents).toBe(650_000);
    expect(r.perPeriod.federalIncomeTaxCents).toBe(69_417);
  });

  it('yearly salary not divisible by the periods is rounded to the cent', () => {
    // 50,000 / 24 = 2,083.333… → 2,083.33
    const r = calculatePaycheck({ ...golden, payFrequency: 'semimonthly', pay: { type: 'salary', basis: 'perYear', amountCents: 5_000_000 } });
    expect(r.perPeriod.grossPayCents).toBe(208_333);
  });

  it('hourly with overtime (1.5×) and double time (2×)', () => {
    // 25.00 × 80 = 2,000.00; overtime 25.00 × 1.5 × 10 = 375.00 → gross 2,375.00
    const ot = calculatePaycheck({ ...golden, pay: { type: 'hourly', hourlyRateCents: 2_500, hours: 80, overtime: { type: 'overtime', hours: 10 } } });
    expect(ot.perPeriod.regularPayCents).toBe(200_000);
    expect(ot.perPeriod.overtimePayCents).toBe(37_500);
    expect(ot.perPeriod.grossPayCents).toBe(237_500);
    // double time 25.00 × 2 × 7.5 = 375.00; 22.40 × 37.5 = 840.00
    const dt = calculatePaycheck({ ...golden, pay: { type: 'hourly', hourlyRateCents: 2_240, hours: 37.5, overtime: { type: 'doubletime', hours: 7.5 } } });
    expect(dt.perPeriod.regularPayCents).toBe(84_000);
    expect(dt.perPeriod.overtimePayCents).toBe(33_600);
  });

  it('California hourly employee with overtime', () => {
    // 30.00 × 80 = 2,400 + 30 × 1.5 × 6 = 270 → gross 2,670.00 biweekly, annual 69,420
    // federal: 69,420 − 8,600 = 60,820; 5,800 + 22 % × 2,920 = 5,800 + 642.40 = 6,442.40; / 26 = 247.784… → 247.78
    // CA (Method B, biweekly tables; allowances blank = 0, the rule without a DE 4): 2,670 > 727 (Table 1);
    //     2,670 − 219 (Table 3) = 2,451; Table 5 row over 2,214: 84.16 + 8.8 % × 237 = 84.16 + 20.856 = 105.016
    //     → 105.02; no allowance credit
    // SS 2,670 × 6.2 % = 165.54; Medicare × 1.45 % = 38.715 → 38.72; SDI × 1.3 % = 34.71
    // net 2,670 − 247.78 − 105.02 − 165.54 − 38.72 − 34.71 = 2,078.23
    const r = calculatePaycheck({
      ...golden,
      pay: { type: 'hourly', hourlyRateCents: 3_000, hours: 80, overtime: { type: 'overtime', hours: 6 } },
      state: { code: 'CA' },
    });
    expect(r.perPeriod.grossPayCents).toBe(267_000);
    expect(r.perPeriod.federalIncomeTaxCents).toBe(24_778);
    expect(r.perPeriod.stateIncomeTaxCents).toBe(10_502);
    expect(r.perPeriod.socialSecurityCents).toBe(16_554);
    expect(r.perPeriod.medicareCents).toBe(3_872);
    expect(r.perPeriod.stateAssessments).toEqual([{ name: 'State Disability Insurance (SDI, incl. PFL)', cents: 3_471 }]);
    expect(r.perPeriod.netPayCents).toBe(207_823);
  });

  it('401(k) lowers federal and state wages but not FICA; section 125 health lowers all three', () => {
    // gross 3,000; 401(k) 10 % = 300.00; health (section 125) 200.00; Roth 401(k) post-tax 50.00
    // federal wages 3,000 − 300 − 200 = 2,500; FICA wages 3,000 − 200 = 2,800; Illinois wages 2,500
    // federal: 2,500 × 26 = 65,000 − 8,600 = 56,400; 1,240 + 12 % × 36,500 = 1,240 + 4,380 = 5,620; / 26 = 216.153… → 216.15
    // SS 2,800 × 6.2 % = 173.60; Medicare 2,800 × 1.45 % = 40.60
    // IL (IL-700-T, 1 IL-W-4 allowance): (2,500 − 2,925 ÷ 26) × 4.95 % = (2,500 − 112.50) × 0.0495 = 118.18125 → 118.18
    // net 3,000 − 216.15 − 173.60 − 40.60 − 118.18 − 300 − 200 − 50 = 1,901.47
    const r = calculatePaycheck({
      ...golden,
      state: { code: 'IL', allowances: 1 },
      deductions: [
        { label: '401(k)', treatment: 'retirement', amount: { kind: 'percentOfGross', percent: 10 } },
        { label: 'Health insurance', treatment: 'section125', amount: { kind: 'fixed', cents: 20_000 } },
        { label: 'Roth 401(k)', treatment: 'postTax', amount: { kind: 'fixed', cents: 5_000 } },
      ],
    });
    const p = r.perPeriod;
    expect(p.federalTaxableWagesCents).toBe(250_000);
    expect(p.ficaWagesCents).toBe(280_000);
    expect(p.stateTaxableWagesCents).toBe(250_000);
    expect(p.federalIncomeTaxCents).toBe(21_615);
    expect(p.socialSecurityCents).toBe(17_360);
    expect(p.medicareCents).toBe(4_060);
    expect(p.stateIncomeTaxCents).toBe(11_818);
    expect(p.totalDeductionsCents).toBe(55_000);
    expect(p.netPayCents).toBe(190_147);
    // annual deduction lines: 300 × 26 = 7,800.00
    expect(r.annual.preTaxDeductions[0]?.cents).toBe(780_000);
  });

  it('Pennsylvania keeps 401(k) deferrals in state wages', () => {
    // 401(k) 300 → PA wages still 3,000; 3,000 × 26 × 3.07 % / 26 = 92.10
    const r = calculatePaycheck({
      ...golden,
      state: { code: 'PA' },
      deductions: [{ label: '401(k)', treatment: 'retirement', amount: { kind: 'fixed', cents: 30_000 } }],
    });
    expect(r.perPeriod.stateTaxableWagesCents).toBe(300_000);
    expect(r.perPeriod.stateIncomeTaxCents).toBe(9_210);
    expect(r.isEstimate).toBe(true);
  });

  it('Social Security cap crossed mid-year, with year-to-date wages', () => {
    // 260,000 / 26 = 10,000 a paycheck. YTD 180,000: SS on 4,500 = 279.00; Medicare 145.00; additional 0
    const r = calculatePaycheck({ ...golden, pay: { type: 'salary', basis: 'perYear', amountCents: 26_000_000 }, ytd: { ficaWagesCents: 18_000_000 } });
    expect(r.perPeriod.socialSecurityCents).toBe(27_900);
    expect(r.perPeriod.medicareCents).toBe(14_500);
    expect(r.perPeriod.additionalMedicareCents).toBe(0);
    // year: SS 18 × 620.00 + 279.00 = 11,439.00 (= 184,500 × 6.2 %)
    // Medicare 260,000 × 1.45 % = 3,770.00; additional (260,000 − 200,000) × 0.9 % = 540.00
    expect(r.annual.socialSecurityCents).toBe(1_143_900);
    expect(r.annual.medicareCents).toBe(377_000);
    expect(r.annual.additionalMedicareCents).toBe(54_000);
  });

  it('Washington assessments over a year that crosses the Social Security base', () => {
    // 260,000 / 26 = 10,000 a paycheck. WA Cares 10,000 × 0.58 % = 58.00, no cap: 26 × 58.00 = 1,508.00
    // PFML 10,000 × 0.807159 % = 80.7159 → 80.72 on paychecks 1-18 (YTD 0 to 170,000): 1,452.96;
    // paycheck 19 (YTD 180,000): 184,500 − 180,000 = 4,500 × 0.807159 % = 36.322155 → 36.32; then 0
    // year: 1,452.96 + 36.32 = 1,489.28
    const r = calculatePaycheck({ ...golden, state: { code: 'WA' }, pay: { type: 'salary', basis: 'perYear', amountCents: 26_000_000 } });
    expect(r.perPeriod.stateAssessments.map((l) => l.cents)).toEqual([5_800, 8_072]);
    expect(r.annual.stateAssessments.map((l) => l.cents)).toEqual([150_800, 148_928]);
  });

  it('additional Medicare on the paycheck that crosses $200,000', () => {
    // YTD 195,000 + 10,000: 5,000 over → 45.00; SS 0 (YTD above 184,500)
    const r = calculatePaycheck({ ...golden, pay: { type: 'salary', basis: 'perYear', amountCents: 26_000_000 }, ytd: { ficaWagesCents: 19_500_000 } });
    expect(r.perPeriod.additionalMedicareCents).toBe(4_500);
    expect(r.perPeriod.socialSecurityCents).toBe(0);
  });

  it('exemptions from federal income tax, Social Security and Medicare', () => {
    const r = calculatePaycheck({ ...golden, exemptions: { federalIncomeTax: true, socialSecurity: true, medicare: true } });
    expect(r.perPeriod.totalTaxesCents).toBe(0);
    expect(r.perPeriod.netPayCents).toBe(300_000);
  });

  it('an old W-4 result is an estimate', () => {
    // single, 1 allowance: 356.77 (federal.test.ts)
    const r = calculatePaycheck({ ...golden, federal: { form: 'pre2020', maritalStatus: 'single', allowances: 1, extraWithholdingCents: 0 } });
    expect(r.perPeriod.federalIncomeTaxCents).toBe(35_677);
    expect(r.isEstimate).toBe(true);
    expect(r.estimateReasons.join(' ')).toMatch(/2019 or earlier/);
  });

  it('weekly, semimonthly and monthly pay frequencies', () => {
    // weekly 1,000: 78.08; semimonthly MFJ 5,000: 418.33; monthly 10,000: 1,464.17 (federal.test.ts)
    expect(calculatePaycheck({ ...golden, payFrequency: 'weekly', pay: { type: 'salary', basis: 'perPeriod', amountCents: 100_000 } }).perPeriod.federalIncomeTaxCents).toBe(7_808);
    expect(
      calculatePaycheck({
        ...golden,
        payFrequency: 'semimonthly',
        federal: { ...singleW4, filingStatus: 'marriedFilingJointly' },
        pay: { type: 'salary', basis: 'perYear', amountCents: 12_000_000 },
      }).perPeriod.federalIncomeTaxCents,
    ).toBe(41_833);
    expect(calculatePaycheck({ ...golden, payFrequency: 'monthly', pay: { type: 'salary', basis: 'perYear', amountCents: 12_000_000 } }).perPeriod.federalIncomeTaxCents).toBe(146_417);
  });
});

describe('the year projection switches tables on the pay dates of 2026', () => {
  it('Georgia, biweekly $3,000 paid on Fridays: 10 paychecks before May 11, 16 from it', () => {
    // Pay date June 5 → the year's Fridays from January 2 (payDates.test.ts); before May 11: January 2,
    // 16, 30, February 13, 27, March 13, 27, April 10, 24, May 8 = 10; from May 22 to December 18 = 16.
    // Before May 11: (3,000 − 12,000 ÷ 26 = 461.54) × 5.19 % = 2,538.46 × 0.0519 = 131.746… → 131.75
    // From May 11: (3,000 − 15,000 ÷ 26 = 576.92) × 4.99 % = 2,423.08 × 0.0499 = 120.911… → 120.91
    // year: 10 × 131.75 + 16 × 120.91 = 1,317.50 + 1,934.56 = 3,252.06 (not 26 × 120.91 = 3,143.66)
    const r = calculatePaycheck({ ...golden, payDate: '2026-06-05', state: { code: 'GA' } });
    expect(r.perPeriod.stateIncomeTaxCents).toBe(12_091);
    expect(r.annualPayDates).toHaveLength(26);
    expect(r.annualPayDates[9]).toBe('2026-05-08');
    expect(r.annualPayDates[10]).toBe('2026-05-22');
    expect(r.annual.stateIncomeTaxCents).toBe(325_206);
    // net: 78,000 − 8,329.88 federal − 4,836.00 − 1,131.00 − 3,252.06 = 60,451.06
    expect(r.annual.netPayCents).toBe(6_045_106);
    // The paychecks before May 11 use figures that were not confirmed: the year is an estimate.
    expect(r.isEstimate).toBe(true);
    expect(r.estimateReasons.join(' ')).toMatch(/Year projection, the 10 paychecks dated 2026-01-02 to 2026-05-08: Georgia: wages paid before May 11, 2026/);
  });

  it('Georgia without a pay date: the same Fridays from January 2', () => {
    // The per-period amount uses the figures in force at the end of 2026 (120.91); the year 3,252.06 as above
    const r = calculatePaycheck({ ...golden, state: { code: 'GA' } });
    expect(r.perPeriod.stateIncomeTaxCents).toBe(12_091);
    expect(r.annualPayDates[0]).toBe('2026-01-02');
    expect(r.annual.stateIncomeTaxCents).toBe(325_206);
  });

  it('Ohio, weekly $1,235, 0 exemptions: 31 paychecks on the October 2025 table, 21 on the August 2026 one', () => {
    // Fridays from January 2: January 2 to July 31 = 31 paychecks (July 31 = January 2 + 30 × 7), then
    // August 7 to December 25 = 21 (stateWithholdingDocuments.test.ts: $30.84 before, $29.97 from August 1)
    // year: 31 × 30.84 + 21 × 29.97 = 956.04 + 629.37 = 1,585.41 (not 52 × 30.84 = 1,603.68)
    const r = calculatePaycheck({
      ...golden,
      payFrequency: 'weekly',
      payDate: '2026-07-17',
      pay: { type: 'salary', basis: 'perPeriod', amountCents: 123_500 },
      state: { code: 'OH', allowances: 0 },
    });
    expect(r.perPeriod.stateIncomeTaxCents).toBe(3_084);
    expect(r.annualPayDates[30]).toBe('2026-07-31');
    expect(r.annual.stateIncomeTaxCents).toBe(158_541);
    // both Ohio tables are confirmed: no estimate
    expect(r.isEstimate).toBe(false);
  });

  it('every paycheck of the year keeps the step 3 answers and the old W-4 the state methods read', () => {
    // Biweekly $3,000, 26 paychecks; none of these states changes its tables during 2026, so the year is 26 × the paycheck.
    const year = (over: Partial<PaycheckInput>) => {
      const r = calculatePaycheck({ ...golden, ...over });
      return [r.perPeriod.stateIncomeTaxCents, r.perPeriod.localIncomeTaxCents, r.annual.stateIncomeTaxCents, r.annual.localIncomeTaxCents];
    };
    // Illinois, 1 line 1 and 2 line 2 allowances: (3,000 − (2,925 + 2 × 1,000) ÷ 26) × 4.95 % = (3,000 − 189.4230…) × 0.0495
    //   = 139.1235… → 139.12; year 26 × 139.12 = 3,617.12 (without line 2: 142.93, 3,716.18)
    expect(year({ state: { code: 'IL', allowances: 1, illinoisAdditionalAllowances: 2 } })).toEqual([13_912, 0, 361_712, 0]);
    // Indiana, 1 exemption, Marion County: 3,000 − 38.46 = 2,961.54; state × 2.95 % = 87.365… → 87.37, county × 2.02 % = 59.823… → 59.82
    //   year: 26 × 87.37 = 2,271.62; 26 × 59.82 = 1,555.32
    expect(year({ state: { code: 'IN', allowances: 1, indianaCounty: 'Marion' } })).toEqual([8_737, 5_982, 227_162, 155_532]);
    // West Virginia, 1 exemption, IT-104 line 5: 78,000 − 2,000 = 76,000 → one-earner 1,950.50 + 4.58 % × 16,000 = 2,683.30
    //   ÷ 26 = 103.203… → $103; year 26 × 103 = 2,678.00 (two-earner: $111, 2,886.00)
    expect(year({ state: { code: 'WV', allowances: 1, westVirginiaOneEarner: true } })).toEqual([10_300, 0, 267_800, 0]);
    // North Dakota on a W-4 from 2019 or earlier, single, 2 allowances: 78,000 − 2 × 5,050 = 67,900 − 57,625 = 10,275
    //   × 1.95 % = 200.3625 ÷ 26 = 7.706… → $8; year 26 × 8 = 208.00 (on a W-4 from 2020: $15, 390.00)
    const oldW4 = { form: 'pre2020', maritalStatus: 'single', allowances: 2, extraWithholdingCents: 0 } as const;
    expect(year({ federal: oldW4, state: { code: 'ND' } })).toEqual([800, 0, 20_800, 0]);
  });
});
