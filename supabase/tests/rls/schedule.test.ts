// The schedule in private.scheduled_jobs and how it is handed to pg_cron on a hosted project.
// pg_cron, pg_net and Vault are not available here, so small stand-ins with their signatures
// (cron.schedule, net.http_post, vault.decrypted_secrets) record what they are given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const HOSTED_STAND_INS = `
create schema cron;
create table cron.job (jobname text primary key, schedule text, command text);
create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
  insert into cron.job values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command;
  select 1::bigint
$$;
create schema net;
-- A call without a URL fails, as pg_net's request queue refuses one.
create table net.calls (url text not null, headers jsonb, body jsonb, timeout_milliseconds int);
create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
  headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint language sql as $$
  insert into net.calls values (url, headers, body, timeout_milliseconds);
  select 7::bigint
$$;
create schema vault;
create table vault.secrets_store (name text, decrypted_secret text);
create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets_store;
`;

/** The two Vault secrets the deployer creates after `db push` (docs/deploy.md, 1.4). */
const VAULT_SECRETS = `
insert into vault.secrets_store values
  ('project_url', 'https://abcdefghijklmnop.supabase.co'),
  ('secret_key', 'sb_secret_test_0123456789');
`;

describe('the schedule', () => {
  it('holds the render dispatch every minute, the blog roll-up and the release of lapsed booking holds every 5 min, the staff digests hourly, site-event retention daily and scheduled posts every 30 s (SQL), and the outbox every 30 s (a function)', async () => {
    const { rows } = await db.ownerQuery('select name, every_seconds, kind, command from private.scheduled_jobs order by name');
    expect(rows).toEqual([
      { name: 'dispatch-page-renders', every_seconds: 60, kind: 'sql', command: 'select private.dispatch_page_renders()' },
      { name: 'process-outbox', every_seconds: 30, kind: 'function', command: 'process-outbox' },
      { name: 'publish-scheduled-posts', every_seconds: 30, kind: 'sql', command: 'select private.publish_scheduled_posts()' },
      { name: 'queue-staff-digests', every_seconds: 3600, kind: 'sql', command: 'select private.queue_staff_digests()' },
      { name: 'release-booking-holds', every_seconds: 300, kind: 'sql', command: 'select private.release_booking_holds()' },
      {
        name: 'rollup-blog-analytics',
        every_seconds: 300,
        kind: 'sql',
        command: 'select public.rollup_blog_analytics(current_date - 2, current_date)',
      },
      { name: 'site-events-retention', every_seconds: 86400, kind: 'sql', command: 'select public.retain_site_events()' },
    ]);
  });

  it('registers nothing where pg_cron and pg_net are missing', async () => {
    const { rows } = await db.ownerQuery<{ registered: number }>('select private.register_scheduled_jobs() as registered');
    expect(rows).toEqual([{ registered: 0 }]);
  });

  it('refuses an interval pg_cron cannot express', async () => {
    // Rolled back afterwards, as the database owner.
    const outcome = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      const bad = await session.attempt(`insert into private.scheduled_jobs values ('odd', 90, 'sql', 'select 1')`);
      const good = await session.attempt(`insert into private.scheduled_jobs values ('hourly', 7200, 'sql', 'select 1')`);
      return { bad: bad.ok ? null : bad.error.code, good: good.ok };
    });
    expect(outcome).toEqual({ bad: '23514', good: true });
  });

  it('turns intervals into pg_cron schedules', async () => {
    const { rows } = await db.ownerQuery<{ s: string }>(
      `select private.cron_schedule(n) as s from unnest(array[30, 60, 900, 3600, 7200, 86400]) as n`,
    );
    expect(rows.map((row) => row.s)).toEqual(['30 seconds', '* * * * *', '*/15 * * * *', '0 * * * *', '0 */2 * * *', '0 0 * * *']);
  });

  it('hands pg_cron every job, the function job as a pg_net call with the Vault secrets read at run time', async () => {
    // Rolled back afterwards, as the database owner.
    const result = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      const registered = (await session.query<{ n: number }>('select private.register_scheduled_jobs() as n')).rows[0]!.n;
      const jobs = (await session.query<{ jobname: string; schedule: string; command: string }>(
        'select jobname, schedule, command from cron.job order by jobname',
      )).rows;
      const outbox = jobs.find((job) => job.jobname === 'process-outbox')!;
      // The stored command names no secret: it reads them when it runs.
      const leaks = outbox.command.includes('sb_secret_test') || outbox.command.includes('abcdefghijklmnop');
      // A rotated key is picked up by the next run without registering again.
      await session.query(`update vault.secrets_store set decrypted_secret = 'sb_secret_rotated' where name = 'secret_key'`);
      await session.query(outbox.command);
      const calls = (await session.query('select url, headers, body, timeout_milliseconds from net.calls')).rows;
      // Registering again updates the jobs by name instead of adding more.
      await session.query('select private.register_scheduled_jobs()');
      const count = (await session.query<{ n: number }>('select count(*)::int as n from cron.job')).rows[0]!.n;
      return {
        registered,
        schedules: jobs.map((job) => [job.jobname, job.schedule]),
        rollupCommand: jobs.find((job) => job.jobname === 'rollup-blog-analytics')!.command,
        leaks,
        calls,
        count,
      };
    }, HOSTED_STAND_INS + VAULT_SECRETS);
    expect(result).toEqual({
      registered: 7,
      schedules: [
        ['dispatch-page-renders', '* * * * *'],
        ['process-outbox', '30 seconds'],
        ['publish-scheduled-posts', '30 seconds'],
        ['queue-staff-digests', '0 * * * *'],
        ['release-booking-holds', '*/5 * * * *'],
        ['rollup-blog-analytics', '*/5 * * * *'],
        ['site-events-retention', '0 0 * * *'],
      ],
      rollupCommand: 'select public.rollup_blog_analytics(current_date - 2, current_date)',
      leaks: false,
      calls: [
        {
          url: 'https://abcdefghijklmnop.supabase.co/functions/v1/process-outbox',
          headers: {
            'Content-Type': 'application/json',
            Authorization: 'Bearer sb_secret_rotated',
            apikey: 'sb_secret_rotated',
          },
          body: {},
          timeout_milliseconds: 60000,
        },
      ],
      count: 7,
    });
  });

  it('runs a function job without error and without a call until both Vault secrets exist, then calls', async () => {
    // Rolled back afterwards, as the database owner: the schedule is registered at `db push`,
    // before the deployer has created the secrets.
    const result = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      await session.query('select private.register_scheduled_jobs()');
      const command = (await session.query<{ command: string }>(`select command from cron.job where jobname = 'process-outbox'`)).rows[0]!.command;
      const step = async (change?: string) => {
        if (change) await session.query(change);
        const run = await session.attempt(command);
        const missing = (await session.query<{ missing: string[] }>('select private.scheduled_call_missing_secrets() as missing')).rows[0]!.missing;
        const calls = (await session.query<{ n: number }>('select count(*)::int as n from net.calls')).rows[0]!.n;
        return { ran: run.ok, missing, calls };
      };
      return [
        await step(),
        await step(`insert into vault.secrets_store values ('project_url', 'https://abcdefghijklmnop.supabase.co')`),
        await step(`insert into vault.secrets_store values ('secret_key', '  ')`),
        await step(`update vault.secrets_store set decrypted_secret = 'sb_secret_test_0123456789' where name = 'secret_key'`),
        await step(),
      ];
    }, HOSTED_STAND_INS);
    expect(result).toEqual([
      { ran: true, missing: ['project_url', 'secret_key'], calls: 0 },
      { ran: true, missing: ['secret_key'], calls: 0 },
      // A blank secret counts as missing.
      { ran: true, missing: ['secret_key'], calls: 0 },
      { ran: true, missing: [], calls: 1 },
      { ran: true, missing: [], calls: 2 },
    ]);
  });

  it('runs a function job without error and without a call where Vault itself is missing', async () => {
    const result = await db.withActor('anon', async (session) => {
      await session.query('reset role');
      await session.query('drop schema vault cascade');
      await session.query('select private.register_scheduled_jobs()');
      const command = (await session.query<{ command: string }>(`select command from cron.job where jobname = 'process-outbox'`)).rows[0]!.command;
      const run = await session.attempt(command);
      const calls = (await session.query<{ n: number }>('select count(*)::int as n from net.calls')).rows[0]!.n;
      return { ran: run.ok, calls };
    }, HOSTED_STAND_INS);
    expect(result).toEqual({ ran: true, calls: 0 });
  });

  it('is out of reach of the API roles', async () => {
    for (const actor of ['anon', 'super', 'service'] as const) {
      const codes = await db.withActor(actor, async (session) => {
        const read = await session.attempt('select * from private.scheduled_jobs');
        const register = await session.attempt('select private.register_scheduled_jobs()');
        const call = await session.attempt(`select private.call_scheduled_function('process-outbox')`);
        return [read, register, call].map((outcome) => (outcome.ok ? null : outcome.error.code));
      });
      expect(codes).toEqual(['42501', '42501', '42501']);
    }
  });
});
