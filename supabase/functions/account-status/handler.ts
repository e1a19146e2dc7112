// GET /functions/v1/account-status: the signed-in caller's own standing in the staff portal,
// { access: 'staff' | 'suspended' | 'none' }, for the screen that turns a user away. Suspending a
// user ends their sessions at once (docs/architecture.md#d8): from then on the REST API refuses
// their token and they cannot read their own profile, so only the server can tell them why. Their
// token still proves who they are until it expires (its signature is checked, not its session),
// and the answer is about that account alone.
import { json, type FunctionContext } from '../_shared/context.ts';

export const ACCOUNT_STATUS_MESSAGES = {
  signInFirst: 'Sign in to check your account.',
  failed: 'The account could not be checked; try again.',
} as const;

export type PortalAccess = 'staff' | 'suspended' | 'none';

const ACCESS: readonly string[] = ['staff', 'suspended', 'none'] satisfies PortalAccess[];

export default async function accountStatus(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'GET') return json({ error: 'Use GET.' }, { status: 405, headers: { Allow: 'GET' } });
  const caller = await context.caller(request);
  if (caller.kind === 'invalid') return json({ error: caller.message }, { status: 401 });
  if (caller.kind !== 'user') return json({ error: ACCOUNT_STATUS_MESSAGES.signInFirst }, { status: 401 });
  const { data, error } = await context.admin.rpc('portal_access', { uid: caller.userId });
  if (error || typeof data !== 'string' || !ACCESS.includes(data)) {
    console.error('[account-status] portal_access failed:', error?.message ?? `unexpected answer ${JSON.stringify(data)}`);
    return json({ error: ACCOUNT_STATUS_MESSAGES.failed }, { status: 503 });
  }
  return json({ access: data }, { headers: { 'Cache-Control': 'private, no-store' } });
}
