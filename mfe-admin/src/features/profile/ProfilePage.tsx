// /admin/profile: the signed-in user's name, their photo (an image uploaded to the project's own
// Storage, never a URL: docs/security.md "Avatars"), a password change, two-factor sign-in and the
// places the account is signed in.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, usePageMeta } from '@firm/shared-contracts';
import { actorOf, isAdmin, useAuth } from '@firm/shared-contracts/auth';
import { ErrorBanner, Form, SuccessBanner, TextField } from '@firm/shared-contracts/forms';
import { avatarObjectPath, AVATAR_TYPES } from '@firm/shared-contracts/media';
import { fileProblem } from '@firm/shared-contracts/media-upload';
import { Avatar } from '../../lib/Avatar.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { Badge, PageHeader, Panel } from '../../lib/ui.tsx';
import { replaceMedia, uploadErrorText } from '../site-media/mediaUpload.ts';
import { newPasswordProblems, PASSWORD_TEXT } from '../auth/passwordRules.ts';
import { TwoFactorPanel } from '../two-factor/TwoFactorPanel.tsx';
import { twoFactorApi as defaultTwoFactorApi, type TwoFactorApi } from '../two-factor/twoFactorApi.ts';
import { FULL_NAME_MAX_LENGTH } from '../users/usersApi.ts';
import { fullNameTooLong, roleLabel } from '../users/userRules.ts';
import { AVATAR_TEXT, avatarApi as defaultAvatarApi, type AvatarApi } from './avatarApi.ts';
import { changePassword as defaultChangePassword, PROFILE_TEXT } from './profileApi.ts';
import { NoticesPanel } from './NoticesPanel.tsx';
import { noticesApi as defaultNoticesApi, type NoticesApi } from './noticesApi.ts';
import { SessionsPanel } from './SessionsPanel.tsx';
import { sessionsApi as defaultSessionsApi, type SessionsApi } from './sessionsApi.ts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

const PhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
`;

const PhotoControls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.slate};
  }
`;

type Outcome = { tone: 'error' | 'success'; text: string } | null;
type PhotoState = { tone: 'busy' | 'success' | 'error'; text: string } | null;

/** The photo: a preview, a labelled file input (PNG, JPEG or WebP up to 2 MB) and Remove. */
function PhotoPanel({ api }: { api: AvatarApi }) {
  const auth = useAuth();
  const inputId = useId();
  const userId = auth.user?.id ?? '';
  const name = auth.profile?.full_name || auth.user?.email || '?';
  const [path, setPath] = useState(auth.profile?.avatar_path ?? null);
  const [state, setState] = useState<PhotoState>(null);
  const save = api.save ?? (async (next: string | null) => void (await auth.updateProfile({ avatar_path: next })));
  const busy = state?.tone === 'busy';

  const change = async (next: File | null, busyText: string, doneText: string) => {
    setState({ tone: 'busy', text: busyText });
    try {
      const outcome = await replaceMedia({
        async store(stored) {
          if (!next) return null;
          const prepared = await api.prepare(next);
          const storedPath = avatarObjectPath(userId, crypto.randomUUID(), prepared.type);
          await api.store(storedPath, prepared.blob);
          stored.push(storedPath);
          return storedPath;
        },
        async point(storedPath) {
          await save(storedPath);
          setPath(storedPath);
        },
        oldPaths: path ? [path] : [],
        remove: api.remove,
      });
      setState({ tone: 'success', text: outcome.leftOver.length > 0 ? `${doneText} ${AVATAR_TEXT.leftOver}` : doneText });
    } catch (error) {
      setState({ tone: 'error', text: uploadErrorText(error, AVATAR_TEXT) });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem('avatar', file);
    if (problem) setState({ tone: 'error', text: problem });
    else void change(file, AVATAR_TEXT.busy, AVATAR_TEXT.saved);
  };

  return (
    <Panel aria-labelledby="profile-photo-title">
      <h2 id="profile-photo-title">Photo</h2>
      <PhotoRow>
        <Avatar userId={userId} path={path} name={name} size={96} alt={path ? 'Your photo' : ''} />
        <PhotoControls>
          <label htmlFor={inputId}>{path ? 'Replace your photo' : 'Upload a photo'}</label>
          <input
            id={inputId}
            type="file"
            accept={Object.keys(AVATAR_TYPES).join(',')}
            aria-describedby={`${inputId}-hint`}
            disabled={busy}
            onChange={choose}
          />
          <p id={`${inputId}-hint`}>{AVATAR_TEXT.hint}</p>
          {path ? (
            <div>
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => void change(null, AVATAR_TEXT.removing, AVATAR_TEXT.removed)}>
                Remove Photo
              </Button>
            </div>
          ) : null}
        </PhotoControls>
      </PhotoRow>
      {/* Always present, so screen readers announce each change of its text. */}
      <div role="status" aria-live="polite">
        {state?.tone === 'busy' ? <p>{state.text}</p> : null}
        {state?.tone === 'success' ? <SuccessBanner>{state.text}</SuccessBanner> : null}
      </div>
      {state?.tone === 'error' ? <ErrorBanner>{state.text}</ErrorBanner> : null}
    </Panel>
  );
}

export function ProfilePage({
  changePassword = defaultChangePassword,
  avatarApi = defaultAvatarApi,
  twoFactorApi = defaultTwoFactorApi,
  sessionsApi = defaultSessionsApi,
  noticesApi = defaultNoticesApi,
}: {
  changePassword?: (currentPassword: string, password: string) => Promise<void>;
  avatarApi?: AvatarApi;
  twoFactorApi?: TwoFactorApi;
  sessionsApi?: SessionsApi;
  noticesApi?: NoticesApi;
}) {
  usePageMeta({ title: 'Profile', noindex: true });
  const auth = useAuth();
  const [fullName, setFullName] = useState(auth.profile?.full_name ?? '');
  const [profileErrors, setProfileErrors] = useState<{ fullName?: string }>({});
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
    setProfileErrors(errors);
    setProfileOutcome(null);
    if (errors.fullName) return;
    setSavingProfile(true);
    try {
      await auth.updateProfile({ full_name: fullName.trim() });
      setProfileOutcome({ tone: 'success', text: PROFILE_TEXT.saved });
    } catch (error) {
      setProfileOutcome({ tone: 'error', text: `Failed to save profile: ${errorMessage(error)}` });
    } finally {
      setSavingProfile(false);
    }
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const errors: typeof passwordErrors = { ...newPasswordProblems(password, confirm) };
    if (!currentPassword) errors.current = PROFILE_TEXT.currentRequired;
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
        <PhotoPanel api={avatarApi} />
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
              hint={PASSWORD_TEXT.hint}
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
        <TwoFactorPanel api={twoFactorApi} />
        <SessionsPanel api={sessionsApi} />
        {isAdmin(actorOf(auth)) && auth.user ? <NoticesPanel userId={auth.user.id} api={noticesApi} /> : null}
      </Columns>
    </>
  );
}

export default ProfilePage;
