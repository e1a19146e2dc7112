// The database every other part connects to as to a Postgres server: the embedded PGlite behind
// a local socket (default), or a real server named by DATABASE_URL. Owns the shared gate and the
// small pg pool the auth service and the function handlers use.
import fs from 'node:fs';
import pg from 'pg';
import { Gate } from './gate.ts';
import { lockDataDir } from './lock.ts';

export type DatabaseKind = 'pglite' | 'server';

export interface Database {
  kind: DatabaseKind;
  /** Superuser connection string (psql, migrations). */
  adminUrl: string;
  /** Connection string PostgREST uses: the `authenticator` role. */
  authenticatorUrl: string;
  /** Password given to `authenticator` on a real server (unused on PGlite). */
  authenticatorPassword: string;
  gate: Gate;
  /** Runs one statement (through the gate). */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]>;
  /** Lends a connection to `work` (through the gate); `work` manages any transaction. */
  connection<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /** Runs `work` in one short transaction (through the gate). */
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

function wrap(
  kind: DatabaseKind,
  adminUrl: string,
  authenticatorUrl: string,
  authenticatorPassword: string,
  stopServer: () => Promise<void>,
): Database {
  const gate = new Gate(kind === 'pglite');
  // On PGlite a single connection: there is only one session behind the socket anyway.
  const pool = makePool(adminUrl, kind === 'pglite' ? 1 : 10);
  return {
    kind,
    adminUrl,
    authenticatorUrl,
    authenticatorPassword,
    gate,
    async query(text, params) {
      return gate.run(async () => (await pool.query(text, params as unknown[])).rows);
    },
    async connection(work) {
      return gate.run(async () => {
        const client = await pool.connect();
        try {
          return await work(client);
        } finally {
          client.release();
        }
      });
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

/** Opens the embedded database (taking the data-folder lock) or connects to DATABASE_URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const password = process.env.AUTHENTICATOR_PASSWORD || 'postgres';
    return wrap(
      'server',
      options.databaseUrl,
      withCredentials(options.databaseUrl, 'authenticator', password),
      password,
      async () => {},
    );
  }

  const release = lockDataDir(options.dataDir);
  try {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
    const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const started = Date.now();
    // pgcrypto and uuid-ossp are enabled on every hosted project, so migrations may use them;
    // btree_gist is offered there too (the bookings' exclusion constraint needs it).
    const db = await PGlite.create(options.dataDir, { extensions: { pgcrypto, uuid_ossp, btree_gist } });
    options.log(`Embedded Postgres opened in ${Date.now() - started} ms (${options.dataDir})`);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: options.dbPort, maxConnections: 64 });
    try {
      await server.start();
    } catch (error) {
      await db.close().catch(() => {});
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') {
        throw new Error(`Port ${options.dbPort} for the embedded database is in use: set PGLITE_PORT to another one.`, { cause: error });
      }
      throw error;
    }
    const address = server.getServerConn();
    const adminUrl = `postgresql://postgres:postgres@${address}/postgres`;
    // PGlite ignores credentials; PostgREST still names its role, as it would on a real server.
    const authenticatorUrl = `postgresql://authenticator:authenticator@${address}/postgres`;
    return wrap('pglite', adminUrl, authenticatorUrl, 'authenticator', async () => {
      try {
        await server.stop();
        await db.close();
      } finally {
        release();
      }
    });
  } catch (error) {
    release();
    throw error;
  }
}
