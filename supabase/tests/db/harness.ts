// Shared test database: a fresh database on the TEST_DATABASE_URL server (tests/helpers/test-database.ts) with bootstrap, migrations and seed, queried as an actor the way PostgREST does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

const supabaseDir = join(import.meta.dirname, '..', '..');

/** The seeded staff, each signed in once: a token GoTrue issues always names its session. */
export const USERS = {
  super: { id: 'a0000000-0000-4000-8000-000000000001', email: 'super@demo.local', session: 'b0000000-0000-4000-8000-000000000001' },
  admin: { id: 'a0000000-0000-4000-8000-000000000002', email: 'admin@demo.local', session: 'b0000000-0000-4000-8000-000000000002' },
  writer: { id: 'a0000000-0000-4000-8000-000000000003', email: 'writer@demo.local', session: 'b0000000-0000-4000-8000-000000000003' },
  writer2: { id: 'a0000000-0000-4000-8000-000000000004', email: 'writer2@demo.local', session: 'b0000000-0000-4000-8000-000000000004' },
  suspended: { id: 'a0000000-0000-4000-8000-000000000005', email: 'suspended@demo.local', session: 'b0000000-0000-4000-8000-000000000005' },
} as const;

export type UserName = keyof typeof USERS;
export type ActorName = 'anon' | UserName;
/** A named seed actor, the service role (the secret key), or any signed-in user given by id and email. */
export type Actor = ActorName | 'service' | { sub: string; email: string; session_id?: string };

export const ACTORS: readonly ActorName[] = ['anon', 'writer', 'writer2', 'admin', 'super', 'suspended'];

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  rowCount: number;
}

export interface DbError extends Error {
  code?: string;
}

/** Queries inside one actor transaction. */
export interface ActorSession {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one statement under a savepoint: an error is returned instead of aborting the transaction. */
  attempt<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ ok: true; result: QueryResult<T> } | { ok: false; error: DbError }>;
  /** Runs one statement as the database owner (bypassing RLS), then returns to the actor's role. */
  owner<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Continues the same transaction as another actor (new claims and role). */
  become(actor: Actor): Promise<void>;
  /** The notices and warnings the server sent since the last call (RAISE WARNING, NOTICE), in order. */
  takeNotices(): string[];
}

export interface TestDb {
  /** Runs one statement as the actor, rolled back afterwards. Setup SQL (if any) runs first as owner. */
  as<T = Record<string, unknown>>(actor: Actor, sql: string, params?: unknown[], setup?: string): Promise<QueryResult<T>>;
  /** Runs several statements as the actor in one transaction, rolled back afterwards. */
  withActor<R>(actor: Actor, fn: (session: ActorSession) => Promise<R>, setup?: string): Promise<R>;
  /** As withActor, but the transaction is committed when fn succeeds (as a PostgREST request is). */
  committed<R>(actor: Actor, fn: (session: ActorSession) => Promise<R>): Promise<R>;
  /** Owner query outside any actor (committed). */
  ownerQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  close(): Promise<void>;
}

interface Driver {
  exec(sql: string): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<QueryResult>;
  close(): Promise<void>;
  /** What the server raised below an error, oldest first (emptied by the reader). */
  notices: string[];
}

export function claimsFor(actor: Actor): { role: 'anon' | 'authenticated' | 'service_role'; claims: Record<string, unknown> } {
  if (actor === 'anon') return { role: 'anon', claims: { role: 'anon' } };
  if (actor === 'service') return { role: 'service_role', claims: { role: 'service_role' } };
  const user = typeof actor === 'string' ? { sub: USERS[actor].id, email: USERS[actor].email, session_id: USERS[actor].session } : actor;
  return {
    role: 'authenticated',
    claims: { ...user, role: 'authenticated', aud: 'authenticated' },
  };
}

/** The SQL files of a fresh database, in order: bootstrap, migrations (by name), seed. */
export function schemaFiles(): string[] {
  const migrationsDir = join(supabaseDir, 'migrations');
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsDir, name));
  return [join(supabaseDir, 'local', 'bootstrap.sql'), ...migrations, join(supabaseDir, 'seed.sql')];
}

