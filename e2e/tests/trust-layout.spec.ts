// What a prospective client's trust rests on, in the composed site: card grids with no empty
// column and a centred last row at 1280 and 768 px, the Company and Resources menus opening under
// the mouse, the 404 page's Go Back after in-site navigation, review figures that agree wherever
// they appear (docs/architecture.md#d36), an industry page showing its own clients' reviews, the
// help search answering beside its box and focus kept at the top after scrolling there.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';
import { withPublishedPost } from '../support/posts.ts';
import { openPage, settleAnimations, appShown } from '../support/publicRoutes.ts';

interface GridRow {
  /** Cards in the row. */
  count: number;
  /** Space between the grid's left edge and the row's first card, and its last card and the right edge. */
  leftGap: number;
  rightGap: number;
  /** The row's card widths. */
  widths: number[];
}

/** The grid's rows, read from the boxes of its cards against the box of the grid itself. */
async function gridRows(grid: Locator): Promise<GridRow[]> {
  return grid.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const rows: { top: number; cells: DOMRect[] }[] = [];
    for (const cell of Array.from(list.children, (child) => child.getBoundingClientRect())) {
      const row = rows.find((r) => Math.abs(r.top - cell.top) < 2);
      if (row) row.cells.push(cell);
      else rows.push({ top: cell.top, cells: [cell] });
    }
    return rows
      .sort((a, b) => a.top - b.top)
      .map(({ cells }) => ({
        count: cells.length,
        leftGap: Math.min(...cells.map((c) => c.left)) - box.left,
        rightGap: box.right - Math.max(...cells.map((c) => c.right)),
        widths: cells.map((c) => c.width),
      }));
  });
}

interface GridCheck {
  name: string;
  path: string;
  /** The grid on the page, once its cards are on screen. */
  grid: (page: Page) => Promise<Locator>;
  /** Cards per row, top to bottom, at each width: written from what the page must show. */
  rows: { 1280: number[]; 768: number[] };
  /** Cards that may not grow wider than this (px) sit centred instead of filling the row. */
  maxCard?: number;
}

const section = (name: string) => async (page: Page) => page.locator(`[data-section="${name}"] [data-card-grid]`).first();

const GRIDS: GridCheck[] = [
  { name: 'Running a Business Is Hard Enough', path: '/', grid: section('problems'), rows: { 1280: [3], 768: [2, 1] } },
  { name: 'Sound Familiar?', path: '/bookkeeping', grid: section('problems'), rows: { 1280: [3], 768: [2, 1] } },
  { name: 'What You Get Every Month', path: '/bookkeeping', grid: section('benefits'), rows: { 1280: [3, 3], 768: [2, 2, 2] } },
  { name: 'Why Outsource Your Payroll?', path: '/payroll', grid: section('outsourcing-benefits'), rows: { 1280: [3, 3], 768: [2, 2, 2] } },
  { name: 'careers: Work That Matters', path: '/careers', grid: section('mission'), rows: { 1280: [3], 768: [2, 1] } },
  // The Benefits tab: health insurance, 401(k) match, paid parental leave.
  { name: 'careers: Benefits and Perks', path: '/careers', grid: section('benefits'), rows: { 1280: [3], 768: [2, 1] } },
  { name: 'careers: Featured Openings', path: '/careers', grid: section('openings'), rows: { 1280: [3], 768: [2, 1] } },
  { name: 'Browse by Topic', path: '/help', grid: section('support-categories'), rows: { 1280: [3], 768: [2, 1] } },
  {
    name: 'As Featured In',
    path: '/press',
    grid: async (page) => {
      const grid = page.getByRole('list', { name: 'Media mentions' });
      // The first six mentions, before 'Show More Mentions'.
      await expect(grid.getByRole('listitem')).toHaveCount(6);
      return grid;
    },
    rows: { 1280: [3, 3], 768: [2, 2, 2] },
  },
  {
    name: 'about: Leadership',
    path: '/about',
    grid: async (page) => {
      const leadership = page.locator('section#team [data-department="Leadership"]');
      await expect(leadership.getByRole('button')).toHaveCount(3);
      return leadership.locator('[data-card-grid]');
    },
    // Portraits stay portrait-sized: at 1280 px the three leaders sit centred, 280 px each.
    rows: { 1280: [3], 768: [3] },
    maxCard: 280,
  },
];

