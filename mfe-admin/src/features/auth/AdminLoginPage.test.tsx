import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AS, renderAs, type TestActor } from '../../test/renderWithAuth.tsx';
import { fakeTwoFactor, GOOD_CODE } from '../../test/twoFactor.ts';
import type { TwoFactorApi } from '../two-factor/twoFactorApi.ts';
import { AdminLoginPage } from './AdminLoginPage.tsx';

function renderLogin(actor: TestActor | null) {
  renderAs(actor, <AdminLoginPage />, {
    path: '/admin/login',
    url: '/admin/login',
    extraRoutes: <Route path="/admin" element={<p>The portal</p>} />,
  });
}

describe('the sign-in page', () => {
  it('sends signed-in staff on to the portal', () => {
    renderLogin(AS.writer);
    expect(screen.getByText('The portal')).toBeInTheDocument();
  });

  it('lets a signed-in user the portal turns away sign in as someone else', () => {
    renderLogin({ id: 'a0000000-0000-4000-8000-0000000000aa', role: null, email: 'nora@example.com' });
    expect(screen.queryByText('The portal')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Signed in as nora@example.com, which cannot use the staff portal. Sign in with another account.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign In to Admin Portal' })).toBeEnabled();
  });

  it('shows the plain form to a visitor', () => {
    renderLogin(null);
    expect(screen.getByRole('button', { name: 'Sign In to Admin Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('signing in with two-factor', () => {
  function renderWithCode(twoFactor: TwoFactorApi, signIn = vi.fn(async () => {})) {
    renderAs(null, <AdminLoginPage twoFactor={twoFactor} signIn={signIn} />, {
      path: '/admin/login',
      url: '/admin/login',
      extraRoutes: <Route path="/admin" element={<p>The portal</p>} />,
    });
    return signIn;
  }

  async function signInWithPassword() {
    await userEvent.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In to Admin Portal' }));
  }

  it('offers "Forgot password?"', () => {
    renderLogin(null);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/forgot-password');
  });

  it('asks for the code when a factor is verified; a wrong code says so and may be retried', async () => {
    const twoFactor = fakeTwoFactor({ factor: true });
    const signIn = renderWithCode(twoFactor);
    await signInWithPassword();
    expect(signIn).toHaveBeenCalledWith('dana@example.com', 'correct-horse-battery');
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByText('The portal')).not.toBeInTheDocument();
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('The code is 6 digits.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Check your authenticator app and try again.');
    expect(screen.getByLabelText(/^Authentication code/)).toHaveValue('');
    expect(screen.getByLabelText(/^Authentication code/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/^Authentication code/), GOOD_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The portal')).toBeInTheDocument();
    expect(twoFactor.verifyCode).toHaveBeenLastCalledWith('factor-1', GOOD_CODE);
  });

  it('goes straight in without a factor', async () => {
    renderWithCode(fakeTwoFactor());
    await signInWithPassword();
    expect(await screen.findByText('The portal')).toBeInTheDocument();
  });
});
