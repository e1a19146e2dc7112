// The monolith build swaps the federation runtime for federationRuntime.ts under the shell's own
// remote loader: the loader must still get each remote's ./routes (and refuse what it cannot find).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, localRuntimeConfig, REMOTE_NAMES } from '@firm/shared-contracts';

vi.mock('@module-federation/enhanced/runtime', () => import('./federationRuntime.ts'));

const { loadRemoteRoutes, registerAllRemotes } = await import('../remotes/loadRemoteRoutes.ts');
const { loadRemote, preloadRemote } = await import('./federationRuntime.ts');

describe('the monolith stand-in for the federation runtime', () => {
  beforeAll(() => {
    // What the build defines in every app; the remotes' routes modules read it when imported.
    vi.stubEnv('CONTRACT_VERSION', CONTRACT_VERSION);
    registerAllRemotes(localRuntimeConfig('k'));
  });
  afterAll(() => vi.unstubAllEnvs());

  it.each(REMOTE_NAMES)("gives the shell's loader the %s remote's routes, which pass the contract check", async (name) => {
    const module = await loadRemoteRoutes(name);
    expect(module.routes.length).toBeGreaterThan(0);
    expect(module.contractVersion).toBe(CONTRACT_VERSION);
  }, 30_000);

  it('rejects a module no remote exposes, so the navigation shows its failure', async () => {
    await expect(loadRemote('billing/routes')).rejects.toThrow('The monolith build has no module billing/routes');
    await expect(loadRemote('marketing/Header')).rejects.toThrow('The monolith build has no module marketing/Header');
  });

  it('preloads by federation name and ignores a name it does not know', async () => {
    await expect(preloadRemote([{ nameOrAlias: 'blog' }, { nameOrAlias: 'unknown' }])).resolves.toBeUndefined();
  });
});
