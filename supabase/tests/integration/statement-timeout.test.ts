// One slow request must not stall everyone: PostgREST runs each request on a connection of its
// pool, and the API roles' statement timeouts (20261128100000_api_statement_timeouts.sql, the
// values hosted projects set) cancel it. The request is a pattern filter on a post's body: the
// public can no longer send one (20261129100000_public_reads_through_functions.sql; the attack is
// in security.test.ts), but staff still read the posts table, so a staff session's pattern is the
// slow request here.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backend, staffClient } from '../helpers/clients.ts';

async function timed(url: string, token?: string): Promise<{ ms: number; status: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { apikey: backend().publishableKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const body = await response.json().catch(() => null);
  return { ms: performance.now() - started, status: response.status, body };
}

describe('statement timeouts of the API roles', () => {
  it("cancels a signed-in pathological regex filter at 8 s while other requests are answered at once", async () => {
    const writer = await staffClient('writer@demo.local');
    const token = (await writer.auth.getSession()).data.session!.access_token;
    const pattern = encodeURIComponent('(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1');
    const evil = timed(`${backend().url}/rest/v1/blog_posts?select=id&content=match.${pattern}`, token);
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Meanwhile, other callers: the public blog list, the auth service.
    const others = [];
    for (let i = 0; i < 5; i += 1) {
      others.push(await timed(`${backend().url}/rest/v1/rpc/blog_post_list`));
      others.push(await timed(`${backend().url}/auth/v1/settings`));
    }
    for (const other of others) {
      expect(other.status).toBe(200);
      expect(other.ms).toBeLessThan(500);
    }

    const slow = await evil;
    // 57014 is query_canceled: "canceling statement due to statement timeout".
    expect(slow.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(slow.ms).toBeGreaterThan(7_900);
    expect(slow.ms).toBeLessThan(11_000);
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
