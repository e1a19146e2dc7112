// What the Users screen offers to whom (docs/architecture.md#d7 and #d8): admins manage writer and
// admin roles of others, only a super admin touches super admins or grants super_admin, nobody acts
// on themselves.
import * as z from 'zod/mini';
import { type NewUserForm, type Role } from '@firm/shared-contracts';
import { isAdmin, isSuperAdmin, type Actor } from '@firm/shared-contracts/auth';
import { check, isValidEmail, requiredText } from '@firm/shared-contracts/validation';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_TEXT, type UserRow } from './usersApi.ts';

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

export type UserActionKind = 'role' | 'remove' | 'suspend' | 'reactivate';

export interface UserAction {
  kind: UserActionKind;
  label: string;
  /** Takes something away (a role, access): shown as destructive and confirmed first. */
  danger: boolean;
}

/**
 * The items of a row's action menu, in order: assign or change the role (not while it is being
 * edited), remove it, then suspend or reactivate; only what the actor may do to this user.
 */
export function userActions(
  user: Pick<UserRow, 'role'>,
  can: { manageRole: boolean; manageStatus: boolean; suspended: boolean; editing: boolean },
): UserAction[] {
  const actions: UserAction[] = [];
  if (can.manageRole && !can.editing) {
    actions.push({ kind: 'role', label: user.role ? 'Change role' : 'Assign role', danger: false });
    if (user.role) actions.push({ kind: 'remove', label: 'Remove role', danger: true });
  }
  if (can.manageStatus) {
    actions.push(can.suspended ? { kind: 'reactivate', label: 'Reactivate', danger: false } : { kind: 'suspend', label: 'Suspend', danger: true });
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

export interface NewUserProblems {
  summary: string | null;
  fields: Partial<Record<keyof NewUserForm, string>>;
}

const NEW_USER_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  emailInvalid: 'Enter an email like name@example.com',
  emailInvalidSummary: 'Please enter a valid email address',
} as const;

const REQUIRED_MESSAGES: readonly string[] = [
  NEW_USER_MESSAGES.fullNameRequired,
  NEW_USER_MESSAGES.emailRequired,
  NEW_USER_MESSAGES.passwordRequired,
];

const newUserSchema = z.object({
  // The database's limit, counted in characters as Postgres counts them.
  full_name: requiredText(NEW_USER_MESSAGES.fullNameRequired).check(z.refine<string>((name) => fullNameTooLong(name) === null, USER_TEXT.nameTooLong)),
  // The address rule of the admin-create-user function, so the form refuses what it would.
  email: requiredText(NEW_USER_MESSAGES.emailRequired).check(z.refine<string>(isValidEmail, NEW_USER_MESSAGES.emailInvalid)),
  password: z
    .string()
    .check(z.minLength(1, NEW_USER_MESSAGES.passwordRequired), z.minLength(PASSWORD_MIN_LENGTH, USER_TEXT.passwordShort)),
});

/** Each field's problem, summed up in one line: blanks first, then the address, then the password. */
export function validateNewUser(form: NewUserForm): NewUserProblems {
  const result = check<typeof newUserSchema, keyof NewUserForm>(newUserSchema, form);
  if (result.ok) return { summary: null, fields: {} };
  const fields = result.errors;
  const summary = Object.values(fields).some((message) => REQUIRED_MESSAGES.includes(message ?? ''))
    ? USER_TEXT.required
    : fields.full_name
      ? fields.full_name
      : fields.email
        ? NEW_USER_MESSAGES.emailInvalidSummary
        : USER_TEXT.passwordShort;
  return { summary, fields };
}
