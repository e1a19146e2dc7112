// The compact calculator (?quick=1, docs/architecture.md#d17): the answers that matter most on one
// form, the rest at their defaults, the same engine and the same result.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { Form } from '@firm/shared-contracts/forms';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import { FieldRow, NumberField, RadioGroup, SelectField } from '../../../ui/fields.tsx';
import { PaycheckResultView } from './PaycheckResultView.tsx';
import {
  FILING_STATUS_OPTIONS,
  PAY_FREQUENCY_OPTIONS,
  PAY_METHOD_OPTIONS,
  PAY_TYPE_OPTIONS,
  STATE_OPTIONS,
  amountLabel,
  calculateFromForm,
  fieldLabel,
  type CalculationOutcome,
} from './netPayForm.ts';
import { useNetPayForm } from './useNetPayForm.ts';

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  h3:focus {
    outline: none;
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export function QuickNetPayForm() {
  const { values, errors, setErrors, setField, reset } = useNetPayForm();
  const [outcome, setOutcome] = useState<Extract<CalculationOutcome, { ok: true }> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<'summary' | 'result' | 'first' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'summary') summaryRef.current?.focus();
    else if (target === 'result') resultHeadingRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[name="payFrequency"]')?.focus();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = calculateFromForm(values);
    if (next.ok) {
      setErrors({});
      setOutcome(next);
      pendingFocus.current = 'result';
    } else {
      setErrors(next.errors);
      setOutcome(null);
      pendingFocus.current = 'summary';
    }
  };

  const hourly = values.payType === 'hourly';
  return (
    <Card>
      <Form ref={formRef} noValidate aria-labelledby="quick-calculator-title" onSubmit={onSubmit}>
        <h3 id="quick-calculator-title">Quick net pay calculator</h3>
        <ErrorSummary
          ref={summaryRef}
          items={Object.entries(errors).map(([key, message]) => ({ key, message, name: key, label: fieldLabel(key, values) }))}
          scope={() => formRef.current}
        />
        <FieldRow>
          <SelectField
            label="Pay frequency"
            name="payFrequency"
            value={values.payFrequency}
            placeholder="Select how often"
            options={PAY_FREQUENCY_OPTIONS}
            onValueChange={(v) => setField('payFrequency', v)}
            error={errors['payFrequency']}
            required
          />
          <SelectField
            label="Filing status"
            name="filingStatus"
            value={values.filingStatus}
            placeholder="Select a filing status"
            options={FILING_STATUS_OPTIONS}
            onValueChange={(v) => setField('filingStatus', v)}
            error={errors['filingStatus']}
            required
          />
          <SelectField
            label="State where the employee works"
            name="state"
            value={values.state}
            placeholder="Select a state"
            options={STATE_OPTIONS}
            onValueChange={(v) => setField('state', v)}
            error={errors['state']}
            required
          />
        </FieldRow>
        <FieldRow>
          <RadioGroup legend="Pay type" name="payType" value={values.payType} options={PAY_TYPE_OPTIONS} onValueChange={(v) => setField('payType', v)} error={errors['payType']} />
          {!hourly ? (
            <RadioGroup legend="Salary is given" name="payMethod" value={values.payMethod} options={PAY_METHOD_OPTIONS} onValueChange={(v) => setField('payMethod', v)} error={errors['payMethod']} />
          ) : null}
        </FieldRow>
        <FieldRow>
          <NumberField label={amountLabel(values)} name="amount" value={values.amount} step="0.01" prefix="$" onValueChange={(v) => setField('amount', v)} error={errors['amount']} required />
          {hourly ? (
            <>
              <NumberField label="Hours worked this pay period" name="hoursWorked" value={values.hoursWorked} step="0.5" onValueChange={(v) => setField('hoursWorked', v)} error={errors['hoursWorked']} required />
              <NumberField label="Overtime hours (1.5×)" name="overtimeHours" value={values.overtimeHours} step="0.5" onValueChange={(v) => setField('overtimeHours', v)} error={errors['overtimeHours']} />
            </>
          ) : null}
        </FieldRow>
        <p>Assumes a 2020-or-later Form W-4 with no adjustments and no deductions. Use the step-by-step calculator for those.</p>
        <div>
          <Button type="submit">Calculate Net Pay</Button>
        </div>
      </Form>
      {outcome ? (
        <section aria-labelledby="quick-result-title">
          <h3 id="quick-result-title" tabIndex={-1} ref={resultHeadingRef}>
            Your paycheck
          </h3>
          <PaycheckResultView
            result={outcome.result}
            payDate={outcome.payDate}
            onEdit={() => {
              pendingFocus.current = 'first';
              setOutcome(null);
            }}
            onStartOver={() => {
              reset();
              setOutcome(null);
              pendingFocus.current = 'first';
            }}
          />
        </section>
      ) : null}
    </Card>
  );
}
