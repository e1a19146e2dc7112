// staff-accounts (docs/architecture.md#d7): what admins do to staff accounts that needs Auth's
// admin API, one POST with the caller's access token and an `action`:
// - invite: Auth invites the address (its mail goes through the auth-email hook, the link to the
//   portal's set-password page); the role is given by the database when the invitee accepts
//   (migration 20261130200000_staff_invitations.sql). Admins invite writers and admins; only a
//   super admin invites a super admin.
// - resend_invitation: a new mail and link for an invitation not yet accepted (the old link stops
//   working: Auth keeps one token per user).
// - delete (super admin): public.prepare_staff_removal with the caller's token (the posts pass to
//   the chosen owner, the last super admin stays), then Auth deletes the user.
// - list_factors (super admin): a user's two-factor methods, as Auth's admin API lists them, so the
//   Users page can offer their removal (only Auth reads auth.mfa_factors).
// - remove_factor (super admin): public.request_factor_removal with the caller's token (the audit
//   trail's factor_removed then names them), then Auth's admin API removes the method.
// The caller's own session is never touched: Auth's admin API is called with the secret key.
import { json, type FunctionContext } from '../_shared/context.ts';
import { identifyStaff, type StaffCaller } from '../_shared/callers.ts';
import { isPlainObject, isStorableText, likeLiteral, readJsonBody } from '../_shared/request.ts';
import { isValidEmail } from '../_shared/contracts/contact/inquiry.ts';

/** The profiles_full_name_length check (migration 20261125091000_profile_name_length.sql). */
export const FULL_NAME_MAX_LENGTH = 100;

/**
 * How long an invitation's link works: Auth's [auth.email] otp_expiry in config.toml (a deploy
 * test checks they agree), counted from when Auth sent it.
 */
export const INVITATION_LIFETIME_SECONDS = 3600;

export const STAFF_ACCOUNT_MESSAGES = {
  badRequest: 'Send { action, ... } as JSON: action is invite, resend_invitation, delete, list_factors or remove_factor',
  required: 'Please fill in all required fields',
  emailInvalid: 'Please enter a valid email address',
  emailExists: 'A user with this email already exists',
  alreadyInvited: 'This address has already been invited and has not accepted yet: send the invitation again instead',
  badRole: 'Role must be writer, admin or super_admin',
  nameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  badId: 'user_id (and new_owner_id, factor_id where needed) must be ids of the form 00000000-0000-0000-0000-000000000000',
  notAdmin: 'Only admins can manage staff accounts',
  notSuperAdminInvite: 'Only a super admin can invite a super admin',
  notSuperAdmin: 'Only a super admin can delete a staff account or remove a two-factor method',
  noInvitation: 'There is no invitation for this user',
  alreadyAccepted: 'This invitation has already been accepted',
  userNotFound: 'User not found',
  factorNotFound: 'This user has no such two-factor method',
  tooManyEmails: 'Too many emails have been sent just now. Try again in a few minutes.',
  mailFailed: 'The invitation email could not be sent. Try again in a few minutes.',
  authUnavailable: 'The authentication service is unavailable. Try again in a few minutes.',
} as const;

const ROLES = ['writer', 'admin', 'super_admin'] as const;
type Role = (typeof ROLES)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Admin = Exclude<StaffCaller, { kind: 'other' } | { kind: 'invalid' }>;
type Input = Record<string, unknown>;

interface AuthFailure {
  status?: number;
  code?: string;
  message?: string;
}

function fail(error: string, status: number): Response {
  return json({ error }, { status });
}

const isSuperAdmin = (caller: Admin) => caller.kind === 'service' || caller.superAdmin;
/** The admin acting, for the audit trail (null: the secret key, recorded as the service). */
const actorOf = (caller: Admin) => (caller.kind === 'admin' ? caller.userId : null);

function ids(input: Input, ...keys: string[]): string[] | undefined {
  const values = keys.map((key) => input[key]);
  return values.every((value): value is string => typeof value === 'string' && UUID.test(value)) ? values.map((value) => value.toLowerCase()) : undefined;
}

