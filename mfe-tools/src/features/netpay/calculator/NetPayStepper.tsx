// The calculator after the gate: four tabs (Earnings, Federal Taxes, State Taxes, Review) in the
// WAI-ARIA tabs pattern. Each step's Next validates that step only; Review shows the result.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, media } from '@firm/shared-contracts';
import { Form } from '@firm/shared-contracts/forms';
import { ErrorSummary, type SummaryItem } from '../../../ui/ErrorSummary.tsx';
import { PaycheckResultView } from './PaycheckResultView.tsx';
import { EarningsFields, FederalFields, StateFields } from './StepFields.tsx';
import { STEPS, calculateFromForm, errorsForStep, fieldLabel, stepOfField, validateStep, type NetPayFormState, type StepIndex } from './netPayForm.ts';
import { useNetPayForm } from './useNetPayForm.ts';

const Card = styled.div`
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
  @media print {
    box-shadow: none;
  }
`;

const TabList = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.mist};
  @media print {
    display: none;
  }
`;

const Tab = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.slate};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 400;
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.ink};
    border-bottom-color: ${({ theme }) => theme.color.ledger};
    background: ${({ theme }) => theme.color.paper};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.focusRing};
  }
  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.xs};
    span {
      display: none;
    }
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  h3:focus {
    outline: none;
  }
  h3:focus-visible {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  ${media.mobile} {
    flex-direction: column-reverse;
    > button {
      width: 100%;
    }
  }
`;

const NEXT_LABEL = ['Next: Federal Taxes', 'Next: State Taxes', 'See the Paycheck'] as const;

function summaryItems(errors: Readonly<Record<string, string>>, values: NetPayFormState): SummaryItem[] {
  return Object.entries(errors).map(([key, message]) => ({ key, message, name: key, label: fieldLabel(key, values) }));
}

export function NetPayStepper() {
  const { values, errors, setErrors, setField, setDeductions, reset } = useNetPayForm();
  const [step, setStep] = useState<StepIndex>(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const summaryRefs = useRef<(HTMLDivElement | null)[]>([]);
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  const pendingFocus = useRef<'heading' | 'summary' | null>(null);

  // Moves focus after the step has rendered: to the step heading, or to the error summary.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    (target === 'heading' ? headingRefs.current[step] : summaryRefs.current[step])?.focus();
  });

  const outcome = useMemo(() => (step === 3 ? calculateFromForm(values) : null), [step, values]);

  const go = (next: StepIndex, focus: 'heading' | 'summary' | null) => {
    pendingFocus.current = focus;
    setStep(next);
  };

  /** Tabs switch steps freely; opening Review with missing answers marks them on their steps. */
  const selectTab = (index: StepIndex) => {
    if (index === 3) {
      const all = calculateFromForm(values);
      if (!all.ok) setErrors(all.errors);
    }
    setStep(index);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = STEPS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    selectTab(target as StepIndex);
    tabRefs.current[target]?.focus();
  };

  const onSubmitStep = (index: 0 | 1 | 2) => (event: FormEvent) => {
    event.preventDefault();
    if (index < 2) {
      const stepErrors = validateStep(values, index);
      setErrors((current) => ({ ...Object.fromEntries(Object.entries(current).filter(([k]) => stepOfField(k) !== index)), ...stepErrors }));
      if (Object.keys(stepErrors).length === 0) go((index + 1) as StepIndex, 'heading');
      else go(index, 'summary');
      return;
    }
    const all = calculateFromForm(values);
    if (all.ok) {
      setErrors({});
      go(3, 'heading');
      return;
    }
    setErrors(all.errors);
    const first = ([0, 1, 2] as const).find((s) => Object.keys(errorsForStep(all.errors, s)).length > 0) ?? 2;
    go(first, 'summary');
  };

  const startOver = () => {
    reset();
    go(0, 'heading');
  };

  const fieldProps = { values, errors, onChange: setField, onDeductionsChange: setDeductions };

  return (
    <Card>
      <TabList role="tablist" aria-label="Calculator steps">
        {STEPS.map((s, index) => (
          <Tab
            key={s.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={step === index}
            tabIndex={step === index ? 0 : -1}
            onClick={() => selectTab(index as StepIndex)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            <span aria-hidden="true">Step {index + 1}</span>
            {s.label}
          </Tab>
        ))}
      </TabList>
      {STEPS.map((s, index) => (
        <Panel
          key={s.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={step !== index}
          ref={(el) => {
            panelRefs.current[index] = el;
          }}
        >
          <h3
            id={`${baseId}-heading-${index}`}
            tabIndex={-1}
            ref={(el) => {
              headingRefs.current[index] = el;
            }}
          >
            {s.heading}
          </h3>
          {index < 3 ? (
            <Form noValidate aria-labelledby={`${baseId}-heading-${index}`} onSubmit={onSubmitStep(index as 0 | 1 | 2)}>
              <ErrorSummary
                ref={(el) => {
                  summaryRefs.current[index] = el;
                }}
                items={summaryItems(errorsForStep(errors, index as 0 | 1 | 2), values)}
                scope={() => panelRefs.current[index] ?? null}
              />
              {index === 0 ? <EarningsFields {...fieldProps} /> : index === 1 ? <FederalFields {...fieldProps} /> : <StateFields {...fieldProps} />}
              <Nav>
                {index > 0 ? (
                  <Button type="button" $variant="ghost" onClick={() => go((index - 1) as StepIndex, 'heading')}>
                    Back
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit">{NEXT_LABEL[index as 0 | 1 | 2]}</Button>
              </Nav>
            </Form>
          ) : outcome?.ok ? (
            <PaycheckResultView result={outcome.result} payDate={outcome.payDate} onEdit={() => go(0, 'heading')} onStartOver={startOver} />
          ) : step === 3 && outcome && !outcome.ok ? (
            <MissingAnswers errors={outcome.errors} onGo={(target) => go(target, 'summary')} />
          ) : null}
        </Panel>
      ))}
    </Card>
  );
}

function MissingAnswers({ errors, onGo }: { errors: Readonly<Record<string, string>>; onGo(step: StepIndex): void }) {
  const steps = ([0, 1, 2] as const).filter((s) => Object.keys(errorsForStep(errors, s)).length > 0);
  return (
    <div>
      <p role="status">A few answers are still needed before the paycheck can be worked out.</p>
      <Nav>
        {steps.map((s) => (
          <Button key={s} type="button" $variant="secondary" onClick={() => onGo(s)}>
            Complete {STEPS[s].label}
          </Button>
        ))}
      </Nav>
    </div>
  );
}
