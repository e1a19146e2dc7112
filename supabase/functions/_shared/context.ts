// The contract every function handler (supabase/functions/<name>/handler.ts) is written against,
// and the one place it is built from the environment the platform gives a function, so the same
// handler runs behind its Deno entry (index.ts) hosted and locally, and in unit tests.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { apiKeysFromEnv, verifyCaller, type ApiKeys, type Caller } from './callers.ts';
import type { Database } from './contracts/supabase/schema.ts';

/** supabase-js typed by the schema, as the browser's client is. */
export type DatabaseClient = SupabaseClient<Database>;

export type Env = Readonly<Record<string, string | undefined>>;

export interface FunctionContext {
  /** Public URL of the Supabase API (SUPABASE_URL). */
  supabaseUrl: string;
  /** The project's API keys and how a caller's JWT is verified. */
  keys: ApiKeys;
  /** supabase-js with the secret key: bypasses RLS, for trusted server-side work only. */
  admin: DatabaseClient;
  /** supabase-js acting as the caller (their Authorization header), so RLS applies to them. */
  asCaller(request: Request): DatabaseClient;
  /** Who sent the request, with the JWT's signature checked (never unverified claims). */
  caller(request: Request): Promise<Caller>;
  /** Environment of the function (function secrets hosted, the backend's environment locally). */
  env: Env;
}

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>;

/** Settings without which no function can run; each function may name more (see entry.ts). */
export const PLATFORM_SETTINGS = ['SUPABASE_URL'] as const;

const CLIENT_OPTIONS = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function createFunctionContext(env: Env): FunctionContext {
  const supabaseUrl = (env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const keys = apiKeysFromEnv(env);
  let admin: DatabaseClient | undefined;
  // The entry checks every caller before the handler runs; the handler's own ask reuses it.
  const callers = new WeakMap<Request, Promise<Caller>>();
  return {
    supabaseUrl,
    keys,
    get admin() {
      if (!keys.secret) throw new Error('No secret key: set SUPABASE_SECRET_KEYS (or SUPABASE_SERVICE_ROLE_KEY)');
      admin ??= createClient<Database>(supabaseUrl, keys.secret, CLIENT_OPTIONS);
      return admin;
    },
    asCaller(request: Request) {
      const authorization = request.headers.get('authorization');
      return createClient<Database>(supabaseUrl, keys.publishable ?? '', {
        ...CLIENT_OPTIONS,
        global: { headers: authorization ? { Authorization: authorization } : {} },
      });
    },
    caller(request: Request) {
      let caller = callers.get(request);
      if (!caller) {
        caller = verifyCaller(request, keys);
        callers.set(request, caller);
      }
      return caller;
    },
    env,
  };
}

/** JSON response helper shared by handlers. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}
