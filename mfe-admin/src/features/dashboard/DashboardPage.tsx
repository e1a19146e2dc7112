// /admin: the overview. Every figure comes from the database; a change is shown only when it can
// be computed from the previous period (no random or hard-coded figures, docs/architecture.md#d21).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { actorOf, isAdmin, useAuth } from '@firm/shared-contracts/auth';
import { formatDate, formatNumber } from '@firm/shared-contracts/format';
import { Badge, Muted, PageHeader, Panel, Stats, WarningBanner } from '../../lib/ui.tsx';
import { welcomeText } from '../shell/navigation.ts';
import { DASHBOARD_TEXT, loadDashboard, renderNoticeLines, summarize, viewsFreshness, type AdminDay, type DashboardData, type DashboardLead } from './dashboardApi.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  a {
    color: ${({ theme }) => theme.color.ledger};
  }
  span.figure {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Freshness = styled.p`
  margin: -${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

function changeNote(change: number | null, period: string): string | undefined {
  if (change === null) return undefined;
  const sign = change > 0 ? '+' : '';
  return `${sign}${change}% vs the previous ${period}`;
}

export interface DashboardApi {
  loadDashboard: typeof loadDashboard;
}

const defaultApi: DashboardApi = { loadDashboard };

export function DashboardPage({ api = defaultApi }: { api?: DashboardApi }) {
  usePageMeta({ title: 'Admin Dashboard', noindex: true });
  const auth = useAuth();
  const admin = isAdmin(actorOf(auth));
  const data = useAsync<DashboardData>(() => api.loadDashboard({ includeAdminDay: admin }), [api, admin]);

  return (
    <>
      <PageHeader
        title="Dashboard"
        lead={welcomeText(auth.profile, auth.user?.email)}
        actions={<ButtonLink to="/admin/blog/new">New Post</ButtonLink>}
      />
      {data.status === 'loading' ? <Spinner label="Loading dashboard..." /> : null}
      {data.status === 'error' ? (
        <Panel role="alert">
          <h2>{DASHBOARD_TEXT.failed}</h2>
          <p>{data.error.message}</p>
          <Button onClick={data.retry}>Retry</Button>
        </Panel>
      ) : null}
      {data.status === 'success' ? <Overview data={data.data} admin={admin} /> : null}
    </>
  );
}

function Overview({ data, admin }: { data: DashboardData; admin: boolean }) {
  const s = summarize(data);
  const renderNotice = renderNoticeLines(data.renders);
  return (
    <>
      {renderNotice ? <WarningBanner label="Public pages" lines={renderNotice} /> : null}
      <Stats
        label="Blog statistics"
        items={[
          { label: 'Total Posts', value: formatNumber(s.totalPosts), note: `${s.postsLast30} created in the last 30 days` },
          { label: 'Published Posts', value: formatNumber(s.publishedPosts) },
          { label: 'Drafts', value: formatNumber(s.drafts) },
          {
            label: 'Total Views',
            value: formatNumber(s.totalViews),
            note:
              s.totalViews === null
                ? 'Views could not be loaded'
                : [
                    `${formatNumber(s.viewsLast30)} in the last 30 days`,
                    changeNote(s.viewsChange, '30 days'),
                    // Analytics counts every page of the site, hence its larger figure.
                    'Views of blog posts only; Analytics counts every page',
                  ]
                    .filter(Boolean)
                    .join(' · '),
          },
        ]}
      />
      <Freshness>
        <Muted>{viewsFreshness(data.viewsUpdatedAt)}</Muted>
      </Freshness>
      <Grid>
        <Panel aria-labelledby="top-posts-title">
          <h2 id="top-posts-title">Top Posts</h2>
          {s.topPosts.length === 0 ? (
            <p>
              <Muted>No views recorded yet.</Muted>
            </p>
          ) : (
            <List>
              {s.topPosts.map(({ post, views }) => (
                <li key={post.id}>
                  <Link to={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer">
                    {post.title}
                  </Link>
                  <span className="figure">{viewsText(views)}</span>
                </li>
              ))}
            </List>
          )}
        </Panel>
        <Panel aria-labelledby="recent-posts-title">
          <h2 id="recent-posts-title">Recent Posts</h2>
          {s.recentPosts.length === 0 ? (
            <p>
              <Muted>No posts yet.</Muted>
            </p>
          ) : (
            <List>
              {s.recentPosts.map((post) => (
                <li key={post.id}>
                  <span>
                    {post.title} <Muted>· {post.author}</Muted>
                  </span>
                  <span className="figure">
                    <Badge $tone={post.status === 'published' ? 'success' : 'neutral'}>
                      {post.status === 'published' ? 'Published' : 'Draft'}
                    </Badge>{' '}
                    {/* The date that goes with the status: when it was published, or when the draft was started. */}
                    {formatDate(post.status === 'published' ? (post.published_at ?? post.created_at) : post.created_at, 'short')}
                  </span>
                </li>
              ))}
            </List>
          )}
        </Panel>
        {admin && data.day ? <AdminDayPanels day={data.day} /> : null}
      </Grid>
    </>
  );
}

/** '1 view', '1,204 views'. */
export function viewsText(views: number): string {
  return `${formatNumber(views)} ${views === 1 ? 'view' : 'views'}`;
}

function leadName(lead: DashboardLead): string {
  return [lead.name || lead.email, lead.company].filter(Boolean).join(', ');
}

function AdminDayPanels({ day }: { day: AdminDay }) {
  return (
    <>
      <Panel aria-labelledby="dashboard-calls-title">
        <h2 id="dashboard-calls-title">Calls today and tomorrow</h2>
        {day.calls === null ? (
          <p>
            <Muted>The calls could not be loaded.</Muted>
          </p>
        ) : day.calls.length === 0 ? (
          <p>
            <Muted>No calls booked.</Muted>
          </p>
        ) : (
          <List>
            {day.calls.map((call) => (
              <li key={call.id}>
                <span>
                  {call.name}
                  {call.company ? `, ${call.company}` : ''} <Muted>· {call.serviceLabel} with {call.staffName}</Muted>
                </span>
                <span className="figure">{formatDate(call.start, 'dateTime')}</span>
              </li>
            ))}
          </List>
        )}
        <p>
          <Link to="/admin/bookings">All bookings</Link>
        </p>
      </Panel>
      <LeadsPanel
        id="dashboard-new-leads-title"
        title="New leads"
        leads={day.newLeads}
        empty="No new leads."
        date={(lead) => formatDate(lead.first_seen_at, 'short')}
        more="/admin/leads?status=new"
      />
      <LeadsPanel
        id="dashboard-due-leads-title"
        title="Waiting on their next step"
        leads={day.dueLeads}
        empty="No next step is due."
        date={(lead) => [lead.next_step, lead.next_step_on ? formatDate(lead.next_step_on, 'short') : null].filter(Boolean).join(' · ')}
        more="/admin/leads?due=1"
      />
    </>
  );
}

function LeadsPanel({
  id,
  title,
  leads,
  empty,
  date,
  more,
}: {
  id: string;
  title: string;
  leads: AdminDay['newLeads'];
  empty: string;
  date: (lead: DashboardLead) => string;
  more: string;
}) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {leads && leads.total > 0 ? ` (${formatNumber(leads.total)})` : ''}
      </h2>
      {leads === null ? (
        <p>
          <Muted>Leads could not be loaded.</Muted>
        </p>
      ) : leads.rows.length === 0 ? (
        <p>
          <Muted>{empty}</Muted>
        </p>
      ) : (
        <List>
          {leads.rows.map((lead) => (
            <li key={lead.id}>
              <Link to={`/admin/leads/${lead.id}`}>{leadName(lead)}</Link>
              <span className="figure">{date(lead)}</span>
            </li>
          ))}
        </List>
      )}
      <p>
        <Link to={more}>All of them</Link>
      </p>
    </Panel>
  );
}

export default DashboardPage;
