// The portal's sidebar: the six usual items, plus Categories (docs/architecture.md#d9),
// Leads (#d49), Bookings (#d40), Site Media (#d42) and Content (#d51), which only admins are offered
// because only they may use them, and the Audit trail and Settings, offered to super admins only.
import { isAdmin, isSuperAdmin, type Actor } from '@firm/shared-contracts/auth';

export interface NavItem {
  label: string;
  to: string;
  adminOnly: boolean;
  superAdminOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin', adminOnly: false },
  { label: 'Blog Posts', to: '/admin/blog', adminOnly: false },
  { label: 'New Post', to: '/admin/blog/new', adminOnly: false },
  { label: 'Analytics', to: '/admin/analytics', adminOnly: false },
  { label: 'Users', to: '/admin/users', adminOnly: true },
  { label: 'Categories', to: '/admin/categories', adminOnly: true },
  { label: 'Leads', to: '/admin/leads', adminOnly: true },
  { label: 'Bookings', to: '/admin/bookings', adminOnly: true },
  { label: 'Site Media', to: '/admin/site-media', adminOnly: true },
  { label: 'Content', to: '/admin/content', adminOnly: true },
  { label: 'Audit trail', to: '/admin/audit', adminOnly: true, superAdminOnly: true },
  { label: 'Settings', to: '/admin/settings', adminOnly: true, superAdminOnly: true },
  { label: 'Profile', to: '/admin/profile', adminOnly: false },
];

export function navItemsFor(actor: Actor): NavItem[] {
  const admin = isAdmin(actor);
  const superAdmin = isSuperAdmin(actor);
  return NAV_ITEMS.filter((item) => (admin || !item.adminOnly) && (superAdmin || !item.superAdminOnly));
}

/** The item a path belongs to: editing a post is still under Blog Posts. */
export function activeNavPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/admin';
  if (path === '/admin/blog/new') return '/admin/blog/new';
  if (path.startsWith('/admin/blog')) return '/admin/blog';
  const match = NAV_ITEMS.filter((item) => item.to !== '/admin' && path.startsWith(item.to)).at(0);
  return match?.to ?? '/admin';
}

/**
 * 'Welcome, {first name}' (docs/architecture.md#d14): the first word of the profile's full name,
 * the name the Profile screen edits (the profile's first_name column is set once at sign-up and
 * would go stale after a rename); without a name, the email; 'Welcome, Admin' with neither.
 */
export function welcomeText(profile: { full_name?: string | null } | null | undefined, email?: string | null): string {
  const first = profile?.full_name?.trim().split(/\s+/)[0];
  return `Welcome, ${first || email?.trim() || 'Admin'}`;
}
