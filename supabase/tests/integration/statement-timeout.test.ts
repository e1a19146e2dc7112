// One slow request must not stall everyone: PostgREST runs each request on a connection of its
// pool, and the API roles' statement timeouts (20261128100000_api_statement_timeouts.sql, the
// values hosted projects set) cancel it. The request is the pattern filter an anonymous caller
// can send against a published post's body, whose backtracking took 27 s on one shared session.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backend } from '../helpers/clients.ts';

const headers = () => ({ apikey: backend().publishableKey });

async function timed(url: string): Promise<{ ms: number; status: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers: headers() });
  const body = await response.json().catch(() => null);
  return { ms: performance.now() - started, status: response.status, body };
}

describe('statement timeouts of the API roles', () => {
  it('cancels an anonymous pathological regex filter at 3 s while other requests are answered at once', async () => {
    const evil = timed(`${backend().url}/rest/v1/published_blog_posts?select=id&content=match.${encodeURIComponent('(.*.*)*\\1')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Meanwhile, other callers: a REST read, the auth service, a function's database call.
    const others = [];
    for (let i = 0; i < 5; i += 1) {
      others.push(await timed(`${backend().url}/rest/v1/published_blog_posts?select=slug&limit=1`));
      others.push(await timed(`${backend().url}/auth/v1/settings`));
    }
    for (const other of others) {
      expect(other.status).toBe(200);
      expect(other.ms).toBeLessThan(500);
    }

    const slow = await evil;
    // 57014 is query_canceled: "canceling statement due to statement timeout".
    expect(slow.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(slow.ms).toBeGreaterThan(2_900);
    expect(slow.ms).toBeLessThan(6_000);
  });

  it('gives the API roles the hosted statement and lock timeouts', async () => {
    // Role settings belong to the cluster the backend runs on (tests/helpers/test-database.ts).
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(
      `select r.rolname as role, s.setconfig as settings
         from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
        where r.rolname in ('anon', 'authenticated', 'authenticator') and s.setdatabase = 0
        order by r.rolname`,
    ).finally(() => client.end());
    expect(rows).toEqual([
      { role: 'anon', settings: ['statement_timeout=3s'] },
      { role: 'authenticated', settings: ['statement_timeout=8s'] },
      { role: 'authenticator', settings: expect.arrayContaining(['statement_timeout=8s', 'lock_timeout=8s']) },
    ]);
  });
});
