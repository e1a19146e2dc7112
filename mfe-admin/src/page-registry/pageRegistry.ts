// The staff portal's screens, published with every release as pages.json
// (docs/architecture.md#d31). None is indexed: the portal stays out of the sitemap and search.
import type { PageRegistry, RegisteredPage } from '@firm/shared-contracts/pages';

const screen = (path: string, title: string, breadcrumb: string): RegisteredPage => ({
  path,
  title,
  breadcrumb,
  darkHero: false,
  sitemap: null,
});

export const pageRegistry: PageRegistry = {
  format: 1,
  remote: 'admin',
  pages: [
    screen('/admin', 'Admin Dashboard', 'Dashboard'),
    screen('/admin/login', 'Admin Sign In', 'Sign In'),
    screen('/admin/forgot-password', 'Reset your password', 'Reset Password'),
    screen('/admin/set-password', 'Choose your password', 'Choose Password'),
    screen('/admin/blog', 'Blog Posts', 'Blog Posts'),
    screen('/admin/blog/new', 'New Blog Post', 'New Post'),
    screen('/admin/analytics', 'Analytics', 'Analytics'),
    screen('/admin/profile', 'Profile', 'Profile'),
    screen('/admin/users', 'Users', 'Users'),
    screen('/admin/categories', 'Categories', 'Categories'),
    screen('/admin/leads', 'Leads', 'Leads'),
    screen('/admin/bookings', 'Bookings', 'Bookings'),
    screen('/admin/site-media', 'Site Media', 'Site Media'),
    screen('/admin/content', 'Content', 'Content'),
    screen('/admin/audit', 'Audit trail', 'Audit trail'),
    screen('/admin/settings', 'Settings', 'Settings'),
  ],
  patterns: [],
  sections: [],
};
