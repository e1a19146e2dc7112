// /admin/users (admins): every user with role and status; invite a user (and see the invitations
// not accepted yet, sending an expired one again), assign, change or remove a role, suspend or
// reactivate; super admins also delete an account or remove its two-factor — only what the rules
// allow, and never on one's own account. Each
// row's actions are one menu ("Actions for <name>"), so rows stay one line of buttons high, and
// long names and emails wrap inside their columns (DataTable).
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, usePageMeta, VisuallyHidden, type Role } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { actorOf, useAuth } from '@firm/shared-contracts/auth';
import { ErrorBanner, Select, SuccessBanner } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { ActionMenu, type MenuAction } from '../../lib/ActionMenu.tsx';
import { Avatar } from '../../lib/Avatar.tsx';
import { Badge, Breakable, DataTable, EmptyState, Muted, PageHeader, Panel, RowActions, TableWrap } from '../../lib/ui.tsx';
import { DeleteUserDialog, RemoveFactorDialog } from './AccountDialogs.tsx';
import { InviteUserModal } from './InviteUserModal.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { USER_TEXT, usersApi as defaultApi, type UserRow, type UsersApi } from './usersApi.ts';
import {
  assignableRoles,
  canChangeSuspension,
  canManageRole,
  canRemoveAccount,
  isSelf,
  isSuspended,
  ROLE_LABELS,
  roleLabel,
  userActions,
} from './userRules.ts';

const UserCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  > span {
    min-width: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.slate};
  }
`;

const InlineRole = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  select {
    min-width: 140px;
  }
`;

type Confirm = { kind: 'remove' | 'suspend' | 'reactivate'; user: UserRow } | null;
type AccountDialog = { kind: 'delete' | 'remove_factor'; user: UserRow } | null;

