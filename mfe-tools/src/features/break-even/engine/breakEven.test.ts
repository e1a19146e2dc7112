// Expected figures worked by hand in each comment.
import { describe, expect, it } from 'vitest';
import { BREAK_EVEN_MESSAGES, breakEven, breakEvenChartPoints } from './breakEven.ts';

describe('breakEven', () => {
  it('finds the break-even point and the margin of safety', () => {
    // Fixed $10,000, price $50, variable $30: margin $20 (20 / 50 = 40.0 %).
    // Units 10,000 / 20 = 500; revenue 500 × 50 = $25,000.00.
    // Expected 800 units: revenue 800 × 50 = $40,000; safety 40,000 − 25,000 = $15,000 = 37.5 %,
    // 800 − 500 = 300 units; profit 800 × 20 − 10,000 = $6,000.
    const outcome = breakEven({ fixedCostsCents: 1_000_000, pricePerUnitCents: 5_000, variableCostPerUnitCents: 3_000, expectedUnits: 800 });
    expect(outcome).toEqual({
      ok: true,
      result: {
        contributionMarginCents: 2_000,
        contributionMarginPercent: '40.0',
        breakEvenUnits: 500,
        breakEvenRevenueCents: 2_500_000,
        marginOfSafety: { expectedRevenueCents: 4_000_000, units: 300, revenueCents: 1_500_000, percent: '37.5', profitCents: 600_000 },
      },
    });
  });

  it('rounds units up and revenue to the cent', () => {
    // Fixed $1,000, price $7, variable $4: margin $3 (3 / 7 = 42.857… → 42.9 %).
    // Units 1,000 / 3 = 333.33… → 334; revenue 1,000 × 7 / 3 = 2,333.333… → $2,333.33.
    const outcome = breakEven({ fixedCostsCents: 100_000, pricePerUnitCents: 700, variableCostPerUnitCents: 400 });
    expect(outcome.ok && outcome.result).toEqual({
      contributionMarginCents: 300,
      contributionMarginPercent: '42.9',
      breakEvenUnits: 334,
      breakEvenRevenueCents: 233_333,
      marginOfSafety: null,
    });
  });

  it('shows a negative margin of safety below break-even', () => {
    // Fixed $10,000, margin $20, expected 400: safety 400 × 50 − 25,000 = −$5,000 = −25.0 %,
    // 400 − 500 = −100 units; loss 400 × 20 − 10,000 = −$2,000.
    const outcome = breakEven({ fixedCostsCents: 1_000_000, pricePerUnitCents: 5_000, variableCostPerUnitCents: 3_000, expectedUnits: 400 });
    expect(outcome.ok && outcome.result.marginOfSafety).toEqual({
      expectedRevenueCents: 2_000_000,
      units: -100,
      revenueCents: -500_000,
      percent: '-25.0',
      profitCents: -200_000,
    });
  });

  it('refuses a price at or below the variable cost', () => {
    expect(breakEven({ fixedCostsCents: 100, pricePerUnitCents: 400, variableCostPerUnitCents: 400 })).toEqual({
      ok: false,
      error: BREAK_EVEN_MESSAGES.noMargin,
    });
  });

  it('has no fixed costs to cover at zero', () => {
    const outcome = breakEven({ fixedCostsCents: 0, pricePerUnitCents: 700, variableCostPerUnitCents: 400 });
    expect(outcome.ok && outcome.result.breakEvenUnits).toBe(0);
    expect(outcome.ok && outcome.result.breakEvenRevenueCents).toBe(0);
  });

  it('gives chart points from zero to twice the break-even units', () => {
    const input = { fixedCostsCents: 1_000_000, pricePerUnitCents: 5_000, variableCostPerUnitCents: 3_000 };
    const outcome = breakEven(input);
    if (!outcome.ok) throw new Error('no result');
    // 0, 250, 500, 750, 1,000 units; cost = 10,000 + 30 × units, revenue = 50 × units.
    expect(breakEvenChartPoints(input, outcome.result)).toEqual([
      { units: 0, revenueCents: 0, totalCostCents: 1_000_000 },
      { units: 250, revenueCents: 1_250_000, totalCostCents: 1_750_000 },
      { units: 500, revenueCents: 2_500_000, totalCostCents: 2_500_000 },
      { units: 750, revenueCents: 3_750_000, totalCostCents: 3_250_000 },
      { units: 1000, revenueCents: 5_000_000, totalCostCents: 4_000_000 },
    ]);
  });
});
