// Copied from shared-contracts/src/format/numbers.ts by scripts/functions/sync-contracts.mjs: edit the
// source and run `npm run sync:functions`; a unit test fails while the two differ.
// Figures as every page shows them, in US English: thousands grouped, decimals fixed or capped.
// One Intl formatter per option set, so all apps (and the functions, through their copy) round and
// group alike. A value that is missing or not a number shows as NO_VALUE rather than 'NaN'.

/** What a formatter shows for a missing or unreadable value: an unknown figure is never shown as 0. */
export const NO_VALUE = '—';

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat for en-US with these options, made once. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export interface NumberOptions {
  /** Exactly this many decimals: a rating of 5 as '5.0'. */
  decimals?: number;
  /** At most this many decimals, trailing zeros dropped: '42.5', '42'. Default 0. */
  maxDecimals?: number;
}

function fractionDigits({ decimals, maxDecimals = 0 }: NumberOptions): Intl.NumberFormatOptions {
  return decimals === undefined
    ? { minimumFractionDigits: 0, maximumFractionDigits: maxDecimals }
    : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
}

/** '10,000', '4.9' (`{ decimals: 1 }`), '1,234.6' (`{ maxDecimals: 1 }`). */
export function formatNumber(value: number | null | undefined, options: NumberOptions = {}): string {
  if (!isFiniteNumber(value)) return NO_VALUE;
  return numberFormat(fractionDigits(options)).format(value);
}

/**
 * A percentage given in points (42.5 → '42.5%'), as the database and the rate tables state them;
 * up to one decimal unless `maxDecimals` says otherwise.
 */
export function formatPercent(points: number | null | undefined, options: NumberOptions = {}): string {
  if (!isFiniteNumber(points)) return NO_VALUE;
  return `${numberFormat(fractionDigits({ maxDecimals: 1, ...options })).format(points)}%`;
}
