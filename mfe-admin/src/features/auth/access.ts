// Who reaches which part of the portal (docs/architecture.md#d7), in step with row-level security:
// - staff (writers, admins, super admins; never suspended users) enter the portal: dashboard,
//   blog posts, editor, analytics (RLS lets staff read analytics) and their profile;
// - admins (is_admin flag, admin or super_admin role) reach Users, Categories and Inquiries,
//   which RLS opens to admins only;
// - nothing in the portal needs super admin as a whole screen: super-admin-only actions (granting
//   super_admin, changing a post's author, group by author) are gated inside the screens.
import { isAdmin, isStaff, isSuperAdmin, type Actor } from '@firm/shared-contracts/auth';

export type AccessLevel = 'staff' | 'admin' | 'super_admin';

export const ACCESS_DENIED = {
  title: 'Access Denied',
  superAdmin: 'You need super admin privileges to access this page.',
  admin: 'You need admin privileges to access this page.',
} as const;

/** Null when the actor may pass, otherwise the Access Denied text to show. */
export function deniedMessage(actor: Actor, level: AccessLevel): string | null {
  if (level === 'super_admin' && !isSuperAdmin(actor)) return ACCESS_DENIED.superAdmin;
  if (actor.profile?.is_suspended) return ACCESS_DENIED.admin;
  if (level === 'staff') return isStaff(actor) ? null : ACCESS_DENIED.admin;
  if (!isAdmin(actor)) return ACCESS_DENIED.admin;
  return null;
}
