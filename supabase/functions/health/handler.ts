// Liveness probe for the functions runtime: proves the runtime, the caller's headers and the
// key and JWT checks reach a handler (it says who the caller was verified to be).
import { json, type FunctionContext } from '../_shared/context.ts';

export default async function health(request: Request, context: FunctionContext): Promise<Response> {
  const url = new URL(request.url);
  const caller = await context.caller(request);
  return json({
    ok: true,
    function: 'health',
    method: request.method,
    caller: caller.kind,
    hasAuthorization: request.headers.has('authorization'),
    echo: url.searchParams.get('echo'),
    supabaseUrl: context.supabaseUrl,
  });
}
