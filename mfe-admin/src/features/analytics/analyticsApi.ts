// Analytics of the blog: the analytics function's figures from first-party data,
// falling back to direct reads of blog_analytics when the endpoint fails. Nothing here is invented:
// a figure the data does not hold is null and shown as not measured.
import { getSupabase, type AnalyticsResponse, type Tables } from '@firm/shared-contracts';
import { callEndpoint, currentAccessToken, EndpointError, functionUrl } from '../../lib/endpoints.ts';
import { errorMessage } from '../../lib/errors.ts';

export type RangeKey = '24hours' | '7days' | '30days' | '90days';

/** A range is whole UTC days, or (Last 24 hours) exactly that many hours up to now. */
export const RANGES: ReadonlyArray<{ key: RangeKey; label: string; days: number; hours?: number }> = [
  { key: '24hours', label: 'Last 24 hours', days: 1, hours: 24 },
  { key: '7days', label: 'Last 7 days', days: 7 },
  { key: '30days', label: 'Last 30 days', days: 30 },
  { key: '90days', label: 'Last 90 days', days: 90 },
];

export const DEFAULT_RANGE: RangeKey = '7days';
export const TOP_PAGES_LIMIT = 10;

export const ANALYTICS_TEXT = {
  authRequired: 'Authentication required',
  loadFailed: 'Failed to load analytics data',
} as const;

/** YYYY-MM-DD of a date in UTC: the analytics function's calendar days are UTC days. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC days a range touches (the CSV file's name, and the fallback's daily rows). */
export function rangeDates(range: RangeKey, now = new Date()): { startDate: string; endDate: string } {
  const days = RANGES.find((r) => r.key === range)?.days ?? 7;
  const start = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return { startDate: isoDay(start), endDate: isoDay(now) };
}

/**
 * What the analytics function is asked: ?hours=24 for the last 24 hours (exactly those, by hour;
 * the days it touches would be up to 48 hours), else the UTC days of the range.
 */
export function rangeQuery(range: RangeKey, now = new Date()): Record<string, string> {
  const hours = RANGES.find((r) => r.key === range)?.hours;
  return hours ? { hours: String(hours) } : rangeDates(range, now);
}

/** Whether the range is a window of hours, which the stored daily analytics cannot cut out. */
export function isHoursRange(range: RangeKey): boolean {
  return RANGES.find((r) => r.key === range)?.hours !== undefined;
}

export interface AnalyticsFigures {
  summary: {
    totalPageViews: number;
    uniqueVisitors: number;
    avgSessionDuration: number | null;
    bounceRate: number | null;
    activeUsersNow: number | null;
  };
  chartData: Array<{ date: string; page_views: number; unique_visitors: number }>;
  topPages: Array<{ page_path: string; page_title: string; page_views: number; unique_visitors: number; avg_time_on_page: number | null }>;
  trafficSources: Array<{ source_medium: string; sessions: number; percentage: number }>;
}

export interface AnalyticsResult {
  figures: AnalyticsFigures;
  /** 'api' from the analytics function; 'database' from the fallback reads. */
  source: 'api' | 'database';
  /** Why the endpoint was not used, when the fallback answered. */
  apiError: string | null;
  /** The fallback's figures cover whole days, more than the range asked (Last 24 hours). */
  wholeDays: boolean;
  startDate: string;
  endDate: string;
}

