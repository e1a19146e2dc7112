// Where the signed-in user is signed in (public.my_sessions(): their own sessions only, the one of
// this token marked current), and signing out of the others or of all of them.
import Bowser from 'bowser';
import { getSupabase } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';

/** A row of public.my_sessions(); GoTrue leaves the address, agent and refresh time empty at times. */
export interface SessionRow {
  id: string;
  created_at: string;
  refreshed_at: string | null;
  user_agent: string | null;
  ip: string | null;
  aal: string | null;
  current: boolean;
}

export async function listSessions(): Promise<SessionRow[]> {
  const { data, error } = await (await getSupabase()).rpc('my_sessions');
  if (error) throw dataError(error);
  const rows: SessionRow[] = data ?? [];
  // This device first, then the most recently active.
  return [...rows].sort((a, b) => Number(b.current) - Number(a.current) || lastActive(b).localeCompare(lastActive(a)));
}

export function lastActive(session: Pick<SessionRow, 'refreshed_at' | 'created_at'>): string {
  return session.refreshed_at ?? session.created_at;
}

/** 'Firefox on Windows', 'Safari on iOS'; 'Unknown device' when the browser sent nothing readable. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}

/** Ends the user's sessions: 'others' keeps this one, 'global' ends this one too. */
export async function signOutSessions(scope: 'others' | 'global'): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut({ scope });
  if (error) throw error;
}

export interface SessionsApi {
  listSessions: typeof listSessions;
  signOutSessions: typeof signOutSessions;
}

export const sessionsApi: SessionsApi = { listSessions, signOutSessions };
