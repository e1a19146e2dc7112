// /admin/audit (super admins): what was done to staff accounts and settings, newest first, a page
// at a time, in the firm's time zone. Nothing here can be changed: the database writes the rows.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, usePageMeta, VisuallyHidden } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { formatDate } from '@firm/shared-contracts/format';
import { Breakable, DataTable, EmptyState, Muted, PageHeader, Panel, TableWrap, LoadFailure } from '../../lib/ui.tsx';
import { actorName, AUDIT_PAGE_SIZE, auditApi as defaultApi, describeAction, targetName, type AuditApi } from './auditApi.ts';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export function AuditTrailPage({ api = defaultApi }: { api?: AuditApi }) {
  usePageMeta({ title: 'Audit trail', noindex: true });
  const [page, setPage] = useState(0);
  const trail = useAsync(() => api.loadAuditPage(page), [api, page]);
  // The list keeps focus while another page loads in it.
  const listRef = useRef<HTMLElement>(null);
  const pages = trail.status === 'success' ? Math.max(1, Math.ceil(trail.data.total / AUDIT_PAGE_SIZE)) : 1;

  const go = (next: number) => {
    setPage(next);
    listRef.current?.focus();
  };

  return (
    <>
      <PageHeader title="Audit trail" lead="Changes to staff accounts and settings, newest first, as the database recorded them." />
      <Panel ref={listRef} tabIndex={-1} aria-label="Audit events">
        {trail.status === 'loading' ? <Spinner label="Loading the audit trail..." /> : null}
        {trail.status === 'error' ? <LoadFailure what="the audit trail" error={trail.error} retry={trail.retry} /> : null}
        {trail.status === 'success' && trail.data.events.length === 0 ? (
          <EmptyState>
            <p>Nothing has been recorded yet.</p>
          </EmptyState>
        ) : null}
        {trail.status === 'success' && trail.data.events.length > 0 ? (
          <>
            <TableWrap>
              <DataTable $stackOnMobile role="table">
                <caption>
                  <VisuallyHidden>Audit events, page {page + 1} of {pages}</VisuallyHidden>
                </caption>
                <thead>
                  <tr role="row">
                    <th scope="col" role="columnheader">When</th>
                    <th scope="col" role="columnheader">Who</th>
                    <th scope="col" role="columnheader">Action</th>
                    <th scope="col" role="columnheader">User</th>
                  </tr>
                </thead>
                <tbody>
                  {trail.data.events.map((event) => {
                    const whom = targetName(event, trail.data.names);
                    return (
                      <tr key={event.id} role="row">
                        <td role="cell" data-label="When">{formatDate(event.occurred_at, 'dateTime')}</td>
                        <td role="cell" data-label="Who">
                          <Breakable>{actorName(event, trail.data.names)}</Breakable>
                        </td>
                        <td role="cell" data-label="Action">{describeAction(event, trail.data.names)}</td>
                        <td role="cell" data-label="User">{whom ? <Breakable>{whom}</Breakable> : <Muted>—</Muted>}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </DataTable>
            </TableWrap>
            <Pager aria-label="Audit trail pages">
              <Button $variant="secondary" disabled={page === 0} onClick={() => go(page - 1)}>
                Newer
              </Button>
              <span aria-live="polite">
                Page {page + 1} of {pages}
              </span>
              <Button $variant="secondary" disabled={page + 1 >= pages} onClick={() => go(page + 1)}>
                Older
              </Button>
            </Pager>
          </>
        ) : null}
      </Panel>
    </>
  );
}

export default AuditTrailPage;
