// The order of the Content lists: as the public pages show it, moves within a department for the
// team, none for the dated kinds, new entries at the end of their group.
import { describe, expect, it } from 'vitest';
import { contentKind, type ContentKind } from './contentKinds.ts';
import type { ContentRow } from './contentForm.ts';
import { canMove, movedOrder, nextSortOrder, sortRows } from './contentOrder.ts';

const kind = (id: string): ContentKind => {
  const found = contentKind(id);
  if (!found) throw new Error(id);
  return found;
};
const member = (id: string, department: string, sort_order: number): ContentRow => ({ id, shown: true, first_name: id, department, sort_order });

describe('team order', () => {
  const team = kind('team');
  const rows = sortRows(team, [member('c', 'Payroll', 10), member('b', 'Leadership', 20), member('a', 'Leadership', 10), member('d', 'Payroll', 20)]);

  it('groups by department, then follows sort_order', () => {
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves a member within their department only', () => {
    expect(movedOrder(team, rows, 'b', 'up')).toEqual(['b', 'a', 'c', 'd']);
    expect(movedOrder(team, rows, 'a', 'down')).toEqual(['b', 'a', 'c', 'd']);
    expect(canMove(team, rows, 'a', 'up')).toBe(false);
    expect(canMove(team, rows, 'b', 'down')).toBe(false);
    expect(movedOrder(team, rows, 'c', 'up')).toBeNull();
    expect(canMove(team, rows, 'd', 'down')).toBe(false);
  });

  it('puts a new member after the last of their department', () => {
    expect(nextSortOrder(team, rows, 'Leadership')).toBe(30);
    expect(nextSortOrder(team, rows, 'Marketing')).toBe(10);
  });
});

describe('reviews order', () => {
  const reviews = kind('reviews');
  const review = (id: string, sort_order: number, review_date: string): ContentRow => ({ id, shown: true, author_first_name: id, sort_order, review_date });

  it('follows sort_order, newest first among equals', () => {
    const rows = sortRows(reviews, [review('x', 20, '2026-01-01'), review('y', 10, '2025-01-01'), review('z', 10, '2026-03-01')]);
    expect(rows.map((row) => row.id)).toEqual(['z', 'y', 'x']);
    expect(movedOrder(reviews, rows, 'x', 'up')).toEqual(['z', 'x', 'y']);
  });
});

describe('dated kinds', () => {
  it('list press releases newest first and never move them', () => {
    const press = kind('press');
    const rows = sortRows(press, [
      { id: 'old', shown: true, title: 'Old', release_date: '2022-01-01' },
      { id: 'new', shown: true, title: 'New', release_date: '2025-01-01' },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['new', 'old']);
    expect(canMove(press, rows, 'old', 'up')).toBe(false);
    expect(movedOrder(press, rows, 'old', 'up')).toBeNull();
  });
});
