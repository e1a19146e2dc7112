// /admin/set-password: where a mailed link lands (an invitation or a password reset, its
// token_hash and type in the address). The link is opened once; an expired or used one says so and
// points to a new one. Then the new password, typed twice, by the portal's password rule. An
// invited member goes on into the portal; after a reset every session ends and the member signs in
// with the new password.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Spinner, usePageMeta } from '@firm/shared-contracts';
import { ErrorBanner, Form, TextField } from '@firm/shared-contracts/forms';
import { errorMessage } from '../../lib/errors.ts';
import { flashState } from '../../lib/flash.ts';
import { CodeForm } from '../two-factor/CodeForm.tsx';
import { factorOwed, twoFactorApi as defaultTwoFactorApi, type TwoFactorApi } from '../two-factor/twoFactorApi.ts';
import { AuthCard, CardLinks } from './AuthCard.tsx';
import { MAIL_LINK_TEXT, mailLinkApi as defaultApi, readMailLink, type MailLink, type MailLinkApi } from './mailLinkApi.ts';
import { newPasswordProblems, PASSWORD_TEXT, type NewPasswordProblems } from './passwordRules.ts';

type LinkState = { status: 'checking' } | { status: 'refused'; message: string } | { status: 'open' } | { status: 'code'; factorId: string };

/**
 * Opens the link once, however often the page renders (a link works only once); an account with
 * two-factor sign-in then owes its code before the password can change.
 */
function useOpenedLink(link: MailLink | null, api: Pick<MailLinkApi, 'verifyMailLink'>, twoFactor: TwoFactorApi): [LinkState, (next: LinkState) => void] {
  const [state, setState] = useState<LinkState>(link ? { status: 'checking' } : { status: 'refused', message: MAIL_LINK_TEXT.invalidLink });
  const opened = useRef<Promise<string | null> | null>(null);
  useEffect(() => {
    if (!link) return;
    opened.current ??= api.verifyMailLink(link).then(() => factorOwed(twoFactor));
    let current = true;
    opened.current.then(
      (factorId) => current && setState(factorId ? { status: 'code', factorId } : { status: 'open' }),
      (error: unknown) => current && setState({ status: 'refused', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [link, api, twoFactor]);
  return [state, setState];
}

export function SetPasswordPage({ api = defaultApi, twoFactor = defaultTwoFactorApi }: { api?: MailLinkApi; twoFactor?: TwoFactorApi }) {
  usePageMeta({ title: 'Choose your password', noindex: true });
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => readMailLink(location.search));
  const [state, setState] = useOpenedLink(link, api, twoFactor);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invite = link?.type === 'invite';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblems(password, confirm);
    setProblems(found);
    setFailure(null);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await api.choosePassword(password);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
      return;
    }
    if (invite) {
      navigate('/admin', { replace: true });
      return;
    }
    await api.endSessions().catch(() => undefined);
    navigate('/admin/login', { replace: true, state: flashState({ tone: 'success', text: MAIL_LINK_TEXT.passwordReset }) });
  };

  const title = invite ? 'Welcome: choose your password' : 'Choose a new password';
  return (
    <AuthCard titleId="set-password-title" title={title} lead={invite ? 'Choose the password you will sign in to the staff portal with.' : 'Choose the new password of your staff account.'}>
      {state.status === 'checking' ? <Spinner label="Checking your link..." /> : null}
      {state.status === 'refused' ? (
        <>
          <ErrorBanner>{state.message}</ErrorBanner>
          <CardLinks>
            {invite ? <Link to="/admin/login">Go to sign in</Link> : <Link to="/admin/forgot-password">Ask for a new link</Link>}
          </CardLinks>
        </>
      ) : null}
      {state.status === 'code' ? (
        <>
          <p>This account has two-factor sign-in: enter the code from your authenticator app before choosing the new password.</p>
          <CodeForm
            label="Two-factor sign-in"
            submitLabel="Verify"
            busyLabel="Verifying..."
            autoFocus
            onCode={async (code) => {
              await twoFactor.verifyCode(state.factorId, code);
              setState({ status: 'open' });
            }}
          />
        </>
      ) : null}
      {state.status === 'open' ? (
        <Form noValidate onSubmit={submit} aria-labelledby="set-password-title">
          {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
          <TextField
            label="New password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            hint={PASSWORD_TEXT.hint}
            error={problems.password}
            value={password}
            onValueChange={setPassword}
          />
          <TextField
            label="Confirm new password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            error={problems.confirm}
            value={confirm}
            onValueChange={setConfirm}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Set password'}
          </Button>
        </Form>
      ) : null}
    </AuthCard>
  );
}

export default SetPasswordPage;
