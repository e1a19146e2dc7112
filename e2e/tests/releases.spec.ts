// Independent releases: marketing v1 and v2 deployed side by side, promoted and rolled back by
// editing one URL in the runtime config (nothing rebuilt, no other file touched), and a remote
// built for another contract major refused with the route's fallback while the rest still works.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
import {
  hashTree,
  copyAppSource,
  currentRemoteReleases,
  editFile,
  releaseApp,
  REMOTE_APP,
  REPO_ROOT,
  startReleaseStack,
  type Release,
  type ReleaseStack,
} from '../support/releases.ts';

// One level below the repo root, like the real app folders, so its configs resolve the same way.
const MARKETING_V2_SOURCE = join(REPO_ROOT, '.e2e-mfe-marketing');
// Where this test's releases are deployed (the hosts serve it) and its own builds are stored.
const HOSTING = join(REPO_ROOT, '.e2e-releases');

let stack: ReleaseStack;
let shell: Release;
let current: Record<'marketing' | 'blog' | 'tools' | 'admin', Release>;
let marketingV2: Release;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  for (const dir of [MARKETING_V2_SOURCE, HOSTING]) rmSync(dir, { recursive: true, force: true });
  // The current release of every app (reused from releases/ when its sources did not change).
  shell = releaseApp('shell');
  current = currentRemoteReleases();
  // Marketing v2: the same sources with one visible string changed and the version bumped.
  copyAppSource('mfe-marketing', MARKETING_V2_SOURCE);
  const pagePath = join(MARKETING_V2_SOURCE, 'src', 'features', 'client-login', 'ClientLoginPage.tsx');
  expect(readFileSync(pagePath, 'utf8')).toContain('title="Client Login"');
  editFile(pagePath, 'title="Client Login"', 'title="Client Sign-In"');
  editFile(join(MARKETING_V2_SOURCE, 'package.json'), '"version": "1.0.0"', '"version": "1.1.0"');
  marketingV2 = releaseApp('mfe-marketing', { sourceDir: MARKETING_V2_SOURCE, outDir: HOSTING });

  stack = await startReleaseStack(3810, { hostingDir: HOSTING, shell, remotes: current });
});

test.afterAll(async () => {
  await stack?.close();
  for (const dir of [MARKETING_V2_SOURCE, HOSTING]) rmSync(dir, { recursive: true, force: true });
});

test('each release is a versioned artifact that records its version and contract', () => {
  const v1 = current.marketing;
  expect(v1.id).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  expect(marketingV2.id).toMatch(/^1\.1\.0-[0-9a-f]{10}$/);
  for (const r of [v1, marketingV2]) {
    const record = JSON.parse(readFileSync(join(r.dir, 'release.json'), 'utf8'));
    expect(record).toMatchObject({ app: 'mfe-marketing', id: r.id, contractVersion: '2.0.0', contractRange: '^2.0.0' });
    expect(record.contentHash).toMatch(new RegExp(`^sha256:${r.id.split('-')[1]}`));
    const manifest = JSON.parse(readFileSync(join(r.dir, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.release).toMatchObject({ id: r.id, version: record.version, contractVersion: '2.0.0' });
  }
});

test('a config change promotes marketing v2 and a second one rolls back to v1; nothing else changes', async ({
  page,
}) => {
  const untouched = () => ({
    shell: hashTree(shell.dir),
    ...Object.fromEntries(
      (['blog', 'tools', 'admin'] as const).map((r) => [r, hashTree(join(HOSTING, REMOTE_APP[r], current[r].id))]),
    ),
    marketingV1: hashTree(join(HOSTING, 'mfe-marketing', current.marketing.id)),
    marketingV2: hashTree(marketingV2.dir),
  });
  const before = untouched();
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) manifests.push(r.url());
  });

  await page.goto(`${stack.shellUrl}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
  expect(manifests).toContain(stack.locationOf('marketing', current.marketing).entry);

  // Promote: one URL in the deployed runtime config.
  stack.deploy('marketing', marketingV2);
  stack.use('marketing', marketingV2);
  expect(stack.readConfig().remotes.marketing).toEqual({
    entry: `http://localhost:3811/${marketingV2.id}/mf-manifest.json`,
    version: marketingV2.id,
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Sign-In' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // Roll back: the same URL back to v1.
  stack.use('marketing', current.marketing);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Sign-In' })).toHaveCount(0);

  // The other apps kept serving the same files: nothing was rebuilt or redeployed.
  await page.goto(`${stack.shellUrl}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Books & Payroll Blog' })).toBeVisible();
  expect(untouched()).toEqual(before);
});

test('a remote built for another contract major is refused with the reason; the rest of the site works', async ({
  page,
}) => {
  const incompatible = releaseApp('mfe-blog', { outDir: HOSTING, contractVersion: '3.0.0' });
  expect(JSON.parse(readFileSync(join(incompatible.dir, 'release.json'), 'utf8'))).toMatchObject({
    app: 'mfe-blog',
    contractVersion: '3.0.0',
  });
  stack.deploy('blog', incompatible);
  stack.use('blog', incompatible);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(`${stack.shellUrl}/blog`);
    const failure = page.getByRole('alert').filter({ hasText: 'The blog could not be loaded' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('The blog remote was built for contract 3.x, this site provides 2.x.');
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Logged for the team with the release it came from.
    expect(errors.join('\n')).toContain(
      `Refused the blog remote (release ${incompatible.id}, ${stack.locationOf('blog', incompatible).entry}): The blog remote was built for contract 3.x, this site provides 2.x.`,
    );

    // Other remotes' routes still work.
    await page.goto(`${stack.shellUrl}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
    await page.goto(`${stack.shellUrl}/tools/netpay-calculator`);
    await expect(page.getByRole('heading', { level: 1, name: /Net Pay Calculator/ })).toBeVisible();
  } finally {
    // Rolling back the bad release is again one URL.
    stack.use('blog', current.blog);
  }
  await page.goto(`${stack.shellUrl}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Books & Payroll Blog' })).toBeVisible();
});
