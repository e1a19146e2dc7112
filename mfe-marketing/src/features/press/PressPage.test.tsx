import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { storedPicture } from '@firm/shared-contracts/media';
import { dataPageRoutes } from '../../routes/dataPages.tsx';
import { BACKEND_URL, failingOnce, failure, jsonResponse, stubBackend, type BackendAnswer } from '../../testing/backend.ts';
import { mentions, releases } from './pressFixtures.ts';

/** /press as the shell serves it, its loader reading both tables from the stand-in backend. */
async function renderPress(pressReleases: BackendAnswer = releases(6), mediaMentions: BackendAnswer = mentions(14)) {
  stubBackend({ 'rpc/press_release_list': pressReleases, 'rpc/media_mention_list': mediaMentions });
  const view = renderRemoteRoutes('marketing', dataPageRoutes, '/press');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

const mentionCards = () => within(screen.getByRole('list', { name: 'Media mentions' })).getAllByRole('listitem');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PressPage', () => {
  it('sets title, description and canonical', async () => {
    await renderPress();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeInTheDocument();
    expect(document.title).toBe('Press & Media | Silver State Books');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/press');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/press releases/);
    await screen.findByRole('list', { name: 'Latest press releases' });
  });

  it("shows the newest three releases, then the archive after 'View All Releases'", async () => {
    const user = userEvent.setup();
    await renderPress();
    const timeline = await screen.findByRole('list', { name: 'Latest press releases' });
    expect(within(timeline).getAllByRole('button').map((b) => b.textContent)).toEqual(['Release 1', 'Release 2', 'Release 3']);
    expect(within(timeline).getByText('March 10, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Press release archive' })).toBeNull();

    const viewAll = screen.getByRole('button', { name: 'View All Releases' });
    expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewAll);
    const archive = screen.getByRole('list', { name: 'Press release archive' });
    expect(within(archive).getAllByRole('button').map((b) => b.textContent)).toEqual(['Release 4', 'Release 5', 'Release 6']);
    expect(viewAll).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no archive button with three releases or fewer', async () => {
    await renderPress(releases(3));
    await screen.findByRole('list', { name: 'Latest press releases' });
    expect(screen.queryByRole('button', { name: 'View All Releases' })).toBeNull();
  });

  it('opens a release as plain text with its line breaks kept', async () => {
    const user = userEvent.setup();
    const [first] = releases(1);
    await renderPress([{ ...first!, content: 'Line one.\nLine two <b>not bold</b>.\n\nParagraph.' }]);
    await user.click(await screen.findByRole('button', { name: 'Release 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Release 1' });
    const body = within(dialog).getByTestId('release-content');
    expect(body.textContent).toBe('Line one.\nLine two <b>not bold</b>.\n\nParagraph.');
    expect(body.querySelector('b')).toBeNull();
    expect(getComputedStyle(body).whiteSpace).toBe('pre-line');
    expect(within(dialog).getByText('March 10, 2025')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows mentions 6 → 12 → 14 and then no more button', async () => {
    const user = userEvent.setup();
    await renderPress();
    await screen.findByRole('list', { name: 'Media mentions' });
    expect(mentionCards()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show More Mentions' }));
    expect(mentionCards()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Article 7' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show More Mentions' }));
    expect(mentionCards()).toHaveLength(14);
    expect(screen.getByRole('button', { name: 'Article 13' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show More Mentions' })).toBeNull();
  });

  it("says 'Loading mentions...' while Retry reads again, then 'No Features to Show Just Yet' when there are none", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let resolve!: (response: Response) => void;
    await renderPress(undefined, failingOnce(failure('down'), () => new Promise((r) => (resolve = r))));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loading mentions...')).toBeInTheDocument();
    await act(async () => resolve(jsonResponse([])));
    await screen.findByRole('heading', { name: 'No Features to Show Just Yet' });
    expect(screen.getByRole('heading', { name: 'No Features to Show Just Yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More Mentions' })).toBeNull();
  });

  it("shows the publication's logo, or its whole name as a wordmark when it has none", async () => {
    const rows = mentions(2);
    rows[1] = { ...rows[1]!, publication_name: 'Desert Commerce Review', publication_logo_url: '/images/press/dcr.svg' };
    rows[0] = { ...rows[0]!, publication_name: 'KXLV Morning Business Report', publication_logo_url: null };
    const { container } = await renderPress(undefined, rows);
    await screen.findByRole('list', { name: 'Media mentions' });
    const wordmarks = container.querySelectorAll('[data-logo-wordmark]');
    expect(wordmarks).toHaveLength(1);
    // The name in full, never a single letter standing in for it; read once, by the name beside it.
    expect(wordmarks[0]).toHaveTextContent(/^KXLV Morning Business Report$/);
    expect(wordmarks[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Desert Commerce Review logo' })).toHaveAttribute('src', '/images/press/dcr.svg');
  });

  it('shows an uploaded logo at its stored size before the static wordmark file', async () => {
    const rows = mentions(1);
    const logo = storedPicture('outletLogo', 'logos/m1/u1', (path) => `${BACKEND_URL}/storage/v1/object/public/site-media/${path}`, {
      width: 300,
      height: 75,
    });
    // The row as the table holds it: the uploaded logo's folder and size.
    const row = { ...rows[0]!, publication_name: 'Payroll Today', publication_logo_url: '/images/press/payroll-today.svg' };
    const uploaded = { ...row, logo_path: 'logos/m1/u1', logo_width: 300, logo_height: 75 };
    const { container } = await renderPress(undefined, [uploaded]);
    await screen.findByRole('list', { name: 'Media mentions' });
    const img = screen.getByRole('img', { name: 'Payroll Today logo' });
    expect(img.closest('picture')).not.toBeNull();
    expect(img).toHaveAttribute('src', logo.src);
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '75');
    expect(container.querySelector('img[src="/images/press/payroll-today.svg"]')).toBeNull();
    expect(container.querySelector('[data-logo-wordmark]')).toBeNull();
  });

  it('never places a logo that is not a web address or a site path', async () => {
    const [row] = mentions(1);
    const { container } = await renderPress(undefined, [
      { ...row!, publication_name: 'Payroll Today', publication_logo_url: 'javascript:alert(1)' },
    ]);
    await screen.findByRole('list', { name: 'Media mentions' });
    expect(container.querySelector('[data-logo-wordmark]')).toHaveTextContent('Payroll Today');
    expect(screen.queryByRole('img', { name: 'Payroll Today logo' })).toBeNull();
  });

  it('renders a mention snippet as sanitized HTML: markup stays, scripts and handlers do not', async () => {
    const user = userEvent.setup();
    const alertSpy = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = alertSpy;
    const [row] = mentions(1);
    await renderPress(undefined, [
      {
        ...row!,
        snippet_html:
          '<p>Kept <strong>bold</strong></p><script>window.pwned()</script><img src="x" onerror="window.pwned()"><a href="javascript:window.pwned()">bad link</a><a href="https://ok.example">good link</a>',
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Article 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Article 1' });
    const snippet = within(dialog).getByTestId('mention-snippet');
    expect(snippet.querySelector('strong')).toHaveTextContent('bold');
    expect(snippet.querySelector('script')).toBeNull();
    expect(snippet.innerHTML).not.toMatch(/onerror|pwned|javascript:/);
    expect(within(snippet).getByText('bad link')).not.toHaveAttribute('href');
    expect(within(snippet).getByRole('link', { name: 'good link' })).toHaveAttribute('rel', 'noopener noreferrer');
    const img = snippet.querySelector('img');
    if (img) fireEvent.error(img);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('link', { name: /Read the full article on Publication 1/ })).toHaveAttribute(
      'href',
      'https://news.example/1',
    );
  });

  it('logs read failures and offers a retry instead of a blank page', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPress(
      failingOnce(failure('boom'), () => jsonResponse(releases(2))),
      failingOnce(failure('down'), () => jsonResponse(mentions(1))),
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'We couldn’t load our press releases right now. Please try again.',
      'We couldn’t load our media mentions right now. Please try again.',
    ]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('button', { name: 'Try Again' })).toHaveLength(2);
    // Either Retry runs the page's loader again, which reads both parts.
    await user.click(screen.getAllByRole('button', { name: 'Try Again' })[1]!);
    expect(await screen.findByRole('button', { name: 'Release 2' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Article 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links media inquiries to the press contact form and shows the press kit as coming soon', async () => {
    await renderPress();
    expect(screen.getByRole('link', { name: 'Contact Our Press Team' })).toHaveAttribute('href', '/contact?service=press');
    const kit = screen.getByRole('button', { name: 'Download Press Kit' });
    expect(kit).toBeDisabled();
    expect(kit).toHaveAccessibleDescription('Coming Soon');
    await screen.findByRole('list', { name: 'Latest press releases' });
  });
});
