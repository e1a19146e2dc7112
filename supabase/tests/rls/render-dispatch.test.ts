// The database starts the production render job (.github/workflows/render-pages.yml) when page
// renders are waiting: private.dispatch_page_renders(), run every minute by pg_cron, posts a
// repository_dispatch event through pg_net with the URL and token read from Vault. pg_net and
// Vault are not available here, so stand-ins with their signatures record what they are given
// (as in schedule.test.ts). Each test runs in one rolled-back transaction, in which now() stands
// still: "a minute later" is the last call moved a minute back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type ActorSession, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const STAND_INS = `
create schema net;
create table net.calls (url text not null, headers jsonb, body jsonb, timeout_milliseconds int);
create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
  headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint language sql as $$
  insert into net.calls values (url, headers, body, timeout_milliseconds);
  select count(*) from net.calls
$$;
create schema vault;
create table vault.secrets_store (name text, decrypted_secret text);
create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets_store;
-- Only the test's own messages: those of the seed are settled.
update public.outbox_messages set status = 'sent' where kind = 'pages.render' and status = 'pending';
`;

const DISPATCH_URL = 'https://api.github.com/repos/silver-state/firm-site/dispatches';

/** The two Vault secrets the deployer creates (docs/deploy.md). */
const SECRETS = `
insert into vault.secrets_store values
  ('render_dispatch_url', '${DISPATCH_URL}'),
  ('render_dispatch_token', 'github_pat_test_0123456789');