export function UsersPage({ api = defaultApi }: { api?: UsersApi }) {
  usePageMeta({ title: 'Users', noindex: true });
  const auth = useAuth();
  const actor = actorOf(auth);
  const users = useAsync(() => api.listUsers(), [api]);
  const invitations = useAsync(() => api.listInvitations(), [api]);
  // An invited address has an account before it accepts: it is listed with the invitations only.
  const pending = new Set(invitations.status === 'success' ? invitations.data.map((invitation) => invitation.user_id) : []);
  const accounts = users.status === 'success' ? users.data.filter((user) => !pending.has(user.id)) : [];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ id: string; role: Role } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [accountDialog, setAccountDialog] = useState<AccountDialog>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const roles = assignableRoles(actor);

  const run = async (work: () => Promise<void>, success: string, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ tone: 'success', text: success });
      users.retry();
    } catch (error) {
      setMessage({ tone: 'error', text: `${failure}: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const saveRole = async () => {
    if (!editing) return;
    const target = editing;
    await run(() => api.assignRole(target.id, target.role), `Role set to ${ROLE_LABELS[target.role]}.`, 'Failed to assign role');
    setEditing(null);
  };

  const confirmAction = () => {
    if (!confirm) return;
    const { kind, user } = confirm;
    const name = user.full_name || user.email || 'the user';
    if (kind === 'remove') void run(() => api.removeRole(user.id), `Removed the role of ${name}.`, 'Failed to remove role');
    if (kind === 'suspend') void run(() => api.setSuspension(user.id, true), `Suspended ${name}.`, 'Failed to suspend user');
    if (kind === 'reactivate')
      void run(() => api.setSuspension(user.id, false), `Reactivated ${name}.`, 'Failed to reactivate user');
  };

  const rowMenu = (
    user: UserRow,
    can: { manageRole: boolean; manageStatus: boolean; suspended: boolean; editing: boolean; removeAccount: boolean },
  ): MenuAction[] =>
    userActions(user, can).map((action) => ({
      label: action.label,
      danger: action.danger,
      onSelect: () => {
        if (action.kind === 'role') setEditing({ id: user.id, role: user.role && roles.includes(user.role) ? user.role : 'writer' });
        else if (action.kind === 'delete' || action.kind === 'remove_factor') setAccountDialog({ kind: action.kind, user });
        else setConfirm({ kind: action.kind, user });
      },
    }));

  const renderRow = (user: UserRow) => {
    const self = isSelf(actor, user);
    const suspended = isSuspended(user);
    const manageRole = canManageRole(actor, user);
    const manageStatus = canChangeSuspension(actor, user);
    const removeAccount = canRemoveAccount(actor, user);
    const name = user.full_name || user.email || 'Unnamed user';
    const editingThis = editing?.id === user.id;
    // A role this admin may not grant (super_admin for an admin) is not offered.
    const roleChoices = roles;
    return (
      <tr key={user.id}>
        <th scope="row">
          <UserCell>
            <Avatar userId={user.id} path={user.avatar_path} name={name} size={36} />
            <span>
              {/* A name is what its owner typed: one long word wraps rather than widen the table. */}
              <Breakable>{name}</Breakable>
              {self ? <Muted> (you)</Muted> : null}
              <small>Last sign-in: {formatDate(user.last_sign_in_at, 'dateTime')}</small>
            </span>
          </UserCell>
        </th>
        <td>
          <Breakable>{user.email ?? '—'}</Breakable>
        </td>
        <td>
          {editingThis ? (
            <InlineRole>
              <label>
                <VisuallyHidden>Role for {name}</VisuallyHidden>
                {/* Opened from the row's menu: focus goes straight to the choice. */}
                <Select autoFocus value={editing.role} onChange={(e) => setEditing({ id: user.id, role: e.target.value as Role })}>
                  {roleChoices.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </Select>
              </label>
              <RowActions>
                <Button disabled={busy} onClick={() => void saveRole()}>
                  Save
                </Button>
                <Button $variant="secondary" disabled={busy} onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </RowActions>
            </InlineRole>
          ) : (
            <Badge $tone={user.role ? 'info' : 'neutral'}>{roleLabel(user.role)}</Badge>
          )}
        </td>
        <td>
          <Badge $tone={suspended ? 'danger' : 'success'}>{suspended ? 'Suspended' : 'Active'}</Badge>
          {suspended && user.suspended_at ? <Muted> since {formatDate(user.suspended_at, 'dateTime')}</Muted> : null}
        </td>
        <td>
          {self ? (
            <Muted>Your own account</Muted>
          ) : !manageRole && !manageStatus && !removeAccount ? (
            <Muted>Only a super admin can change this user</Muted>
          ) : (
            <ActionMenu
              name={name}
              disabled={busy}
              actions={rowMenu(user, { manageRole, manageStatus, suspended, editing: editingThis, removeAccount })}
            />
          )}
        </td>
      </tr>
    );
  };

  return (
    <>
      <PageHeader
        title="Users"
        lead="Staff accounts, their roles and status."
        actions={<Button onClick={() => setAdding(true)}>Invite user</Button>}
      />
      {message ? (
        message.tone === 'error' ? <ErrorBanner>{message.text}</ErrorBanner> : <SuccessBanner>{message.text}</SuccessBanner>
      ) : null}
      <Panel aria-label="User list">
        {users.status === 'loading' ? <Spinner label="Loading users..." /> : null}
        {users.status === 'error' ? (
          <div role="alert">
            <p>Failed to load users: {users.error.message}</p>
            <Button onClick={users.retry}>Retry</Button>
          </div>
        ) : null}
        {users.status === 'success' && accounts.length === 0 ? (
          <EmptyState>
            <p>{USER_TEXT.empty}</p>
          </EmptyState>
        ) : null}
        {users.status === 'success' && accounts.length > 0 ? (
          <TableWrap>
            <DataTable>
              <caption>
                <VisuallyHidden>Users</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>{accounts.map(renderRow)}</tbody>
            </DataTable>
          </TableWrap>
        ) : null}
      </Panel>
      <PendingInvitations invitations={invitations} resendInvitation={api.resendInvitation} onMessage={setMessage} />
      {adding ? (
        <InviteUserModal
          roles={roles}
          inviteUser={api.inviteUser}
          onClose={() => setAdding(false)}
          onInvited={(form, invitation) => {
            setAdding(false);
            setMessage({
              tone: 'success',
              text: `Invitation sent to ${form.email.trim()} as ${ROLE_LABELS[form.role]}. The link works until ${formatDate(invitation.expires_at, 'dateTime')}.`,
            });
            invitations.refresh();
            users.retry();
          }}
        />
      ) : null}
      {accountDialog?.kind === 'delete' && users.status === 'success' ? (
        <DeleteUserDialog
          user={accountDialog.user}
          users={accounts}
          deleteUser={api.deleteUser}
          onClose={() => setAccountDialog(null)}
          onDeleted={(text) => {
            setAccountDialog(null);
            setMessage({ tone: 'success', text });
            users.retry();
          }}
        />
      ) : null}
      {accountDialog?.kind === 'remove_factor' ? (
        <RemoveFactorDialog
          user={accountDialog.user}
          api={api}
          onClose={() => setAccountDialog(null)}
          onRemoved={(text) => {
            setAccountDialog(null);
            setMessage({ tone: 'success', text });
          }}
        />
      ) : null}
      {confirm ? (
        <ConfirmDialog
          message={
            confirm.kind === 'remove'
              ? USER_TEXT.removeConfirm
              : confirm.kind === 'suspend'
                ? USER_TEXT.suspendConfirm
                : USER_TEXT.reactivateConfirm
          }
          confirmLabel={confirm.kind === 'remove' ? 'Remove Role' : confirm.kind === 'suspend' ? 'Suspend User' : 'Reactivate User'}
          danger={confirm.kind !== 'reactivate'}
          busy={busy}
          onCancel={() => setConfirm(null)}
          onConfirm={confirmAction}
        />
      ) : null}
    </>
  );
}

export default UsersPage;
