// A kind's entries in the public order, as cards (no table, so a phone shows them whole): Edit,
// Move up and Move down (also Alt+Arrow keys on an entry; focus stays on the moved entry), a
// Shown switch and Delete. Press releases and mentions are ordered by date and have no moves.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { Badge, Muted, RowActions } from '../../lib/ui.tsx';
import type { ContentKind } from './contentKinds.ts';
import type { ContentRow } from './contentForm.ts';
import { canMove, groupOf, type Direction } from './contentOrder.ts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  overflow-wrap: anywhere;
  &:focus-within {
    border-color: ${({ theme }) => theme.color.ledger};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Switch = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-height: 36px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
`;

export function entryTitle(kind: ContentKind, row: ContentRow): string {
  const value = row[kind.titleField];
  return typeof value === 'string' && value.trim() ? value : `Untitled ${kind.noun.toLowerCase()}`;
}

export function entryDetail(kind: ContentKind, row: ContentRow): string {
  const detail = kind.detailField ? row[kind.detailField] : null;
  const group = groupOf(kind, row);
  return [typeof detail === 'string' ? detail : null, group || null].filter(Boolean).join(' · ');
}

interface ContentListProps {
  kind: ContentKind;
  rows: readonly ContentRow[];
  busy: boolean;
  /** The entry and button to focus once the list shows the new order ("<id>:up"). */
  focusAfterMove: string | null;
  onEdit(row: ContentRow): void;
  onMove(row: ContentRow, direction: Direction): void;
  onShown(row: ContentRow, shown: boolean): void;
  onDelete(row: ContentRow): void;
}

export function ContentList({ kind, rows, busy, focusAfterMove, onEdit, onMove, onShown, onDelete }: ContentListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const manual = kind.order.mode === 'manual';

  useEffect(() => {
    if (!focusAfterMove) return;
    const [id, direction] = focusAfterMove.split(':');
    const item = listRef.current?.querySelector<HTMLElement>(`[data-entry="${id}"]`);
    // The button pressed, or the other one once the entry reached an end of its group.
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
  }, [focusAfterMove, rows]);

  const keys = (row: ContentRow) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!manual || !event.altKey || busy) return;
    const direction: Direction | null = event.key === 'ArrowUp' ? 'up' : event.key === 'ArrowDown' ? 'down' : null;
    if (direction && canMove(kind, rows, row.id, direction)) {
      event.preventDefault();
      onMove(row, direction);
    }
  };

  return (
    <List ref={listRef} aria-label={kind.label}>
      {rows.map((row) => {
        const title = entryTitle(kind, row);
        const detail = entryDetail(kind, row);
        return (
          <Item key={row.id} data-entry={row.id} onKeyDown={keys(row)}>
            <div>
              <h3>
                {title} {row.shown ? null : <Badge $tone="warning">Hidden</Badge>}
              </h3>
              {detail ? <Muted>{detail}</Muted> : null}
            </div>
            <RowActions>
              <Button $variant="secondary" aria-label={`Edit ${title}`} onClick={() => onEdit(row)} disabled={busy}>
                Edit
              </Button>
              {manual ? (
                <>
                  <Button $variant="secondary" data-move="up" aria-label={`Move ${title} up`} aria-keyshortcuts="Alt+ArrowUp"
                    disabled={busy || !canMove(kind, rows, row.id, 'up')} onClick={() => onMove(row, 'up')}>
                    Move up
                  </Button>
                  <Button $variant="secondary" data-move="down" aria-label={`Move ${title} down`} aria-keyshortcuts="Alt+ArrowDown"
                    disabled={busy || !canMove(kind, rows, row.id, 'down')} onClick={() => onMove(row, 'down')}>
                    Move down
                  </Button>
                </>
              ) : null}
              <Switch>
                <input type="checkbox" role="switch" checked={row.shown} disabled={busy} aria-label={`Show ${title} on the site`}
                  onChange={(event) => onShown(row, event.target.checked)} />
                Shown
              </Switch>
              <Button $variant="secondary" aria-label={`Delete ${title}`} onClick={() => onDelete(row)} disabled={busy}>
                Delete
              </Button>
            </RowActions>
          </Item>
        );
      })}
    </List>
  );
}
