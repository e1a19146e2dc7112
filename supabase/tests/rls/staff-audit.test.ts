// Staff accounts (20261129140000_staff_audit_and_removal.sql): the audit trail the database keeps
// for role, suspension, invitation, removal and setting changes; who reads it and that nobody
// changes it; the staff settings; the last super admin; removing a staff account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, openTestDb, type ActorSession, type TestDb } from '../db/harness.ts';

const { super: SUPER, admin: ADMIN, writer: WRITER, writer2: WRITER2 } = USERS;
// Seeded posts of the writer (supabase/seed.sql): one published, one draft.
const WRITER_PUBLISHED = 'b0000000-0000-4000-8000-000000000001';
const WRITER_DRAFT = 'b0000000-0000-4000-8000-000000000009';
const SECOND_SUPER = 'f0000000-0000-4000-8000-000000000031';
const ADD_SECOND_SUPER = `insert into auth.users (id, email) values ('${SECOND_SUPER}', 'second.super@demo.local');
  insert into public.user_roles (user_id, role) values ('${SECOND_SUPER}', 'super_admin');`;

interface AuditRow {
  actor_id: string | null;
  actor_kind: string;
  target_id: string | null;
  action: string;
  details: Record<string, unknown>;
}

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

/** The error a statement raises as the database owner (the actor's claims kept), or null. */
async function ownerError(session: ActorSession, sql: string, params?: unknown[]) {
  await session.query('reset role');
  const attempt = await session.attempt(sql, params);
  return attempt.ok ? null : { code: attempt.error.code, message: attempt.error.message };
}

/** The newest audit event id, read as the owner. */
async function lastId(session: ActorSession): Promise<number> {
  const { rows } = await session.owner<{ id: string | null }>(`select max(id)::text as id from public.audit_events`);
  return Number(rows[0]?.id ?? 0);
}

/** The audit events written after the given id, oldest first, read as the owner. */
async function eventsAfter(session: ActorSession, id: number): Promise<AuditRow[]> {
  const { rows } = await session.owner<AuditRow>(
    `select actor_id, actor_kind, target_id, action, details from public.audit_events where id > $1 order by id`,
    [id],
  );
  return rows;
}

