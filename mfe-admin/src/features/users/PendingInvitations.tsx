// The invitations not accepted yet (public.staff_invitations): who, which role, when it expires,
// "Expired" once the link no longer works, and "Send again" for a fresh link.
import { useState } from 'react';
import { Button, Spinner, VisuallyHidden } from '@firm/shared-contracts';
import type { AsyncState } from '@firm/shared-contracts/data';
import { formatDate } from '@firm/shared-contracts/format';
import { errorMessage } from '../../lib/errors.ts';
import { Badge, DataTable, Panel, RowActions, TableWrap, LoadFailure } from '../../lib/ui.tsx';
import type { Role } from '@firm/shared-contracts';
import type { PendingInvitation, UsersApi } from './usersApi.ts';
import { invitationExpired, roleLabel } from './userRules.ts';

interface Props {
  /** The invitations as the Users page read them (it leaves their accounts out of its table). */
  invitations: AsyncState<PendingInvitation[]> & { retry(): void; refresh(): void };
  resendInvitation: UsersApi['resendInvitation'];
  onMessage(message: { tone: 'error' | 'success'; text: string }): void;
}

export function PendingInvitations({ invitations, resendInvitation, onMessage }: Props) {
  const [sending, setSending] = useState<string | null>(null);

  const resend = async (invitation: PendingInvitation) => {
    setSending(invitation.user_id);
    try {
      const { expires_at } = await resendInvitation(invitation.user_id);
      onMessage({ tone: 'success', text: `Invitation sent again to ${invitation.email}. It expires ${formatDate(expires_at, 'dateTime')}.` });
      invitations.refresh();
    } catch (error) {
      onMessage({ tone: 'error', text: `Failed to send the invitation again: ${errorMessage(error)}` });
    } finally {
      setSending(null);
    }
  };

  if (invitations.status === 'success' && invitations.data.length === 0) return null;
  return (
    <Panel aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title">Pending invitations</h2>
      {invitations.status === 'loading' ? <Spinner label="Loading invitations..." /> : null}
      {invitations.status === 'error' ? <LoadFailure what="invitations" error={invitations.error} retry={invitations.retry} /> : null}
      {invitations.status === 'success' ? (
        <TableWrap>
          <DataTable $stackOnMobile role="table">
            <caption>
              <VisuallyHidden>Pending invitations</VisuallyHidden>
            </caption>
            <thead>
              <tr role="row">
                <th scope="col" role="columnheader">Name</th>
                <th scope="col" role="columnheader">Email</th>
                <th scope="col" role="columnheader">Role</th>
                <th scope="col" role="columnheader">Status</th>
                <th scope="col" role="columnheader">Actions</th>
              </tr>
            </thead>
            <tbody>
              {invitations.data.map((invitation) => {
                const expired = invitationExpired(invitation);
                return (
                  <tr key={invitation.user_id} role="row">
                    <th scope="row" role="rowheader" data-label="Name">{invitation.full_name || invitation.email}</th>
                    <td role="cell" data-label="Email">{invitation.email}</td>
                    <td role="cell" data-label="Role">{roleLabel(invitation.role as Role)}</td>
                    <td role="cell" data-label="Status">
                      {expired ? <Badge $tone="danger">Expired</Badge> : <Badge $tone="warning">Pending</Badge>}{' '}
                      {expired ? `since ${formatDate(invitation.expires_at, 'dateTime')}` : `until ${formatDate(invitation.expires_at, 'dateTime')}`}
                    </td>
                    <td role="cell" data-label="Actions">
                      <RowActions>
                        <Button
                          $variant="secondary"
                          disabled={sending !== null}
                          aria-label={`Send the invitation to ${invitation.email} again`}
                          onClick={() => void resend(invitation)}
                        >
                          {sending === invitation.user_id ? 'Sending...' : 'Send again'}
                        </Button>
                      </RowActions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </TableWrap>
      ) : null}
    </Panel>
  );
}
