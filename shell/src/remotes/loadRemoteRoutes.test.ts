import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, localRuntimeConfig } from '@firm/shared-contracts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { loadRemoteRoutes, registerAllRemotes, RemoteUnavailableError } = await import('./loadRemoteRoutes.ts');

const routes = [{ path: 'x' }];

describe('loadRemoteRoutes', () => {
  beforeEach(() => {
    const config = localRuntimeConfig('k');
    config.remotes.blog = { entry: 'https://blog.example/2.0.0-abc/mf-manifest.json', version: '2.0.0-abc' };
    registerAllRemotes(config);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    runtime.loadRemote.mockReset();
  });

  it('accepts a remote built for the contract major this site provides', async () => {
    const module = { routes, contractVersion: CONTRACT_VERSION };
    runtime.loadRemote.mockResolvedValue(module);
    await expect(loadRemoteRoutes('marketing')).resolves.toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledWith('marketing/routes');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('refuses a remote built for another major with a ContractMismatchError, logged for the team', async () => {
    runtime.loadRemote.mockResolvedValue({ routes, contractVersion: '1.4.0' });
    const error = await loadRemoteRoutes('blog').catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ContractMismatchError',
      message: 'The blog remote was built for contract 1.x, this site provides 2.x.',
      builtFor: '1.4.0',
      provided: CONTRACT_VERSION,
    });
    expect(console.error).toHaveBeenCalledWith(
      'Refused the blog remote (release 2.0.0-abc, https://blog.example/2.0.0-abc/mf-manifest.json): The blog remote was built for contract 1.x, this site provides 2.x.',
      { remote: 'blog', builtFor: '1.4.0', provided: CONTRACT_VERSION },
    );
  });

  it('refuses a remote that does not say which contract it was built for', async () => {
    runtime.loadRemote.mockResolvedValue({ routes });
    await expect(loadRemoteRoutes('tools')).rejects.toMatchObject({
      name: 'ContractMismatchError',
      message: 'The tools remote does not say which contract it was built for; this site provides 2.x.',
    });
  });

  it('reports an unreachable remote or one without routes as unavailable, not as a contract problem', async () => {
    runtime.loadRemote.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRemoteRoutes('admin')).rejects.toBeInstanceOf(RemoteUnavailableError);
    runtime.loadRemote.mockResolvedValue({ contractVersion: CONTRACT_VERSION });
    await expect(loadRemoteRoutes('admin')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });
});
