// Content editing in the portal (migration 20261201200000_content_editing.sql): a hidden row of
// team members, press releases, media mentions, video reviews or reviews never reaches the public
// functions; team members, video reviews and reviews come in the order admins set; the tables
// refuse overlong texts and links that are not https; writers, suspended users and anon are
// refused every insert, update and delete, admins and super admins are not; each change requests
// the render of the pages that show it. Each test runs in one rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type ActorName, type ActorSession, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

/** Each content table with a row to insert and a column to change. */
const TABLES = {
  team_members: {
    insert: `insert into public.team_members (first_name, title, department) values ('Policy', 'Tester', 'Bookkeeping')`,
    update: `update public.team_members set about = 'Edited bio'`,
    source: 'team',
  },
  press_releases: {
    insert: `insert into public.press_releases (title, release_date, content) values ('Policy release', '2026-01-01', 'Body')`,
    update: `update public.press_releases set title = 'Edited title'`,
    source: 'press',
  },
  media_mentions: {
    insert: `insert into public.media_mentions (publication_name, article_title, article_url, snippet_html, mention_date)
             values ('Policy Weekly', 'A story', 'https://policy.example/story', '<p>Said</p>', '2026-01-01')`,
    update: `update public.media_mentions set article_title = 'Edited title'`,
    source: 'press',
  },
  video_reviews: {
    insert: `insert into public.video_reviews (client_first_name, review_date, quote) values ('Policy', '2026-01-01', 'Great')`,
    update: `update public.video_reviews set quote = 'Edited quote'`,
    source: 'reviews',
  },
  reviews: {
    insert: `insert into public.reviews (author_first_name, rating, body, review_date, source) values ('Policy', 5, 'Great', '2026-01-01', 'Google')`,
    update: `update public.reviews set body = 'Edited body'`,
    source: 'reviews',
  },
} as const;
type Table = keyof typeof TABLES;
const TABLE_NAMES = Object.keys(TABLES) as Table[];

/** The public function answering a table's shown rows, and the name column it answers. */
const PUBLIC_READ: Record<Table, { list: string; name: string }> = {
  team_members: { list: 'team_directory()', name: 'first_name' },
  press_releases: { list: 'press_release_list()', name: 'title' },
  media_mentions: { list: 'media_mention_list()', name: 'publication_name' },
  video_reviews: { list: 'video_review_list()', name: 'client_first_name' },
  reviews: { list: 'review_list(null, 50)', name: 'author_first_name' },
};

