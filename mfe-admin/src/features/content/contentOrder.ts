// The order of a kind's entries as the public pages show them, and moving one entry up or down:
// team members within their department, video reviews and reviews in one list. Press releases and
// mentions are ordered by date and never moved.
import type { ContentKind } from './contentKinds.ts';
import type { ContentRow } from './contentForm.ts';

export type Direction = 'up' | 'down';

function text(row: ContentRow, field: string): string {
  const value = row[field];
  return typeof value === 'string' ? value : '';
}

function number(row: ContentRow, field: string): number {
  const value = row[field];
  return typeof value === 'number' ? value : 0;
}

/** As the public functions order them (team_directory, video_review_list, review_list, the dated lists). */
export function sortRows(kind: ContentKind, rows: readonly ContentRow[]): ContentRow[] {
  const order = kind.order;
  const dateField = order.mode === 'date' ? order.field : kind.id === 'team' ? null : kind.fields.find((field) => field.type === 'date')?.name ?? null;
  return [...rows].sort((a, b) => {
    if (order.mode === 'manual') {
      if (order.groupField) {
        const group = text(a, order.groupField).localeCompare(text(b, order.groupField));
        if (group !== 0) return group;
      }
      const position = number(a, 'sort_order') - number(b, 'sort_order');
      if (position !== 0) return position;
    }
    if (dateField) {
      const date = text(b, dateField).localeCompare(text(a, dateField));
      if (date !== 0) return date;
    }
    return text(a, kind.titleField).localeCompare(text(b, kind.titleField)) || a.id.localeCompare(b.id);
  });
}

/** The group (department) an entry is ordered within; one group for a kind without. */
export function groupOf(kind: ContentKind, row: ContentRow): string {
  return kind.order.mode === 'manual' && kind.order.groupField ? text(row, kind.order.groupField) : '';
}

/** Whether the entry can move that way: not past either end of its group, never for dated kinds. */
export function canMove(kind: ContentKind, sorted: readonly ContentRow[], id: string, direction: Direction): boolean {
  if (kind.order.mode !== 'manual') return false;
  const index = sorted.findIndex((row) => row.id === id);
  const other = sorted[direction === 'up' ? index - 1 : index + 1];
  const row = sorted[index];
  return index >= 0 && !!row && !!other && groupOf(kind, other) === groupOf(kind, row);
}

/** Every id in the new order after moving one entry, or null when it cannot move that way. */
export function movedOrder(kind: ContentKind, sorted: readonly ContentRow[], id: string, direction: Direction): string[] | null {
  if (!canMove(kind, sorted, id, direction)) return null;
  const ids = sorted.map((row) => row.id);
  const index = ids.indexOf(id);
  const target = direction === 'up' ? index - 1 : index + 1;
  [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
  return ids;
}

/** The sort_order of a new entry: after the last of its group, so it joins the end of the list. */
export function nextSortOrder(kind: ContentKind, rows: readonly ContentRow[], group: string): number {
  if (kind.order.mode !== 'manual') return 0;
  const peers = rows.filter((row) => groupOf(kind, row) === group);
  return peers.reduce((max, row) => Math.max(max, number(row, 'sort_order')), 0) + 10;
}
