// /tools/cash-flow-forecast: opening cash plus recurring and one-off inflows and outflows → a
// 12-month forecast with the lowest cash month, a chart and a CSV download. Inputs live in the URL.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, VisuallyHidden, media, usePageMeta } from '@firm/shared-contracts';
import { Field, Form, Input, TextField } from '@firm/shared-contracts/forms';
import { formatCentsAsMoney } from '@firm/shared-contracts/format';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { MoneyTable, TableScroll } from '../../ui/MoneyTable.tsx';
import { FieldRow, NumberField, SelectField } from '../../ui/fields.tsx';
import { Note, ResultHeadline, ToolCard, ToolLayout } from '../../ui/ToolLayout.tsx';
import { CashFlowChart } from './CashFlowChart.tsx';
import { addMonths, forecastCsv, isMonthKey, FORECAST_MONTHS } from './engine/cashFlow.ts';
import {
  cashFlowFromParams,
  cashFlowToParams,
  defaultCashFlowValues,
  newItem,
  runCashFlow,
  type CashFlowFormValues,
  type CashFlowOutcome,
  type ItemRow,
} from './cashFlowForm.ts';

const ItemList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: 2fr 1.2fr 1.4fr auto;
    gap: ${({ theme }) => theme.space[3]};
    align-items: end;
    padding-bottom: ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    ${media.mobile} {
      grid-template-columns: 1fr;
    }
  }
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  > ol {
    width: 100%;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.red};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

function whenOptions(start: string) {
  const valid = isMonthKey(start);
  return [
    { value: 'monthly', label: 'Every month' },
    ...Array.from({ length: FORECAST_MONTHS }, (_, i) => ({ value: String(i), label: `Once, in ${valid ? addMonths(start, i).label : `month ${i + 1}`}` })),
  ];
}

