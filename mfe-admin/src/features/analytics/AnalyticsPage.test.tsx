import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsResponse } from '@firm/shared-contracts';
import { AS, renderAs, type TestActor } from '../../test/renderWithAuth.tsx';
import { AnalyticsPage } from './AnalyticsPage.tsx';
import { figuresFromRows, normalizeResponse, rangeDates, rangeQuery, type AnalyticsApi, type AnalyticsResult } from './analyticsApi.ts';
import { toCsv } from '../../lib/csv.ts';
import { csvCell, csvHeader, displayCell, formatDuration, pointLabel, tableCsv, tableFor } from './tables.ts';
import { chartSummary, niceMax } from './TrafficChart.tsx';

// A known answer of the analytics function, figures typed by hand.
const RESPONSE: AnalyticsResponse = {
  success: true,
  data: {
    summary: { totalPageViews: 1234, uniqueVisitors: 567, avgSessionDuration: 95, bounceRate: 41.5, activeUsersNow: 3 },
    chartData: [
      { date: '2026-03-01', page_views: 400, unique_visitors: 180 },
      { date: '2026-03-02', page_views: 500, unique_visitors: 210 },
      { date: '2026-03-03', page_views: 334, unique_visitors: 177 },
    ],
    topPages: [
      { page_path: '/blog/nevada-payroll', page_title: 'Nevada Payroll Basics', page_views: 700, unique_visitors: 300, avg_time_on_page: 125 },
      { page_path: '/blog/monthly-close', page_title: 'Monthly Close', page_views: 200, unique_visitors: 90, avg_time_on_page: null },
    ],
    trafficSources: [
      { source_medium: 'google / organic', sessions: 300, percentage: 60 },
      { source_medium: '(direct) / (none)', sessions: 200, percentage: 40 },
    ],
  },
};

function result(): AnalyticsResult {
  return { figures: normalizeResponse(RESPONSE), source: 'api', apiError: null, wholeDays: false, startDate: '2026-02-25', endDate: '2026-03-04' };
}

function renderAnalytics(actor: TestActor, api: AnalyticsApi) {
  renderAs(actor, <AnalyticsPage api={api} />, { url: '/admin/analytics' });
}

