// analytics-sync-v2 (the portal's Sync Now): rolls the site's blog_view events up into
// blog_analytics per post per UTC day (page views, unique visitors = distinct browser tabs,
// sessions per source). Idempotent: re-running rewrites the same figures. For the service role
// or an admin. Body (optional): { startDate, endDate } (YYYY-MM-DD); default the last 90 days.
import { json, type FunctionContext } from '../_shared/context.ts';
import { identifyStaff } from '../_shared/callers.ts';
import { isPlainObject, readJsonBody } from '../_shared/request.ts';
import { checkDateRange, todayUtc, addDays } from '../_shared/dates.ts';


export const DEFAULT_SYNC_DAYS = 90;

export default async function analyticsSync(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ success: false, error: 'Send the request with POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const caller = await identifyStaff(request, context);
  if (caller.kind === 'invalid') return json({ success: false, error: caller.message }, { status: 401 });
  if (caller.kind === 'other') return json({ success: false, error: 'Only an admin can sync analytics.' }, { status: 403 });

  const body = await readJsonBody(request, 4096);
  if (!body.ok && body.reason !== 'not_json') return json({ success: false, error: 'Send an empty body or { startDate, endDate }.' }, { status: 400 });
  const input = body.ok && isPlainObject(body.value) ? body.value : {};
  const today = todayUtc();
  const start = input.startDate ?? addDays(today, -(DEFAULT_SYNC_DAYS - 1));
  const end = input.endDate ?? today;
  const range = checkDateRange(start, end);
  if (!range.ok) return json({ success: false, error: range.message }, { status: 400 });

  const { data, error } = await context.admin.rpc('rollup_blog_analytics', { start_date: range.start, end_date: range.end });
  if (error) {
    console.error('[analytics-sync-v2] roll-up failed:', error.message);
    return json({ success: false, error: 'The analytics sync failed; try again.' }, { status: 503 });
  }
  return json({ success: true, startDate: range.start, endDate: range.end, rows: data as number });
}
