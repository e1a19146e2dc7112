// One copy of each shared singleton per page: the shell provides react, the router, styled-
// components, zustand, supabase-js and shared-contracts (so one Supabase client), and remotes use
// it; the auth entry (one auth store) is loaded once by the portal. Public pages never download it.
import { expect, test, type Page } from '../support/test.ts';
import { appShown } from '../support/publicRoutes.ts';

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

  const share = await hostShareScope(page);

  for (const pkg of ['react', 'react-router-dom', 'styled-components', '@firm/shared-contracts']) {
    const loaded = (share[pkg] ?? []).filter((entry) => entry.loaded);
    expect(loaded, `${pkg} is loaded exactly once`).toHaveLength(1);
    expect(loaded[0]!.from, `${pkg} comes from the shell`).toBe('shell');
  }
  expect(share['react-router-dom']!.find((entry) => entry.loaded)!.useIn).toEqual(expect.arrayContaining(['shell', 'admin', 'blog']));
  // Both router keys provide the one curated router module (shared-contracts/build/router.ts) and
  // the apps import react-router-dom: the other key is never fetched, so the router is one chunk.
  expect((share['react-router'] ?? []).filter((entry) => entry.loaded)).toHaveLength(0);
  const contracts = share['@firm/shared-contracts']!.find((entry) => entry.loaded)!;
  expect(contracts.useIn).toEqual(expect.arrayContaining(['shell', 'admin', 'blog']));
  // The auth entry is provided by the apps that use it (the shell does not): one copy all the same.
  const auth = (share['@firm/shared-contracts/auth'] ?? []).filter((entry) => entry.loaded);
  expect(auth, 'the auth entry is loaded exactly once').toHaveLength(1);
  expect(auth[0]!.useIn).toEqual(['admin']);
});

test('a public page does not download the auth entry', async ({ page }) => {
  await page.goto('/');
  // Served rendered, the page starts the app (and its federation runtime) after the first paint.
  await appShown(page);
  // The page is up once the main entry is in use (the shell and marketing both read it).
  await expect
    .poll(async () => ((await hostShareScope(page))['@firm/shared-contracts'] ?? []).filter((entry) => entry.loaded).length)
    .toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const share = await hostShareScope(page);
  expect((share['@firm/shared-contracts/auth'] ?? []).filter((entry) => entry.loaded)).toHaveLength(0);
});

/** The host's share scope: for each shared key, its providers and whether it was loaded. */
function hostShareScope(page: Page) {
  return page.evaluate(() => {
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
}
