// The super admin's dialogs on another staff account: deleting it (its posts pass to a member
// chosen here, their author names unchanged) and removing its two-factor sign-in. A refusal (the
// last super admin, say) is shown in the dialog as the server gave it, and nothing changes.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, Field, Select } from '@firm/shared-contracts/forms';
import { Modal } from '@firm/shared-contracts/modal';
import { errorMessage } from '../../lib/errors.ts';
import { DangerButton } from '../../lib/ui.tsx';
import { USER_TEXT, type UserRow, type UsersApi } from './usersApi.ts';
import { newOwnerChoices } from './userRules.ts';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-right: ${({ theme }) => theme.space[12]};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const nameOf = (user: Pick<UserRow, 'full_name' | 'email'>) => user.full_name || user.email || 'this user';

interface DeleteProps {
  user: UserRow;
  users: readonly UserRow[];
  deleteUser: UsersApi['deleteUser'];
  onClose(): void;
  onDeleted(text: string): void;
}

export function DeleteUserDialog({ user, users, deleteUser, onClose, onDeleted }: DeleteProps) {
  const choices = newOwnerChoices(users, user);
  const [owner, setOwner] = useState(choices[0]?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = `Delete ${nameOf(user)}?`;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { postsMoved } = await deleteUser(user.id, owner);
      const receiver = choices.find((choice) => choice.id === owner);
      onDeleted(`Deleted ${nameOf(user)}. ${postsMoved} ${postsMoved === 1 ? 'post' : 'posts'} passed to ${receiver ? nameOf(receiver) : 'the new owner'}.`);
    } catch (error) {
      setFailure(`Failed to delete user: ${errorMessage(error)}`);
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <Title>{title}</Title>
      <Body>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        <p>The account is deleted and can no longer sign in. Their posts keep their author name and pass to the staff member you choose.</p>
        {choices.length === 0 ? (
          <p role="alert">No other active staff member can receive their posts.</p>
        ) : (
          <Field label="Give their posts to" required>
            {(control) => (
              <Select {...control} value={owner} onChange={(event) => setOwner(event.target.value)}>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {nameOf(choice)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Buttons>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <DangerButton onClick={() => void confirm()} disabled={busy || !owner}>
            {busy ? 'Deleting...' : 'Delete account'}
          </DangerButton>
        </Buttons>
      </Body>
    </Modal>
  );
}

interface FactorProps {
  user: UserRow;
  api: Pick<UsersApi, 'listUserFactors' | 'removeUserFactor'>;
  onClose(): void;
  onRemoved(text: string): void;
}

export function RemoveFactorDialog({ user, api, onClose, onRemoved }: FactorProps) {
  const factors = useAsync(() => api.listUserFactors(user.id), [api, user.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = `Remove two-factor sign-in of ${nameOf(user)}?`;

  const confirm = async (ids: string[]) => {
    setBusy(true);
    setFailure(null);
    try {
      for (const id of ids) await api.removeUserFactor(user.id, id);
      onRemoved(`Removed two-factor sign-in of ${nameOf(user)}.`);
    } catch (error) {
      setFailure(`Failed to remove two-factor: ${errorMessage(error)}`);
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <Title>{title}</Title>
      <Body>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        {factors.status === 'loading' ? <Spinner label="Loading two-factor status..." /> : null}
        {factors.status === 'error' ? <ErrorBanner>Failed to load two-factor status: {factors.error.message}</ErrorBanner> : null}
        {factors.status === 'success' && factors.data.length === 0 ? <p role="status">{USER_TEXT.noFactor}</p> : null}
        {factors.status === 'success' && factors.data.length > 0 ? <p>{USER_TEXT.removeFactorConfirm}</p> : null}
        <Buttons>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {factors.status === 'success' && factors.data.length === 0 ? 'Close' : 'Cancel'}
          </Button>
          {factors.status === 'success' && factors.data.length > 0 ? (
            <DangerButton onClick={() => void confirm(factors.data.map((factor) => factor.id))} disabled={busy}>
              {busy ? 'Removing...' : 'Remove two-factor'}
            </DangerButton>
          ) : null}
        </Buttons>
      </Body>
    </Modal>
  );
}
