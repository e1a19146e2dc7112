// admin-create-user (docs/architecture.md#d7): an admin adds a staff user — the auth
// user through the auth admin API with the service key (the caller's session is never touched),
// the profile (made by the sign-up trigger, with the full name) and the role. Admins may create
// writers and admins; only a super admin may create a super admin.
import { json, type FunctionContext } from '../_shared/context.ts';
import { identifyStaff } from '../_shared/callers.ts';
import { isPlainObject, isStorableText, readJsonBody } from '../_shared/request.ts';
import { isValidEmail } from '../_shared/contracts/contact/inquiry.ts';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../_shared/passwords.ts';

/** The profiles_full_name_length check (migration 20261125091000_profile_name_length.sql). */
export const FULL_NAME_MAX_LENGTH = 100;

export const CREATE_USER_MESSAGES = {
  required: 'Please fill in all required fields',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooCommon: 'Password is too common or has appeared in a data breach. Choose a different one.',
  emailInvalid: 'Please enter a valid email address',
  emailExists: 'A user with this email already exists',
  badRole: 'Role must be writer, admin or super_admin',
  nameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  notAdmin: 'Only admins can create users',
  notSuperAdmin: 'Only a super admin can create a super admin',
  badRequest: 'Send { full_name, email, password, role } as JSON',
} as const;

const ROLES = ['writer', 'admin', 'super_admin'] as const;
type Role = (typeof ROLES)[number];

function fail(error: string, status: number): Response {
  return json({ error }, { status });
}

export default async function adminCreateUser(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Send the request with POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const caller = await identifyStaff(request, context);
  if (caller.kind === 'invalid') return fail(caller.message, 401);
  if (caller.kind === 'other') return fail(CREATE_USER_MESSAGES.notAdmin, 403);

  const body = await readJsonBody(request, 8 * 1024);
  if (!body.ok) return fail(body.reason === 'too_large' ? 'The request is too large' : CREATE_USER_MESSAGES.badRequest, body.reason === 'too_large' ? 413 : 400);
  if (!isPlainObject(body.value)) return fail(CREATE_USER_MESSAGES.badRequest, 400);
  const input = body.value;
  const fullName = typeof input.full_name === 'string' ? input.full_name.trim() : '';
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const role = input.role === undefined || input.role === null || input.role === '' ? 'writer' : input.role;

  if (!fullName || !email || !password) return fail(CREATE_USER_MESSAGES.required, 400);
  if (!isStorableText(fullName) || !isStorableText(password)) return fail(CREATE_USER_MESSAGES.badRequest, 400);
  // Counted in characters, as Postgres's char_length counts them.
  if ([...fullName].length > FULL_NAME_MAX_LENGTH) return fail(CREATE_USER_MESSAGES.nameTooLong, 400);
  if (password.length < PASSWORD_MIN_LENGTH) return fail(CREATE_USER_MESSAGES.passwordTooShort, 400);
  if (password.length > PASSWORD_MAX_LENGTH) return fail(CREATE_USER_MESSAGES.passwordTooLong, 400);
  if (isCommonPassword(password)) return fail(CREATE_USER_MESSAGES.passwordTooCommon, 400);
  if (!isValidEmail(email)) return fail(CREATE_USER_MESSAGES.emailInvalid, 400);
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return fail(CREATE_USER_MESSAGES.badRole, 400);
  if (role === 'super_admin' && !(caller.kind === 'service' || caller.superAdmin)) return fail(CREATE_USER_MESSAGES.notSuperAdmin, 403);

  // POST {supabaseUrl}/auth/v1/admin/users with the service key, as on hosted GoTrue.
  const created = await context.admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (created.error || !created.data.user) {
    const error = created.error as { status?: number; code?: string; message?: string } | null;
    if (error?.code === 'email_exists' || error?.code === 'user_already_exists' || /already (been )?registered|already exists/i.test(error?.message ?? '')) {
      return fail(CREATE_USER_MESSAGES.emailExists, 409);
    }
    if (error?.status === 400 || error?.status === 422) return fail(`Failed to create user: ${error.message ?? 'rejected'}`, 400);
    console.error('[admin-create-user] auth admin API failed:', error?.message);
    return fail('Failed to create user: the authentication service is unavailable', 503);
  }
  const user = created.data.user;

  const assigned = await context.admin.from('user_roles').insert({ user_id: user.id, role: role as Role });
  if (assigned.error) {
    // No half-made staff user: take the auth user (and its profile) away again.
    await context.admin.auth.admin.deleteUser(user.id).catch(() => undefined);
    console.error('[admin-create-user] role not assigned:', assigned.error.message);
    return fail(`Failed to assign role: ${assigned.error.message}`, 503);
  }

  return json(
    { success: true, user: { id: user.id, email: user.email ?? email, full_name: fullName, role } },
    { status: 201 },
  );
}
