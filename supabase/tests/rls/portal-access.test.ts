// portal_access(uid): what the account-status function tells a user the portal turned away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, openTestDb, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const NO_ROLE = 'f0000000-0000-4000-8000-0000000000a1';
const FLAG_ONLY = 'f0000000-0000-4000-8000-0000000000a2';
const NEW_USERS = `
  insert into auth.users (id, email) values ('${NO_ROLE}', 'no.role@demo.local'), ('${FLAG_ONLY}', 'flag.only@demo.local');
  update public.profiles set is_admin = true where id = '${FLAG_ONLY}';
`;

describe('portal_access', () => {
  it('says staff, suspended or none, from the role and the suspension; an admin flag set without a role is no staff', async () => {
    const rows = await db.withActor(
      'service',
      (session) =>
        session.query<{ id: string; access: string }>(
          `select id, public.portal_access(id) as access from unnest($1::uuid[]) as id`,
          [[USERS.writer.id, USERS.admin.id, USERS.suspended.id, NO_ROLE, FLAG_ONLY]],
        ),
      NEW_USERS,
    );
    // The flag follows the roles (20261128180000_admin_flag_follows_roles.sql): setting it alone does nothing.
    expect(rows.rows.map((row) => row.access)).toEqual(['staff', 'staff', 'suspended', 'none', 'none']);
  });

  it('says suspended as soon as an admin suspends a writer', async () => {
    const access = await db.withActor('admin', async (session) => {
      await session.query(`select public.set_user_suspension($1, true)`, [USERS.writer2.id]);
      return (await session.owner<{ access: string }>(`select public.portal_access($1) as access`, [USERS.writer2.id])).rows;
    });
    expect(access).toEqual([{ access: 'suspended' }]);
  });

  it('cannot be asked by visitors or signed-in users, who could probe who is suspended', async () => {
    for (const actor of ['anon', 'writer', 'admin', 'super'] as const) {
      const outcome = await db.withActor(actor, async (session) => {
        const attempt = await session.attempt(`select public.portal_access($1)`, [USERS.suspended.id]);
        return attempt.ok ? 'answered' : attempt.error.code;
      });
      expect(outcome, actor).toBe('42501');
    }
  });
});
