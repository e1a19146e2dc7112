// Promoting (or rolling back) one remote is one command: it points the environment's runtime
// config at the release, writes the sitemaps when the host keeps them as files, and renders that
// remote's pages again from the release's own page registry, removing the copies of pages the
// release no longer has (docs/deploy.md, docs/prerendering.md). A rollback is a promotion of the
// earlier release.
//
//   node scripts/promote.mjs <remote> <manifest URL> --config <runtime-config.json> --site <URL>
//        --out <rendered pages dir> [--version <release id>] [--sitemaps <dir>]
//
// The config is changed first, and alone decides what visitors get: if rendering fails, the app
// serves those pages (the command says which and exits 3) and the renderer's next pass or a re-run
// brings the copies up to date.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPageRegistries, sitePages } from '../shared-contracts/src/site/pages.ts';
import { writeSitemaps } from './seo/generate.mjs';
import { removePages, renderablePaths, renderPages } from './prerender/prerender.mjs';

/** The paths a remote's registry renders: its indexable pages and the live pages of its patterns. */
async function pagesOf(config, remote, siteUrl) {
  const { registries, problems } = await loadPageRegistries({ [remote]: config.remotes[remote] });
  if (problems.length) throw new Error(`The page registry of ${remote} cannot be read: ${problems.join('; ')}`);
  return renderablePaths(sitePages(registries), { siteUrl, supabaseUrl: config.supabaseUrl });
}

/**
 * @param {{ configFile: string, remote: string, location: { entry: string, version?: string },
 *           siteUrl: string, outDir: string, sitemapsDir?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ written: string[], removed: string[], failed: { path: string, reason: string }[] }>}
 */
export async function promote({ configFile, remote, location, siteUrl, outDir, sitemapsDir, log = console.log }) {
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  if (!config.remotes?.[remote]) throw new Error(`The runtime config names no remote "${remote}"`);
  const next = { ...config, remotes: { ...config.remotes, [remote]: location } };
  // The new release must be readable before anyone is sent to it.
  const pages = await pagesOf(next, remote, siteUrl).catch((error) => {
    throw new Error(`Not promoted: ${error.message}`);
  });
  const before = await pagesOf(config, remote, siteUrl).catch(() => []);

  const temporary = `${configFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(temporary, configFile);
  log(`${remote}: the runtime config now names ${location.version ?? location.entry}`);
  if (sitemapsDir) log(`sitemaps: ${(await writeSitemaps(next, sitemapsDir)).join(' and ')} written to ${sitemapsDir}`);

  const kept = new Set(pages);
  const removed = before.filter((path) => !kept.has(path));
  removePages(outDir, removed);
  const { written, failed } = await renderPages({ siteUrl, outDir, paths: pages, log });
  log(`${remote}: ${written.length} pages rendered${removed.length ? `, ${removed.length} removed` : ''}${failed.length ? `, ${failed.length} left to the app` : ''}`);
  return { written, removed, failed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [remote, entry, ...args] = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const configFile = option('--config');
  const siteUrl = option('--site');
  const outDir = option('--out');
  if (!remote || !entry || !configFile || !siteUrl || !outDir) {
    console.error('Usage: promote.mjs <remote> <manifest URL> --config <runtime-config.json> --site <URL> --out <dir> [--version <id>] [--sitemaps <dir>]');
    process.exit(2);
  }
  const version = option('--version');
  try {
    const { failed } = await promote({
      configFile: resolve(configFile),
      remote,
      location: { entry, ...(version && { version }) },
      siteUrl,
      outDir: resolve(outDir),
      sitemapsDir: option('--sitemaps') && resolve(option('--sitemaps')),
    });
    if (failed.length) {
      console.error(`Promoted, but ${failed.length} pages are served by the app until they render: ${failed.map((f) => f.path).join(', ')}`);
      process.exitCode = 3;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
