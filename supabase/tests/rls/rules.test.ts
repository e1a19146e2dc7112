// Rules the matrix cannot show by row counts alone: role self-escalation, author changes, the user-management functions, the new-user trigger, suspension and input checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, openTestDb, type TestDb } from '../db/harness.ts';

const { super: SUPER, admin: ADMIN, writer: WRITER, writer2: WRITER2, suspended: SUSPENDED } = USERS;
const WRITER_PUBLISHED = 'b0000000-0000-4000-8000-000000000001';
const ADMIN_PUBLISHED = 'b0000000-0000-4000-8000-000000000003';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

/** The error a statement raises as the actor, or null when it succeeds. */
async function errorOf(actor: Parameters<TestDb['as']>[0], sql: string, params?: unknown[]) {
  return db.withActor(actor, async (session) => {
    const attempt = await session.attempt(sql, params);
    return attempt.ok ? null : { code: attempt.error.code, message: attempt.error.message };
  });
}

describe('role self-escalation (docs/architecture.md#d7)', () => {
  it('an admin cannot upsert their own role to super_admin', async () => {
    const error = await errorOf(
      'admin',
      `insert into user_roles (user_id, role) values ($1, 'super_admin')
       on conflict (user_id) do update set role = excluded.role, updated_at = now()`,
      [ADMIN.id],
    );
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/row-level security/);
  });

  it('a writer cannot give themselves admin, by insert or update', async () => {
    expect((await errorOf('writer', `insert into user_roles (user_id, role) values ($1, 'admin')`, [WRITER.id]))?.code).toBe('42501');
    const updated = await db.as('writer', `update user_roles set role = 'admin' where user_id = $1`, [WRITER.id]);
    expect(updated.rowCount).toBe(0);
  });

  it('a writer cannot set the is_admin flag on their own profile', async () => {
    const error = await errorOf('writer', `update profiles set is_admin = true where id = $1`, [WRITER.id]);
    expect(error).toEqual({ code: '42501', message: "Nobody can change their own admin flag; only an admin can change another user's" });
  });

  it('an admin cannot clear their own suspension fields or set their own admin flag', async () => {
    expect((await errorOf('admin', `update profiles set is_admin = false where id = $1`, [ADMIN.id]))?.code).toBe('42501');
    expect((await errorOf('admin', `update profiles set is_suspended = true where id = $1`, [ADMIN.id]))?.message).toBe(
      'You cannot suspend or reactivate yourself',
    );
  });

  it('an admin may upsert writer2 to admin; the row then says admin', async () => {
    const role = await db.withActor('admin', async (session) => {
      await session.query(
        `insert into user_roles (user_id, role) values ($1, 'admin')
         on conflict (user_id) do update set role = excluded.role, updated_at = now()`,
        [WRITER2.id],
      );
      return (await session.query<{ role: string }>(`select role from user_roles where user_id = $1`, [WRITER2.id])).rows;
    });
    expect(role).toEqual([{ role: 'admin' }]);
  });

  it('an admin cannot demote the super admin, and the super admin cannot demote themselves', async () => {
    expect((await db.as('admin', `update user_roles set role = 'writer' where user_id = $1`, [SUPER.id])).rowCount).toBe(0);
    expect((await db.as('super', `delete from user_roles where user_id = $1`, [SUPER.id])).rowCount).toBe(0);
  });

  it('new-user metadata cannot grant a role or the admin flag', async () => {
    const result = await db.withActor('anon', async (session) => {
      await session.owner(
        `insert into auth.users (id, email, raw_user_meta_data)
         values ('f0000000-0000-4000-8000-000000000010', 'sneaky@demo.local',
                 '{"full_name":"Sneaky Person","role":"super_admin","is_admin":true}')`,
      );
      return session.owner(
        `select p.is_admin, r.role from profiles p left join user_roles r on r.user_id = p.id
          where p.id = 'f0000000-0000-4000-8000-000000000010'`,
      );
    });
    expect(result.rows).toEqual([{ is_admin: false, role: null }]);
  });
});