describe('the audit trail records each staff change with its actor', () => {
  it('a role granted, changed and removed by an admin', async () => {
    const events = await db.withActor('admin', async (session) => {
      await session.owner(`delete from public.user_roles where user_id = $1`, [WRITER2.id]);
      const start = await lastId(session);
      await session.query(`insert into user_roles (user_id, role) values ($1, 'writer')`, [WRITER2.id]);
      await session.query(`update user_roles set role = 'admin' where user_id = $1`, [WRITER2.id]);
      await session.query(`delete from user_roles where user_id = $1`, [WRITER2.id]);
      return eventsAfter(session, start);
    });
    const by = { actor_id: ADMIN.id, actor_kind: 'user', target_id: WRITER2.id };
    expect(events).toEqual([
      { ...by, action: 'role_granted', details: { new_role: 'writer' } },
      { ...by, action: 'role_changed', details: { old_role: 'writer', new_role: 'admin' } },
      { ...by, action: 'role_removed', details: { old_role: 'admin' } },
    ]);
  });

  it('a role changed with the secret key is recorded as the service', async () => {
    const events = await db.withActor('service', async (session) => {
      const start = await lastId(session);
      await session.query(`update user_roles set role = 'admin' where user_id = $1`, [WRITER2.id]);
      return eventsAfter(session, start);
    });
    expect(events).toEqual([
      { actor_id: null, actor_kind: 'service', target_id: WRITER2.id, action: 'role_changed', details: { old_role: 'writer', new_role: 'admin' } },
    ]);
  });

  it('a suspension and a reactivation', async () => {
    const events = await db.withActor('admin', async (session) => {
      const start = await lastId(session);
      await session.query(`select set_user_suspension($1, true)`, [WRITER2.id]);
      await session.query(`update profiles set is_suspended = false where id = $1`, [WRITER2.id]);
      return eventsAfter(session, start);
    });
    const by = { actor_id: ADMIN.id, actor_kind: 'user', target_id: WRITER2.id };
    expect(events).toEqual([
      { ...by, action: 'suspended', details: { old_suspended: false, new_suspended: true } },
      { ...by, action: 'reactivated', details: { old_suspended: true, new_suspended: false } },
    ]);
  });

  it('an invitation: recorded with the admin who sent it (Auth marking the user records nothing), the role given on acceptance', async () => {
    const INVITED = 'f0000000-0000-4000-8000-000000000032';
    const result = await db.withActor('anon', async (session) => {
      const start = await lastId(session);
      // Auth marks the invited user from its own connection, with no request claims.
      await session.owner(`reset request.jwt.claims`);
      await session.owner(`insert into auth.users (id, email, invited_at) values ($1, 'invited@demo.local', now())`, [INVITED]);
      await session.owner(`insert into auth.users (id, email) values ('f0000000-0000-4000-8000-000000000033', 'created@demo.local')`);
      const marked = await eventsAfter(session, start);

      // Only the service (the staff-accounts function) records an invitation, naming its sender.
      await session.become('admin');
      const byAdmin = await session.attempt(`select public.record_staff_invitation($1, 'Ivy Invited', 'admin', $2, 3600)`, [INVITED, ADMIN.id]);
      await session.become('service');
      await session.query(`select public.record_staff_invitation($1, 'Ivy Invited', 'admin', $2, 3600)`, [INVITED, ADMIN.id]);
      const pendingRole = await session.owner(`select role from public.user_roles where user_id = $1`, [INVITED]);

      // Auth confirms the address when the invitee opens the invitation's link.
      await session.owner(`reset request.jwt.claims`);
      await session.owner(`update auth.users set email_confirmed_at = now() where id = $1`, [INVITED]);
      const invitation = await session.owner(
        `select role, invited_by, accepted_at is not null as accepted, extract(epoch from expires_at - sent_at)::int as lifetime
           from public.staff_invitations where user_id = $1`,
        [INVITED],
      );
      const role = await session.owner(`select role from public.user_roles where user_id = $1`, [INVITED]);
      return {
        marked,
        byAdmin: byAdmin.ok ? 'allowed' : byAdmin.error.code,
        pendingRole: pendingRole.rows,
        invitation: invitation.rows,
        role: role.rows,
        events: await eventsAfter(session, start),
      };
    });
    expect(result).toEqual({
      marked: [],
      byAdmin: '42501',
      pendingRole: [],
      invitation: [{ role: 'admin', invited_by: ADMIN.id, accepted: true, lifetime: 3600 }],
      role: [{ role: 'admin' }],
      events: [
        { actor_id: ADMIN.id, actor_kind: 'user', target_id: INVITED, action: 'invitation_sent', details: { email: 'invited@demo.local', role: 'admin', resent: false } },
        { actor_id: null, actor_kind: 'system', target_id: INVITED, action: 'role_granted', details: { new_role: 'admin' } },
      ],
    });
  });

  it('staff invitations: admins and super admins read them, writers and visitors do not, nobody writes them', async () => {
    const INVITED = 'f0000000-0000-4000-8000-000000000034';
    const setup = `insert into auth.users (id, email, invited_at) values ('${INVITED}', 'reader@demo.local', now());
      insert into public.staff_invitations (user_id, email, full_name, role, invited_by, expires_at)
      values ('${INVITED}', 'reader@demo.local', 'Reed Reader', 'writer', '${ADMIN.id}', now() + interval '1 hour');`;
    const seen: Record<string, unknown> = {};
    for (const actor of ['anon', 'writer', 'admin', 'super', 'service'] as const) {
      seen[actor] = await db.withActor(
        actor,
        async (session) => {
          const read = await session.attempt(`select email from public.staff_invitations`);
          const written = await session.attempt(`update public.staff_invitations set role = 'super_admin'`);
          const inserted = await session.attempt(
            `insert into public.staff_invitations (user_id, email, full_name, role, expires_at) values ($1, 'x@demo.local', 'X', 'super_admin', now())`,
            [WRITER2.id],
          );
          return {
            read: read.ok ? read.result.rows : read.error.code,
            written: written.ok ? 'allowed' : written.error.code,
            inserted: inserted.ok ? 'allowed' : inserted.error.code,
          };
        },
        setup,
      );
    }
    const refused = { written: '42501', inserted: '42501' };
    expect(seen).toEqual({
      anon: { read: '42501', ...refused },
      writer: { read: [], ...refused },
      admin: { read: [{ email: 'reader@demo.local' }], ...refused },
      super: { read: [{ email: 'reader@demo.local' }], ...refused },
      service: { read: [{ email: 'reader@demo.local' }], ...refused },
    });
  });

  it('a staff setting changed by a super admin, with its old and new value', async () => {
    const result = await db.withActor('super', async (session) => {
      const start = await lastId(session);
      const updated = await session.query(`update staff_settings set require_two_factor_for_admins = true`);
      const row = await session.query(`select require_two_factor_for_admins, updated_by from staff_settings`);
      return { updated: updated.rowCount, row: row.rows, events: await eventsAfter(session, start) };
    });
    expect(result).toEqual({
      updated: 1,
      row: [{ require_two_factor_for_admins: true, updated_by: SUPER.id }],
      events: [
        {
          actor_id: SUPER.id,
          actor_kind: 'user',
          target_id: null,
          action: 'setting_changed',
          details: { setting: 'require_two_factor_for_admins', old_value: false, new_value: true },
        },
      ],
    });
  });
});

