// A remote ships alone: change a visible string in the blog, rebuild only the blog, deploy its
// files, reload the running shell and see the new string; the shell's files never change.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
import { copyAppSource, hashTree } from '../support/releases.ts';
import { REPO_ROOT, remoteDist, startStack } from '../support/stack.ts';

// One level below the repo root, like the real app folders, so its configs resolve the same way.
const SOURCE = join(REPO_ROOT, '.e2e-mfe-blog');
const DEPLOYED = join(REPO_ROOT, '.e2e-deployed-blog');

test('rebuilding and redeploying only the blog changes what the running shell shows', async ({ page }) => {
  test.setTimeout(180_000);
  const [source, deployed] = [SOURCE, DEPLOYED];
  rmSync(deployed, { recursive: true, force: true });
  // The blog's sources, copied inside the repo so they resolve the same packages.
  copyAppSource('mfe-blog', source);
  cpSync(remoteDist('blog'), deployed, { recursive: true });

  const shellBefore = hashTree(join(REPO_ROOT, 'shell', 'dist'));
  const stack = await startStack(3200, { blog: deployed });
  try {
    await page.goto(`${stack.shellUrl}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Books & Payroll Blog' })).toBeVisible();

    const pagePath = join(source, 'src', 'features', 'blog-list', 'BlogListPage.tsx');
    const original = readFileSync(pagePath, 'utf8');
    expect(original).toContain("'The Books & Payroll Blog'");
    writeFileSync(pagePath, original.replace("'The Books & Payroll Blog'", "'Notes From the Ledger'"));
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'), 'build'], {
      cwd: source,
      stdio: 'pipe',
    });
    // The deploy: the new build replaces the served files.
    rmSync(deployed, { recursive: true, force: true });
    cpSync(join(source, 'dist'), deployed, { recursive: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Notes From the Ledger' })).toBeVisible();
    expect(hashTree(join(REPO_ROOT, 'shell', 'dist'))).toBe(shellBefore);
  } finally {
    await stack.close();
    for (const dir of [source, deployed]) rmSync(dir, { recursive: true, force: true });
  }
});