describe('admin status comes from roles alone', () => {
  it('an admin setting the admin flag on a user without a role makes no hidden admin', async () => {
    const seen = await db.withActor('admin', async (session) => {
      await session.query(`delete from user_roles where user_id = $1`, [WRITER2.id]);
      await session.query(`update profiles set is_admin = true where id = $1`, [WRITER2.id]);
      const flag = (await session.query<{ is_admin: boolean }>(`select is_admin from profiles where id = $1`, [WRITER2.id])).rows;
      // Now as the user whose flag was set: is_admin() and the admin-only tables say no.
      await session.become('writer2');
      const admin = (await session.query<{ admin: boolean }>(`select public.is_admin() as admin`)).rows;
      const inquiries = (await session.query(`select id from contact_inquiries`)).rowCount;
      return { flag, admin, inquiries };
    });
    expect(seen).toEqual({ flag: [{ is_admin: false }], admin: [{ admin: false }], inquiries: 0 });
  });

  it('the flag follows a role given and taken away', async () => {
    const flags = await db.withActor('admin', async (session) => {
      const read = async () => (await session.query<{ is_admin: boolean }>(`select is_admin from profiles where id = $1`, [WRITER2.id])).rows[0]?.is_admin;
      const before = await read();
      await session.query(`update user_roles set role = 'admin' where user_id = $1`, [WRITER2.id]);
      const promoted = await read();
      await session.query(`delete from user_roles where user_id = $1`, [WRITER2.id]);
      const removed = await read();
      return { before, promoted, removed };
    });
    expect(flags).toEqual({ before: false, promoted: true, removed: false });
  });
});

describe('a super admin’s profile (only super admins)', () => {
  const REFUSED = { code: '42501', message: "Only a super admin can change a super admin's profile" };

  it('an admin can change neither the name nor the photo of the super admin', async () => {
    expect(await errorOf('admin', `update profiles set full_name = 'Renamed By Admin' where id = $1`, [SUPER.id])).toEqual(REFUSED);
    // The photo is the super admin's own to set, whoever asks (tests/rls/avatars.test.ts).
    expect(await errorOf('admin', `update profiles set avatar_path = $1 where id = $2`, [`${SUPER.id}/x.webp`, SUPER.id])).toMatchObject({ code: '42501' });
  });

  it('the super admin changes their own name, and an admin still renames a writer', async () => {
    expect(await errorOf('super', `update profiles set full_name = 'Dana W. Whitfield' where id = $1`, [SUPER.id])).toBeNull();
    expect(await errorOf('admin', `update profiles set full_name = 'Priya Renamed' where id = $1`, [WRITER.id])).toBeNull();
  });
});

describe('author changes (only super admins)', () => {
  it('a writer editing their own post cannot change user_id or created_by', async () => {
    const error = await errorOf('writer', `update blog_posts set user_id = $1, created_by = $1 where id = $2`, [WRITER2.id, WRITER_PUBLISHED]);
    expect(error).toEqual({ code: '42501', message: 'Only super administrators can change the author of a post' });
  });

  it('an admin editing their own post cannot change the author name', async () => {
    const error = await errorOf('admin', `update blog_posts set author = 'Someone Else' where id = $1`, [ADMIN_PUBLISHED]);
    expect(error?.message).toBe('Only super administrators can change the author of a post');
  });

  it("a writer's title change goes through the editor function: a direct update is refused (docs/architecture.md#d52)", async () => {
    const outcome = await db.withActor('writer', async (session) => {
      const attempt = await session.attempt(`update blog_posts set title = 'Monthly Close, Revised' where id = $1`, [WRITER_PUBLISHED]);
      return attempt.ok ? 'updated' : attempt.error.code;
    });
    expect(outcome).toBe('42501');
  });

  it('a super admin hands a post to writer2, who can then edit it while writer cannot', async () => {
    const after = await db.withActor('super', async (session) => {
      await session.query(`update blog_posts set user_id = $1, created_by = $1, author = 'Jordan Ellis' where id = $2`, [WRITER2.id, WRITER_PUBLISHED]);
      return session.owner<{ user_id: string; created_by: string; author: string }>(
        `select user_id, created_by, author from blog_posts where id = $1`,
        [WRITER_PUBLISHED],
      );
    });
    expect(after.rows).toEqual([{ user_id: WRITER2.id, created_by: WRITER2.id, author: 'Jordan Ellis' }]);
  });
});