for (const width of [1280, 768] as const) {
  test.describe(`card grids at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 800 : 1024 } });

    for (const check of GRIDS) {
      test(`${check.path} ${check.name}: no empty column, the last row centred`, async ({ page }) => {
        await openPage(page, check.path);
        const grid = await check.grid(page);
        await grid.scrollIntoViewIfNeeded();
        await settleAnimations(page);
        const rows = await gridRows(grid);
        expect(rows.map((row) => row.count)).toEqual(check.rows[width]);
        for (const [index, row] of rows.entries()) {
          // Every row sits in the middle of the grid: a short last row is centred, not left-aligned.
          expect(Math.abs(row.leftGap - row.rightGap), `row ${index + 1} is centred`).toBeLessThanOrEqual(2);
        }
        const [first] = rows;
        const cardsAtMost = check.maxCard !== undefined && first!.widths.every((w) => Math.abs(w - check.maxCard!) <= 1);
        if (!cardsAtMost) {
          // The first row reaches both edges of the grid: no empty column beside it.
          expect(first!.leftGap, 'first row starts at the grid’s left edge').toBeLessThanOrEqual(1.5);
          expect(first!.rightGap, 'first row ends at the grid’s right edge').toBeLessThanOrEqual(1.5);
        }
        if (check.maxCard !== undefined && width === 1280) {
          expect(cardsAtMost, `cards at their ${check.maxCard} px limit`).toBe(true);
          expect(first!.leftGap).toBeGreaterThan(100);
        }
      });
    }
  });
}

test.describe('header menus under the mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [menu, item] of [
    ['Company', 'About Us'],
    ['Resources', 'Blog'],
  ] as const) {
    test(`${menu} opens on hover and closes when the pointer leaves`, async ({ page }) => {
      await openPage(page, '/bookkeeping');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const button = nav.getByRole('button', { name: menu });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      const link = panel.getByRole('link', { name: item, exact: true });
      await expect(link).toBeVisible();
      // Down into the panel, across the gap below the button: it stays open.
      await link.hover();
      await page.waitForTimeout(500);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // Hover opened it, so leaving closes it; the keyboard focus never moved.
      await page.mouse.move(640, 700);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).not.toBeFocused();
    });
  }
});

test.describe("404 'Go Back'", () => {
  test('returns to the page the router came from', async ({ page }) => {
    await openPage(page, '/bookkeeping');
    // An in-app navigation, as a router link makes it (see openPage).
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e-missing', idx: 1 }, '', '/retired-pricing-page');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/bookkeeping$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Whoopsie Boopsie!');
  });

  test("returns to the post whose dead link was followed, a full page load away", async ({ page }) => {
    const slug = `dead-link-${Date.now()}`;
    const content = '<p>Our <a href="/retired-pricing-page">old pricing page</a> has moved.</p>';
    await withPublishedPost({ slug, title: 'A Post With a Retired Link', content, author: 'Link Check' }, async () => {
      await openPage(page, `/blog/${slug}`);
      // A link in a post's content is a plain link: the browser loads the missing page anew.
      await page.getByRole('link', { name: 'old pricing page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeVisible();
      // The host's not-found page is on screen first; its button works once the app runs.
      await appShown(page);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'A Post With a Retired Link' })).toBeVisible();
    });
  });
});

/** The page's AccountingService structured data. */
async function businessData(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'AccountingService');
  expect(business, 'AccountingService structured data').toBeDefined();
  return business!;
}

test.describe('review figures agree wherever they appear', () => {
  // The seed's twenty reviews, all five stars: what every figure must say.
  const COUNT = 20;
  const RATING = '5.0';

  test('the reviews table holds what the pages are expected to say', async () => {
    const { data, error } = await serviceClient().rpc('review_stats');
    expect(error).toBeNull();
    expect(data).toEqual([{ review_count: COUNT, average_rating: 5 }]);
  });

  test('/ says the same in its hero and its structured data', async ({ page }) => {
    await openPage(page, '/');
    const hero = page.locator('[data-section="hero"]');
    await expect(hero.getByRole('link', { name: `rated ${RATING} from ${COUNT} reviews` })).toHaveAttribute('href', '/client-reviews');
    await expect(hero.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(page.getByText('70+')).toHaveCount(0);
    expect(await businessData(page)).toMatchObject({ aggregateRating: { ratingValue: RATING, reviewCount: COUNT } });
  });

  test('/client-reviews says the same in its hero, its summary and its structured data', async ({ page }) => {
    await openPage(page, '/client-reviews');
    const rating = page.getByTestId('review-rating');
    await expect(rating).toContainText(`${RATING} from ${COUNT} reviews`);
    await expect(rating.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(page.getByTestId('review-summary')).toContainText(`Based on ${COUNT} client reviews, the average rating is ${RATING} out of 5`);
    await expect(page.getByText(`Based on all ${COUNT} verified client reviews on this site.`)).toBeVisible();
    await expect(page.getByText('70+')).toHaveCount(0);
    expect(await businessData(page)).toMatchObject({ aggregateRating: { ratingValue: RATING, reviewCount: COUNT } });
  });

  test("/industries/attorneys shows its own clients' reviews only", async ({ page }) => {
    await openPage(page, '/industries/attorneys');
    const reviews = page.locator('[data-section="reviews"]');
    await reviews.scrollIntoViewIfNeeded();
    const list = reviews.getByRole('list', { name: 'Verified client reviews' });
    // The seed's one law-firm review.
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Monica, Family law practice');
    await expect(reviews.getByText('Reviews from the law firms we work with.')).toBeVisible();
    await expect(reviews.getByText(/Plumbing company|Food truck/)).toHaveCount(0);
  });

  test('/industries/logistics, with no reviews of its own yet, says it shows others', async ({ page }) => {
    await openPage(page, '/industries/logistics');
    const reviews = page.locator('[data-section="reviews"]');
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('list', { name: 'Verified client reviews' }).getByRole('listitem')).toHaveCount(6);
    await expect(
      reviews.getByText('We have no published reviews from logistics and trucking companies yet, so here is what our other clients say.'),
    ).toBeVisible();
  });
});

test('the help search answers beside its box and finds W-2', async ({ page }) => {
  await openPage(page, '/help');
  const box = page.getByRole('searchbox', { name: 'Search help articles' });
  await box.fill('W-2');
  await box.press('Enter');
  const status = page.getByRole('status').filter({ hasText: 'found for' });
  await expect(status).toHaveText('1 answer found for “W-2”, shown below.');
  // Beside the box: just below it, within the hero.
  const boxBottom = (await box.boundingBox())!.y + (await box.boundingBox())!.height;
  const statusTop = (await status.boundingBox())!.y;
  expect(statusTop - boxBottom).toBeLessThan(40);
  await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).getByText('When do my employees get their W-2s?')).toBeVisible();
});

test("scrolling to the top puts focus on the page's main heading", async ({ page }) => {
  await openPage(page, '/bookkeeping');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});
