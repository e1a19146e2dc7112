// The tables of the analytics screen, as data: each column says what kind of figure it holds, so
// the screen shows it for people ('2m 05s', '41.5%', '—' when not measured) and the CSV export
// writes it for spreadsheets: numbers as numbers, a figure not measured as an empty cell, the unit
// in the header ('Share (%)' holding 60, not '60%').
import { formatDate, formatNumber, formatPercent } from '@firm/shared-contracts/format';
import type { AnalyticsFigures } from './analyticsApi.ts';
import { toCsv } from '../../lib/csv.ts';

export type TabKey = 'overview' | 'content' | 'acquisition';

/** text: as it is; count: a whole number; seconds: a duration; percent: 0 to 100. */
export type ColumnKind = 'text' | 'count' | 'seconds' | 'percent';

export interface Column {
  header: string;
  kind: ColumnKind;
}

export type Cell = string | number | null;

export interface TableSpec {
  caption: string;
  columns: Column[];
  rows: Cell[][];
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const total = Math.round(seconds);
  return `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, '0')}s`;
}

export function isNumeric(kind: ColumnKind): boolean {
  return kind !== 'text';
}

/** A cell as the screen shows it. */
export function displayCell(kind: ColumnKind, value: Cell): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'seconds':
      return formatDuration(value);
    case 'percent':
      return formatPercent(value);
    default:
      return formatNumber(value);
  }
}

/** A column's CSV header: the unit of a duration or a percentage goes in it. */
export function csvHeader(column: Column): string {
  if (column.kind === 'seconds') return `${column.header} (seconds)`;
  if (column.kind === 'percent') return `${column.header} (%)`;
  return column.header;
}

/** A cell as the CSV holds it: a figure as a number (durations in whole seconds), none as empty. */
export function csvCell(kind: ColumnKind, value: Cell): string | number | null {
  if (value === null || !isNumeric(kind) || typeof value !== 'number') return value;
  return kind === 'seconds' ? Math.round(value) : value;
}

export function tableCsv(spec: TableSpec): string {
  return toCsv(
    spec.columns.map(csvHeader),
    spec.rows.map((row) => row.map((value, i) => csvCell(spec.columns[i]?.kind ?? 'text', value))),
  );
}

/** A chart point is a UTC day ('2026-03-10') or, for a window of hours, the start of an hour ('2026-03-10T15:00:00Z'). */
export function isHourlyPoint(date: string): boolean {
  return date.includes('T');
}

/**
 * 'Mar 10' for a day (a UTC day, as the daily figures are), or for an hour its start on the firm's
 * clock, as every time in the portal: 'Mar 10, 8:00 AM PDT'.
 */
export function pointLabel(date: string): string {
  const hourly = isHourlyPoint(date);
  const moment = new Date(hourly ? date : `${date}T00:00:00Z`);
  if (Number.isNaN(moment.getTime())) return date;
  if (hourly) return `${formatDate(moment, 'dayMonth')}, ${formatDate(moment, 'zonedTime')}`;
  return moment.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The title of the traffic chart and table: daily, or hourly for a window of hours. */
export function trafficTitle(points: ReadonlyArray<{ date: string }>): string {
  const first = points[0];
  return first && isHourlyPoint(first.date)
    ? 'Hourly page views and unique visitors (UTC)'
    : 'Daily page views and unique visitors';
}

export function tableFor(tab: TabKey, figures: AnalyticsFigures): TableSpec | null {
  switch (tab) {
    case 'overview':
      return {
        caption: trafficTitle(figures.chartData),
        columns: [
          { header: figures.chartData[0] && isHourlyPoint(figures.chartData[0].date) ? 'Hour (UTC)' : 'Date', kind: 'text' },
          { header: 'Page views', kind: 'count' },
          { header: 'Unique visitors', kind: 'count' },
        ],
        rows: figures.chartData.map((p) => [p.date, p.page_views, p.unique_visitors]),
      };
    case 'content':
      return {
        caption: 'Top pages',
        columns: [
          { header: 'Page', kind: 'text' },
          { header: 'Path', kind: 'text' },
          { header: 'Page views', kind: 'count' },
          { header: 'Unique visitors', kind: 'count' },
          { header: 'Avg. time on page', kind: 'seconds' },
        ],
        rows: figures.topPages.map((p) => [p.page_title, p.page_path, p.page_views, p.unique_visitors, p.avg_time_on_page]),
      };
    case 'acquisition':
      return {
        caption: 'Traffic sources',
        columns: [
          { header: 'Source / medium', kind: 'text' },
          { header: 'Sessions', kind: 'count' },
          { header: 'Share', kind: 'percent' },
        ],
        rows: figures.trafficSources.map((s) => [s.source_medium, s.sessions, s.percentage]),
      };
  }
}
