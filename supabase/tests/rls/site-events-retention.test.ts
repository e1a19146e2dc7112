// Site events are kept for 90 days and the days before live on as daily figures
// (20261128190000_site_events_retention.sql). A database holding 121 days of events, the last
// one "today" (fixed: the job is given the time it runs at), is reported on, rolled up and
// pruned, and reported on again: every figure of every day is the same, and the expected figures
// are worked out here from the events inserted, not read back from the roll-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type ActorSession, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const AS_OF = '2026-06-15T12:00:00.000Z';
const TODAY = '2026-06-15';
const DAYS = 120;
const POST = 'b0000000-0000-4000-8000-000000000006';
const POST_PATH = '/blog/form-w4-explained-for-employers';
const PATHS = ['/', '/about', '/payroll', '/contact', POST_PATH];
const REFERRERS = [null, 'https://www.google.com', 'https://www.linkedin.com', '/about'];
const SOURCES: Record<string, string> = {
  null: '(direct)/(none)',
  'https://www.google.com': 'google/organic',
  'https://www.linkedin.com': 'linkedin.com/social',
  '/about': '(internal)/(none)',
};

function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

interface Event {
  type: 'page_view' | 'blog_view' | 'not_found';
  path: string;
  title: string | null;
  referrer: string | null;
  tab: string;
  postId: string | null;
  at: string;
}

