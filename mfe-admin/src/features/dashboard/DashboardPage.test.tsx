import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { DashboardPage, viewsText } from './DashboardPage.tsx';
import { callWindow, percentChange, renderNoticeLines, summarize, timeAgo, viewsFreshness, type DashboardData } from './dashboardApi.ts';

const NOW = new Date('2026-03-31T12:00:00Z');

const DATA: DashboardData = {
  posts: [
    { id: 'a', title: 'Alpha', slug: 'alpha', status: 'published', author: 'Priya', created_at: '2026-03-20T00:00:00Z', published_at: '2026-03-21T00:00:00Z' },
    { id: 'b', title: 'Beta', slug: 'beta', status: 'published', author: 'Jordan', created_at: '2026-01-10T00:00:00Z', published_at: '2026-01-11T00:00:00Z' },
    { id: 'c', title: 'Gamma', slug: 'gamma', status: 'draft', author: 'Priya', created_at: '2026-02-15T00:00:00Z', published_at: null },
  ],
  views: [
    { post_id: 'a', date: '2026-03-25', page_views: 30 },
    { post_id: 'b', date: '2026-03-24', page_views: 20 },
    { post_id: 'b', date: '2026-02-20', page_views: 25 },
  ],
  day: {
    calls: [
      {
        id: 'b1', service: 'payroll', serviceLabel: 'Payroll', start: '2026-03-31T17:00:00Z', end: '2026-03-31T17:30:00Z', status: 'confirmed',
        name: 'Sam Ortiz', email: 'sam@ortiz.example', phone: null, company: 'Ortiz Plumbing', message: 'Payroll for 6',
        visitorTimeZone: 'America/Los_Angeles', staffName: 'Dana Whitfield', sequence: 0,
      },
    ],
    newLeads: { rows: [{ id: 'l1', name: 'Lee Park', email: 'lee@example.com', company: null, next_step: null, next_step_on: null, first_seen_at: '2026-03-30T00:00:00Z' }], total: 7 },
    dueLeads: { rows: [], total: 0 },
  },
  viewsUpdatedAt: null,
  renders: { waiting: 0, waitingSince: null, failed: 0, lastFailure: null },
};

describe('dashboard figures', () => {
  it('counts posts and views from the rows, with a change only when the previous period has data', () => {
    const s = summarize(DATA, NOW);
    expect(s).toMatchObject({ totalPosts: 3, publishedPosts: 2, drafts: 1, postsLast30: 1, totalViews: 75, viewsLast30: 50, viewsChange: 100 });
    expect(s.topPosts.map((t) => [t.post.title, t.views])).toEqual([
      ['Beta', 45],
      ['Alpha', 30],
    ]);
    expect(percentChange(10, 0)).toBeNull();
    expect(summarize({ ...DATA, views: null }, NOW).totalViews).toBeNull();
  });

  it('shows at most five top posts', () => {
    const posts = Array.from({ length: 7 }, (_, i) => ({ ...DATA.posts[0]!, id: `p${i}`, title: `P${i}` }));
    const views = posts.map((p, i) => ({ post_id: p.id, date: '2026-03-01', page_views: i + 1 }));
    expect(summarize({ ...DATA, posts, views, day: null }, NOW).topPosts).toHaveLength(5);
  });
});

describe('how fresh the views are', () => {
  it('says how long ago they were rolled up', () => {
    expect(timeAgo('2026-03-31T11:59:30Z', NOW)).toBe('just now');
    expect(timeAgo('2026-03-31T11:59:00Z', NOW)).toBe('1 minute ago');
    expect(timeAgo('2026-03-31T11:56:00Z', NOW)).toBe('4 minutes ago');
    expect(timeAgo('2026-03-31T09:30:00Z', NOW)).toBe('2 hours ago');
    expect(timeAgo('2026-03-29T12:00:00Z', NOW)).toBe('2 days ago');
    // A clock a little ahead of the server's is not 'in the future'.
    expect(timeAgo('2026-03-31T12:00:05Z', NOW)).toBe('just now');
  });
  it("reads 'Last updated …', or says the views were never rolled up", () => {
    // 11:56 UTC on March 31 is 4:56 in the morning on the firm's clock (Pacific daylight time).
    expect(viewsFreshness('2026-03-31T11:56:00Z', NOW)).toBe('Last updated 4 minutes ago (Mar 31, 2026, 4:56 AM PDT)');
    expect(viewsFreshness(null, NOW)).toBe('Views have not been rolled up yet: they appear within minutes of a visit.');
  });
});