describe('post visibility (docs/architecture.md#d6, #d35)', () => {
  it('anon sees exactly the eight published posts through blog_post_list(), with categories and without bodies', async () => {
    const rows = await db.as<{ slug: string; category: string; has_content: boolean }>(
      'anon',
      `select p->>'slug' as slug, p->>'category' as category, p ? 'content' as has_content from jsonb_array_elements(blog_post_list()::jsonb->'posts') p`,
    );
    expect(rows.rows.map((r) => r.category)).toEqual([
      'Nevada Business', 'Nevada Business', 'Payroll', 'Payroll', 'Payroll', 'Bookkeeping', 'Bookkeeping', 'Bookkeeping',
    ]);
    expect(rows.rows[0]?.slug).toBe('nevada-commerce-tax-do-you-need-to-file');
    expect(rows.rows.some((r) => r.has_content)).toBe(false);
    const payroll = await db.as<{ n: number }>('anon', `select (blog_post_list(category => 'payroll')->>'total')::int as n`);
    expect(payroll.rows).toEqual([{ n: 3 }]);
  });

  it('anon reads a published post with its body by slug, and nothing of a draft', async () => {
    const { rows: drafts } = await db.ownerQuery<{ slug: string }>(`select slug from blog_posts where status = 'draft' order by slug`);
    expect(drafts).toHaveLength(2);
    const read = await db.as<{ published: { slug: string; content: string } | null; draft: unknown; other: unknown; category: string | null }>(
      'anon',
      `select blog_post('form-w4-explained-for-employers') as published, blog_post($1) as draft, blog_post($2) as other,
              blog_category_name('payroll') as category`,
      [drafts[0]!.slug, drafts[1]!.slug],
    );
    expect(read.rows[0]).toMatchObject({ published: { slug: 'form-w4-explained-for-employers', content: expect.stringContaining('W-4') }, draft: null, other: null, category: 'Payroll' });
    // The tables and the view themselves are closed to anon.
    for (const relation of ['blog_posts', 'published_blog_posts', 'blog_categories']) {
      expect((await errorOf('anon', `select 1 from ${relation} limit 1`))?.code, relation).toBe('42501');
    }
  });

  it('related_blog_posts() lists other published posts of the category, newest first, at most the number asked', async () => {
    const rows = await db.as<{ slugs: string[] }>(
      'anon',
      `select array(select r->>'slug' from json_array_elements(related_blog_posts(p.id, 2)) r) as slugs
         from (select (blog_post('form-w4-explained-for-employers')->>'id')::uuid as id) p`,
    );
    expect(rows.rows[0]?.slugs).toEqual(['paying-tipped-employees-las-vegas', 'nevada-payroll-basics-new-employers']);
  });

  it('a writer lists published posts plus only their own draft', async () => {
    const rows = await db.as<{ status: string; n: number }>('writer', `select status, count(*)::int as n from blog_posts group by status order by status`);
    expect(rows.rows).toEqual([{ status: 'draft', n: 1 }, { status: 'published', n: 8 }]);
  });

  it("an admin sees only their own draft, as a writer does; the super admin sees both", async () => {
    const drafts = `select id from blog_posts where status = 'draft' order by id`;
    expect((await db.as('admin', drafts)).rows).toEqual([{ id: 'b0000000-0000-4000-8000-000000000010' }]);
    expect((await db.as('super', drafts)).rows).toEqual([
      { id: 'b0000000-0000-4000-8000-000000000009' },
      { id: 'b0000000-0000-4000-8000-000000000010' },
    ]);
    // Nobody edits a post through the API any more (the blog-editor function does).
    const edit = await db.withActor('admin', async (session) => {
      const attempt = await session.attempt(`update blog_posts set title = 'x' where id = 'b0000000-0000-4000-8000-000000000009'`);
      return attempt.ok ? attempt.result.rowCount : attempt.error.code;
    });
    expect(edit).toBe('42501');
  });

  it("an admin cannot delete another's published post, even by id; a super admin can", async () => {
    const sql = `delete from blog_posts where id = 'b0000000-0000-4000-8000-000000000002' returning id`;
    expect((await db.as('admin', sql)).rowCount).toBe(0);
    expect((await db.as('super', sql)).rowCount).toBe(1);
  });

  it('the can_edit_post / can_delete_post helpers agree with the spec for a writer on writer2\'s post', async () => {
    const rows = await db.as<{ can_edit: boolean; can_delete: boolean }>(
      'writer',
      `select can_edit_post(p) as can_edit, can_delete_post(p) as can_delete from blog_posts p where id = 'b0000000-0000-4000-8000-000000000002'`,
    );
    expect(rows.rows).toEqual([{ can_edit: false, can_delete: false }]);
    const admin = await db.as<{ can_edit: boolean; can_delete: boolean }>(
      'admin',
      `select can_edit_post(p) as can_edit, can_delete_post(p) as can_delete from blog_posts p where id = 'b0000000-0000-4000-8000-000000000002'`,
    );
    expect(admin.rows).toEqual([{ can_edit: false, can_delete: false }]);
  });

  it('helper functions report the seeded roles', async () => {
    const sql = `select is_super_admin() as s, is_admin() as a, is_writer() as w`;
    expect((await db.as('super', sql)).rows).toEqual([{ s: true, a: true, w: false }]);
    expect((await db.as('admin', sql)).rows).toEqual([{ s: false, a: true, w: false }]);
    expect((await db.as('writer', sql)).rows).toEqual([{ s: false, a: false, w: true }]);
    expect((await db.as('suspended', sql)).rows).toEqual([{ s: false, a: false, w: false }]);
    expect((await db.as('anon', sql)).rows).toEqual([{ s: false, a: false, w: false }]);
  });
});

