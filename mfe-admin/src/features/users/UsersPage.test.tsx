import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig, setRuntimeConfig, theme } from '@firm/shared-contracts';
import { AS, IDS, renderAs, type TestActor } from '../../test/renderWithAuth.tsx';
import { UsersPage } from './UsersPage.tsx';
import { CreateUserError, USER_TEXT, type UserRow, type UsersApi } from './usersApi.ts';
import { assignableRoles, canChangeSuspension, canManageRole, roleLabel, userActions, validateNewUser } from './userRules.ts';

function user(overrides: Partial<UserRow> & Pick<UserRow, 'id' | 'email' | 'full_name'>): UserRow {
  return {
    avatar_path: null,
    is_admin: false,
    is_suspended: false,
    suspended_at: null,
    suspended_by: null,
    created_at: '2026-01-01T00:00:00Z',
    role: 'writer',
    last_sign_in_at: null,
    banned_until: null,
    ...overrides,
  };
}

const USERS: UserRow[] = [
  user({ id: IDS.super, email: 'super@demo.local', full_name: 'Dana Whitfield', role: 'super_admin' }),
  user({ id: IDS.admin, email: 'admin@demo.local', full_name: 'Marcus Reyes', role: 'admin', is_admin: true }),
  user({ id: IDS.writer, email: 'writer@demo.local', full_name: 'Priya Natarajan' }),
  user({ id: 'u-none', email: 'none@demo.local', full_name: 'Nora Norole', role: null }),
  user({ id: 'u-susp', email: 'suspended@demo.local', full_name: 'Casey Morgan', is_suspended: true, suspended_at: '2025-10-01T15:00:00Z' }),
];

function fakeApi(overrides: Partial<UsersApi> = {}): UsersApi {
  return {
    listUsers: vi.fn(async () => USERS),
    assignRole: vi.fn(async () => {}),
    removeRole: vi.fn(async () => {}),
    setSuspension: vi.fn(async () => {}),
    createUser: vi.fn(async () => ({ id: 'new' })),
    ...overrides,
  };
}

