// GET /functions/v1/analytics?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD: the analytics
// dashboard's data from the site's own first-party events, their daily figures once the events
// are deleted (site_events_daily), and the blog_analytics roll-up, missing pages included. Staff
// only: the report runs in Postgres as the caller, so row-level security decides. Days are UTC.
// ?hours=N instead (1 to 168) covers exactly the last N hours, by hour ("Last 24 hours" is not
// two calendar days). Figures the site does not measure (session duration, time on page) are
// null, never made up.
import { json, type FunctionContext } from '../_shared/context.ts';
import { checkDateRange } from '../_shared/dates.ts';

export const ANALYTICS_MESSAGES = {
  authRequired: 'Authentication required',
  staffOnly: 'Access denied: analytics are for staff',
  failed: 'Failed to load analytics data',
} as const;

export default async function analytics(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'GET') {
    return json({ success: false, error: 'Use GET.' }, { status: 405, headers: { Allow: 'GET' } });
  }
  const who = await context.caller(request);
  if (who.kind !== 'user') {
    return json({ success: false, error: ANALYTICS_MESSAGES.authRequired }, { status: 401 });
  }
  const url = new URL(request.url);
  const caller = context.asCaller(request);
  const hoursParam = url.searchParams.get('hours');
  if (hoursParam !== null) {
    const hours = Number(hoursParam);
    if (!/^\d{1,3}$/.test(hoursParam) || hours < 1 || hours > MAX_HOURS) {
      return json({ success: false, error: `hours must be a whole number from 1 to ${MAX_HOURS}.` }, { status: 400 });
    }
    const { data, error, status } = await caller.rpc('analytics_report_last_hours', { hours });
    if (error) return reportFailure(error, status);
    const { window, ...report } = data as { window: { start: string; end: string } } & Record<string, unknown>;
    const startAt = new Date(window.start).toISOString();
    const endAt = new Date(window.end).toISOString();
    return answer(report, { hours, startAt, endAt });
  }

  const range = checkDateRange(url.searchParams.get('startDate'), url.searchParams.get('endDate'));
  if (!range.ok) return json({ success: false, error: range.message }, { status: 400 });
  const { data, error, status } = await caller.rpc('analytics_report', { start_date: range.start, end_date: range.end });
  if (error) return reportFailure(error, status);
  return answer(data as Record<string, unknown>, { startDate: range.start, endDate: range.end });
}

/** The longest window ?hours may ask for: a week of hourly points. */
export const MAX_HOURS = 168;

function answer(data: Record<string, unknown>, range: Record<string, unknown>): Response {
  return json(
    { success: true, data, meta: { ...range, timezone: 'UTC', source: 'first-party' } },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

function reportFailure(error: { code?: string; message: string }, status: number): Response {
  if (status === 401 || error.code === 'PGRST301' || error.code === 'PGRST303') {
    return json({ success: false, error: ANALYTICS_MESSAGES.authRequired }, { status: 401 });
  }
  if (error.code === '42501' || status === 403) return json({ success: false, error: ANALYTICS_MESSAGES.staffOnly }, { status: 403 });
  if (error.code === '22023') return json({ success: false, error: error.message }, { status: 400 });
  console.error('[analytics] report failed:', error.message);
  return json({ success: false, error: ANALYTICS_MESSAGES.failed }, { status: 503 });
}
