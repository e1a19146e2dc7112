// Profile's Two-factor section: on or off; set it up (Enrolment); remove it with a fresh code.
import { useState } from 'react';
import { Button, Spinner } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { SuccessBanner } from '@firm/shared-contracts/forms';
import { Badge, Panel, LoadFailure } from '../../lib/ui.tsx';
import { CodeForm } from './CodeForm.tsx';
import { Enrolment } from './Enrolment.tsx';
import { TWO_FACTOR_TEXT, type TwoFactorApi } from './twoFactorApi.ts';

type Mode = 'view' | 'remove';

export function TwoFactorPanel({ api }: { api: TwoFactorApi }) {
  const factors = useAsync(() => api.listVerifiedFactors(), [api]);
  const [mode, setMode] = useState<Mode>('view');
  const [done, setDone] = useState<string | null>(null);
  // A cancelled setup starts over from its first step.
  const [attempt, setAttempt] = useState(0);
  const factor = factors.status === 'success' ? (factors.data[0] ?? null) : null;

  const finish = (text: string) => {
    setMode('view');
    setDone(text);
    factors.refresh();
  };

  return (
    <Panel aria-labelledby="profile-two-factor-title">
      <h2 id="profile-two-factor-title">Two-factor sign-in</h2>
      {done ? <SuccessBanner>{done}</SuccessBanner> : null}
      {factors.status === 'loading' ? <Spinner label="Loading two-factor status..." /> : null}
      {factors.status === 'error' ? <LoadFailure what="two-factor status" error={factors.error} retry={factors.retry} /> : null}
      {factors.status === 'success' ? (
        <>
          <p>
            <Badge $tone={factor ? 'success' : 'neutral'}>{factor ? 'On' : 'Off'}</Badge>{' '}
            {factor ? TWO_FACTOR_TEXT.enabled : TWO_FACTOR_TEXT.disabled}
          </p>
          {!factor ? (
            <Enrolment key={attempt} api={api} onCancel={() => setAttempt((n) => n + 1)} onEnrolled={() => finish(TWO_FACTOR_TEXT.turnedOn)} />
          ) : null}
          {factor && mode !== 'remove' ? (
            <Button $variant="secondary" onClick={() => {
                setDone(null);
                setMode('remove');
              }}>
              Remove two-factor
            </Button>
          ) : null}
          {factor && mode === 'remove' ? (
            <>
              <p>To remove two-factor sign-in, enter a code from your authenticator app.</p>
              <CodeForm
                label="Confirm removing two-factor sign-in"
                submitLabel="Remove two-factor"
                busyLabel="Removing..."
                autoFocus
                onCancel={() => setMode('view')}
                onCode={async (code) => {
                  await api.removeFactor(factor.id, code);
                  finish(TWO_FACTOR_TEXT.turnedOff);
                }}
              />
            </>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}