/** Auth's answer to an invitation that was not sent, as this function's. */
function inviteFailure(error: AuthFailure): Response {
  if (error.code === 'email_exists' || error.code === 'user_already_exists') return fail(STAFF_ACCOUNT_MESSAGES.emailExists, 409);
  if (error.status === 429) return fail(STAFF_ACCOUNT_MESSAGES.tooManyEmails, 429);
  if (error.status === 400 || error.status === 422) return fail(`The invitation was refused: ${error.message ?? 'invalid input'}`, 400);
  // The Send Email Hook failed (Auth answers 5xx, or the hook's own error): nothing was sent.
  console.error('[staff-accounts] invitation not sent:', error.status, error.code, error.message);
  return fail(STAFF_ACCOUNT_MESSAGES.mailFailed, 502);
}

function redirectTo(context: FunctionContext): string {
  return `${new URL(context.env.SITE_URL ?? '').origin}/admin/set-password`;
}

function recordInvitation(context: FunctionContext, caller: Admin, userId: string, fullName: string, role: Role) {
  return context.admin.rpc('record_staff_invitation', {
    p_user_id: userId,
    p_full_name: fullName,
    p_role: role,
    // Checked above from the caller's verified token; the database takes it as the audit's actor.
    p_invited_by: actorOf(caller) as string,
    p_lifetime_seconds: INVITATION_LIFETIME_SECONDS,
  });
}

async function invite(input: Input, caller: Admin, context: FunctionContext): Promise<Response> {
  const fullName = typeof input.full_name === 'string' ? input.full_name.trim() : '';
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const role = input.role === undefined || input.role === null || input.role === '' ? 'writer' : input.role;
  if (!fullName || !email) return fail(STAFF_ACCOUNT_MESSAGES.required, 400);
  if (!isStorableText(fullName)) return fail(STAFF_ACCOUNT_MESSAGES.badRequest, 400);
  // Counted in characters, as Postgres's char_length counts them.
  if ([...fullName].length > FULL_NAME_MAX_LENGTH) return fail(STAFF_ACCOUNT_MESSAGES.nameTooLong, 400);
  if (!isValidEmail(email)) return fail(STAFF_ACCOUNT_MESSAGES.emailInvalid, 400);
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return fail(STAFF_ACCOUNT_MESSAGES.badRole, 400);
  if (role === 'super_admin' && !isSuperAdmin(caller)) return fail(STAFF_ACCOUNT_MESSAGES.notSuperAdminInvite, 403);

  // A pending invitation is sent again with resend_invitation (its role stays the one chosen).
  const pending = await context.admin.from('staff_invitations').select('user_id').ilike('email', likeLiteral(email)).is('accepted_at', null).limit(1);
  if (pending.error) return fail(STAFF_ACCOUNT_MESSAGES.authUnavailable, 503);
  if ((pending.data ?? []).length > 0) return fail(STAFF_ACCOUNT_MESSAGES.alreadyInvited, 409);

  // POST {supabaseUrl}/auth/v1/invite with the secret key, as on hosted Auth.
  const invited = await context.admin.auth.admin.inviteUserByEmail(email, { data: { full_name: fullName }, redirectTo: redirectTo(context) });
  if (invited.error || !invited.data.user) return inviteFailure((invited.error ?? {}) as AuthFailure);
  const user = invited.data.user;

  const recorded = await recordInvitation(context, caller, user.id, fullName, role as Role);
  if (recorded.error || !recorded.data) {
    // No invitation without its record: the link would give no role. Take the user away again.
    await context.admin.auth.admin.deleteUser(user.id).catch(() => undefined);
    console.error('[staff-accounts] invitation not recorded:', recorded.error?.message);
    return fail(STAFF_ACCOUNT_MESSAGES.authUnavailable, 503);
  }
  return json({ user_id: user.id, email: user.email ?? email, expires_at: recorded.data.expires_at });
}

