// What the Users screen offers to whom (docs/architecture.md#d7 and #d8): admins manage writer and
// admin roles of others, only a super admin touches super admins or grants super_admin, nobody acts
// on themselves.
import * as z from 'zod/mini';
import { type Role } from '@firm/shared-contracts';
import { isAdmin, isSuperAdmin, type Actor } from '@firm/shared-contracts/auth';
import { check, isValidEmail, requiredText } from '@firm/shared-contracts/validation';
import { FULL_NAME_MAX_LENGTH, USER_TEXT, type InviteForm, type PendingInvitation, type UserRow } from './usersApi.ts';

export const ROLE_LABELS: Record<Role, string> = { writer: 'Writer', admin: 'Admin', super_admin: 'Super Admin' };

export function roleLabel(role: Role | null | undefined): string {
  return role ? ROLE_LABELS[role] : 'No role';
}

export function assignableRoles(actor: Actor): Role[] {
  if (isSuperAdmin(actor)) return ['writer', 'admin', 'super_admin'];
  if (isAdmin(actor)) return ['writer', 'admin'];
  return [];
}

export function isSelf(actor: Actor, user: Pick<UserRow, 'id'>): boolean {
  return actor.userId !== null && actor.userId === user.id;
}

/** Whether the actor may assign, change or remove this user's role. */
export function canManageRole(actor: Actor, user: Pick<UserRow, 'id' | 'role'>): boolean {
  if (!isAdmin(actor) || isSelf(actor, user)) return false;
  if (user.role === 'super_admin') return isSuperAdmin(actor);
  return true;
}

/** Whether the actor may suspend or reactivate this user. */
export function canChangeSuspension(actor: Actor, user: Pick<UserRow, 'id' | 'role'>): boolean {
  if (!isAdmin(actor) || isSelf(actor, user)) return false;
  if (user.role === 'super_admin') return isSuperAdmin(actor);
  return true;
}

/** Whether the actor may delete this account or remove its two-factor: super admins, never on themselves. */
export function canRemoveAccount(actor: Actor, user: Pick<UserRow, 'id'>): boolean {
  return isSuperAdmin(actor) && !isSelf(actor, user);
}

export type UserActionKind = 'role' | 'remove' | 'suspend' | 'reactivate' | 'remove_factor' | 'delete';

export interface UserAction {
  kind: UserActionKind;
  label: string;
  /** Takes something away (a role, access): shown as destructive and confirmed first. */
  danger: boolean;
}

/**
 * The items of a row's action menu, in order: assign or change the role (not while it is being
 * edited), remove it, then suspend or reactivate, then (super admins) remove two-factor and delete
 * the account; only what the actor may do to this user.
 */
export function userActions(
  user: Pick<UserRow, 'role'>,
  can: { manageRole: boolean; manageStatus: boolean; suspended: boolean; editing: boolean; removeAccount?: boolean },
): UserAction[] {
  const actions: UserAction[] = [];
  if (can.manageRole && !can.editing) {
    actions.push({ kind: 'role', label: user.role ? 'Change role' : 'Assign role', danger: false });
    if (user.role) actions.push({ kind: 'remove', label: 'Remove role', danger: true });
  }
  if (can.manageStatus) {
    actions.push(can.suspended ? { kind: 'reactivate', label: 'Reactivate', danger: false } : { kind: 'suspend', label: 'Suspend', danger: true });
  }
  if (can.removeAccount) {
    actions.push({ kind: 'remove_factor', label: 'Remove two-factor', danger: true });
    actions.push({ kind: 'delete', label: 'Delete account', danger: true });
  }
  return actions;
}

export function isSuspended(user: Pick<UserRow, 'is_suspended' | 'banned_until'>, now = new Date()): boolean {
  if (user.is_suspended) return true;
  return Boolean(user.banned_until && new Date(user.banned_until).getTime() > now.getTime());
}

/** The message for a full name over the limit, counted in characters as Postgres counts them. */
export function fullNameTooLong(name: string): string | null {
  return [...name.trim()].length > FULL_NAME_MAX_LENGTH ? USER_TEXT.nameTooLong : null;
}

/** An invitation past its expiry: its link no longer works, it can be sent again. */
export function invitationExpired(invitation: Pick<PendingInvitation, 'expires_at'>, now = new Date()): boolean {
  return new Date(invitation.expires_at).getTime() <= now.getTime();
}

/** Who may receive the posts of a removed account: other active staff, by name. */
export function newOwnerChoices(users: readonly UserRow[], removed: Pick<UserRow, 'id'>): UserRow[] {
  return users
    .filter((user) => user.id !== removed.id && user.role !== null && !isSuspended(user))
    .sort((a, b) => (a.full_name || a.email || '').localeCompare(b.full_name || b.email || ''));
}

export interface InviteProblems {
  summary: string | null;
  fields: Partial<Record<keyof InviteForm, string>>;
}

const INVITE_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter an email like name@example.com',
  emailInvalidSummary: 'Please enter a valid email address',
} as const;

const REQUIRED_MESSAGES: readonly string[] = [INVITE_MESSAGES.fullNameRequired, INVITE_MESSAGES.emailRequired];

const inviteSchema = z.object({
  // The database's limit, counted in characters as Postgres counts them.
  full_name: requiredText(INVITE_MESSAGES.fullNameRequired).check(z.refine<string>((name) => fullNameTooLong(name) === null, USER_TEXT.nameTooLong)),
  // The address rule the staff-accounts function applies, so the form refuses what it would.
  email: requiredText(INVITE_MESSAGES.emailRequired).check(z.refine<string>(isValidEmail, INVITE_MESSAGES.emailInvalid)),
});

/** Each field's problem, summed up in one line: blanks first, then the name, then the address. */
export function validateInvite(form: InviteForm): InviteProblems {
  const result = check<typeof inviteSchema, 'full_name' | 'email'>(inviteSchema, { full_name: form.full_name, email: form.email });
  if (result.ok) return { summary: null, fields: {} };
  const fields = result.errors;
  const summary = Object.values(fields).some((message) => REQUIRED_MESSAGES.includes(message ?? ''))
    ? USER_TEXT.required
    : (fields.full_name ?? INVITE_MESSAGES.emailInvalidSummary);
  return { summary, fields };
}
