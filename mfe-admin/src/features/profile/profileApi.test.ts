import { describe, expect, it, vi } from 'vitest';
import { changePassword, PROFILE_TEXT, type PasswordClient } from './profileApi.ts';

function fakeClient({
  email = 'writer@firm.test',
  signIn = null as { code?: string; message: string } | null,
  update = null as { code?: string; message: string } | null,
} = {}) {
  const calls: string[] = [];
  const client: PasswordClient = {
    auth: {
      getSession: vi.fn(async () => ({ data: { session: email ? { user: { email } } : null } })),
      signInWithPassword: vi.fn(async ({ email: address, password }) => {
        calls.push(`signIn ${address} ${password}`);
        return { error: signIn };
      }),
      updateUser: vi.fn(async ({ password }) => {
        calls.push(`update ${password}`);
        return { error: update };
      }),
    },
  };
  return { client, calls };
}

describe('changePassword', () => {
  it('checks the current password by signing in with it, then sets the new one', async () => {
    const { client, calls } = fakeClient();
    await changePassword('my-old-password', 'my-new-password-22', client);
    expect(calls).toEqual(['signIn writer@firm.test my-old-password', 'update my-new-password-22']);
  });

  it('says the current password is incorrect when signing in with it fails, and sets nothing', async () => {
    const { client, calls } = fakeClient({ signIn: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    await expect(changePassword('not-my-password', 'my-new-password-22', client)).rejects.toThrow(PROFILE_TEXT.currentIncorrect);
    expect(calls).toEqual(['signIn writer@firm.test not-my-password']);
  });

  it('shows the password verification hook’s refusal as it is', async () => {
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    const { client } = fakeClient({ signIn: { code: 'invalid_credentials', message } });
    await expect(changePassword('not-my-password', 'my-new-password-22', client)).rejects.toThrow(message);
  });

  it('keeps Auth’s words for a weak or unchanged password, and asks to sign in again when Auth wants reauthentication', async () => {
    const weak = fakeClient({ update: { code: 'weak_password', message: 'Password should be at least 10 characters.' } });
    await expect(changePassword('my-old-password', 'short', weak.client)).rejects.toThrow('Password should be at least 10 characters.');
    const same = fakeClient({ update: { code: 'same_password', message: 'New password should be different from the old password.' } });
    await expect(changePassword('my-old-password', 'my-old-password', same.client)).rejects.toThrow('New password should be different from the old password.');
    const stale = fakeClient({ update: { code: 'reauthentication_needed', message: 'Password update requires reauthentication' } });
    await expect(changePassword('my-old-password', 'my-new-password-22', stale.client)).rejects.toThrow(PROFILE_TEXT.reauthenticate);
  });

  it('asks to sign in again when there is no session', async () => {
    const { client, calls } = fakeClient({ email: '' });
    await expect(changePassword('my-old-password', 'my-new-password-22', client)).rejects.toThrow(PROFILE_TEXT.signedOut);
    expect(calls).toEqual([]);
  });
});