async function resendInvitation(input: Input, caller: Admin, context: FunctionContext): Promise<Response> {
  const [userId] = ids(input, 'user_id') ?? [];
  if (!userId) return fail(STAFF_ACCOUNT_MESSAGES.badId, 400);
  const found = await context.admin.from('staff_invitations').select('email, full_name, role, accepted_at').eq('user_id', userId).maybeSingle();
  if (found.error) return fail(STAFF_ACCOUNT_MESSAGES.authUnavailable, 503);
  const invitation = found.data;
  if (!invitation) return fail(STAFF_ACCOUNT_MESSAGES.noInvitation, 404);
  if (invitation.accepted_at) return fail(STAFF_ACCOUNT_MESSAGES.alreadyAccepted, 409);
  if (invitation.role === 'super_admin' && !isSuperAdmin(caller)) return fail(STAFF_ACCOUNT_MESSAGES.notSuperAdminInvite, 403);

  // Auth sends an unconfirmed invitee a new invitation, whose token replaces the old one.
  const invited = await context.admin.auth.admin.inviteUserByEmail(invitation.email, {
    data: { full_name: invitation.full_name },
    redirectTo: redirectTo(context),
  });
  if (invited.error) {
    const failure = invited.error as AuthFailure;
    if (failure.code === 'email_exists') return fail(STAFF_ACCOUNT_MESSAGES.alreadyAccepted, 409);
    return inviteFailure(failure);
  }
  const recorded = await recordInvitation(context, caller, userId, invitation.full_name, invitation.role as Role);
  if (recorded.error || !recorded.data) {
    console.error('[staff-accounts] resent invitation not recorded:', recorded.error?.message);
    return fail(STAFF_ACCOUNT_MESSAGES.authUnavailable, 503);
  }
  return json({ user_id: userId, expires_at: recorded.data.expires_at });
}

/** A database refusal of prepare_staff_removal, with its own message where it is the caller's to read. */
function removalFailure(error: { code?: string; message: string }): Response {
  if (error.code === '42501') return fail(error.message, 403);
  if (error.code === 'P0002') return fail(STAFF_ACCOUNT_MESSAGES.userNotFound, 404);
  if (error.code === '22023' || error.code === '22004') return fail(error.message, 400);
  console.error('[staff-accounts] removal not prepared:', error.code, error.message);
  return fail(STAFF_ACCOUNT_MESSAGES.authUnavailable, 503);
}

async function deleteAccount(input: Input, caller: Admin, request: Request, context: FunctionContext): Promise<Response> {
  if (!isSuperAdmin(caller)) return fail(STAFF_ACCOUNT_MESSAGES.notSuperAdmin, 403);
  const [userId, newOwnerId] = ids(input, 'user_id', 'new_owner_id') ?? [];
  if (!userId || !newOwnerId) return fail(STAFF_ACCOUNT_MESSAGES.badId, 400);
  // As the caller, so the database checks them itself and the audit names them.
  const prepared = await context.asCaller(request).rpc('prepare_staff_removal', { target: userId, new_owner: newOwnerId });
  if (prepared.error) return removalFailure(prepared.error);
  const moved = Number((prepared.data as { posts_moved?: number } | null)?.posts_moved ?? 0);

  const deleted = await context.admin.auth.admin.deleteUser(userId);
  if (deleted.error) {
    const failure = deleted.error as AuthFailure;
    if (failure.status === 404) return fail(STAFF_ACCOUNT_MESSAGES.userNotFound, 404);
    console.error('[staff-accounts] user not deleted:', failure.status, failure.message);
    // The account is suspended and its posts have moved; deleting it again finishes the removal.
    return fail('The account is suspended and its posts have moved, but it could not be deleted. Try again.', 503);
  }
  return json({ deleted: userId, posts_moved: moved });
}

