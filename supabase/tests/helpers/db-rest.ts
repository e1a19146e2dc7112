// Function handlers run in-process over the test database: supabase-js clients whose fetch is
// answered here from the database instead of PostgREST, as the given actor, each request its own
// committed transaction. It speaks the part of PostgREST the handlers use: remote procedure calls
// (POST /rest/v1/rpc/<name>, named arguments), reads with eq filters (GET /rest/v1/<table>) and
// inserts with on_conflict and ignore-duplicates (POST /rest/v1/<table>); anything else is a 501,
// so a handler that needs more fails plainly. Errors carry Postgres's code and message, as
// PostgREST's do, which is what the handlers read.
import { createClient } from '@supabase/supabase-js';
import type { Caller } from '../../functions/_shared/callers.ts';
import type { DatabaseClient, Env, FunctionContext } from '../../functions/_shared/context.ts';
import type { Database } from '../../functions/_shared/contracts/supabase/schema.ts';
import { USERS, type Actor, type ActorSession, type TestDb, type UserName } from '../db/harness.ts';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

interface Procedure {
  args: Map<string, string>;
  returnsSet: boolean;
}

function reply(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function failure(error: unknown): Response {
  const { code, message, detail, hint } = error as { code?: string; message?: string; detail?: string; hint?: string };
  return reply(code === '42501' ? 403 : 400, { code: code ?? 'XX000', message: message ?? String(error), details: detail ?? null, hint: hint ?? null });
}

async function procedure(session: ActorSession, name: string): Promise<Procedure> {
  const { rows } = await session.owner<{ names: string[] | null; types: string[]; retset: boolean }>(
    `select p.proargnames as names,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as types,
            p.proretset as retset
       from pg_proc p where p.proname = $1 and p.pronamespace = 'public'::regnamespace`,
    [name],
  );
  const found = rows[0];
  if (!found) throw Object.assign(new Error(`Could not find the function public.${name}`), { code: 'PGRST202' });
  return { args: new Map((found.names ?? []).map((arg, index) => [arg, found.types[index] ?? 'text'])), returnsSet: found.retset };
}

function parameter(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  return value;
}

async function rpc(session: ActorSession, name: string, body: Record<string, unknown>): Promise<unknown> {
  const { args, returnsSet } = await procedure(session, name);
  const given = Object.entries(body).filter(([, value]) => value !== undefined);
  const named = given.map(([arg], index) => {
    const type = args.get(arg);
    if (!type || !IDENTIFIER.test(arg)) throw Object.assign(new Error(`public.${name} has no argument ${arg}`), { code: 'PGRST202' });
    return `${arg} => $${index + 1}::${type}`;
  });
  const params = given.map(([arg, value]) => parameter(value, args.get(arg) ?? 'text'));
  const call = `public.${name}(${named.join(', ')})`;
  const sql = returnsSet
    ? `select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) as result from ${call} as r`
    : `select to_jsonb(${call}) as result`;
  const { rows } = await session.query<{ result: unknown }>(sql, params);
  return rows[0]?.result ?? null;
}

function filters(url: URL): { clauses: string[]; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const [column, condition] of url.searchParams) {
    if (['select', 'on_conflict', 'order', 'limit'].includes(column)) continue;
    if (!IDENTIFIER.test(column) || !condition.startsWith('eq.')) throw Object.assign(new Error(`Unsupported filter ${column}=${condition}`), { code: 'PGRST100' });
    params.push(condition.slice(3));
    clauses.push(`t.${column}::text = $${params.length}`);
  }
  return { clauses, params };
}

function picked(rows: Record<string, unknown>[], select: string | null): Record<string, unknown>[] {
  if (!select || select === '*') return rows;
  const columns = select.split(',').map((column) => column.trim());
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
}

