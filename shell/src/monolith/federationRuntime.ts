// The monolith comparison build (MONOLITH=1, measured by `npm run bench` beside the composed site)
// resolves '@module-federation/enhanced/runtime' to this file, so the same shell source loads each
// remote's ./routes from its sources instead: one bundle graph from one origin, split per remote.
//
// This is the one place that imports app sources across folders, and only because it is a
// measurement build: the deployed shell and remotes never do (they meet at run time through
// shared-contracts and Module Federation), and nothing here is part of the composed build.
import type { RemoteRoutesModule } from '@firm/shared-contracts';

/** Each remote's exposed './routes' module, keyed by its federation name, one chunk group each. */
const ROUTES: Record<string, () => Promise<RemoteRoutesModule>> = {
  marketing: () => import('../../../mfe-marketing/src/routes.tsx'),
  blog: () => import('../../../mfe-blog/src/routes.tsx'),
  tools: () => import('../../../mfe-tools/src/routes.tsx'),
  admin: () => import('../../../mfe-admin/src/routes.tsx'),
};

/** Where to load a remote from is fixed by the bundle: nothing to register. */
export function registerRemotes(): void {}

/** `loadRemote('<name>/routes')`, as the shell's remote loader calls it. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const [name, exposed] = id.split('/');
  const load = name ? ROUTES[name] : undefined;
  if (!load || exposed !== 'routes') throw new Error(`The monolith build has no module ${id}`);
  return (await load()) as T;
}

/** Starts downloading a remote's chunks early, as the composed shell's preload does. */
export async function preloadRemote(options: ReadonlyArray<{ nameOrAlias: string }>): Promise<void> {
  await Promise.all(options.map(({ nameOrAlias }) => ROUTES[nameOrAlias]?.()));
}
