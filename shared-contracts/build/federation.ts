// Module Federation settings every app builds with: the singletons (docs/architecture.md#d24) and
// the remote names. Plain data, so each app's rsbuild config stays explicit and readable.
export { FEDERATION_NAMES } from '../src/routes.ts';

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * Packages that must exist once per page, whichever app loads first. Nothing else is shared: in
 * particular lucide-react (the icons of '@firm/shared-contracts/icons') holds no state, and a
 * shared module cannot be tree-shaken, so sharing it would put every Lucide icon on every page;
 * each app bundles the few icons it draws.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@supabase/supabase-js',
  '@firm/shared-contracts',
  // The auth store is its own singleton entry: only the portal downloads it (see src/index.ts),
  // and an app that never imports it does not provide it (the shell does not).
  '@firm/shared-contracts/auth',
] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

/** The shared map for one app, with the version ranges that app was built against. */
export function sharedDependencies(pkg: PackageJson): Record<string, SharedEntry> {
  const ranges = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    // An entry of a package (pkg/sub) is shared at the package's version.
    const range = ranges[name] ?? ranges[packageOf(name)];
    if (!range) throw new Error(`${name} must be a dependency of every app (it is shared as a singleton)`);
    shared[name] = { singleton: true, requiredVersion: /^\d/.test(range) ? `^${range}` : range };
  }
  return shared;
}
