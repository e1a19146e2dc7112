// Each remote owns its pages: a marketing release with one more case study (a record in its data
// module, nothing else) is built, deployed beside the current one and promoted by the runtime
// config alone. Its page, breadcrumb label, sitemap entry and rendered HTML all follow, read from
// the release's page registry, and the shell's files never change.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  copyAppSource,
  currentRemoteReleases,
  editFile,
  hashTree,
  releaseApp,
  REPO_ROOT,
  startReleaseStack,
  type Release,
  type ReleaseStack,
} from '../support/releases.ts';
import { prerender, prerenderRoutes } from '../../scripts/prerender/prerender.mjs';
import { prerenderedFilePath } from '../../scripts/prerender/document.mjs';
import { FIXTURE_CASE_STUDY } from '../fixtures/caseStudy.ts';

// One level below the repo root, like the real app folders, so its configs resolve the same way.
const SOURCE = join(REPO_ROOT, '.e2e-mfe-marketing-registry');
const HOSTING = join(REPO_ROOT, '.e2e-registry-releases');
const PAGE = `/case-studies/${FIXTURE_CASE_STUDY.slug}`;

let stack: ReleaseStack;
let shell: Release;
let withCaseStudy: Release;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  for (const dir of [SOURCE, HOSTING]) rmSync(dir, { recursive: true, force: true });
  shell = releaseApp('shell');
  const current = currentRemoteReleases();
  copyAppSource('mfe-marketing', SOURCE);
  const data = join(SOURCE, 'src', 'features', 'case-studies', 'caseStudies.ts');
  const source = readFileSync(data, 'utf8');
  const slugs = "  'drunk-elephant',\n] as const;";
  const records = 'export const CASE_STUDIES: readonly CaseStudy[] = [\n';
  expect(source).toContain(slugs);
  expect(source).toContain(records);
  editFile(data, slugs, `  'drunk-elephant',\n  '${FIXTURE_CASE_STUDY.slug}',\n] as const;`);
  editFile(data, records, `${records}  ${JSON.stringify(FIXTURE_CASE_STUDY)} as CaseStudy,\n`);
  editFile(join(SOURCE, 'package.json'), '"version": "1.0.0"', '"version": "1.2.0"');
  withCaseStudy = releaseApp('mfe-marketing', { sourceDir: SOURCE, outDir: HOSTING });
  stack = await startReleaseStack(3850, { hostingDir: HOSTING, shell, remotes: current });
});

test.afterAll(async () => {
  await stack?.close();
  for (const dir of [SOURCE, HOSTING]) rmSync(dir, { recursive: true, force: true });
});

test('the release publishes its pages beside its manifest, the new case study among them', () => {
  const manifest = JSON.parse(readFileSync(join(withCaseStudy.dir, 'mf-manifest.json'), 'utf8'));
  expect(manifest.metaData.pageRegistry).toBe('pages.json');
  const registry = JSON.parse(readFileSync(join(withCaseStudy.dir, 'pages.json'), 'utf8'));
  expect(registry.remote).toBe('marketing');
  expect(registry.pages).toContainEqual({
    path: PAGE,
    title: 'Lake Mead Marine Case Study: Job Costing for Every Hull',
    breadcrumb: 'Lake Mead Marine',
    darkHero: true,
    sitemap: { priority: 0.6, changefreq: 'yearly' },
  });
});

test('promoted by config alone: page, breadcrumb, sitemap entry and rendered HTML, the shell untouched', async ({ page, request }) => {
  test.setTimeout(240_000);
  const shellBefore = hashTree(shell.dir);
  const loc = `<loc>${stack.shellUrl}${PAGE}</loc>`;

  // Before: the current marketing release has no such page.
  expect(await (await request.get(`${stack.shellUrl}/sitemap-pages.xml`)).text()).not.toContain(loc);
  await page.goto(`${stack.shellUrl}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeVisible({ timeout: 20_000 });

  stack.deploy('marketing', withCaseStudy);
  stack.use('marketing', withCaseStudy);

  await page.goto(`${stack.shellUrl}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lake Mead Marine' })).toBeVisible({ timeout: 20_000 });
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Case Studies', 'Lake Mead Marine']);
  await expect(trail.getByText('Lake Mead Marine')).toHaveAttribute('aria-current', 'page');

  const sitemap = await request.get(`${stack.shellUrl}/sitemap-pages.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`${loc}\n    <changefreq>yearly</changefreq>\n    <priority>0.6</priority>`);

  expect(await prerenderRoutes(stack.shellUrl)).toContain(PAGE);
  const out = mkdtempSync(join(tmpdir(), 'registry-rendered-'));
  try {
    const { written, failed } = await prerender({ siteUrl: stack.shellUrl, outDir: out, routes: [PAGE], log: () => {} });
    expect(failed).toEqual([]);
    expect(written).toEqual([PAGE]);
    const file = join(out, prerenderedFilePath(PAGE));
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/<h1[^>]*>Lake Mead Marine<\/h1>/);
    expect(html).toContain('<title>Lake Mead Marine Case Study: Job Costing for Every Hull | Silver State Books</title>');
    expect(html).toMatch(/aria-current="page"[^>]*>Lake Mead Marine</);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  expect(hashTree(shell.dir)).toBe(shellBefore);
});
