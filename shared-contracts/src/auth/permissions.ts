// The permission rules (who is admin, writer, staff; who may edit or delete a post), as plain
// functions. The database enforces the same rules with row-level security; these only decide what
// the screens offer.
import type { BlogPost, Profile, Role } from '../entities.ts';

export interface Actor {
  userId: string | null;
  profile: Pick<Profile, 'is_admin' | 'is_suspended'> | null;
  role: Role | null;
}

type OwnedPost = Pick<BlogPost, 'user_id' | 'created_by'>;

export function isSuperAdmin(actor: Actor): boolean {
  return actor.role === 'super_admin';
}

export function isAdmin(actor: Actor): boolean {
  return actor.profile?.is_admin === true || actor.role === 'admin' || actor.role === 'super_admin';
}

export function isWriter(actor: Actor): boolean {
  return actor.role === 'writer';
}

function owns(actor: Actor, post: OwnedPost): boolean {
  return actor.userId !== null && (post.created_by === actor.userId || post.user_id === actor.userId);
}

export function canEditPost(actor: Actor, post: OwnedPost): boolean {
  if (isSuperAdmin(actor)) return true;
  if (isAdmin(actor) || isWriter(actor)) return owns(actor, post);
  return false;
}

/** Super admin always; admin or writer only their own post (docs/architecture.md#d35). */
export function canDeletePost(actor: Actor, post: OwnedPost): boolean {
  if (isSuperAdmin(actor)) return true;
  if (isAdmin(actor) || isWriter(actor)) return owns(actor, post);
  return false;
}

/**
 * Staff who may enter the portal: admins and writers, never suspended users
 * (docs/architecture.md#d7 and #d8).
 */
export function isStaff(actor: Actor): boolean {
  if (actor.profile?.is_suspended) return false;
  return isAdmin(actor) || isWriter(actor);
}
