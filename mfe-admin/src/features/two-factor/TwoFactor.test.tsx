import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { fakeTwoFactor, GOOD_CODE } from '../../test/twoFactor.ts';
import { SecondFactorGate } from './SecondFactorGate.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';
import { codeProblem, secondFactorStep, twoFactorError, type TwoFactorApi } from './twoFactorApi.ts';

function renderGate(api: TwoFactorApi, url = '/admin/inquiries') {
  renderAs(
    AS.admin,
    <Routes>
      <Route element={<SecondFactorGate api={api} />}>
        <Route path="*" element={<p>Portal screen</p>} />
      </Route>
    </Routes>,
    { path: '/admin/*', url },
  );
}

describe('the second-factor gate', () => {
  it('lets a member without the requirement and without a factor in', async () => {
    renderGate(fakeTwoFactor());
    expect(await screen.findByText('Portal screen')).toBeInTheDocument();
  });

  it('asks for the code of a session still at aal1, and lets a right code in', async () => {
    const api = fakeTwoFactor({ factor: true });
    renderGate(api);
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(screen.queryByText('Portal screen')).not.toBeInTheDocument();
    await userEvent.type(code, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await userEvent.type(screen.getByLabelText(/^Authentication code/), GOOD_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Portal screen')).toBeInTheDocument();
  });

  it('shows only enrolment, on any admin address, while the firm requires it and none is set up', async () => {
    const api = fakeTwoFactor({ required: true });
    renderGate(api, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByText('The firm requires two-factor sign-in for admins. Set it up to continue to the portal.')).toBeInTheDocument();
    expect(screen.queryByText('Portal screen')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code to add this account to your authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Secret for manual entry')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText(/^Authentication code/), GOOD_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Portal screen')).toBeInTheDocument();
  });
});

describe('Profile: two-factor section', () => {
  function renderPanel(api: TwoFactorApi) {
    renderAs(AS.writer, <TwoFactorPanel api={api} />);
    return screen.findByRole('region', { name: 'Two-factor sign-in' });
  }

  it('enrols with the QR code, the secret and a verified code', async () => {
    const api = fakeTwoFactor();
    const panel = await renderPanel(api);
    expect(await within(panel).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await within(panel).findByRole('img', { name: 'QR code to add this account to your authenticator app' });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;utf-8,<svg></svg>');
    await userEvent.type(within(panel).getByLabelText(/^Authentication code/), '111111');
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify and turn on' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('That code is not right.');
    await userEvent.type(within(panel).getByLabelText(/^Authentication code/), GOOD_CODE);
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify and turn on' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Two-factor sign-in is now on.');
    expect(await within(panel).findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(api.verifyCode).toHaveBeenLastCalledWith('factor-1', GOOD_CODE);
  });

  it('removes it only with a fresh code', async () => {
    const api = fakeTwoFactor({ factor: true, aal: 'aal2' });
    const panel = await renderPanel(api);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Remove two-factor' }));
    const code = within(panel).getByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove two-factor' }));
    expect(within(panel).getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(api.removeFactor).not.toHaveBeenCalled();
    await userEvent.type(code, GOOD_CODE);
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove two-factor' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Two-factor sign-in is off.');
    expect(api.removeFactor).toHaveBeenCalledWith('factor-1', GOOD_CODE);
  });
});

describe('two-factor rules', () => {
  it('asks for what the session still owes', () => {
    const aal1 = { current: 'aal1', next: 'aal1' };
    expect(secondFactorStep({ assurance: { current: 'aal2', next: 'aal2' }, verifiedFactors: 1, required: true })).toBe('enter');
    expect(secondFactorStep({ assurance: { current: 'aal1', next: 'aal2' }, verifiedFactors: 1, required: false })).toBe('code');
    expect(secondFactorStep({ assurance: aal1, verifiedFactors: 0, required: false })).toBe('enter');
    expect(secondFactorStep({ assurance: aal1, verifiedFactors: 0, required: true })).toBe('enrol');
  });
  it('checks the code and words the refusals', () => {
    expect(codeProblem('')).toBe('Enter the 6-digit code from your authenticator app.');
    expect(codeProblem('12345a')).toBe('The code is 6 digits.');
    expect(codeProblem('123 456')).toBeNull();
    expect(twoFactorError({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' }).message).toBe(
      'That code is not right. Check your authenticator app and try again.',
    );
    expect(twoFactorError({ code: 'mfa_challenge_expired', message: 'expired' }).message).toBe(
      'The code took too long to arrive. Enter the code your app shows now.',
    );
    expect(twoFactorError({ code: 'insufficient_aal', message: 'AAL2 required' }).message).toBe('AAL2 required');
  });
});
