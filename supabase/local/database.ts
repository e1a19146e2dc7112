// The database every other part connects to: a local PostgreSQL 17 server over a data folder
// (postgres.ts, the default), or a real server named by DATABASE_URL. Owns the small pg pool the
// auth service and the function handlers use.
import pg from 'pg';
import { lockDataDir } from './lock.ts';
import { startCluster } from './postgres.ts';

export interface Database {
  /** Superuser connection string (psql, migrations). */
  adminUrl: string;
  /** Connection string PostgREST uses: the `authenticator` role. */
  authenticatorUrl: string;
  /** Password given to `authenticator`. */
  authenticatorPassword: string;
  /** Runs one statement. */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]>;
  /** Lends a connection to `work`; `work` manages any transaction. */
  connection<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /** Runs `work` in one short transaction. */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  dbPort: number;
  log: (message: string) => void;
}

function parseTimestamp(value: string): string {
  let iso = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  if (!/(Z|[+-]\d\d:\d\d)$/.test(iso)) iso += 'Z';
  const date = new Date(iso);
  // 'infinity' and friends have no ISO form: hand them over as Postgres wrote them.
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

// Numeric columns come back as JS numbers and timestamps as ISO strings (what GoTrue sends),
// instead of pg's Date objects in local time.
function makePool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: max === 1 ? 0 : 10_000,
    types: {
      getTypeParser: ((oid: number, format?: string) => {
        if (oid === 1184 || oid === 1114) return parseTimestamp;
        if (oid === 20) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

function withCredentials(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

function wrap(adminUrl: string, authenticatorUrl: string, authenticatorPassword: string, stopServer: () => Promise<void>): Database {
  const pool = makePool(adminUrl, 10);
  return {
    adminUrl,
    authenticatorUrl,
    authenticatorPassword,
    async query(text, params) {
      return (await pool.query(text, params as unknown[])).rows;
    },
    async connection(work) {
      const client = await pool.connect();
      try {
        return await work(client);
      } finally {
        client.release();
      }
    },
    async transaction(work) {
      return this.connection(async (client) => {
        await client.query('begin');
        try {
          const result = await work(client);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        }
      });
    },
    async stop() {
      await pool.end().catch(() => {});
      await stopServer();
    },
  };
}

/** Starts the local server over the data folder (taking its lock) or connects to DATABASE_URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const password = process.env.AUTHENTICATOR_PASSWORD || 'postgres';
  if (options.databaseUrl) {
    return wrap(options.databaseUrl, withCredentials(options.databaseUrl, 'authenticator', password), password, async () => {});
  }
  const release = lockDataDir(options.dataDir);
  try {
    const cluster = await startCluster({ dataDir: options.dataDir, port: options.dbPort, log: options.log });
    return wrap(cluster.url, withCredentials(cluster.url, 'authenticator', password), password, async () => {
      try {
        await cluster.stop();
      } finally {
        release();
      }
    });
  } catch (error) {
    release();
    throw error;
  }
}
