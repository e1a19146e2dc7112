// The company and content pages in the composed site, each checked for the key texts the public
// spec names for it (§2 "Pages"), plus the team directory's failure and retry on /about.
import { expect, test } from '@playwright/test';
import { openPage } from '../support/publicRoutes.ts';

interface PageCheck {
  path: string;
  texts: (string | RegExp)[];
  links?: Record<string, string>;
}

// Written from specs/public-site.md, page by page.
const PAGES: PageCheck[] = [
  {
    path: '/',
    texts: ['The Future of Bookkeeping is Here', /AI Will Run\s*Your Books\.\s*Who Will\s*Run Your AI\?/, '70+ Reviews'],
    links: { "See If We're a Fit": '/contact' },
  },
  {
    path: '/careers',
    texts: [
      'Solve Real-World Problems',
      'Grow With a Modern Firm',
      'A Culture of Collaboration',
      'Clarity Over Chaos',
      'Automation with Intention',
      'AI Agent Manager',
      'Client Success Specialist',
      'AI Solutions Architect',
    ],
    links: { 'Get in touch': '/contact' },
  },
  { path: '/contact', texts: ["Let's Talk Business"] },
  { path: '/press', texts: ['As Featured In', 'Coming Soon'] },
  { path: '/case-studies/azteca-mobile-tire', texts: ['Challenge', 'Solution', 'Results', 'Las Vegas'], links: { 'Download Full Case Study (PDF)': '#download-pdf' } },
  { path: '/case-studies/asap-air-conditioning', texts: ['Mesa'] },
  { path: '/case-studies/fresh-start-cleaning', texts: ['Phoenix'] },
  { path: '/case-studies/drunk-elephant', texts: ['Newport Beach'] },
  {
    path: '/industries/home-services',
    texts: [
      'Simplify Your Books. Empower Your Business.',
      'Disjointed Software',
      'Manual Data Overload',
      'Unexpected Penalties',
      'Syncing Nightmares',
      'Accountant in the Dark',
      'We fix that.',
      'The Real Impact',
      'What We Deliver',
    ],
    links: { 'Get the Financial Clarity You Need': '/contact', 'Get Connected Today': '/contact', 'Book Your Free Consultation': '/contact' },
  },
  { path: '/industries/attorneys', texts: [/IOLTA/] },
];

for (const check of PAGES) {
  test(`${check.path} shows its key texts`, async ({ page }) => {
    await openPage(page, check.path);
    const main = page.getByRole('main');
    for (const text of check.texts) {
      await expect(main.getByText(text).first(), String(text)).toBeVisible();
    }
    for (const [name, href] of Object.entries(check.links ?? {})) {
      await expect(main.getByRole('link', { name, exact: true }).first(), name).toHaveAttribute('href', href);
    }
  });
}

test('/case-studies lists the nine case studies', async ({ page }) => {
  await openPage(page, '/case-studies');
  const slugs = ['omaha-clean-sweep', 'proplumbing', 'urban-thread', 'socal-street-eats', 'green-edge-lawn-services', 'azteca-mobile-tire', 'asap-air-conditioning', 'fresh-start-cleaning', 'drunk-elephant'];
  for (const slug of slugs) {
    await expect(page.getByRole('main').locator(`a[href="/case-studies/${slug}"]`).first(), slug).toBeVisible();
  }
});

test('/about: a failed team load says so with a retry that then loads the team', async ({ page }) => {
  // The team endpoint is unreachable until the error is on screen (the client may retry on its own).
  let failing = true;
  let refused = 0;
  await page.route('**/rest/v1/team_members*', async (route) => {
    if (failing) {
      refused += 1;
      await route.abort('connectionrefused');
    } else {
      await route.continue();
    }
  });
  await page.goto('/about');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load team members' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  expect(refused).toBeGreaterThan(0);
  failing = false;
  await page.getByRole('button', { name: 'Retry Loading Team' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.locator('#team').getByRole('heading', { name: 'Leadership' })).toBeVisible();
});
