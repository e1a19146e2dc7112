import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AS, IDS, renderAs } from '../../test/renderWithAuth.tsx';
import { AUDIT_PAGE_SIZE, describeAction, type AuditApi, type AuditEvent } from './auditApi.ts';
import { AuditTrailPage } from './AuditTrailPage.tsx';

const GONE = 'c0000000-0000-4000-8000-0000000000cc';

function event(overrides: Partial<AuditEvent> & Pick<AuditEvent, 'action'>): AuditEvent {
  return { id: 1, occurred_at: '2026-11-28T20:05:00Z', actor_id: IDS.super, actor_kind: 'user', target_id: IDS.writer, details: {}, ...overrides };
}

const NAMES = { [IDS.super]: 'Dana Whitfield', [IDS.writer]: 'Priya Natarajan', [IDS.admin]: 'Marcus Reyes' };

describe('audit trail', () => {
  it('shows who did what to whom, newest first, by name, in the firm time zone', async () => {
    const events = [
      event({ id: 5, action: 'account_deleted', target_id: GONE, details: { email: 'gone@example.com' } }),
      event({ id: 4, action: 'setting_changed', target_id: null, details: { setting: 'require_two_factor_for_admins', old_value: false, new_value: true } }),
      event({ id: 3, action: 'invitation_sent', actor_id: GONE, details: { email: 'priya@example.com' } }),
      event({ id: 2, action: 'role_changed', actor_id: null, actor_kind: 'system', details: { old_role: 'writer', new_role: 'admin' } }),
    ];
    const api: AuditApi = { loadAuditPage: vi.fn(async () => ({ events, total: events.length, names: NAMES })) };
    renderAs(AS.super, <AuditTrailPage api={api} />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Nov 28, 2026, 12:05 PM PST', 'Dana Whitfield', 'Account deleted', 'deleted user (gone@example.com)'],
      ['Nov 28, 2026, 12:05 PM PST', 'Dana Whitfield', 'Setting “Require two-factor sign-in for admins” turned on', '—'],
      ['Nov 28, 2026, 12:05 PM PST', 'deleted user', 'Invitation sent', 'Priya Natarajan'],
      ['Nov 28, 2026, 12:05 PM PST', 'the system', 'Role changed from Writer to Admin', 'Priya Natarajan'],
    ]);
    expect(api.loadAuditPage).toHaveBeenCalledWith(0);
    expect(screen.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
  });

  it('pages through older events', async () => {
    const api: AuditApi = {
      loadAuditPage: vi.fn(async (page: number) => ({ events: [event({ id: 100 - page, action: page === 0 ? 'suspended' : 'reactivated' })], total: AUDIT_PAGE_SIZE + 1, names: NAMES })),
    };
    renderAs(AS.super, <AuditTrailPage api={api} />);
    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Account reactivated')).toBeInTheDocument();
    expect(api.loadAuditPage).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('words every action', () => {
    const words = (action: string, details = {}) => describeAction(event({ action, details }), NAMES);
    expect(words('role_granted', { new_role: 'super_admin' })).toBe('Role given: Super Admin');
    expect(words('role_removed', { old_role: 'admin' })).toBe('Role removed (was Admin)');
    expect(words('factor_removed')).toBe('Two-factor sign-in removed');
    expect(words('removal_prepared', { new_owner: IDS.admin, posts_moved: 1 })).toBe('Prepared for deletion: 1 post passed to Marcus Reyes');
  });
});
