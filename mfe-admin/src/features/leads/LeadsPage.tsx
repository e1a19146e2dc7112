// /admin/leads (admins): one row per person (docs/architecture.md#d49), what they did on the site,
// where the firm stands with them (status, owner, next step), searched, filtered and paged by the
// database; the filters live in the address bar. Export writes every lead the filters match as CSV.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAuth } from '@firm/shared-contracts/auth';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, Field, Input, Select } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { downloadCsv } from '../../lib/csv.ts';
import { errorMessage } from '../../lib/errors.ts';
import { Badge, Breakable, DataTable, EmptyState, Muted, PageHeader, Panel, TableWrap, Toolbar, type BadgeTone } from '../../lib/ui.tsx';
import { ForwardingBanner } from './ForwardingBanner.tsx';
import {
  activitySummary,
  filtersFromParams,
  isDue,
  LEAD_STATUSES,
  leadsCsv,
  nextStepText,
  pageCount,
  pageSummary,
  paramsFromFilters,
  servicesText,
  statusLabel,
  type LeadFilters,
  type PipelineRow,
} from './leadRules.ts';
import { firmToday, leadsApi as defaultApi, type LeadsApi } from './leadsApi.ts';

export const STATUS_TONE: Record<string, BadgeTone> = { new: 'info', contacted: 'warning', qualified: 'success', won: 'success', lost: 'neutral' };

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
`;

export function LeadsPage({ api = defaultApi }: { api?: LeadsApi }) {
  usePageMeta({ title: 'Leads', noindex: true });
  const auth = useAuth();
  const me = auth.user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const key = paramsFromFilters(filters).toString();
  const leads = useAsync(() => api.listLeads(filters, me), [api, key, me]);
  const staff = useAsync(() => api.listStaff(), [api]);
  const health = useAsync(() => api.loadForwardingHealth(), [api]);
  const [search, setSearch] = useState(filters.search);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const names = new Map((staff.status === 'success' ? staff.data : []).map((member) => [member.id, member.name]));

  const apply = (change: Partial<LeadFilters>) => setParams(paramsFromFilters({ ...filters, page: 1, ...change }));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ search });
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      downloadCsv(`leads-${firmToday()}.csv`, leadsCsv(await api.exportLeads(filters, me), names));
    } catch (error) {
      setExportError(`The export failed: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Leads"
        lead="Everyone who wrote in, booked a call or unlocked a calculator, one row per person, with where the firm stands with them."
        actions={
          <Button $variant="secondary" onClick={exportCsv} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      {exportError ? <ErrorBanner>{exportError}</ErrorBanner> : null}
      {health.status === 'success' ? <ForwardingBanner health={health.data} /> : null}
      <Toolbar as="form" role="search" aria-label="Find leads" onSubmit={submitSearch}>
        <Field label="Search">
          {(control) => (
            <Input {...control} type="search" value={search} placeholder="Name, email or company" onChange={(e) => setSearch(e.target.value)} />
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <Select {...control} value={filters.status} onChange={(e) => apply({ status: e.target.value as LeadFilters['status'] })}>
              <option value="open">Open (new, contacted, qualified)</option>
              <option value="all">All</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Owner">
          {(control) => (
            <Select {...control} value={filters.owner} onChange={(e) => apply({ owner: e.target.value as LeadFilters['owner'] })}>
              <option value="any">Anyone</option>
              <option value="mine">Mine</option>
              <option value="none">No owner</option>
            </Select>
          )}
        </Field>
        <Check>
          <input type="checkbox" checked={filters.due} onChange={(e) => apply({ due: e.target.checked })} />
          Next step due
        </Check>
        <div>
          <Button type="submit">Search</Button>
        </div>
      </Toolbar>
      <Panel aria-label="Leads" aria-busy={leads.status === 'loading'}>
        {leads.status === 'loading' ? <Spinner label="Loading leads..." /> : null}
        {leads.status === 'error' ? (
          <div role="alert">
            <p>Failed to load leads: {leads.error.message}</p>
            <Button onClick={leads.retry}>Retry</Button>
          </div>
        ) : null}
        {leads.status === 'success' ? (
          <>
            <LeadTable rows={leads.data.rows} names={names} />
            <Pager aria-label="Pages of leads">
              <span aria-live="polite">{pageSummary(filters.page, leads.data.total)}</span>
              <span>
                <Button $variant="secondary" disabled={filters.page <= 1} onClick={() => setParams(paramsFromFilters({ ...filters, page: filters.page - 1 }))}>
                  Previous
                </Button>{' '}
                <Button
                  $variant="secondary"
                  disabled={filters.page >= pageCount(leads.data.total)}
                  onClick={() => setParams(paramsFromFilters({ ...filters, page: filters.page + 1 }))}
                >
                  Next
                </Button>
              </span>
            </Pager>
          </>
        ) : null}
      </Panel>
    </>
  );
}

const COLUMNS = ['Person', 'Status', 'Owner', 'Next step', 'Activity', 'Last activity'] as const;

function LeadTable({ rows, names }: { rows: PipelineRow[]; names: ReadonlyMap<string, string> }) {
  if (rows.length === 0) {
    return (
      <EmptyState>
        <p>No leads match.</p>
      </EmptyState>
    );
  }
  const today = firmToday();
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
          {rows.map((row) => (
            <tr key={row.id} role="row">
              <th scope="row" role="rowheader" data-label="Person">
                <Link to={`/admin/leads/${row.id}`}>
                  <Breakable>{row.name || row.email}</Breakable>
                </Link>
                <br />
                <Muted>
                  <Breakable>{[row.company, row.name ? row.email : null].filter(Boolean).join(' · ')}</Breakable>
                </Muted>
              </th>
              <td role="cell" data-label="Status">
                <Badge $tone={STATUS_TONE[row.status ?? ''] ?? 'neutral'}>{statusLabel(row.status ?? '')}</Badge>
              </td>
              <td role="cell" data-label="Owner">
                {row.owner_id ? (names.get(row.owner_id) ?? 'A former staff member') : <Muted>No owner</Muted>}
              </td>
              <td role="cell" data-label="Next step">
                {nextStepText(row) || <Muted>None</Muted>}
                {isDue(row.next_step_on, today) && row.status !== 'won' && row.status !== 'lost' ? (
                  <>
                    {' '}
                    <Badge $tone="danger">Due</Badge>
                  </>
                ) : null}
              </td>
              <td role="cell" data-label="Activity">
                {activitySummary(row)}
                {row.services?.length ? (
                  <>
                    <br />
                    <Muted>{servicesText(row.services)}</Muted>
                  </>
                ) : null}
              </td>
              <td role="cell" data-label="Last activity">
                {row.last_activity_at ? formatDate(row.last_activity_at, 'dateTime') : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableWrap>
  );
}

export default LeadsPage;
