// Brings a database up to date the way the Supabase CLI does: the local bootstrap (what a hosted
// project has before any migration), then each migration file once, in name order, recorded in
// supabase_migrations.schema_migrations, then the seed once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Database } from './database.ts';
import { SUPABASE_DIR } from './config.ts';

export const BOOTSTRAP_FILE = path.join(SUPABASE_DIR, 'local', 'bootstrap.sql');

export interface SchemaOptions {
  migrationsDir: string;
  seedFile: string;
  seed: boolean;
  extraSqlFiles: string[];
  log: (message: string) => void;
}

export interface SchemaReport {
  bootstrapped: boolean;
  migrationsApplied: string[];
  seeded: boolean;
}

export class SqlFileError extends Error {
  constructor(file: string, cause: unknown) {
    const err = cause as { message?: string; position?: string; where?: string };
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    let location = '';
    if (err.position && text) {
      const upTo = text.slice(0, Number(err.position));
      location = ` (line ${upTo.split('\n').length})`;
    }
    super(`${path.relative(process.cwd(), file)}${location}: ${err.message ?? String(cause)}`);
    this.name = 'SqlFileError';
  }
}

const TRACKING_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
-- Local-only steps (bootstrap, seed) that are not migrations.
create table if not exists supabase_migrations.local_setup (
  step text primary key,
  checksum text,
  applied_at timestamptz not null default now()
);
`;

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** Held while bootstrap.sql runs on a server: roles are cluster-wide, and two databases of one
 * cluster bootstrapping at once would collide on them (the database tests take the same lock). */
const BOOTSTRAP_LOCK = 727274;

async function runFile(
  client: pg.PoolClient,
  file: string,
  after?: (client: pg.PoolClient) => Promise<void>,
  before?: (client: pg.PoolClient) => Promise<void>,
) {
  const sql = fs.readFileSync(file, 'utf8');
  try {
    await client.query('begin');
    if (before) await before(client);
    // What the hosted postgres role has, so seeds can call pgcrypto's functions unqualified.
    await client.query('set local search_path to "$user", public, extensions');
    // No parameters: pg sends it as a simple query, so a file may hold many statements.
    await client.query(sql);
    if (after) await after(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw new SqlFileError(file, error);
  }
}

/** Migration files in name order; the version is the name's leading part, as for the CLI. */
export function listMigrations(dir: string): { file: string; version: string; name: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((fileName) => {
      const base = fileName.slice(0, -'.sql'.length);
      const cut = base.indexOf('_');
      return {
        file: path.join(dir, fileName),
        version: cut > 0 ? base.slice(0, cut) : base,
        name: cut > 0 ? base.slice(cut + 1) : '',
      };
    });
}

export async function applySchema(db: Database, options: SchemaOptions): Promise<SchemaReport> {
  const report: SchemaReport = { bootstrapped: false, migrationsApplied: [], seeded: false };
  await db.transaction(async (client) => {
    await client.query(TRACKING_SQL);
  });

  // The bootstrap is idempotent, so an edited bootstrap is simply applied again.
  const bootstrapSql = fs.readFileSync(BOOTSTRAP_FILE, 'utf8');
  const checksum = sha256(bootstrapSql);
  const done = await db.query<{ checksum: string | null }>(
    `select checksum from supabase_migrations.local_setup where step = 'bootstrap'`,
  );
  if (done[0]?.checksum !== checksum) {
    await db.connection((client) =>
        runFile(client, BOOTSTRAP_FILE, async (c) => {
          await c.query(
            `insert into supabase_migrations.local_setup (step, checksum) values ('bootstrap', $1)
             on conflict (step) do update set checksum = excluded.checksum, applied_at = now()`,
            [checksum],
          );
        }, async (c) => {
          await c.query('select pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
        }),
    );
    report.bootstrapped = true;
    options.log('Applied local/bootstrap.sql');
  }

  {
    // PostgREST logs in as authenticator, with a password.
    const literal = `'${db.authenticatorPassword.replace(/'/g, "''")}'`;
    await db.query(`alter role authenticator with login password ${literal}`);
  }

  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
      (row) => row.version,
    ),
  );
  for (const migration of listMigrations(options.migrationsDir)) {
    if (applied.has(migration.version)) continue;
    await db.connection((client) =>
        runFile(client, migration.file, async (c) => {
          await c.query(
            'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
            [migration.version, migration.name, [fs.readFileSync(migration.file, 'utf8')]],
          );
        }),
    );
    applied.add(migration.version);
    report.migrationsApplied.push(path.basename(migration.file));
    options.log(`Applied migration ${path.basename(migration.file)}`);
  }

  if (options.seed && fs.existsSync(options.seedFile)) {
    const seeded = await db.query(`select 1 from supabase_migrations.local_setup where step = 'seed'`);
    if (seeded.length === 0) {
      await db.connection((client) =>
          runFile(client, options.seedFile, async (c) => {
            await c.query(`insert into supabase_migrations.local_setup (step) values ('seed')`);
          }),
      );
      report.seeded = true;
      options.log(`Applied ${path.basename(options.seedFile)}`);
    }
  }

  for (const file of options.extraSqlFiles) {
    await db.connection((client) => runFile(client, file));
    options.log(`Applied ${path.basename(file)}`);
  }
  return report;
}