describe('rendered public pages', () => {
  it('says nothing while the pages keep up, or when the status cannot be read', () => {
    expect(renderNoticeLines(DATA.renders)).toBeNull();
    expect(renderNoticeLines(null)).toBeNull();
  });

  it('says how many changes wait and since when, and what failed with the last error', () => {
    // 15:40 UTC on March 30 is 8:40 in the morning on the firm's clock (Pacific daylight time).
    expect(
      renderNoticeLines({ waiting: 2, waitingSince: '2026-03-30T15:40:00Z', failed: 1, lastFailure: '/press: a remote failed to load' }),
    ).toEqual([
      "2 changes to posts, team, press or reviews have been waiting since Mar 30, 2026, 8:40 AM PDT to reach the public pages' rendered copies. Visitors see the new content once a page has loaded; search engines and link previews still read the earlier copy.",
      '1 change could not be rendered into the public pages in the last day. Those pages are served by the app until the next change to the same content renders them again.',
      'Last error: /press: a remote failed to load',
    ]);
  });

  it('shows the warning above the figures', async () => {
    const renders = { waiting: 1, waitingSince: '2026-03-30T15:40:00Z', failed: 0, lastFailure: null };
    renderAs(AS.writer, <DashboardPage api={{ loadDashboard: async () => ({ ...DATA, renders }) }} />, { url: '/admin' });
    const warning = await screen.findByRole('alert', { name: 'Public pages' });
    expect(warning).toHaveTextContent(/^1 change to posts, team, press or reviews has been waiting since Mar 30, 2026, 8:40 AM PDT/);
  });
});

describe('small words', () => {
  it('counts one view as one view', () => {
    expect(viewsText(1)).toBe('1 view');
    expect(viewsText(1204)).toBe('1,204 views');
  });

  it("takes the calls from the firm's midnight today to its midnight after tomorrow", () => {
    // 11 PM on March 31 in Las Vegas (PDT, UTC-7) is already April 1 in UTC.
    expect(callWindow(new Date('2026-04-01T06:00:00Z'))).toEqual({ from: '2026-03-31T07:00:00.000Z', to: '2026-04-02T07:00:00.000Z' });
  });
});

describe('dashboard screen', () => {
  it("shows the four cards, top posts and, for admins, the day's calls and leads", async () => {
    const loadDashboard = vi.fn(async () => DATA);
    renderAs(AS.admin, <DashboardPage api={{ loadDashboard }} />, { url: '/admin' });
    const stats = await screen.findByLabelText('Blog statistics');
    for (const label of ['Total Posts', 'Published Posts', 'Drafts', 'Total Views']) expect(within(stats).getByText(label)).toBeInTheDocument();
    expect(within(stats).getByText('Total Views').nextSibling).toHaveTextContent('75');
    // Why Analytics shows more.
    expect(within(stats).getByText(/Views of blog posts only; Analytics counts every page/)).toBeInTheDocument();
    expect(screen.getByText('Views have not been rolled up yet: they appear within minutes of a visit.')).toBeInTheDocument();
    expect(loadDashboard).toHaveBeenCalledWith({ includeAdminDay: true });
    expect(screen.getByRole('heading', { name: 'Calls today and tomorrow' })).toBeInTheDocument();
    expect(screen.getByText(/Sam Ortiz, Ortiz Plumbing/)).toHaveTextContent('Sam Ortiz, Ortiz Plumbing · Payroll with Dana Whitfield');
    expect(screen.getByRole('heading', { name: 'New leads (7)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lee Park' })).toHaveAttribute('href', '/admin/leads/l1');
    expect(screen.getByText('No next step is due.')).toBeInTheDocument();
  });

  it("does not read leads or calls for writers", async () => {
    const loadDashboard = vi.fn(async () => ({ ...DATA, day: null, viewsUpdatedAt: new Date(Date.now() - 3 * 60_000).toISOString() }));
    renderAs(AS.writer, <DashboardPage api={{ loadDashboard }} />, { url: '/admin' });
    await screen.findByLabelText('Blog statistics');
    expect(screen.getByText(/^Last updated 3 minutes ago \(/)).toBeInTheDocument();
    expect(loadDashboard).toHaveBeenCalledWith({ includeAdminDay: false });
    expect(screen.queryByRole('heading', { name: 'Calls today and tomorrow' })).not.toBeInTheDocument();
  });

  it('shows a failure with its reason and a Retry', async () => {
    const loadDashboard = vi.fn().mockRejectedValueOnce(new Error('No active session')).mockResolvedValueOnce(DATA);
    renderAs(AS.admin, <DashboardPage api={{ loadDashboard }} />, { url: '/admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard statistics');
    expect(alert).toHaveTextContent('No active session');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Blog statistics')).toBeInTheDocument();
  });
});
