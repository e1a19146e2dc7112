// /tools/payroll-estimator: the monthly cost of running payroll with the firm for N employees,
// for each package, plus the employer's payroll taxes. Inputs live in the URL.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, ButtonLink, usePageMeta } from '@firm/shared-contracts';
import { Form } from '@firm/shared-contracts/forms';
import { formatCentsAsMoney, formatNumber } from '@firm/shared-contracts/format';
import { useUrlForm } from '../../lib/useUrlForm.ts';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { MoneyTable, TableScroll } from '../../ui/MoneyTable.tsx';
import { FieldRow, NumberField } from '../../ui/fields.tsx';
import { Note, ResultHeadline, ToolCard, ToolLayout } from '../../ui/ToolLayout.tsx';
import {
  MAX_EMPLOYEES,
  PAYROLL_ESTIMATOR_DEFAULTS,
  runPayrollEstimate,
  wageBaseHint,
  type PayrollEstimatorField,
  type PayrollEstimatorOutcome,
} from './payrollEstimatorForm.ts';

const LABELS: Record<PayrollEstimatorField, string> = {
  employees: 'Number of employees',
  wages: 'Average yearly pay per employee',
  sutaRate: 'State unemployment (SUTA) rate',
  sutaBase: 'SUTA wage base per employee',
};

