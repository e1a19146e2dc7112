// Break-even analysis in integer cents: contribution margin, break-even units and revenue, margin
// of safety. Pure functions, no framework.
import { decimal, divInt, frac, fromCents, mul, roundCents, sub } from '../../netpay/engine/money.ts';

export interface BreakEvenInput {
  /** Fixed costs of the period (rent, salaries, insurance…). */
  readonly fixedCostsCents: number;
  readonly pricePerUnitCents: number;
  readonly variableCostPerUnitCents: number;
  /** Units the business expects to sell in the same period, for the margin of safety. */
  readonly expectedUnits?: number | null;
}

export interface MarginOfSafety {
  readonly expectedRevenueCents: number;
  /** Expected units − break-even units (whole units); negative below break-even. */
  readonly units: number;
  /** Expected revenue − break-even revenue; negative below break-even. */
  readonly revenueCents: number;
  /** Margin of safety as a share of expected revenue, percent with one decimal ('37.5'). */
  readonly percent: string;
  /** Profit (negative: loss) at the expected units. */
  readonly profitCents: number;
}

export interface BreakEvenResult {
  readonly contributionMarginCents: number;
  /** Contribution margin ÷ price, percent with one decimal ('40.0'). */
  readonly contributionMarginPercent: string;
  /** Units to sell to cover the fixed costs, rounded up to a whole unit. */
  readonly breakEvenUnits: number;
  /** Revenue at which profit is zero: fixed costs ÷ contribution margin ratio, to the cent. */
  readonly breakEvenRevenueCents: number;
  readonly marginOfSafety: MarginOfSafety | null;
}

export type BreakEvenOutcome = { readonly ok: true; readonly result: BreakEvenResult } | { readonly ok: false; readonly error: string };

export const BREAK_EVEN_MESSAGES = {
  noMargin: 'The price must be more than the variable cost per unit; otherwise each sale loses money and there is no break-even point.',
} as const;

/** Percent with one decimal of n/d (both integers, d > 0), rounded half up. */
function percentText(n: number, d: number): string {
  const tenths = roundCents(divInt(mul(fromCents(n), frac(1000n)), d));
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

export function breakEven(input: BreakEvenInput): BreakEvenOutcome {
  const margin = input.pricePerUnitCents - input.variableCostPerUnitCents;
  if (margin <= 0) return { ok: false, error: BREAK_EVEN_MESSAGES.noMargin };
  const fixed = input.fixedCostsCents;
  // Whole units, rounded up: integer division, no floating point.
  const units = Math.floor((fixed + margin - 1) / margin);
  // fixed × price ÷ margin, exact, then rounded once to the cent.
  const revenue = roundCents(divInt(mul(fromCents(fixed), fromCents(input.pricePerUnitCents)), margin));

  let marginOfSafety: MarginOfSafety | null = null;
  const expected = input.expectedUnits;
  if (expected !== undefined && expected !== null) {
    const expectedRevenue = roundCents(mul(fromCents(input.pricePerUnitCents), decimal(expected)));
    const safetyRevenue = expectedRevenue - revenue;
    marginOfSafety = {
      expectedRevenueCents: expectedRevenue,
      units: expected - units,
      revenueCents: safetyRevenue,
      percent: expectedRevenue > 0 ? percentText(safetyRevenue, expectedRevenue) : '0.0',
      profitCents: roundCents(sub(mul(fromCents(margin), decimal(expected)), fromCents(fixed))),
    };
  }

  return {
    ok: true,
    result: {
      contributionMarginCents: margin,
      contributionMarginPercent: percentText(margin, input.pricePerUnitCents),
      breakEvenUnits: units,
      breakEvenRevenueCents: revenue,
      marginOfSafety,
    },
  };
}

export interface ChartPoint {
  readonly units: number;
  readonly revenueCents: number;
  readonly totalCostCents: number;
}

/** Revenue and total cost at evenly spaced unit counts from 0 to past break-even (for the chart). */
export function breakEvenChartPoints(input: BreakEvenInput, result: BreakEvenResult, steps = 4): ChartPoint[] {
  const top = Math.max(result.breakEvenUnits * 2, Math.ceil((input.expectedUnits ?? 0) * 1.2), steps);
  const points: ChartPoint[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const units = Math.round((top * i) / steps);
    points.push({
      units,
      revenueCents: input.pricePerUnitCents * units,
      totalCostCents: input.fixedCostsCents + input.variableCostPerUnitCents * units,
    });
  }
  return points;
}
