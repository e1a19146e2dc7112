// A private copy of the composed site on its own ports, served from given build folders, for
// tests that stop a remote or redeploy one without touching the main site on 3000–3004.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_PORTS, REMOTE_NAMES, type RemoteName } from '@firm/shared-contracts/routes';
import { serveDist, type RunningServer } from '../../scripts/serve-dist.mjs';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const remoteDist = (remote: RemoteName) => join(REPO_ROOT, `mfe-${remote}`, 'dist');

export interface Stack {
  shellUrl: string;
  stopRemote(remote: RemoteName): Promise<void>;
  startRemote(remote: RemoteName): Promise<void>;
  close(): Promise<void>;
}

/** Shell on basePort, remotes on basePort+1..4, the shared local backend. */
export async function startStack(
  basePort: number,
  dists: Partial<Record<RemoteName, string>> = {},
  { prerenderedDir }: { prerenderedDir?: string } = {},
): Promise<Stack> {
  const portOf = (remote: RemoteName) => basePort + REMOTE_NAMES.indexOf(remote) + 1;
  const runtimeConfig = {
    siteUrl: `http://localhost:${basePort}`,
    supabaseUrl: `http://localhost:${LOCAL_PORTS.backend}`,
    supabaseAnonKey: (await (await fetch(`http://localhost:${LOCAL_PORTS.shell}/runtime-config.json`)).json())
      .supabaseAnonKey as string,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((r) => [r, { entry: `http://localhost:${portOf(r)}/mf-manifest.json` }]),
    ),
    reviewsWidgetScriptUrl: null,
    policyEmbedScriptUrl: null,
  };
  const shell = await serveDist({
    dir: join(REPO_ROOT, 'shell', 'dist'),
    port: basePort,
    spa: true,
    backendUrl: `http://localhost:${LOCAL_PORTS.backend}`,
    overrides: { '/runtime-config.json': JSON.stringify(runtimeConfig) },
    prerenderedDir,
  });
  const remotes = new Map<RemoteName, RunningServer>();
  const startRemote = async (remote: RemoteName) => {
    if (remotes.has(remote)) return;
    remotes.set(remote, await serveDist({ dir: dists[remote] ?? remoteDist(remote), port: portOf(remote), cors: true }));
  };
  const stopRemote = async (remote: RemoteName) => {
    await remotes.get(remote)?.close();
    remotes.delete(remote);
  };
  for (const remote of REMOTE_NAMES) await startRemote(remote);
  return {
    shellUrl: shell.url,
    startRemote,
    stopRemote,
    async close() {
      for (const remote of [...remotes.keys()]) await stopRemote(remote);
      await shell.close();
    },
  };
}
