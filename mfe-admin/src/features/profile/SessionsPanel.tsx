// Profile's Sessions section: each place this account is signed in (device, address, last
// active, this device marked), with "Sign out everywhere else" and "Sign out everywhere".
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, VisuallyHidden } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, SuccessBanner } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { flashState } from '../../lib/flash.ts';
import { Badge, DataTable, Muted, Panel, TableWrap, LoadFailure } from '../../lib/ui.tsx';
import { deviceName, lastActive, type SessionsApi } from './sessionsApi.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const SESSIONS_TEXT = {
  othersEnded: 'Signed out everywhere else. This device stays signed in.',
  allEnded: 'Signed out everywhere. Sign in again to continue.',
  confirmAll: 'Sign out on every device, this one included?',
} as const;

export function SessionsPanel({ api }: { api: SessionsApi }) {
  const sessions = useAsync(() => api.listSessions(), [api]);
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);

  const signOut = async (scope: 'others' | 'global') => {
    setBusy(true);
    setOutcome(null);
    try {
      await api.signOutSessions(scope);
      if (scope === 'global') {
        navigate('/admin/login', { replace: true, state: flashState({ tone: 'success', text: SESSIONS_TEXT.allEnded }) });
        return;
      }
      setOutcome({ tone: 'success', text: SESSIONS_TEXT.othersEnded });
      sessions.refresh();
    } catch (error) {
      setOutcome({ tone: 'error', text: `Failed to sign out: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      setConfirmAll(false);
    }
  };

  return (
    <Panel aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title">Where you're signed in</h2>
      {outcome ? outcome.tone === 'error' ? <ErrorBanner>{outcome.text}</ErrorBanner> : <SuccessBanner>{outcome.text}</SuccessBanner> : null}
      {sessions.status === 'loading' ? <Spinner label="Loading sessions..." /> : null}
      {sessions.status === 'error' ? <LoadFailure what="sessions" error={sessions.error} retry={sessions.retry} /> : null}
      {sessions.status === 'success' ? (
        <TableWrap>
          <DataTable $stackOnMobile role="table">
            <caption>
              <VisuallyHidden>Sessions</VisuallyHidden>
            </caption>
            <thead>
              <tr role="row">
                <th scope="col" role="columnheader">Device</th>
                <th scope="col" role="columnheader">IP address</th>
                <th scope="col" role="columnheader">Last active</th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => (
                <tr key={session.id} role="row">
                  <td role="cell" data-label="Device">
                    {deviceName(session.user_agent)} {session.current ? <Badge $tone="info">This device</Badge> : null}
                  </td>
                  <td role="cell" data-label="IP address">{session.ip || <Muted>Unknown</Muted>}</td>
                  <td role="cell" data-label="Last active">{formatDate(lastActive(session), 'dateTime')}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableWrap>
      ) : null}
      <Actions>
        <Button $variant="secondary" disabled={busy} onClick={() => void signOut('others')}>
          Sign out everywhere else
        </Button>
        <Button $variant="secondary" disabled={busy} onClick={() => setConfirmAll(true)}>
          Sign out everywhere
        </Button>
      </Actions>
      {confirmAll ? (
        <ConfirmDialog
          message={SESSIONS_TEXT.confirmAll}
          confirmLabel="Sign out everywhere"
          danger
          busy={busy}
          onCancel={() => setConfirmAll(false)}
          onConfirm={() => void signOut('global')}
        />
      ) : null}
    </Panel>
  );
}
