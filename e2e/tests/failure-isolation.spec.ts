// With one remote unreachable, its route says so with a Retry (inside the layout for public
// routes), another remote's route still works, and Retry succeeds once the remote is back.
import { expect, test } from '../support/test.ts';
import type { RemoteName } from '@firm/shared-contracts/routes';
import { startStack, type Stack } from '../support/stack.ts';

const CASES: { remote: RemoteName; path: string; failure: string; other: string; otherHeading: RegExp; back: RegExp }[] = [
  { remote: 'marketing', path: '/login', failure: 'This page could not be loaded', other: '/blog', otherHeading: /Blog/, back: /Client Login/ },
  { remote: 'blog', path: '/blog', failure: 'The blog could not be loaded', other: '/login', otherHeading: /Client Login/, back: /Blog/ },
  { remote: 'tools', path: '/tools/netpay-calculator', failure: 'This tool could not be loaded', other: '/login', otherHeading: /Client Login/, back: /Net Pay Calculator/ },
  { remote: 'admin', path: '/admin/login', failure: 'The staff portal could not be loaded', other: '/blog', otherHeading: /Blog/, back: /Admin Portal/ },
];

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack(3100);
});
test.afterAll(async () => {
  await stack?.close();
});

for (const c of CASES) {
  test(`${c.remote} down: clear message with Retry, the rest keeps working, Retry recovers`, async ({ page }) => {
    await stack.stopRemote(c.remote);
    try {
      await page.goto(`${stack.shellUrl}${c.path}`);
      const failure = page.getByRole('alert').filter({ hasText: c.failure });
      await expect(failure).toBeVisible();
      await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
      if (c.remote !== 'admin') {
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }

      await page.goto(`${stack.shellUrl}${c.other}`);
      await expect(page.getByRole('heading', { level: 1, name: c.otherHeading })).toBeVisible();

      await page.goto(`${stack.shellUrl}${c.path}`);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    } finally {
      await stack.startRemote(c.remote);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.back })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: c.failure })).toHaveCount(0);
  });
}
