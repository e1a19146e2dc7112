// The one table of the staff-account migrations that the generated types
// (shared-contracts/src/supabase/database.types.ts) do not hold yet: public.staff_invitations,
// which the staff-accounts function's migration adds. Once `npm run gen:types` sees it, the typed
// client replaces this shape and `staffTables` goes.
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

interface Answer<T> {
  data: T | null;
  error: { message: string; code?: string | null } | null;
}

interface Query<T> extends PromiseLike<Answer<T>> {
  select(columns: string): Query<T>;
  is(column: string, value: null): Query<T>;
  order(column: string, options: { ascending: boolean }): Query<T>;
}

/** The part of the client these reads use, without the generated types' table names. */
export interface StaffTables {
  from(table: 'staff_invitations'): Query<StaffInvitationRow[]>;
}

export async function staffTables(): Promise<StaffTables> {
  return (await getSupabase()) as unknown as StaffTables;
}
