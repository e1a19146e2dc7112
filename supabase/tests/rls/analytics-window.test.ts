// The analytics report over a window of time: by hour for "Last 24 hours", so that it covers
// exactly the window and not the two calendar days it touches; by day as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const POST = 'b0000000-0000-4000-8000-000000000006';
// Four page views around a window from 10 March 10:30 to 11 March 10:30 (UTC): the first and the
// last fall outside it. One blog view inside, one outside.
const EVENTS = `
  insert into public.site_events (type, path, title, referrer, tab_id, post_id, occurred_at) values
    ('page_view', '/about', 'About', null, 'tab1', null, '2025-03-10T10:20:00Z'),
    ('page_view', '/payroll', 'Payroll', 'https://www.google.com/', 'tab2', null, '2025-03-10T10:40:00Z'),
    ('page_view', '/blog/form-w4-explained-for-employers', 'W-4', null, 'tab3', null, '2025-03-11T10:10:00Z'),
    ('blog_view', '/blog/form-w4-explained-for-employers', 'W-4', null, 'tab3', '${POST}', '2025-03-11T10:10:00Z'),
    ('page_view', '/contact', 'Contact', null, 'tab4', null, '2025-03-11T10:40:00Z'),
    ('blog_view', '/blog/form-w4-explained-for-employers', 'W-4', null, 'tab4', '${POST}', '2025-03-11T10:45:00Z');
`;

interface Report {
  summary: { totalPageViews: number; uniqueVisitors: number; totalBlogViews: number };
  chartData: { date: string; page_views: number; unique_visitors: number }[];
  topPages: { page_path: string }[];
  trafficSources: { source_medium: string; sessions: number }[];
  topPosts: { post_id: string; page_views: number; unique_visitors: number }[];
}

async function reportAs(sql: string): Promise<Report> {
  return db.withActor('writer', async (session) => (await session.query<{ r: Report }>(sql)).rows[0]!.r, EVENTS);
}

describe('analytics_report_between by hour', () => {
  it('counts only what happened inside the window, hour by hour', async () => {
    const report = await reportAs(
      `select public.analytics_report_between('2025-03-10T10:30:00Z', '2025-03-11T10:30:00Z', 'hour') as r`,
    );
    expect(report.summary).toMatchObject({ totalPageViews: 2, uniqueVisitors: 2, totalBlogViews: 1 });
    expect(report.topPages.map((page) => page.page_path)).toEqual(['/blog/form-w4-explained-for-employers', '/payroll']);
    expect(report.trafficSources).toEqual([
      { source_medium: '(direct)/(none)', sessions: 1, percentage: 50 },
      { source_medium: 'google/organic', sessions: 1, percentage: 50 },
    ]);
    expect(report.topPosts).toEqual([{ post_id: POST, title: 'Form W-4 Explained for Employers', slug: 'form-w4-explained-for-employers', page_views: 1, unique_visitors: 1 }]);
    // 10:00 on the 10th (from 10:30) to 10:00 on the 11th (until 10:30): 25 hours touched.
    expect(report.chartData).toHaveLength(25);
    expect(report.chartData[0]).toEqual({ date: '2025-03-10T10:00:00Z', page_views: 1, unique_visitors: 1 });
    expect(report.chartData[1]).toEqual({ date: '2025-03-10T11:00:00Z', page_views: 0, unique_visitors: 0 });
    expect(report.chartData[24]).toEqual({ date: '2025-03-11T10:00:00Z', page_views: 1, unique_visitors: 1 });
  });

  it('by day still covers whole calendar days, as before (the two days the window touches hold all four views)', async () => {
    const report = await reportAs(`select public.analytics_report('2025-03-10', '2025-03-11') as r`);
    expect(report.summary.totalPageViews).toBe(4);
    expect(report.chartData).toEqual([
      { date: '2025-03-10', page_views: 2, unique_visitors: 2 },
      { date: '2025-03-11', page_views: 2, unique_visitors: 2 },
    ]);
  });
});

describe('analytics_report_last_hours', () => {
  it('covers exactly the last n hours up to now, and says which', async () => {
    const row = await db.withActor('admin', async (session) =>
      (
        await session.query<{ seconds: number; ends_now: boolean; points: number }>(
          `select extract(epoch from (r->'window'->>'end')::timestamptz - (r->'window'->>'start')::timestamptz)::int as seconds,
                  (r->'window'->>'end')::timestamptz = now() as ends_now,
                  jsonb_array_length(r->'chartData') as points
             from (select public.analytics_report_last_hours(24) as r) report`,
        )
      ).rows[0],
    );
    expect(row?.seconds).toBe(24 * 60 * 60);
    expect(row?.ends_now).toBe(true);
    // 24 whole hours touch 25 clock hours unless now is exactly on the hour.
    expect([24, 25]).toContain(row?.points);
  });

  it('refuses a window out of bounds, and callers who are not staff', async () => {
    const codeOf = (actor: 'writer' | 'anon' | 'suspended', sql: string) =>
      db.withActor(actor, async (session) => {
        const attempt = await session.attempt(sql);
        return attempt.ok ? 'answered' : attempt.error.code;
      });
    expect(await codeOf('writer', 'select public.analytics_report_last_hours(0)')).toBe('22023');
    expect(await codeOf('writer', 'select public.analytics_report_last_hours(169)')).toBe('22023');
    expect(await codeOf('writer', `select public.analytics_report_between('2025-03-01', '2025-03-10', 'hour')`)).toBe('22023');
    expect(await codeOf('anon', 'select public.analytics_report_last_hours(24)')).toBe('42501');
    expect(await codeOf('suspended', 'select public.analytics_report_last_hours(24)')).toBe('42501');
  });
});
