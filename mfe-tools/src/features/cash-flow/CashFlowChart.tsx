// Closing cash of each month as bars (below the line when negative), the lowest month in gold.
// The image has a text description; the forecast table beside it holds every figure.
import styled from 'styled-components';
import { formatCentsAsMoney } from '@firm/shared-contracts/format';
import type { Forecast } from './engine/cashFlow.ts';

const W = 600;
const H = 240;
const PAD = { top: 12, bottom: 28, side: 8 };

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 720px;
  height: auto;
  text {
    font-size: 12px;
    fill: ${({ theme }) => theme.color.graphite};
  }
`;

export function CashFlowChart({ forecast }: { forecast: Forecast }) {
  const values = forecast.months.map((m) => m.closingCents);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = Math.max(1, max - min);
  const plotH = H - PAD.top - PAD.bottom;
  const y = (cents: number) => PAD.top + (plotH * (max - cents)) / span;
  const zero = y(0);
  const slot = (W - PAD.side * 2) / values.length;
  return (
    <Svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="cf-chart-title cf-chart-desc">
      <title id="cf-chart-title">Closing cash by month</title>
      <desc id="cf-chart-desc">
        Lowest: {forecast.lowest.label}, {formatCentsAsMoney(forecast.lowest.closingCents)}. Ending: {formatCentsAsMoney(forecast.endingCents)}.
      </desc>
      {forecast.months.map((m, i) => {
        const top = Math.min(y(m.closingCents), zero);
        const height = Math.max(1, Math.abs(y(m.closingCents) - zero));
        const lowest = m.index === forecast.lowest.index;
        return (
          <g key={m.key}>
            <rect
              x={PAD.side + i * slot + slot * 0.15}
              y={top}
              width={slot * 0.7}
              height={height}
              rx="3"
              fill={lowest ? '#E8A33D' : m.closingCents < 0 ? '#0B1F3A' : '#1F5BD8'}
            />
            <text x={PAD.side + i * slot + slot / 2} y={H - 8} textAnchor="middle">
              {m.label.slice(0, 3)}
            </text>
          </g>
        );
      })}
      <line x1={PAD.side} x2={W - PAD.side} y1={zero} y2={zero} stroke="#5B6778" />
    </Svg>
  );
}