/** Day k (k days before today): 1 to 4 tabs of 1 to 3 page views, now and then a blog view and a missing page. */
function eventsOf(k: number): Event[] {
  const day = dayBefore(TODAY, k);
  const at = (hour: number, minute: number) => `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
  const events: Event[] = [];
  for (let t = 0; t < 1 + (k % 4); t += 1) {
    const tab = `d${k}t${t}`;
    for (let i = 0; i < 1 + ((k + t) % 3); i += 1) {
      const path = PATHS[(k + t + i) % PATHS.length]!;
      const referrer = i === 0 ? REFERRERS[(k + t) % REFERRERS.length]! : PATHS[(k + t + i - 1) % PATHS.length]!;
      // Titles change from day to day, so "the latest title" is tested too.
      events.push({ type: 'page_view', path, title: `${path} (${k % 2 ? 'odd' : 'even'})`, referrer, tab, postId: null, at: at(t * 3 + 1, i * 7) });
      if (path === POST_PATH) events.push({ type: 'blog_view', path, title: null, referrer: null, tab, postId: POST, at: at(t * 3 + 1, i * 7 + 1) });
    }
  }
  if (k % 5 === 0) {
    for (let v = 0; v < 1 + (k % 3); v += 1) {
      events.push({ type: 'not_found', path: `/missing-${k % 3}`, title: null, referrer: null, tab: `d${k}n${v}`, postId: null, at: at(20, v * 5) });
    }
  }
  return events;
}

// Today's events, before and after the time the job runs at.
const EVENTS: Event[] = Array.from({ length: DAYS + 1 }, (_, k) => eventsOf(DAYS - k)).flat();
EVENTS.push({ type: 'page_view', path: '/about', title: 'About (today)', referrer: null, tab: 'today-late', postId: null, at: `${TODAY}T23:30:00.000Z` });

const literal = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);
const INSERT_EVENTS = `insert into public.site_events (type, path, title, referrer, tab_id, post_id, occurred_at) values ${EVENTS.map(
  (e) => `('${e.type}', ${literal(e.path)}, ${literal(e.title)}, ${literal(e.referrer)}, '${e.tab}', ${literal(e.postId)}, '${e.at}')`,
).join(',\n')};
-- The blog figures as the five-minute schedule leaves them.
select public.rollup_blog_analytics('${dayBefore(TODAY, DAYS)}', '${TODAY}');`;

interface Report {
  summary: Record<string, unknown>;
  chartData: { date: string; page_views: number; unique_visitors: number }[];
  topPages: { page_path: string; page_title: string; page_views: number; unique_visitors: number }[];
  trafficSources: { source_medium: string; sessions: number; percentage: number }[];
  topPosts: { post_id: string; page_views: number; unique_visitors: number }[];
  notFoundPages: { page_path: string; visits: number; last_seen_at: string }[];
}

// What the report must say for one day, from the events alone.
function expectedDay(day: string) {
  const of = EVENTS.filter((e) => e.at.startsWith(day));
  const views = of.filter((e) => e.type === 'page_view');
  const tabs = new Map<string, Event[]>();
  for (const view of views) tabs.set(view.tab, [...(tabs.get(view.tab) ?? []), view]);
  const pages = new Map<string, { page_path: string; page_title: string; page_views: number; tabs: Set<string>; latest: string }>();
  for (const view of views) {
    const page = pages.get(view.path) ?? { page_path: view.path, page_title: '', page_views: 0, tabs: new Set<string>(), latest: '' };
    page.page_views += 1;
    page.tabs.add(view.tab);
    if (view.at > page.latest) [page.latest, page.page_title] = [view.at, view.title!];
    pages.set(view.path, page);
  }
  const sources = new Map<string, number>();
  for (const tabViews of tabs.values()) {
    const first = [...tabViews].sort((a, b) => a.at.localeCompare(b.at))[0]!;
    const source = SOURCES[String(first.referrer)]!;
    sources.set(source, (sources.get(source) ?? 0) + 1);
  }
  const missing = new Map<string, { page_path: string; visits: number; last_seen_at: string }>();
  for (const e of of.filter((e) => e.type === 'not_found')) {
    const entry = missing.get(e.path) ?? { page_path: e.path, visits: 0, last_seen_at: '' };
    entry.visits += 1;
    if (e.at > entry.last_seen_at) entry.last_seen_at = e.at;
    missing.set(e.path, entry);
  }
  const byCount = <T extends { key: string; n: number }>(a: T, b: T) => b.n - a.n || (a.key < b.key ? -1 : 1);
  const bounces = [...tabs.values()].filter((v) => v.length === 1).length;
  return {
    chart: { date: day, page_views: views.length, unique_visitors: tabs.size },
    bounces,
    summary: {
      totalPageViews: views.length,
      uniqueVisitors: tabs.size,
      bounceRate: tabs.size ? Math.round((10_000 * bounces) / tabs.size) / 100 : null,
    },
    topPages: [...pages.values()]
      .map((p) => ({ key: p.page_path, n: p.page_views, p }))
      .sort(byCount)
      .map(({ p }) => ({ page_path: p.page_path, page_title: p.page_title, page_views: p.page_views, unique_visitors: p.tabs.size, avg_time_on_page: null })),
    trafficSources: [...sources.entries()]
      .map(([key, n]) => ({ key, n }))
      .sort(byCount)
      .map(({ key, n }) => ({ source_medium: key, sessions: n, percentage: Math.round((1000 * n) / tabs.size) / 10 })),
    notFoundPages: [...missing.values()].map((m) => ({ key: m.page_path, n: m.visits, m })).sort(byCount).map(({ m }) => m),
  };
}

const report = async (session: ActorSession, from: string, to: string) =>
  (await session.query<{ r: Report }>(`select public.analytics_report($1, $2) as r`, [from, to])).rows[0]!.r;
const retain = async (session: ActorSession) =>
  (await session.owner<{ r: Record<string, unknown> }>(`select public.retain_site_events($1) as r`, [AS_OF])).rows[0]!.r;
const eventDays = async (session: ActorSession) =>
  (
    await session.owner<{ day: string; n: number }>(
      `select to_char((occurred_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as n
         from public.site_events group by 1 order by 1`,
    )
  ).rows;
const dailyRows = async (session: ActorSession) =>
  (await session.owner(`select * from public.site_events_daily order by day, kind, key collate "C"`)).rows;

const FIRST = dayBefore(TODAY, DAYS);
const KEPT_FROM = dayBefore(TODAY, 90);
const OLD_DAY = dayBefore(TODAY, 100);
const RECENT_DAY = dayBefore(TODAY, 10);

describe('the retention job', () => {
  it('keeps every daily figure, deletes the events of the days more than 90 days old, keeps the rest and today', async () => {
    const result = await db.withActor(
      'admin',
      async (session) => {
        const eventsBefore = await eventDays(session);
        const before = {
          all: await report(session, FIRST, TODAY),
          old: await report(session, OLD_DAY, OLD_DAY),
          recent: await report(session, RECENT_DAY, RECENT_DAY),
          across: await report(session, dayBefore(TODAY, 95), dayBefore(TODAY, 85)),
        };
        const outcome = await retain(session);
        const after = {
          all: await report(session, FIRST, TODAY),
          old: await report(session, OLD_DAY, OLD_DAY),
          recent: await report(session, RECENT_DAY, RECENT_DAY),
          across: await report(session, dayBefore(TODAY, 95), dayBefore(TODAY, 85)),
        };
        const eventsAfter = await eventDays(session);
        const rolledDays = (
          await session.owner<{ day: string; pruned: boolean }>(
            `select to_char(day, 'YYYY-MM-DD') as day, raw_pruned_at is not null as pruned
               from public.site_events_daily where kind = 'day' order by day`,
          )
        ).rows;
        const keptFrom = (await session.query<{ d: string }>(`select to_char(public.site_events_kept_from(), 'YYYY-MM-DD') as d`)).rows[0]!.d;
        return { eventsBefore, eventsAfter, before, after, outcome, rolledDays, keptFrom };
      },
      INSERT_EVENTS,
    );

    // The same report, figure for figure, before and after.
    expect(result.after).toEqual(result.before);

    // ... and those figures are the events' own.
    const days = Array.from({ length: DAYS + 1 }, (_, k) => expectedDay(dayBefore(TODAY, DAYS - k)));
    expect(result.after.all.chartData).toEqual(days.map((d) => d.chart));
    const tabs = days.reduce((n, d) => n + d.chart.unique_visitors, 0);
    expect(result.after.all.summary).toMatchObject({
      totalPageViews: days.reduce((n, d) => n + d.chart.page_views, 0),
      uniqueVisitors: tabs,
      bounceRate: Math.round((10_000 * days.reduce((n, d) => n + d.bounces, 0)) / tabs) / 100,
    });
    const blogViews = EVENTS.filter((e) => e.type === 'blog_view');
    expect(result.after.all.topPosts).toEqual([
      expect.objectContaining({ post_id: POST, page_views: blogViews.length, unique_visitors: new Set(blogViews.map((e) => e.tab)).size }),
    ]);
    for (const [day, got] of [
      [OLD_DAY, result.after.old],
      [RECENT_DAY, result.after.recent],
    ] as const) {
      const want = expectedDay(day);
      expect(got.summary, day).toMatchObject(want.summary);
      expect(got.topPages, day).toEqual(want.topPages);
      expect(got.trafficSources, day).toEqual(want.trafficSources);
      expect(got.notFoundPages, day).toEqual(want.notFoundPages);
    }
    // The chosen old day has missing pages to lose.
    expect(result.after.old.notFoundPages.length).toBeGreaterThan(0);

    // The events of the 30 days before the 90 are gone; the 90 days and today are untouched.
    expect(result.eventsBefore[0]!.day).toBe(FIRST);
    expect(result.eventsAfter).toEqual(result.eventsBefore.filter((row) => row.day >= KEPT_FROM));
    expect(result.eventsAfter.at(-1)).toEqual({ day: TODAY, n: EVENTS.filter((e) => e.at.startsWith(TODAY)).length });
    expect(result.outcome).toEqual({
      rolledUpDays: DAYS,
      prunedDays: 30,
      prunedEvents: result.eventsBefore.filter((row) => row.day < KEPT_FROM).reduce((n, row) => n + row.n, 0),
      keptFrom: KEPT_FROM,
    });
    expect(result.keptFrom).toBe(KEPT_FROM);
    // Every complete day is rolled up, today is not; only the pruned days are marked so.
    expect(result.rolledDays).toEqual(
      Array.from({ length: DAYS }, (_, k) => {
        const day = dayBefore(TODAY, DAYS - k);
        return { day, pruned: day < KEPT_FROM };
      }),
    );
  });

  it('changes nothing when run again, and picks up an event stored late for yesterday', async () => {
    const result = await db.withActor(
      'admin',
      async (session) => {
        await retain(session);
        const rows = await dailyRows(session);
        const events = await eventDays(session);
        const outcome = await retain(session);
        const same = { rows: await dailyRows(session), events: await eventDays(session) };
        const yesterday = dayBefore(TODAY, 1);
        await session.owner(
          `insert into public.site_events (type, path, title, tab_id, occurred_at) values ('page_view', '/late', 'Late', 'late-tab', '${yesterday}T23:59:50Z')`,
        );
        await retain(session);
        const late = (await report(session, yesterday, yesterday)).chartData;
        const lateRow = (
          await session.owner<{ events: number }>(`select events from public.site_events_daily where day = '${yesterday}' and kind = 'page' and key = '/late'`)
        ).rows;
        return { rows, events, outcome, same, late, lateRow, yesterday };
      },
      INSERT_EVENTS,
    );
    expect(result.same).toEqual({ rows: result.rows, events: result.events });
    expect(result.outcome).toEqual({ rolledUpDays: 2, prunedDays: 0, prunedEvents: 0, keptFrom: KEPT_FROM });
    const want = expectedDay(result.yesterday).chart;
    expect(result.late).toEqual([{ date: result.yesterday, page_views: want.page_views + 1, unique_visitors: want.unique_visitors + 1 }]);
    expect(result.lateRow).toEqual([{ events: 1 }]);
  });

  it('runs daily from the schedule', async () => {
    const { rows } = await db.ownerQuery<{ every_seconds: number; kind: string; command: string; cron: string }>(
      `select every_seconds, kind, command, private.cron_schedule(every_seconds) as cron
         from private.scheduled_jobs where name = 'site-events-retention'`,
    );
    expect(rows).toEqual([{ every_seconds: 86400, kind: 'sql', command: 'select public.retain_site_events()', cron: '0 0 * * *' }]);
  });
});

describe('who may touch the daily figures', () => {
  const STRANGER = { sub: 'f0000000-0000-4000-8000-00000000abcd', email: 'someone@example.com' };
  const SETUP = `insert into public.site_events_daily (day, kind, key, events, visitors, bounces) values ('2025-01-01', 'day', '', 40, 30, 10);`;

  it('visitors and signed-in users who are not staff can neither read nor write them, nor run the job', async () => {
    for (const actor of ['anon', 'suspended', STRANGER] as const) {
      const outcome = await db.withActor(
        actor,
        async (session) => {
          const read = await session.attempt<{ events: number }>(`select events from public.site_events_daily`);
          const write = await session.attempt(`insert into public.site_events_daily (day, kind, key, events) values ('2025-01-02', 'day', '', 1)`);
          const change = await session.attempt(`update public.site_events_daily set events = 9999`);
          const job = await session.attempt(`select public.retain_site_events()`);
          return {
            read: read.ok ? read.result.rows.length : read.error.code,
            write: write.ok ? 'allowed' : write.error.code,
            change: change.ok ? change.result.rowCount : change.error.code,
            job: job.ok ? 'allowed' : job.error.code,
          };
        },
        SETUP,
      );
      const label = typeof actor === 'string' ? actor : 'a user without a role';
      expect([0, '42501'], label).toContain(outcome.read);
      expect(outcome.write, label).toBe('42501');
      expect([0, '42501'], label).toContain(outcome.change);
      expect(outcome.job, label).toBe('42501');
    }
  });

  it('staff read them', async () => {
    const rows = await db.withActor('writer', async (session) => (await session.query(`select events from public.site_events_daily`)).rows, SETUP);
    expect(rows).toEqual([{ events: 40 }]);
  });
});