async function listFactors(input: Input, caller: Admin, context: FunctionContext): Promise<Response> {
  if (!isSuperAdmin(caller)) return fail(STAFF_ACCOUNT_MESSAGES.notSuperAdmin, 403);
  const [userId] = ids(input, 'user_id') ?? [];
  if (!userId) return fail(STAFF_ACCOUNT_MESSAGES.badId, 400);
  // GET {supabaseUrl}/auth/v1/admin/users/{id}/factors with the secret key.
  const listed = await context.admin.auth.admin.mfa.listFactors({ userId });
  if (listed.error) {
    const failure = listed.error as AuthFailure;
    if (failure.status === 404) return fail(STAFF_ACCOUNT_MESSAGES.userNotFound, 404);
    console.error('[staff-accounts] factors not listed:', failure.status, failure.code, failure.message);
    return fail(STAFF_ACCOUNT_MESSAGES.authUnavailable, 503);
  }
  // What the page shows and removes; never a secret.
  const factors = listed.data.factors.map(({ id, friendly_name, factor_type, status }) => ({ id, friendly_name: friendly_name ?? null, factor_type, status }));
  return json({ factors });
}

async function removeFactor(input: Input, caller: Admin, request: Request, context: FunctionContext): Promise<Response> {
  if (!isSuperAdmin(caller)) return fail(STAFF_ACCOUNT_MESSAGES.notSuperAdmin, 403);
  const [userId, factorId] = ids(input, 'user_id', 'factor_id') ?? [];
  if (!userId || !factorId) return fail(STAFF_ACCOUNT_MESSAGES.badId, 400);
  if (caller.kind === 'admin') {
    // As the caller, so the database checks them itself and the audit trail names them as the
    // one who removed it (Auth deletes the factor over its own connection, which names nobody).
    const requested = await context.asCaller(request).rpc('request_factor_removal', { target: userId, factor: factorId });
    if (requested.error) {
      if (requested.error.code === 'P0002') return fail(STAFF_ACCOUNT_MESSAGES.factorNotFound, 404);
      if (requested.error.code === '42501') return fail(requested.error.message, 403);
      console.error('[staff-accounts] factor removal not requested:', requested.error.code, requested.error.message);
      return fail(STAFF_ACCOUNT_MESSAGES.authUnavailable, 503);
    }
  }
  // DELETE {supabaseUrl}/auth/v1/admin/users/{id}/factors/{factor_id} with the secret key.
  const removed = await context.admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
  if (removed.error) {
    const failure = removed.error as AuthFailure;
    if (failure.status === 404) return fail(STAFF_ACCOUNT_MESSAGES.factorNotFound, 404);
    console.error('[staff-accounts] factor not removed:', failure.status, failure.code, failure.message);
    return fail(STAFF_ACCOUNT_MESSAGES.authUnavailable, 503);
  }
  return json({ removed: factorId });
}

export default async function staffAccounts(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Send the request with POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const caller = await identifyStaff(request, context);
  if (caller.kind === 'invalid') return fail(caller.message, 401);
  if (caller.kind === 'other') return fail(STAFF_ACCOUNT_MESSAGES.notAdmin, 403);

  const body = await readJsonBody(request, 8 * 1024);
  if (!body.ok) return fail(body.reason === 'too_large' ? 'The request is too large' : STAFF_ACCOUNT_MESSAGES.badRequest, body.reason === 'too_large' ? 413 : 400);
  if (!isPlainObject(body.value)) return fail(STAFF_ACCOUNT_MESSAGES.badRequest, 400);
  const input = body.value;
  switch (input.action) {
    case 'invite':
      return invite(input, caller, context);
    case 'resend_invitation':
      return resendInvitation(input, caller, context);
    case 'delete':
      return deleteAccount(input, caller, request, context);
    case 'list_factors':
      return listFactors(input, caller, context);
    case 'remove_factor':
      return removeFactor(input, caller, request, context);
    default:
      return fail(STAFF_ACCOUNT_MESSAGES.badRequest, 400);
  }
}