describe('get_user_profiles_for_admin()', () => {
  it('refuses anon (no execute grant)', async () => {
    const error = await errorOf('anon', `select * from get_user_profiles_for_admin()`);
    expect(error?.code).toBe('42501');
  });

  it('refuses writers and suspended users with a clear message', async () => {
    for (const actor of ['writer', 'writer2', 'suspended'] as const) {
      expect(await errorOf(actor, `select * from get_user_profiles_for_admin()`)).toEqual({
        code: '42501',
        message: 'Access denied: only admins can list users',
      });
    }
  });

  it('lists every user with email, role, suspension and last sign-in for an admin', async () => {
    const rows = await db.as<{ email: string; role: string | null; is_suspended: boolean; last_sign_in_at: unknown; full_name: string }>(
      'admin',
      `select email, role, is_suspended, last_sign_in_at, full_name from get_user_profiles_for_admin() order by email`,
    );
    expect(rows.rows).toEqual([
      { email: 'admin@demo.local', role: 'admin', is_suspended: false, last_sign_in_at: null, full_name: 'Marcus Reyes' },
      { email: 'super@demo.local', role: 'super_admin', is_suspended: false, last_sign_in_at: null, full_name: 'Dana Whitfield' },
      { email: 'suspended@demo.local', role: 'writer', is_suspended: true, last_sign_in_at: null, full_name: 'Casey Morgan' },
      { email: 'writer2@demo.local', role: 'writer', is_suspended: false, last_sign_in_at: null, full_name: 'Jordan Ellis' },
      { email: 'writer@demo.local', role: 'writer', is_suspended: false, last_sign_in_at: null, full_name: 'Priya Natarajan' },
    ]);
  });
});