// Each file in its own transaction with the search path the hosted postgres role has, as the
// local server and the Supabase CLI apply them.
async function applyFiles(driver: Driver, files: string[]): Promise<void> {
  for (const file of files) {
    await driver.exec('begin');
    try {
      await driver.exec('set local search_path to "$user", public, extensions');
      await driver.exec(readFileSync(file, 'utf8'));
      await driver.exec('commit');
    } catch (error) {
      await driver.exec('rollback').catch(() => undefined);
      (error as Error).message = `${file}: ${(error as Error).message}`;
      throw error;
    }
  }
}

// A fresh database on the server named by TEST_DATABASE_URL, dropped on close. Bootstrapping
// (which creates cluster-wide roles) is serialized across test files with an advisory lock.
async function openPostgres(url: string): Promise<Driver> {
  const { default: pg } = await import('pg');
  const adminClient = new pg.Client({ connectionString: url });
  await adminClient.connect();
  const name = `rls_test_${randomUUID().replaceAll('-', '')}`;
  await adminClient.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  const notices: string[] = [];
  client.on('notice', (notice) => {
    notices.push(`${notice.severity ?? 'NOTICE'}: ${notice.message ?? ''}`);
  });
  const driver: Driver = {
    notices,
    async exec(sql) {
      await client.query(sql);
    },
    async query(sql, params) {
      const result = await client.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? result.rows.length };
    },
    async close() {
      await client.end();
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    },
  };
  await adminClient.query('select pg_advisory_lock(727274)');
  try {
    await applyFiles(driver, schemaFiles().slice(0, 1));
  } finally {
    await adminClient.query('select pg_advisory_unlock(727274)');
  }
  return driver;
}

export async function openTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through vitest, whose global setup starts the server');
  const driver = await openPostgres(url);
  // bootstrap.sql was applied while holding the lock; the rest follows.
  await applyFiles(driver, schemaFiles().slice(1));
  for (const user of Object.values(USERS)) {
    await driver.query('insert into auth.sessions (id, user_id) values ($1, $2)', [user.session, user.id]);
  }

  // One transaction at a time on the single connection.
  let queue: Promise<unknown> = Promise.resolve();
  function serialized<R>(fn: () => Promise<R>): Promise<R> {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  }

  async function withActor<R>(actor: Actor, fn: (session: ActorSession) => Promise<R>, setup?: string, commit = false): Promise<R> {
    return serialized(async () => {
      let { role } = claimsFor(actor);
      let savepoint = 0;
      async function become(next: Actor): Promise<void> {
        const identity = claimsFor(next);
        await driver.exec('reset role');
        await driver.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(identity.claims)]);
        await driver.exec(`set local role ${identity.role}`);
        role = identity.role;
      }
      await driver.exec('begin');
      try {
        if (setup) await driver.exec(setup);
        await become(actor);
        const session: ActorSession = {
          become,
          query: (sql, params) => driver.query(sql, params) as never,
          async attempt(sql, params) {
            const name = `attempt_${++savepoint}`;
            await driver.exec(`savepoint ${name}`);
            try {
              const result = await driver.query(sql, params);
              await driver.exec(`release savepoint ${name}`);
              return { ok: true, result } as never;
            } catch (error) {
              await driver.exec(`rollback to savepoint ${name}`);
              return { ok: false, error: error as DbError };
            }
          },
          takeNotices: () => driver.notices.splice(0),
          async owner(sql, params) {
            await driver.exec('reset role');
            try {
              return (await driver.query(sql, params)) as never;
            } finally {
              await driver.exec(`set local role ${role}`);
            }
          },
        };
        const result = await fn(session);
        if (commit) {
          await driver.exec('commit');
          commit = false;
        }
        return result;
      } finally {
        // Nothing to roll back after a commit; Postgres only warns.
        await driver.exec('rollback');
      }
    });
  }

  return {
    as: (actor, sql, params, setup) => withActor(actor, (session) => session.query(sql, params), setup),
    withActor,
    committed: (actor, fn) => withActor(actor, fn, undefined, true),
    ownerQuery: (sql, params) => serialized(() => driver.query(sql, params)) as never,
    close: () => serialized(() => driver.close()),
  };
}
