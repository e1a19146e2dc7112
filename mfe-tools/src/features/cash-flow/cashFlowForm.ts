// The cash-flow form: rows of inflows and outflows as strings, their URL form
// ('item=in~monthly~4000.00~Sales'), and validation into the engine input.
import * as z from 'zod/mini';
import { check, type FieldErrors } from '@firm/shared-contracts/validation';
import { TOOL_MESSAGES, field, parseAmount, type Parsed } from '../../lib/parse.ts';
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
  | { readonly ok: false; readonly errors: Readonly<FieldErrors> };

type CashFlowItem = CashFlowInput['items'][number];

/** 'monthly', or the index of the one month ('0'…'11'). */
function parseWhen(raw: string): Parsed<CashFlowItem['when']> {
  if (raw === 'monthly') return { ok: true, value: 'monthly' };
  if (/^\d{1,2}$/.test(raw) && Number(raw) < FORECAST_MONTHS) return { ok: true, value: Number(raw) };
  return { ok: false, error: CASH_FLOW_MESSAGES.when };
}

const itemSchema = z.pipe(
  z.object({
    label: z.string(),
    direction: z.enum(['in', 'out']),
    amount: field((raw) => parseAmount(raw, { positive: true })),
    when: field(parseWhen),
  }),
  z.transform(
    ({ label, direction, amount, when }): CashFlowItem => ({
      label: label.trim() || (direction === 'in' ? 'Inflow' : 'Outflow'),
      direction,
      amountCents: amount,
      when,
    }),
  ),
);

const cashFlowSchema = z
  .object({
    opening: field((raw) => parseAmount(raw, { blank: 0 })),
    start: field((raw): Parsed<string> => (isMonthKey(raw) ? { ok: true, value: raw } : { ok: false, error: CASH_FLOW_MESSAGES.start })),
    // A row without an amount is ignored, whatever else it holds; it keeps its place, so a
    // message names the row the visitor sees.
    items: z.array(
      z.pipe(
        z.transform((row: ItemRow): z.input<typeof itemSchema> | null => (row.amount.trim() === '' ? null : row)),
        z.nullable(itemSchema),
      ),
    ),
  })
  .check(
    z.check((payload) => {
      if (payload.issues.length === 0 && payload.value.items.every((item) => item === null)) {
        payload.issues.push({ code: 'custom', message: CASH_FLOW_MESSAGES.noItems, path: ['items'], input: payload.value.items });
      }
    }),
  );

/** Error keys: 'opening', 'start', 'items', 'items.<index>.amount', 'items.<index>.when'. */
export function runCashFlow(values: CashFlowFormValues): CashFlowOutcome {
  const checked = check(cashFlowSchema, values);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const items = checked.value.items.filter((item) => item !== null);
  const input: CashFlowInput = { openingCents: checked.value.opening, startMonth: checked.value.start, items };
  return { ok: true, input, forecast: forecastCashFlow(input) };
}

export { TOOL_MESSAGES };
