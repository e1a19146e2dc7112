// /admin/login: staff sign-in with email and password, outside the access guard, then the 6-digit
// code from the authenticator app when the account has two-factor sign-in. A signed-in user the
// portal would turn away (no role, suspended) stays here and may sign in as someone else; anyone
// else signed in goes on to the portal (whose SecondFactorGate asks for a code still owed).
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, siteConfig, Spinner, usePageMeta } from '@firm/shared-contracts';
import { actorOf, useAuth } from '@firm/shared-contracts/auth';
import { ErrorBanner, Form, SuccessBanner, TextField } from '@firm/shared-contracts/forms';
import { readFlash } from '../../lib/flash.ts';
import { CodeCard } from '../two-factor/CodeForm.tsx';
import { factorOwed, twoFactorApi as defaultTwoFactorApi, type TwoFactorApi } from '../two-factor/twoFactorApi.ts';
import { isLockedOut } from './access.ts';
import { AuthCard, CardLinks, Note } from './AuthCard.tsx';
import { signInErrorMessage, validateSignIn } from './signInMessages.ts';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where to go after signing in: the page the guard turned the visitor away from, else /admin. */
export function destinationAfterSignIn(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (from?.pathname && from.pathname.startsWith('/admin') && from.pathname !== '/admin/login') {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return '/admin';
}

export function AdminLoginPage({
  twoFactor = defaultTwoFactorApi,
  signIn,
}: {
  twoFactor?: TwoFactorApi;
  /** The password sign-in; AuthProvider's by default. */
  signIn?: (email: string, password: string) => Promise<void>;
}) {
  usePageMeta({ title: 'Admin Sign In', noindex: true });
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [factorId, setFactorId] = useState<string | null>(null);
  const flash = readFlash(location.state);

  if (auth.initializing || (auth.user && auth.profileLoading && !submitting && !factorId)) return <Spinner label="Loading..." />;
  const lockedOut = auth.user !== null && isLockedOut(actorOf(auth));
  if (auth.user && !lockedOut && !submitting && !factorId) return <Navigate to={destinationAfterSignIn(location.state)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn(email, password);
    setFieldErrors(found);
    setError(null);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      await (signIn ?? auth.signIn)(email.trim(), password);
    } catch (caught) {
      setError(signInErrorMessage(caught));
      setSubmitting(false);
      return;
    }
    const owed = await factorOwed(twoFactor);
    if (owed) {
      setFactorId(owed);
      setSubmitting(false);
    } else {
      navigate(destinationAfterSignIn(location.state), { replace: true });
    }
  };

  if (factorId) {
    return (
      <CodeCard
        lead="Enter the code from your authenticator app to finish signing in."
        onCode={async (code) => {
          await twoFactor.verifyCode(factorId, code);
          navigate(destinationAfterSignIn(location.state), { replace: true });
        }}
      >
        <CardLinks>
          <Link to="/">← Back to the website</Link>
        </CardLinks>
      </CodeCard>
    );
  }

  return (
    <AuthCard titleId="admin-sign-in-title" title="Admin Portal" lead={`${siteConfig.brandName} staff sign-in`}>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="admin-sign-in-title">
        {flash && !error ? flash.tone === 'error' ? <ErrorBanner>{flash.text}</ErrorBanner> : <SuccessBanner>{flash.text}</SuccessBanner> : null}
        {error ? <ErrorBanner>{error}</ErrorBanner> : null}
        {lockedOut && !submitting ? (
          <Note role="status">
            Signed in as {auth.user?.email ?? 'an account'}, which cannot use the staff portal. Sign in with another account.
          </Note>
        ) : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          error={fieldErrors.email}
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
          value={password}
          onValueChange={setPassword}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In to Admin Portal'}
        </Button>
      </Form>
      <CardLinks>
        <Link to="/">← Back to the website</Link>
        <Link to="/admin/forgot-password">Forgot password?</Link>
      </CardLinks>
    </AuthCard>
  );
}
