import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { dataPageRoutes } from '../../routes/dataPages.tsx';
import { failingOnce, failure, jsonResponse, requestsFor, stubBackend, type BackendAnswer } from '../../testing/backend.ts';
import { WATERMARK_SIZE } from './TeamPhoto.tsx';
import { TEAM } from './teamFixtures.ts';

/** /about as the shell serves it, its loader reading team_members from the stand-in backend. */
function renderDirectory(teamMembers: BackendAnswer = TEAM) {
  const fetchMock = stubBackend({ 'rpc/team_directory': teamMembers, 'rpc/review_list': [] });
  return { ...renderRemoteRoutes('marketing', dataPageRoutes, '/about'), fetchMock };
}

beforeEach(() => {
  // A failed read is logged; the tests that fail one say so.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** The team's section: the rest of /about has headings of its own. */
const teamSection = () => document.querySelector<HTMLElement>('section#team')!;
const departmentHeadings = () => within(teamSection()).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('TeamDirectory', () => {
  it('shows a spinner while Retry reads again, then only Leadership, in order, inside the #team section', async () => {
    const user = userEvent.setup();
    let resolve!: (response: Response) => void;
    const { container } = renderDirectory(failingOnce(failure('connection refused'), () => new Promise<Response>((r) => (resolve = r))));
    await user.click(await screen.findByRole('button', { name: 'Retry Loading Team' }, { timeout: 5000 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading our team...');
    expect(container.querySelector('section#team')).not.toBeNull();

    await act(async () => resolve(jsonResponse(TEAM)));
    await screen.findByRole('button', { name: /Elena/ }, { timeout: 5000 });
    expect(departmentHeadings()).toEqual(['Leadership']);
    const names = screen.getAllByRole('button', { name: /Founder|Chief/ }).map((b) => b.textContent);
    expect(names).toEqual(['ElenaFounder & CEO', 'MarcusChief Operating Officer']);
    expect(screen.queryByRole('button', { name: /Tomas/ })).toBeNull();
  });

  it("reveals the rest with 'Meet the Rest of Our Team' and hides it with 'Show Less'", async () => {
    const user = userEvent.setup();
    renderDirectory();
    const toggle = await screen.findByRole('button', { name: 'Meet the Rest of Our Team' }, { timeout: 5000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(departmentHeadings()).toEqual(['Leadership', 'Operations', 'Revenue Operations']);
    expect(toggle).toHaveTextContent('Show Less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const operations = screen.getByRole('region', { name: 'Operations' });
    expect(within(operations).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'TomasSenior Bookkeeper',
      'AishaPayroll Specialist',
      'AmirBookkeeper',
    ]);

    await user.click(toggle);
    expect(departmentHeadings()).toEqual(['Leadership']);
    expect(toggle).toHaveTextContent('Meet the Rest of Our Team');
  });

  it('opens a member dialog with photo, team, badges, bio and links; closes by button and backdrop', async () => {
    const user = userEvent.setup();
    renderDirectory();
    const card = await screen.findByRole('button', { name: /Elena/ }, { timeout: 5000 });
    await user.click(card);

    const dialog = screen.getByRole('dialog', { name: 'Elena, Founder & CEO' });
    expect(within(dialog).getByRole('img', { name: 'Portrait of Elena' })).toHaveAttribute('src', '/images/team/elena.webp');
    expect(within(dialog).getByText('Team: Executive')).toBeInTheDocument();
    const advanced = within(dialog).getByRole('img', { name: 'QuickBooks Online Advanced Certified ProAdvisor' });
    expect(advanced).toHaveAttribute('src', '/images/badges/qbo-advanced.svg');
    expect(advanced.closest('a')).toHaveAttribute('href', 'https://proadvisor.example/elena');
    expect(within(dialog).getByRole('img', { name: 'Certified Public Bookkeeper (CPB)' }).closest('a')).toBeNull();
    for (const heading of ['About', 'Experience', 'Hobbies', 'Favorite Foods']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Green chile enchiladas.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Elena on LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/example-elena',
    );
    expect(within(dialog).getByRole('link', { name: /Elena on X \(Twitter\)/ })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: /Elena on QuickBooks ProAdvisor profile/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card).toHaveFocus();

    await user.click(card);
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card).toHaveFocus();

    // A real press on the backdrop (focus moves on mouse down) also leaves focus on the member.
    await user.click(card);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card).toHaveFocus();
  });

  it('shows the error with its reason and retries', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = renderDirectory(failingOnce(failure('connection refused'), () => jsonResponse(TEAM)));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error: Failed to load team members: connection refused');
    expect(console.error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry Loading Team' }));
    expect(await screen.findByRole('button', { name: /Elena/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsFor(fetchMock, 'rpc/team_directory')).toHaveLength(2);
  });

  it('replaces a failed avatar with a tile showing the initial letter', async () => {
    const { container } = renderDirectory();
    const card = await screen.findByRole('button', { name: /Marcus/ }, { timeout: 5000 });
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/team/marcus.webp');
    fireEvent.error(img);
    expect(card.querySelector('img')).toBeNull();
    const tile = card.querySelector('[data-initial-tile]');
    expect(tile).toHaveTextContent('M');
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[data-initial-tile]')).toHaveLength(1);
  });

  it('shows the initial tile in the dialog, named for screen readers, when there is no photo', async () => {
    const user = userEvent.setup();
    renderDirectory(TEAM.map((m) => (m.first_name === 'Marcus' ? { ...m, avatar_url: null } : m)));
    await user.click(await screen.findByRole('button', { name: /Marcus/ }, { timeout: 5000 }));
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Portrait of Marcus' })).toHaveTextContent('M');
  });
});

describe('TeamDirectory content protection', () => {
  it('blocks the context menu, dragging and copying on team images but not clicks or keys', async () => {
    const { container } = renderDirectory();
    const card = await screen.findByRole('button', { name: /Elena/ }, { timeout: 5000 });
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('draggable', 'false');
    expect(fireEvent.contextMenu(img)).toBe(false);
    expect(fireEvent.dragStart(img)).toBe(false);
    expect(fireEvent.copy(card)).toBe(false);
    expect(fireEvent.contextMenu(screen.getByRole('heading', { name: 'Meet Our Team' }))).toBe(true);
    expect(fireEvent.keyDown(card, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(card, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyUp(window, { key: 'PrintScreen' })).toBe(true);
    expect(card.closest('[data-protected-media]')).toBeNull();
    expect(container.querySelector('[data-watermark]')).not.toBeNull();
  });

  it('marks each photo in its bottom corner, small and off the face, not across the picture', async () => {
    renderDirectory();
    const card = await screen.findByRole('button', { name: /Elena/ }, { timeout: 5000 });
    const mark = card.querySelector<HTMLElement>('[data-watermark]')!;
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    const style = getComputedStyle(mark);
    expect(style.position).toBe('absolute');
    expect(style.bottom).toBe('8px');
    expect(style.right).toBe('10px');
    expect(style.height).toBe(`${WATERMARK_SIZE.height}px`);
    expect(style.width).toBe(`${WATERMARK_SIZE.width}px`);
    expect(style.maxWidth).toBe('50%');
    expect(style.backgroundRepeat).toBe('no-repeat');
    // Nothing of the mark joins the card's name or what a visitor copies.
    expect(mark.textContent).toBe('');
    expect(card).toHaveAccessibleName('Elena Founder & CEO');
  });

  it('blurs the team for the chosen 2.5–4 s when the window loses focus or the tab is hidden', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { container } = renderDirectory();
    await screen.findByRole('button', { name: /Elena/ }, { timeout: 5000 });
    vi.useFakeTimers();
    // Read afresh each time: the region may be drawn again once everything has loaded.
    const region = () => container.querySelector('[data-blurred]')!;
    expect(region()).toHaveAttribute('data-blurred', 'false');

    // Under load the directory may still be settling (drawn again once everything has loaded):
    // the window loses focus until the region says so; each blur starts the timer afresh.
    await vi.waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('blur'));
      });
      expect(region()).toHaveAttribute('data-blurred', 'true');
    });
    act(() => vi.advanceTimersByTime(2499));
    expect(region()).toHaveAttribute('data-blurred', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toHaveAttribute('data-blurred', 'false');

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(region()).toHaveAttribute('data-blurred', 'true');
    visibility.mockReturnValue('visible');
    act(() => vi.advanceTimersByTime(2500));
    expect(region()).toHaveAttribute('data-blurred', 'false');

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keyup', { key: 'PrintScreen' }));
    });
    expect(region()).toHaveAttribute('data-blurred', 'true');
  });

  it('keeps the team readable for screen readers while blurred', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { container } = renderDirectory();
    await screen.findByRole('button', { name: /Elena/ }, { timeout: 5000 });
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await waitFor(() => expect(container.querySelector('[data-blurred="true"]')).not.toBeNull());
    expect(container.querySelector('[aria-hidden="true"] button')).toBeNull();
    expect(screen.getByRole('button', { name: /Elena/ })).toBeVisible();
  });
});
