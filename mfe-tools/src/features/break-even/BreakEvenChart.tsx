// Revenue and total cost against units sold, with the break-even point marked. The SVG is an
// image with a text description; the table under it gives the same figures.
import styled from 'styled-components';
import { formatCentsAsMoney, formatNumber } from '@firm/shared-contracts/format';
import { MoneyTable, TableScroll } from '../../ui/MoneyTable.tsx';
import { breakEvenChartPoints, type BreakEvenInput, type BreakEvenResult } from './engine/breakEven.ts';

const W = 600;
const H = 280;
const PAD = { left: 16, right: 16, top: 16, bottom: 32 };

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 720px;
  height: auto;
  text {
    font-size: 13px;
    fill: ${({ theme }) => theme.color.graphite};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[2]} 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  li::before {
    content: '';
    display: inline-block;
    width: 16px;
    height: 4px;
    margin-right: 6px;
    vertical-align: middle;
    background: var(--swatch);
  }
`;

export function BreakEvenChart({ input, result }: { input: BreakEvenInput; result: BreakEvenResult }) {
  const points = breakEvenChartPoints(input, result);
  const last = points[points.length - 1];
  const maxUnits = Math.max(1, last?.units ?? 1);
  const maxCents = Math.max(1, ...points.map((p) => Math.max(p.revenueCents, p.totalCostCents)));
  const x = (units: number) => PAD.left + ((W - PAD.left - PAD.right) * units) / maxUnits;
  const y = (cents: number) => H - PAD.bottom - ((H - PAD.top - PAD.bottom) * cents) / maxCents;
  const line = (pick: (p: (typeof points)[number]) => number) => points.map((p) => `${x(p.units)},${y(pick(p))}`).join(' ');
  const bx = x(result.breakEvenUnits);
  const by = y(result.breakEvenRevenueCents);
  return (
    <figure style={{ margin: 0 }}>
      <Svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="be-chart-title be-chart-desc">
        <title id="be-chart-title">Revenue and total costs by units sold</title>
        <desc id="be-chart-desc">
          Revenue meets total costs at {formatNumber(result.breakEvenUnits)} units, {formatCentsAsMoney(result.breakEvenRevenueCents)}.
        </desc>
        <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} stroke="#5B6778" />
        <line x1={PAD.left} y1={y(input.fixedCostsCents)} x2={W - PAD.right} y2={y(input.fixedCostsCents)} stroke="#5B6778" strokeDasharray="6 4" />
        <polyline points={line((p) => p.totalCostCents)} fill="none" stroke="#0B1F3A" strokeWidth="3" />
        <polyline points={line((p) => p.revenueCents)} fill="none" stroke="#1F5BD8" strokeWidth="3" />
        <circle cx={bx} cy={by} r="7" fill="#E8A33D" stroke="#0B1F3A" strokeWidth="2" />
        <text x={Math.min(bx + 12, W - 190)} y={Math.min(by + 26, H - PAD.bottom - 6)}>
          Break-even: {formatNumber(result.breakEvenUnits)} units
        </text>
        <text x={PAD.left} y={H - 8}>
          0 units
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end">
          {formatNumber(maxUnits)} units
        </text>
      </Svg>
      <Legend aria-hidden="true">
        <li style={{ ['--swatch' as string]: '#1F5BD8' }}>Revenue</li>
        <li style={{ ['--swatch' as string]: '#0B1F3A' }}>Total costs</li>
        <li style={{ ['--swatch' as string]: '#5B6778' }}>Fixed costs</li>
      </Legend>
      <TableScroll>
        <MoneyTable>
          <caption>Revenue, costs and profit by units sold</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Units
              </th>
              <th scope="col" className="num">
                Revenue
              </th>
              <th scope="col" className="num">
                Total costs
              </th>
              <th scope="col" className="num">
                Profit
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.units} data-highlight={p.units === result.breakEvenUnits ? 'true' : undefined}>
                <td className="num">{formatNumber(p.units)}</td>
                <td className="num">{formatCentsAsMoney(p.revenueCents, { accounting: true })}</td>
                <td className="num">{formatCentsAsMoney(p.totalCostCents, { accounting: true })}</td>
                <td className="num">{formatCentsAsMoney(p.revenueCents - p.totalCostCents, { accounting: true })}</td>
              </tr>
            ))}
          </tbody>
        </MoneyTable>
      </TableScroll>
    </figure>
  );
}
