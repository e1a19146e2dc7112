// Money display for every tool: integer cents in, '$2,450.12' out. Negative amounts are shown in
// parentheses, as the brand's "numbers in tools" rule asks ('($320.38)').
import { formatCents } from '../features/netpay/engine/index.ts';

function withThousands(plain: string): string {
  const [whole = '0', fraction = '00'] = plain.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** '$2,450.12'; a negative amount as '-$12.00' (for inline text). */
export function formatMoney(cents: number): string {
  const text = withThousands(formatCents(Math.abs(cents)));
  return cents < 0 ? `-$${text}` : `$${text}`;
}

/** Table form: a negative amount in parentheses, '($320.38)'. */
export function formatMoneyCell(cents: number): string {
  const text = `$${withThousands(formatCents(Math.abs(cents)))}`;
  return cents < 0 ? `(${text})` : text;
}

/** Whole-cent amount as a plain decimal for CSV and inputs: '-1234.50'. */
export function plainAmount(cents: number): string {
  return formatCents(cents);
}

/** Share of a total as a percentage with one decimal ('10.7'), from integers only. */
export function percentOf(part: number, total: number): string {
  if (total <= 0) return '0.0';
  const tenths = Math.round((part * 1000) / total);
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}
