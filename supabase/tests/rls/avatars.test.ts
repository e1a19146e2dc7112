// Avatars (migration 20261129120000_avatars_from_storage.sql): a profile names an image its user
// stored in their own folder of the avatars bucket, never a URL; only that user stores files there
// and sets the column; sign-up metadata sets no avatar; team photos stay on the site's own origin.
// config.toml declares the bucket the migration inserts. Each test is rolled back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'smol-toml';
import { USERS, openTestDb, type ActorName, type TestDb } from '../db/harness.ts';

const { super: SUPER, admin: ADMIN, writer: WRITER, writer2: WRITER2 } = USERS;

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const insertObject = (name: string, bucket = 'avatars') =>
  `insert into storage.objects (bucket_id, name, metadata) values ('${bucket}', '${name}', '{"mimetype":"image/webp"}')`;

describe('storage.objects in avatars', () => {
  const own: [ActorName, string, boolean][] = [
    ['anon', `${WRITER.id}/a1.webp`, false],
    ['writer', `${WRITER.id}/a1.webp`, true],
    ['writer', `${WRITER2.id}/a1.webp`, false],
    ['admin', `${WRITER.id}/a1.webp`, false],
    ['super', `${WRITER.id}/a1.webp`, false],
    ['suspended', `${USERS.suspended.id}/a1.webp`, false],
    ['writer', `${WRITER.id}/a1.svg`, false],
    ['writer', `${WRITER.id}/nested/a1.webp`, false],
    ['writer', `${WRITER.id}/../${WRITER2.id}/a1.webp`, false],
  ];
  it.each(own)('%s storing %s: %s', async (actor, name, allowed) => {
    const outcome = await db.withActor(actor, (session) => session.attempt(insertObject(name)));
    expect(outcome.ok).toBe(allowed);
    if (!outcome.ok) expect(outcome.error.code).toBe('42501');
  });

  it('lets a user list, replace and remove the files of their own folder only', async () => {
    const seen = await db.withActor('writer2', async (session) => {
      await session.owner(insertObject(`${WRITER.id}/mine.webp`));
      await session.owner(insertObject(`${WRITER2.id}/theirs.webp`));
      const other = {
        listed: (await session.query(`select name from storage.objects where bucket_id = 'avatars' and name like $1`, [`${WRITER.id}/%`])).rowCount,
        replaced: (await session.query(`update storage.objects set metadata = '{}' where bucket_id = 'avatars' and name = $1`, [`${WRITER.id}/mine.webp`])).rowCount,
        removed: (await session.query(`delete from storage.objects where bucket_id = 'avatars' and name = $1`, [`${WRITER.id}/mine.webp`])).rowCount,
      };
      const mine = {
        listed: (await session.query(`select name from storage.objects where bucket_id = 'avatars' and name like $1`, [`${WRITER2.id}/%`])).rowCount,
        replaced: (await session.query(`update storage.objects set metadata = '{}' where bucket_id = 'avatars' and name = $1`, [`${WRITER2.id}/theirs.webp`])).rowCount,
        removed: (await session.query(`delete from storage.objects where bucket_id = 'avatars' and name = $1`, [`${WRITER2.id}/theirs.webp`])).rowCount,
      };
      return { other, mine };
    });
    expect(seen).toEqual({ other: { listed: 0, replaced: 0, removed: 0 }, mine: { listed: 1, replaced: 1, removed: 1 } });
  });

  it('refuses a token whose session has ended', async () => {
    const outcome = await db.withActor({ sub: WRITER.id, email: WRITER.email, session_id: '00000000-0000-4000-8000-00000000dead' }, (session) =>
      session.attempt(insertObject(`${WRITER.id}/ended.webp`)),
    );
    expect(outcome.ok).toBe(false);
  });
});

