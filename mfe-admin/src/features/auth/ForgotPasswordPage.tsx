// /admin/forgot-password: the address to send a reset link to. The answer is the same whether or
// not an account has that address, so the page tells nobody who works here.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, usePageMeta } from '@firm/shared-contracts';
import { ErrorBanner, Form, SuccessBanner, TextField } from '@firm/shared-contracts/forms';
import { errorMessage } from '../../lib/errors.ts';
import { AuthCard, CardLinks } from './AuthCard.tsx';
import { MAIL_LINK_TEXT, mailLinkApi as defaultApi, type MailLinkApi } from './mailLinkApi.ts';

export function ForgotPasswordPage({ api = defaultApi }: { api?: Pick<MailLinkApi, 'requestPasswordReset'> }) {
  usePageMeta({ title: 'Reset your password', noindex: true });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!email.trim()) {
      setFieldError(MAIL_LINK_TEXT.emailRequired);
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await api.requestPasswordReset(email, window.location.origin);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard titleId="forgot-password-title" title="Reset your password" lead="Enter the email address of your staff account. We'll email you a link to choose a new password.">
      <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby="forgot-password-title">
        {sent ? <SuccessBanner>{MAIL_LINK_TEXT.resetSent}</SuccessBanner> : null}
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        <TextField label="Email" type="email" name="email" autoComplete="username" required error={fieldError} value={email} onValueChange={setEmail} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </Form>
      <CardLinks>
        <Link to="/admin/login">← Back to sign in</Link>
      </CardLinks>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
