import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig, setRuntimeConfig, theme } from '@firm/shared-contracts';
import { AS, IDS, renderAs, type TestActor } from '../../test/renderWithAuth.tsx';
import { UsersPage } from './UsersPage.tsx';
import { USER_TEXT, type UserRow, type UsersApi } from './usersApi.ts';
import { assignableRoles, canChangeSuspension, canManageRole, canRemoveAccount, invitationExpired, newOwnerChoices, roleLabel, userActions, validateInvite } from './userRules.ts';

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
    inviteUser: vi.fn(async () => ({ user_id: 'new', email: 'taylor@example.com', expires_at: '2026-12-01T00:00:00Z' })),
    resendInvitation: vi.fn(async () => ({ user_id: 'u-inv', expires_at: '2026-12-02T20:00:00Z' })),
    listInvitations: vi.fn(async () => []),
    deleteUser: vi.fn(async () => ({ postsMoved: 3 })),
    listUserFactors: vi.fn(async () => [{ id: 'factor-1', status: 'verified' }]),
    removeUserFactor: vi.fn(async () => {}),
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
    expect(await screen.findByText('No users found. Click "Invite user" to get started.')).toBeInTheDocument();
  });
});

describe('invite user', () => {
  it('validates with the spec messages, asks no password, defaults to writer, and reports an existing address', async () => {
    const inviteUser = vi.fn(async () => {
      throw new Error(USER_TEXT.duplicate);
    });
    renderUsers(AS.admin, fakeApi({ inviteUser }));
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite user' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('writer');
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    // An admin may invite writers and admins, not super admins.
    expect(within(within(dialog).getByLabelText('Role')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Writer', 'Admin']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Taylor Test');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'taylor@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(inviteUser).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A user with this email already exists');
    expect(inviteUser).toHaveBeenCalledWith({ full_name: 'Taylor Test', email: 'taylor@example.com', role: 'writer' });
  });

  it('sends the invitation with the chosen role, closes the dialog and lists it as pending', async () => {
    const pending = [
      { user_id: 'u-inv', email: 'taylor@example.com', full_name: 'Taylor Test', role: 'admin', sent_at: '2026-11-28T20:00:00Z', expires_at: '2099-11-28T21:00:00Z' },
    ];
    const listInvitations = vi.fn().mockResolvedValueOnce([]).mockResolvedValue(pending);
    const api = renderUsers(AS.super, fakeApi({ listInvitations }));
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite user' });
    expect(within(within(dialog).getByLabelText('Role')).getAllByRole('option')).toHaveLength(3);
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Taylor Test');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'taylor@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inviteUser).toHaveBeenCalledWith({ full_name: 'Taylor Test', email: 'taylor@example.com', role: 'admin' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Invitation sent to taylor@example.com as Admin. The link works until Nov 30, 2026, 4:00 PM PST.',
    );
    const panel = await screen.findByRole('region', { name: 'Pending invitations' });
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
  });

  it('lists an invited address with the invitations only, not with the accounts', async () => {
    const pending = [
      { user_id: 'u-none', email: 'none@demo.local', full_name: 'Nora Norole', role: 'writer', sent_at: '2026-11-28T20:00:00Z', expires_at: '2099-11-28T21:00:00Z' },
    ];
    renderUsers(AS.admin, fakeApi({ listInvitations: vi.fn(async () => pending) }));
    const panel = await screen.findByRole('region', { name: 'Pending invitations' });
    expect(within(panel).getByText('none@demo.local')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'User list' })).queryByText('none@demo.local')).not.toBeInTheDocument();
    expect(screen.getAllByText('none@demo.local')).toHaveLength(1);
  });

  it('marks an expired invitation and sends it again', async () => {
    const pending = [
      { user_id: 'u-inv', email: 'late@example.com', full_name: 'Lee Late', role: 'writer', sent_at: '2026-11-01T20:00:00Z', expires_at: '2026-11-01T21:00:00Z' },
    ];
    const api = renderUsers(AS.admin, fakeApi({ listInvitations: vi.fn(async () => pending) }));
    const panel = await screen.findByRole('region', { name: 'Pending invitations' });
    const row = (await within(panel).findByText('late@example.com')).closest('tr')!;
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Send the invitation to late@example.com again' }));
    expect(api.resendInvitation).toHaveBeenCalledWith('u-inv');
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent again to late@example.com.');
  });
});

