// /tools/break-even-calculator: fixed costs, price and variable cost per unit → break-even units
// and revenue, margin of safety, with a chart. Inputs live in the URL so a result can be shared.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, usePageMeta } from '@firm/shared-contracts';
import { Form } from '@firm/shared-contracts/forms';
import { formatCentsAsMoney, formatNumber } from '@firm/shared-contracts/format';
import { useUrlForm } from '../../lib/useUrlForm.ts';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { FieldRow, NumberField } from '../../ui/fields.tsx';
import { Note, ResultHeadline, ToolCard, ToolLayout } from '../../ui/ToolLayout.tsx';
import { BreakEvenChart } from './BreakEvenChart.tsx';
import { BREAK_EVEN_DEFAULTS, runBreakEven, type BreakEvenField, type BreakEvenFormOutcome } from './breakEvenForm.ts';

const LABELS: Record<BreakEvenField, string> = {
  fixed: 'Fixed costs per month',
  price: 'Price per unit',
  variable: 'Variable cost per unit',
  expected: 'Expected units sold per month',
};

export function BreakEvenPage() {
  usePageMeta({
    title: 'Break-Even Calculator',
    description: 'Find how many units you need to sell to cover your costs, your break-even revenue and your margin of safety. Free break-even calculator.',
    canonicalPath: '/tools/break-even-calculator',
  });
  const { values, setValue, share, fromUrl } = useUrlForm(BREAK_EVEN_DEFAULTS);
  const [outcome, setOutcome] = useState<BreakEvenFormOutcome | null>(() => (fromUrl ? runBreakEven(values) : null));
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<'summary' | 'result' | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'summary') summaryRef.current?.focus();
    if (target === 'result') resultRef.current?.focus();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = runBreakEven(values);
    setOutcome(next);
    pendingFocus.current = next.ok ? 'result' : 'summary';
    if (next.ok) share(values);
  };
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const result = outcome?.ok ? outcome : null;
  const safety = result?.result.marginOfSafety ?? null;

  return (
    <ToolLayout
      title="Break-Even Calculator"
      lead="How many sales cover your costs? Enter your fixed costs, price and cost per unit to see your break-even point and how much room you have."
      cta={{ title: 'Want Numbers You Can Trust Every Month?', text: 'Our bookkeepers keep your costs and margins current, so decisions like pricing rest on real figures.' }}
    >
      <ToolCard>
        <Form ref={formRef} noValidate aria-labelledby="be-form-title" onSubmit={onSubmit}>
          <h2 id="be-form-title">Your costs and price</h2>
          <ErrorSummary
            ref={summaryRef}
            scope={() => formRef.current}
            items={Object.entries(errors).map(([key, message]) => ({ key, name: key, message: message ?? '', label: LABELS[key as BreakEvenField] }))}
          />
          <FieldRow>
            <NumberField label={LABELS.fixed} name="fixed" value={values.fixed} step="0.01" prefix="$" onValueChange={(v) => setValue('fixed', v)} error={errors.fixed} hint="Rent, salaries, insurance: costs that do not change with sales." required />
            <NumberField label={LABELS.price} name="price" value={values.price} step="0.01" prefix="$" onValueChange={(v) => setValue('price', v)} error={errors.price} required />
            <NumberField label={LABELS.variable} name="variable" value={values.variable} step="0.01" prefix="$" onValueChange={(v) => setValue('variable', v)} error={errors.variable} hint="Materials, shipping, card fees for one unit." required />
            <NumberField label={LABELS.expected} name="expected" value={values.expected} step="1" onValueChange={(v) => setValue('expected', v)} error={errors.expected} hint="Optional: gives the margin of safety." />
          </FieldRow>
          <div>
            <Button type="submit">Calculate Break-Even</Button>
          </div>
        </Form>
        {result ? (
          <section aria-labelledby="be-result-title" aria-live="polite">
            <h2 id="be-result-title" tabIndex={-1} ref={resultRef}>
              Your break-even point
            </h2>
            <ResultHeadline as="dl">
              <div>
                <dt>Break-even units</dt>
                <dd data-testid="be-units">{formatNumber(result.result.breakEvenUnits)}</dd>
              </div>
              <div>
                <dt>Break-even revenue</dt>
                <dd data-testid="be-revenue">{formatCentsAsMoney(result.result.breakEvenRevenueCents)}</dd>
              </div>
              <div>
                <dt>Contribution margin per unit</dt>
                <dd>
                  {formatCentsAsMoney(result.result.contributionMarginCents)} ({result.result.contributionMarginPercent} %)
                </dd>
              </div>
              {safety ? (
                <div>
                  <dt>Margin of safety</dt>
                  <dd data-testid="be-safety">
                    {formatCentsAsMoney(safety.revenueCents)} ({safety.percent} %)
                  </dd>
                </div>
              ) : null}
            </ResultHeadline>
            {safety ? (
              <Note>
                At {formatNumber(result.input.expectedUnits ?? 0)} units you would{' '}
                {safety.profitCents >= 0 ? `make a profit of ${formatCentsAsMoney(safety.profitCents)}` : `lose ${formatCentsAsMoney(-safety.profitCents)}`}, with{' '}
                {safety.units >= 0 ? `${formatNumber(safety.units)} units above` : `${formatNumber(-safety.units)} units below`} break-even.
              </Note>
            ) : null}
            <BreakEvenChart input={result.input} result={result.result} />
            <Note>Break-even units are rounded up to a whole unit; revenue is exact to the cent.</Note>
          </section>
        ) : null}
      </ToolCard>
    </ToolLayout>
  );
}
