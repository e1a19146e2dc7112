// The client login stub: no real sign-in happens yet. Staff use the admin sign-in.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, PageHero, Section, siteConfig, usePageMeta, SHARED_PAGES } from '@firm/shared-contracts';
import { ErrorBanner, Form, SuccessBanner, TextField } from '@firm/shared-contracts/forms';
import { submitClientLogin, validateClientLogin, type ClientLoginErrors } from './clientLogin.ts';

const Card = styled.div`
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.font.size.xs};
  a {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

export function ClientLoginPage() {
  usePageMeta({
    fullTitle: 'Client Login',
    description: `Sign in to the ${siteConfig.brandName} client portal to reach your books, monthly reports and payroll documents.`,
    canonicalPath: '/login',
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ClientLoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateClientLogin({ email, password });
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setNotice(await submitClientLogin());
    setSubmitting(false);
  };

  return (
    <>
      <PageHero eyebrow="Client Portal" title="Client Login" lead="Access your books, reports and payroll documents." />
      <Section $tone="mist">
        <Container>
          <Card>
            <Form noValidate onSubmit={onSubmit} aria-label="Client login">
              {errors.form ? <ErrorBanner>{errors.form}</ErrorBanner> : null}
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                required
                error={errors.email}
                value={email}
                onValueChange={setEmail}
              />
              <TextField
                label="Password"
                type="password"
                name="password"
                autoComplete="current-password"
                required
                error={errors.password}
                value={password}
                onValueChange={setPassword}
              />
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Signing in...' : 'Sign In'}
              </Button>
              {notice ? <SuccessBanner>{notice}</SuccessBanner> : null}
            </Form>
            <Links>
              {/* The forgot-password link goes nowhere until the client portal exists. */}
              <a href="#forgot-password" onClick={(e) => e.preventDefault()}>
                Forgot password?
              </a>
              <Link to="/contact">Contact us</Link>
              <Link to={SHARED_PAGES.adminLogin.path}>Admin Login</Link>
            </Links>
          </Card>
        </Container>
      </Section>
    </>
  );
}