describe('set_user_suspension() (docs/architecture.md#d8)', () => {
  it('an admin suspends writer2: profile flags set, auth user banned, and writer2 then reads nothing private', async () => {
    const state = await db.withActor('admin', async (session) => {
      const returned = await session.query<{ is_suspended: boolean; suspended_by: string }>(
        `select is_suspended, suspended_by from set_user_suspension($1, true)`,
        [WRITER2.id],
      );
      const banned = await session.owner<{ banned: boolean }>(
        `select banned_until > now() + interval '50 years' as banned from auth.users where id = $1`,
        [WRITER2.id],
      );
      await session.become('writer2');
      const ownProfile = await session.query(`select id from profiles where id = $1`, [WRITER2.id]);
      const insert = await session.attempt(
        `insert into blog_posts (title, slug, content, author) values ('After', 'after-suspension', '<p>x</p>', 'Jordan Ellis')`,
      );
      return { returned: returned.rows, banned: banned.rows, ownProfile: ownProfile.rowCount, insertCode: insert.ok ? null : insert.error.code };
    });
    expect(state).toEqual({
      returned: [{ is_suspended: true, suspended_by: ADMIN.id }],
      banned: [{ banned: true }],
      ownProfile: 0,
      insertCode: '42501',
    });
  });

  it('reactivation lifts the flags and the ban', async () => {
    const state = await db.withActor('admin', async (session) => {
      const returned = await session.query<{ is_suspended: boolean; suspended_at: unknown; suspended_by: unknown }>(
        `select is_suspended, suspended_at, suspended_by from set_user_suspension($1, false)`,
        [SUSPENDED.id],
      );
      const ban = await session.owner(`select banned_until from auth.users where id = $1`, [SUSPENDED.id]);
      return { returned: returned.rows, ban: ban.rows };
    });
    expect(state).toEqual({
      returned: [{ is_suspended: false, suspended_at: null, suspended_by: null }],
      ban: [{ banned_until: null }],
    });
  });

  it('refuses self, writers, anon, and an admin acting on the super admin', async () => {
    expect((await errorOf('admin', `select set_user_suspension($1, true)`, [ADMIN.id]))?.message).toBe('You cannot suspend or reactivate yourself');
    expect((await errorOf('super', `select set_user_suspension($1, true)`, [SUPER.id]))?.message).toBe('You cannot suspend or reactivate yourself');
    expect((await errorOf('writer', `select set_user_suspension($1, true)`, [WRITER2.id]))?.message).toBe(
      'Access denied: only admins can suspend or reactivate users',
    );
    expect((await errorOf('suspended', `select set_user_suspension($1, false)`, [SUSPENDED.id]))?.code).toBe('42501');
    expect((await errorOf('anon', `select set_user_suspension($1, true)`, [WRITER.id]))?.code).toBe('42501');
    expect((await errorOf('admin', `select set_user_suspension($1, true)`, [SUPER.id]))?.message).toBe(
      'Only a super admin can suspend or reactivate a super admin',
    );
  });

  it('a super admin may suspend an admin', async () => {
    const rows = await db.as<{ is_suspended: boolean }>('super', `select is_suspended from set_user_suspension($1, true)`, [ADMIN.id]);
    expect(rows.rows).toEqual([{ is_suspended: true }]);
  });

  it('a direct profile update by an admin also bans the auth user', async () => {
    const banned = await db.withActor('admin', async (session) => {
      await session.query(`update profiles set is_suspended = true where id = $1`, [WRITER.id]);
      return session.owner(`select banned_until is not null as banned, (select suspended_by from profiles where id = $1) as by from auth.users where id = $1`, [WRITER.id]);
    });
    expect(banned.rows).toEqual([{ banned: true, by: ADMIN.id }]);
  });
});

describe('profile trigger on new auth users', () => {
  it('copies first and last name from raw_user_meta_data', async () => {
    const rows = await db.withActor('anon', async (session) => {
      await session.owner(
        `insert into auth.users (id, email, raw_user_meta_data)
         values ('f0000000-0000-4000-8000-000000000020', 'lena.ortiz@demo.local', '{"first_name":"Lena","last_name":"Ortiz"}')`,
      );
      return session.owner(`select email, full_name, first_name, last_name, is_admin, is_suspended from profiles where id = 'f0000000-0000-4000-8000-000000000020'`);
    });
    expect(rows.rows).toEqual([
      { email: 'lena.ortiz@demo.local', full_name: 'Lena Ortiz', first_name: 'Lena', last_name: 'Ortiz', is_admin: false, is_suspended: false },
    ]);
  });

  it('splits full_name when only that is given (the admin portal sign-up)', async () => {
    const rows = await db.withActor('anon', async (session) => {
      await session.owner(
        `insert into auth.users (id, email, raw_user_meta_data)
         values ('f0000000-0000-4000-8000-000000000021', 'new.writer@demo.local', '{"full_name":"Sam de la Cruz"}')`,
      );
      return session.owner(`select full_name, first_name, last_name from profiles where id = 'f0000000-0000-4000-8000-000000000021'`);
    });
    expect(rows.rows).toEqual([{ full_name: 'Sam de la Cruz', first_name: 'Sam', last_name: 'de la Cruz' }]);
  });
});

