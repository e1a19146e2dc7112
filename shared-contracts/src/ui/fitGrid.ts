// How many columns a card grid uses, from how many cards it holds and how many fit side by side.
// An auto-fill grid makes as many columns as fit, whatever the number of cards: three cards at
// 1280 px left a fourth, empty column, and five cards a lone card on a second row. Here the
// column count follows the cards instead: a row that can hold them all holds exactly them, and
// otherwise the rows are as even as possible (5 → 3 + 2, 4 → 2 × 2), with the last one centred
// by the grid's layout (Cards.tsx).

/** Columns of at least `minCard` px, `gap` px apart, that fit in `width` px (at least one). */
export function columnsThatFit(width: number, minCard: number, gap: number): number {
  if (!(width > 0) || !(minCard > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minCard + gap)));
}

/**
 * The column count for `count` cards when at most `fit` columns fit: all in one row when they
 * fit, otherwise the fewest rows, spread as evenly as those rows allow.
 */
export function gridColumns(count: number, fit: number): number {
  const cards = Math.floor(count);
  const most = Math.max(1, Math.floor(fit));
  if (cards <= 1) return 1;
  if (cards <= most) return cards;
  const rows = Math.ceil(cards / most);
  return Math.ceil(cards / rows);
}

export interface GridStep {
  /** The grid's own width (px) from which this column count applies. */
  minWidth: number;
  columns: number;
}

/**
 * The widths at which a grid of `count` cards changes its column count, narrowest first: the
 * first step (0 px) is one column; each later one starts where one more `minCard` column fits.
 * Steps that would not change the count are left out.
 */
export function gridSteps(count: number, minCard: number, gap: number): GridStep[] {
  const steps: GridStep[] = [{ minWidth: 0, columns: 1 }];
  for (let fit = 2; fit <= Math.max(1, Math.floor(count)); fit += 1) {
    const columns = gridColumns(count, fit);
    if (columns !== steps[steps.length - 1]!.columns) steps.push({ minWidth: fit * minCard + (fit - 1) * gap, columns });
  }
  return steps;
}
