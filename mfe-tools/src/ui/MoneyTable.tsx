// Tables of figures in the brand's tool style: money columns right-aligned in tabular figures,
// totals bold, net figures in mint. Scrolls sideways on a narrow phone instead of overflowing.
import styled from 'styled-components';
import { media } from '@firm/shared-contracts';

export const TableScroll = styled.div`
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

export const MoneyTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    text-align: left;
    vertical-align: top;
  }
  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.xs};
    th,
    td {
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
    }
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
    font-weight: 600;
  }
  th[scope='row'] {
    font-weight: 400;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  tr[data-kind='subtotal'] > *,
  tr[data-kind='total'] > *,
  tr[data-kind='net'] > * {
    font-weight: 700;
  }
  tr[data-kind='net'] > * {
    color: ${({ theme }) => theme.color.mint};
    border-top: 2px solid ${({ theme }) => theme.color.mint};
    border-bottom: 0;
  }
  tr[data-highlight='true'] > * {
    background: #fff6e8;
  }
`;
