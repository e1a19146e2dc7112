// The route ownership map: which app owns which part of the path space. The shell routes by it,
// remotes build links with it, and the tests read the same table.

export type RemoteName = 'marketing' | 'blog' | 'tools' | 'admin';

export interface RouteOwnership {
  /** The remote that renders this subtree. */
  remote: RemoteName;
  /** Path prefix the remote owns ('/' for the catch-all). */
  basePath: string;
  /** Whether the public layout (header, breadcrumb, footer) wraps the remote. */
  publicLayout: boolean;
}

/** Ordered most specific first; the last entry is the catch-all. */
export const ROUTE_OWNERSHIP: readonly RouteOwnership[] = [
  { remote: 'admin', basePath: '/admin', publicLayout: false },
  { remote: 'blog', basePath: '/blog', publicLayout: true },
  { remote: 'tools', basePath: '/tools', publicLayout: true },
  { remote: 'marketing', basePath: '/', publicLayout: true },
] as const;

/** The route path a remote is mounted at: its base path and everything below it. */
export function mountPath(basePath: string): string {
  return basePath === '/' ? '*' : `${basePath}/*`;
}

export const REMOTE_NAMES: readonly RemoteName[] = ['marketing', 'blog', 'tools', 'admin'];

/** The remote that owns a pathname, by the ownership map. */
export function ownerOf(pathname: string): RouteOwnership {
  const match = ROUTE_OWNERSHIP.find(
    (entry) =>
      entry.basePath === '/' || pathname === entry.basePath || pathname.startsWith(`${entry.basePath}/`),
  );
  // The table ends with the '/' catch-all, so a match always exists.
  return match as RouteOwnership;
}

/**
 * The pages one app links to in another (a call to action, a sign-in link), promised by the app
 * that owns each: its page registry must list them (a test in that remote checks it), so renaming
 * one fails the owner's tests instead of leaving a link to the not-found page
 * (docs/architecture.md#d31).
 */
export const SHARED_PAGES = {
  blog: { remote: 'blog', path: '/blog' },
  bookConsultation: { remote: 'marketing', path: '/book' },
  netPayCalculator: { remote: 'tools', path: '/tools/netpay-calculator' },
  adminLogin: { remote: 'admin', path: '/admin/login' },
} as const satisfies Record<string, { remote: RemoteName; path: string }>;

/** The shared pages a remote promises to keep. */
export function sharedPagesOf(remote: RemoteName): string[] {
  return Object.values(SHARED_PAGES)
    .filter((page) => page.remote === remote)
    .map((page) => page.path);
}

/** Local development ports, one per app (docs/architecture.md#d28). */
export const LOCAL_PORTS = {
  shell: 3000,
  marketing: 3001,
  blog: 3002,
  tools: 3003,
  admin: 3004,
  backend: 54321,
} as const;

/** Module Federation container name of each remote, as its build declares it. */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  marketing: 'marketing',
  blog: 'blog',
  tools: 'tools',
  admin: 'admin',
};
