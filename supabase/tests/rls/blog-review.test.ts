// Review before publishing (migration 20261202100000_blog_review_workflow.sql): signed-in callers
// insert and update no post field but the author (a super admin's), so no writer publishes,
// schedules or stores content through the API; every update bumps the version; the scheduled
// post goes live with its job and requests its page; preview answers staff alone; the
// blog-images bucket is the one config.toml declares and takes files in the uploader's own
// folder only. Each test runs in one rolled-back transaction.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, USERS, type ActorName, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const insertPost = (owner: string, status = 'draft', extra = '') => `
  insert into public.blog_posts (title, slug, content, author, user_id, created_by, status${extra ? ', publish_at' : ''})
  values ('Review test', 'review-test-' || substr(md5(random()::text), 1, 8), '<p>Body</p>', 'Writer', '${owner}', '${owner}', '${status}'${extra ? `, ${extra}` : ''})
  returning id`;

describe('writes through the API', () => {
  const actors: ActorName[] = ['anon', 'writer', 'writer2', 'admin', 'super', 'suspended'];

  it.each(actors)('%s cannot insert a post', async (actor) => {
    const outcome = await db.withActor(actor, (session) => session.attempt(insertPost(USERS.writer.id)));
    expect(outcome.ok ? 'inserted' : outcome.error.code).toBe('42501');
  });

  it.each(actors)('%s cannot publish, schedule, rewrite the content or set the version of a post', async (actor) => {
    const codes = await db.withActor(actor, async (session) => {
      const id = (await session.owner<{ id: string }>(insertPost(actor === 'anon' ? USERS.writer.id : USERS[actor].id))).rows[0]!.id;
      const results = [];
      for (const set of [
        `status = 'published', published_at = now()`,
        `status = 'scheduled', publish_at = now() + interval '1 day'`,
        `content = '<script>alert(1)</script>'`,
        `version = 99`,
        `title = 'Edited'`,
        `review_comment = 'Fine'`,
      ]) {
        const attempt = await session.attempt(`update public.blog_posts set ${set} where id = $1`, [id]);
        results.push(attempt.ok ? attempt.result.rowCount : attempt.error.code);
      }
      const after = (await session.owner<{ status: string; content: string; version: number }>('select status, content, version from public.blog_posts where id = $1', [id])).rows[0];
      return { results, after };
    });
    expect(codes.results).toEqual(Array(6).fill('42501'));
    expect(codes.after).toEqual({ status: 'draft', content: '<p>Body</p>', version: 1 });
  });
});

describe('the version', () => {
  it('goes up by one on every update, whoever makes it', async () => {
    const versions = await db.withActor('service', async (session) => {
      const id = (await session.query<{ id: string }>(insertPost(USERS.writer.id))).rows[0]!.id;
      await session.query(`update public.blog_posts set title = 'One' where id = $1`, [id]);
      await session.query(`update public.blog_posts set title = 'Two', version = 1 where id = $1`, [id]);
      return (await session.query<{ version: number }>('select version from public.blog_posts where id = $1', [id])).rows[0]!.version;
    });
    expect(versions).toBe(3);
  });
});

describe('statuses', () => {
  it('refuses an unknown status and a schedule without a time', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const bad = await session.attempt(insertPost(USERS.writer.id, 'live'));
      const untimed = await session.attempt(insertPost(USERS.writer.id, 'scheduled'));
      return [bad.ok || bad.error.code, untimed.ok || untimed.error.code];
    });
    expect(outcome).toEqual(['23514', '23514']);
  });

  it('refuses a featured image that is a URL or outside the two buckets', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const id = (await session.query<{ id: string }>(insertPost(USERS.writer.id))).rows[0]!.id;
      const codes = [];
      for (const value of ['https://tracker.example/x.png', 'avatars/a.png', `blog-images/${USERS.writer.id}/../x.png`, `blog-images/${USERS.writer.id}/photo.webp`, 'site-media/hero.webp']) {
        const attempt = await session.attempt('update public.blog_posts set featured_image_path = $2 where id = $1', [id, value]);
        codes.push(attempt.ok ? 'ok' : attempt.error.code);
      }
      return codes;
    });
    expect(outcome).toEqual(['23514', '23514', '23514', 'ok', 'ok']);
  });
});

describe('scheduled publishing', () => {
  it('publishes a due post at its time, requests its page, and leaves a later one scheduled', async () => {
    const outcome = await db.withActor('service', async (session) => {
      const due = (await session.query<{ id: string }>(insertPost(USERS.writer.id, 'scheduled', `now() - interval '1 second'`))).rows[0]!.id;
      const later = (await session.query<{ id: string }>(insertPost(USERS.writer.id, 'scheduled', `now() + interval '1 hour'`))).rows[0]!.id;
      const published = (await session.owner<{ n: number }>('select private.publish_scheduled_posts() as n')).rows[0]!.n;
      const rows = (await session.query<{ id: string; status: string; live: boolean; slug: string }>(
        'select id, status, coalesce(published_at = publish_at, false) as live, slug from public.blog_posts where id = any($1::uuid[]) order by publish_at',
        [[due, later]],
      )).rows;
      const renders = (await session.owner<{ payload: { source: string; records: { key: string; public: boolean }[] } }>(
        `select payload from public.outbox_messages where kind = 'pages.render' and pending_key = 'pages.render:posts:' || $1`,
        [rows[0]!.slug],
      )).rows;
      const publicRead = (await session.owner<{ found: boolean }>('select public.blog_post($1) is not null as found', [rows[0]!.slug])).rows[0]!.found;
      return { published, statuses: rows.map((row) => [row.status, row.live]), renders: renders.map((r) => r.payload.records), publicRead };
    });
    expect(outcome.published).toBe(1);
    expect(outcome.statuses).toEqual([['published', true], ['scheduled', false]]);
    expect(outcome.renders).toHaveLength(1);
    expect(outcome.renders[0]![0]!.public).toBe(true);
    expect(outcome.publicRead).toBe(true);
  });
});

describe('reading posts in review', () => {
  it('shows admins the posts waiting for review, and writers only their own', async () => {
    const seen = await db.withActor('writer', async (session) => {
      const id = (await session.owner<{ id: string }>(insertPost(USERS.writer.id, 'in_review'))).rows[0]!.id;
      const answers: Record<string, number> = {};
      for (const actor of ['writer', 'writer2', 'admin', 'super'] as const) {
        await session.become(actor);
        answers[actor] = (await session.query('select id from public.blog_posts where id = $1', [id])).rowCount;
      }
      return answers;
    });
    expect(seen).toEqual({ writer: 1, writer2: 0, admin: 1, super: 1 });
  });
});

describe('preview', () => {
  it('answers the writer of a draft, admins and super admins; refuses another writer, a suspended user and anon', async () => {
    const outcome = await db.withActor('writer', async (session) => {
      const id = (await session.owner<{ id: string }>(insertPost(USERS.writer.id))).rows[0]!.id;
      const answers: Record<string, string> = {};
      for (const actor of ['writer', 'writer2', 'admin', 'super', 'suspended', 'anon'] as const) {
        await session.become(actor);
        const attempt = await session.attempt<{ post: { id: string; status: string; content: string } | null }>('select public.blog_post_preview($1) as post', [id]);
        answers[actor] = attempt.ok ? `${attempt.result.rows[0]!.post?.status}:${attempt.result.rows[0]!.post?.content}` : attempt.error.code ?? '';
      }
      return answers;
    });
    expect(outcome).toEqual({
      writer: 'draft:<p>Body</p>',
      writer2: '42501',
      admin: 'draft:<p>Body</p>',
      super: 'draft:<p>Body</p>',
      suspended: '42501',
      anon: '42501',
    });
  });

  it('answers what the public function answers for a published post', async () => {
    const same = await db.withActor('admin', async (session) => {
      const slug = (await session.owner<{ slug: string }>(`select slug from public.blog_posts where status = 'published' limit 1`)).rows[0]!.slug;
      const { rows } = await session.query<{ preview: Record<string, unknown>; public: Record<string, unknown> }>(
        `select public.blog_post_preview((select id from public.blog_posts where slug = $1)) as preview, public.blog_post($1)::jsonb as public`,
        [slug],
      );
      return rows[0]!;
    });
    for (const [key, value] of Object.entries(same.public)) expect(same.preview[key], key).toEqual(value);
  });
});

describe('the blog-images bucket', () => {
  it('is the one config.toml declares: public, AVIF, WebP, PNG or JPEG only, at most 10 MiB', async () => {
    const config = parse(readFileSync(join(import.meta.dirname, '..', '..', 'config.toml'), 'utf8')) as {
      storage: { buckets: Record<string, { public: boolean; file_size_limit: string; allowed_mime_types: string[] }> };
    };
    const types = ['image/avif', 'image/webp', 'image/png', 'image/jpeg'];
    expect(config.storage.buckets['blog-images']).toEqual({ public: true, file_size_limit: '10MiB', allowed_mime_types: types });
    const { rows } = await db.ownerQuery(`select public, file_size_limit::text, allowed_mime_types from storage.buckets where id = 'blog-images'`);
    expect(rows).toEqual([{ public: true, file_size_limit: String(10 * 1024 * 1024), allowed_mime_types: types }]);
  });

  it('takes files in the uploader’s own folder from writers and admins only', async () => {
    const check = (actor: ActorName, name: string) =>
      db.withActor(actor, async (session) => {
        const attempt = await session.attempt<{ ok: boolean }>('select public.may_write_blog_image($1) as ok', [name]);
        return attempt.ok ? attempt.result.rows[0]!.ok : attempt.error.code;
      });
    expect(await check('writer', `${USERS.writer.id}/photo.webp`)).toBe(true);
    expect(await check('admin', `${USERS.admin.id}/photo.avif`)).toBe(true);
    expect(await check('writer', `${USERS.writer2.id}/photo.webp`)).toBe(false);
    expect(await check('writer', `${USERS.writer.id}/a/photo.webp`)).toBe(false);
    expect(await check('writer', `${USERS.writer.id}/..`)).toBe(false);
    expect(await check('suspended', `${USERS.suspended.id}/photo.webp`)).toBe(false);
    expect(await check('anon', 'x/photo.webp')).toBe('42501');
  });
});
