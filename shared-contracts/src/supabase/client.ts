// One Supabase client per page, whichever app asks. supabase-js is imported on first use, so
// pages that read no data never download it (docs/architecture.md#d12). What every visitor may
// read goes through the public reader: supabase-js's own REST client without auth, storage or
// realtime, a sixth of the weight, and never a signed-in member's session (docs/performance.md).
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './schema.ts';

/** The client every app shares, typed by the schema (schema.ts over database.types.ts, `npm run gen:types`). */
export type AppSupabaseClient = SupabaseClient<Database>;

export interface SupabaseSettings {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** Reads what the site shows everyone, as the anonymous role: `from()` and `rpc()` as on the client. */
export type PublicReader = PostgrestClient<Database>;

let settings: SupabaseSettings | null = null;

/** Made on first use from the current settings, then kept; a failed load is tried again next time. */
function madeOnFirstUse<T>(make: (current: SupabaseSettings) => Promise<T>) {
  let made: Promise<T> | null = null;
  return {
    get(): Promise<T> {
      if (!settings) return Promise.reject(new Error('Database connection not available'));
      if (!made) {
        const attempt = make(settings);
        made = attempt;
        attempt.catch(() => {
          if (made === attempt) made = null;
        });
      }
      return made;
    },
    forget(): void {
      made = null;
    },
  };
}

const client = madeOnFirstUse(({ supabaseUrl, supabaseAnonKey }) =>
  import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    }),
  ),
);

const reader = madeOnFirstUse(({ supabaseUrl, supabaseAnonKey }) =>
  import('@supabase/postgrest-js').then(
    ({ PostgrestClient }) =>
      new PostgrestClient<Database>(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1`, { headers: { apikey: supabaseAnonKey } }),
  ),
);

/** Called once by the shell (or a remote running alone) with the runtime config. */
export function configureSupabase(next: SupabaseSettings): void {
  if (settings && (settings.supabaseUrl !== next.supabaseUrl || settings.supabaseAnonKey !== next.supabaseAnonKey)) {
    client.forget();
    reader.forget();
  }
  settings = next;
}

export function isSupabaseConfigured(): boolean {
  return settings !== null;
}

export function getSupabase(): Promise<AppSupabaseClient> {
  return client.get();
}

/** The public reader: published content, read with the publishable key alone. */
export function getPublicReader(): Promise<PublicReader> {
  return reader.get();
}

/** The localStorage key supabase-js keeps the session under: sb-<first host label>-auth-token. */
export function authStorageKey(supabaseUrl: string): string {
  const host = new URL(supabaseUrl).hostname.split('.')[0];
  return `sb-${host}-auth-token`;
}

export function currentSupabaseSettings(): SupabaseSettings | null {
  return settings;
}
