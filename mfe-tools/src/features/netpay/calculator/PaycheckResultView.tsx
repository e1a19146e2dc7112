// The result: net pay up front, the per-period and annual breakdown table, a bar of where the
// gross pay goes (with its table as the text alternative), the estimate notes and the actions.
import styled from 'styled-components';
import { Button, media } from '@firm/shared-contracts';
import { formatCentsAsMoney, formatDate } from '@firm/shared-contracts/format';
import type { PaycheckResult } from '../engine/index.ts';
import { percentOf } from '../../../lib/percent.ts';
import { MoneyTable, TableScroll } from '../../../ui/MoneyTable.tsx';
import { breakdownRows, paycheckSegments, type Segment } from './breakdown.ts';

const FREQUENCY_TEXT: Readonly<Record<string, string>> = {
  weekly: 'weekly',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'monthly',
};

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  > * {
    min-width: 0;
  }
  @media print {
    gap: ${({ theme }) => theme.space[4]};
    [data-print='hide'] {
      display: none !important;
    }
  }
`;

const Headline = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: #e7f5f0;
  p {
    margin: 0;
  }
  .label {
    font-weight: 600;
    color: ${({ theme }) => theme.color.graphite};
  }
  .amount {
    font-size: ${({ theme }) => theme.font.size.display};
    font-weight: 700;
    line-height: ${({ theme }) => theme.font.lineHeight.heading};
    color: ${({ theme }) => theme.color.mint};
    font-variant-numeric: tabular-nums;
  }
  .sub {
    color: ${({ theme }) => theme.color.slate};
  }
`;

const SEGMENT_COLOR: Readonly<Record<Segment['key'], string>> = {
  net: '#0E7C61',
  federal: '#1F5BD8',
  fica: '#0B1F3A',
  state: '#E8A33D',
  deductions: '#5B6778',
};

const Bar = styled.div`
  display: flex;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.color.line};
  @media print {
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: ${({ theme }) => theme.space[2]};
  border-radius: 3px;
  background: ${({ $color }) => $color};
  vertical-align: -1px;
  @media print {
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

const Notes = styled.div`
  color: ${({ theme }) => theme.color.graphite};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.ink};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    padding-left: ${({ theme }) => theme.space[6]};
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  ${media.mobile} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

const Sub = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.ink};
`;

interface Props {
  result: PaycheckResult;
  payDate?: string | null;
  onEdit(): void;
  onStartOver(): void;
}

export function PaycheckResultView({ result, payDate, onEdit, onStartOver }: Props) {
  const p = result.perPeriod;
  const rows = breakdownRows(result);
  const segments = paycheckSegments(p);
  const gross = p.grossPayCents;
  return (
    <Wrapper data-testid="paycheck-result">
      <Headline aria-live="polite" aria-atomic="true">
        <p className="label">Net pay per paycheck</p>
        <p className="amount" data-testid="net-pay">
          {formatCentsAsMoney(p.netPayCents)}
        </p>
        <p className="sub">
          From {formatCentsAsMoney(gross)} gross, paid {FREQUENCY_TEXT[result.payFrequency] ?? result.payFrequency} ({result.payPeriodsPerYear}{' '}
          paychecks a year): {formatCentsAsMoney(result.annual.netPayCents)} net a year.
          {payDate ? ` Pay date: ${formatDate(payDate, 'long')}.` : ''}
        </p>
      </Headline>

      <TableScroll>
        <MoneyTable>
          <caption>Paycheck breakdown, 2026 tax year ({result.state.name})</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                This paycheck
              </th>
              <th scope="col" className="num">
                Per year
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-kind={row.kind} data-row={row.key}>
                <th scope="row">{row.label}</th>
                <td className="num">{formatCentsAsMoney(row.perPeriodCents, { accounting: true })}</td>
                <td className="num">{formatCentsAsMoney(row.annualCents, { accounting: true })}</td>
              </tr>
            ))}
          </tbody>
        </MoneyTable>
      </TableScroll>

      <div>
        <Sub id="paycheck-chart-title">Where each paycheck goes</Sub>
        <Bar aria-hidden="true" data-testid="paycheck-bar">
          {segments
            .filter((s) => s.cents > 0 && gross > 0)
            .map((s) => (
              <span
                key={s.key}
                title={`${s.label}: ${formatCentsAsMoney(s.cents)}`}
                style={{ width: `${percentOf(s.cents, gross)}%`, background: SEGMENT_COLOR[s.key] }}
              />
            ))}
        </Bar>
        <TableScroll>
          <MoneyTable aria-labelledby="paycheck-chart-title">
            <thead>
              <tr>
                <th scope="col">Part of gross pay</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {segments.map((s) => (
                <tr key={s.key}>
                  <th scope="row">
                    <Swatch $color={SEGMENT_COLOR[s.key]} aria-hidden="true" />
                    {s.label}
                  </th>
                  <td className="num">{formatCentsAsMoney(s.cents, { accounting: true })}</td>
                  <td className="num">{percentOf(s.cents, gross)} %</td>
                </tr>
              ))}
            </tbody>
          </MoneyTable>
        </TableScroll>
      </div>

      <Notes>
        <h4>About these figures</h4>
        {result.isEstimate ? (
          <>
            <p>
              <strong>This result is an estimate</strong> because:
            </p>
            <ul data-testid="estimate-reasons">
              {result.estimateReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          Federal withholding follows IRS Publication 15-T (2026), percentage method for automated payroll. {result.state.name}:{' '}
          {result.state.method} Data confidence: {result.state.confidence}
          {result.state.valuesYear !== 2026 ? ` (latest confirmed values are from ${result.state.valuesYear})` : ''}.
        </p>
        <p>
          The per-year column adds up {result.payPeriodsPerYear} paychecks of this gross, dated through 2026 on the schedule of the
          pay date given (without one, Fridays from January 2, or the 15th and last day, or month ends), so the Social Security wage
          base, the additional Medicare threshold and the state assessment caps apply when they would be reached, and each paycheck
          uses the state tables in force on its date. Withholding is not the final tax owed; this is not tax advice.
        </p>
      </Notes>

      <Actions data-print="hide">
        <Button type="button" $variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button type="button" $variant="ghost" onClick={onStartOver}>
          Start over
        </Button>
        <Button type="button" $variant="ghost" onClick={() => window.print()}>
          Print this breakdown
        </Button>
      </Actions>
    </Wrapper>
  );
}
