// Data access of the Users screen. Invitations, deletion and removing someone's two-factor go
// through the staff-accounts function (the auth service's admin API, which only the server may
// call), so the admin's own session is never touched.
import { getSupabase, type AdminUserRow, type Role, type Tables } from '@firm/shared-contracts';
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
  duplicate: 'A user with this email already exists',
  removeConfirm: "Are you sure you want to remove this user's role?",
  suspendConfirm: 'Are you sure you want to suspend this user?',
  reactivateConfirm: 'Are you sure you want to reactivate this user?',
  empty: 'No users found. Click "Invite user" to get started.',
  noFactor: 'This user has not set up two-factor sign-in.',
  removeFactorConfirm: 'Remove two-factor sign-in from this account? They will sign in with their password alone until they set it up again.',
} as const;

/** The staff-accounts function: invitations, deletion and factor removal, checked there against the caller's role. */
async function staffAccounts<T>(body: Record<string, unknown>): Promise<T> {
  return callEndpoint<T>(functionUrl('staff-accounts'), { label: 'the staff accounts service', method: 'POST', withApiKey: true, body });
}

/** The function's refusal as the sentence it gave (a 409 for an existing address says so). */
function accountsError(error: unknown): Error {
  if (error instanceof EndpointError && error.status === 409 && /already exists/i.test(error.message)) return new Error(USER_TEXT.duplicate);
  return error instanceof Error ? error : new Error(String(error));
}

export interface InviteForm {
  full_name: string;
  email: string;
  role: Role;
}

export interface Invitation {
  user_id: string;
  email: string;
  expires_at: string;
}

/** Sends a GoTrue invitation; the role is given when the invitee accepts. */
export async function inviteUser(form: InviteForm): Promise<Invitation> {
  try {
    return await staffAccounts<Invitation>({ action: 'invite', email: form.email.trim(), full_name: form.full_name.trim(), role: form.role });
  } catch (error) {
    throw accountsError(error);
  }
}

export async function resendInvitation(userId: string): Promise<{ user_id: string; expires_at: string }> {
  try {
    return await staffAccounts({ action: 'resend_invitation', user_id: userId });
  } catch (error) {
    throw accountsError(error);
  }
}

export type PendingInvitation = Pick<Tables<'staff_invitations'>, 'user_id' | 'email' | 'full_name' | 'role' | 'sent_at' | 'expires_at'>;

/** Invitations not accepted yet (public.staff_invitations, readable by admins), newest first. */
export async function listInvitations(): Promise<PendingInvitation[]> {
  const { data, error } = await (await getSupabase())
    .from('staff_invitations')
    .select('user_id, email, full_name, role, sent_at, expires_at')
    .is('accepted_at', null)
    .order('sent_at', { ascending: false });
  if (error) throw dataError(error);
  return data ?? [];
}

/** Deletes the account (super admins); its posts pass to `newOwnerId`, author names unchanged. */
export async function deleteUser(userId: string, newOwnerId: string): Promise<{ postsMoved: number }> {
  const answer = await staffAccounts<{ deleted?: string; posts_moved?: number }>({ action: 'delete', user_id: userId, new_owner_id: newOwnerId });
  return { postsMoved: answer.posts_moved ?? 0 };
}

export interface UserFactor {
  id: string;
  friendly_name?: string | null;
  factor_type?: string;
  status?: string;
}

/** The user's verified factors, as the auth service's admin API lists them (GET /admin/users/{id}/factors). */
export async function listUserFactors(userId: string): Promise<UserFactor[]> {
  const answer = await staffAccounts<{ factors?: UserFactor[] }>({ action: 'list_factors', user_id: userId });
  return (answer.factors ?? []).filter((factor) => (factor.status ?? 'verified') === 'verified');
}

export async function removeUserFactor(userId: string, factorId: string): Promise<void> {
  await staffAccounts({ action: 'remove_factor', user_id: userId, factor_id: factorId });
}

export interface UsersApi {
  listUsers: typeof listUsers;
  assignRole: typeof assignRole;
  removeRole: typeof removeRole;
  setSuspension: typeof setSuspension;
  inviteUser: typeof inviteUser;
  resendInvitation: typeof resendInvitation;
  listInvitations: typeof listInvitations;
  deleteUser: typeof deleteUser;
  listUserFactors: typeof listUserFactors;
  removeUserFactor: typeof removeUserFactor;
}

export const usersApi: UsersApi = {
  listUsers,
  assignRole,
  removeRole,
  setSuspension,
  inviteUser,
  resendInvitation,
  listInvitations,
  deleteUser,
  listUserFactors,
  removeUserFactor,
};
