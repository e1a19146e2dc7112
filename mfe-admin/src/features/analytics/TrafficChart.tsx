// Page views and unique visitors by day (or by hour, for the last 24 hours) as an SVG line chart. The chart is an image with a text
// summary; the same figures are in the table that follows it, for screen readers and keyboards.
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@firm/shared-contracts';
import { formatNumber } from '@firm/shared-contracts/format';
import { isHourlyPoint, pointLabel, trafficTitle } from './tables.ts';

export interface ChartPoint {
  date: string;
  page_views: number;
  unique_visitors: number;
}

const W = 720;
const H = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 48 };

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme: t }) => t.space[4]};
    margin-top: ${({ theme: t }) => t.space[2]};
    font-size: ${({ theme: t }) => t.font.size.xs};
  }
`;

const Key = styled.span<{ $color: string; $dashed?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme: t }) => t.space[2]};
  &::before {
    content: '';
    width: 24px;
    border-top: 3px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ $color }) => $color};
  }
`;

/** A 'nice' axis maximum: 1, 2 or 5 times a power of ten, at least the data maximum. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function chartSummary(points: readonly ChartPoint[]): string {
  if (points.length === 0) return 'No daily figures in this period.';
  const views = points.reduce((a, p) => a + p.page_views, 0);
  const peak = points.reduce((best, p) => (p.page_views > best.page_views ? p : best), points[0]!);
  const unit = isHourlyPoint(peak.date) ? 'hour' : 'day';
  const when = pointLabel(peak.date);
  return `${formatNumber(views)} page views over ${points.length} ${unit}${points.length === 1 ? '' : 's'}; the busiest ${unit} was ${when} with ${formatNumber(peak.page_views)}.`;
}

export function TrafficChart({ points }: { points: readonly ChartPoint[] }) {
  const titleId = useId();
  const descId = useId();
  const max = niceMax(Math.max(0, ...points.map((p) => Math.max(p.page_views, p.unique_visitors))));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const line = (key: 'page_views' | 'unique_visitors') => points.map((p, i) => `${x(i)},${y(p[key])}`).join(' ');
  const ticks = [0, max / 2, max];
  const labelIdx = points.length <= 1 ? [0] : [0, Math.floor((points.length - 1) / 2), points.length - 1];
  const showDots = points.length <= 31;
  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{trafficTitle(points)}</title>
        <desc id={descId}>{chartSummary(points)}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={theme.color.line} />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" fontSize="12" fill={theme.color.slate}>
              {formatNumber(t)}
            </text>
          </g>
        ))}
        {[...new Set(labelIdx)].map((i) =>
          points[i] ? (
            <text key={i} x={x(i)} y={H - 12} textAnchor="middle" fontSize="12" fill={theme.color.slate}>
              {pointLabel(points[i].date)}
            </text>
          ) : null,
        )}
        {points.length > 0 ? (
          <>
            <polyline points={line('page_views')} fill="none" stroke={theme.color.ledger} strokeWidth="3" />
            <polyline
              points={line('unique_visitors')}
              fill="none"
              stroke={theme.color.mint}
              strokeWidth="3"
              strokeDasharray="8 5"
            />
            {showDots
              ? points.map((p, i) => <circle key={p.date} cx={x(i)} cy={y(p.page_views)} r="4" fill={theme.color.ledger} />)
              : null}
          </>
        ) : null}
      </svg>
      <figcaption aria-hidden="true">
        <Key $color={theme.color.ledger}>Page views</Key>
        <Key $color={theme.color.mint} $dashed>
          Unique visitors
        </Key>
      </figcaption>
    </Figure>
  );
}
