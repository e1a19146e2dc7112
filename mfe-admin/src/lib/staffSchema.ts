// Rows and functions of the staff-account migrations that the generated types
// (shared-contracts/src/supabase/database.types.ts) do not hold yet: public.staff_invitations,
// public.my_sessions() and public.staff_needs_second_factor(). Once `npm run gen:types` sees them,
// the typed client replaces these shapes and `staffTables` goes.
import { getSupabase } from '@firm/shared-contracts';

export interface StaffInvitationRow {
  user_id: string;
  email: string;
  full_name: string | null;
  role: string;
  invited_by: string | null;
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface StaffSessionRow {
  id: string;
  created_at: string;
  refreshed_at: string | null;
  user_agent: string | null;
  ip: string | null;
  aal: string | null;
  current: boolean;
}

interface Answer<T> {
  data: T | null;
  error: { message: string; code?: string | null } | null;
}

interface Query<T> extends PromiseLike<Answer<T>> {
  select(columns: string): Query<T>;
  is(column: string, value: null): Query<T>;
  order(column: string, options: { ascending: boolean }): Query<T>;
}

/** The part of the client these reads use, without the generated types' table and function names. */
export interface StaffTables {
  from(table: 'staff_invitations'): Query<StaffInvitationRow[]>;
  rpc(fn: 'my_sessions'): PromiseLike<Answer<StaffSessionRow[]>>;
  rpc(fn: 'staff_needs_second_factor'): PromiseLike<Answer<boolean>>;
}

export async function staffTables(): Promise<StaffTables> {
  return (await getSupabase()) as unknown as StaffTables;
}
