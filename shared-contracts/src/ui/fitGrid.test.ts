import { describe, expect, it } from 'vitest';
import { columnsThatFit, gridColumns, gridSteps } from './fitGrid.ts';

describe('gridColumns', () => {
  it('puts every card in one row when the row can hold them all', () => {
    expect(gridColumns(2, 4)).toBe(2);
    expect(gridColumns(3, 4)).toBe(3);
    expect(gridColumns(3, 3)).toBe(3);
    expect(gridColumns(4, 4)).toBe(4);
  });

  it('spreads the cards over as few rows as possible, as evenly as those rows allow', () => {
    // 4 where 3 fit: 2 × 2, not 3 + 1.
    expect(gridColumns(4, 3)).toBe(2);
    // 5 where 4 fit: 3 + 2, not 4 + 1.
    expect(gridColumns(5, 4)).toBe(3);
    // 6 where 4 or 5 fit: 3 + 3.
    expect(gridColumns(6, 4)).toBe(3);
    expect(gridColumns(6, 5)).toBe(3);
    // 7 where 4 fit: 4 + 3.
    expect(gridColumns(7, 4)).toBe(4);
    // 3 where 2 fit: 2 + 1 (the 1 is centred by the layout).
    expect(gridColumns(3, 2)).toBe(2);
    // 8 where 3 fit: 3 + 3 + 2.
    expect(gridColumns(8, 3)).toBe(3);
  });

  it('never goes below one column', () => {
    expect(gridColumns(0, 4)).toBe(1);
    expect(gridColumns(1, 4)).toBe(1);
    expect(gridColumns(5, 1)).toBe(1);
    expect(gridColumns(5, 0)).toBe(1);
  });
});

describe('columnsThatFit', () => {
  it('counts the columns of the minimum width, gaps included, that fit the width', () => {
    // The content width at 1280 px (1200 px container less 2 × 24 px padding) with 260 px cards.
    expect(columnsThatFit(1152, 260, 24)).toBe(4);
    // At 768 px: 768 − 48 = 720 px.
    expect(columnsThatFit(720, 260, 24)).toBe(2);
    // Exactly two 260 px columns and one gap.
    expect(columnsThatFit(544, 260, 24)).toBe(2);
    expect(columnsThatFit(543, 260, 24)).toBe(1);
    expect(columnsThatFit(100, 260, 24)).toBe(1);
    expect(columnsThatFit(0, 260, 24)).toBe(1);
  });
});

describe('gridSteps', () => {
  it('lists where each column count starts, for the grid width', () => {
    // 3 cards of at least 260 px: 1 column, 2 (+ 1 centred) from 544 px, all 3 from 828 px.
    expect(gridSteps(3, 260, 24)).toEqual([
      { minWidth: 0, columns: 1 },
      { minWidth: 544, columns: 2 },
      { minWidth: 828, columns: 3 },
    ]);
    // 4 cards: 2 × 2 from 544 px (also where 3 would fit), all 4 from 1112 px.
    expect(gridSteps(4, 260, 24)).toEqual([
      { minWidth: 0, columns: 1 },
      { minWidth: 544, columns: 2 },
      { minWidth: 1112, columns: 4 },
    ]);
    // 6 cards: 2, then 3 + 3 from 828 px (4 and 5 fitting change nothing), then 6 from 1680 px.
    expect(gridSteps(6, 260, 24)).toEqual([
      { minWidth: 0, columns: 1 },
      { minWidth: 544, columns: 2 },
      { minWidth: 828, columns: 3 },
      { minWidth: 1680, columns: 6 },
    ]);
  });

  it('has a single step for a single card', () => {
    expect(gridSteps(1, 260, 24)).toEqual([{ minWidth: 0, columns: 1 }]);
  });
});