describe('staff settings', () => {
  it('are read by staff and changed by super admins only', async () => {
    for (const actor of ['writer', 'admin', 'super'] as const) {
      expect((await db.as(actor, `select require_two_factor_for_admins from staff_settings`)).rows).toEqual([{ require_two_factor_for_admins: false }]);
    }
    expect((await db.as('anon', `select 1 from staff_settings`).catch((error: { code?: string }) => error.code))).toBe('42501');
    expect((await db.as('admin', `update staff_settings set require_two_factor_for_admins = true`)).rowCount).toBe(0);
    expect((await db.as('writer', `update staff_settings set require_two_factor_for_admins = true`)).rowCount).toBe(0);
  });

  it('keep one row: nobody adds or removes one through the API', async () => {
    for (const actor of ['super', 'service'] as const) {
      await expect(db.as(actor, `insert into staff_settings (id) values (true)`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.as(actor, `delete from staff_settings`)).rejects.toMatchObject({ code: '42501' });
    }
  });
});

describe('who reads and changes the audit trail', () => {
  it('a super admin reads it; an admin, a writer and anon do not', async () => {
    expect((await db.as('super', `select count(*)::int as n from audit_events`)).rows[0]).toMatchObject({ n: expect.any(Number) });
    expect(((await db.as('super', `select count(*)::int as n from audit_events`)).rows[0] as { n: number }).n).toBeGreaterThan(0);
    expect((await db.as('admin', `select * from audit_events`)).rowCount).toBe(0);
    expect((await db.as('writer', `select * from audit_events`)).rowCount).toBe(0);
    await expect(db.as('anon', `select * from audit_events`)).rejects.toMatchObject({ code: '42501' });
  });

  it('nobody inserts, updates, deletes or truncates a row through the API, the service role included', async () => {
    for (const actor of ['anon', 'writer', 'admin', 'super', 'service'] as const) {
      await expect(
        db.as(actor, `insert into audit_events (actor_kind, action) values ('system', 'role_granted')`),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(db.as(actor, `update audit_events set details = '{}'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.as(actor, `delete from audit_events`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.as(actor, `truncate audit_events`)).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('and the table refuses updates, deletes and truncation even to its owner', async () => {
    for (const sql of [`update public.audit_events set details = '{}'`, `delete from public.audit_events`, `truncate public.audit_events`]) {
      expect(await db.withActor('anon', (session) => ownerError(session, sql))).toEqual({
        code: '42501',
        message: 'Audit events are never changed or removed',
      });
    }
  });

  it('nobody calls the recording function', async () => {
    for (const actor of ['anon', 'writer', 'admin', 'super', 'service'] as const) {
      await expect(db.as(actor, `select private.record_audit_event('role_granted', null, '{}')`)).rejects.toMatchObject({ code: '42501' });
    }
  });
});

describe('the last super admin', () => {
  const LAST = { code: '42501', message: 'The last super admin cannot be removed or demoted' };

  it('is neither demoted nor removed, even with the secret key or by deleting the account', async () => {
    await expect(db.as('service', `update user_roles set role = 'admin' where user_id = $1`, [SUPER.id])).rejects.toMatchObject(LAST);
    await expect(db.as('service', `delete from user_roles where user_id = $1`, [SUPER.id])).rejects.toMatchObject(LAST);
    expect(await db.withActor('service', (session) => ownerError(session, `delete from auth.users where id = $1`, [SUPER.id]))).toEqual(LAST);
  });

  it('through the API cannot demote themselves, and may demote another super admin', async () => {
    const outcome = await db.withActor(
      'super',
      async (session) => {
        const self = await session.query(`update user_roles set role = 'admin' where user_id = $1`, [SUPER.id]);
        const other = await session.query(`update user_roles set role = 'admin' where user_id = $1`, [SECOND_SUPER]);
        return { self: self.rowCount, other: other.rowCount };
      },
      ADD_SECOND_SUPER,
    );
    expect(outcome).toEqual({ self: 0, other: 1 });
  });
});

describe('removing a staff account', () => {
  it('moves the posts to the new owner with the author name unchanged, suspends the account and records it', async () => {
    const result = await db.withActor('super', async (session) => {
      const before = await session.owner<{ id: string; author: string }>(
        `select id, author from blog_posts where user_id = $1 or created_by = $1 order by id`,
        [WRITER.id],
      );
      const start = await lastId(session);
      const answer = (await session.query<{ r: unknown }>(`select prepare_staff_removal($1, $2) as r`, [WRITER.id, ADMIN.id])).rows[0]?.r;
      const after = await session.owner<{ id: string; author: string; user_id: string; created_by: string }>(
        `select id, author, user_id, created_by from blog_posts where id = any($1::uuid[]) order by id`,
        [before.rows.map((row) => row.id)],
      );
      const suspended = await session.owner(`select is_suspended from profiles where id = $1`, [WRITER.id]);
      const events = await eventsAfter(session, start);
      return { before: before.rows, answer, after: after.rows, suspended: suspended.rows, events };
    });
    expect(result.before.map((row) => row.id)).toEqual(expect.arrayContaining([WRITER_PUBLISHED, WRITER_DRAFT]));
    expect(result.answer).toEqual({ target: WRITER.id, new_owner: ADMIN.id, posts_moved: result.before.length });
    expect(result.after).toEqual(result.before.map((row) => ({ ...row, user_id: ADMIN.id, created_by: ADMIN.id })));
    expect(result.suspended).toEqual([{ is_suspended: true }]);
    expect(result.events).toEqual([
      { actor_id: SUPER.id, actor_kind: 'user', target_id: WRITER.id, action: 'suspended', details: { old_suspended: false, new_suspended: true } },
      { actor_id: SUPER.id, actor_kind: 'user', target_id: WRITER.id, action: 'removal_prepared', details: { new_owner: ADMIN.id, posts_moved: result.before.length } },
    ]);
  });

  it('then deleting the auth user (the service) removes profile and role, keeps the posts, and records it', async () => {
    const result = await db.withActor('super', async (session) => {
      await session.query(`select prepare_staff_removal($1, $2)`, [WRITER.id, ADMIN.id]);
      await session.become('service');
      const start = await lastId(session);
      await session.owner(`delete from auth.users where id = $1`, [WRITER.id]);
      const profile = await session.owner(`select id from profiles where id = $1`, [WRITER.id]);
      const role = await session.owner(`select role from user_roles where user_id = $1`, [WRITER.id]);
      const posts = await session.owner(`select user_id from blog_posts where id in ($1, $2)`, [WRITER_PUBLISHED, WRITER_DRAFT]);
      return { profile: profile.rowCount, role: role.rowCount, posts: posts.rows, events: await eventsAfter(session, start) };
    });
    expect(result.profile).toBe(0);
    expect(result.role).toBe(0);
    expect(result.posts).toEqual([{ user_id: ADMIN.id }, { user_id: ADMIN.id }]);
    const service = { actor_id: null, actor_kind: 'service', target_id: WRITER.id };
    expect(result.events).toEqual(
      expect.arrayContaining([
        { ...service, action: 'role_removed', details: { old_role: 'writer' } },
        { ...service, action: 'account_deleted', details: { email: WRITER.email } },
      ]),
    );
  });

  it('is refused to an admin, to a super admin removing themselves, and for the last super admin', async () => {
    await expect(db.as('admin', `select prepare_staff_removal($1, $2)`, [WRITER.id, ADMIN.id])).rejects.toMatchObject({
      code: '42501',
      message: 'Access denied: only a super admin can remove a staff account',
    });
    await expect(db.as('writer', `select prepare_staff_removal($1, $2)`, [WRITER2.id, WRITER.id])).rejects.toMatchObject({ code: '42501' });
    await expect(db.as('anon', `select prepare_staff_removal($1, $2)`, [WRITER.id, ADMIN.id])).rejects.toMatchObject({ code: '42501' });
    await expect(db.as('super', `select prepare_staff_removal($1, $2)`, [SUPER.id, ADMIN.id])).rejects.toMatchObject({
      code: '42501',
      message: 'You cannot remove your own account',
    });
    await expect(db.as('service', `select prepare_staff_removal($1, $2)`, [SUPER.id, ADMIN.id])).rejects.toMatchObject({
      code: '42501',
      message: 'The last super admin cannot be removed or demoted',
    });
  });

  it('needs an active staff member other than the target as the new owner', async () => {
    await expect(db.as('super', `select prepare_staff_removal($1, $1)`, [WRITER.id])).rejects.toMatchObject({ code: '22023' });
    await expect(db.as('super', `select prepare_staff_removal($1, $2)`, [WRITER.id, USERS.suspended.id])).rejects.toMatchObject({ code: '22023' });
  });

  it('of another super admin is allowed while one remains', async () => {
    const moved = await db.withActor(
      'super',
      async (session) => (await session.query<{ r: { posts_moved: number } }>(`select prepare_staff_removal($1, $2) as r`, [SECOND_SUPER, SUPER.id])).rows[0]?.r,
      ADD_SECOND_SUPER,
    );
    expect(moved).toEqual({ target: SECOND_SUPER, new_owner: SUPER.id, posts_moved: 0 });
  });
});
