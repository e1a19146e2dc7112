// Writes the sitemap index, the pages sitemap and robots.txt into the shell's build (shell/dist)
// from the route table: the fixed public paths (shared-contracts/src/site/publicRoutes.ts) and the
// pages that exist once per record (services, industries, case studies, legal documents: read
// from mfe-marketing's records). Blog posts are not known at build time: the index names the
// backend's live blog sitemap beside the pages one (shared-contracts/src/site/sitemap.ts).
// Anything the route ownership table gives to the admin remote is excluded, and robots.txt
// disallows /admin.
//
// Run after `rsbuild build` in shell/package.json. SITE_URL sets the absolute origin
// (default http://localhost:3000); OUT_DIR (else RELEASE_DIST_DIR, as the build uses it) overrides
// where the files go.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const FEATURES = join(ROOT, 'mfe-marketing', 'src', 'features');

const importTs = (path) => import(pathToFileURL(path).href);

/** Reads `export const NAME = ['a', 'b'] as const;` from a source file without running it. */
export function readConstStrings(file, name) {
  const source = readFileSync(file, 'utf8');
  const match = source.match(new RegExp(`export const ${name} = \\[([^\\]]*)\\]`));
  if (!match) throw new Error(`${name} not found in ${file}`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** Canonical paths of the service pages: each record's `path` field. */
export function readServicePaths(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s+path: '(\/[^']*)',$/gm)].map((m) => m[1]);
}

export async function collectRoutes() {
  const { FIXED_PUBLIC_ROUTES, RECORD_ROUTE_PREFIXES } = await importTs(join(ROOT, 'shared-contracts', 'src', 'site', 'publicRoutes.ts'));
  const { ownerOf } = await importTs(join(ROOT, 'shared-contracts', 'src', 'routes.ts'));
  const entries = [...FIXED_PUBLIC_ROUTES];
  const add = (path, priority, changefreq, lastmod) => entries.push({ path, priority, changefreq, lastmod });
  for (const path of readServicePaths(join(FEATURES, 'services', 'services.ts'))) add(path, 0.7, 'monthly');
  for (const slug of readConstStrings(join(FEATURES, 'industries', 'industries.ts'), 'INDUSTRY_SLUGS')) {
    add(`${RECORD_ROUTE_PREFIXES.industry}${slug}`, 0.7, 'monthly');
  }
  for (const slug of readConstStrings(join(FEATURES, 'case-studies', 'caseStudies.ts'), 'CASE_STUDY_SLUGS')) {
    add(`${RECORD_ROUTE_PREFIXES.caseStudy}${slug}`, 0.6, 'yearly');
  }
  for (const slug of readConstStrings(join(FEATURES, 'legal', 'legalDocuments.ts'), 'LEGAL_SLUGS')) {
    add(`${RECORD_ROUTE_PREFIXES.legal}${slug}`, 0.2, 'yearly');
  }
  const seen = new Set();
  return entries.filter((entry) => {
    if (seen.has(entry.path) || ownerOf(entry.path).remote === 'admin') return false;
    seen.add(entry.path);
    return true;
  });
}

export function robotsTxt(siteUrl) {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const outDir = resolve(process.env.OUT_DIR ?? process.env.RELEASE_DIST_DIR ?? join(ROOT, 'shell', 'dist'));
  const { SITEMAP_FILES, sitemapIndexXml, urlsetXml } = await importTs(join(ROOT, 'shared-contracts', 'src', 'site', 'sitemap.ts'));
  const entries = await collectRoutes();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, SITEMAP_FILES.index.slice(1)), sitemapIndexXml(siteUrl, [SITEMAP_FILES.pages, SITEMAP_FILES.blog]));
  writeFileSync(join(outDir, SITEMAP_FILES.pages.slice(1)), urlsetXml(siteUrl, entries));
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  console.log(`sitemap index, ${SITEMAP_FILES.pages.slice(1)} (${entries.length} pages) and robots.txt written to ${outDir} for ${siteUrl}`);
}
