// The company and content pages in the composed site, each checked for the key texts that
// identify it, plus the team directory's failure and retry on /about.
import { expect, test } from '../support/test.ts';
import { openPage } from '../support/publicRoutes.ts';

interface PageCheck {
  path: string;
  texts: (string | RegExp)[];
  links?: Record<string, string>;
}

// One entry per page: the texts a visitor must see there and where its key links go.
const PAGES: PageCheck[] = [
  {
    path: '/',
    // The rating is counted from the seed's twenty five-star reviews (docs/architecture.md#d36).
    texts: ['The Future of Bookkeeping is Here', /AI Will Run\s*Your Books\.\s*Who Will\s*Run Your AI\?/, 'rated 5.0 from 20 reviews'],
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
    links: { 'Get the Financial Clarity You Need': '/contact', 'Get Connected Today': '/contact', 'Book Your Free Consultation': '/book' },
  },
  { path: '/industries/attorneys', texts: [/IOLTA/] },
  // Prices: four tiers and the QBO Advanced + AI plan.
  {
    path: '/bookkeeping',
    texts: ['Starter', '$395', 'Essentials', '$695', 'Growth', '$995', 'Standard', '$1,200', 'QBO Advanced + AI', '$250', /QuickBooks Online Advanced subscription/],
  },
  // Payroll packages with Complete as the most popular, and the paycheck explainer's figures.
  ...['/payroll', '/services/payroll'].map((path) => ({
    path,
    texts: ['Essential', '$49', 'Complete', '$79', 'Most Popular', 'Premium', '$129', 'Salary Paycheck Breakdown', 'Deeper Payroll Insights', /6\.2\s?%/, /1\.45\s?%/, /78,000/],
  })),
  { path: '/help', texts: ['Help Desk', 'Bookkeeping Support', 'Payroll Assistance', 'Technical Support', 'Submit a Ticket', 'Live Chat'] },
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

test('/careers: the benefit tabs choose what is shown, with the §9 facts', async ({ page }) => {
  await openPage(page, '/careers');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Benefits' }).click();
  await expect(main.getByText(/100% of the first 4%/)).toBeVisible();
  await main.getByRole('tab', { name: 'Payday' }).click();
  await expect(main.getByRole('tab', { name: 'Payday' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText(/every other Tuesday/)).toBeVisible();
  await expect(main.getByText(/100% of the first 4%/)).toBeHidden();
});

test('/help: a search without hits says so and suggests another search or contacting support', async ({ page }) => {
  await openPage(page, '/help');
  await page.getByRole('searchbox').or(page.getByLabel('Search help articles')).first().fill('zebra accounting');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No results found for "zebra accounting"')).toBeVisible();
  await page.getByRole('searchbox').or(page.getByLabel('Search help articles')).first().fill('payroll');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/No results found/)).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/weekly/i).first()).toBeVisible();
});

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
  await page.route('**/rest/v1/rpc/team_directory*', async (route) => {
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