describe('full name length (at most 100 characters)', () => {
  it('refuses a 101-character name, whether a staff member or an admin writes it', async () => {
    const sql = `update profiles set full_name = repeat('n', 101) where id = $1`;
    expect((await errorOf('writer', sql, [WRITER.id]))?.code).toBe('23514');
    expect((await errorOf('admin', sql, [WRITER.id]))?.code).toBe('23514');
    expect((await errorOf('service', sql, [WRITER.id]))?.code).toBe('23514');
  });

  it('keeps a name of exactly 100 characters, accented letters counted as one', async () => {
    const rows = await db.as<{ n: number }>(
      'writer',
      `update profiles set full_name = repeat('é', 100) where id = $1 returning char_length(full_name) as n`,
      [WRITER.id],
    );
    expect(rows.rows).toEqual([{ n: 100 }]);
  });

  it('cuts a longer sign-up name to 100 characters rather than refusing the new user', async () => {
    const rows = await db.withActor('anon', async (session) => {
      await session.owner(
        `insert into auth.users (id, email, raw_user_meta_data)
         values ('f0000000-0000-4000-8000-000000000022', 'long.name@demo.local', jsonb_build_object('full_name', repeat('L', 150)))`,
      );
      return session.owner(`select char_length(full_name) as n from profiles where id = 'f0000000-0000-4000-8000-000000000022'`);
    });
    expect(rows.rows).toEqual([{ n: 100 }]);
  });
});

describe('contact inquiries and other visitor writes (through the functions, as the service role)', () => {
  const inquiry = `insert into contact_inquiries
    (first_name, last_name, email, phone, message, service, company, employees, revenue, industry,
     hear_about_us, current_software, urgency, sms_consent)
    values ('Ana', 'Diaz', 'ana@diazplumbing.example', '(702) 555-0142', 'We are three months behind.', 'books-cleanup',
            'Diaz Plumbing', '6-20', '250k-1m', 'construction', 'google', 'quickbooks-online', 'within-week', true)`;

  it('no API role inserts inquiries, leads or events directly; the service role does', async () => {
    for (const actor of ['anon', 'writer', 'admin', 'super'] as const) {
      expect((await errorOf(actor, inquiry))?.code, actor).toBe('42501');
      expect((await errorOf(actor, `insert into calculator_leads (email) values ('a@b.example')`))?.code, actor).toBe('42501');
      expect((await errorOf(actor, `insert into site_events (type, path) values ('page_view', '/about')`))?.code, actor).toBe('42501');
    }
    expect(await errorOf('service', inquiry)).toBeNull();
    const read = await errorOf('anon', `select * from contact_inquiries`);
    expect(read?.code).toBe('42501');
  });

  it('an admin reads the inquiry a visitor submitted, with status new', async () => {
    const rows = await db.withActor('service', async (session) => {
      await session.query(inquiry);
      await session.become('admin');
      return session.query<{ email: string; status: string; service: string }>(`select email, status, service from contact_inquiries`);
    });
    expect(rows.rows).toEqual([{ email: 'ana@diazplumbing.example', status: 'new', service: 'books-cleanup' }]);
  });

  it('refuses garbage inquiries by check constraints', async () => {
    const bad = [
      `insert into contact_inquiries (first_name, email, message, service) values ('A', 'not-an-email', 'm', 'general')`,
      `insert into contact_inquiries (first_name, email, message, service) values ('A', 'a@b.example', 'm', 'hacking')`,
      `insert into contact_inquiries (first_name, email, message, service) values ('A', 'a@b.example', repeat('x', 5001), 'general')`,
      `insert into contact_inquiries (first_name, email, message, service, employees) values ('A', 'a@b.example', 'm', 'general', 'lots')`,
      `insert into contact_inquiries (first_name, email, message, service) values (repeat('n', 101), 'a@b.example', 'm', 'general')`,
    ];
    for (const sql of bad) expect((await errorOf('service', sql))?.code).toBe('23514');
  });

  it('refuses garbage site events', async () => {
    const bad = [
      `insert into site_events (type, path) values ('click', '/about')`,
      `insert into site_events (type, path) values ('page_view', 'https://evil.example/')`,
      `insert into site_events (type, path) values ('page_view', '/' || repeat('a', 2048))`,
      `insert into site_events (type, path, tab_id) values ('page_view', '/about', 'has spaces in it')`,
      `insert into site_events (type, path, title) values ('page_view', '/about', repeat('t', 301))`,
    ];
    for (const sql of bad) expect((await errorOf('service', sql))?.code).toBe('23514');
    expect(await errorOf('service', `insert into site_events (type, path, referrer) values ('not_found', '/old-page', 'https://www.bing.com/')`)).toBeNull();
  });

  it('refuses calculator leads with a bad email', async () => {
    expect((await errorOf('service', `insert into calculator_leads (email) values ('nobody')`))?.code).toBe('23514');
  });

  it('keeps ratings between 1 and 5 even for admins', async () => {
    const error = await errorOf('admin', `insert into reviews (author_first_name, rating, body, review_date, source) values ('X', 6, 'Too good', '2025-01-01', 'Google')`);
    expect(error?.code).toBe('23514');
  });

  it('keeps a testimonial quote to 1–600 characters of text, or none', async () => {
    const insert = (quote: string) =>
      `insert into video_reviews (client_first_name, review_date, quote) values ('Lee', '2025-10-01', ${quote})`;
    for (const quote of [`repeat('q', 601)`, `'   '`]) expect((await errorOf('admin', insert(quote)))?.code).toBe('23514');
    expect(await errorOf('service', `update video_reviews set quote = repeat('q', 600) where client_first_name = 'Rosa'`)).toBeNull();
    expect(await errorOf('service', `update video_reviews set quote = null where client_first_name = 'Rosa'`)).toBeNull();
  });

  it('gives nobody TRUNCATE, which would bypass row-level security', async () => {
    expect((await errorOf('super', `truncate blog_posts cascade`))?.code).toBe('42501');
    expect((await errorOf('anon', `truncate contact_inquiries`))?.code).toBe('42501');
  });
});

