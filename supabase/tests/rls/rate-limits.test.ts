// hit_rate_limit: fixed-window counters in private.rate_limit_counters, shared by every function
// instance; only the subject's hash is stored, and only the service role may count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type ActorSession, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

/** The service role, as PostgREST runs an RPC called with the secret key. */
function asService<R>(fn: (session: ActorSession) => Promise<R>): Promise<R> {
  return db.withActor('service', fn);
}

async function hit(session: ActorSession, bucket: string, subject: string, max: number, windowSeconds: number): Promise<boolean> {
  const { rows } = await session.query<{ allowed: boolean }>('select public.hit_rate_limit($1, $2, $3, $4) as allowed', [
    bucket,
    subject,
    max,
    windowSeconds,
  ]);
  return rows[0]!.allowed;
}

describe('hit_rate_limit', () => {
  it('allows max hits in a window and refuses the next one', async () => {
    const answers = await asService(async (session) => {
      const out: boolean[] = [];
      for (let i = 0; i < 4; i += 1) out.push(await hit(session, 'contact', '203.0.113.7', 3, 600));
      return out;
    });
    expect(answers).toEqual([true, true, true, false]);
  });

  it('counts another subject and another bucket on their own', async () => {
    const answers = await asService(async (session) => {
      await hit(session, 'contact', '203.0.113.7', 2, 600);
      await hit(session, 'contact', '203.0.113.7', 2, 600);
      const sameSubjectRefused = await hit(session, 'contact', '203.0.113.7', 2, 600);
      const otherSubject = await hit(session, 'contact', '198.51.100.20', 2, 600);
      const otherBucket = await hit(session, 'enrich', '203.0.113.7', 2, 600);
      return { sameSubjectRefused, otherSubject, otherBucket };
    });
    expect(answers).toEqual({ sameSubjectRefused: false, otherSubject: true, otherBucket: true });
  });

  it('starts a new window fresh', async () => {
    const answers = await asService(async (session) => {
      const first = await hit(session, 'track', '192.0.2.1', 1, 60);
      const second = await hit(session, 'track', '192.0.2.1', 1, 60);
      // The window passes: the stored window moves one window into the past.
      await session.owner(`update private.rate_limit_counters set window_start = window_start - interval '60 seconds' where bucket = 'track'`);
      const afterWindow = await hit(session, 'track', '192.0.2.1', 1, 60);
      const { rows } = await session.owner<{ hits: number }>(
        `select hits from private.rate_limit_counters where bucket = 'track' order by window_start`,
      );
      return { first, second, afterWindow, hits: rows.map((row) => row.hits) };
    });
    expect(answers).toEqual({ first: true, second: false, afterWindow: true, hits: [2, 1] });
  });

  it('starts windows at multiples of window_seconds', async () => {
    const starts = await asService(async (session) => {
      await hit(session, 'aligned', 'x', 5, 600);
      const { rows } = await session.owner<{ seconds: number }>(
        `select (extract(epoch from window_start)::bigint % 600)::int as seconds from private.rate_limit_counters where bucket = 'aligned'`,
      );
      return rows.map((row) => row.seconds);
    });
    expect(starts).toEqual([0]);
  });

  it('refuses every hit when max_hits is 0', async () => {
    const answer = await asService((session) => hit(session, 'closed', '192.0.2.9', 0, 60));
    expect(answer).toBe(false);
  });

  it('rejects a window shorter than a second', async () => {
    const error = await asService(async (session) => {
      const attempt = await session.attempt(`select public.hit_rate_limit('b', 's', 1, 0)`);
      return attempt.ok ? null : attempt.error.code;
    });
    expect(error).toBe('22023');
  });

  it('stores the SHA-256 of the subject, never the subject', async () => {
    const stored = await asService(async (session) => {
      await hit(session, 'contact', '203.0.113.77', 5, 600);
      const { rows } = await session.owner<{ row: string; key_hash: string }>(
        `select c::text as row, key_hash from private.rate_limit_counters c where bucket = 'contact'`,
      );
      return rows;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.row).not.toContain('203.0.113.77');
    // sha256('203.0.113.77'), computed outside the database.
    expect(stored[0]!.key_hash).toBe('0c25434b09c62046f88142b1412b949ea7e9bc61479d71b2b74ab8dbc3d2d946');
  });

  it('sweeps windows older than a day once the last sweep is ten minutes old', async () => {
    const left = await asService(async (session) => {
      await session.owner(
        `insert into private.rate_limit_counters (bucket, key_hash, window_start, hits)
         values ('old', 'aa', now() - interval '2 days', 3), ('recent', 'bb', now() - interval '2 hours', 3)`,
      );
      // A sweep ran just now: the old window stays.
      await session.owner(`update private.rate_limit_sweeps set swept_at = now()`);
      await hit(session, 'contact', '192.0.2.50', 5, 600);
      const before = await session.owner<{ bucket: string }>(`select bucket from private.rate_limit_counters where bucket in ('old', 'recent') order by bucket`);
      await session.owner(`update private.rate_limit_sweeps set swept_at = now() - interval '11 minutes'`);
      await hit(session, 'contact', '192.0.2.50', 5, 600);
      const after = await session.owner<{ bucket: string }>(`select bucket from private.rate_limit_counters where bucket in ('old', 'recent') order by bucket`);
      return { before: before.rows.map((row) => row.bucket), after: after.rows.map((row) => row.bucket) };
    });
    expect(left).toEqual({ before: ['old', 'recent'], after: ['recent'] });
  });

  it('cannot be run by anon or signed-in users', async () => {
    for (const actor of ['anon', 'writer', 'super'] as const) {
      const error = await db.withActor(actor, async (session) => {
        const attempt = await session.attempt(`select public.hit_rate_limit('contact', '192.0.2.1', 5, 60)`);
        return attempt.ok ? null : { code: attempt.error.code, message: attempt.error.message };
      });
      expect(error).toEqual({ code: '42501', message: 'permission denied for function hit_rate_limit' });
    }
  });

  it('keeps its counters out of reach of the API roles', async () => {
    const error = await db.withActor('super', async (session) => {
      const attempt = await session.attempt(`select * from private.rate_limit_counters`);
      return attempt.ok ? null : attempt.error.code;
    });
    expect(error).toBe('42501');
  });
});