`;

const WAITING = `select private.request_page_render('team')`;

async function run(session: ActorSession) {
  session.takeNotices();
  const { rows } = await session.query<{ id: string | null }>('select private.dispatch_page_renders()::text as id');
  const calls = (await session.query<{ n: number }>('select count(*)::int as n from net.calls')).rows[0]!.n;
  return { id: rows[0]!.id, calls, notices: session.takeNotices() };
}

/** As if the last call had been made `seconds` earlier than it was. */
const lastCallBack = (seconds: number) =>
  `update private.page_render_dispatch set last_dispatched_at = last_dispatched_at - make_interval(secs => ${seconds})`;

describe('starting the render job', () => {
  it('makes no call while no page render is waiting', async () => {
    const result = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      return run(session);
    }, STAND_INS + SECRETS);
    expect(result).toEqual({ id: null, calls: 0, notices: [] });
  });

  it('posts one repository_dispatch event, with the Vault secrets, when renders are waiting', async () => {
    const result = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      await session.query(WAITING);
      const first = await run(session);
      const calls = (await session.query('select url, headers, body, timeout_milliseconds from net.calls')).rows;
      const state = (await session.query<{ at: boolean; request: string }>(
        'select last_dispatched_at = now() as at, last_request_id::text as request from private.page_render_dispatch',
      )).rows;
      return { first, calls, state };
    }, STAND_INS + SECRETS);
    expect(result).toEqual({
      first: { id: '1', calls: 1, notices: [] },
      calls: [
        {
          url: DISPATCH_URL,
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/vnd.github+json',
            Authorization: 'Bearer github_pat_test_0123456789',
            'X-GitHub-Api-Version': '2022-11-28',
          },
          body: { event_type: 'render-pages' },
          timeout_milliseconds: 10000,
        },
      ],
      state: [{ at: true, request: '1' }],
    });
  });

  it('makes one call for fifty saves, and another only for what became due after it', async () => {
    const steps = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      const out: Record<string, number> = {};
      for (let save = 0; save < 50; save += 1) await session.query(WAITING);
      await run(session);
      // Within the debounce, with more saves: no second call.
      await session.query(WAITING);
      out.withinDebounce = (await run(session)).calls;
      // A minute later the messages written before the call are still waiting (the job has not
      // claimed them yet): the job already asked for them, so no call.
      await session.query(`update public.outbox_messages set next_attempt_at = next_attempt_at - interval '2 minutes', created_at = created_at - interval '2 minutes' where kind = 'pages.render'`);
      await session.query(lastCallBack(60));
      out.nothingNew = (await run(session)).calls;
      // A save while they wait rewrites the waiting message (one per page), which the job asked
      // for will render: no call.
      await session.query(WAITING);
      out.rewritten = (await run(session)).calls;
      // Once the job has claimed them, a save is a message of its own: one more call.
      await session.query('select public.claim_page_renders(100, 300)');
      await session.query(WAITING);
      out.newSave = (await run(session)).calls;
      return out;
    }, STAND_INS + SECRETS);
    expect(steps).toEqual({ withinDebounce: 1, nothingNew: 1, rewritten: 1, newSave: 2 });
  });

  it('leaves claimed and backed-off renders to their job, and asks again for a retry that came due', async () => {
    const steps = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      await session.query(WAITING);
      await run(session);
      // The job claims the message (leased for 5 minutes): nothing is due.
      const [claimed] = (await session.query<{ id: string; attempts: number }>('select id, attempts from public.claim_page_renders(100, 300)')).rows;
      await session.query(lastCallBack(120));
      const whileClaimed = (await run(session)).calls;
      // The render failed: its retry waits for the back-off (30 s from now).
      await session.query(
        `select public.finish_outbox_message(message_id => $1, attempt => $2, succeeded => false, error_text => 'site unreachable', retry_base_seconds => 30, max_attempts => 6)`,
        [claimed!.id, claimed!.attempts],
      );
      const whileBackingOff = (await run(session)).calls;
      // Its retry came due after the last call: a new job is asked for.
      await session.query(`update public.outbox_messages set next_attempt_at = now() - interval '1 second' where id = $1`, [claimed!.id]);
      const retryDue = (await run(session)).calls;
      return { whileClaimed, whileBackingOff, retryDue };
    }, STAND_INS + SECRETS);
    expect(steps).toEqual({ whileClaimed: 1, whileBackingOff: 1, retryDue: 2 });
  });

  it('asks again when the last call is ten minutes old and its renders still wait (a lost event, a failed job)', async () => {
    const steps = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      await session.query(WAITING);
      await run(session);
      await session.query(`update public.outbox_messages set next_attempt_at = next_attempt_at - interval '20 minutes' where kind = 'pages.render'`);
      await session.query(lastCallBack(300));
      const afterFive = (await run(session)).calls;
      await session.query(lastCallBack(300));
      const afterTen = (await run(session)).calls;
      return { afterFive, afterTen };
    }, STAND_INS + SECRETS);
    expect(steps).toEqual({ afterFive: 1, afterTen: 2 });
  });

  it('makes no call and raises a WARNING naming what is missing until both Vault secrets exist', async () => {
    const steps = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      await session.query(WAITING);
      const none = await run(session);
      await session.query(`insert into vault.secrets_store values ('render_dispatch_url', '${DISPATCH_URL}')`);
      const urlOnly = await run(session);
      await session.query(`insert into vault.secrets_store values ('render_dispatch_token', '  ')`);
      const blankToken = await run(session);
      await session.query(`update vault.secrets_store set decrypted_secret = 'github_pat_test' where name = 'render_dispatch_token'`);
      const both = await run(session);
      return { none, urlOnly, blankToken, both };
    }, STAND_INS);
    const warning = (names: string) =>
      `WARNING: page renders are waiting but no render job was started: the Vault secret${names.includes(' and ') ? 's' : ''} ${names} ${names.includes(' and ') ? 'are' : 'is'} missing (create with vault.create_secret, docs/deploy.md)`;
    expect(steps).toEqual({
      none: { id: null, calls: 0, notices: [warning('render_dispatch_token and render_dispatch_url')] },
      urlOnly: { id: null, calls: 0, notices: [warning('render_dispatch_token')] },
      // A blank secret counts as missing.
      blankToken: { id: null, calls: 0, notices: [warning('render_dispatch_token')] },
      both: { id: '1', calls: 1, notices: [] },
    });
  });

  it('makes no call and says so where pg_net is missing', async () => {
    const result = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      await session.query('drop schema net cascade');
      await session.query(WAITING);
      session.takeNotices();
      const { rows } = await session.query<{ id: string | null }>('select private.dispatch_page_renders()::text as id');
      return { id: rows[0]!.id, notices: session.takeNotices() };
    }, STAND_INS + SECRETS);
    expect(result).toEqual({ id: null, notices: ['WARNING: page renders are waiting but no render job was started: pg_net is not installed'] });
  });

  it('is out of reach of the API roles', async () => {
    for (const actor of ['anon', 'super', 'service'] as const) {
      const codes = await db.withActor(actor, async (session) => {
        const call = await session.attempt('select private.dispatch_page_renders()');
        const read = await session.attempt('select * from private.page_render_dispatch');
        return [call, read].map((outcome) => (outcome.ok ? null : outcome.error.code));
      });
      expect(codes).toEqual(['42501', '42501']);
    }
  });
});
