// Expected figures worked by hand in each comment.
import { describe, expect, it } from 'vitest';
import { PAYROLL_PACKAGES } from '@firm/shared-contracts/pricing';
import { estimatePayrollCost } from './payrollEstimate.ts';

describe('estimatePayrollCost', () => {
  it('adds the package fee to the employer taxes for N employees', () => {
    // 5 employees at $48,000, SUTA 2.95 % on the first $41,800.
    // Per employee: SS 48,000 × 6.2 % = 2,976.00; Medicare 48,000 × 1.45 % = 696.00;
    // FUTA 7,000 × 0.6 % = 42.00; SUTA 41,800 × 2.95 % = 1,233.10; total 4,947.10.
    // × 5 = 24,735.50 a year; ÷ 12 = 2,061.2916… → 2,061.29 a month.
    // Essential 49 + 8 × 5 = 89 → 89 + 2,061.29 = 2,150.29; year 89 × 12 = 1,068 + 24,735.50 = 25,803.50.
    // Complete 79 + 10 × 5 = 129 → 2,190.29; year 1,548 + 24,735.50 = 26,283.50.
    // Premium 129 + 12 × 5 = 189 → 2,250.29; year 2,268 + 24,735.50 = 27,003.50.
    const estimate = estimatePayrollCost(
      { employees: 5, annualWagesPerEmployeeCents: 4_800_000, sutaRate: '0.0295', sutaWageBaseCents: 4_180_000 },
      PAYROLL_PACKAGES,
    );
    expect(estimate.perEmployeeAnnual).toEqual({
      socialSecurityCents: 297_600,
      medicareCents: 69_600,
      futaCents: 4_200,
      sutaCents: 123_310,
      totalCents: 494_710,
    });
    expect(estimate.employerTaxesAnnual.totalCents).toBe(2_473_550);
    expect(estimate.employerTaxesMonthlyCents).toBe(206_129);
    // Wages 5 × 48,000 ÷ 12 = 20,000.00 a month.
    expect(estimate.grossWagesMonthlyCents).toBe(2_000_000);
    expect(estimate.packages).toEqual([
      { title: 'Essential', recommended: false, serviceFeeMonthlyCents: 8_900, totalMonthlyCents: 215_029, totalAnnualCents: 2_580_350 },
      { title: 'Complete', recommended: true, serviceFeeMonthlyCents: 12_900, totalMonthlyCents: 219_029, totalAnnualCents: 2_628_350 },
      { title: 'Premium', recommended: false, serviceFeeMonthlyCents: 18_900, totalMonthlyCents: 225_029, totalAnnualCents: 2_700_350 },
    ]);
  });

  it('stops Social Security at the 2026 wage base and FUTA at $7,000', () => {
    // 1 employee at $200,000, SUTA 0 %: SS 184,500 × 6.2 % = 11,439.00; Medicare 200,000 × 1.45 %
    // = 2,900.00 (no employer share of the additional 0.9 %); FUTA 42.00; total 14,381.00.
    const estimate = estimatePayrollCost(
      { employees: 1, annualWagesPerEmployeeCents: 20_000_000, sutaRate: '0', sutaWageBaseCents: 4_180_000 },
      PAYROLL_PACKAGES,
    );
    expect(estimate.perEmployeeAnnual).toEqual({
      socialSecurityCents: 1_143_900,
      medicareCents: 290_000,
      futaCents: 4_200,
      sutaCents: 0,
      totalCents: 1_438_100,
    });
  });

  it('taxes low wages in full below every base', () => {
    // $5,000 a year, SUTA 3 % on $41,800: SS 310.00, Medicare 72.50, FUTA 30.00, SUTA 150.00 = 562.50.
    const estimate = estimatePayrollCost(
      { employees: 2, annualWagesPerEmployeeCents: 500_000, sutaRate: '0.03', sutaWageBaseCents: 4_180_000 },
      PAYROLL_PACKAGES,
    );
    expect(estimate.perEmployeeAnnual.totalCents).toBe(56_250);
    // × 2 = 1,125.00 a year; ÷ 12 = 93.75 a month.
    expect(estimate.employerTaxesMonthlyCents).toBe(9_375);
  });
});