describe('who may write the content tables', () => {
  const refused: ActorName[] = ['anon', 'writer', 'suspended'];
  const allowed: ActorName[] = ['admin', 'super'];

  describe.each(TABLE_NAMES)('%s', (table) => {
    it.each(refused)('refuses %s an insert', async (actor) => {
      const outcome = await db.withActor(actor, (session) => session.attempt(TABLES[table].insert));
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error.code).toBe('42501');
    });

    it.each(refused)('lets %s update and delete no row', async (actor) => {
      const { updated, deleted, unchanged } = await db.withActor(actor, async (session) => {
        const before = await session.owner<{ n: number }>(`select count(*)::int as n from public.${table}`);
        const update = await session.attempt(`${TABLES[table].update} returning id`);
        const remove = await session.attempt(`delete from public.${table} returning id`);
        const after = await session.owner<{ n: number }>(`select count(*)::int as n from public.${table}`);
        return {
          // anon holds no privilege at all (42501); a signed-in non-admin sees or matches no row.
          updated: update.ok ? update.result.rowCount : update.error.code,
          deleted: remove.ok ? remove.result.rowCount : remove.error.code,
          unchanged: before.rows[0]?.n === after.rows[0]?.n && (before.rows[0]?.n ?? 0) > 0,
        };
      });
      expect([0, '42501']).toContain(updated);
      expect([0, '42501']).toContain(deleted);
      expect(unchanged).toBe(true);
    });

    it.each(allowed)('lets %s insert, update and delete', async (actor) => {
      const outcome = await db.withActor(actor, async (session) => {
        const inserted = await session.query<{ id: string }>(`${TABLES[table].insert} returning id`);
        const id = inserted.rows[0]?.id;
        const updated = await session.query(`${TABLES[table].update} where id = $1 returning id`, [id]);
        const deleted = await session.query(`delete from public.${table} where id = $1 returning id`, [id]);
        return [inserted.rowCount, updated.rowCount, deleted.rowCount];
      });
      expect(outcome).toEqual([1, 1, 1]);
    });
  });

  it.each(['anon', 'writer', 'suspended'] as ActorName[])('refuses %s a reorder', async (actor) => {
    const outcome = await db.withActor(actor, async (session) => {
      const ids = await session.owner<{ id: string }>(`select id from public.team_members order by sort_order desc`);
      return session.attempt(`select public.set_content_order('team', $1::uuid[])`, [ids.rows.map((row) => row.id)]);
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe('42501');
  });
});

describe('hidden rows', () => {
  it.each(TABLE_NAMES)('never reach the public function of %s, for anon, writers or admins', async (table) => {
    const { list, name } = PUBLIC_READ[table];
    const seen = await db.withActor('admin', async (session) => {
      const row = await session.query<{ id: string; name: string }>(
        `update public.${table} set shown = false where id = (select id from public.${table} order by created_at, id limit 1) returning id, ${name} as name`,
      );
      const hiddenId = row.rows[0]?.id;
      const answers: Record<string, boolean> = {};
      for (const actor of ['anon', 'writer', 'admin'] as const) {
        await session.become(actor);
        const { rows } = await session.query<{ present: boolean; count: number }>(
          `select bool_or(e->>'id' = $1) as present, count(*)::int as count from json_array_elements(${list}) e`,
          [hiddenId],
        );
        answers[actor] = rows[0]?.present ?? false;
        answers[`${actor}HasOthers`] = (rows[0]?.count ?? 0) > 0;
        // The answer does not carry the flag: nothing to tell a reader a row is hidden.
        const { rows: keys } = await session.query<{ has: boolean }>(`select bool_or(e::jsonb ? 'shown') as has from json_array_elements(${list}) e`);
        answers[`${actor}SeesFlag`] = keys[0]?.has ?? false;
      }
      return answers;
    });
    expect(seen).toEqual({
      anon: false,
      anonHasOthers: true,
      anonSeesFlag: false,
      writer: false,
      writerHasOthers: true,
      writerSeesFlag: false,
      admin: false,
      adminHasOthers: true,
      adminSeesFlag: false,
    });
  });

  it('are left out of the review figures', async () => {
    const figures = await db.withActor('admin', async (session) => {
      const before = await session.query<{ review_count: number }>(`select review_count from public.review_stats()`);
      await session.query(`update public.reviews set shown = false where id in (select id from public.reviews order by id limit 3)`);
      await session.become('anon');
      const after = await session.query<{ review_count: number }>(`select review_count from public.review_stats()`);
      return [before.rows[0]?.review_count, after.rows[0]?.review_count];
    });
    expect(figures[1]).toBe((figures[0] ?? 0) - 3);
  });

  it('are still listed to staff in the table itself, for the portal', async () => {
    const count = await db.withActor('admin', async (session) => {
      await session.query(`update public.team_members set shown = false`);
      return session.query<{ n: number }>(`select count(*)::int as n from public.team_members where not shown`);
    });
    expect(count.rows[0]?.n).toBeGreaterThan(0);
  });

  it('were none before the change: every existing row is shown', async () => {
    const { rows } = await db.ownerQuery<{ hidden: number }>(
      `select (select count(*) from public.team_members where not shown) + (select count(*) from public.press_releases where not shown)
            + (select count(*) from public.media_mentions where not shown) + (select count(*) from public.video_reviews where not shown)
            + (select count(*) from public.reviews where not shown) as hidden`,
    );
    expect(Number(rows[0]?.hidden)).toBe(0);
  });
});

describe('order', () => {
  const ORDERED: { kind: string; table: Table; list: string; scope?: string }[] = [
    // Team members are ordered within their department.
    { kind: 'team', table: 'team_members', list: 'team_directory()', scope: `department = 'Leadership'` },
    { kind: 'video_reviews', table: 'video_reviews', list: 'video_review_list()' },
    { kind: 'reviews', table: 'reviews', list: 'review_list(null, 50)' },
  ];

  it.each(ORDERED)('is the order an admin sets for $table, as the public function answers it', async ({ kind, table, list, scope }) => {
    const { wanted, answered } = await db.withActor('admin', async (session) => {
      const where = scope ? `where ${scope}` : '';
      const current = await session.query<{ id: string }>(`select id from public.${table} ${where} order by sort_order, id`);
      const wanted = current.rows.map((row) => row.id).reverse();
      await session.query(`select public.set_content_order($1, $2::uuid[])`, [kind, wanted]);
      await session.become('anon');
      const ids = new Set(wanted);
      const { rows } = await session.query<{ id: string }>(`select e->>'id' as id from json_array_elements(${list}) e`);
      return { wanted, answered: rows.map((row) => row.id).filter((id) => ids.has(id)) };
    });
    expect(wanted.length).toBeGreaterThan(1);
    expect(answered).toEqual(wanted);
  });

  it('keeps press releases and mentions newest first', async () => {
    const { rows } = await db.as<{ press: string[]; mentions: string[] }>(
      'anon',
      `select (select array_agg(e->>'release_date') from json_array_elements(press_release_list()) e) as press,
              (select array_agg(e->>'mention_date') from json_array_elements(media_mention_list()) e) as mentions`,
    );
    const newestFirst = (dates: string[]) => [...dates].sort().reverse();
    expect(rows[0]?.press).toEqual(newestFirst(rows[0]?.press ?? []));
    expect(rows[0]?.mentions).toEqual(newestFirst(rows[0]?.mentions ?? []));
  });

  it('refuses a row named twice and an unknown kind', async () => {
    const outcomes = await db.withActor('admin', async (session) => {
      const id = (await session.query<{ id: string }>(`select id from public.reviews limit 1`)).rows[0]?.id;
      return [
        await session.attempt(`select public.set_content_order('reviews', $1::uuid[])`, [[id, id]]),
        await session.attempt(`select public.set_content_order('blog_posts', $1::uuid[])`, [[id]]),
      ];
    });
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.error.code))).toEqual(['22023', '22023']);
  });
});

