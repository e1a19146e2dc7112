// The staff portal against the real local backend: what each seeded role sees and may do, the
// post life cycle of a writer through to the public blog, and the rules row-level security keeps
// even when the screens are bypassed. Every test removes what it creates.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';
import {
  acceptInvitation,
  apiClientAs,
  arrangePost,
  chooseRowAction,
  DEMO_PASSWORD,
  removeAuthUserByEmail,
  removePosts,
  signInAs,
  STAFF,
  uniqueSuffix,
} from '../support/admin-helpers.ts';

const SPEC_SIDEBAR = ['Dashboard', 'Blog Posts', 'New Post', 'Analytics', 'Users', 'Profile'];

test.describe('sign-in', () => {
  test('a wrong password shows the provider message and stays on the sign-in page', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In to Admin Portal' })).toBeVisible();
    await page.getByLabel('Email').fill(STAFF.writer.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a suspended user cannot sign in and is told why', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(STAFF.suspended.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
    await expect(page.getByRole('alert')).toHaveText('This account is suspended. Please contact an administrator.');
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toHaveCount(0);
  });

  test('a visitor is sent to the sign-in and returns to the page they asked for', async ({ page }) => {
    await page.goto('/admin/analytics');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(STAFF.admin.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('sign out ends the session and clears the stored token', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-auth-token')));
    expect(stored).toEqual([]);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('what each role sees', () => {
  test('super admin: every sidebar item, all posts, group by author', async ({ page }) => {
    await signInAs(page, 'super');
    await expect(page.getByRole('strong').filter({ hasText: 'Welcome, Dana' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const item of [...SPEC_SIDEBAR, 'Categories', 'Leads']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Blog Posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Blog Posts' })).toBeVisible();
    // Posts of every author, including the admin's draft.
    await expect(page.getByRole('listitem', { name: 'Do Nevada Service Businesses Collect Sales Tax?' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Year-End Payroll Checklist' })).toBeVisible();
    await page.getByRole('button', { name: 'Group by Author' }).click();
    for (const author of [STAFF.admin.name, STAFF.writer.name, STAFF.writer2.name]) {
      await expect(page.getByRole('region', { name: `Posts by ${author}` })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(page.getByRole('region', { name: `Posts by ${STAFF.admin.name}` })).toHaveCount(0);
  });

  test('writer: own posts only, no admin screens, Access Denied on Users', async ({ page }) => {
    await signInAs(page, 'writer');
    await expect(page.getByRole('strong').filter({ hasText: 'Welcome, Priya' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Blog Posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Blog Posts' })).toBeVisible();
    const posts = page.getByRole('main').getByRole('listitem');
    await expect(posts.first()).toBeVisible();
    for (const text of await posts.allInnerTexts()) expect(text).toContain(`By ${STAFF.writer.name}`);
    await expect(page.getByRole('listitem', { name: 'Year-End Payroll Checklist' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Do Nevada Service Businesses Collect Sales Tax?' })).toHaveCount(0);

    await page.goto('/admin/users');
    await expect(page.getByRole('alert')).toContainText('Access Denied');
    await expect(page.getByRole('alert')).toContainText('You need admin privileges to access this page.');
  });

  test('admin: their own posts only, as a writer; another writer’s are out of reach, in the API too', async ({ page }) => {
    const published = await arrangePost('writer2', { status: 'published', published_at: '2020-01-01T00:00:00Z' });
    const draft = await arrangePost('writer2');
    try {
      await signInAs(page, 'admin');
      await page.goto('/admin/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'My Blog Posts' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show All Posts' })).toHaveCount(0);
      // The admin's own draft is listed; the writers' posts and drafts are not.
      await expect(page.getByRole('listitem', { name: 'Do Nevada Service Businesses Collect Sales Tax?' })).toBeVisible();
      const posts = page.getByRole('main').getByRole('listitem');
      for (const text of await posts.allInnerTexts()) expect(text).toContain(`By ${STAFF.admin.name}`);
      await expect(page.getByRole('listitem', { name: published.title })).toHaveCount(0);
      await expect(page.getByRole('listitem', { name: 'Year-End Payroll Checklist' })).toHaveCount(0);

      // Row-level security agrees (docs/architecture.md#d35): no reading another's draft, no
      // deleting another's post.
      const admin = await apiClientAs('admin');
      const read = await admin.from('blog_posts').select('id').eq('id', draft.id);
      expect(read.data ?? []).toEqual([]);
      const remove = await admin.from('blog_posts').delete().in('id', [published.id, draft.id]).select('id');
      expect(remove.data ?? []).toEqual([]);
      const { data } = await serviceClient().from('blog_posts').select('id').in('id', [published.id, draft.id]);
      expect(data).toHaveLength(2);
    } finally {
      await removePosts({ ids: [published.id, draft.id] });
    }
  });
});

test.describe('posts', () => {
  test('a writer writes and submits a post, an admin publishes it, and it appears on the blog', async ({ page }) => {
    const suffix = uniqueSuffix();
    const title = `E2E Writer Post ${suffix}`;
    const slug = `e2e-writer-post-${suffix}`;
    try {
      await signInAs(page, 'writer');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New Post' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible();
      await page.getByLabel('Title').fill(title);
      await expect(page.getByLabel('Slug')).toHaveValue(slug);
      // Validation first: no content, no review.
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.getByRole('alert').first()).toHaveText('Please fill in title, content, and author fields');
      await expect(page.getByLabel('Author')).toHaveValue(STAFF.writer.name);
      await expect(page.getByLabel('Author')).toBeDisabled();
      await expect(page.getByText('Only super administrators can change the author field')).toBeVisible();
      await page.getByRole('textbox', { name: /Content/ }).click();
      await page.keyboard.type('First draft from the end-to-end test.');
      await page.getByLabel('Add a tag').fill('E2E');
      await page.getByLabel('Add a tag').press('Enter');
      await page.getByRole('button', { name: 'Payroll', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Payroll', exact: true })).toBeDisabled();
      await page.getByLabel('Category').selectOption({ label: 'Payroll' });
      // Autosave, through the blog-editor function.
      await expect(page.getByText(/^Saved · /)).toBeVisible({ timeout: 20_000 });

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' }).click();
      const row = page.getByRole('listitem', { name: title });
      await expect(row).toContainText('Draft');
      await expect(row.getByRole('button', { name: /Publish/ })).toHaveCount(0);
      await row.getByRole('link', { name: /^Edit/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
      await page.getByLabel('Excerpt').fill('An excerpt written while editing.');
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.getByText('In review', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
      const submitted = await serviceClient().from('blog_posts').select('id, status, tags, excerpt').eq('slug', slug).single();
      expect(submitted.data).toMatchObject({ status: 'in_review', tags: ['E2E', 'Payroll'], excerpt: 'An excerpt written while editing.' });

      await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await signInAs(page, 'admin');
      await page.goto('/admin/blog');
      const queued = page.getByRole('listitem', { name: title });
      await expect(queued).toContainText('In review');
      await queued.getByRole('link', { name: /^Edit/ }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Post published.' })).toBeVisible();
      const { data } = await serviceClient().from('blog_posts').select('status, published_at').eq('slug', slug).single();
      expect(data?.status).toBe('published');
      expect(data?.published_at).toBeTruthy();

      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('First draft from the end-to-end test.')).toBeVisible();
    } finally {
      await removePosts({ slugPrefix: slug });
    }
  });

  test('typed changes are not lost: leaving before they are saved asks, and once saved they are on the server', async ({ page }) => {
    const title = `A draft not saved yet ${uniqueSuffix()}`;
    try {
      await signInAs(page, 'writer');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New Post' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible();
      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByLabel('Title').fill(title);
      // Before autosave's pause is over, leaving asks.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' }).click();
      await expect.poll(() => prompts.length).toBe(1);
      await expect(page.getByLabel('Title')).toHaveValue(title);
      expect(prompts).toEqual(['You have unsaved changes. Leave this page and lose them?']);
      // Once saved, leaving asks nothing, and the draft is there.
      await expect(page.getByText(/^Saved · /)).toBeVisible({ timeout: 20_000 });
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' }).click();
      await expect(page.getByRole('listitem', { name: title })).toContainText('Draft');
      expect(prompts).toHaveLength(1);
    } finally {
      const { data } = await serviceClient().from('blog_posts').select('id').eq('title', title);
      await removePosts({ ids: (data ?? []).map((row) => row.id as string) });
    }
  });

  test('a writer deletes their own draft after a dialog that names it', async ({ page }) => {
    const post = await arrangePost('writer');
    try {
      await signInAs(page, 'writer');
      await page.goto('/admin/blog');
      const row = page.getByRole('listitem', { name: post.title });
      await row.getByRole('button', { name: `Delete “${post.title}”` }).click();
      const dialog = page.getByRole('dialog', { name: `Delete “${post.title}”?` });
      await expect(dialog.getByRole('heading', { name: `Delete “${post.title}”?` })).toBeVisible();
      await expect(dialog).toContainText('Are you sure you want to delete this post? This action cannot be undone.');
      // The danger style: the theme's red, not the primary blue of a save.
      await expect(dialog.getByRole('button', { name: 'Delete Post' })).toHaveCSS('background-color', 'rgb(198, 40, 40)');
      await dialog.getByRole('button', { name: 'Delete Post' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Deleted “${post.title}”.` })).toBeVisible();
      await expect(page.getByRole('listitem', { name: post.title })).toHaveCount(0);
      const { data } = await serviceClient().from('blog_posts').select('id').eq('id', post.id);
      expect(data).toEqual([]);
    } finally {
      await removePosts({ ids: [post.id] });
    }
  });

  test("a writer cannot edit another's post: alert and redirect on screen, refused by the API", async ({ page }) => {
    const post = await arrangePost('writer2', { status: 'published', published_at: '2020-01-01T00:00:00Z' });
    try {
      await signInAs(page, 'writer');
      await page.goto(`/admin/blog/edit/${post.id}`);
      await expect(page).toHaveURL(/\/admin\/blog$/);
      await expect(page.getByRole('alert')).toHaveText('You do not have permission to edit this post');

      const writer = await apiClientAs('writer');
      const update = await writer.from('blog_posts').update({ title: 'Hijacked' }).eq('id', post.id).select('id');
      expect(update.data ?? []).toEqual([]);
      const remove = await writer.from('blog_posts').delete().eq('id', post.id).select('id');
      expect(remove.data ?? []).toEqual([]);
      const { data } = await serviceClient().from('blog_posts').select('title').eq('id', post.id).single();
      expect(data?.title).toBe(post.title);
    } finally {
      await removePosts({ ids: [post.id] });
    }
  });

  test('a super admin changes the author of a post', async ({ page }) => {
    const post = await arrangePost('writer2');
    try {
      await signInAs(page, 'super');
      await page.goto(`/admin/blog/edit/${post.id}`);
      await expect(page.getByLabel('Author')).toBeEnabled();
      await page.getByLabel('Author').fill('Guest Author');
      await expect(page.getByText(/^Saved · /)).toBeVisible({ timeout: 20_000 });
      const { data } = await serviceClient().from('blog_posts').select('author').eq('id', post.id).single();
      expect(data?.author).toBe('Guest Author');
      // Nobody else can, even through the API.
      const writer2 = await apiClientAs('writer2');
      const attempt = await writer2.from('blog_posts').update({ author: 'Jordan Again' }).eq('id', post.id);
      expect(attempt.error).not.toBeNull();
    } finally {
      await removePosts({ ids: [post.id] });
    }
  });
});

test.describe('users', () => {
  test('no self-actions on screen, and self-escalation is refused by the database', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/users');
    const table = page.getByRole('table');
    for (const header of ['User', 'Email', 'Role', 'Status', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const me = table.getByRole('row').filter({ hasText: STAFF.admin.email });
    await expect(me).toContainText('Your own account');
    await expect(me.getByRole('button')).toHaveCount(0);
    // An admin cannot touch a super admin.
    const superRow = table.getByRole('row').filter({ hasText: STAFF.super.email });
    await expect(superRow.getByRole('button')).toHaveCount(0);

    const writer = await apiClientAs('writer');
    const role = await writer.from('user_roles').upsert({ user_id: STAFF.writer.id, role: 'super_admin' }, { onConflict: 'user_id' });
    expect(role.error).not.toBeNull();
    const flag = await writer.from('profiles').update({ is_admin: true }).eq('id', STAFF.writer.id);
    expect(flag.error).not.toBeNull();
    const admin = await apiClientAs('admin');
    const grant = await admin.from('user_roles').update({ role: 'super_admin' }).eq('user_id', STAFF.admin.id).select('role');
    expect(grant.error !== null || (grant.data ?? []).length === 0).toBe(true);
    const { data } = await serviceClient().from('user_roles').select('user_id, role').in('user_id', [STAFF.writer.id, STAFF.admin.id]);
    expect(new Map((data ?? []).map((r) => [r.user_id, r.role]))).toEqual(
      new Map([
        [STAFF.writer.id, 'writer'],
        [STAFF.admin.id, 'admin'],
      ]),
    );
  });

  test('invite user form: validation messages', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: /^invite user$/i }).click();
    const dialog = page.getByRole('dialog', { name: /invite user/i });
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await dialog.getByRole('button', { name: /send invitation/i }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(dialog.getByLabel('Role')).toHaveValue('writer');
    // Admins are not offered the super admin role.
    await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Writer', 'Admin']);
  });

  test('an admin invites a user without being signed out; the invitee accepts, is suspended and cannot sign in', async ({ page, browser }) => {
    const email = `e2e-user-${uniqueSuffix()}@example.com`;
    const password = 'e2e-password-1';
    try {
      await signInAs(page, 'admin');
      await page.goto('/admin/users');
      await page.getByRole('button', { name: /^invite user$/i }).click();
      const dialog = page.getByRole('dialog', { name: /invite user/i });
      await dialog.getByLabel('Full name').fill('Taylor Test');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: /send invitation/i }).click();
      await expect(page.getByRole('strong').filter({ hasText: 'Welcome, Marcus' })).toBeVisible();
      // Listed as a pending invitation until accepted.
      await expect(page.getByRole('row').filter({ hasText: email })).toContainText(/pending|invited/i);

      // The same address again is refused while the invitation is pending.
      await page.getByRole('button', { name: /^invite user$/i }).click();
      await dialog.getByLabel('Full name').fill('Taylor Again');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: /send invitation/i }).click();
      await expect(dialog.getByRole('alert')).toContainText('already been invited');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await acceptInvitation(email, password);
      await page.reload();
      // Accepted, the person leaves the invitations and is one row of the users.
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Active');
      await expect(row).toContainText('Writer');

      await chooseRowAction(row, 'Taylor Test', 'Suspend');
      const confirm = page.getByRole('dialog', { name: 'Please confirm' });
      await expect(confirm).toContainText('Are you sure you want to suspend this user?');
      await confirm.getByRole('button', { name: 'Suspend User' }).click();
      await expect(row).toContainText('Suspended');

      const other = await browser.newPage();
      try {
        await other.goto('/admin/login');
        await other.getByLabel('Email').fill(email);
        await other.getByLabel('Password').fill(password);
        await other.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
        await expect(other.getByRole('alert')).toHaveText('This account is suspended. Please contact an administrator.');
      } finally {
        await other.close();
      }
    } finally {
      await removeAuthUserByEmail(email);
    }
  });

  test('an admin changes and removes a role, and reactivates a suspended user', async ({ page }) => {
    const db = serviceClient();
    const email = `e2e-role-${uniqueSuffix()}@example.com`;
    const created = await db.auth.admin.createUser({ email, password: 'e2e-password-1', email_confirm: true, user_metadata: { full_name: 'Robin Roles' } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    try {
      await db.from('user_roles').insert({ user_id: id, role: 'writer' });
      await signInAs(page, 'admin');
      await page.goto('/admin/users');
      const row = page.getByRole('row').filter({ hasText: email });
      await chooseRowAction(row, 'Robin Roles', 'Change role');
      await row.getByLabel(/Role for/).selectOption('admin');
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(row).toContainText('Admin');
      await chooseRowAction(row, 'Robin Roles', 'Remove role');
      const confirm = page.getByRole('dialog', { name: 'Please confirm' });
      await expect(confirm).toContainText("Are you sure you want to remove this user's role?");
      await confirm.getByRole('button', { name: 'Remove Role' }).click();
      await expect(row).toContainText('No role');

      await db.rpc('set_user_suspension', { user_id: id, suspended: true });
      await page.reload();
      await expect(row).toContainText('Suspended');
      await chooseRowAction(row, 'Robin Roles', 'Reactivate');
      await expect(confirm).toContainText('Are you sure you want to reactivate this user?');
      await confirm.getByRole('button', { name: 'Reactivate User' }).click();
      await expect(row).toContainText('Active');
      const { data } = await db.from('profiles').select('is_suspended').eq('id', id).single();
      expect(data?.is_suspended).toBe(false);
    } finally {
      await db.auth.admin.deleteUser(id);
    }
  });
});

test.describe('analytics', () => {
  test('figures from the visits of this run, tabs, and a CSV of the table shown', async ({ page, browser }) => {
    // Three page views of this run's own, so the figures cannot be zero or come from nowhere.
    const visitor = await browser.newPage();
    try {
      for (const path of ['/payroll', '/bookkeeping', '/about']) {
        const sent = visitor.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/functions/v1/track'));
        await visitor.goto(path);
        await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
        await sent;
      }
    } finally {
      await visitor.close();
    }
    await signInAs(page, 'admin');
    await page.goto('/admin/analytics');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Date range').selectOption('90days');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
    await expect(panel.getByText('Failed to load analytics data')).toHaveCount(0);
    const pageViews = page.locator('dl[aria-label="Summary"] dt', { hasText: /^Page Views$/ }).locator('xpath=following-sibling::dd[1]');
    expect(Number((await pageViews.innerText()).replace(/[^0-9]/g, ''))).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('tab', { name: 'Audience' })).toHaveCount(0);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^analytics-overview-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(csv[0]).toBe('Date,Page views,Unique visitors');
    const table = panel.getByRole('table', { name: 'Daily page views and unique visitors' });
    const shownRows = await table.locator('tbody tr').count();
    expect(shownRows).toBeGreaterThanOrEqual(1);
    expect(csv.length - 1).toBe(shownRows);

    // Shares are numbers under a header that names the unit, not '60%' text.
    await page.getByRole('tab', { name: 'Acquisition' }).click();
    const sourcesDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const sources = (await readFile((await (await sourcesDownload).path())!, 'utf8')).trim().split(/\r?\n/);
    expect(sources[0]).toBe('Source / medium,Sessions,Share (%)');
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const line of sources.slice(1)) expect(line).toMatch(/,\d+,\d+(\.\d+)?$/);
  });

  test('Sync Now rolls the blog views this run produced into the figures staff see', async ({ page, browser }) => {
    const title = 'Form W-4 Explained for Employers';
    const db = serviceClient();
    const { data: post } = await db.from('blog_posts').select('id').eq('slug', 'form-w4-explained-for-employers').single();
    const today = new Date().toISOString().slice(0, 10);
    const rolledUpViews = async () => {
      const { data } = await db.from('blog_analytics').select('page_views').eq('post_id', post!.id).eq('date', today).maybeSingle();
      return data?.page_views ?? 0;
    };
    const pageViewsShown = async () => {
      const value = page.locator('dl[aria-label="Summary"] dt', { hasText: /^Page Views$/ }).locator('xpath=following-sibling::dd[1]');
      return Number((await value.innerText()).replace(/[^0-9]/g, ''));
    };

    await signInAs(page, 'admin');
    await page.goto('/admin/analytics');
    await page.getByLabel('Date range').selectOption('24hours');
    await page.getByRole('button', { name: 'Sync Now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Analytics synced.' })).toBeVisible();
    const viewsBefore = await rolledUpViews();
    const shownBefore = await pageViewsShown();

    const visitor = await browser.newPage();
    try {
      for (let i = 0; i < 2; i += 1) {
        // The page arrives rendered; the view is counted once the app has started and sent it.
        const sent = visitor.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/functions/v1/track'));
        await visitor.goto('/blog/form-w4-explained-for-employers');
        await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await sent;
        await visitor.waitForTimeout(500);
      }
    } finally {
      await visitor.close();
    }
    // Raw events are not in blog_analytics until a sync rolls them up.
    expect(await rolledUpViews()).toBe(viewsBefore);

    await page.getByRole('button', { name: 'Sync Now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Analytics synced.' })).toBeVisible();
    expect(await rolledUpViews()).toBeGreaterThanOrEqual(viewsBefore + 2);
    await expect.poll(pageViewsShown).toBeGreaterThanOrEqual(shownBefore + 2);

    // The dashboard says how fresh its views are: the roll-up just ran.
    await page.goto('/admin');
    await expect(page.getByText(/^Last updated (just now|1 minute ago) \(/)).toBeVisible();
  });

  test('a writer sees analytics but is not offered Sync Now', async ({ page }) => {
    await signInAs(page, 'writer');
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync Now' })).toHaveCount(0);
  });
});

test('mobile: the sidebar folds into a menu below 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(nav).toBeHidden();
});
