// The Content screen over a stand-in API: tabs per kind, the list in the public order with its
// moves, Shown switch and Delete with a confirmation, the form with its messages per field and
// its preview; writers are neither offered the screen nor let through its route.
import { isValidElement, type ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { routes } from '../../routes.tsx';
import { navItemsFor } from '../shell/navigation.ts';
import type { ContentApi } from './contentApi.ts';
import type { ContentRow } from './contentForm.ts';
import { CONTENT_TEXT, ContentPage } from './ContentPage.tsx';

const TEAM: ContentRow[] = [
  { id: 't2', shown: true, first_name: 'Marcus', title: 'Payroll Lead', department: 'Leadership', sort_order: 20, about: 'Runs payroll.', badges: [] },
  { id: 't1', shown: true, first_name: 'Elena', title: 'Founder', department: 'Leadership', sort_order: 10, about: 'Founded the firm.', badges: [] },
  { id: 't3', shown: false, first_name: 'Aisha', title: 'Bookkeeper', department: 'Bookkeeping', sort_order: 10, about: null, badges: [] },
];

function fakeApi(rows: ContentRow[] = TEAM, overrides: Partial<ContentApi> = {}): ContentApi {
  return {
    loadEntries: vi.fn(async () => rows),
    createEntry: vi.fn(async (_kind, values) => ({ id: 'new', shown: true, ...values }) as ContentRow),
    updateEntry: vi.fn(async (_kind, id, values) => ({ ...rows.find((row) => row.id === id), ...values }) as ContentRow),
    deleteEntry: vi.fn(async () => {}),
    reorderEntries: vi.fn(async () => {}),
    ...overrides,
  };
}

function renderPage(api: ContentApi, url = '/admin/content/team') {
  return renderAs(AS.admin, <ContentPage api={api} />, { path: '/admin/content/:kind?', url });
}

const entry = (name: string) => screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;

describe('ContentPage', () => {
  it('offers a tab per kind and lists the team grouped by department in the public order', async () => {
    renderPage(fakeApi());
    const tabs = screen.getByRole('navigation', { name: 'Kinds of content' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Team', 'Press releases', 'Media mentions', 'Reviews', 'Video reviews']);
    expect(within(tabs).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list', { name: 'Team' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.trim())).toEqual(['Aisha Hidden', 'Elena', 'Marcus']);
  });

  it('moves a member up with the button, saving the whole order at once, and keeps focus on the member', async () => {
    const api = fakeApi();
    renderPage(api);
    await screen.findByRole('list', { name: 'Team' });
    expect(screen.getByRole('button', { name: 'Move Elena up' })).toBeDisabled();
    // Aisha is alone in Bookkeeping: no move crosses a department.
    expect(screen.getByRole('button', { name: 'Move Aisha down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Marcus up' }));
    expect(api.reorderEntries).toHaveBeenCalledWith(expect.objectContaining({ id: 'team' }), ['t3', 't2', 't1']);
    expect(await screen.findByRole('status')).toHaveTextContent(CONTENT_TEXT.moved('Marcus', 'up'));
  });

  it('moves a member with Alt+ArrowDown from the keyboard', async () => {
    const api = fakeApi();
    renderPage(api);
    await screen.findByRole('list', { name: 'Team' });
    screen.getByRole('button', { name: 'Edit Elena' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(api.reorderEntries).toHaveBeenCalledWith(expect.objectContaining({ id: 'team' }), ['t3', 't2', 't1']);
  });

  it('hides a member with the Shown switch', async () => {
    const api = fakeApi();
    renderPage(api);
    await screen.findByRole('list', { name: 'Team' });
    await userEvent.click(within(entry('Elena')).getByRole('switch', { name: 'Show Elena on the site' }));
    expect(api.updateEntry).toHaveBeenCalledWith(expect.objectContaining({ id: 'team' }), 't1', { shown: false });
    expect(await screen.findByRole('status')).toHaveTextContent(CONTENT_TEXT.shown('Elena', false));
  });

  it('deletes only after the confirmation', async () => {
    const api = fakeApi();
    renderPage(api);
    await screen.findByRole('list', { name: 'Team' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Marcus' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete “Marcus”?' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteEntry).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Marcus' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete team member' }));
    expect(api.deleteEntry).toHaveBeenCalledWith(expect.objectContaining({ id: 'team' }), 't2');
  });

  it('edits a bio with the preview following, and saves it', async () => {
    const api = fakeApi();
    renderPage(api);
    await screen.findByRole('list', { name: 'Team' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Elena' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Edit team member: Elena' });
    await waitFor(() => expect(heading).toHaveFocus());
    const bio = screen.getByLabelText('Bio');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Twenty years of books.');
    const preview = screen.getByRole('figure', { name: 'Preview of the team member' });
    expect(within(preview).getByText('Twenty years of books.')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'About' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save team member' }));
    expect(api.updateEntry).toHaveBeenCalledWith(expect.objectContaining({ id: 'team' }), 't1', expect.objectContaining({ about: 'Twenty years of books.', shown: true }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTENT_TEXT.saved('Elena', '/about'));
  });

  it('ties each error to its field and focuses the first one', async () => {
    const api = fakeApi();
    renderPage(api);
    await screen.findByRole('list', { name: 'Team' });
    await userEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    await userEvent.type(screen.getByLabelText('LinkedIn profile'), 'http://linkedin.com/in/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save team member' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter the name.'));
    expect(screen.getByRole('textbox', { name: 'LinkedIn profile' })).toHaveAccessibleDescription(
      expect.stringContaining('LinkedIn profile must be a full address starting with https://.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(api.createEntry).not.toHaveBeenCalled();
  });

  it('creates a member at the end of their department', async () => {
    const api = fakeApi();
    renderPage(api);
    await screen.findByRole('list', { name: 'Team' });
    await userEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Jo');
    await userEvent.type(screen.getByRole('textbox', { name: /^Department/ }), 'Leadership');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enrolled Agent (EA)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save team member' }));
    expect(api.createEntry).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'team' }),
      expect.objectContaining({ first_name: 'Jo', department: 'Leadership', sort_order: 30, shown: true, badges: [{ badge_image: '/images/badges/ea.svg', has_proadvisor_link: false }] }),
    );
  });

  it('shows the database’s refusal under the field it names', async () => {
    const api = fakeApi(TEAM, {
      updateEntry: vi.fn(async () => {
        throw new Error('new row for relation "team_members" violates check constraint "team_members_title_length"');
      }),
    });
    renderPage(api);
    await screen.findByRole('list', { name: 'Team' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Elena' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save team member' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true'));
  });

  it('lists press releases newest first, without moves', async () => {
    const api = fakeApi([
      { id: 'p1', shown: true, title: 'Opening', release_date: '2022-03-14', content: 'x' },
      { id: 'p2', shown: true, title: 'Payroll packages', release_date: '2023-02-06', content: 'y' },
    ]);
    renderPage(api, '/admin/content/press');
    const list = await screen.findByRole('list', { name: 'Press releases' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.trim())).toEqual(['Payroll packages', 'Opening']);
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });
});

describe('who reaches Content', () => {
  it('is in the navigation of admins and super admins, never of writers', () => {
    const actor = (role: 'admin' | 'super_admin' | 'writer') => ({ userId: 'u1', role, profile: { is_admin: role !== 'writer', is_suspended: false } });
    const labels = (role: 'admin' | 'super_admin' | 'writer') => navItemsFor(actor(role)).map((item) => item.label);
    expect(labels('admin')).toContain('Content');
    expect(labels('super_admin')).toContain('Content');
    expect(labels('writer')).not.toContain('Content');
  });

  it('is a route behind the admin guard', () => {
    /** The access levels of the guards above the route with this path. */
    const guardsAbove = (list: RouteObject[], path: string, guards: string[] = []): string[] | null => {
      for (const route of list) {
        const element = route.element as ReactElement<{ access?: string }> | undefined;
        const here = isValidElement(element) && element.props.access ? [...guards, element.props.access] : guards;
        if (route.path === path) return here;
        const found = route.children ? guardsAbove(route.children, path, here) : null;
        if (found) return found;
      }
      return null;
    };
    expect(guardsAbove(routes, 'content/:kind?')).toEqual(['staff', 'admin']);
  });
});
