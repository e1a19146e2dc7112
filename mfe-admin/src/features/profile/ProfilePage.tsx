// /admin/profile: the signed-in user's name and avatar, and a password change.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, usePageMeta } from '@firm/shared-contracts';
import { useAuth } from '@firm/shared-contracts/auth';
import { ErrorBanner, Form, SuccessBanner, TextField } from '@firm/shared-contracts/forms';
import { errorMessage } from '../../lib/errors.ts';
import { Badge, PageHeader, Panel } from '../../lib/ui.tsx';
import { isValidImageUrl } from '../editor/postForm.ts';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../users/usersApi.ts';
import { fullNameTooLong, roleLabel } from '../users/userRules.ts';
import { changePassword as defaultChangePassword, PROFILE_TEXT } from './profileApi.ts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

type Outcome = { tone: 'error' | 'success'; text: string } | null;

export function ProfilePage({
  changePassword = defaultChangePassword,
}: {
  changePassword?: (currentPassword: string, password: string) => Promise<void>;
}) {
  usePageMeta({ title: 'Profile', noindex: true });
  const auth = useAuth();
  const [fullName, setFullName] = useState(auth.profile?.full_name ?? '');
  const [avatarUrl, setAvatarUrl] = useState(auth.profile?.avatar_url ?? '');
  const [profileErrors, setProfileErrors] = useState<{ fullName?: string; avatarUrl?: string }>({});
  const [profileOutcome, setProfileOutcome] = useState<Outcome>(null);
  const [savingProfile, setSavingProfile] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<{ current?: string; password?: string; confirm?: string }>({});
  const [passwordOutcome, setPasswordOutcome] = useState<Outcome>(null);
  const [savingPassword, setSavingPassword] = useState(false);

  const saveProfile = async (event: FormEvent) => {
    event.preventDefault();
    const errors: typeof profileErrors = {};
    const nameProblem = fullName.trim() ? fullNameTooLong(fullName) : PROFILE_TEXT.nameRequired;
    if (nameProblem) errors.fullName = nameProblem;
    if (!isValidImageUrl(avatarUrl)) errors.avatarUrl = PROFILE_TEXT.avatarInvalid;
    setProfileErrors(errors);
    setProfileOutcome(null);
    if (errors.fullName || errors.avatarUrl) return;
    setSavingProfile(true);
    try {
      await auth.updateProfile({ full_name: fullName.trim(), avatar_url: avatarUrl.trim() || null });
      setProfileOutcome({ tone: 'success', text: PROFILE_TEXT.saved });
    } catch (error) {
      setProfileOutcome({ tone: 'error', text: `Failed to save profile: ${errorMessage(error)}` });
    } finally {
      setSavingProfile(false);
    }
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const errors: typeof passwordErrors = {};
    if (!currentPassword) errors.current = PROFILE_TEXT.currentRequired;
    if (password.length < PASSWORD_MIN_LENGTH) errors.password = PROFILE_TEXT.passwordShort;
    else if (password !== confirm) errors.confirm = PROFILE_TEXT.passwordMismatch;
    setPasswordErrors(errors);
    setPasswordOutcome(null);
    if (errors.current || errors.password || errors.confirm) return;
    setSavingPassword(true);
    try {
      await changePassword(currentPassword, password);
      setCurrentPassword('');
      setPassword('');
      setConfirm('');
      setPasswordOutcome({ tone: 'success', text: PROFILE_TEXT.passwordChanged });
    } catch (error) {
      setPasswordOutcome({ tone: 'error', text: `Failed to change password: ${errorMessage(error)}` });
    } finally {
      setSavingPassword(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Profile"
        lead={
          <>
            {auth.user?.email} · <Badge $tone="info">{roleLabel(auth.role)}</Badge>
          </>
        }
      />
      <Columns>
        <Panel aria-labelledby="profile-details-title">
          <h2 id="profile-details-title">Your details</h2>
          <Form noValidate onSubmit={saveProfile} aria-labelledby="profile-details-title">
            {profileOutcome ? (
              profileOutcome.tone === 'error' ? <ErrorBanner>{profileOutcome.text}</ErrorBanner> : <SuccessBanner>{profileOutcome.text}</SuccessBanner>
            ) : null}
            <TextField
              label="Full name"
              required
              autoComplete="name"
              value={fullName}
              error={profileErrors.fullName}
              hint={`At most ${FULL_NAME_MAX_LENGTH} characters.`}
              onValueChange={setFullName}
            />
            <TextField
              label="Avatar URL"
              type="url"
              value={avatarUrl}
              error={profileErrors.avatarUrl}
              hint="A square image, https://… or a path on this site."
              onValueChange={setAvatarUrl}
            />
            <div>
              <Button type="submit" disabled={savingProfile}>
                {savingProfile ? 'Saving...' : 'Save Profile'}
              </Button>
            </div>
          </Form>
        </Panel>
        <Panel aria-labelledby="profile-password-title">
          <h2 id="profile-password-title">Change password</h2>
          <Form noValidate onSubmit={savePassword} aria-labelledby="profile-password-title">
            {passwordOutcome ? (
              passwordOutcome.tone === 'error' ? <ErrorBanner>{passwordOutcome.text}</ErrorBanner> : <SuccessBanner>{passwordOutcome.text}</SuccessBanner>
            ) : null}
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              error={passwordErrors.current}
              onValueChange={setCurrentPassword}
            />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              error={passwordErrors.password}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              onValueChange={setPassword}
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              error={passwordErrors.confirm}
              onValueChange={setConfirm}
            />
            <div>
              <Button type="submit" disabled={savingPassword}>
                {savingPassword ? 'Saving...' : 'Change Password'}
              </Button>
            </div>
          </Form>
        </Panel>
      </Columns>
    </>
  );
}

export default ProfilePage;
