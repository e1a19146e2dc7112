// /admin/inquiries (admins): every contact inquiry and calculator lead the site stored, newest
// first, with whether and when it was forwarded (sent, pending with retries, failed), and a banner
// while inquiries are not reaching the CRM.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { Field, Select } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { Badge, DataTable, EmptyState, Muted, PageHeader, Panel, TableWrap, Toolbar, type BadgeTone } from '../../lib/ui.tsx';
import { ForwardingBanner } from './ForwardingBanner.tsx';
import { inquiriesApi as defaultApi, type ForwardingState, type InquiriesApi, type Lead } from './inquiriesApi.ts';

type TypeFilter = 'all' | Lead['type'];

const Message = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  max-width: 60ch;
  white-space: pre-wrap;
  color: ${({ theme }) => theme.color.graphite};
`;

export function forwardingLabel(state: ForwardingState): { text: string; tone: BadgeTone; detail: string | null } {
  switch (state.state) {
    case 'sent':
      return {
        text: 'Forwarded',
        tone: 'success',
        detail: [state.at ? formatDate(state.at, 'dateTime') : null, state.crmRecordId ? `CRM record ${state.crmRecordId}` : null].filter(Boolean).join(' · ') || null,
      };
    case 'pending':
      return { text: state.lastError ? 'Retrying' : 'Queued', tone: 'warning', detail: state.lastError };
    case 'failed':
      return state.willRetry
        ? { text: 'Waiting for the CRM', tone: 'danger', detail: [state.lastError, 'Sent again automatically when the CRM answers'].filter(Boolean).join(' · ') }
        : { text: 'Failed', tone: 'danger', detail: state.lastError };
    case 'none':
      return { text: 'Not forwarded', tone: 'neutral', detail: 'Stored on the site only' };
  }
}

export function InquiriesPage({ api = defaultApi }: { api?: InquiriesApi }) {
  usePageMeta({ title: 'Inquiries', noindex: true });
  const data = useAsync(() => api.loadLeads(), [api]);
  // Read on its own: the list still shows when the summary cannot be read, and the other way round.
  const health = useAsync(() => api.loadForwardingHealth(), [api]);
  const refresh = () => {
    data.retry();
    health.retry();
  };
  const [type, setType] = useState<TypeFilter>('all');

  return (
    <>
      <PageHeader title="Inquiries" lead="Contact inquiries and calculator leads stored by the site, with their forwarding state." />
      <Toolbar>
        <Field label="Show">
          {(control) => (
            <Select {...control} value={type} onChange={(e) => setType(e.target.value as TypeFilter)}>
              <option value="all">All leads</option>
              <option value="inquiry">Contact inquiries</option>
              <option value="calculator">Calculator leads</option>
            </Select>
          )}
        </Field>
        <div>
          <Button $variant="secondary" onClick={refresh}>
            Refresh
          </Button>
        </div>
      </Toolbar>
      {health.status === 'success' ? <ForwardingBanner health={health.data} /> : null}
      <Panel aria-label="Leads">
        {data.status === 'loading' ? <Spinner label="Loading inquiries..." /> : null}
        {data.status === 'error' ? (
          <div role="alert">
            <p>Failed to load inquiries: {data.error.message}</p>
            <Button onClick={data.retry}>Retry</Button>
          </div>
        ) : null}
        {data.status === 'success' ? (
          <LeadTable leads={data.data.filter((lead) => type === 'all' || lead.type === type)} />
        ) : null}
      </Panel>
    </>
  );
}

const COLUMNS = ['Received', 'From', 'Type', 'Details', 'Forwarding'] as const;

function LeadTable({ leads }: { leads: Lead[] }) {
  if (leads.length === 0) {
    return (
      <EmptyState>
        <p>No inquiries yet.</p>
      </EmptyState>
    );
  }
  return (
    <TableWrap>
      <DataTable $stackOnMobile role="table">
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {leads.map((lead) => (
            <tr key={`${lead.type}-${lead.id}`} role="row">
              <th scope="row" role="rowheader" data-label="Received">
                {formatDate(lead.createdAt, 'dateTime')}
              </th>
              <td role="cell" data-label="From">
                {lead.name || <Muted>No name</Muted>}
                <br />
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </td>
              <td role="cell" data-label="Type">{lead.type === 'inquiry' ? 'Contact inquiry' : 'Calculator lead'}</td>
              <td role="cell" data-label="Details">
                {lead.detail}
                {lead.message ? <Message>{lead.message}</Message> : null}
              </td>
              <td role="cell" data-label="Forwarding">
                <ForwardingCell state={lead.forwarding} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableWrap>
  );
}

function ForwardingCell({ state }: { state: ForwardingState }) {
  const label = forwardingLabel(state);
  return (
    <>
      <Badge $tone={label.tone}>{label.text}</Badge>
      {label.detail ? (
        <>
          {' '}
          <Muted>{label.detail}</Muted>
        </>
      ) : null}
    </>
  );
}

export default InquiriesPage;