function num(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

function numOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Checks and normalizes the endpoint's answer (AnalyticsResponse). */
export function normalizeResponse(response: AnalyticsResponse): AnalyticsFigures {
  if (!response.success || !response.data) throw new Error(response.error || 'The analytics service reported a failure');
  const { summary, chartData, topPages, trafficSources } = response.data;
  if (!summary || !Array.isArray(chartData)) throw new Error('The analytics service returned an unexpected answer');
  return {
    summary: {
      totalPageViews: num(summary.totalPageViews),
      uniqueVisitors: num(summary.uniqueVisitors),
      avgSessionDuration: numOrNull(summary.avgSessionDuration),
      bounceRate: numOrNull(summary.bounceRate),
      activeUsersNow: numOrNull(summary.activeUsersNow),
    },
    chartData: chartData.map((p) => ({ date: String(p.date), page_views: num(p.page_views), unique_visitors: num(p.unique_visitors) })),
    topPages: (topPages ?? []).slice(0, TOP_PAGES_LIMIT).map((p) => ({
      page_path: String(p.page_path),
      page_title: String(p.page_title ?? p.page_path),
      page_views: num(p.page_views),
      unique_visitors: num(p.unique_visitors),
      avg_time_on_page: numOrNull(p.avg_time_on_page),
    })),
    trafficSources: (trafficSources ?? []).map((s) => ({
      source_medium: String(s.source_medium),
      sessions: num(s.sessions),
      percentage: num(s.percentage),
    })),
  };
}

/** A blog_analytics row with its post, as the fallback read selects it. */
interface AnalyticsRowWithPost {
  post_id: string;
  date: string;
  page_views: number;
  unique_visitors: number;
  avg_session_duration: number | string | null;
  bounce_rate: number | string | null;
  /** 'source/medium' → sessions (blog_analytics_traffic_sources_object). */
  traffic_sources: Tables<'blog_analytics'>['traffic_sources'] | null;
  blog_posts: { title: string; slug: string; status: string } | null;
}

/** The same figures from blog_analytics rows (the fallback path). */
export function figuresFromRows(rows: readonly AnalyticsRowWithPost[]): AnalyticsFigures {
  const byDate = new Map<string, { page_views: number; unique_visitors: number }>();
  const byPost = new Map<string, AnalyticsFigures['topPages'][number] & { durationWeight: number; durationViews: number }>();
  const sources = new Map<string, number>();
  let views = 0;
  let visitors = 0;
  let durationSum = 0;
  let durationViews = 0;
  let bounceSum = 0;
  let bounceViews = 0;
  for (const row of rows) {
    const pv = num(row.page_views);
    const uv = num(row.unique_visitors);
    views += pv;
    visitors += uv;
    const day = byDate.get(row.date) ?? { page_views: 0, unique_visitors: 0 };
    day.page_views += pv;
    day.unique_visitors += uv;
    byDate.set(row.date, day);
    const duration = numOrNull(row.avg_session_duration);
    if (duration !== null && pv > 0) {
      durationSum += duration * pv;
      durationViews += pv;
    }
    const bounce = numOrNull(row.bounce_rate);
    if (bounce !== null && pv > 0) {
      bounceSum += bounce * pv;
      bounceViews += pv;
    }
    if (row.blog_posts && row.blog_posts.status === 'published') {
      const path = `/blog/${row.blog_posts.slug}`;
      const page = byPost.get(path) ?? {
        page_path: path,
        page_title: row.blog_posts.title,
        page_views: 0,
        unique_visitors: 0,
        avg_time_on_page: null,
        durationWeight: 0,
        durationViews: 0,
      };
      page.page_views += pv;
      page.unique_visitors += uv;
      if (duration !== null && pv > 0) {
        page.durationWeight += duration * pv;
        page.durationViews += pv;
      }
      byPost.set(path, page);
    }
    for (const [source, sessions] of Object.entries(row.traffic_sources ?? {})) {
      sources.set(source, (sources.get(source) ?? 0) + num(sessions));
    }
  }
  const totalSessions = [...sources.values()].reduce((a, b) => a + b, 0);
  return {
    summary: {
      totalPageViews: views,
      uniqueVisitors: visitors,
      avgSessionDuration: durationViews > 0 ? durationSum / durationViews : null,
      bounceRate: bounceViews > 0 ? bounceSum / bounceViews : null,
      activeUsersNow: null,
    },
    chartData: [...byDate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, v]) => ({ date, ...v })),
    topPages: [...byPost.values()]
      .sort((a, b) => b.page_views - a.page_views)
      .slice(0, TOP_PAGES_LIMIT)
      .map(({ durationWeight, durationViews: dv, ...page }) => ({
        ...page,
        avg_time_on_page: dv > 0 ? durationWeight / dv : null,
      })),
    trafficSources: [...sources.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([source_medium, sessions]) => ({
        source_medium,
        sessions,
        percentage: totalSessions > 0 ? Math.round((sessions / totalSessions) * 1000) / 10 : 0,
      })),
  };
}

async function readFromDatabase(startDate: string, endDate: string): Promise<AnalyticsFigures> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('blog_analytics')
    .select('post_id, date, page_views, unique_visitors, avg_session_duration, bounce_rate, traffic_sources, blog_posts(title, slug, status)')
    .gte('date', startDate)
    .lte('date', endDate)
    .order('date', { ascending: false });
  if (error) throw new Error(error.message);
  return figuresFromRows(data ?? []);
}

export async function loadAnalytics(range: RangeKey, now = new Date()): Promise<AnalyticsResult> {
  const { startDate, endDate } = rangeDates(range, now);
  const token = await currentAccessToken();
  if (!token) throw new Error(ANALYTICS_TEXT.authRequired);
  try {
    const query = new URLSearchParams(rangeQuery(range, now));
    const response = await callEndpoint<AnalyticsResponse>(`${functionUrl('analytics')}?${query.toString()}`, {
      label: 'the analytics service',
      withApiKey: true,
    });
    return { figures: normalizeResponse(response), source: 'api', apiError: null, wholeDays: false, startDate, endDate };
  } catch (apiError) {
    if (apiError instanceof EndpointError && apiError.status === 401) throw new Error(ANALYTICS_TEXT.authRequired, { cause: apiError });
    try {
      const figures = await readFromDatabase(startDate, endDate);
      return { figures, source: 'database', apiError: errorMessage(apiError), wholeDays: isHoursRange(range), startDate, endDate };
    } catch (dbError) {
      throw new Error(`${ANALYTICS_TEXT.loadFailed}: ${errorMessage(apiError)}; ${errorMessage(dbError)}`, { cause: dbError });
    }
  }
}

/** Sync Now: runs analytics-sync-v2 with an empty body. */
export async function syncAnalytics(): Promise<void> {
  await callEndpoint<unknown>(functionUrl('analytics-sync-v2'), {
    label: 'the analytics sync',
    method: 'POST',
    body: {},
    withApiKey: true,
  });
}

export interface AnalyticsApi {
  loadAnalytics(range: RangeKey): Promise<AnalyticsResult>;
  syncAnalytics(): Promise<void>;
}

export const analyticsApi: AnalyticsApi = { loadAnalytics: (range) => loadAnalytics(range), syncAnalytics };
