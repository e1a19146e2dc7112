// The contract every function handler (supabase/functions/<name>/handler.ts) and site endpoint
// (supabase/api/<name>.ts) is written against, so the same handler runs in the local backend
// and behind the thin hosted entry.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface FunctionContext {
  /** Public URL of the Supabase API (the front door locally). */
  supabaseUrl: string;
  anonKey: string;
  /** supabase-js with the service role: bypasses RLS, for trusted server-side work only. */
  admin: SupabaseClient;
  /** supabase-js acting as the caller (their Authorization header), so RLS applies to them. */
  asCaller(request: Request): SupabaseClient;
  /** Environment of the function (process env locally, function secrets when hosted). */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Direct SQL as the database owner. Locally always available; hosted only when a database URL
   * is configured, so prefer `admin` unless SQL is really needed.
   */
  sql?<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>;

/** Optional per-handler settings, exported as `config` next to the default export. */
export interface FunctionConfig {
  /** Require a valid JWT in Authorization (the hosted default for functions: true). */
  verifyJwt?: boolean;
}

/** JSON response helper shared by handlers. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}
