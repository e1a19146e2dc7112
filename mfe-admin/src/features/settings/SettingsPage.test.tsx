import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import type { SettingsApi } from './settingsApi.ts';

describe('settings', () => {
  it('turns the two-factor requirement on and says so', async () => {
    let on = false;
    const api: SettingsApi = {
      loadSettings: vi.fn(async () => ({ requireTwoFactorForAdmins: on })),
      setRequireTwoFactor: vi.fn(async (next: boolean) => {
        on = next;
      }),
    };
    renderAs(AS.super, <SettingsPage api={api} />);
    // Named by its label alone; the hint describes it.
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for admins' });
    expect(toggle).toHaveAccessibleDescription(/must sign in with a code from an authenticator app/);
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(api.setRequireTwoFactor).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Two-factor sign-in is now required for admins.');
    expect(await screen.findByRole('switch', { name: /Require two-factor sign-in for admins/ })).toBeChecked();
  });

  it("shows the database's refusal", async () => {
    const api: SettingsApi = {
      loadSettings: vi.fn(async () => ({ requireTwoFactorForAdmins: true })),
      setRequireTwoFactor: vi.fn(async () => {
        throw new Error('The setting was not saved (only a super admin may change it).');
      }),
    };
    renderAs(AS.super, <SettingsPage api={api} />);
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the setting: The setting was not saved');
    // The switch goes back to what is stored.
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
