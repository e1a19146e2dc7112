// The pages that read the firm's data, against the real local backend and its seed: the team
// directory on /about (and /about#team), the newsroom and media mentions on /press, and the
// review summary and client testimonials (written quotes, and videos where there are real ones) on
// /client-reviews.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';
import { appShown, settleAnimations } from '../support/publicRoutes.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  // Cards fade in; contrast is judged once the app has taken over from the rendered copy (its
  // cards fade in again) and their entrance animations have finished.
  await appShown(page);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

async function rowCount(table: string): Promise<number> {
  const { count, error } = await serviceClient().from(table).select('id', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/**
 * Runs `check` while one testimonial has a real video (the seed's have none, only quotes): the
 * home hero's own clip and poster, which the site serves, first in the order. Removed after.
 */
async function withVideoTestimonial(check: () => Promise<void>): Promise<void> {
  const admin = serviceClient();
  const { data, error } = await admin
    .from('video_reviews')
    .insert({
      client_first_name: 'Lee',
      client_title: 'Owner, Desert Bloom Florist',
      review_date: '2025-10-01',
      quote: 'Payroll used to take my Sundays.',
      video_url: '/assets/home/hero.mp4',
      thumbnail_url: '/assets/home/hero-poster.webp',
      sort_order: 0,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  try {
    await check();
  } finally {
    await admin.from('video_reviews').delete().eq('id', data.id);
  }
}

test.describe('/about team directory', () => {
  test('shows Leadership first, then the rest after "Meet the Rest of Our Team"', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/^About Us \|/);
    const team = page.locator('section#team');
    await expect(team.getByRole('heading', { level: 3, name: 'Leadership' })).toBeVisible();
    await expect(team.getByRole('button', { name: /^Elena/ })).toBeVisible();
    await expect(team.getByRole('button', { name: /^Marcus/ })).toBeVisible();
    await expect(team.getByRole('button', { name: /^Renee/ })).toBeVisible();
    await expect(team.getByRole('heading', { level: 3, name: 'Operations' })).toHaveCount(0);
    await expect(team.getByRole('button', { name: /^Tomas/ })).toHaveCount(0);

    const toggle = team.getByRole('button', { name: /^(Meet the Rest of Our Team|Show Less)$/ });
    await expect(toggle).toHaveText('Meet the Rest of Our Team');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Leadership', 'Operations', 'Revenue Operations']);
    await expect(team.getByRole('button', { name: /^Tomas/ })).toBeVisible();
    await expect(team.getByRole('button', { name: /^Omar/ })).toBeVisible();
    await expect(toggle).toHaveText('Show Less');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await toggle.click();
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Leadership']);
    await expect(toggle).toHaveText('Meet the Rest of Our Team');
  });

  test('opens a member with photo, badges, bio and links; closes by button and backdrop', async ({ page }) => {
    await page.goto('/about');
    const card = page.locator('section#team').getByRole('button', { name: /^Elena/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Elena, Founder & CEO' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Portrait of Elena' })).toBeVisible();
    await expect(dialog.getByText('Team: Executive')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'QuickBooks Online Advanced Certified ProAdvisor' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Favorite Foods' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Elena on LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    // Closing by the backdrop returns focus to the member who was opened, as the button does.
    await expect(card).toBeFocused();
  });

  test('team photos refuse the context menu and hide in print; the keyboard still works', async ({ page }) => {
    await page.goto('/about');
    await appShown(page);
    const card = page.locator('section#team').getByRole('button', { name: /^Elena/ });
    await expect(card).toBeVisible();
    const prevented = await card.locator('[data-team-photo]').evaluate((el) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      return !el.dispatchEvent(event);
    });
    expect(prevented).toBe(true);
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Elena, Founder & CEO' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.emulateMedia({ media: 'print' });
    await expect(card.locator('[data-team-photo]')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  test('/about#team scrolls to the team section once it has loaded', async ({ page }) => {
    await page.goto('/about#team');
    const team = page.locator('section#team');
    await expect(team.getByRole('button', { name: /^Elena/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect
      .poll(async () => Math.round((await team.boundingBox())?.y ?? -1))
      .toBeLessThanOrEqual(120);
    const top = (await team.boundingBox())?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(-2);
    await expect(team.getByRole('heading', { name: 'Meet Our Team' })).toBeInViewport();
  });
});

test.describe('/press', () => {
  test('shows the newest three releases, then all with "View All Releases"', async ({ page }) => {
    const total = await rowCount('press_releases');
    await page.goto('/press');
    await expect(page).toHaveTitle(/^Press & Media \|/);
    const timeline = page.getByRole('list', { name: 'Latest press releases' });
    await expect(timeline.getByRole('listitem')).toHaveCount(Math.min(3, total));
    await expect(timeline.getByRole('listitem').first()).toContainText(
      'Silver State Books Named a Top Small Business Service Provider in Southern Nevada',
    );
    await expect(timeline.getByRole('listitem').first()).toContainText('September 22, 2025');
    await expect(page.getByRole('list', { name: 'Press release archive' })).toHaveCount(0);

    await page.getByRole('button', { name: 'View All Releases' }).click();
    await expect(page.getByRole('list', { name: 'Press release archive' }).getByRole('listitem')).toHaveCount(total - 3);

    await page.getByRole('button', { name: 'Silver State Books Opens Its Doors to Las Vegas Small Businesses' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('release-content')).toHaveCSS('white-space', 'pre-line');
    await expect(dialog.getByTestId('release-content')).toContainText('"Most owners we meet');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('shows mentions 6 → 12 → all with "Show More Mentions"', async ({ page }) => {
    const total = await rowCount('media_mentions');
    expect(total).toBeGreaterThan(12);
    await page.goto('/press');
    const grid = page.getByRole('list', { name: 'Media mentions' });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    const more = page.getByRole('button', { name: 'Show More Mentions' });
    await more.click();
    await expect(grid.getByRole('listitem')).toHaveCount(12);
    await more.click();
    await expect(grid.getByRole('listitem')).toHaveCount(total);
    await expect(more).toHaveCount(0);

    // Seed mentions carry their outlets' wordmarks, files the site serves itself, and each one loads.
    const logo = grid.getByRole('img', { name: 'Silver State Business Journal logo' }).first();
    await expect(logo).toHaveAttribute('src', '/images/press/silver-state-business-journal.svg');
    await expect(grid.locator('[data-logo-wordmark]')).toHaveCount(0);
    for (const img of await grid.getByRole('img', { name: / logo$/ }).all()) {
      await img.scrollIntoViewIfNeeded();
      // A file that failed would have been swapped for the inline placeholder (data-placeholder).
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && !el.dataset.placeholder))
        .toBe(true);
    }

    await grid.getByRole('button', { name: 'The Best Free Tools for Small Employers' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Best Free Tools for Small Employers' });
    await expect(dialog.getByTestId('mention-snippet').getByRole('link', { name: 'net pay calculator' })).toHaveAttribute(
      'href',
      '/tools/netpay-calculator',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('links media inquiries to the press contact form; the press kit is coming soon', async ({ page }) => {
    await page.goto('/press');
    await expect(page.getByRole('link', { name: 'Contact Our Press Team' })).toHaveAttribute('href', '/contact?service=press');
    await expect(page.getByRole('button', { name: 'Download Press Kit' })).toBeDisabled();
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  });

  test('a mention snippet with script, handler and javascript: payloads executes nothing', async ({ page }) => {
    const admin = serviceClient();
    const title = `XSS check ${Date.now()}`;
    const { data, error } = await admin
      .from('media_mentions')
      .insert({
        publication_name: 'Payload Weekly',
        publication_logo_url: null,
        article_title: title,
        article_url: 'https://payload.example/article',
        snippet_html:
          '<p>Safe <strong>text</strong></p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">click</a><svg onload="window.__xss = 4"></svg>',
        mention_date: '2099-01-01',
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    try {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto('/press');
      await page.getByRole('button', { name: title }).click();
      const snippet = page.getByRole('dialog', { name: title }).getByTestId('mention-snippet');
      await expect(snippet.locator('strong')).toHaveText('text');
      await snippet.getByText('click').click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await snippet.evaluate((el) => el.innerHTML)).not.toMatch(/onerror|onload|javascript:|<script/i);
      expect(dialogs).toEqual([]);
    } finally {
      await admin.from('media_mentions').delete().eq('id', data.id);
    }
  });
});

test.describe('/client-reviews', () => {
  test('shows each seeded testimonial as a written quote, with no picture posing as a video', async ({ page }) => {
    const total = await rowCount('video_reviews');
    await page.goto('/client-reviews');
    await expect(page).toHaveTitle(/^Client Reviews \|/);
    await expect(page.getByRole('heading', { level: 2, name: 'In Their Own Words' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Client testimonials' });
    await expect(grid.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(total);
    await expect(grid.getByRole('heading', { level: 3 }).first()).toHaveText('Javier');
    const javier = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Javier' }) });
    await expect(javier.locator('blockquote')).toContainText('nine months behind');
    await expect(javier.getByText('Owner, Azteca Mobile Tire')).toBeVisible();
    await expect(javier.getByText('May 20, 2025')).toBeVisible();
    await expect(grid.getByRole('list', { name: 'Services used by Javier' })).toContainText('Monthly Bookkeeping');
    await expect(grid.locator('blockquote')).toHaveCount(total);
    await expect(grid.getByRole('button')).toHaveCount(0);
    await expect(grid.locator('img')).toHaveCount(0);
  });

  test('plays a testimonial that has a real video, with its poster, and closes the player', async ({ page }) => {
    await withVideoTestimonial(async () => {
      await page.goto('/client-reviews');
      const grid = page.getByRole('list', { name: 'Client testimonials' });
      const play = grid.getByRole('button', { name: 'Play video testimonial from Lee, Owner, Desert Bloom Florist' });
      await expect(play.locator('img')).toHaveAttribute('src', '/assets/home/hero-poster.webp');
      await play.click();
      const dialog = page.getByRole('dialog', { name: /Video testimonial from Lee/ });
      const player = dialog.locator('video');
      await expect(player).toHaveAttribute('src', '/assets/home/hero.mp4');
      await expect(player).toHaveAttribute('poster', '/assets/home/hero-poster.webp');
      await expect(player).toHaveAttribute('controls', '');
      await dialog.getByRole('button', { name: 'Close video' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(play).toBeFocused();

      await play.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('shows the verified reviews widget', async ({ page }) => {
    await page.goto('/client-reviews');
    await appShown(page);
    const section = page.locator('[data-section="verified-reviews"]');
    await expect(section.getByRole('status')).toHaveText('Loading verified client reviews…');
    // The widget starts once a tenth of it is on screen.
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('list', { name: 'Verified client reviews' }).getByRole('listitem').first()).toBeVisible();
  });

  const DEVOPS = 'Our Development Operations team has been notified and is working to resolve this quickly.';
  const summaryCases: Array<{
    name: string;
    respond: (page: Page) => Promise<unknown>;
    text: string;
    error: boolean;
  }> = [
    {
      name: 'an API error field',
      respond: (page) =>
        page.route('**/functions/v1/summarize-reviews?t=*', (route) =>
          route.fulfill({ json: { tldr: null, error: 'Summary is being refreshed.', meta: { error: 'x', isAiGenerated: false, reviewCount: 0 } } }),
        ),
      text: 'Summary is being refreshed.',
      error: true,
    },
    {
      name: 'a non-JSON answer',
      respond: (page) =>
        page.route('**/functions/v1/summarize-reviews?t=*', (route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
        ),
      text: 'The review summary service is currently unavailable. Please check back later.',
      error: true,
    },
    {
      name: 'a non-OK status',
      respond: (page) =>
        page.route('**/functions/v1/summarize-reviews?t=*', (route) => route.fulfill({ status: 500, json: { error: 'boom' } })),
      text: 'Unable to load the review summary. Our team has been notified.',
      error: true,
    },
    {
      name: 'a network failure',
      respond: (page) => page.route('**/functions/v1/summarize-reviews?t=*', (route) => route.abort('connectionrefused')),
      text: 'An unexpected error occurred while loading the summary.',
      error: true,
    },
  ];

  for (const { name, respond, text, error } of summaryCases) {
    test(`review summary with ${name}`, async ({ page }) => {
      await respond(page);
      await page.goto('/client-reviews');
      await appShown(page);
      const section = page.locator('[data-section="review-summary"]');
      await expect(section.getByText(text, { exact: true })).toBeVisible();
      await expect(section.getByText(DEVOPS)).toHaveCount(error ? 1 : 0);
    });
  }

  // Faults are injected above only for the error states; the summary itself is the real
  // function's, computed from the stored reviews (functions-in-deno.spec.ts checks its text). The
  // fallback warning is for developers: the site is served as production builds, whose console
  // stays free of it (reviewSummary.ts, warnsOfFallback).
  test('the summary computed without an AI provider is shown, with no console warning in production', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/client-reviews');
    await appShown(page);
    await expect(page.locator('[data-summary-state]')).toHaveAttribute('data-summary-state', 'success');
    await expect(page.getByTestId('review-summary')).toContainText('Based on 20 client reviews');
    await expect(page.getByText('Based on all 20 verified client reviews on this site.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(warnings.filter((w) => w.includes('Review summary'))).toEqual([]);
  });
});

test.describe('expanded states and dialogs pass axe (WCAG 2.1 AA)', () => {
  test('/about with the whole team shown and a member open', async ({ page }) => {
    await page.goto('/about');
    const team = page.locator('section#team');
    await team.getByRole('button', { name: 'Meet the Rest of Our Team' }).click();
    await expect(team.getByRole('heading', { level: 3, name: 'Revenue Operations' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await team.getByRole('button', { name: /^Omar/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/press with the archive and a release open', async ({ page }) => {
    await page.goto('/press');
    await page.getByRole('button', { name: 'View All Releases' }).click();
    await page.getByRole('button', { name: 'Show More Mentions' }).click();
    await expect(page.getByRole('list', { name: 'Press release archive' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('list', { name: 'Press release archive' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/client-reviews with the quotes, then with the player open', async ({ page }) => {
    await withVideoTestimonial(async () => {
      await page.goto('/client-reviews');
      await expect(page.getByRole('list', { name: 'Client testimonials' }).locator('blockquote').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /Play video testimonial from Lee/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
