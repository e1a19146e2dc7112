// /admin/analytics: first-party figures for a date range, in four tabs, with the active-users
// banner, Sync Now (admins) and a CSV export of the table on screen (tables.ts: what each column
// holds, shown for people and written as numbers for spreadsheets).
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { actorOf, isAdmin, useAuth } from '@firm/shared-contracts/auth';
import { ErrorBanner, Field, Select, SuccessBanner } from '@firm/shared-contracts/forms';
import { formatNumber, formatPercent } from '@firm/shared-contracts/format';
import { errorMessage } from '../../lib/errors.ts';
import { DataTable, Muted, PageHeader, Panel, Stats, TableWrap, Toolbar } from '../../lib/ui.tsx';
import {
  analyticsApi as defaultApi,
  ANALYTICS_TEXT,
  DEFAULT_RANGE,
  RANGES,
  type AnalyticsApi,
  type AnalyticsResult,
  type RangeKey,
} from './analyticsApi.ts';
import { downloadCsv } from '../../lib/csv.ts';
import { displayCell, formatDuration, isNumeric, tableCsv, tableFor, type TableSpec, type TabKey } from './tables.ts';
import { TrafficChart } from './TrafficChart.tsx';

const TABS: ReadonlyArray<{ key: TabKey; label: string }> = [
  { key: 'overview', label: 'Overview' },
  { key: 'content', label: 'Content' },
  { key: 'acquisition', label: 'Acquisition' },
];

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 2px solid ${({ theme }) => theme.color.line};
  button {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border: 0;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
    background: transparent;
    color: ${({ theme }) => theme.color.slate};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    &[aria-selected='true'] {
      color: ${({ theme }) => theme.color.ink};
      border-bottom-color: ${({ theme }) => theme.color.ledger};
    }
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.focusRing};
    }
  }
`;

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.paper};
  strong {
    color: ${({ theme }) => theme.color.gold};
    font-variant-numeric: tabular-nums;
  }
`;

