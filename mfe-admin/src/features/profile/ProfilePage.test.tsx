import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig, setRuntimeConfig } from '@firm/shared-contracts';
import { AS, IDS, renderAs } from '../../test/renderWithAuth.tsx';
import type { AvatarApi } from './avatarApi.ts';
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

describe('Profile: photo', () => {
  const PREPARED = new Blob(['webp'], { type: 'image/webp' });

  function fakeAvatarApi(overrides: Partial<AvatarApi> = {}) {
    return {
      prepare: vi.fn(async () => ({ blob: PREPARED, type: 'image/webp' as const })),
      store: vi.fn(async (_path: string, _file: Blob) => {}),
      remove: vi.fn(async (_paths: string[]) => {}),
      save: vi.fn(async (_path: string | null) => {}),
      ...overrides,
    };
  }

  function renderPhoto(api = fakeAvatarApi(), avatarPath: string | null = null) {
    setRuntimeConfig(localRuntimeConfig('sb_publishable_test'));
    renderAs({ ...AS.writer, avatarPath }, <ProfilePage avatarApi={api} />);
    return { api, panel: screen.getByRole('region', { name: 'Photo' }) };
  }

  const file = (type: string, size = 1000, name = 'me.png') => new File([new Uint8Array(size)], name, { type });

  it('uploads the chosen image to the user’s own folder, names it on the profile and shows it from Storage', async () => {
    const { api, panel } = renderPhoto();
    const input = within(panel).getByLabelText('Upload a photo');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    expect(input).toHaveAccessibleDescription('A PNG, JPEG or WebP image of at most 2 MB. It is cropped to a square.');
    await userEvent.upload(input, file('image/jpeg'));

    expect(await within(panel).findByText('Photo updated.')).toBeInTheDocument();
    const [path, blob] = vi.mocked(api.store).mock.calls[0] ?? [];
    expect(path).toMatch(new RegExp(`^${IDS.writer}/[0-9a-f-]{36}\\.webp$`));
    expect(blob).toBe(PREPARED);
    expect(api.save).toHaveBeenCalledWith(path);
    expect(api.remove).not.toHaveBeenCalled();
    expect(within(panel).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', `http://localhost:54321/storage/v1/object/public/avatars/${path}`);
    expect(within(panel).getByLabelText('Replace your photo')).toBeInTheDocument();
  });

  it('refuses a file of another type or over 2 MB before sending anything, and says why', async () => {
    const { api, panel } = renderPhoto();
    // userEvent.upload honours `accept`; a drop or a picker set to "All files" does not.
    await userEvent.upload(within(panel).getByLabelText('Upload a photo'), file('image/svg+xml', 100, 'me.svg'), { applyAccept: false });
    expect(within(panel).getByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG or WebP image. Choose one of those.');
    await userEvent.upload(within(panel).getByLabelText('Upload a photo'), file('image/png', 2 * 1024 * 1024 + 1));
    expect(within(panel).getByRole('alert')).toHaveTextContent('This image is larger than 2 MB. Choose a smaller one.');
    expect(api.prepare).not.toHaveBeenCalled();
    expect(api.store).not.toHaveBeenCalled();
  });

  it('says what Storage refused, and leaves the photo as it was', async () => {
    const refused = Object.assign(new Error('The object exceeded the maximum allowed size'), { status: 400, statusCode: '413' });
    const { api, panel } = renderPhoto(fakeAvatarApi({ store: vi.fn(async () => Promise.reject(refused)) }), `${IDS.writer}/0ld.webp`);
    await userEvent.upload(within(panel).getByLabelText('Replace your photo'), file('image/png'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Storage refused the image: it is larger than 2 MB. Choose a smaller one.');
    expect(api.save).not.toHaveBeenCalled();
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('replaces the old file, then removes it; Remove Photo clears the profile first', async () => {
    const old = `${IDS.writer}/0ld.webp`;
    const { api, panel } = renderPhoto(fakeAvatarApi(), old);
    expect(within(panel).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', `http://localhost:54321/storage/v1/object/public/avatars/${old}`);
    await userEvent.upload(within(panel).getByLabelText('Replace your photo'), file('image/webp'));
    expect(await within(panel).findByText('Photo updated.')).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith([old]);
    const stored = vi.mocked(api.store).mock.calls[0]?.[0];

    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Photo' }));
    expect(await within(panel).findByText('Photo removed.')).toBeInTheDocument();
    expect(api.save).toHaveBeenLastCalledWith(null);
    expect(api.remove).toHaveBeenLastCalledWith([stored]);
    expect(within(panel).queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Upload a photo')).toBeInTheDocument();
  });
});
