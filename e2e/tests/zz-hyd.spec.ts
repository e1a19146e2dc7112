import { test, expect } from '@playwright/test';
for (const path of ['/', '/about', '/press', '/blog', '/blog/nevada-payroll-basics-new-employers', '/tools/netpay-calculator', '/contact', '/client-reviews', '/industries/attorneys', '/no-such-page']) {
  test(`hydrates ${path}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => { (window as any).__h1 = document.querySelector('h1'); });
    });
    await page.goto(`http://localhost:3000${path}`);
    await page.waitForFunction(() => (document.getElementById('root') as any)?._reactRootContainer !== undefined || Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')), undefined, { timeout: 15000 });
    await page.waitForTimeout(1500);
    const same = await page.evaluate(() => (window as any).__h1 !== null && (window as any).__h1 === document.querySelector('h1'));
    console.log(path, 'same h1:', same, 'errors:', JSON.stringify(errors));
    expect(same).toBe(true);
  });
}
