// How fresh the dashboard's views are: every roll-up of blog_analytics (the schedule or Sync Now)
// records its time, which staff read with analytics_last_updated().
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const VIEW = `
  insert into public.site_events (type, path, title, tab_id, post_id, occurred_at)
  values ('blog_view', '/blog/form-w4-explained-for-employers', 'W-4', 'tab1', 'b0000000-0000-4000-8000-000000000006', now() - interval '1 hour');
`;

describe('analytics_last_updated', () => {
  it('is empty before the first roll-up', async () => {
    const rows = await db.as<{ at: string | null }>('writer', 'select public.analytics_last_updated() as at');
    expect(rows.rows).toEqual([{ at: null }]);
  });

  it('is the time of the last roll-up, as the scheduled job runs it, even one that found no views', async () => {
    const result = await db.withActor('writer', async (session) => {
      const longAgo = `insert into private.analytics_rollup_state values (true, '2025-01-01T00:00:00Z')
                       on conflict (id) do update set last_rollup_at = excluded.last_rollup_at`;
      await session.owner(longAgo);
      const command = (await session.owner<{ command: string }>(
        `select command from private.scheduled_jobs where name = 'rollup-blog-analytics'`,
      )).rows[0]!.command;
      // Nothing to roll up in a range of days without views: still a roll-up.
      await session.owner(`select public.rollup_blog_analytics('2020-01-01', '2020-01-03')`);
      const empty = (await session.query<{ fresh: boolean }>(`select public.analytics_last_updated() = now() as fresh`)).rows[0];
      await session.owner(longAgo);
      await session.owner(command);
      const views = (await session.query<{ page_views: number }>(
        `select page_views from blog_analytics where post_id = 'b0000000-0000-4000-8000-000000000006'`,
      )).rows;
      const after = (await session.query<{ fresh: boolean }>(`select public.analytics_last_updated() = now() as fresh`)).rows[0];
      return { empty, views, after };
    }, VIEW);
    expect(result).toEqual({ empty: { fresh: true }, views: [{ page_views: 1 }], after: { fresh: true } });
  });

  it('is for staff only', async () => {
    for (const actor of ['anon', 'suspended'] as const) {
      const code = await db.withActor(actor, async (session) => {
        const attempt = await session.attempt('select public.analytics_last_updated()');
        return attempt.ok ? 'answered' : attempt.error.code;
      });
      expect(code, actor).toBe('42501');
    }
  });
});
