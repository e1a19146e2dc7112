// Building blocks the portal's screens share: page header, panels, tables, badges and counters,
// all from the theme tokens.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, media } from '@firm/shared-contracts';

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.heading};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export function PageHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <HeaderRow>
      <div>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </HeaderRow>
  );
}

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.ink};
  }
`;

/** Horizontal scrolling on small screens keeps tables readable without breaking the layout. */
export const TableWrap = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

/**
 * The portal's tables. Columns are as wide as their longest word, so no word is broken across
 * lines ("Bookkeep/ing"); only a word wider than the table's room (a long email on a phone) breaks.
 * A table wider than the screen scrolls inside its TableWrap with its first column (the row's name)
 * kept in view. With $stackOnMobile, below 768 px each row becomes a block of labelled lines (the
 * header cells' text, from each cell's data-label), for tables with more columns than a phone's
 * width holds. Such a table names its roles in the markup (role="table", "row", "cell"…): some
 * browsers drop a table's semantics once its parts are display: block.
 */
export const DataTable = styled.table<{ $stackOnMobile?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.xs};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.ink};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.color.slate};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody th {
    color: ${({ theme }) => theme.color.graphite};
    font-weight: 600;
  }
  tbody th,
  tbody td {
    overflow-wrap: break-word;
  }
  tr > :first-child {
    position: sticky;
    left: 0;
    background: ${({ theme }) => theme.color.paper};
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${({ $stackOnMobile, theme }) =>
    $stackOnMobile
      ? css`
          ${media.mobile} {
            display: block;
            thead {
              position: absolute;
              width: 1px;
              height: 1px;
              overflow: hidden;
              clip: rect(0, 0, 0, 0);
              white-space: nowrap;
            }
            tbody,
            tr,
            tbody th,
            tbody td {
              display: block;
            }
            tr > :first-child {
              position: static;
            }
            tr {
              padding: ${theme.space[2]} 0;
              border-bottom: 1px solid ${theme.color.line};
            }
            tbody th,
            tbody td {
              padding: ${theme.space[1]} 0;
              border-bottom: 0;
            }
            [data-label]::before {
              content: attr(data-label);
              display: block;
              color: ${theme.color.slate};
              font-weight: 600;
            }
          }
        `
      : ''}
`;

/**
 * An address (email, URL, path) in a table: it may break at any character, so a long one wraps in
 * its column instead of widening the table, while the table's other words stay whole.
 */
export const Breakable = styled.span`
  overflow-wrap: anywhere;
`;

export type BadgeTone = 'success' | 'neutral' | 'danger' | 'info' | 'warning';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    switch ($tone) {
      case 'success':
        return css`
          background: #e7f5f0;
          color: ${theme.color.mint};
        `;
      case 'danger':
        return css`
          background: #fdecea;
          color: ${theme.color.red};
        `;
      case 'info':
        return css`
          background: #e8effc;
          color: ${theme.color.ledgerDark};
        `;
      case 'warning':
        return css`
          background: ${theme.color.gold};
          color: ${theme.color.ink};
        `;
      default:
        return css`
          background: ${theme.color.mist};
          color: ${theme.color.graphite};
        `;
    }
  }}
`;

const StatList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
`;

const StatItem = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  dt {
    color: ${({ theme }) => theme.color.slate};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dd {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  dd + dd {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 400;
    color: ${({ theme }) => theme.color.slate};
  }
`;

export interface Stat {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

/** Figures as a description list: each label is read with its value. */
export function Stats({ items, label }: { items: Stat[]; label: string }) {
  return (
    <StatList aria-label={label}>
      {items.map((item) => (
        <StatItem key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
          {item.note ? <dd>{item.note}</dd> : null}
        </StatItem>
      ))}
    </StatList>
  );
}

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > * {
    min-width: 180px;
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  button,
  a {
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/** The confirm button of an action that destroys or takes away something. */
export const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.color.red};
  border-color: ${({ theme }) => theme.color.red};
  color: ${({ theme }) => theme.color.paper};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.red};
    box-shadow: inset 0 0 0 999px rgba(0, 0, 0, 0.15);
  }
`;

export const EmptyState = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.color.slate};
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.slate};
`;

const WarningBox = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 4px solid ${({ theme }) => theme.color.red};
  border-radius: ${({ theme }) => theme.radius.card};
  background: #fdecea;
  color: ${({ theme }) => theme.color.ink};

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

/** A warning about work the site has not done yet (leads not forwarded, pages not rendered), one sentence a paragraph. */
export function WarningBanner({ label, lines }: { label: string; lines: readonly string[] }) {
  return (
    <WarningBox role="alert" aria-label={label}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </WarningBox>
  );
}

/** A read that failed: what could not be loaded and why, announced, with Retry. */
export function LoadFailure({ what, error, retry }: { what: string; error: Error; retry(): void }) {
  return (
    <div role="alert">
      <p>
        Failed to load {what}: {error.message}
      </p>
      <Button onClick={retry}>Retry</Button>
    </div>
  );
}
