// Liveness probe for the functions runtime: proves the runtime, the caller's headers and the
// key and JWT checks reach a handler (it says who the caller was verified to be), and shows the
// address the per-address limits would count for this caller, with the headers it came from, so
// a deployer can check that an address the client writes is not the one counted.
import { json, type FunctionContext } from '../_shared/context.ts';
import { addressSources, clientAddress } from '../_shared/request.ts';

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
    // The caller's own address, told to the caller only.
    clientAddress: clientAddress(request),
    addressHeaders: addressSources(request),
  });
}
