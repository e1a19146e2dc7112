import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { PROFILE_TEXT } from './profileApi.ts';

function renderProfile(changePassword = vi.fn(async (_current: string, _next: string) => {})) {
  renderAs(AS.writer, <ProfilePage changePassword={changePassword} />);
  const form = screen.getByRole('form', { name: 'Change password' });
  return { changePassword, form };
}

describe('Profile: change password', () => {
  it('asks for the current password and a new one of at least 10 characters', async () => {
    const { changePassword, form } = renderProfile();
    expect(within(form).getByLabelText(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(within(form).getByText('At least 10 characters.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/^New password/), 'new-pass-9');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'new-pass-9');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getByText('Enter your current password')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText(/^Current password/), 'my-old-password');
    await userEvent.clear(within(form).getByLabelText(/^New password/));
    await userEvent.type(within(form).getByLabelText(/^New password/), 'nine-char');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getByText('Password must be at least 10 characters long')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('sends the current and the new password, then clears the form', async () => {
    const { changePassword, form } = renderProfile();
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'my-old-password');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'my-new-password-22');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'my-new-password-22');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Password changed.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith('my-old-password', 'my-new-password-22');
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('');
  });

  it('says so when the current password is wrong', async () => {
    const changePassword = vi.fn(async () => {
      throw new Error(PROFILE_TEXT.currentIncorrect);
    });
    const { form } = renderProfile(changePassword);
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'not-my-password');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'my-new-password-22');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'my-new-password-22');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(within(form).getByText('Failed to change password: Current password is incorrect')).toBeInTheDocument(),
    );
    // The typed passwords stay, so the user can correct the current one.
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('my-new-password-22');
  });
});

describe('Profile: details', () => {
  it('says the 100-character limit of the full name before sending it', async () => {
    renderAs(AS.writer, <ProfilePage />);
    const form = screen.getByRole('form', { name: 'Your details' });
    const name = within(form).getByLabelText(/^Full name/);
    expect(within(form).getByText('At most 100 characters.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('N'.repeat(101));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(within(form).getByText('Full name must be at most 100 characters')).toBeInTheDocument();
    expect(within(form).queryByText('Profile saved.')).not.toBeInTheDocument();
    expect(within(form).queryByText(/^Failed to save profile/)).not.toBeInTheDocument();
  });
});
