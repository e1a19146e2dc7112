// One 6-digit code from the authenticator app: a labelled field, the refusal announced, the field
// cleared and focused again so the next code can be typed straight away.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@firm/shared-contracts';
import { ErrorBanner, Form, TextField } from '@firm/shared-contracts/forms';
import { errorMessage } from '../../lib/errors.ts';
import { AuthCard } from '../auth/AuthCard.tsx';
import { codeProblem } from './twoFactorApi.ts';

interface Props {
  /** Names the form for assistive technology. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  onCode(code: string): Promise<void>;
  autoFocus?: boolean;
  onCancel?(): void;
}

export function CodeForm({ label, submitLabel, busyLabel, onCode, autoFocus = false, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code);
    setFieldError(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      await onCode(code.replace(/\s+/g, ''));
    } catch (error) {
      setFailure(errorMessage(error));
      setCode('');
      formRef.current?.querySelector('input')?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={label}>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <TextField
        label="Authentication code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        required
        // Shown right after the step that asks for it, where the code is all there is to type.
        autoFocus={autoFocus}
        hint="The 6-digit code your authenticator app shows for this account."
        error={fieldError}
        value={code}
        onValueChange={setCode}
      />
      <div>
        {onCancel ? (
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}{' '}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** The page that asks for the code before the portal (after the password, or for a session still at aal1). */
export function CodeCard({ lead, onCode, children }: { lead: string; onCode(code: string): Promise<void>; children?: ReactNode }) {
  return (
    <AuthCard titleId="two-factor-code-title" title="Two-factor sign-in" lead={lead}>
      <CodeForm label="Two-factor sign-in" submitLabel="Verify" busyLabel="Verifying..." autoFocus onCode={onCode} />
      {children}
    </AuthCard>
  );
}