describe('checks', () => {
  const long = (n: number) => `repeat('x', ${n})`;
  const cases: [string, string, boolean][] = [
    ['a team member with a 150-character title', `update public.team_members set title = ${long(150)}`, true],
    ['a team member with a 151-character title', `update public.team_members set title = ${long(151)}`, false],
    ['a team member with a blank title', `update public.team_members set title = '  '`, false],
    ['a team member with a 101-character name', `update public.team_members set first_name = ${long(101)}`, false],
    ['a team member with a 4000-character bio', `update public.team_members set about = ${long(4000)}`, true],
    ['a team member with a 4001-character bio', `update public.team_members set about = ${long(4001)}`, false],
    ['a LinkedIn link over https', `update public.team_members set linkedin_url = 'https://www.linkedin.com/in/someone'`, true],
    ['a LinkedIn link over http', `update public.team_members set linkedin_url = 'http://www.linkedin.com/in/someone'`, false],
    ['a javascript: profile link', `update public.team_members set proadvisor_url = 'javascript:alert(1)'`, false],
    ['a badge on another host', `update public.team_members set badges = '[{"badge_image":"https://tracker.example/p.gif","has_proadvisor_link":false}]'`, false],
    ['a badge on the site', `update public.team_members set badges = '[{"badge_image":"/images/badges/cpb.svg","has_proadvisor_link":false}]'`, true],
    ['a negative order', `update public.team_members set sort_order = -1`, false],
    ['a press release with no text', `update public.press_releases set content = ' '`, false],
    ['a press release PDF on another site over http', `update public.press_releases set pdf_url = 'http://files.example/a.pdf'`, false],
    ['a press release PDF on the site', `update public.press_releases set pdf_url = '/press/a.pdf'`, true],
    ['an article link over https', `update public.media_mentions set article_url = 'https://news.example/story?id=1'`, true],
    ['an article link over http', `update public.media_mentions set article_url = 'http://news.example/story'`, false],
    ['an article link with a quote in it', `update public.media_mentions set article_url = 'https://news.example/"onmouseover='`, false],
    ['an article link of 501 characters', `update public.media_mentions set article_url = 'https://news.example/' || ${long(480)}`, false],
    ['a 301-character article title', `update public.media_mentions set article_title = ${long(301)}`, false],
    ['a 2001-character snippet', `update public.media_mentions set snippet_html = ${long(2001)}`, false],
    ['a video client title of 151 characters', `update public.video_reviews set client_title = ${long(151)}`, false],
    ['a video over http', `update public.video_reviews set video_url = 'http://videos.example/a.mp4'`, false],
    ['a YouTube video', `update public.video_reviews set video_url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'`, true],
    ['a review trade of 151 characters', `update public.reviews set company_or_trade = ${long(151)}`, false],
    ['a review of 6 stars', `update public.reviews set rating = 6`, false],
  ];
  it.each(cases)('%s: accepted %s', async (_label, sql, accepted) => {
    const outcome = await db.withActor('admin', (session) => session.attempt(sql));
    expect(outcome.ok).toBe(accepted);
    if (!outcome.ok) expect(outcome.error.code).toBe('23514');
  });
});

describe('page renders', () => {
  async function sourcesOf(session: ActorSession, sql: string): Promise<string[]> {
    // The renderer takes what is waiting, so that the change queues a message of its own.
    await session.owner(`select 1 from public.claim_page_renders(500, 60)`);
    await session.query(sql);
    const { rows } = await session.owner<{ source: string }>(`select payload->>'source' as source from public.claim_page_renders(500, 60)`);
    return rows.map((row) => row.source);
  }

  it.each(TABLE_NAMES)('are requested for the pages of %s on insert, edit, hide and delete', async (table) => {
    const sources = await db.withActor('admin', async (session) => {
      const inserted = await sourcesOf(session, TABLES[table].insert);
      const id = (await session.query<{ id: string }>(`select id from public.${table} order by created_at desc, id limit 1`)).rows[0]?.id;
      return [
        inserted,
        await sourcesOf(session, `${TABLES[table].update} where id = '${id}'`),
        await sourcesOf(session, `update public.${table} set shown = false where id = '${id}'`),
        await sourcesOf(session, `delete from public.${table} where id = '${id}'`),
      ];
    });
    const source = TABLES[table].source;
    expect(sources).toEqual([[source], [source], [source], [source]]);
  });

  it('are requested once for a whole reorder', async () => {
    const sources = await db.withActor('admin', async (session) => {
      const ids = await session.query<{ id: string }>(`select id from public.video_reviews order by sort_order desc`);
      return sourcesOf(session, `select public.set_content_order('video_reviews', '{${ids.rows.map((row) => row.id).join(',')}}'::uuid[])`);
    });
    expect(sources).toEqual(['reviews']);
  });
});
