// Runs the site's schedule (private.scheduled_jobs) in the local backend, as pg_cron runs it on a
// hosted project: each job on its interval, one run at a time per job. A `sql` job runs as the
// database owner; a `function` job is a POST to {baseUrl}/functions/v1/<command> with the given
// bearer key. A failing job is logged once (and again when it recovers), and the schedule goes on.
// A job that runs less often than once a minute also runs as soon as the schedule starts: a hosted
// project's pg_cron never restarts, but a local backend does, and its work (the blog roll-up)
// would otherwise wait a whole interval after every start.

export interface ScheduledJob {
  name: string;
  everySeconds: number;
  kind: 'sql' | 'function';
  command: string;
}

export interface SchedulerOptions {
  /** Runs SQL as the database owner (the backend's `db`). */
  db: { query(text: string, params?: unknown[]): Promise<unknown[]> };
  /** Front door the function jobs are posted to, e.g. http://127.0.0.1:54321. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer` and `apikey` with function jobs (the secret/service key). */
  bearerKey: string;
  /** Interval per job name in milliseconds, instead of the table's; 0 turns the job off. */
  intervalOverridesMs?: Record<string, number>;
  /** How long a function call may take before it counts as failed. */
  requestTimeoutMs?: number;
  log?: (message: string) => void;
  /** Failures and recoveries (default console.error). */
  warn?: (message: string) => void;
}

export interface JobRun {
  job: string;
  ok: boolean;
  error?: string;
}

export interface Scheduler {
  /** The jobs read at start, with the interval each runs at (ms; 0 = off). */
  jobs: (ScheduledJob & { intervalMs: number })[];
  /** Runs a job now unless it is running (then waits for that run); answers the outcome. */
  runNow(name: string): Promise<JobRun>;
  stop(): Promise<void>;
}

/** Reads the schedule; an empty list where the table does not exist (yet). */
export async function readSchedule(db: SchedulerOptions['db']): Promise<ScheduledJob[]> {
  const [exists] = (await db.query(`select to_regclass('private.scheduled_jobs') is not null as present`)) as {
    present: boolean;
  }[];
  if (!exists?.present) return [];
  const rows = (await db.query(
    'select name, every_seconds, kind, command from private.scheduled_jobs order by name',
  )) as { name: string; every_seconds: number; kind: 'sql' | 'function'; command: string }[];
  return rows.map((row) => ({ name: row.name, everySeconds: Number(row.every_seconds), kind: row.kind, command: row.command }));
}

/** Interval overrides from the environment: OUTBOX_POLL_MS sets process-outbox's (0 = off). */
export function intervalOverridesFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, number> {
  const overrides: Record<string, number> = {};
  const outbox = env.OUTBOX_POLL_MS;
  if (outbox !== undefined && outbox.trim() !== '') {
    const ms = Number(outbox);
    if (Number.isFinite(ms) && ms >= 0) overrides['process-outbox'] = ms;
  }
  return overrides;
}

/**
 * Jobs that exist for a hosted project only, off in the local backend. dispatch-page-renders asks
 * the repository's CI to start the render job (migrations/20261129090000_render_dispatch.sql);
 * locally the renderer `npm start` runs claims the page renders itself, and there is no CI to ask.
 */
export const HOSTED_ONLY_JOBS = ['dispatch-page-renders'] as const;

/** The local backend's intervals: the hosted-only jobs off, then the environment's overrides. */
export function localIntervalOverrides(env: NodeJS.ProcessEnv = process.env): Record<string, number> {
  return { ...Object.fromEntries(HOSTED_ONLY_JOBS.map((name) => [name, 0])), ...intervalOverridesFromEnv(env) };
}

/** Jobs with a longer interval also run when the schedule starts. */
export const RUN_AT_START_ABOVE_MS = 60_000;

export async function startScheduler(options: SchedulerOptions): Promise<Scheduler> {
  const log = options.log ?? (() => {});
  const warn = options.warn ?? ((message: string) => console.error(message));
  const overrides = options.intervalOverridesMs ?? {};
  const requestTimeoutMs = options.requestTimeoutMs ?? 5 * 60_000;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let table: ScheduledJob[] = [];
  try {
    table = await readSchedule(options.db);
  } catch (error) {
    warn(`[schedule] could not read private.scheduled_jobs; nothing is scheduled: ${(error as Error).message}`);
  }
  const jobs = table.map((job) => ({
    ...job,
    intervalMs: overrides[job.name] ?? job.everySeconds * 1000,
  }));

  let stopped = false;
  const aborts = new AbortController();
  const running = new Map<string, Promise<JobRun>>();
  const failing = new Set<string>();
  const timers: ReturnType<typeof setInterval>[] = [];

  async function execute(job: ScheduledJob): Promise<void> {
    if (job.kind === 'sql') {
      await options.db.query(job.command);
      return;
    }
    const response = await fetch(`${baseUrl}/functions/v1/${encodeURIComponent(job.command)}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.bearerKey}`,
        apikey: options.bearerKey,
        'Content-Type': 'application/json',
      },
      body: '{}',
      signal: AbortSignal.any([aborts.signal, AbortSignal.timeout(requestTimeoutMs)]),
    });
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new Error(`HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  }

  function runNow(name: string): Promise<JobRun> {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) return Promise.reject(new Error(`No scheduled job named ${name}`));
    const current = running.get(name);
    if (current) return current;
    const run = execute(job)
      .then((): JobRun => {
        if (failing.delete(name)) warn(`[schedule] ${name} runs again`);
        return { job: name, ok: true };
      })
      .catch((error: unknown): JobRun => {
        const text = error instanceof Error ? error.message : String(error);
        if (!stopped && !failing.has(name)) {
          failing.add(name);
          warn(`[schedule] ${name} failed (logged once until it succeeds again): ${text}`);
        }
        return { job: name, ok: false, error: text };
      })
      .finally(() => {
        running.delete(name);
      });
    running.set(name, run);
    return run;
  }

  for (const job of jobs) {
    if (job.intervalMs <= 0) {
      log(`[schedule] ${job.name} is off locally`);
      continue;
    }
    const timer = setInterval(() => {
      if (!stopped && !running.has(job.name)) void runNow(job.name);
    }, job.intervalMs);
    timer.unref?.();
    timers.push(timer);
    log(`[schedule] ${job.name} every ${job.intervalMs} ms`);
    if (job.intervalMs > RUN_AT_START_ABOVE_MS) void runNow(job.name);
  }

  return {
    jobs,
    runNow,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      aborts.abort();
      await Promise.all(running.values());
    },
  };
}

/** The backend's schedule: the table's jobs against its own front door, the hosted-only jobs off, OUTBOX_POLL_MS honoured. */
export function startLocalSchedule(db: SchedulerOptions['db'], baseUrl: string, bearerKey: string, log?: (message: string) => void) {
  return startScheduler({ db, baseUrl, bearerKey, intervalOverridesMs: localIntervalOverrides(), log });
}
