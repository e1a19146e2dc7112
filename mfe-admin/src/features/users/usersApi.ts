// Data access of the Users screen. New users are created
// by the admin-create-user function, so the admin's own session is never touched.
import { getSupabase, type AdminUserRow, type NewUserForm, type Role } from '@firm/shared-contracts';
import { callEndpoint, EndpointError, functionUrl } from '../../lib/endpoints.ts';
import { dataError } from '../../lib/errors.ts';

export interface UserRow extends AdminUserRow {
  last_sign_in_at?: string | null;
  banned_until?: string | null;
}

const PROFILE_COLUMNS = 'id, email, full_name, avatar_path, is_admin, is_suspended, suspended_at, suspended_by, created_at';

/** Users through get_user_profiles_for_admin(), falling back to profiles + roles (limits 100, then 10). */
export async function listUsers(): Promise<UserRow[]> {
  const client = await getSupabase();
  const rpc = await client.rpc('get_user_profiles_for_admin');
  if (!rpc.error) return rpc.data ?? [];
  if (rpc.error.code === '42501') throw dataError(rpc.error);
  for (const limit of [100, 10]) {
    const profiles = await client.from('profiles').select(PROFILE_COLUMNS).order('created_at').limit(limit);
    if (profiles.error) continue;
    const roles = await client.from('user_roles').select('user_id, role');
    const roleOf = new Map<string, Role>((roles.data ?? []).map((r) => [r.user_id, r.role]));
    return (profiles.data ?? []).map((p) => ({ ...p, role: roleOf.get(p.id) ?? null }));
  }
  throw dataError(rpc.error);
}

export async function assignRole(userId: string, role: Role): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('user_roles')
    .upsert({ user_id: userId, role, updated_at: new Date().toISOString() }, { onConflict: 'user_id' })
    .select('user_id');
  if (error) throw dataError(error);
  if (!data || data.length === 0) throw new Error('The role was not saved');
}

export async function removeRole(userId: string): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client.from('user_roles').delete().eq('user_id', userId).select('user_id');
  if (error) throw dataError(error);
  if (!data || data.length === 0) throw new Error('The role was not removed (you may not remove this role)');
}

export async function setSuspension(userId: string, suspended: boolean): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc('set_user_suspension', { user_id: userId, suspended });
  if (error) throw dataError(error);
}

/** The profiles_full_name_length check: the database refuses a longer name. */
export const FULL_NAME_MAX_LENGTH = 100;

export const USER_TEXT = {
  required: 'Please fill in all required fields',
  nameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  passwordShort: 'Password must be at least 10 characters long',
  duplicate: 'A user with this email already exists',
  noUserData: 'Failed to create user - no user data returned',
  removeConfirm: "Are you sure you want to remove this user's role?",
  suspendConfirm: 'Are you sure you want to suspend this user?',
  reactivateConfirm: 'Are you sure you want to reactivate this user?',
  empty: 'No users found. Click "Add New User" to get started.',
} as const;

/** config.toml's auth.minimum_password_length: the auth service refuses anything shorter. */
export const PASSWORD_MIN_LENGTH = 10;

export class CreateUserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreateUserError';
  }
}

interface CreateUserAnswer {
  user?: { id?: string; email?: string } | null;
  id?: string;
  user_id?: string;
}

/** Creates the user through the admin-create-user function; the message is ready to show. */
export async function createUser(form: NewUserForm): Promise<{ id: string }> {
  let answer: CreateUserAnswer;
  try {
    answer = await callEndpoint<CreateUserAnswer>(functionUrl('admin-create-user'), {
      label: 'the user creation service',
      method: 'POST',
      withApiKey: true,
      body: { email: form.email.trim(), password: form.password, full_name: form.full_name.trim(), role: form.role },
    });
  } catch (error) {
    if (error instanceof EndpointError && error.status === 409) throw new CreateUserError(USER_TEXT.duplicate);
    throw new CreateUserError(`Failed to create user: ${error instanceof Error ? error.message : String(error)}`);
  }
  const id = answer.user?.id ?? answer.id ?? answer.user_id;
  if (!id) throw new CreateUserError(USER_TEXT.noUserData);
  return { id };
}

export interface UsersApi {
  listUsers: typeof listUsers;
  assignRole: typeof assignRole;
  removeRole: typeof removeRole;
  setSuspension: typeof setSuspension;
  createUser: typeof createUser;
}

export const usersApi: UsersApi = { listUsers, assignRole, removeRole, setSuspension, createUser };
