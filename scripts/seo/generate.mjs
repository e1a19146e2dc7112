// The sitemap of the pages the remotes' registries list (docs/architecture.md#d31), for the
// releases a runtime config names: the index (sitemap.xml) naming the pages sitemap and every
// data-driven pattern's live sitemap (the blog's, answered by the backend), and the pages sitemap
// (sitemap-pages.xml). The local shell server answers both from its runtime config on each request
// (scripts/serve-dist.mjs); a static host gets them written by a deploy step, on every promotion:
//
//   node scripts/seo/generate.mjs --config config/runtime-config.production.json --out /srv/firm-site/sitemaps
//
// robots.txt names no page and is written with the shell's build (`--robots-only`, SITE_URL).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITEMAP_FILES, sitemapIndexXml, urlsetXml } from '../../shared-contracts/src/site/sitemap.ts';
import { loadPageRegistries, patternSitemaps, sitemapEntries, sitePages } from '../../shared-contracts/src/site/pages.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * The merged registries of the releases a runtime config names. Every registry must be read: a
 * sitemap missing a remote's pages would tell crawlers those pages are gone.
 * @param {{ remotes: Record<string, { entry: string }> }} config
 */
export async function siteRegistries(config) {
  const { registries, problems } = await loadPageRegistries(config.remotes);
  if (problems.length > 0) throw new Error(`Page registries not read: ${problems.join('; ')}`);
  return sitePages(registries);
}

/** The two sitemap files for a runtime config, keyed by their path on the site. */
export async function sitemapFiles(config) {
  const site = await siteRegistries(config);
  return {
    [SITEMAP_FILES.index]: sitemapIndexXml(config.siteUrl, [SITEMAP_FILES.pages, ...patternSitemaps(site)]),
    [SITEMAP_FILES.pages]: urlsetXml(config.siteUrl, sitemapEntries(site)),
  };
}

/** Writes the two sitemap files for a runtime config into a folder (nothing when a registry cannot be read). */
export async function writeSitemaps(config, outDir) {
  const files = await sitemapFiles(config);
  mkdirSync(outDir, { recursive: true });
  for (const [path, xml] of Object.entries(files)) writeFileSync(join(outDir, path.slice(1)), xml);
  return Object.keys(files);
}

export function robotsTxt(siteUrl) {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${new URL(SITEMAP_FILES.index, siteUrl).href}`, ''].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  if (args.includes('--robots-only')) {
    // The shell's build: SITE_URL sets the origin; OUT_DIR (else RELEASE_DIST_DIR) where it goes.
    const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
    const outDir = resolve(process.env.OUT_DIR ?? process.env.RELEASE_DIST_DIR ?? join(ROOT, 'shell', 'dist'));
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
    console.log(`robots.txt written to ${outDir} for ${siteUrl}`);
  } else {
    const configFile = option('--config');
    const outDir = option('--out');
    if (!configFile || !outDir) {
      console.error('Usage: generate.mjs --config <runtime-config.json> --out <dir> | --robots-only');
      process.exit(2);
    }
    try {
      const written = await writeSitemaps(JSON.parse(readFileSync(configFile, 'utf8')), outDir);
      console.log(`${written.join(' and ')} written to ${outDir}`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
