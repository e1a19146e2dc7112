import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../test/renderWithAuth.tsx';
import { fakeTwoFactor, GOOD_CODE } from '../../test/twoFactor.ts';
import type { TwoFactorApi } from '../two-factor/twoFactorApi.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { MAIL_LINK_TEXT, readMailLink, type MailLinkApi } from './mailLinkApi.ts';
import { newPasswordProblems } from './passwordRules.ts';
import { SetPasswordPage } from './SetPasswordPage.tsx';

const SENT = "If an account exists for that address, we've sent a link to reset the password. It works once, for an hour.";

function LoginProbe() {
  const state = useLocation().state as { flash?: { text: string } } | null;
  return <p>Sign-in page: {state?.flash?.text}</p>;
}

function fakeMailLinks(overrides: Partial<MailLinkApi> = {}): MailLinkApi {
  return {
    requestPasswordReset: vi.fn(async () => {}),
    verifyMailLink: vi.fn(async () => {}),
    choosePassword: vi.fn(async () => {}),
    endSessions: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('forgot password', () => {
  it('asks for the address, then gives the same answer whatever it is', async () => {
    const api = fakeMailLinks();
    renderAs(null, <ForgotPasswordPage api={api} />, { path: '/admin/forgot-password', url: '/admin/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(api.requestPasswordReset).toHaveBeenCalledWith('nobody@example.com', window.location.origin);
    expect(screen.getByRole('link', { name: '← Back to sign in' })).toHaveAttribute('href', '/admin/login');
  });
});

function renderSetPassword(url: string, api: MailLinkApi, twoFactor: TwoFactorApi = fakeTwoFactor()) {
  renderAs(null, <SetPasswordPage api={api} twoFactor={twoFactor} />, {
    path: '/admin/set-password',
    url,
    extraRoutes: (
      <>
        <Route path="/admin/login" element={<LoginProbe />} />
        <Route path="/admin" element={<p>The portal</p>} />
      </>
    ),
  });
}

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('setting a password from a mailed link', () => {
  it('reads the link once, refuses a link without its token', async () => {
    expect(readMailLink('?token_hash=abc&type=recovery')).toEqual({ tokenHash: 'abc', type: 'recovery' });
    expect(readMailLink('?token_hash=abc&type=signup')).toBeNull();
    const api = fakeMailLinks();
    renderSetPassword('/admin/set-password?type=recovery', api);
    expect(screen.getByRole('alert')).toHaveTextContent(MAIL_LINK_TEXT.invalidLink);
    expect(api.verifyMailLink).not.toHaveBeenCalled();
  });

  it('says an expired or used reset link is, and links to a new one', async () => {
    const api = fakeMailLinks({
      verifyMailLink: vi.fn(async () => {
        throw new Error(MAIL_LINK_TEXT.recoveryExpired);
      }),
    });
    renderSetPassword('/admin/set-password?token_hash=used&type=recovery', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link has expired or has already been used. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(api.verifyMailLink).toHaveBeenCalledTimes(1);
  });

  it('holds the new password to the portal rule; after a reset every session ends and sign-in says so', async () => {
    const api = fakeMailLinks();
    renderSetPassword('/admin/set-password?token_hash=h1&type=recovery', api);
    expect(await screen.findByText('At least 10 characters.')).toBeInTheDocument();
    expect(api.verifyMailLink).toHaveBeenCalledWith({ tokenHash: 'h1', type: 'recovery' });
    await choose('short');
    expect(screen.getByText('Password must be at least 10 characters long')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await choose('long-enough-1', 'long-enough-2');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(api.choosePassword).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await choose('long-enough-1');
    expect(await screen.findByText(`Sign-in page: ${MAIL_LINK_TEXT.passwordReset}`)).toBeInTheDocument();
    expect(api.choosePassword).toHaveBeenCalledWith('long-enough-1');
    expect(api.endSessions).toHaveBeenCalled();
  });

  it("shows the auth service's refusal of a weak password and keeps the form", async () => {
    const api = fakeMailLinks({
      choosePassword: vi.fn(async () => {
        throw new Error('Password is known to be weak and easy to guess, please choose a different one.');
      }),
    });
    renderSetPassword('/admin/set-password?token_hash=h2&type=recovery', api);
    await screen.findByLabelText(/^New password/);
    await choose('password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is known to be weak');
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('asks an account with two-factor sign-in for its code before the new password', async () => {
    const api = fakeMailLinks();
    const twoFactor = fakeTwoFactor({ factor: true });
    renderSetPassword('/admin/set-password?token_hash=h3&type=recovery', api, twoFactor);
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await userEvent.type(screen.getByLabelText(/^Authentication code/), GOOD_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await choose('long-enough-1');
    expect(await screen.findByText(`Sign-in page: ${MAIL_LINK_TEXT.passwordReset}`)).toBeInTheDocument();
    expect(twoFactor.verifyCode).toHaveBeenCalledWith('factor-1', GOOD_CODE);
  });

  it('takes an invited member into the portal', async () => {
    const api = fakeMailLinks();
    renderSetPassword('/admin/set-password?token_hash=inv&type=invite', api);
    const form = await screen.findByRole('form', { name: 'Welcome: choose your password' });
    await userEvent.type(within(form).getByLabelText(/^New password/), 'my-own-password');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'my-own-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The portal')).toBeInTheDocument();
    expect(api.endSessions).not.toHaveBeenCalled();
  });

  it('sends an invitee with a spent link to the person who invited them', async () => {
    const api = fakeMailLinks({
      verifyMailLink: vi.fn(async () => {
        throw new Error(MAIL_LINK_TEXT.inviteExpired);
      }),
    });
    renderSetPassword('/admin/set-password?token_hash=old&type=invite', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ask the administrator who invited you to send it again.');
  });

  it('applies one rule for every new password', () => {
    expect(newPasswordProblems('123456789', '123456789')).toEqual({ password: 'Password must be at least 10 characters long' });
    expect(newPasswordProblems('1234567890', '1234567891')).toEqual({ confirm: 'The passwords do not match' });
    expect(newPasswordProblems('1234567890', '1234567890')).toEqual({});
  });
});
