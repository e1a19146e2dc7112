// Secret-key access to the local backend for tests that must arrange data (and clean it up). The
// defaults are the Supabase CLI's documented local keys, valid only locally.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_PORTS } from '@firm/shared-contracts/routes';

export const BACKEND_URL = process.env.SUPABASE_URL ?? `http://localhost:${LOCAL_PORTS.backend}`;
/** Acts as service_role (bypasses row-level security). */
export const SECRET_KEY = process.env.SUPABASE_SECRET_KEY ?? 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
/** The CLI's legacy JWT secret, which the local stack still accepts (HS256 tokens). */
export const LEGACY_JWT_SECRET = process.env.JWT_SECRET ?? 'super-secret-jwt-token-with-at-least-32-characters-long';

export function serviceClient(): SupabaseClient {
  return createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}
