// The dashboard's reads: posts by status, summed page views
// (non-critical) with the time they were last rolled up, whether the rendered public pages lag
// behind the content (non-critical), and for admins the day's work: the calls of today and
// tomorrow, new leads and leads whose next step is due. Every
// figure is computed from these rows; a change is shown only when the previous period has data to
// compare with.
import { getSupabase, type BlogPost, type Tables } from '@firm/shared-contracts';
import type { BookingView } from '@firm/shared-contracts/booking';
import { dayInZone, formatDate, fromFirmDateTimeInput } from '@firm/shared-contracts/format';
import { callEndpoint, functionUrl } from '../../lib/endpoints.ts';

export const DASHBOARD_TEXT = {
  authError: 'Authentication error',
  noSession: 'No active session',
  failed: 'Failed to load dashboard statistics',
  notRolledUp: 'Views have not been rolled up yet: they appear within minutes of a visit.',
} as const;

export type DashboardPost = Pick<BlogPost, 'id' | 'title' | 'slug' | 'status' | 'author' | 'created_at' | 'published_at'>;

export interface ViewRow {
  post_id: string;
  date: string;
  page_views: number;
}

/** A lead as the dashboard lists it. */
export type DashboardLead = Pick<Tables<'lead_pipeline'>, 'id' | 'name' | 'email' | 'company' | 'next_step' | 'next_step_on' | 'first_seen_at'>;

/** The admin's day (each null when it could not be read). */
export interface AdminDay {
  calls: BookingView[] | null;
  newLeads: { rows: DashboardLead[]; total: number } | null;
  dueLeads: { rows: DashboardLead[]; total: number } | null;
}

/** page_render_status(): changes not yet in the rendered pages (docs/prerendering.md). */
export interface PageRenderStatus {
  /** Changes waiting more than two minutes, and since when. */
  waiting: number;
  waitingSince: string | null;
  /** Renders that gave up in the last day, and the last error. */
  failed: number;
  lastFailure: string | null;
}

export interface DashboardData {
  posts: DashboardPost[];
  /** null when the analytics read failed (non-critical). */
  views: ViewRow[] | null;
  /** null when not an admin. */
  day: AdminDay | null;
  /**
   * When the views were last rolled up into blog_analytics (by the schedule every few minutes, or
   * Sync Now); null before the first roll-up or when it cannot be read.
   */
  viewsUpdatedAt: string | null;
  /** null when it cannot be read. */
  renders: PageRenderStatus | null;
}

export class DashboardError extends Error {}

const LEAD_COLUMNS = 'id, name, email, company, next_step, next_step_on, first_seen_at';
/** How many leads of each kind the dashboard lists (the count says how many there are). */
export const DASHBOARD_LEADS = 5;

/** Midnight of the firm's today and of the day after tomorrow, as instants. */
export function callWindow(now: Date = new Date()): { from: string; to: string } {
  const today = dayInZone(now);
  const plusDays = (days: number) => dayInZone(new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000));
  const midnight = (day: string) => fromFirmDateTimeInput(`${day}T00:00`) ?? now.toISOString();
  return { from: midnight(today), to: midnight(plusDays(2)) };
}

async function loadAdminDay(client: Awaited<ReturnType<typeof getSupabase>>): Promise<AdminDay> {
  const today = dayInZone(new Date());
  const window = callWindow();
  const [calls, fresh, due] = await Promise.all([
    callEndpoint<{ bookings: BookingView[] }>(`${functionUrl('booking-admin')}?${new URLSearchParams(window).toString()}`, {
      label: 'Load the calls',
      withApiKey: true,
    }).then(
      ({ bookings }) => bookings.filter((booking) => booking.status === 'confirmed'),
      () => null,
    ),
    client.from('lead_pipeline').select(LEAD_COLUMNS, { count: 'exact' }).eq('status', 'new').order('first_seen_at', { ascending: false }).limit(DASHBOARD_LEADS),
    client
      .from('lead_pipeline')
      .select(LEAD_COLUMNS, { count: 'exact' })
      .lte('next_step_on', today)
      .in('status', ['new', 'contacted', 'qualified'])
      .order('next_step_on')
      .limit(DASHBOARD_LEADS),
  ]);
  return {
    calls,
    newLeads: fresh.error ? null : { rows: fresh.data ?? [], total: fresh.count ?? 0 },
    dueLeads: due.error ? null : { rows: due.data ?? [], total: due.count ?? 0 },
  };
}