describe('profiles.avatar_path', () => {
  const stored = `${WRITER.id}/d3adbeef.webp`;

  it('takes a file the user stored in their own folder, and clears again', async () => {
    const rows = await db.withActor('writer', async (session) => {
      await session.query(insertObject(stored));
      const set = await session.query(`update profiles set avatar_path = $1 where id = $2 returning avatar_path`, [stored, WRITER.id]);
      const cleared = await session.query(`update profiles set avatar_path = null where id = $1 returning avatar_path`, [WRITER.id]);
      return [...set.rows, ...cleared.rows];
    });
    expect(rows).toEqual([{ avatar_path: stored }, { avatar_path: null }]);
  });

  it('refuses a URL, another folder, another bucket and a file never stored', async () => {
    const attempts = await db.withActor('writer', async (session) => {
      await session.owner(insertObject(`${WRITER2.id}/x1.webp`));
      await session.owner(insertObject(`${WRITER.id}/x2.webp`, 'site-media'));
      const tryPath = async (path: string) => {
        const outcome = await session.attempt(`update profiles set avatar_path = $1 where id = $2`, [path, WRITER.id]);
        return outcome.ok ? 'accepted' : outcome.error.code;
      };
      return {
        url: await tryPath('https://tracker.example/pixel.gif'),
        protocolRelative: await tryPath(`//tracker.example/${WRITER.id}/x.webp`),
        otherFolder: await tryPath(`${WRITER2.id}/x1.webp`),
        climbing: await tryPath(`${WRITER.id}/../${WRITER2.id}/x1.webp`),
        svg: await tryPath(`${WRITER.id}/x.svg`),
        otherBucket: await tryPath(`${WRITER.id}/x2.webp`),
        neverStored: await tryPath(`${WRITER.id}/nothing.webp`),
      };
    });
    expect(attempts).toEqual({
      url: '23514',
      protocolRelative: '23514',
      otherFolder: '23514',
      climbing: '23514',
      svg: '23514',
      otherBucket: '23514',
      neverStored: '23514',
    });
  });

  it('is no longer a URL column anyone can write', async () => {
    const { rows } = await db.ownerQuery(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'profiles' and column_name like 'avatar%'`,
    );
    expect(rows).toEqual([{ column_name: 'avatar_path' }]);
  });

  const othersAvatar: [ActorName, string][] = [
    ['admin', WRITER.id],
    ['super', WRITER.id],
    ['super', ADMIN.id],
    ['admin', SUPER.id],
    ['writer2', WRITER.id],
  ];
  it.each(othersAvatar)('%s cannot set or clear the avatar of %s', async (actor, target) => {
    const path = `${target}/0b1ec7.webp`;
    const outcome = await db.withActor(actor, async (session) => {
      await session.owner(insertObject(path));
      await session.owner(`update profiles set avatar_path = $1 where id = $2`, [path, target]);
      return {
        set: await session.attempt(`update profiles set avatar_path = $1 where id = $2`, [`${target}/other.webp`, target]),
        cleared: await session.attempt(`update profiles set avatar_path = null where id = $1`, [target]),
        still: (await session.owner<{ avatar_path: string }>(`select avatar_path from profiles where id = $1`, [target])).rows[0]?.avatar_path,
      };
    });
    // Refused outright, or (a writer, who cannot see another's row) nothing changed.
    for (const attempt of [outcome.set, outcome.cleared]) {
      if (attempt.ok) expect([actor, attempt.result.rowCount]).toEqual(['writer2', 0]);
      else expect(attempt.error.code).toBe('42501');
    }
    expect(outcome.still).toBe(path);
  });

  it('an admin still renames a writer (the avatar rule concerns the avatar alone)', async () => {
    const outcome = await db.withActor('admin', (session) => session.attempt(`update profiles set full_name = 'Priya N.' where id = $1`, [WRITER.id]));
    expect(outcome.ok).toBe(true);
  });
});

describe('a new user', () => {
  it('gets no avatar from the sign-up metadata', async () => {
    const rows = await db.withActor('service', async (session) => {
      const id = '1d000000-0000-4000-8000-0000000000a1';
      await session.owner(
        `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'meta-avatar@demo.local', $2)`,
        [id, JSON.stringify({ full_name: 'Meta Avatar', avatar_url: 'https://tracker.example/pixel.gif', avatar_path: `${id}/x.webp` })],
      );
      return (await session.owner(`select full_name, avatar_path from profiles where id = $1`, [id])).rows;
    });
    expect(rows).toEqual([{ full_name: 'Meta Avatar', avatar_path: null }]);
  });
});

describe('the public site\'s stored image URLs', () => {
  const columns: [string, string][] = [
    ['team_members', 'avatar_url'],
    ['media_mentions', 'publication_logo_url'],
    ['video_reviews', 'thumbnail_url'],
  ];
  it.each(columns)('%s.%s is a path of the site, never another host', async (table, column) => {
    const attempts = await db.withActor('admin', async (session) => {
      const tryUrl = async (url: string) => (await session.attempt(`update ${table} set ${column} = $1 where true`, [url])).ok;
      return {
        sitePath: await tryUrl('/images/team/elena.webp'),
        none: (await session.attempt(`update ${table} set ${column} = null where true`)).ok,
        https: await tryUrl('https://tracker.example/pixel.gif'),
        youTube: await tryUrl('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg'),
        protocolRelative: await tryUrl('//tracker.example/pixel.gif'),
        backslash: await tryUrl('/\\tracker.example/pixel.gif'),
        dataUrl: await tryUrl('data:image/svg+xml,<svg/>'),
        script: await tryUrl('javascript:alert(1)'),
        climbing: await tryUrl('/images/../../x.webp'),
      };
    });
    expect(attempts).toEqual({
      sitePath: true,
      none: true,
      https: false,
      youTube: false,
      protocolRelative: false,
      backslash: false,
      dataUrl: false,
      script: false,
      climbing: false,
    });
  });

  it('holds for the seed: team photos and logos are the site\'s own files', async () => {
    const { rows } = await db.ownerQuery<{ n: number }>(
      `select ((select count(*) from team_members where avatar_url not like '/images/team/%')
             + (select count(*) from media_mentions where publication_logo_url not like '/images/press/%'))::int as n`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('the bucket', () => {
  it('is the one config.toml declares: public, PNG, JPEG or WebP only, at most 2 MB', async () => {
    const config = parse(readFileSync(join(import.meta.dirname, '..', '..', 'config.toml'), 'utf8')) as {
      storage: { buckets: Record<string, { public: boolean; file_size_limit: string; allowed_mime_types: string[] }> };
    };
    const declared = config.storage.buckets['avatars'];
    expect(declared).toEqual({ public: true, file_size_limit: '2MiB', allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'] });
    const { rows } = await db.ownerQuery(`select public, file_size_limit::text, allowed_mime_types from storage.buckets where id = 'avatars'`);
    expect(rows).toEqual([{ public: true, file_size_limit: String(2 * 1024 * 1024), allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'] }]);
  });
});
