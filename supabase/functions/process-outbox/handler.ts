// process-outbox: delivers due outbox messages (CRM leads, emails) now. The site's schedule
// (private.scheduled_jobs) calls it every 30 seconds with the secret key: pg_cron + pg_net on a
// hosted project, the local backend's scheduler here; an admin may also run it.
import { json, type FunctionContext } from '../_shared/context.ts';
import { identifyStaff } from '../_shared/callers.ts';
import { processOutbox } from '../_shared/outbox.ts';


export default async function processOutboxHandler(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Send the request with POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const caller = await identifyStaff(request, context);
  if (caller.kind === 'invalid') return json({ error: caller.message }, { status: 401 });
  if (caller.kind === 'other') return json({ error: 'Only the service role or an admin may run the outbox.' }, { status: 403 });
  try {
    return json({ success: true, ...(await processOutbox(context)) });
  } catch (error) {
    console.error('[process-outbox] failed:', error);
    return json({ success: false, error: 'The outbox could not be processed right now.' }, { status: 503 });
  }
}
