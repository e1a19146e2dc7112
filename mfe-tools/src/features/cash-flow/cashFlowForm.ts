// The cash-flow form: rows of inflows and outflows as strings, their URL form
// ('item=in~monthly~4000.00~Sales'), and validation into the engine input.
import { TOOL_MESSAGES, parseAmount } from '../../lib/parse.ts';
import { FORECAST_MONTHS, forecastCashFlow, isMonthKey, type CashFlowInput, type Forecast } from './engine/cashFlow.ts';

export interface ItemRow {
  readonly id: string;
  readonly label: string;
  readonly direction: 'in' | 'out';
  readonly amount: string;
  /** 'monthly' or the month index '0'…'11'. */
  readonly when: string;
}

export interface CashFlowFormValues {
  readonly opening: string;
  readonly start: string;
  readonly items: readonly ItemRow[];
}

export const CASH_FLOW_MESSAGES = {
  start: 'Choose the first month of the forecast.',
  when: 'Choose every month or one month of the forecast.',
  noItems: 'Add at least one inflow or outflow.',
} as const;

let nextId = 0;
export function newItem(direction: 'in' | 'out', partial: Partial<Omit<ItemRow, 'id' | 'direction'>> = {}): ItemRow {
  nextId += 1;
  return { id: `item${nextId}`, label: '', amount: '', when: 'monthly', ...partial, direction };
}

export function currentMonthKey(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export function defaultCashFlowValues(now: Date = new Date()): CashFlowFormValues {
  return {
    opening: '',
    start: currentMonthKey(now),
    items: [newItem('in', { label: 'Sales' }), newItem('out', { label: 'Rent' }), newItem('out', { label: 'Payroll' })],
  };
}

/** URL query of the form (only the fields, so it can be shared). */
export function cashFlowToParams(values: CashFlowFormValues): URLSearchParams {
  const params = new URLSearchParams();
  params.set('open', values.opening);
  params.set('start', values.start);
  for (const item of values.items) params.append('item', [item.direction, item.when, item.amount, item.label.replace(/~/g, '-')].join('~'));
  return params;
}

/** The form from a URL query, or null when the query holds no forecast. */
export function cashFlowFromParams(params: URLSearchParams): CashFlowFormValues | null {
  if (!params.has('open') && !params.has('item')) return null;
  const items: ItemRow[] = params.getAll('item').flatMap((raw) => {
    const [direction, when = 'monthly', amount = '', ...label] = raw.split('~');
    if (direction !== 'in' && direction !== 'out') return [];
    return [newItem(direction, { when, amount, label: label.join('~') })];
  });
  return { opening: params.get('open') ?? '', start: params.get('start') ?? currentMonthKey(), items };
}

export type CashFlowOutcome =
  | { readonly ok: true; readonly input: CashFlowInput; readonly forecast: Forecast }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/** Error keys: 'opening', 'start', 'items', 'items.<index>.amount', 'items.<index>.when'. */
export function runCashFlow(values: CashFlowFormValues): CashFlowOutcome {
  const errors: Record<string, string> = {};
  const opening = parseAmount(values.opening, { blank: 0 });
  if (!opening.ok) errors['opening'] = opening.error;
  if (!isMonthKey(values.start)) errors['start'] = CASH_FLOW_MESSAGES.start;
  const items: CashFlowInput['items'][number][] = [];
  values.items.forEach((row, index) => {
    const blankRow = row.amount.trim() === '';
    if (blankRow) return; // an empty row is ignored
    const amount = parseAmount(row.amount, { positive: true });
    if (!amount.ok) errors[`items.${index}.amount`] = amount.error;
    const when = row.when === 'monthly' ? 'monthly' : /^\d{1,2}$/.test(row.when) && Number(row.when) < FORECAST_MONTHS ? Number(row.when) : null;
    if (when === null) errors[`items.${index}.when`] = CASH_FLOW_MESSAGES.when;
    if (amount.ok && when !== null) {
      items.push({ label: row.label.trim() || (row.direction === 'in' ? 'Inflow' : 'Outflow'), direction: row.direction, amountCents: amount.value, when });
    }
  });
  if (Object.keys(errors).length === 0 && items.length === 0) errors['items'] = CASH_FLOW_MESSAGES.noItems;
  if (!opening.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const input: CashFlowInput = { openingCents: opening.value, startMonth: values.start, items };
  return { ok: true, input, forecast: forecastCashFlow(input) };
}

export { TOOL_MESSAGES };
