// Who reaches which part of the portal (docs/architecture.md#d7), in step with row-level security:
// - staff (writers, admins, super admins; never suspended users) enter the portal: dashboard,
//   blog posts, editor, analytics (RLS lets staff read analytics) and their profile;
// - admins (the admin or super_admin role; the profile's is_admin flag follows it) reach Users,
//   Categories, Leads, Bookings and Site Media, which RLS opens to admins only;
// - super admins alone reach the Audit trail and Settings screens; other super-admin-only actions (granting
//   super_admin, changing a post's author, group by author) are gated inside the screens.
// A signed-in user who is not staff at all (no role, or suspended) is locked out: the screen says
// why and offers Sign Out, since no page of the portal will let them in.
import { isAdmin, isStaff, isSuperAdmin, type Actor } from '@firm/shared-contracts/auth';
import { SIGN_IN_MESSAGES } from './signInMessages.ts';

export type AccessLevel = 'staff' | 'admin' | 'super_admin';

/** An account's standing in the portal, as the account-status function answers it. */
export type PortalAccess = 'staff' | 'suspended' | 'none';

export const ACCESS_DENIED = {
  title: 'Access Denied',
  superAdmin: 'You need super admin privileges to access this page.',
  admin: 'You need admin privileges to access this page.',
  // The same words the sign-in screen uses for a suspended account.
  suspended: SIGN_IN_MESSAGES.suspended,
  noRole: 'This account has no access to the staff portal. Please contact an administrator if you need it.',
  unknown: 'The access of this account to the staff portal could not be checked. Sign out, then sign in again.',
} as const;

/** Null when the actor may pass, otherwise the Access Denied text to show. */
export function deniedMessage(actor: Actor, level: AccessLevel): string | null {
  if (actor.profile?.is_suspended) return ACCESS_DENIED.suspended;
  if (!isStaff(actor)) return ACCESS_DENIED.noRole;
  if (level === 'super_admin' && !isSuperAdmin(actor)) return ACCESS_DENIED.superAdmin;
  if (level === 'admin' && !isAdmin(actor)) return ACCESS_DENIED.admin;
  return null;
}

/** Signed in, but no page of the portal is open to them: the screen offers Sign Out. */
export function isLockedOut(actor: Actor): boolean {
  return actor.userId !== null && !isStaff(actor);
}

/**
 * Whether the portal must ask the server why it was turned away: the profile could not be read.
 * That is what a suspension mid-session looks like, since it ends the session and RLS hides a
 * suspended user's own profile (docs/architecture.md#d8).
 */
export function needsAccountCheck(actor: Actor): boolean {
  return isLockedOut(actor) && actor.profile === null;
}

/**
 * What a locked-out user is told. A readable profile answers it (suspended, else no role);
 * without one, the server's answer does; anything else cannot be explained.
 */
export function lockedOutMessage(actor: Actor, serverAnswer: PortalAccess | null): string {
  if (actor.profile?.is_suspended || serverAnswer === 'suspended') return ACCESS_DENIED.suspended;
  if (actor.profile !== null || serverAnswer === 'none') return ACCESS_DENIED.noRole;
  return ACCESS_DENIED.unknown;
}
