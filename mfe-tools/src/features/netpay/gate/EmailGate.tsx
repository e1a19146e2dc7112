// The form in front of the calculator: a company email, then the calculator unlocks.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { ErrorBanner, Form, TextField } from '@firm/shared-contracts/forms';
import { submitEmailGate, validateGateEmail, type FunctionsEndpoint } from './emailGate.ts';

const Card = styled.div`
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: 2px ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.mist};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
  li::before {
    content: counter(step) '. ';
  }
`;

/** The steps the calculator walks through once unlocked. */
export const CALCULATOR_STEPS = ['Earnings', 'Federal Taxes', 'State Taxes', 'Review'] as const;

interface Props {
  endpoint: FunctionsEndpoint;
  onSuccess(email: string): void;
}

export function EmailGate({ endpoint, onSuccess }: Props) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateGateEmail(email);
    setFieldError(invalid);
    setFormError(null);
    if (invalid) return;
    setSubmitting(true);
    const result = await submitEmailGate(endpoint, email);
    setSubmitting(false);
    if (result.ok) onSuccess(email.trim());
    else setFormError(result.message);
  };

  return (
    <Card>
      <h2 id="gate-title">Get your free paycheck breakdown</h2>
      <p>Enter your work email to unlock the calculator. We'll send you a copy of the steps for your records.</p>
      <Steps aria-label="Calculator steps">
        {CALCULATOR_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="gate-title">
        {formError ? <ErrorBanner>{formError}</ErrorBanner> : null}
        <TextField
          label="Work email"
          type="email"
          name="email"
          autoComplete="email"
          required
          hint="Please use your company email, not a personal one."
          error={fieldError}
          value={email}
          onValueChange={setEmail}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Unlocking...' : 'Unlock the Calculator'}
        </Button>
      </Form>
    </Card>
  );
}