describe('removing accounts (super admins)', () => {
  it('offers delete and two-factor removal to super admins only', async () => {
    renderUsers(AS.super);
    expect(itemsOf(await openMenu(await rowOf('writer@demo.local'), 'Priya Natarajan'))).toEqual([
      'Change role',
      'Remove role',
      'Suspend',
      'Remove two-factor',
      'Delete account',
    ]);
  });

  it('hides them from admins', async () => {
    renderUsers(AS.admin);
    expect(itemsOf(await openMenu(await rowOf('writer@demo.local'), 'Priya Natarajan'))).not.toContain('Delete account');
  });

  it('deletes a user after choosing who receives their posts', async () => {
    const api = renderUsers(AS.super);
    await chooseAction(await rowOf('writer@demo.local'), 'Priya Natarajan', 'Delete account');
    const dialog = screen.getByRole('dialog', { name: 'Delete Priya Natarajan?' });
    const owner = within(dialog).getByLabelText(/^Give their posts to/);
    // Other active staff only: not the user removed, not someone without a role, not a suspended member.
    expect(within(owner).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dana Whitfield', 'Marcus Reyes']);
    await userEvent.selectOptions(owner, IDS.admin);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(api.deleteUser).toHaveBeenCalledWith(IDS.writer, IDS.admin);
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted Priya Natarajan. 3 posts passed to Marcus Reyes.');
  });

  it("shows the database's refusal for the last super admin, and changes nothing", async () => {
    const others = [...USERS, user({ id: 'u-super2', email: 'super2@demo.local', full_name: 'Sam Super', role: 'super_admin' })];
    const deleteUser = vi.fn(async () => {
      throw new Error('The last super admin cannot be removed or demoted');
    });
    const api = renderUsers(AS.super, fakeApi({ listUsers: vi.fn(async () => others), deleteUser }));
    await chooseAction(await rowOf('super2@demo.local'), 'Sam Super', 'Delete account');
    const dialog = screen.getByRole('dialog', { name: 'Delete Sam Super?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete user: The last super admin cannot be removed or demoted');
    expect(api.listUsers).toHaveBeenCalledTimes(1);
  });

  it("removes a user's two-factor, or says they have none", async () => {
    const listUserFactors = vi.fn().mockResolvedValueOnce([{ id: 'factor-1', status: 'verified' }]).mockResolvedValueOnce([]);
    const api = renderUsers(AS.super, fakeApi({ listUserFactors }));
    await chooseAction(await rowOf('writer@demo.local'), 'Priya Natarajan', 'Remove two-factor');
    const dialog = screen.getByRole('dialog', { name: 'Remove two-factor sign-in of Priya Natarajan?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove two-factor' }));
    expect(api.removeUserFactor).toHaveBeenCalledWith(IDS.writer, 'factor-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Removed two-factor sign-in of Priya Natarajan.');
    await chooseAction(await rowOf('writer@demo.local'), 'Priya Natarajan', 'Remove two-factor');
    expect(await screen.findByText(USER_TEXT.noFactor)).toBeInTheDocument();
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
  it('validates an invitation', () => {
    expect(validateInvite({ full_name: '', email: 'a@b.co', role: 'writer' }).summary).toBe(USER_TEXT.required);
    expect(validateInvite({ full_name: 'A', email: 'a@b', role: 'writer' }).summary).toBe('Please enter a valid email address');
    expect(validateInvite({ full_name: 'A', email: 'a@b.co', role: 'writer' }).summary).toBeNull();
  });
  it('limits the full name to 100 characters, counted as Postgres counts them', () => {
    const form = { email: 'a@b.co', role: 'writer' as const };
    // '𠮷' is one character to Postgres but two UTF-16 units to JavaScript's length.
    expect(validateInvite({ ...form, full_name: '𠮷'.repeat(100) })).toEqual({ summary: null, fields: {} });
    expect(validateInvite({ ...form, full_name: 'N'.repeat(101) })).toEqual({
      summary: 'Full name must be at most 100 characters',
      fields: { full_name: 'Full name must be at most 100 characters' },
    });
    // Spaces around the name are not counted: they are trimmed before saving.
    expect(validateInvite({ ...form, full_name: ` ${'N'.repeat(100)} ` }).summary).toBeNull();
  });
  it('lets super admins remove other accounts, and expires invitations at their time', () => {
    expect(canRemoveAccount(actor(AS.super), { id: IDS.writer })).toBe(true);
    expect(canRemoveAccount(actor(AS.super), { id: IDS.super })).toBe(false);
    expect(canRemoveAccount(actor(AS.admin), { id: IDS.writer })).toBe(false);
    const now = new Date('2026-11-28T21:00:00Z');
    expect(invitationExpired({ expires_at: '2026-11-28T21:00:00Z' }, now)).toBe(true);
    expect(invitationExpired({ expires_at: '2026-11-28T21:00:01Z' }, now)).toBe(false);
    expect(newOwnerChoices(USERS, { id: IDS.super }).map((u) => u.id)).toEqual([IDS.admin, IDS.writer]);
  });
});
