// Serves the release artifacts through Debian's nginx with deploy/nginx/site.conf, exactly as a
// deploy would, from a throwaway prefix: shell on 3900, remotes on 3901–3904, the browser calling
// the backend on 54321 directly. Used by scripts/nginx-smoke.mjs and by the e2e helper (e2e/support/nginx.ts).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, RELEASES_DIR, ROOT, release } from './release.mjs';
import { nginxCspInclude } from './security/csp.mjs';
import { nginxBackendInclude } from './deploy/nginx-backend.mjs';
import { waitFor } from './wait-for.mjs';
import { sitemapFiles, siteRegistries } from './seo/generate.mjs';
import { nginxRoutesInclude } from './deploy/static-host.mjs';

export const NGINX_PORTS = { shell: 3900, marketing: 3901, blog: 3902, tools: 3903, admin: 3904 };
const REMOTE_APPS = { marketing: 'mfe-marketing', blog: 'mfe-blog', tools: 'mfe-tools', admin: 'mfe-admin' };
const DEPLOY_ROOT_IN_CONFIG = '/srv/firm-site';

function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error("nginx is not installed (Debian: apt-get install -y nginx; .ci/run installs it)");
}

function anonKey() {
  for (const file of [join(ROOT, 'shell', 'public', 'runtime-config.json'), join(ROOT, 'config', 'runtime-config.local.json')]) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).supabaseAnonKey;
  }
  throw new Error('No local anon key found');
}

/**
 * Releases every app (reusing releases whose inputs did not change), lays out a deploy root,
 * writes its runtime config naming the releases, and starts nginx in the foreground.
 * @param {{ releasesDir?: string, backendUrl?: string, log?: (line: string) => void }} [options]
 */
export async function startNginxSite({ releasesDir = RELEASES_DIR, backendUrl = 'http://localhost:54321', log = console.log } = {}) {
  const bin = nginxBinary();
  const releases = Object.fromEntries(APPS.map((app) => [app, release({ app, outDir: releasesDir, log })]));

  const root = mkdtempSync(join(tmpdir(), 'firm-nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they must read the tree.
  chmodSync(root, 0o755);
  mkdirSync(join(root, 'config'));
  // This environment's prerendered pages (npm run prerender --out <root>/prerendered).
  mkdirSync(join(root, 'prerendered'));
  chmodSync(join(root, 'prerendered'), 0o755);
  // This environment's sitemap, from the registries of the releases it serves (written below).
  mkdirSync(join(root, 'sitemaps'));
  chmodSync(join(root, 'sitemaps'), 0o755);
  symlinkSync(releases.shell.dir, join(root, 'shell'));
  symlinkSync(releasesDir, join(root, 'releases'));

  const siteUrl = `http://localhost:${NGINX_PORTS.shell}`;
  const runtimeConfig = {
    siteUrl,
    supabaseUrl: backendUrl,
    supabaseAnonKey: anonKey(),
    remotes: Object.fromEntries(
      Object.entries(REMOTE_APPS).map(([name, app]) => [
        name,
        { entry: `http://localhost:${NGINX_PORTS[name]}/${releases[app].id}/mf-manifest.json`, version: releases[app].id },
      ]),
    ),
    reviewsWidgetScriptUrl: null,
    policyEmbedScriptUrl: null,
  };
  const configFile = join(root, 'config', 'runtime-config.json');
  writeFileSync(configFile, `${JSON.stringify(runtimeConfig, null, 2)}\n`);
  writeFileSync(join(root, 'config', 'csp.conf'), nginxCspInclude(runtimeConfig));
  writeFileSync(join(root, 'config', 'backend.conf'), nginxBackendInclude(runtimeConfig));
  // Every path the app's until the registries can be read from the remotes nginx serves (below).
  writeFileSync(join(root, 'config', 'routes.conf'), nginxRoutesInclude(null));

  // The site's config as shipped; only the deploy root differs.
  const site = readFileSync(join(ROOT, 'deploy', 'nginx', 'site.conf'), 'utf8').replaceAll(DEPLOY_ROOT_IN_CONFIG, root);
  writeFileSync(join(root, 'site.conf'), site);
  writeFileSync(
    join(root, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(root, 'nginx.pid')};`,
      `error_log ${join(root, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      `    access_log ${join(root, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(root, `${kind}_temp`)};`),
      `    include ${join(root, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const args = ['-p', root, '-c', join(root, 'nginx.conf'), '-e', join(root, 'error.log')];
  const test = spawn(bin, [...args, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let testOutput = '';
  test.stderr.on('data', (chunk) => (testOutput += chunk));
  const testCode = await new Promise((done) => test.on('exit', done));
  if (testCode !== 0) throw new Error(`nginx rejected the configuration:\n${testOutput}`);

  const child = spawn(bin, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  let running = true;
  const exited = new Promise((done) =>
    child.on('exit', () => {
      running = false;
      done();
    }),
  );
  // nginx runs in the foreground as a child: it must not outlive this process.
  const killOnExit = () => child.kill('SIGQUIT');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (running) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    for (const port of Object.values(NGINX_PORTS)) await waitFor(`http://localhost:${port}/`, { timeoutMs: 15_000, isRunning: () => running, name: 'nginx' });
  } catch (error) {
    const errors = existsSync(join(root, 'error.log')) ? readFileSync(join(root, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${errors}`, { cause: error });
  }
  // The deploy step of docs/deploy.md, once the remotes' registries can be read where the config says.
  try {
    for (const [path, xml] of Object.entries(await sitemapFiles(runtimeConfig))) writeFileSync(join(root, 'sitemaps', path.slice(1)), xml);
    writeFileSync(join(root, 'config', 'routes.conf'), nginxRoutesInclude(await siteRegistries(runtimeConfig)));
    const reload = spawn(bin, [...args, '-s', 'reload'], { stdio: 'ignore' });
    if ((await new Promise((done) => reload.on('exit', done))) !== 0) throw new Error('nginx did not reload the routes');
    // The reload is done when a path that is no page answers 404.
    const deadline = Date.now() + 10_000;
    while ((await fetch(`${siteUrl}/no-such-page`)).status !== 404) {
      if (Date.now() > deadline) throw new Error('nginx did not take up the routes within 10 s');
      await new Promise((done) => setTimeout(done, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  log(`nginx serving the releases at ${siteUrl} (deploy root ${root})`);
  return { baseUrl: siteUrl, root, configFile, runtimeConfig, releases, pid: child.pid, stop };
}