describe('analytics screen', () => {
  it('renders the figures, the chart with its table, the active users banner and the tabs', async () => {
    const api: AnalyticsApi = { loadAnalytics: vi.fn(async () => result()), syncAnalytics: vi.fn(async () => {}) };
    renderAnalytics(AS.admin, api);
    expect(api.loadAnalytics).toHaveBeenCalledWith('7days');
    const summary = await screen.findByLabelText('Summary');
    expect(within(summary).getByText('Page Views').nextSibling).toHaveTextContent('1,234');
    expect(within(summary).getByText('Unique Visitors').nextSibling).toHaveTextContent('567');
    expect(within(summary).getByText('Avg. Session Duration').nextSibling).toHaveTextContent('1m 35s');
    expect(within(summary).getByText('Bounce Rate').nextSibling).toHaveTextContent('41.5%');
    expect(screen.getByText(/Active users now/)).toHaveTextContent('Active users now: 3');
    expect(screen.getByRole('img', { name: /Daily page views and unique visitors/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daily page views and unique visitors' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: '2026-03-02' }).parentElement).toHaveTextContent('500210');

    await userEvent.click(screen.getByRole('tab', { name: 'Content' }));
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    const pages = screen.getByRole('table', { name: 'Top pages' });
    expect(within(pages).getByText('Nevada Payroll Basics')).toBeInTheDocument();
    expect(within(pages).getByText('2m 05s')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Acquisition' }));
    expect(within(screen.getByRole('table', { name: 'Traffic sources' })).getByText('60%')).toBeInTheDocument();

    // The site collects no audience data, so there is no tab that only says so.
    expect(screen.queryByRole('tab', { name: 'Audience' })).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderAnalytics(AS.writer, { loadAnalytics: vi.fn(async () => result()), syncAnalytics: vi.fn() });
    await screen.findByLabelText('Summary');
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reloads on a new date range, and syncs then reloads for admins', async () => {
    const api: AnalyticsApi = { loadAnalytics: vi.fn(async () => result()), syncAnalytics: vi.fn(async () => {}) };
    renderAnalytics(AS.admin, api);
    await screen.findByLabelText('Summary');
    await userEvent.selectOptions(screen.getByLabelText('Date range'), '30days');
    expect(api.loadAnalytics).toHaveBeenLastCalledWith('30days');
    await userEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    expect(api.syncAnalytics).toHaveBeenCalled();
    await waitFor(() => expect(api.loadAnalytics).toHaveBeenCalledTimes(3));
  });

  it('does not offer Sync Now to writers', async () => {
    renderAnalytics(AS.writer, { loadAnalytics: vi.fn(async () => result()), syncAnalytics: vi.fn() });
    await screen.findByLabelText('Summary');
    expect(screen.queryByRole('button', { name: 'Sync Now' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load analytics data' with a Retry", async () => {
    const loadAnalytics = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to load analytics data: The analytics service is not available (404).; relation missing'))
      .mockResolvedValueOnce(result());
    renderAnalytics(AS.admin, { loadAnalytics, syncAnalytics: vi.fn() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load analytics data');
    expect(alert).toHaveTextContent('not available (404)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Summary')).toBeInTheDocument();
  });

  it("shows 'Authentication required' without a session", async () => {
    renderAnalytics(AS.admin, { loadAnalytics: vi.fn(async () => Promise.reject(new Error('Authentication required'))), syncAnalytics: vi.fn() });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Authentication requiredRetry$/);
  });

  it('says when the figures come from the fallback reads, and shows an unmeasured figure as such', async () => {
    const fallback: AnalyticsResult = {
      ...result(),
      source: 'database',
      apiError: 'The analytics service is not available (404).',
      figures: { ...result().figures, summary: { ...result().figures.summary, activeUsersNow: null, bounceRate: null } },
    };
    renderAnalytics(AS.admin, { loadAnalytics: vi.fn(async () => fallback), syncAnalytics: vi.fn() });
    expect(await screen.findByText(/read directly from the stored daily analytics/)).toBeInTheDocument();
    expect(screen.queryByText(/not only the last 24 hours/)).not.toBeInTheDocument();
    expect(screen.getByText(/Active users now/)).toHaveTextContent('Active users now: not measured');
    expect(within(screen.getByLabelText('Summary')).getByText('Bounce Rate').nextSibling).toHaveTextContent('—');
  });

  it('says when the fallback for the last 24 hours could only read whole days', async () => {
    const fallback: AnalyticsResult = { ...result(), source: 'database', apiError: 'The analytics service is not available (404).', wholeDays: true };
    renderAnalytics(AS.admin, { loadAnalytics: vi.fn(async () => fallback), syncAnalytics: vi.fn() });
    expect(await screen.findByText(/read directly from the stored daily analytics/)).toHaveTextContent(
      'They cover whole days (UTC), yesterday and today, not only the last 24 hours.',
    );
  });

  it('reports a failed sync', async () => {
    const api: AnalyticsApi = {
      loadAnalytics: vi.fn(async () => result()),
      syncAnalytics: vi.fn(async () => Promise.reject(new Error('The analytics sync is not available (404).'))),
    };
    renderAnalytics(AS.admin, api);
    await screen.findByLabelText('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText('Sync failed: The analytics sync is not available (404).')).toBeInTheDocument();
  });
});

describe('analytics rules', () => {
  it('computes the date range of each option', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(rangeDates('7days', now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-10' });
    expect(rangeDates('24hours', now)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-10' });
    expect(rangeDates('90days', now).startDate).toBe('2025-12-10');
  });

  it('asks for exactly the last 24 hours, not the two calendar days they touch', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(rangeQuery('24hours', now)).toEqual({ hours: '24' });
    expect(rangeQuery('7days', now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-10' });
  });

  it("labels hourly points on the firm's clock, and titles the table and chart by hour", () => {
    const hourly = [
      { date: '2026-03-10T14:00:00Z', page_views: 3, unique_visitors: 2 },
      { date: '2026-03-10T15:00:00Z', page_views: 5, unique_visitors: 4 },
    ];
    // 05:00 UTC on March 10 is 10 PM the evening before in Las Vegas (PDT from March 8, 2026).
    expect(pointLabel('2026-03-10T05:00:00Z')).toBe('Mar 9, 10:00 PM PDT');
    expect(pointLabel('2026-03-02')).toBe('Mar 2');
    expect(chartSummary(hourly)).toBe('8 page views over 2 hours; the busiest hour was Mar 10, 8:00 AM PDT with 5.');
    const spec = tableFor('overview', { ...result().figures, chartData: hourly })!;
    expect(spec.caption).toBe('Hourly page views and unique visitors (UTC)');
    expect(spec.columns.map((c) => c.header)).toEqual(['Hour (UTC)', 'Page views', 'Unique visitors']);
  });

  it('refuses a failed answer', () => {
    expect(() => normalizeResponse({ success: false, error: 'Authentication required' })).toThrow('Authentication required');
  });

  it('limits top pages to 10', () => {
    const many = { ...RESPONSE, data: { ...RESPONSE.data!, topPages: Array.from({ length: 12 }, (_, i) => ({ ...RESPONSE.data!.topPages[0]!, page_path: `/p${i}` })) } };
    expect(normalizeResponse(many).topPages).toHaveLength(10);
  });

  it('builds the figures from blog_analytics rows in the fallback, without inventing any', () => {
    const figures = figuresFromRows([
      { post_id: 'a', date: '2026-03-01', page_views: 10, unique_visitors: 8, avg_session_duration: '60', bounce_rate: null, traffic_sources: { 'google / organic': 6 }, blog_posts: { title: 'A', slug: 'a', status: 'published' } },
      { post_id: 'b', date: '2026-03-01', page_views: 30, unique_visitors: 20, avg_session_duration: null, bounce_rate: null, traffic_sources: { '(direct) / (none)': 2, 'google / organic': 2 }, blog_posts: { title: 'B', slug: 'b', status: 'published' } },
      { post_id: 'a', date: '2026-03-02', page_views: 5, unique_visitors: 5, avg_session_duration: '120', bounce_rate: null, traffic_sources: {}, blog_posts: { title: 'A', slug: 'a', status: 'published' } },
    ]);
    expect(figures.summary).toEqual({ totalPageViews: 45, uniqueVisitors: 33, avgSessionDuration: 80, bounceRate: null, activeUsersNow: null });
    expect(figures.chartData).toEqual([
      { date: '2026-03-01', page_views: 40, unique_visitors: 28 },
      { date: '2026-03-02', page_views: 5, unique_visitors: 5 },
    ]);
    expect(figures.topPages.map((p) => [p.page_path, p.page_views])).toEqual([
      ['/blog/b', 30],
      ['/blog/a', 15],
    ]);
    expect(figures.trafficSources).toEqual([
      { source_medium: 'google / organic', sessions: 8, percentage: 80 },
      { source_medium: '(direct) / (none)', sessions: 2, percentage: 20 },
    ]);
  });

  it('exports the table shown as CSV: numbers as numbers, none as empty, units in the headers, formulas neutralized', () => {
    const content = Papa.parse<string[]>(tableCsv(tableFor('content', result().figures)!).trim(), { dynamicTyping: true }).data;
    expect(content).toEqual([
      ['Page', 'Path', 'Page views', 'Unique visitors', 'Avg. time on page (seconds)'],
      ['Nevada Payroll Basics', '/blog/nevada-payroll', 700, 300, 125],
      ['Monthly Close', '/blog/monthly-close', 200, 90, null],
    ]);
    const sources = Papa.parse<string[]>(tableCsv(tableFor('acquisition', result().figures)!).trim(), { dynamicTyping: true }).data;
    expect(sources).toEqual([
      ['Source / medium', 'Sessions', 'Share (%)'],
      ['google / organic', 300, 60],
      ['(direct) / (none)', 200, 40],
    ]);
    // The raw text: a figure not measured is an empty cell, not a dash.
    expect(tableCsv(tableFor('content', result().figures)!).split(/\r?\n/)[2]).toBe('Monthly Close,/blog/monthly-close,200,90,');
    expect(toCsv(['A'], [['=HYPERLINK("x")']])).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes every cell a spreadsheet could run as text, a formula split over lines included', () => {
    // A page title sent to track with a line break after the function's parenthesis.
    const csv = toCsv(['Title', 'Views'], [
      ['=HYPERLINK(\n"http://evil.example/x","Open report")', 3],
      ['+1', 1],
      ['@SUM(A1)', 1],
      ['\t=1+1', 1],
      ['-2+3', 1],
      ['Payroll basics', -4],
    ]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(\n""http://evil.example/x"",""Open report"")",3`);
    expect(lines.slice(2)).toEqual([`"'+1",1`, `"'@SUM(A1)",1`, `"'\t=1+1",1`, `"'-2+3",1`, 'Payroll basics,-4']);
  });

  it('shows the same cells for people: durations, percentages and a dash for what was not measured', () => {
    expect(displayCell('seconds', 125)).toBe('2m 05s');
    expect(displayCell('seconds', null)).toBe('—');
    expect(displayCell('percent', 41.25)).toBe('41.3%');
    expect(displayCell('count', 1234)).toBe('1,234');
    expect(displayCell('text', '/blog/a')).toBe('/blog/a');
    expect(csvHeader({ header: 'Share', kind: 'percent' })).toBe('Share (%)');
    expect(csvCell('seconds', 95.6)).toBe(96);
    expect(csvCell('percent', 100)).toBe(100);
    expect(csvCell('count', null)).toBeNull();
  });

  it('formats durations and chart scales', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(61)).toBe('1m 01s');
    expect(niceMax(0)).toBe(1);
    expect(niceMax(430)).toBe(500);
    expect(niceMax(1234)).toBe(2000);
    expect(chartSummary(result().figures.chartData)).toBe('1,234 page views over 3 days; the busiest day was Mar 2 with 500.');
  });
});