function FiguresTable({ spec, empty }: { spec: TableSpec; empty: string }) {
  if (spec.rows.length === 0) return <p>{empty}</p>;
  return (
    <TableWrap>
      <DataTable>
        <caption>{spec.caption}</caption>
        <thead>
          <tr>
            {spec.columns.map((column) => (
              <th key={column.header} scope="col" className={isNumeric(column.kind) ? 'num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => {
                const kind = spec.columns[c]?.kind ?? 'text';
                return c === 0 ? (
                  <th key={c} scope="row">
                    {displayCell(kind, cell)}
                  </th>
                ) : (
                  <td key={c} className={isNumeric(kind) ? 'num' : undefined}>
                    {displayCell(kind, cell)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableWrap>
  );
}

function TabContent({ tab, result }: { tab: TabKey; result: AnalyticsResult }) {
  const { figures } = result;
  const spec = tableFor(tab, figures)!;
  if (tab === 'overview') {
    return (
      <>
        <Stats
          label="Summary"
          items={[
            { label: 'Page Views', value: formatNumber(figures.summary.totalPageViews) },
            { label: 'Unique Visitors', value: formatNumber(figures.summary.uniqueVisitors) },
            {
              label: 'Avg. Session Duration',
              value: formatDuration(figures.summary.avgSessionDuration),
              note: figures.summary.avgSessionDuration === null ? 'Not measured' : undefined,
            },
            {
              label: 'Bounce Rate',
              value: formatPercent(figures.summary.bounceRate),
              note: figures.summary.bounceRate === null ? 'Not measured' : undefined,
            },
          ]}
        />
        {figures.chartData.length > 0 ? <TrafficChart points={figures.chartData} /> : null}
        <FiguresTable spec={spec} empty="No page views were recorded in this period." />
      </>
    );
  }
  if (tab === 'content') return <FiguresTable spec={spec} empty="No blog page views were recorded in this period." />;
  return <FiguresTable spec={spec} empty="No traffic sources were recorded in this period." />;
}

export function AnalyticsPage({ api = defaultApi }: { api?: AnalyticsApi }) {
  usePageMeta({ title: 'Analytics', noindex: true });
  const auth = useAuth();
  const admin = isAdmin(actorOf(auth));
  const [range, setRange] = useState<RangeKey>(DEFAULT_RANGE);
  const [tab, setTab] = useState<TabKey>('overview');
  const [syncing, setSyncing] = useState(false);
  const [syncMessage, setSyncMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const data = useAsync(() => api.loadAnalytics(range), [api, range]);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const sync = async () => {
    setSyncing(true);
    setSyncMessage(null);
    try {
      await api.syncAnalytics();
      setSyncMessage({ tone: 'success', text: 'Analytics synced.' });
    } catch (error) {
      setSyncMessage({ tone: 'error', text: `Sync failed: ${errorMessage(error)}` });
    } finally {
      setSyncing(false);
      data.retry();
    }
  };

  const exportCsv = () => {
    if (data.status !== 'success') return;
    const spec = tableFor(tab, data.data.figures);
    if (!spec) return;
    downloadCsv(`analytics-${tab}-${data.data.startDate}-to-${data.data.endDate}.csv`, tableCsv(spec));
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    else return;
    event.preventDefault();
    const target = TABS[next];
    if (target) setTab(target.key);
    tabRefs.current[next]?.focus();
  };

  const canExport = data.status === 'success';
  const active = data.status === 'success' ? data.data.figures.summary.activeUsersNow : undefined;

  return (
    <>
      <PageHeader
        title="Analytics"
        lead="Blog and site traffic recorded by the site itself."
        actions={
          <>
            {admin ? (
              <Button $variant="secondary" onClick={() => void sync()} disabled={syncing}>
                {syncing ? 'Syncing...' : 'Sync Now'}
              </Button>
            ) : null}
            <Button $variant="secondary" onClick={exportCsv} disabled={!canExport}>
              Export CSV
            </Button>
          </>
        }
      />
      <Toolbar>
        <Field label="Date range">
          {(control) => (
            <Select {...control} value={range} onChange={(e) => setRange(e.target.value as RangeKey)}>
              {RANGES.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Toolbar>
      {syncMessage ? (
        syncMessage.tone === 'error' ? <ErrorBanner>{syncMessage.text}</ErrorBanner> : <SuccessBanner>{syncMessage.text}</SuccessBanner>
      ) : null}
      {active !== undefined ? (
        <Banner>
          Active users now: <strong>{active === null ? 'not measured' : formatNumber(active)}</strong>
        </Banner>
      ) : null}
      {data.status === 'success' && data.data.source === 'database' ? (
        <p role="status">
          <Muted>
            The analytics service could not be used ({data.data.apiError}). These figures were read directly from the stored
            daily analytics.
            {data.data.wholeDays ? ' They cover whole days (UTC), yesterday and today, not only the last 24 hours.' : null}
          </Muted>
        </p>
      ) : null}
      <TabList role="tablist" aria-label="Analytics views">
        {TABS.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`analytics-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`analytics-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t.label}
          </button>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`analytics-panel-${tab}`} aria-labelledby={`analytics-tab-${tab}`}>
        {data.status === 'loading' ? <Spinner label="Loading analytics..." /> : null}
        {data.status === 'error' ? (
          <div role="alert">
            <p>
              {data.error.message.startsWith(ANALYTICS_TEXT.authRequired)
                ? ANALYTICS_TEXT.authRequired
                : ANALYTICS_TEXT.loadFailed}
            </p>
            {data.error.message !== ANALYTICS_TEXT.authRequired ? <Muted>{data.error.message}</Muted> : null}
            <p>
              <Button onClick={data.retry}>Retry</Button>
            </p>
          </div>
        ) : null}
        {data.status === 'success' ? <TabContent tab={tab} result={data.data} /> : null}
      </Panel>
    </>
  );
}

export default AnalyticsPage;
