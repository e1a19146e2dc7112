// Amounts of money in US dollars, as every page shows them: '$2,450.12', '-$12.00' in running
// text, '($320.38)' in money tables (the accounting form), '$1,200' for prices quoted without cents.
import { isFiniteNumber, NO_VALUE, numberFormat } from './numbers.ts';

export interface MoneyOptions {
  /** Round to whole dollars, no cents shown: '$1,200'. */
  wholeDollars?: boolean;
  /** A negative amount in parentheses, '($320.38)', as money tables show it. */
  accounting?: boolean;
}

/** An amount in dollars: '$2,450.12'; a negative one as '-$12.00' (or '($12.00)' with `accounting`). */
export function formatMoney(dollars: number | null | undefined, options: MoneyOptions = {}): string {
  if (!isFiniteNumber(dollars)) return NO_VALUE;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    currencySign: options.accounting ? 'accounting' : 'standard',
    // No sign on an amount that rounds to zero: '-$0.00' would read as a debt.
    signDisplay: 'negative',
    ...(options.wholeDollars ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(dollars);
}

/** An amount in integer cents (the calculators' unit): 245012 → '$2,450.12'. */
export function formatCentsAsMoney(cents: number | null | undefined, options: MoneyOptions = {}): string {
  return formatMoney(isFiniteNumber(cents) ? cents / 100 : null, options);
}
