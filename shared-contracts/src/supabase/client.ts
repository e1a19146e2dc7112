// One Supabase client per page, whichever app asks. supabase-js is imported on first use, so
// pages that read no data never download it (docs/architecture.md#d12).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './schema.ts';

/** The client every app shares, typed by the schema (schema.ts over database.types.ts, `npm run gen:types`). */
export type AppSupabaseClient = SupabaseClient<Database>;

export interface SupabaseSettings {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let settings: SupabaseSettings | null = null;
let clientPromise: Promise<AppSupabaseClient> | null = null;

/** Called once by the shell (or a remote running alone) with the runtime config. */
export function configureSupabase(next: SupabaseSettings): void {
  if (settings && (settings.supabaseUrl !== next.supabaseUrl || settings.supabaseAnonKey !== next.supabaseAnonKey)) {
    clientPromise = null;
  }
  settings = next;
}

export function isSupabaseConfigured(): boolean {
  return settings !== null;
}

export function getSupabase(): Promise<AppSupabaseClient> {
  if (!settings) {
    return Promise.reject(new Error('Database connection not available'));
  }
  if (!clientPromise) {
    const { supabaseUrl, supabaseAnonKey } = settings;
    clientPromise = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient<Database>(supabaseUrl, supabaseAnonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      }),
    );
    clientPromise.catch(() => {
      clientPromise = null;
    });
  }
  return clientPromise;
}

/** The localStorage key supabase-js keeps the session under: sb-<first host label>-auth-token. */
export function authStorageKey(supabaseUrl: string): string {
  const host = new URL(supabaseUrl).hostname.split('.')[0];
  return `sb-${host}-auth-token`;
}

export function currentSupabaseSettings(): SupabaseSettings | null {
  return settings;
}
