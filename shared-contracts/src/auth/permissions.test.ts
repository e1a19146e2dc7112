// The permission rules of permissions.ts, case by case.
import { describe, expect, it } from 'vitest';
import { canDeletePost, canEditPost, isAdmin, isStaff, isSuperAdmin, isWriter, type Actor } from './permissions.ts';

const ME = '00000000-0000-0000-0000-00000000000a';
const OTHER = '00000000-0000-0000-0000-00000000000b';
const actor = (role: Actor['role'], isAdminFlag = false, suspended = false): Actor => ({
  userId: ME,
  role,
  profile: { is_admin: isAdminFlag, is_suspended: suspended },
});
const mine = { user_id: ME, created_by: OTHER };
const createdByMe = { user_id: OTHER, created_by: ME };
const theirs = { user_id: OTHER, created_by: OTHER };

describe('role checks', () => {
  it('isSuperAdmin is only the super_admin role', () => {
    expect(isSuperAdmin(actor('super_admin'))).toBe(true);
    expect(isSuperAdmin(actor('admin'))).toBe(false);
    expect(isSuperAdmin(actor('writer', true))).toBe(false);
  });
  it('isAdmin is the is_admin flag, or role admin or super_admin', () => {
    expect(isAdmin(actor('admin'))).toBe(true);
    expect(isAdmin(actor('super_admin'))).toBe(true);
    expect(isAdmin(actor('writer', true))).toBe(true);
    expect(isAdmin(actor(null, true))).toBe(true);
    expect(isAdmin(actor('writer'))).toBe(false);
    expect(isAdmin(actor(null))).toBe(false);
  });
  it('isWriter is only the writer role', () => {
    expect(isWriter(actor('writer'))).toBe(true);
    expect(isWriter(actor('admin'))).toBe(false);
  });
  it('suspended users are not staff', () => {
    expect(isStaff(actor('admin', false, true))).toBe(false);
    expect(isStaff(actor('writer'))).toBe(true);
    expect(isStaff(actor(null))).toBe(false);
  });
});

describe('canEditPost', () => {
  it('super admin always', () => expect(canEditPost(actor('super_admin'), theirs)).toBe(true));
  it('admin and writer only their own posts (user_id or created_by)', () => {
    for (const role of ['admin', 'writer'] as const) {
      expect(canEditPost(actor(role), mine)).toBe(true);
      expect(canEditPost(actor(role), createdByMe)).toBe(true);
      expect(canEditPost(actor(role), theirs)).toBe(false);
    }
  });
  it('others never', () => {
    expect(canEditPost(actor(null), mine)).toBe(false);
    expect(canEditPost({ userId: null, role: null, profile: null }, theirs)).toBe(false);
  });
});

describe('canDeletePost', () => {
  it('super admin always', () => {
    expect(canDeletePost(actor('super_admin'), theirs)).toBe(true);
  });
  it('admin and writer only own posts (docs/architecture.md#d35)', () => {
    for (const [role, flag] of [['admin', false], ['writer', false], [null, true]] as const) {
      expect(canDeletePost(actor(role, flag), mine)).toBe(true);
      expect(canDeletePost(actor(role, flag), createdByMe)).toBe(true);
      expect(canDeletePost(actor(role, flag), theirs)).toBe(false);
    }
  });
  it('others never', () => expect(canDeletePost(actor(null), mine)).toBe(false));
});
