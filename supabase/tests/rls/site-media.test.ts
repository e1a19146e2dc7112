// The site-media bucket (migration 20261127100000_site_media.sql, docs/architecture.md#d42): the
// policies on storage.objects let every visitor read its files and only active admins and super
// admins store, replace or remove them; a row points at its files by path within its kind's
// folder; pointing a team member, a mention or a video review at new files renders their pages
// again. config.toml declares the same bucket the migration inserts. Each test is rolled back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'smol-toml';
import { openTestDb, type ActorName, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const insertObject = (name: string, bucket = 'site-media') =>
  `insert into storage.objects (bucket_id, name, metadata) values ('${bucket}', '${name}', '{"mimetype":"image/webp"}')`;

describe('storage.objects in site-media', () => {
  const cases: [ActorName, boolean][] = [
    ['anon', false],
    ['writer', false],
    ['suspended', false],
    ['admin', true],
    ['super', true],
  ];
  it.each(cases)('%s may store a file: %s', async (actor, allowed) => {
    const outcome = await db.withActor(actor, (session) => session.attempt(insertObject('team/policy-test/one/480.webp')));
    expect(outcome.ok).toBe(allowed);
    if (!outcome.ok) expect(outcome.error.code).toBe('42501');
  });

  it.each(cases)('%s may replace and remove a file: %s', async (actor, allowed) => {
    const { updated, deleted } = await db.withActor(actor, async (session) => {
      await session.owner(insertObject('team/policy-test/two/480.webp'));
      const update = await session.query(`update storage.objects set metadata = '{}' where name = 'team/policy-test/two/480.webp' returning id`);
      const remove = await session.query(`delete from storage.objects where name = 'team/policy-test/two/480.webp' returning id`);
      return { updated: update.rowCount, deleted: remove.rowCount };
    });
    expect(updated).toBe(allowed ? 1 : 0);
    expect(deleted).toBe(allowed ? 1 : 0);
  });

  it('lets everyone read the files of site-media, and nobody but the service those of another bucket', async () => {
    const seen = await db.withActor('anon', async (session) => {
      await session.owner(`insert into storage.buckets (id, name) values ('private-test', 'private-test')`);
      await session.owner(insertObject('team/read-test/one/480.webp'));
      await session.owner(insertObject('secret.webp', 'private-test'));
      const { rows } = await session.query<{ name: string }>(`select name from storage.objects where name in ('team/read-test/one/480.webp', 'secret.webp')`);
      return rows.map((row) => row.name);
    });
    expect(seen).toEqual(['team/read-test/one/480.webp']);
    const admin = await db.withActor('admin', async (session) => {
      await session.owner(`insert into storage.buckets (id, name) values ('private-test', 'private-test')`);
      return session.attempt(insertObject('secret.webp', 'private-test'));
    });
    expect(admin.ok).toBe(false);
  });
});

describe('rows point at stored files', () => {
  it('keeps a path within its kind of folder', async () => {
    const attempts = await db.withActor('admin', async (session) => ({
      photo: await session.attempt(`update public.team_members set photo_path = 'team/a1/b2' where true`),
      outside: await session.attempt(`update public.team_members set photo_path = '../team/a1' where true`),
      logoWithoutSize: await session.attempt(`update public.media_mentions set logo_path = 'logos/a1/b2' where true`),
      logo: await session.attempt(`update public.media_mentions set logo_path = 'logos/a1/b2', logo_width = 320, logo_height = 80 where true`),
      video: await session.attempt(`update public.video_reviews set video_path = 'videos/a1/b2.mp4', poster_path = 'posters/a1/b2' where true`),
      videoAsHtml: await session.attempt(`update public.video_reviews set video_path = 'videos/a1/b2.html' where true`),
    }));
    expect(attempts.photo.ok).toBe(true);
    expect(attempts.outside.ok).toBe(false);
    expect(attempts.logoWithoutSize.ok).toBe(false);
    expect(attempts.logo.ok).toBe(true);
    expect(attempts.video.ok).toBe(true);
    expect(attempts.videoAsHtml.ok).toBe(false);
  });

  it('renders the pages that show a row again when an admin points it at new files', async () => {
    const sources = await db.withActor('admin', async (session) => {
      await session.owner(`create temporary table before_test on commit drop as select id from public.outbox_messages`);
      // The renderer takes what is waiting, so that these changes queue messages of their own.
      await session.owner(`select 1 from public.claim_page_renders(500, 60)`);
      await session.query(`update public.team_members set photo_path = 'team/a1/b2' where id = (select id from public.team_members limit 1)`);
      await session.query(`update public.media_mentions set logo_path = 'logos/a1/b2', logo_width = 200, logo_height = 60 where id = (select id from public.media_mentions limit 1)`);
      await session.query(`update public.video_reviews set poster_path = 'posters/a1/b2' where id = (select id from public.video_reviews limit 1)`);
      const { rows } = await session.owner<{ source: string }>(
        `select payload->>'source' as source from public.outbox_messages
          where kind = 'pages.render' and id not in (select id from pg_temp.before_test) order by cmin::text::integer`,
      );
      return rows.map((row) => row.source);
    });
    expect(sources).toEqual(['team', 'press', 'reviews']);
  });
});

describe('the bucket', () => {
  it('is the one config.toml declares', async () => {
    const config = parse(readFileSync(join(import.meta.dirname, '..', '..', 'config.toml'), 'utf8')) as {
      storage: { buckets: Record<string, { public: boolean; file_size_limit: string; allowed_mime_types: string[] }> };
    };
    const declared = config.storage.buckets['site-media'];
    const { rows } = await db.ownerQuery<{ public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(
      `select public, file_size_limit::text, allowed_mime_types from storage.buckets where id = 'site-media'`,
    );
    expect(declared?.file_size_limit).toBe('50MiB');
    expect(rows).toEqual([{ public: declared?.public, file_size_limit: String(50 * 1024 * 1024), allowed_mime_types: declared?.allowed_mime_types }]);
  });

  it('has the name helpers hosted policies are written with', async () => {
    const { rows } = await db.ownerQuery(
      `select storage.foldername('team/a1/480.webp') as folders, storage.filename('team/a1/480.webp') as file, storage.extension('team/a1/480.webp') as ext`,
    );
    expect(rows).toEqual([{ folders: ['team', 'a1'], file: '480.webp', ext: 'webp' }]);
  });
});
