// The production render job (.github/workflows/render-pages.yml) run against the local stack: its
// own "Render" and "Routes and headers" commands, read from the workflow file, render a published
// post into a site folder and write the host's routes; the folder served as a static host serves
// the post's page and the blog list with it; withdrawn, the next run removes the page. The local
// renderer is held meanwhile (its pause file), so the job is the one that claims the messages.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';
import { LOCAL_PRERENDERED_DIR } from '../../scripts/prerender/prerender.mjs';
import { PAUSE_REQUEST, PAUSED_MARKER } from '../../scripts/prerender/worker.mjs';
import { serveStaticHost } from '../../scripts/test/static-host-server.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const WORKFLOW = join(ROOT, '.github', 'workflows', 'render-pages.yml');

/** The workflow's command line that holds `marker`, as the runner's bash would run it. */
function workflowCommand(marker: string): string {
  const line = readFileSync(WORKFLOW, 'utf8')
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text.includes(marker) && !text.startsWith('#') && !text.startsWith('if '));
  if (!line) throw new Error(`${WORKFLOW} has no command with ${marker}`);
  return line.replace(/^run:\s*/, '');
}

test.describe('the production render job', () => {
  const slug = `render-job-${Date.now()}`;
  const title = 'Year-End Payroll Checklist, Rendered by the Job';
  const admin = serviceClient();
  let work: string;

  test.beforeAll(async () => {
    writeFileSync(join(LOCAL_PRERENDERED_DIR, PAUSE_REQUEST), '');
    await expect.poll(() => existsSync(join(LOCAL_PRERENDERED_DIR, PAUSED_MARKER)), { timeout: 30_000 }).toBe(true);
    work = mkdtempSync(join(tmpdir(), 'render-job-'));
  });

  test.afterAll(async () => {
    rmSync(join(LOCAL_PRERENDERED_DIR, PAUSE_REQUEST), { force: true });
    await admin.from('blog_posts').delete().eq('slug', slug);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("renders a published post with the workflow's commands, and removes it once withdrawn", async ({ baseURL, request }) => {
    test.setTimeout(180_000);
    // The site folder as the job checks it out: the shell's page and the runtime config at its root.
    const siteDir = join(work, 'site');
    mkdirSync(siteDir, { recursive: true });
    for (const file of ['index.html', 'runtime-config.json']) {
      writeFileSync(join(siteDir, file), await (await request.get(`/${file}`)).text());
    }
    const runJob = () => {
      const output = join(work, 'github-output');
      writeFileSync(output, '');
      // The commands address the folder as site/ from the checkout's root: here, the repository's.
      let log = '';
      for (const marker of ['--changes', 'deploy:static-host']) {
        const command = workflowCommand(marker).replaceAll(' site/', ` ${siteDir}/`).replace(/--out site$/, `--out ${siteDir}`);
        log += execFileSync('bash', ['-euo', 'pipefail', '-c', `${command} 2>&1`], {
          cwd: ROOT,
          env: { ...process.env, SITE_URL: baseURL!, GITHUB_OUTPUT: output, RUNNER_TEMP: work },
          encoding: 'utf8',
        });
      }
      return { failed: readFileSync(output, 'utf8').includes('failed=true'), log };
    };

    const { data: category } = await admin.from('blog_categories').select('id').eq('slug', 'payroll').single();
    const inserted = await admin.from('blog_posts').insert({
      slug,
      title,
      content: '<p>What to check before the last payroll of the year.</p>',
      author: 'Pat Rivera',
      status: 'published',
      published_at: new Date().toISOString(),
      category_id: category!.id,
    });
    expect(inserted.error).toBeNull();

    const published = runJob();
    expect(published.failed, published.log).toBe(false);
    const postCopy = join(siteDir, '_pages', 'blog', slug, 'index.html');
    expect(readFileSync(postCopy, 'utf8')).toContain(title);
    expect(readFileSync(join(siteDir, '_pages', 'blog', 'index.html'), 'utf8')).toContain(title);
    expect(readFileSync(join(siteDir, '_redirects'), 'utf8')).toContain(`/blog/${slug}  /_pages/blog/${slug}/  200!`);
    // The job claimed the change and recorded it: nothing about this post waits any more.
    const { data: waiting, error } = await admin
      .from('outbox_messages')
      .select('id')
      .eq('kind', 'pages.render')
      .neq('status', 'sent')
      .contains('payload', { records: [{ key: slug }] });
    expect([error, waiting]).toEqual([null, []]);

    const host = await serveStaticHost({ dir: siteDir, filesFirst: false });
    try {
      const page = await fetch(`${host.url}/blog/${slug}`);
      expect([page.status, (await page.text()).includes(title)]).toEqual([200, true]);

      expect((await admin.from('blog_posts').update({ status: 'draft' }).eq('slug', slug)).error).toBeNull();
      const withdrawnRun = runJob();
      expect(withdrawnRun.failed, withdrawnRun.log).toBe(false);
      expect(existsSync(postCopy)).toBe(false);
      expect(readFileSync(join(siteDir, '_pages', 'blog', 'index.html'), 'utf8')).not.toContain(title);
      // Served again: no copy, so the app's page answers the address and says there is no such post.
      const withdrawn = await fetch(`${host.url}/blog/${slug}`);
      expect((await withdrawn.text()).includes(title)).toBe(false);
    } finally {
      await host.close();
    }
  });
});
