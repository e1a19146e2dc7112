// /admin/login: staff sign-in with email and password, outside the access guard. A signed-in
// user the portal would turn away (no role, suspended) stays here and may sign in as someone else;
// anyone else signed in goes on to the portal.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, siteConfig, Spinner, usePageMeta } from '@firm/shared-contracts';
import { actorOf, useAuth } from '@firm/shared-contracts/auth';
import { ErrorBanner, Form, TextField } from '@firm/shared-contracts/forms';
import { isLockedOut } from './access.ts';
import { signInErrorMessage, validateSignIn } from './signInMessages.ts';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.ink};
`;

const Card = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Back = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  a {
    color: ${({ theme }) => theme.color.ledger};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.graphite};
  overflow-wrap: anywhere;
`;

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

export function AdminLoginPage() {
  usePageMeta({ title: 'Admin Sign In', noindex: true });
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (auth.initializing || (auth.user && auth.profileLoading && !submitting)) return <Spinner label="Loading..." />;
  const lockedOut = auth.user !== null && isLockedOut(actorOf(auth));
  if (auth.user && !lockedOut && !submitting) return <Navigate to={destinationAfterSignIn(location.state)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn(email, password);
    setFieldErrors(found);
    setError(null);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      await auth.signIn(email.trim(), password);
      navigate(destinationAfterSignIn(location.state), { replace: true });
    } catch (caught) {
      setError(signInErrorMessage(caught));
      setSubmitting(false);
    }
  };

  return (
    <Page>
      <Card>
        <h1 id="admin-sign-in-title">Admin Portal</h1>
        <p>{siteConfig.brandName} staff sign-in</p>
        <Form noValidate onSubmit={onSubmit} aria-labelledby="admin-sign-in-title">
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
        <Back>
          <Link to="/">← Back to the website</Link>
        </Back>
      </Card>
    </Page>
  );
}