describe('seed content for the public pages', () => {
  it('has what the public pages read, through the functions anon calls', async () => {
    const counts = await db.as<Record<string, number>>(
      'anon',
      `select json_array_length(team_directory()) as team,
              (select count(distinct t->>'department')::int from json_array_elements(team_directory()) t) as departments,
              json_array_length(press_release_list()) as press,
              json_array_length(media_mention_list()) as mentions,
              json_array_length(video_review_list()) as videos,
              (select count(*)::int from json_array_elements(video_review_list()) v where json_array_length(v->'services') > 0) as videos_with_services,
              (select review_count from review_stats()) as reviews,
              (select count(*)::int from json_array_elements(review_list(null, 50)) r where (r->>'rating')::int = 5) as five_star,
              (select count(distinct p->>'category_slug')::int from json_array_elements(blog_post_list()->'posts') p) as categories`,
    );
    expect(counts.rows).toEqual([
      { team: 10, departments: 3, press: 6, mentions: 15, videos: 6, videos_with_services: 6, reviews: 20, five_star: 20, categories: 3 },
    ]);
    const latest = await db.as<{ n: number }>('anon', `select json_array_length(review_list()) as n`);
    expect(latest.rows).toEqual([{ n: 6 }]);
  });

  it('seeds testimonials as written quotes with no stand-in video, and every outlet with its wordmark file', async () => {
    const videos = await db.as<{ n: number }>(
      'anon',
      `select count(*)::int as n from json_array_elements(video_review_list()) v
        where v->>'quote' is not null and v->>'video_url' is null and v->>'thumbnail_url' is null`,
    );
    expect(videos.rows).toEqual([{ n: 6 }]);
    const logos = await db.as<{ n: number }>(
      'anon',
      `select count(*)::int as n from json_array_elements(media_mention_list()) m where m->>'publication_logo_url' like '/images/press/%.svg'`,
    );
    expect(logos.rows).toEqual([{ n: 15 }]);
  });

  it('stores team badges as a jsonb list of {badge_image, has_proadvisor_link}', async () => {
    const rows = await db.as<{ badges: unknown }>('anon', `select t->'badges' as badges from json_array_elements(team_directory()) t where t->>'first_name' = 'Aisha'`);
    expect(rows.rows).toEqual([{ badges: [{ badge_image: '/images/badges/qbo-payroll.svg', has_proadvisor_link: true }] }]);
  });

  it('closes the content tables themselves to anon', async () => {
    for (const table of ['team_members', 'press_releases', 'media_mentions', 'services', 'video_reviews', 'video_review_services', 'reviews']) {
      expect((await errorOf('anon', `select 1 from ${table} limit 1`))?.code, table).toBe('42501');
    }
  });
});

