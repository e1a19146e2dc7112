// The local scheduler: reads private.scheduled_jobs from a fresh database, runs SQL jobs as the
// owner and posts function jobs to a front door (here a small HTTP server standing in for it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../db/harness.ts';
import { intervalOverridesFromEnv, localIntervalOverrides, startScheduler, type SchedulerOptions } from '../../local/scheduler.ts';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  apikey: string | undefined;
  body: string;
}

let db: TestDb;
let dbAdapter: SchedulerOptions['db'];
let target: { url: string; received: Received[]; status: number; delayMs: number; concurrent: number; maxConcurrent: number; close(): Promise<void> };

async function startTarget() {
  const state = { received: [] as Received[], status: 200, delayMs: 0, concurrent: 0, maxConcurrent: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      state.concurrent += 1;
      state.maxConcurrent = Math.max(state.maxConcurrent, state.concurrent);
      state.received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        apikey: req.headers.apikey as string | undefined,
        body,
      });
      setTimeout(() => {
        state.concurrent -= 1;
        res.writeHead(state.status, { 'content-type': 'application/json' });
        res.end(state.status === 200 ? '{"success":true}' : '{"error":"down"}');
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

beforeAll(async () => {
  db = await openTestDb();
  dbAdapter = { query: async (text, params) => (await db.ownerQuery(text, params)).rows };
  await db.ownerQuery(`create table public.scheduler_ticks (id serial primary key, at timestamptz not null default clock_timestamp())`);
  target = await startTarget();
});

afterAll(async () => {
  await target?.close();
  await db?.close();
});

describe('local scheduler', () => {
  it('reads the schedule from the table, with the table intervals unless overridden', async () => {
    const scheduler = await startScheduler({
      db: dbAdapter,
      baseUrl: target.url,
      bearerKey: 'k',
      intervalOverridesMs: { 'rollup-blog-analytics': 0 },
    });
    try {
      expect(scheduler.jobs.map((job) => [job.name, job.kind, job.intervalMs])).toEqual([
        ['dispatch-page-renders', 'sql', 60_000],
        ['process-outbox', 'function', 30_000],
        ['publish-scheduled-posts', 'sql', 30_000],
        ['queue-staff-digests', 'sql', 3_600_000],
        ['release-booking-holds', 'sql', 300_000],
        ['rollup-blog-analytics', 'sql', 0],
        ['site-events-retention', 'sql', 86_400_000],
      ]);
      // Every 30 s is often enough: the outbox does not also run at start.
      expect(target.received).toEqual([]);
      // The real roll-up runs as the owner (its execute right is the service role's only).
      expect(await scheduler.runNow('rollup-blog-analytics')).toEqual({ job: 'rollup-blog-analytics', ok: true });
      // So does the daily retention (a day's interval: it also runs at start).
      expect(await scheduler.runNow('site-events-retention')).toEqual({ job: 'site-events-retention', ok: true });
      // And the release of lapsed booking holds.
      expect(await scheduler.runNow('release-booking-holds')).toEqual({ job: 'release-booking-holds', ok: true });
    } finally {
      await scheduler.stop();
    }
  });

  it('takes OUTBOX_POLL_MS as the outbox interval, 0 included', () => {
    expect(intervalOverridesFromEnv({ OUTBOX_POLL_MS: '200' })).toEqual({ 'process-outbox': 200 });
    expect(intervalOverridesFromEnv({ OUTBOX_POLL_MS: '0' })).toEqual({ 'process-outbox': 0 });
    expect(intervalOverridesFromEnv({})).toEqual({});
  });

  it('leaves the render dispatch off locally, where the renderer claims the page renders itself', () => {
    expect(localIntervalOverrides({})).toEqual({ 'dispatch-page-renders': 0 });
    expect(localIntervalOverrides({ OUTBOX_POLL_MS: '200' })).toEqual({ 'dispatch-page-renders': 0, 'process-outbox': 200 });
  });

  it('runs a SQL job on its interval as the owner, and nothing after stop', async () => {
    await db.ownerQuery(
      `insert into private.scheduled_jobs values ('tick', 1, 'sql', 'insert into public.scheduler_ticks default values')`,
    );
    const scheduler = await startScheduler({
      db: dbAdapter,
      baseUrl: target.url,
      bearerKey: 'k',
      intervalOverridesMs: { tick: 50, 'process-outbox': 0, 'rollup-blog-analytics': 0 },
    });
    const count = async () => (await db.ownerQuery<{ n: number }>('select count(*)::int as n from public.scheduler_ticks')).rows[0]!.n;
    try {
      await waitFor(async () => (await count()) >= 3);
    } finally {
      await scheduler.stop();
      await db.ownerQuery(`delete from private.scheduled_jobs where name = 'tick'`);
    }
    const afterStop = await count();
    await sleep(200);
    expect(await count()).toBe(afterStop);
  });

  it('runs a job of a long interval once at start, so a restart does not leave it waiting', async () => {
    await db.ownerQuery(
      `insert into private.scheduled_jobs values ('hourly-tick', 3600, 'sql', 'insert into public.scheduler_ticks default values')`,
    );
    await db.ownerQuery('delete from public.scheduler_ticks');
    const scheduler = await startScheduler({
      db: dbAdapter,
      baseUrl: target.url,
      bearerKey: 'k',
      intervalOverridesMs: { 'process-outbox': 0, 'rollup-blog-analytics': 0 },
    });
    const count = async () => (await db.ownerQuery<{ n: number }>('select count(*)::int as n from public.scheduler_ticks')).rows[0]!.n;
    try {
      await waitFor(async () => (await count()) === 1);
      await sleep(200);
      expect(await count()).toBe(1);
    } finally {
      await scheduler.stop();
      await db.ownerQuery(`delete from private.scheduled_jobs where name = 'hourly-tick'`);
    }
  });

  it('posts a function job to /functions/v1/<name> with the bearer key, one run at a time', async () => {
    target.received.length = 0;
    target.delayMs = 250;
    target.maxConcurrent = 0;
    const scheduler = await startScheduler({
      db: dbAdapter,
      baseUrl: `${target.url}/`,
      bearerKey: 'secret-key-123',
      intervalOverridesMs: { 'process-outbox': 20, 'rollup-blog-analytics': 0 },
    });
    try {
      await waitFor(() => target.received.length >= 3);
    } finally {
      await scheduler.stop();
      target.delayMs = 0;
    }
    expect(target.maxConcurrent).toBe(1);
    expect(target.received[0]).toEqual({
      method: 'POST',
      url: '/functions/v1/process-outbox',
      authorization: 'Bearer secret-key-123',
      apikey: 'secret-key-123',
      body: '{}',
    });
  });

  it('logs a failing job once, goes on calling it, and says when it runs again', async () => {
    target.received.length = 0;
    target.status = 503;
    const warnings: string[] = [];
    const scheduler = await startScheduler({
      db: dbAdapter,
      baseUrl: target.url,
      bearerKey: 'k',
      intervalOverridesMs: { 'process-outbox': 20, 'rollup-blog-analytics': 0 },
      warn: (message) => warnings.push(message),
    });
    try {
      await waitFor(() => target.received.length >= 4);
      expect(warnings).toEqual([
        '[schedule] process-outbox failed (logged once until it succeeds again): HTTP 503: {"error":"down"}',
      ]);
      target.status = 200;
      await waitFor(() => warnings.length === 2);
      expect(warnings[1]).toBe('[schedule] process-outbox runs again');
    } finally {
      target.status = 200;
      await scheduler.stop();
    }
  });

  it('goes on when the front door cannot be reached at all', async () => {
    const warnings: string[] = [];
    const scheduler = await startScheduler({
      db: dbAdapter,
      baseUrl: 'http://127.0.0.1:9',
      bearerKey: 'k',
      intervalOverridesMs: { 'process-outbox': 0, 'rollup-blog-analytics': 0 },
      warn: (message) => warnings.push(message),
    });
    try {
      const first = await scheduler.runNow('process-outbox');
      const second = await scheduler.runNow('process-outbox');
      expect([first.ok, second.ok]).toEqual([false, false]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^\[schedule\] process-outbox failed/);
    } finally {
      await scheduler.stop();
    }
  });
});
