// Rendered pages follow the content: each change to what public pages show writes a
// `pages.render` message in the same transaction, naming the content source and, for posts, the
// post whose page appears or disappears (one message per post); a change whose page already has a
// message waiting rewrites that message instead of adding one, until the renderer claims it; the
// delivery worker's claim leaves those messages to the renderer's; staff (and only staff) read
// whether pages are waiting. Each test runs in one rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type ActorSession, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

type Payload = { source: string; records: { key: string; public: boolean }[] };

/**
 * Marks the messages already there, so a test reads only the ones its own changes wrote, and has
 * the renderer take the waiting ones (the seed's), so that the test's changes do not join them.
 */
async function mark(session: ActorSession): Promise<void> {
  await session.owner(`create temporary table if not exists before_test on commit drop as select id from public.outbox_messages`);
  await session.owner(`select 1 from public.claim_page_renders(500, 60)`);
}

/** Runs a change, then claims what it queued as the renderer would: the payloads, by record key. */
async function step(session: ActorSession, sql: string): Promise<Payload[]> {
  await session.owner(sql);
  const { rows } = await session.owner<{ payload: Payload }>(`select payload from public.claim_page_renders(500, 60)`);
  const key = (payload: Payload) => payload.records[0]?.key ?? '';
  return rows.map((row) => row.payload).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The waiting (unclaimed) page-render messages the test's own changes wrote. */
async function waiting(session: ActorSession): Promise<{ id: string; payload: Payload }[]> {
  const { rows } = await session.owner<{ id: string; payload: Payload }>(
    `select id, payload from public.outbox_messages
      where kind = 'pages.render' and status = 'pending' and pending_key is not null and id not in (select id from pg_temp.before_test)
      order by created_at, id`,
  );
  return rows;
}

const post = (slug: string, status: string) =>
  `insert into public.blog_posts (title, slug, content, author, status) values ('A post', '${slug}', '<p>x</p>', 'Pat', '${status}')`;

describe('page-render messages', () => {
  it('name the post whose page appears, moves or disappears, and nothing for a draft', async () => {
    const steps = await db.withActor('service', async (session) => {
      await mark(session);
      return [
        await step(session, post('render-draft', 'draft')),
        await step(session, `update public.blog_posts set title = 'Still a draft' where slug = 'render-draft'`),
        await step(session, post('render-live', 'published')),
        await step(session, `update public.blog_posts set title = 'Edited' where slug = 'render-live'`),
        await step(session, `update public.blog_posts set slug = 'render-moved' where slug = 'render-live'`),
        await step(session, `update public.blog_posts set status = 'draft' where slug = 'render-moved'`),
        await step(session, `update public.blog_posts set status = 'published' where slug = 'render-draft'`),
        await step(session, `delete from public.blog_posts where slug = 'render-draft'`),
      ];
    });
    expect(steps).toEqual([
      [],
      [],
      [{ source: 'posts', records: [{ key: 'render-live', public: true }] }],
      [{ source: 'posts', records: [{ key: 'render-live', public: true }] }],
      // A move is two pages, each with its own message.
      [
        { source: 'posts', records: [{ key: 'render-live', public: false }] },
        { source: 'posts', records: [{ key: 'render-moved', public: true }] },
      ],
      [{ source: 'posts', records: [{ key: 'render-moved', public: false }] }],
      [{ source: 'posts', records: [{ key: 'render-draft', public: true }] }],
      [{ source: 'posts', records: [{ key: 'render-draft', public: false }] }],
    ]);
  });

  it('name the content source of team, press and review changes, once per statement', async () => {
    const steps = await db.withActor('service', async (session) => {
      await mark(session);
      return [
        await step(session, `insert into public.team_members (first_name, department) values ('Ana', 'Payroll'), ('Ben', 'Payroll')`),
        await step(
          session,
          `insert into public.media_mentions (publication_name, article_title, article_url, snippet_html, mention_date)
           values ('Review-Journal', 'Local firm', 'https://news.example/firm', '<p>x</p>', '2026-05-01')`,
        ),
        await step(
          session,
          `insert into public.reviews (author_first_name, rating, body, review_date, source) values ('Cy', 5, 'Great', '2026-05-02', 'Google')`,
        ),
        await step(session, `delete from public.team_members where first_name in ('Ana', 'Ben')`),
      ];
    });
    expect(steps).toEqual([
      [{ source: 'team', records: [] }],
      [{ source: 'press', records: [] }],
      [{ source: 'reviews', records: [] }],
      [{ source: 'team', records: [] }],
    ]);
  });

  it('wait one per page: 50 saves of a post, or 50 changes of the team, leave one message each, holding the latest', async () => {
    const result = await db.withActor('service', async (session) => {
      await mark(session);
      await session.owner(post('render-busy', 'published'));
      // Fifty statements, as fifty saves from the editor would be.
      await session.owner(`do $$ begin
        for i in 1..49 loop update public.blog_posts set title = 'Save ' || i where slug = 'render-busy'; end loop;
        update public.blog_posts set status = 'draft' where slug = 'render-busy';
        for i in 1..50 loop update public.team_members set title = 'Role ' || i where id = (select id from public.team_members order by id limit 1); end loop;
      end $$`);
      // Written in one transaction (one created_at): in the order of their sources.
      return (await waiting(session)).map((row) => row.payload).sort((a, b) => a.source.localeCompare(b.source));
    });
    expect(result).toEqual([
      { source: 'posts', records: [{ key: 'render-busy', public: false }] },
      { source: 'team', records: [] },
    ]);
  });

  it('a change made while its page is being rendered waits in a new message, which the finished render leaves alone', async () => {
    const result = await db.withActor('service', async (session) => {
      await mark(session);
      await session.owner(post('render-during', 'published'));
      const claimed = (await session.query<{ id: string; attempts: number }>(`select id, attempts from public.claim_page_renders(500, 60)`)).rows;
      await session.owner(`update public.blog_posts set status = 'draft' where slug = 'render-during'`);
      await session.owner(`update public.blog_posts set title = 'Draft again' where slug = 'render-during'`);
      const during = await waiting(session);
      for (const message of claimed) {
        await session.query(`select public.finish_outbox_message(message_id => $1, attempt => $2, succeeded => true, delivered_by => 'renderer')`, [
          message.id,
          message.attempts,
        ]);
      }
      const finished = (await session.owner<{ status: string }>(`select status from public.outbox_messages where id = $1`, [claimed[0]!.id])).rows;
      const next = (await session.query<{ id: string; payload: Payload }>(`select id, payload from public.claim_page_renders(500, 60)`)).rows;
      return { claimed: claimed.length, during, finished, next };
    });
    expect(result.claimed).toBe(1);
    expect(result.during).toEqual([{ id: expect.any(String), payload: { source: 'posts', records: [{ key: 'render-during', public: false }] } }]);
    expect(result.finished).toEqual([{ status: 'sent' }]);
    expect(result.next).toEqual(result.during);
  });

  it('are claimed by the renderer only: the delivery claim passes them by', async () => {
    const result = await db.withActor('service', async (session) => {
      await mark(session);
      await session.owner(post('render-claim', 'published'));
      const delivery = await session.query<{ kind: string }>(`select kind from public.claim_outbox_messages(500, 60)`);
      const renderer = await session.query<{ payload: Payload; attempts: number }>(`select payload, attempts from public.claim_page_renders(500, 60)`);
      const again = await session.query(`select 1 from public.claim_page_renders(500, 60)`);
      return {
        deliveryKinds: [...new Set(delivery.rows.map((row) => row.kind))].filter((kind) => kind === 'pages.render'),
        claimed: renderer.rows.filter((row) => row.payload.records.some((record) => record.key === 'render-claim')).map((row) => row.attempts),
        leasedAway: again.rowCount,
      };
    });
    expect(result).toEqual({ deliveryKinds: [], claimed: [1], leasedAway: 0 });
  });

  it('made before a full render are settled by it; later ones stay for the renderer', async () => {
    const result = await db.withActor('service', async (session) => {
      await mark(session);
      await session.owner(post('render-earlier', 'published'));
      await session.owner(
        `insert into public.outbox_messages (kind, payload, created_at, dedupe_key)
         values ('pages.render', '{"source":"posts","records":[{"key":"render-later","public":true}]}', now() + interval '1 minute', 'render-later')`,
      );
      const settled = await session.query<{ settle_page_renders: number }>(`select public.settle_page_renders(now() + interval '1 second')`);
      const { rows } = await session.owner<{ key: string; status: string }>(
        `select payload -> 'records' -> 0 ->> 'key' as key, status from public.outbox_messages
          where dedupe_key = 'render-later' or payload -> 'records' -> 0 ->> 'key' = 'render-earlier' order by key`,
      );
      return { settled: settled.rows[0]!.settle_page_renders >= 1, rows };
    });
    expect(result).toEqual({
      settled: true,
      rows: [
        { key: 'render-earlier', status: 'sent' },
        { key: 'render-later', status: 'pending' },
      ],
    });
  });

  it('rewritten after a full render began stay for the renderer, however early they were first written', async () => {
    const status = await db.withActor('service', async (session) => {
      await mark(session);
      await session.owner(post('render-rewritten', 'published'));
      // First written ten minutes ago; the update (a later change) stamps updated_at now.
      await session.owner(`update public.outbox_messages set created_at = now() - interval '10 minutes' where pending_key = 'pages.render:posts:render-rewritten'`);
      await session.query(`select public.settle_page_renders(now() - interval '5 minutes')`);
      return (await session.owner<{ status: string }>(`select status from public.outbox_messages where payload -> 'records' -> 0 ->> 'key' = 'render-rewritten'`)).rows;
    });
    expect(status).toEqual([{ status: 'pending' }]);
  });
});

describe('who may touch page renders', () => {
  it('visitors and staff cannot claim them or request one', async () => {
    for (const actor of ['anon', 'writer', 'admin', 'super'] as const) {
      const outcome = await db.withActor(actor, async (session) => ({
        claim: await session.attempt(`select * from public.claim_page_renders(10, 60)`),
        request: await session.attempt(`select private.request_page_render('posts')`),
        settle: await session.attempt(`select public.settle_page_renders(now())`),
      }));
      expect(outcome.settle.ok ? 'allowed' : outcome.settle.error.code, actor).toBe('42501');
      expect(outcome.claim.ok ? 'allowed' : outcome.claim.error.code, actor).toBe('42501');
      expect(outcome.request.ok ? 'allowed' : outcome.request.error.code, actor).toBe('42501');
    }
  });

  it('staff read whether pages are waiting or failed; a visitor may not ask', async () => {
    const status = await db.withActor('writer', async (session) => {
      await session.owner(
        `insert into public.outbox_messages (kind, payload, status, created_at, dedupe_key)
         values ('pages.render', '{"source":"team","records":[]}', 'pending', now() - interval '10 minutes', 'render-status-waiting'),
                ('pages.render', '{"source":"team","records":[]}', 'pending', now(), 'render-status-new')`,
      );
      await session.owner(
        `insert into public.outbox_messages (kind, payload, status, last_error, dedupe_key)
         values ('pages.render', '{"source":"press","records":[]}', 'failed', '/press: a remote failed to load', 'render-status-failed')`,
      );
      const { rows } = await session.query<{ waiting: number; failed: number; last_failure: string; waiting_since_minutes: number }>(
        `select waiting, failed, last_failure, round(extract(epoch from now() - waiting_since) / 60)::integer as waiting_since_minutes from public.page_render_status()`,
      );
      return rows[0];
    });
    expect(status).toMatchObject({ failed: 1, last_failure: '/press: a remote failed to load' });
    expect(status!.waiting).toBeGreaterThanOrEqual(1);
    expect(status!.waiting_since_minutes).toBeGreaterThanOrEqual(10);

    const anon = await db.withActor('anon', (session) => session.attempt(`select * from public.page_render_status()`));
    expect(anon.ok ? 'allowed' : anon.error.code).toBe('42501');
  });
});