export async function loadDashboard(options: { includeAdminDay: boolean }): Promise<DashboardData> {
  let client;
  try {
    client = await getSupabase();
  } catch (error) {
    throw new DashboardError(`${DASHBOARD_TEXT.failed}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const session = await client.auth.getSession();
  if (session.error) throw new DashboardError(DASHBOARD_TEXT.authError);
  if (!session.data.session) throw new DashboardError(DASHBOARD_TEXT.noSession);
  const [posts, views, updated, renders, day] = await Promise.all([
    client.from('blog_posts').select('id, title, slug, status, author, created_at, published_at').order('created_at', { ascending: false }),
    client.from('blog_analytics').select('post_id, date, page_views'),
    client.rpc('analytics_last_updated'),
    client.rpc('page_render_status'),
    options.includeAdminDay ? loadAdminDay(client) : Promise.resolve(null),
  ]);
  if (posts.error) throw new DashboardError(`Database error: ${posts.error.message}`);
  return {
    posts: posts.data ?? [],
    views: views.error ? null : (views.data ?? []),
    day,
    viewsUpdatedAt: updated.error ? null : (updated.data ?? null),
    renders: renderStatusOf(renders.error ? null : renders.data),
  };
}

function renderStatusOf(rows: { waiting: number; waiting_since: string | null; failed: number; last_failure: string | null }[] | null): PageRenderStatus | null {
  const row = rows?.[0];
  if (!row) return null;
  return { waiting: row.waiting, waitingSince: row.waiting_since, failed: row.failed, lastFailure: row.last_failure };
}

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** What the dashboard warns about the rendered public pages, or null while they keep up with the content. */
export function renderNoticeLines(status: PageRenderStatus | null): string[] | null {
  if (!status || (status.waiting === 0 && status.failed === 0)) return null;
  const lines: string[] = [];
  if (status.waiting > 0) {
    const since = status.waitingSince ? ` since ${formatDate(status.waitingSince, 'dateTime')}` : '';
    lines.push(
      `${changes(status.waiting)} to posts, team, press or reviews ${status.waiting === 1 ? 'has' : 'have'} been waiting${since} to reach the public pages' rendered copies. Visitors see the new content once a page has loaded; search engines and link previews still read the earlier copy.`,
    );
  }
  if (status.failed > 0) {
    lines.push(
      `${changes(status.failed)} could not be rendered into the public pages in the last day. Those pages are served by the app until the next change to the same content renders them again.`,
    );
    if (status.lastFailure) lines.push(`Last error: ${status.lastFailure}`);
  }
  return lines;
}

/** '3 minutes ago', 'just now', '2 days ago': how long before `now`. */
export function timeAgo(iso: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return count(hours, 'hour');
  return count(Math.floor(hours / 24), 'day');
}

/** The line under the figures that says how fresh the views are. */
export function viewsFreshness(updatedAt: string | null, now = new Date()): string {
  if (!updatedAt) return DASHBOARD_TEXT.notRolledUp;
  return `Last updated ${timeAgo(updatedAt, now)} (${formatDate(updatedAt, 'dateTime')})`;
}

const DAY = 24 * 60 * 60 * 1000;

/** Percentage change from the previous period, or null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export interface DashboardSummary {
  totalPosts: number;
  publishedPosts: number;
  drafts: number;
  postsLast30: number;
  postsPrevious30: number;
  totalViews: number | null;
  viewsLast30: number | null;
  viewsChange: number | null;
  topPosts: Array<{ post: DashboardPost; views: number }>;
  recentPosts: DashboardPost[];
}

export const TOP_POSTS_ON_OVERVIEW = 5;

export function summarize(data: DashboardData, now = new Date()): DashboardSummary {
  const t = now.getTime();
  const inWindow = (iso: string, from: number, to: number) => {
    const time = new Date(iso).getTime();
    return time > t - from * DAY && time <= t - to * DAY;
  };
  const published = data.posts.filter((p) => p.status === 'published').length;
  let totalViews: number | null = null;
  let viewsLast30: number | null = null;
  let viewsChange: number | null = null;
  const perPost = new Map<string, number>();
  if (data.views) {
    let last = 0;
    let previous = 0;
    totalViews = 0;
    for (const row of data.views) {
      const views = Number(row.page_views) || 0;
      totalViews += views;
      perPost.set(row.post_id, (perPost.get(row.post_id) ?? 0) + views);
      const day = `${row.date}T12:00:00Z`;
      if (inWindow(day, 30, 0)) last += views;
      else if (inWindow(day, 60, 30)) previous += views;
    }
    viewsLast30 = last;
    viewsChange = percentChange(last, previous);
  }
  const byId = new Map(data.posts.map((p) => [p.id, p]));
  const topPosts = [...perPost.entries()]
    .filter(([id, views]) => views > 0 && byId.has(id))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_POSTS_ON_OVERVIEW)
    .map(([id, views]) => ({ post: byId.get(id)!, views }));
  return {
    totalPosts: data.posts.length,
    publishedPosts: published,
    drafts: data.posts.length - published,
    postsLast30: data.posts.filter((p) => inWindow(p.created_at, 30, 0)).length,
    postsPrevious30: data.posts.filter((p) => inWindow(p.created_at, 60, 30)).length,
    totalViews,
    viewsLast30,
    viewsChange,
    topPosts,
    recentPosts: data.posts.slice(0, 5),
  };
}