describe('function privileges', () => {
  it('anon cannot ask whether a given user is suspended or a super admin', async () => {
    expect((await errorOf('anon', `select is_suspended_user($1)`, [SUSPENDED.id]))?.code).toBe('42501');
    expect((await errorOf('anon', `select user_is_super_admin($1)`, [SUPER.id]))?.code).toBe('42501');
  });

  it('a signed-in non-admin cannot probe who is super admin, only ask about themselves', async () => {
    for (const actor of ['writer', 'writer2', 'suspended'] as const) {
      const error = await errorOf(actor, `select user_is_super_admin($1)`, [SUPER.id]);
      expect(error, actor).toEqual({ code: '42501', message: "Access denied: only admins can ask about another user's role" });
    }
    expect((await errorOf('writer', `select user_is_super_admin($1)`, [ADMIN.id]))?.code).toBe('42501');
    expect((await db.as('writer', `select user_is_super_admin($1) as s`, [WRITER.id])).rows).toEqual([{ s: false }]);
    expect((await db.as('super', `select user_is_super_admin($1) as s`, [SUPER.id])).rows).toEqual([{ s: true }]);
  });

  it('admins, and trusted code without a user, still get the answer', async () => {
    const rows = await db.as('admin', `select user_is_super_admin($1) as s, user_is_super_admin($2) as w`, [SUPER.id, WRITER.id]);
    expect(rows.rows).toEqual([{ s: true, w: false }]);
    expect((await db.ownerQuery(`select public.user_is_super_admin($1) as s`, [SUPER.id])).rows).toEqual([{ s: true }]);
  });

  it('anon may still call the self-describing helpers, which say no', async () => {
    const rows = await db.as('anon', `select is_admin() as a, can_edit_post($1::uuid, $1::uuid) as e`, [WRITER.id]);
    expect(rows.rows).toEqual([{ a: false, e: false }]);
  });
});

describe("a super admin's profile email", () => {
  it('cannot be rewritten by an admin', async () => {
    const error = await errorOf('admin', `update profiles set email = 'taken-over@evil.example' where id = $1`, [SUPER.id]);
    expect(error).toEqual({ code: '42501', message: 'Only a super admin can change the email of a super admin' });
    const rows = await db.ownerQuery<{ email: string }>(`select email from profiles where id = $1`, [SUPER.id]);
    expect(rows.rows).toEqual([{ email: SUPER.email }]);
  });

  it('an admin still changes a writer\'s email, and a super admin an admin\'s', async () => {
    const byAdmin = await db.as<{ email: string }>('admin', `update profiles set email = 'writer.new@demo.local' where id = $1 returning email`, [WRITER.id]);
    expect(byAdmin.rows).toEqual([{ email: 'writer.new@demo.local' }]);
    const bySuper = await db.as<{ email: string }>('super', `update profiles set email = 'admin.new@demo.local' where id = $1 returning email`, [ADMIN.id]);
    expect(bySuper.rows).toEqual([{ email: 'admin.new@demo.local' }]);
  });

  it('is not changed by anyone through their own profile either', async () => {
    expect((await errorOf('super', `update profiles set email = 'me@elsewhere.example' where id = $1`, [SUPER.id]))?.message).toBe(
      'Only an admin can change the email of another user',
    );
  });
});

describe('review figures (docs/architecture.md#d36)', () => {
  it('anyone reads the count and average rating of the stored reviews, and only from review_stats()', async () => {
    // The seed holds twenty five-star reviews.
    const stats = await db.as<{ review_count: number; average_rating: string }>(
      'anon',
      `select review_count, average_rating::text as average_rating from review_stats()`,
    );
    expect(stats.rows).toEqual([{ review_count: 20, average_rating: '5.0' }]);
    // A four-star and a one-star review move both figures.
    const moved = await db.as<{ review_count: number; average_rating: string }>(
      'anon',
      `select review_count, average_rating::text as average_rating from review_stats()`,
      [],
      `insert into reviews (author_first_name, rating, body, review_date, source) values ('Ana', 4, 'Good.', '2025-10-01', 'Google'), ('Bo', 1, 'Slow.', '2025-10-02', 'Google')`,
    );
    // 22 reviews: (100 + 4 + 1) / 22 = 4.77 → 4.8.
    expect(moved.rows).toEqual([{ review_count: 22, average_rating: '4.8' }]);
  });

  it('files a review under an industry page by its slug, or under none', async () => {
    const attorneys = await db.as<{ author_first_name: string }>(
      'anon',
      `select r->>'author_first_name' as author_first_name from json_array_elements(review_list('attorneys')) r`,
    );
    expect(attorneys.rows).toEqual([{ author_first_name: 'Monica' }]);
    const error = await errorOf('service', `update reviews set industry = 'Law Firms' where author_first_name = 'Monica'`);
    expect(error?.code).toBe('23514');
  });
});
