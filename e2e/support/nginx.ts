// The release artifacts served by nginx with deploy/nginx/site.conf. When NGINX_BASE_URL is set
// (scripts/nginx-smoke.mjs started nginx, and names its NGINX_DEPLOY_ROOT) the tests use that site; otherwise they start nginx
// themselves, so the smoke run is part of every `npm test` and never skipped.
import { startNginxSite } from '../../scripts/nginx-stack.mjs';
import type { RemoteName } from '@firm/shared-contracts/routes';

export interface ServedSite {
  baseUrl: string;
  /** The manifest URL of each remote's release, as the site's runtime config names it. */
  remotes: Record<RemoteName, { entry: string; version?: string }>;
  /** The deploy root on this machine (its prerendered/ folder is this environment's pages). */
  deployRoot: string;
  close(): Promise<void>;
}

export async function nginxSite(): Promise<ServedSite> {
  const given = process.env.NGINX_BASE_URL;
  const givenRoot = process.env.NGINX_DEPLOY_ROOT;
  if (given) {
    if (!givenRoot) throw new Error('NGINX_BASE_URL needs NGINX_DEPLOY_ROOT, the deploy root of that nginx');
    const baseUrl = given.replace(/\/$/, '');
    const config = (await (await fetch(`${baseUrl}/runtime-config.json`)).json()) as Pick<ServedSite, 'remotes'>;
    return { baseUrl, remotes: config.remotes, deployRoot: givenRoot, close: async () => {} };
  }
  const site = await startNginxSite({ log: () => {} });
  return { baseUrl: site.baseUrl, remotes: site.runtimeConfig.remotes, deployRoot: site.root, close: site.stop };
}
