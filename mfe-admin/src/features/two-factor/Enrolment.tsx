// Setting up two-factor sign-in: the QR code to scan (with the secret to type in by hand when the
// camera cannot be used), then a code from the app to prove it works. Until that code is accepted
// the factor does nothing; a new start replaces an enrolment left halfway.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { errorMessage } from '../../lib/errors.ts';
import { CodeForm } from './CodeForm.tsx';
import { TWO_FACTOR_TEXT, type Enrolment as Started, type TwoFactorApi } from './twoFactorApi.ts';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[6]};
  img {
    display: block;
    width: 192px;
    height: 192px;
    margin-top: ${({ theme }) => theme.space[2]};
    background: #fff;
  }
  code {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-radius: 4px;
    background: ${({ theme }) => theme.color.mist};
    font-size: ${({ theme }) => theme.font.size.md};
    letter-spacing: 0.08em;
    overflow-wrap: anywhere;
  }
`;

interface Props {
  api: Pick<TwoFactorApi, 'startEnrolment' | 'verifyCode'>;
  onEnrolled(): void;
  onCancel?(): void;
}

export function Enrolment({ api, onEnrolled, onCancel }: Props) {
  const [started, setStarted] = useState<Started | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stepsRef = useRef<HTMLOListElement>(null);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setStarted(await api.startEnrolment());
      // The steps replace the button that had focus: move it to them.
      setTimeout(() => stepsRef.current?.focus(), 0);
    } catch (error) {
      setFailure(`Could not start two-factor setup: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  if (!started) {
    return (
      <div>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        <p>Use an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator) to get a code each time you sign in.</p>
        <Button onClick={() => void start()} disabled={busy}>
          {busy ? 'Starting...' : 'Set up two-factor sign-in'}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <Steps ref={stepsRef} tabIndex={-1} aria-label="Two-factor setup steps">
        <li>
          Scan this QR code with your authenticator app.
          <img src={started.qrCode} alt={TWO_FACTOR_TEXT.qrAlt} />
        </li>
        <li>
          Cannot scan it? Enter this secret in the app instead:
          <br />
          <code aria-label="Secret for manual entry">{started.secret}</code>
        </li>
        <li>Enter the 6-digit code the app now shows for this account.</li>
      </Steps>
      <CodeForm
        label="Verify the code from your authenticator app"
        submitLabel="Verify and turn on"
        busyLabel="Verifying..."
        onCancel={onCancel}
        onCode={async (code) => {
          await api.verifyCode(started.factorId, code);
          onEnrolled();
        }}
      />
    </div>
  );
}
