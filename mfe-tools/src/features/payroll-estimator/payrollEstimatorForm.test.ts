import { describe, expect, it } from 'vitest';
import { NEVADA_UI_WAGE_BASE, PAYROLL_ESTIMATOR_DEFAULTS, wageBaseHint } from './payrollEstimatorForm.ts';

describe("the estimator's Nevada wage base", () => {
  it('is the latest base Nevada has published, with its year', () => {
    expect(NEVADA_UI_WAGE_BASE).toEqual({ year: 2025, dollars: 41_800 });
    expect(PAYROLL_ESTIMATOR_DEFAULTS.sutaBase).toBe('41800.00');
    expect(wageBaseHint()).toBe(
      "Yearly wages per employee the rate applies to. Nevada's latest published base is $41,800 (2025); use the one on your rate notice.",
    );
  });

  it('names the year of whatever base it is given', () => {
    expect(wageBaseHint({ year: 2026, dollars: 43_200 })).toContain('$43,200 (2026)');
  });
});
