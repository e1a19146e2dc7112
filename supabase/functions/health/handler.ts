// Liveness probe for the functions runtime: proves the dispatcher, the caller's headers and the
// service-role context reach a handler.
import { json, type FunctionContext } from '../_runtime/context.ts';

export default async function health(request: Request, context: FunctionContext): Promise<Response> {
  const url = new URL(request.url);
  return json({
    ok: true,
    function: 'health',
    method: request.method,
    hasAuthorization: request.headers.has('authorization'),
    echo: url.searchParams.get('echo'),
    supabaseUrl: context.supabaseUrl,
  });
}
