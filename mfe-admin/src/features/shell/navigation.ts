// The portal's sidebar: the six usual items, plus Categories (docs/architecture.md#d9) and
// Inquiries, which only admins are offered because only they may use them.
import { isAdmin, type Actor } from '@firm/shared-contracts/auth';

export interface NavItem {
  label: string;
  to: string;
  adminOnly: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin', adminOnly: false },
  { label: 'Blog Posts', to: '/admin/blog', adminOnly: false },
  { label: 'New Post', to: '/admin/blog/new', adminOnly: false },
  { label: 'Analytics', to: '/admin/analytics', adminOnly: false },
  { label: 'Users', to: '/admin/users', adminOnly: true },
  { label: 'Categories', to: '/admin/categories', adminOnly: true },
  { label: 'Inquiries', to: '/admin/inquiries', adminOnly: true },
  { label: 'Profile', to: '/admin/profile', adminOnly: false },
];

export function navItemsFor(actor: Actor): NavItem[] {
  const admin = isAdmin(actor);
  return NAV_ITEMS.filter((item) => admin || !item.adminOnly);
}

/** The item a path belongs to: editing a post is still under Blog Posts. */
export function activeNavPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/admin';
  if (path === '/admin/blog/new') return '/admin/blog/new';
  if (path.startsWith('/admin/blog')) return '/admin/blog';
  const match = NAV_ITEMS.filter((item) => item.to !== '/admin' && path.startsWith(item.to)).at(0);
  return match?.to ?? '/admin';
}

interface NamedProfile {
  full_name?: string | null;
  first_name?: string | null;
}

/** 'Welcome, {first name}', or 'Welcome, Admin' without a name (docs/architecture.md#d14). */
export function welcomeText(profile: NamedProfile | string | null | undefined): string {
  const named: NamedProfile = typeof profile === 'string' ? { full_name: profile } : (profile ?? {});
  const first = named.first_name?.trim() || named.full_name?.trim().split(/\s+/)[0];
  return `Welcome, ${first || 'Admin'}`;
}
