// One copy of each shared singleton per page: the shell provides react, the router, styled-
// components, zustand, supabase-js and shared-contracts (so one auth store), and remotes use it.
import { expect, test } from '@playwright/test';

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn: string[];
}

test('a remote uses the shell’s single copy of shared-contracts and the other singletons', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign In to Admin Portal' })).toBeVisible();
  // A client-side navigation keeps the same page, so both remotes share one module scope.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/blog');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'The Books & Payroll Blog' })).toBeVisible();

  const share = await page.evaluate(() => {
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } })
      .__FEDERATION__.__SHARE__;
    const hostScope = scopes['shell:1.0.0']?.default ?? {};
    return Object.fromEntries(
      Object.entries(hostScope).map(([pkg, versions]) => [
        pkg,
        Object.values(versions).map((entry) => ({ from: entry.from, loaded: entry.loaded === true, useIn: entry.useIn })),
      ]),
    );
  });

  for (const pkg of ['react', 'react-router', 'react-router-dom', 'styled-components', '@firm/shared-contracts']) {
    const loaded = (share[pkg] ?? []).filter((entry) => entry.loaded);
    expect(loaded, `${pkg} is loaded exactly once`).toHaveLength(1);
    expect(loaded[0]!.from, `${pkg} comes from the shell`).toBe('shell');
  }
  const contracts = share['@firm/shared-contracts']!.find((entry) => entry.loaded)!;
  expect(contracts.useIn).toEqual(expect.arrayContaining(['shell', 'admin', 'blog']));
});