async function read(session: ActorSession, table: string, url: URL): Promise<Record<string, unknown>[]> {
  const { clauses, params } = filters(url);
  const where = clauses.length > 0 ? `where ${clauses.join(' and ')}` : '';
  const { rows } = await session.query<{ row: Record<string, unknown> }>(`select to_jsonb(t) as row from public.${table} t ${where}`, params);
  return picked(rows.map((row) => row.row), url.searchParams.get('select'));
}

async function insert(session: ActorSession, table: string, url: URL, body: unknown, prefer: string): Promise<Record<string, unknown>[]> {
  const records = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
  const columns = Object.keys(records[0] ?? {});
  if (columns.some((column) => !IDENTIFIER.test(column))) throw Object.assign(new Error('Bad column name'), { code: 'PGRST204' });
  const conflict = url.searchParams.get('on_conflict');
  const onConflict = conflict && IDENTIFIER.test(conflict) && prefer.includes('resolution=ignore-duplicates') ? `on conflict (${conflict}) do nothing` : '';
  const { rows } = await session.query<{ row: Record<string, unknown> }>(
    `insert into public.${table} (${columns.join(', ')})
     select ${columns.join(', ')} from jsonb_populate_recordset(null::public.${table}, $1::jsonb)
     ${onConflict}
     returning to_jsonb(${table}.*) as row`,
    [JSON.stringify(records)],
  );
  return picked(rows.map((row) => row.row), url.searchParams.get('select'));
}

/** A fetch that answers supabase-js's REST requests from the database, as `actor`. */
export function restOverDb(db: TestDb, actor: Actor): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/rest\/v1\//, '');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : {};
    const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
    try {
      const result = await db.committed(actor, async (session) => {
        if (path.startsWith('rpc/') && request.method === 'POST') return rpc(session, path.slice(4), body as Record<string, unknown>);
        if (!IDENTIFIER.test(path)) return undefined;
        if (request.method === 'GET') return read(session, path, url);
        if (request.method === 'POST') return insert(session, path, url, body, request.headers.get('prefer') ?? '');
        return undefined;
      });
      if (result === undefined) return reply(501, { code: 'PGRST000', message: `${request.method} ${url.pathname} is not emulated` });
      if (single && Array.isArray(result)) {
        if (result.length !== 1) return reply(406, { code: 'PGRST116', message: `The result contains ${result.length} rows`, details: null, hint: null });
        return reply(200, result[0]);
      }
      return reply(200, result);
    } catch (error) {
      return failure(error);
    }
  };
}

/** A supabase-js client over the database as `actor`. */
export function clientOverDb(db: TestDb, actor: Actor): DatabaseClient {
  return createClient<Database>('http://database.test', 'test-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: restOverDb(db, actor) },
  });
}

/** Who a test request is from: `Authorization: Bearer test:<user>` names a seed user; none is anonymous. */
function userOf(request: Request): UserName | null {
  const name = /^Bearer test:(\w+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  return name && name in USERS ? (name as UserName) : null;
}

/** Headers of a request from a seed user. */
export function as(user: UserName): Record<string, string> {
  return { Authorization: `Bearer test:${user}` };
}

/** The context a handler gets, over the test database: the service client, callers by test header. */
export function contextOverDb(db: TestDb, env: Env): FunctionContext {
  const admin = clientOverDb(db, 'service');
  return {
    supabaseUrl: 'http://database.test',
    keys: {
      publishable: 'test-key',
      secret: 'test-secret',
      publishableKeys: new Set(['test-key']),
      secretKeys: new Set(['test-secret']),
      jwks: () => Promise.reject(new Error('no JWKS in handler tests')),
      legacySecret: undefined,
    },
    admin,
    asCaller(request) {
      const user = userOf(request);
      return user ? clientOverDb(db, user) : clientOverDb(db, 'anon');
    },
    async caller(request): Promise<Caller> {
      const user = userOf(request);
      return user ? { kind: 'user', userId: USERS[user].id, claims: { sub: USERS[user].id, role: 'authenticated' } } : { kind: 'anon' };
    },
    env,
  };
}
