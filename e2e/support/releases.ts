// Release artifacts deployed side by side on a private copy of the site: the shell from its
// release, one static host per remote serving every deployed release of that remote, and the
// runtime config as a file the test edits — promoting or rolling back is changing one URL in it.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { LOCAL_PORTS, REMOTE_NAMES, type RemoteName } from '@firm/shared-contracts/routes';
import { serveDist, type RunningServer } from '../../scripts/serve-dist.mjs';
import { release, type Release } from '../../scripts/release.mjs';
import { promote } from '../../scripts/promote.mjs';
import { REPO_ROOT } from './stack.ts';

export type { Release };
export const REMOTE_APP: Record<RemoteName, string> = {
  marketing: 'mfe-marketing',
  blog: 'mfe-blog',
  tools: 'mfe-tools',
  admin: 'mfe-admin',
};

/** Builds (or reuses) a release of one app; see scripts/release.mjs. */
export function releaseApp(app: string, options: { sourceDir?: string; outDir?: string; contractVersion?: string } = {}): Release {
  return release({ app, ...options, log: () => {} });
}

/** The current release of every remote (reused from releases/ when its sources did not change). */
export function currentRemoteReleases(): Record<RemoteName, Release> {
  return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, releaseApp(REMOTE_APP[remote])])) as Record<RemoteName, Release>;
}

/**
 * A fresh copy of an app's sources to change and build, without its builds and packages. Kept one
 * level below the repo root, like the real app folders, so its configs resolve the same packages.
 */
export function copyAppSource(app: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(REPO_ROOT, app), dir, { recursive: true, filter: (path) => !/[\\/](dist|node_modules)$/.test(path) });
}

/** Replaces the first occurrence of a text in a copied source file. */
export function editFile(path: string, before: string, after: string): void {
  writeFileSync(path, readFileSync(path, 'utf8').replace(before, after));
}

/** sha256 of every file under a folder, to show that something was not rebuilt or changed. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of readdirSync(d).sort()) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

interface RemoteLocation {
  entry: string;
  version?: string;
}

export interface ReleaseStack {
  shellUrl: string;
  /** Copies a release to its remote's host (the upload); an existing release is never replaced. */
  deploy(remote: RemoteName, release: Release): string;
  /** The runtime config's entry for a deployed release. */
  locationOf(remote: RemoteName, release: Release): RemoteLocation;
  /** Points the runtime config's entry for one remote at a deployed release (the config change). */
  use(remote: RemoteName, release: Release): void;
  /**
   * The deploy's promotion (scripts/promote.mjs): the config change, then that remote's pages
   * rendered again into the stack's rendered-pages folder (needs `renderedDir`).
   */
  promote(remote: RemoteName, release: Release): ReturnType<typeof promote>;
  readConfig(): { remotes: Record<RemoteName, RemoteLocation> };
  close(): Promise<void>;
}

/**
 * Shell on basePort, the release hosts of marketing, blog, tools and admin on basePort+1..4,
 * all deployed under `hostingDir/<app>/<release id>/`.
 */
export async function startReleaseStack(
  basePort: number,
  {
    hostingDir,
    shell,
    remotes,
    renderedDir,
  }: { hostingDir: string; shell: Release; remotes: Record<RemoteName, Release>; renderedDir?: string },
): Promise<ReleaseStack> {
  const portOf = (remote: RemoteName) => basePort + REMOTE_NAMES.indexOf(remote) + 1;
  const configFile = join(hostingDir, 'runtime-config.json');
  const anonKey = (
    (await (await fetch(`http://localhost:${LOCAL_PORTS.shell}/runtime-config.json`)).json()) as { supabaseAnonKey: string }
  ).supabaseAnonKey;

  const deploy = (remote: RemoteName, r: Release) => {
    const target = join(hostingDir, REMOTE_APP[remote], r.id);
    if (!existsSync(target)) cpSync(r.dir, target, { recursive: true });
    return target;
  };
  const locationOf = (remote: RemoteName, r: Release): RemoteLocation => ({
    entry: `http://localhost:${portOf(remote)}/${r.id}/mf-manifest.json`,
    version: r.id,
  });
  const readConfig = () => JSON.parse(readFileSync(configFile, 'utf8')) as ReturnType<ReleaseStack['readConfig']>;
  const use = (remote: RemoteName, r: Release) => {
    const config = readConfig();
    config.remotes[remote] = locationOf(remote, r);
    writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  };

  for (const remote of REMOTE_NAMES) {
    mkdirSync(join(hostingDir, REMOTE_APP[remote]), { recursive: true });
    deploy(remote, remotes[remote]);
  }
  writeFileSync(
    configFile,
    `${JSON.stringify(
      {
        siteUrl: `http://localhost:${basePort}`,
        supabaseUrl: `http://localhost:${LOCAL_PORTS.backend}`,
        supabaseAnonKey: anonKey,
        remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, locationOf(remote, remotes[remote])])),
        reviewsWidgetScriptUrl: null,
        policyEmbedScriptUrl: null,
      },
      null,
      2,
    )}\n`,
  );

  const servers: RunningServer[] = [];
  try {
    servers.push(
      await serveDist({
        dir: shell.dir,
        port: basePort,
        spa: true,
        backendUrl: `http://localhost:${LOCAL_PORTS.backend}`,
        // Deployed beside the shell, outside its (immutable) release: read on every request.
        overrides: { '/runtime-config.json': () => readFileSync(configFile, 'utf8') },
        prerenderedDir: renderedDir,
      }),
    );
    for (const remote of REMOTE_NAMES) {
      servers.push(await serveDist({ dir: join(hostingDir, REMOTE_APP[remote]), port: portOf(remote), cors: true }));
    }
  } catch (error) {
    for (const server of servers) await server.close();
    throw error;
  }
  return {
    shellUrl: `http://localhost:${basePort}`,
    deploy,
    locationOf,
    use,
    promote(remote, r) {
      if (!renderedDir) throw new Error('This stack was started without a rendered-pages folder');
      return promote({
        configFile,
        remote,
        location: locationOf(remote, r),
        siteUrl: `http://localhost:${basePort}`,
        outDir: renderedDir,
        log: () => {},
      });
    },
    readConfig,
    async close() {
      for (const server of servers) await server.close();
    },
  };
}

export { REPO_ROOT };
