// Each remote owns its pages: a marketing release with one more case study (a record in its data
// module) and a reworded careers heading is built, deployed beside the current one and promoted by
// the deploy's promotion (the runtime config, then that remote's pages rendered again). Its page,
// breadcrumb label, sitemap entry and served HTML all follow, read from the release's page
// registry, and the shell's files never change; rolling back renders the earlier pages again.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
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
import { prerenderRoutes } from '../../scripts/prerender/prerender.mjs';
import { isRenderedFor } from '../support/publicRoutes.ts';
import { FIXTURE_CASE_STUDY } from '../fixtures/caseStudy.ts';

// One level below the repo root, like the real app folders, so its configs resolve the same way.
const SOURCE = join(REPO_ROOT, '.e2e-mfe-marketing-registry');
const HOSTING = join(REPO_ROOT, '.e2e-registry-releases');
const RENDERED = join(HOSTING, 'rendered');
const PAGE = `/case-studies/${FIXTURE_CASE_STUDY.slug}`;
const CAREERS_HEADING = 'Build the Future of Bookkeeping With Us';
const NEW_CAREERS_HEADING = 'Grow a Bookkeeping Career With Us';

let stack: ReleaseStack;
let shell: Release;
let current: ReturnType<typeof currentRemoteReleases>;
let withCaseStudy: Release;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  for (const dir of [SOURCE, HOSTING]) rmSync(dir, { recursive: true, force: true });
  shell = releaseApp('shell');
  current = currentRemoteReleases();
  copyAppSource('mfe-marketing', SOURCE);
  const careers = join(SOURCE, 'src', 'features', 'careers', 'CareersPage.tsx');
  expect(readFileSync(careers, 'utf8')).toContain(`title="${CAREERS_HEADING}"`);
  editFile(careers, `title="${CAREERS_HEADING}"`, `title="${NEW_CAREERS_HEADING}"`);
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
  stack = await startReleaseStack(3850, { hostingDir: HOSTING, shell, remotes: current, renderedDir: RENDERED });
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

test('promoted in one command: page, breadcrumb, sitemap entry and served HTML, the shell untouched; rolled back the same way', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const shellBefore = hashTree(shell.dir);
  const loc = `<loc>${stack.shellUrl}${PAGE}</loc>`;

  // Before: the current marketing release has no such page.
  expect(await (await request.get(`${stack.shellUrl}/sitemap-pages.xml`)).text()).not.toContain(loc);
  await page.goto(`${stack.shellUrl}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeVisible({ timeout: 20_000 });

  stack.deploy('marketing', withCaseStudy);
  const promoted = await stack.promote('marketing', withCaseStudy);
  expect(promoted.failed).toEqual([]);
  expect(promoted.written).toEqual(expect.arrayContaining(['/', '/careers', PAGE]));
  expect(promoted.written.filter((path) => path.startsWith('/blog'))).toEqual([]);

  // Served rendered, before any script runs: the new page and the reworded heading.
  const served = async (path: string) => (await request.get(`${stack.shellUrl}${path}`)).text();
  const html = await served(PAGE);
  expect(isRenderedFor(html, PAGE)).toBe(true);
  expect(html).toMatch(/<h1[^>]*>Lake Mead Marine<\/h1>/);
  expect(html).toContain('<title>Lake Mead Marine Case Study: Job Costing for Every Hull | Silver State Books</title>');
  expect(html).toMatch(/aria-current="page"[^>]*>Lake Mead Marine</);
  const careers = await served('/careers');
  expect(careers).toContain(`>${NEW_CAREERS_HEADING}</h1>`);
  expect(careers).not.toContain(CAREERS_HEADING);

  await page.goto(`${stack.shellUrl}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lake Mead Marine' })).toBeVisible({ timeout: 20_000 });
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Case Studies', 'Lake Mead Marine']);
  await expect(trail.getByText('Lake Mead Marine')).toHaveAttribute('aria-current', 'page');

  const sitemap = await request.get(`${stack.shellUrl}/sitemap-pages.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`${loc}\n    <changefreq>yearly</changefreq>\n    <priority>0.6</priority>`);
  expect(await prerenderRoutes(stack.shellUrl)).toContain(PAGE);
  expect(hashTree(shell.dir)).toBe(shellBefore);

  // Rolled back: the earlier heading is served again, and the page the earlier release lacks is no longer rendered.
  const rolledBack = await stack.promote('marketing', current.marketing);
  expect(rolledBack.failed).toEqual([]);
  expect(rolledBack.removed).toEqual([PAGE]);
  expect(await served('/careers')).toContain(`>${CAREERS_HEADING}</h1>`);
  expect(isRenderedFor(await served(PAGE), PAGE)).toBe(false);
});