export function PayrollEstimatorPage() {
  usePageMeta({
    title: 'Payroll Cost Estimator',
    description: 'Estimate the monthly cost of outsourced payroll for your team: service fees for each package plus employer FICA, FUTA and state unemployment tax.',
    canonicalPath: '/tools/payroll-estimator',
  });
  const { values, setValue, share, fromUrl } = useUrlForm(PAYROLL_ESTIMATOR_DEFAULTS);
  const [outcome, setOutcome] = useState<PayrollEstimatorOutcome | null>(() => (fromUrl ? runPayrollEstimate(values) : null));
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = runPayrollEstimate(values);
    setOutcome(next);
    pendingFocus.current = next.ok ? 'result' : 'summary';
    if (next.ok) share(values);
  };
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const result = outcome?.ok ? outcome : null;
  const e = result?.estimate;
  const recommended = e?.packages.find((p) => p.recommended) ?? e?.packages[0];

  return (
    <ToolLayout
      title="Payroll Cost Estimator"
      lead="What does payroll really cost each month? Our service fee for your team size plus the employer taxes you pay on top of wages."
      cta={{ title: 'Ready to Hand Off Payroll?', text: 'Tell us about your team and we will confirm the package and price that fit.' }}
    >
      <ToolCard>
        <Form ref={formRef} noValidate aria-labelledby="pe-form-title" onSubmit={onSubmit}>
          <h2 id="pe-form-title">Your team</h2>
          <ErrorSummary
            ref={summaryRef}
            scope={() => formRef.current}
            items={Object.entries(errors).map(([key, message]) => ({ key, name: key, message: message ?? '', label: LABELS[key as PayrollEstimatorField] }))}
          />
          <FieldRow>
            <NumberField label={LABELS.employees} name="employees" value={values.employees} step="1" min="1" onValueChange={(v) => setValue('employees', v)} error={errors.employees} hint={`1 to ${formatNumber(MAX_EMPLOYEES)}.`} required />
            <NumberField label={LABELS.wages} name="wages" value={values.wages} step="0.01" prefix="$" onValueChange={(v) => setValue('wages', v)} error={errors.wages} hint="Gross wages before taxes." required />
            <NumberField label={`${LABELS.sutaRate} (%)`} name="sutaRate" value={values.sutaRate} step="0.01" onValueChange={(v) => setValue('sutaRate', v)} error={errors.sutaRate} hint="From your state's rate notice. New Nevada employers start at 2.95 %." required />
            <NumberField label={LABELS.sutaBase} name="sutaBase" value={values.sutaBase} step="0.01" prefix="$" onValueChange={(v) => setValue('sutaBase', v)} error={errors.sutaBase} hint={wageBaseHint()} required />
          </FieldRow>
          <div>
            <Button type="submit">Estimate My Payroll Cost</Button>
          </div>
        </Form>
        {result && e && recommended ? (
          <section aria-labelledby="pe-result-title">
            <h2 id="pe-result-title" tabIndex={-1} ref={resultRef}>
              Your monthly payroll cost
            </h2>
            <ResultHeadline as="dl" aria-live="polite">
              <div>
                <dt>With {recommended.title} (most popular)</dt>
                <dd data-testid="pe-total">{formatCentsAsMoney(recommended.totalMonthlyCents)} a month</dd>
              </div>
              <div>
                <dt>Employer payroll taxes</dt>
                <dd>{formatCentsAsMoney(e.employerTaxesMonthlyCents)} a month</dd>
              </div>
              <div>
                <dt>Wages you pay (not included)</dt>
                <dd>{formatCentsAsMoney(e.grossWagesMonthlyCents)} a month</dd>
              </div>
            </ResultHeadline>
            <TableScroll>
              <MoneyTable>
                <caption>
                  Cost per month for {formatNumber(result.input.employees)} employee{result.input.employees === 1 ? '' : 's'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Package</th>
                    <th scope="col" className="num">Service fee</th>
                    <th scope="col" className="num">Employer taxes</th>
                    <th scope="col" className="num">Total a month</th>
                    <th scope="col" className="num">Total a year</th>
                  </tr>
                </thead>
                <tbody>
                  {e.packages.map((p) => (
                    <tr key={p.title} data-highlight={p.recommended ? 'true' : undefined} data-package={p.title}>
                      <th scope="row">
                        {p.title}
                        {p.recommended ? ' (Most Popular)' : ''}
                      </th>
                      <td className="num">{formatCentsAsMoney(p.serviceFeeMonthlyCents, { accounting: true })}</td>
                      <td className="num">{formatCentsAsMoney(e.employerTaxesMonthlyCents, { accounting: true })}</td>
                      <td className="num">
                        <strong>{formatCentsAsMoney(p.totalMonthlyCents, { accounting: true })}</strong>
                      </td>
                      <td className="num">{formatCentsAsMoney(p.totalAnnualCents, { accounting: true })}</td>
                    </tr>
                  ))}
                </tbody>
              </MoneyTable>
            </TableScroll>
            <TableScroll>
              <MoneyTable>
                <caption>Employer payroll taxes for the year</caption>
                <thead>
                  <tr>
                    <th scope="col">Tax</th>
                    <th scope="col" className="num">Per employee</th>
                    <th scope="col" className="num">All employees</th>
                  </tr>
                </thead>
                <tbody>
                  {(
                    [
                      ['Social Security (6.2 % up to $184,500)', 'socialSecurityCents'],
                      ['Medicare (1.45 %)', 'medicareCents'],
                      ['Federal unemployment, FUTA (0.6 % of the first $7,000)', 'futaCents'],
                      [`State unemployment, SUTA (${values.sutaRate} %)`, 'sutaCents'],
                    ] as const
                  ).map(([label, key]) => (
                    <tr key={key}>
                      <th scope="row">{label}</th>
                      <td className="num">{formatCentsAsMoney(e.perEmployeeAnnual[key], { accounting: true })}</td>
                      <td className="num">{formatCentsAsMoney(e.employerTaxesAnnual[key], { accounting: true })}</td>
                    </tr>
                  ))}
                  <tr data-kind="total">
                    <th scope="row">Total</th>
                    <td className="num">{formatCentsAsMoney(e.perEmployeeAnnual.totalCents, { accounting: true })}</td>
                    <td className="num">{formatCentsAsMoney(e.employerTaxesAnnual.totalCents, { accounting: true })}</td>
                  </tr>
                </tbody>
              </MoneyTable>
            </TableScroll>
            <Note>
              Monthly taxes are the year's total spread over 12 months; in practice FUTA and SUTA are paid early in the year, until each
              employee reaches the wage base. FUTA assumes the full state credit (no credit-reduction state). Workers' comp and benefits are not
              included.
            </Note>
            <div>
              <ButtonLink to="/contact?service=payroll">Get a Payroll Quote</ButtonLink>
            </div>
          </section>
        ) : null}
      </ToolCard>
    </ToolLayout>
  );
}
