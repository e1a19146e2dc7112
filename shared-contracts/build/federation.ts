// Module Federation settings every app builds with: the singletons (DESIGN.md "shared") and the
// remote names. Plain data, so each app's rsbuild config stays explicit and readable.
export { FEDERATION_NAMES } from '../src/routes.ts';

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Packages that must exist once per page, whichever app loads first. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@supabase/supabase-js',
  '@firm/shared-contracts',
] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

/** The shared map for one app, with the version ranges that app was built against. */
export function sharedDependencies(pkg: PackageJson): Record<string, SharedEntry> {
  const ranges = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const range = ranges[name];
    if (!range) throw new Error(`${name} must be a dependency of every app (it is shared as a singleton)`);
    shared[name] = { singleton: true, requiredVersion: /^\d/.test(range) ? `^${range}` : range };
  }
  return shared;
}
