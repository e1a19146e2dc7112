// Service-role access to the local backend for tests that must arrange data (and clean it up).
// The default key is the Supabase CLI's documented local demo key, valid only locally.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_PORTS } from '@firm/shared-contracts/routes';

export const BACKEND_URL = process.env.SUPABASE_URL ?? `http://localhost:${LOCAL_PORTS.backend}`;
export const SERVICE_ROLE_KEY =
  process.env.SUPABASE_SERVICE_ROLE_KEY ??
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export function serviceClient(): SupabaseClient {
  return createClient(BACKEND_URL, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}