function renderUsers(actor: TestActor, api = fakeApi()) {
  renderAs(actor, <UsersPage api={api} />, { url: '/admin/users' });
  return api;
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;

/** The items of a row's action menu, opened from its "Actions for <name>" button. */
async function openMenu(row: HTMLElement, name: string): Promise<HTMLElement> {
  await userEvent.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu', { name: `Actions for ${name}` });
}

async function chooseAction(row: HTMLElement, name: string, item: string): Promise<void> {
  await userEvent.click(within(await openMenu(row, name)).getByRole('menuitem', { name: item }));
}

const itemsOf = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

describe('users screen', () => {
  it('lists users with the spec columns, role labels and status', async () => {
    renderUsers(AS.admin);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Email', 'Role', 'Status', 'Actions']);
    expect(within(await rowOf('none@demo.local')).getByText('No role')).toBeInTheDocument();
    expect(within(await rowOf('super@demo.local')).getByText('Super Admin')).toBeInTheDocument();
    expect(within(await rowOf('suspended@demo.local')).getByText('Suspended')).toBeInTheDocument();
    expect(within(await rowOf('writer@demo.local')).getByText('Active')).toBeInTheDocument();
  });

  it('shows an uploaded avatar from the project\'s Storage, and the initial for a path that is not the user\'s', async () => {
    setRuntimeConfig(localRuntimeConfig('sb_publishable_test'));
    const withAvatars = USERS.map((row) =>
      row.id === IDS.writer
        ? { ...row, avatar_path: `${IDS.writer}/5f1e.webp` }
        : row.id === IDS.admin
          ? { ...row, avatar_path: 'https://tracker.example/pixel.gif' }
          : row.id === IDS.super
            ? { ...row, avatar_path: `${IDS.writer}/5f1e.webp` }
            : row,
    );
    renderUsers(AS.admin, fakeApi({ listUsers: vi.fn(async () => withAvatars) }));
    const writer = await rowOf('writer@demo.local');
    expect(writer.querySelector('img')?.getAttribute('src')).toBe(`http://localhost:54321/storage/v1/object/public/avatars/${IDS.writer}/5f1e.webp`);
    for (const email of ['admin@demo.local', 'super@demo.local', 'none@demo.local']) {
      const row = await rowOf(email);
      expect(row.querySelector('img'), email).toBeNull();
    }
    expect(within(await rowOf('admin@demo.local')).getByText('M')).toBeInTheDocument();
  });

  it('offers no action on your own account', async () => {
    renderUsers(AS.admin);
    const me = await rowOf('admin@demo.local');
    expect(within(me).queryAllByRole('button')).toHaveLength(0);
    expect(within(me).getByText('Your own account')).toBeInTheDocument();
  });

  it('lets an admin manage writers but not super admins, through one menu per row', async () => {
    renderUsers(AS.admin);
    const superRow = await rowOf('super@demo.local');
    expect(within(superRow).queryAllByRole('button')).toHaveLength(0);
    expect(superRow).toHaveTextContent('Only a super admin can change this user');
    const writer = await rowOf('writer@demo.local');
    // One button per row, whatever the actions.
    expect(within(writer).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Actions for Priya Natarajan']);
    expect(itemsOf(await openMenu(writer, 'Priya Natarajan'))).toEqual(['Change role', 'Remove role', 'Suspend']);
    await userEvent.keyboard('{Escape}');
    expect(itemsOf(await openMenu(await rowOf('none@demo.local'), 'Nora Norole'))).toEqual(['Assign role', 'Suspend']);
    await userEvent.keyboard('{Escape}');
    expect(itemsOf(await openMenu(await rowOf('suspended@demo.local'), 'Casey Morgan'))).toEqual(['Change role', 'Remove role', 'Reactivate']);
  });

  it('offers the super admin role only to super admins, in the inline editor with Save and Cancel', async () => {
    const api = renderUsers(AS.admin);
    const writer = await rowOf('writer@demo.local');
    await chooseAction(writer, 'Priya Natarajan', 'Change role');
    const select = within(writer).getByLabelText('Role for Priya Natarajan');
    expect(select).toHaveFocus();
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Writer', 'Admin']);
    // While the role is being edited, the menu no longer offers role actions.
    expect(itemsOf(await openMenu(writer, 'Priya Natarajan'))).toEqual(['Suspend']);
    await userEvent.keyboard('{Escape}');
    await userEvent.selectOptions(select, 'admin');
    await userEvent.click(within(writer).getByRole('button', { name: 'Save' }));
    expect(api.assignRole).toHaveBeenCalledWith(IDS.writer, 'admin');
    expect(await screen.findByRole('status')).toHaveTextContent('Role set to Admin.');
  });

  it('lets a super admin manage another super admin but still not themselves', async () => {
    const others = [...USERS, user({ id: 'u-super2', email: 'super2@demo.local', full_name: 'Sam Super', role: 'super_admin' })];
    renderUsers(AS.super, fakeApi({ listUsers: vi.fn(async () => others) }));
    expect(within(await rowOf('super@demo.local')).queryAllByRole('button')).toHaveLength(0);
    expect(itemsOf(await openMenu(await rowOf('super2@demo.local'), 'Sam Super'))).toContain('Suspend');
  });

  it('confirms remove, suspend and reactivate with the spec texts', async () => {
    const api = renderUsers(AS.admin);
    await chooseAction(await rowOf('writer@demo.local'), 'Priya Natarajan', 'Remove role');
    expect(screen.getByRole('dialog')).toHaveTextContent("Are you sure you want to remove this user's role?");
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Role' }));
    expect(api.removeRole).toHaveBeenCalledWith(IDS.writer);
    await chooseAction(await rowOf('writer@demo.local'), 'Priya Natarajan', 'Suspend');
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent('Are you sure you want to suspend this user?');
    // Taking access away is confirmed with the danger button; giving it back is not.
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Suspend User' })).toHaveStyle({ backgroundColor: theme.color.red });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.setSuspension).not.toHaveBeenCalled();
    // Focus is back on the row's menu button once the dialog closes.
    expect(within(await rowOf('writer@demo.local')).getByRole('button', { name: 'Actions for Priya Natarajan' })).toHaveFocus();
    await chooseAction(await rowOf('suspended@demo.local'), 'Casey Morgan', 'Reactivate');
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to reactivate this user?');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reactivate User' })).not.toHaveStyle({ backgroundColor: theme.color.red });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reactivate User' }));
    expect(api.setSuspension).toHaveBeenCalledWith('u-susp', false);
  });

  it("reports 'Failed to assign role: {message}'", async () => {
    renderUsers(
      AS.admin,
      fakeApi({
        assignRole: vi.fn(async () => {
          throw new Error('new row violates row-level security policy');
        }),
      }),
    );
    const writer = await rowOf('writer@demo.local');
    await chooseAction(writer, 'Priya Natarajan', 'Change role');
    await userEvent.click(within(writer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to assign role: new row violates row-level security policy');
  });

  it('shows the empty state', async () => {
    renderUsers(AS.admin, fakeApi({ listUsers: vi.fn(async () => []) }));
    expect(await screen.findByText('No users found. Click "Add New User" to get started.')).toBeInTheDocument();
  });
});

describe('add user', () => {
  it('validates with the spec messages, defaults to writer, and reports a duplicate email', async () => {
    const createUser = vi.fn(async () => {
      throw new CreateUserError(USER_TEXT.duplicate);
    });
    renderUsers(AS.admin, fakeApi({ createUser }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('writer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Taylor Test');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'taylor@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Password must be at least 10 characters long');
    expect(createUser).not.toHaveBeenCalled();
    // Nine characters are still too few.
    await userEvent.type(within(dialog).getByLabelText(/^Password/), '6789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Password must be at least 10 characters long');
    expect(createUser).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A user with this email already exists');
    expect(createUser).toHaveBeenCalledWith({ full_name: 'Taylor Test', email: 'taylor@example.com', password: '1234567890', role: 'writer' });
  });

  it('creates the user, closes the dialog and reloads the list', async () => {
    const api = renderUsers(AS.super);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    expect(within(within(dialog).getByLabelText('Role')).getAllByRole('option')).toHaveLength(3);
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Taylor Test');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'taylor@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret-123');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('User taylor@example.com created as Admin.');
    expect(api.listUsers).toHaveBeenCalledTimes(2);
  });
});

describe('user rules', () => {
  const actor = (t: TestActor) => ({ userId: t.id, role: t.role, profile: { is_admin: t.isAdminFlag ?? false, is_suspended: false } });
  it('follows the role grant rules (docs/architecture.md#d7)', () => {
    expect(assignableRoles(actor(AS.admin))).toEqual(['writer', 'admin']);
    expect(assignableRoles(actor(AS.super))).toEqual(['writer', 'admin', 'super_admin']);
    expect(assignableRoles(actor(AS.writer))).toEqual([]);
    expect(canManageRole(actor(AS.admin), { id: IDS.admin, role: 'admin' })).toBe(false);
    expect(canManageRole(actor(AS.admin), { id: IDS.super, role: 'super_admin' })).toBe(false);
    expect(canManageRole(actor(AS.super), { id: 'x', role: 'super_admin' })).toBe(true);
    expect(canManageRole(actor(AS.writer), { id: 'x', role: 'writer' })).toBe(false);
    expect(canChangeSuspension(actor(AS.super), { id: IDS.super, role: 'super_admin' })).toBe(false);
    expect(roleLabel(null)).toBe('No role');
  });
  it('lists the row menu items in order, only those the actor may use', () => {
    const all = { manageRole: true, manageStatus: true, suspended: false, editing: false };
    expect(userActions({ role: 'writer' }, all).map((a) => [a.label, a.danger])).toEqual([
      ['Change role', false],
      ['Remove role', true],
      ['Suspend', true],
    ]);
    expect(userActions({ role: null }, { ...all, suspended: true }).map((a) => a.kind)).toEqual(['role', 'reactivate']);
    expect(userActions({ role: 'admin' }, { ...all, editing: true }).map((a) => a.kind)).toEqual(['suspend']);
    expect(userActions({ role: 'admin' }, { ...all, manageRole: false, manageStatus: false })).toEqual([]);
  });
  it('validates a new user', () => {
    expect(validateNewUser({ full_name: '', email: 'a@b.co', password: 'secret', role: 'writer' }).summary).toBe(USER_TEXT.required);
    expect(validateNewUser({ full_name: 'A', email: 'a@b.co', password: 'short', role: 'writer' }).summary).toBe(USER_TEXT.passwordShort);
    expect(validateNewUser({ full_name: 'A', email: 'a@b.co', password: 'secret-12', role: 'writer' }).summary).toBe(USER_TEXT.passwordShort);
    expect(validateNewUser({ full_name: 'A', email: 'a@b.co', password: 'secret-123', role: 'writer' }).summary).toBeNull();
  });
  it('limits the full name to 100 characters, counted as Postgres counts them', () => {
    const form = { email: 'a@b.co', password: 'secret-123', role: 'writer' as const };
    // '𠮷' is one character to Postgres but two UTF-16 units to JavaScript's length.
    expect(validateNewUser({ ...form, full_name: '𠮷'.repeat(100) })).toEqual({ summary: null, fields: {} });
    expect(validateNewUser({ ...form, full_name: 'N'.repeat(101) })).toEqual({
      summary: 'Full name must be at most 100 characters',
      fields: { full_name: 'Full name must be at most 100 characters' },
    });
    // Spaces around the name are not counted: they are trimmed before saving.
    expect(validateNewUser({ ...form, full_name: ` ${'N'.repeat(100)} ` }).summary).toBeNull();
  });
});