function downloadCsv(csv: string, filename: string) {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function CashFlowPage() {
  usePageMeta({
    title: 'Cash Flow Forecast',
    description: 'Forecast the next 12 months of cash from your opening balance, regular and one-off inflows and outflows. See your lowest cash month and download a CSV.',
    canonicalPath: '/tools/cash-flow-forecast',
  });
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<CashFlowFormValues>(() => cashFlowFromParams(params) ?? defaultCashFlowValues());
  const [outcome, setOutcome] = useState<CashFlowOutcome | null>(() => (cashFlowFromParams(params) ? runCashFlow(values) : null));
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<'summary' | 'result' | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'summary') summaryRef.current?.focus();
    if (target === 'result') resultRef.current?.focus();
  });

  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const updateItem = (index: number, patch: Partial<ItemRow>) =>
    setValues((current) => ({ ...current, items: current.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = runCashFlow(values);
    setOutcome(next);
    pendingFocus.current = next.ok ? 'result' : 'summary';
    if (next.ok) setParams(cashFlowToParams(values), { replace: true });
  };

  const labelOf = (key: string) => {
    const m = /^items\.(\d+)\.(\w+)$/.exec(key);
    if (m) {
      const item = values.items[Number(m[1])];
      const name = item?.label.trim() || `Row ${Number(m[1]) + 1}`;
      return `${name} ${m[2] === 'amount' ? 'amount' : 'timing'}`;
    }
    return key === 'opening' ? 'Opening cash' : key === 'start' ? 'First month' : 'Inflows and outflows';
  };
  const forecast = outcome?.ok ? outcome.forecast : null;

  return (
    <ToolLayout
      title="Cash Flow Forecast"
      lead="See the next 12 months of cash before they happen: start from today's balance, add what comes in and goes out, and spot the tight month early."
      cta={{ title: 'Want a Forecast Built From Your Real Books?', text: 'We keep your books current and turn them into a rolling cash forecast you can plan with.' }}
    >
      <ToolCard>
        <Form ref={formRef} noValidate aria-labelledby="cf-form-title" onSubmit={onSubmit}>
          <h2 id="cf-form-title">Your cash today and what moves it</h2>
          <ErrorSummary
            ref={summaryRef}
            scope={() => formRef.current}
            items={Object.entries(errors).map(([key, message]) => ({ key, message: message ?? '', name: key === 'items' ? 'items.0.amount' : key, label: labelOf(key) }))}
          />
          <FieldRow>
            <NumberField label="Opening cash" name="opening" value={values.opening} step="0.01" prefix="$" onValueChange={(v) => setValues((c) => ({ ...c, opening: v }))} error={errors['opening']} hint="Cash in the bank at the start of the first month." />
            <Field label="First month" error={errors['start'] ?? null} hint="Year and month, for example 2026-01.">
              {(control) => (
                <Input {...control} type="month" name="start" value={values.start} onChange={(event) => setValues((c) => ({ ...c, start: event.target.value }))} />
              )}
            </Field>
          </FieldRow>
          {(['in', 'out'] as const).map((direction) => (
            <Group key={direction}>
              <legend>{direction === 'in' ? 'Money coming in' : 'Money going out'}</legend>
              <ItemList>
                {values.items.map((item, index) =>
                  item.direction !== direction ? null : (
                    <li key={item.id}>
                      <TextField label="Description" name={`items.${index}.label`} value={item.label} onValueChange={(v) => updateItem(index, { label: v })} />
                      <NumberField label="Amount" name={`items.${index}.amount`} value={item.amount} step="0.01" prefix="$" onValueChange={(v) => updateItem(index, { amount: v })} error={errors[`items.${index}.amount`]} />
                      <SelectField label="When" name={`items.${index}.when`} value={item.when} options={whenOptions(values.start)} onValueChange={(v) => updateItem(index, { when: v })} error={errors[`items.${index}.when`]} />
                      <Button type="button" $variant="ghost" onClick={() => setValues((c) => ({ ...c, items: c.items.filter((_, i) => i !== index) }))}>
                        Remove<VisuallyHidden> {item.label || 'row'}</VisuallyHidden>
                      </Button>
                    </li>
                  ),
                )}
              </ItemList>
              <Button type="button" $variant="secondary" onClick={() => setValues((c) => ({ ...c, items: [...c.items, newItem(direction)] }))}>
                {direction === 'in' ? 'Add an inflow' : 'Add an outflow'}
              </Button>
            </Group>
          ))}
          {errors['items'] ? <ErrorText>{errors['items']}</ErrorText> : null}
          <div>
            <Button type="submit">Forecast My Cash</Button>
          </div>
        </Form>
        {forecast ? (
          <section aria-labelledby="cf-result-title">
            <h2 id="cf-result-title" tabIndex={-1} ref={resultRef}>
              Your 12-month forecast
            </h2>
            <ResultHeadline as="dl" aria-live="polite">
              <div>
                <dt>Lowest cash month</dt>
                <dd data-testid="cf-lowest">
                  {forecast.lowest.label}: {formatCentsAsMoney(forecast.lowest.closingCents, { accounting: true })}
                </dd>
              </div>
              <div>
                <dt>Cash after 12 months</dt>
                <dd data-testid="cf-ending">{formatCentsAsMoney(forecast.endingCents, { accounting: true })}</dd>
              </div>
              <div>
                <dt>Total in / total out</dt>
                <dd>
                  {formatCentsAsMoney(forecast.totalInflowsCents)} / {formatCentsAsMoney(forecast.totalOutflowsCents)}
                </dd>
              </div>
            </ResultHeadline>
            {forecast.firstNegative ? (
              <Note>
                <strong>Cash runs out in {forecast.firstNegative.label}</strong> ({formatCentsAsMoney(forecast.firstNegative.closingCents, { accounting: true })} at month end): plan
                financing or timing changes before then.
              </Note>
            ) : null}
            <CashFlowChart forecast={forecast} />
            <TableScroll>
              <MoneyTable>
                <caption>Month by month (the lowest month is highlighted)</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col" className="num">Opening</th>
                    <th scope="col" className="num">In</th>
                    <th scope="col" className="num">Out</th>
                    <th scope="col" className="num">Net</th>
                    <th scope="col" className="num">Closing</th>
                  </tr>
                </thead>
                <tbody>
                  {forecast.months.map((m) => (
                    <tr key={m.key} data-highlight={m.index === forecast.lowest.index ? 'true' : undefined}>
                      <th scope="row">{m.label}</th>
                      <td className="num">{formatCentsAsMoney(m.openingCents, { accounting: true })}</td>
                      <td className="num">{formatCentsAsMoney(m.inflowsCents, { accounting: true })}</td>
                      <td className="num">{formatCentsAsMoney(-m.outflowsCents, { accounting: true })}</td>
                      <td className="num">{formatCentsAsMoney(m.netCents, { accounting: true })}</td>
                      <td className="num">
                        <strong>{formatCentsAsMoney(m.closingCents, { accounting: true })}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </MoneyTable>
            </TableScroll>
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => downloadCsv(forecastCsv(forecast), `cash-flow-forecast-${forecast.months[0]?.key ?? 'start'}.csv`)}>
                Download CSV
              </Button>
            </Actions>
          </section>
        ) : null}
      </ToolCard>
    </ToolLayout>
  );
}
