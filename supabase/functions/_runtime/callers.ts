// Who is calling a function: the gateway has already checked the JWT's signature, so its role
// claim can be read; whether a user is an admin is asked of Postgres (is_admin(), which also
// refuses suspended users), as the user.
import type { FunctionContext } from './context.ts';
import { bearerToken, unverifiedClaims } from './request.ts';

export type Caller = { kind: 'service' } | { kind: 'admin'; userId: string; superAdmin: boolean } | { kind: 'other' };

export async function identifyCaller(request: Request, context: FunctionContext): Promise<Caller> {
  const claims = unverifiedClaims(bearerToken(request));
  if (!claims) return { kind: 'other' };
  if (claims.role === 'service_role') return { kind: 'service' };
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') return { kind: 'other' };
  const asUser = context.asCaller(request);
  const [admin, superAdmin] = await Promise.all([asUser.rpc('is_admin'), asUser.rpc('is_super_admin')]);
  if (admin.error || admin.data !== true) return { kind: 'other' };
  return { kind: 'admin', userId: claims.sub, superAdmin: superAdmin.data === true };
}
