// A 12-month cash-flow forecast in integer cents: opening cash, recurring (monthly) and one-off
// inflows and outflows; each month's closing cash, the lowest month, and a CSV export.
import { formatDate } from '@firm/shared-contracts/format';

export type CashFlowDirection = 'in' | 'out';

export interface CashFlowItem {
  readonly label: string;
  readonly direction: CashFlowDirection;
  readonly amountCents: number;
  /** 'monthly' repeats every month; a number is the month (0 = the first forecast month) of a one-off. */
  readonly when: 'monthly' | number;
}

export interface CashFlowInput {
  readonly openingCents: number;
  /** First forecast month, 'YYYY-MM'. */
  readonly startMonth: string;
  readonly items: readonly CashFlowItem[];
}

export interface ForecastMonth {
  readonly index: number;
  /** 'YYYY-MM' */
  readonly key: string;
  /** 'Jan 2026' */
  readonly label: string;
  readonly openingCents: number;
  readonly inflowsCents: number;
  readonly outflowsCents: number;
  readonly netCents: number;
  readonly closingCents: number;
}

export interface Forecast {
  readonly months: readonly ForecastMonth[];
  /** The month with the lowest closing cash (the first one on a tie). */
  readonly lowest: ForecastMonth;
  /** The first month that closes below zero, if any. */
  readonly firstNegative: ForecastMonth | null;
  readonly totalInflowsCents: number;
  readonly totalOutflowsCents: number;
  readonly endingCents: number;
}

export const FORECAST_MONTHS = 12;

/** 'YYYY-MM' plus `offset` months. */
export function addMonths(startMonth: string, offset: number): { key: string; label: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(startMonth);
  if (!match) throw new RangeError(`Not a month: ${startMonth}`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) + offset;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const key = `${year}-${String(month + 1).padStart(2, '0')}`;
  return { key, label: formatDate(`${key}-01`, 'monthYear') };
}

export function isMonthKey(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return !!match && Number(match[2]) >= 1 && Number(match[2]) <= 12 && Number(match[1]) >= 1900 && Number(match[1]) <= 2200;
}

export function forecastCashFlow(input: CashFlowInput): Forecast {
  const months: ForecastMonth[] = [];
  let opening = input.openingCents;
  for (let index = 0; index < FORECAST_MONTHS; index += 1) {
    const applies = (item: CashFlowItem) => item.when === 'monthly' || item.when === index;
    const sumOf = (direction: CashFlowDirection) =>
      input.items.filter((item) => item.direction === direction && applies(item)).reduce((total, item) => total + item.amountCents, 0);
    const inflows = sumOf('in');
    const outflows = sumOf('out');
    const net = inflows - outflows;
    const { key, label } = addMonths(input.startMonth, index);
    months.push({ index, key, label, openingCents: opening, inflowsCents: inflows, outflowsCents: outflows, netCents: net, closingCents: opening + net });
    opening += net;
  }
  const first = months[0] as ForecastMonth;
  const lowest = months.reduce((low, month) => (month.closingCents < low.closingCents ? month : low), first);
  const last = months[months.length - 1] as ForecastMonth;
  return {
    months,
    lowest,
    firstNegative: months.find((month) => month.closingCents < 0) ?? null,
    totalInflowsCents: months.reduce((total, month) => total + month.inflowsCents, 0),
    totalOutflowsCents: months.reduce((total, month) => total + month.outflowsCents, 0),
    endingCents: last.closingCents,
  };
}

function plain(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The forecast as CSV (RFC 4180, CRLF line ends), amounts as plain decimals. */
export function forecastCsv(forecast: Forecast): string {
  const rows = [
    ['Month', 'Opening cash', 'Inflows', 'Outflows', 'Net change', 'Closing cash'],
    ...forecast.months.map((m) => [m.key, plain(m.openingCents), plain(m.inflowsCents), plain(m.outflowsCents), plain(m.netCents), plain(m.closingCents)]),
  ];
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
