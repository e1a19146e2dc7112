// The audit trail (public.audit_events): written by the database's own triggers, read by super
// admins (RLS), never changed through the API. Names come from the profiles still there; a
// deleted account has none.
import { getSupabase, type Role, type Tables } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';
import { ROLE_LABELS } from '../users/userRules.ts';

export type AuditEvent = Pick<Tables<'audit_events'>, 'id' | 'occurred_at' | 'actor_id' | 'actor_kind' | 'target_id' | 'action' | 'details'>;

export const AUDIT_PAGE_SIZE = 25;

export interface AuditPage {
  events: AuditEvent[];
  total: number;
  /** Full name (else email) of each user named in the page who still has a profile. */
  names: Record<string, string>;
}

export async function loadAuditPage(page: number): Promise<AuditPage> {
  const client = await getSupabase();
  const from = page * AUDIT_PAGE_SIZE;
  const { data, error, count } = await client
    .from('audit_events')
    .select('id, occurred_at, actor_id, actor_kind, target_id, action, details', { count: 'exact' })
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + AUDIT_PAGE_SIZE - 1);
  if (error) throw dataError(error);
  const events = data ?? [];
  const ids = [...new Set(events.flatMap((event) => [event.actor_id, event.target_id, ownerOf(event)]).filter((id): id is string => Boolean(id)))];
  const names: Record<string, string> = {};
  if (ids.length > 0) {
    const profiles = await client.from('profiles').select('id, full_name, email').in('id', ids);
    if (profiles.error) throw dataError(profiles.error);
    for (const profile of profiles.data ?? []) names[profile.id] = profile.full_name?.trim() || profile.email || profile.id;
  }
  return { events, total: count ?? events.length, names };
}

export interface AuditApi {
  loadAuditPage: typeof loadAuditPage;
}

export const auditApi: AuditApi = { loadAuditPage };

const DELETED = 'deleted user';
const SYSTEM = 'the system';

function detail(event: AuditEvent, key: string): unknown {
  const details = event.details;
  return details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>)[key] : undefined;
}

function ownerOf(event: AuditEvent): string | null {
  const owner = detail(event, 'new_owner');
  return event.action === 'removal_prepared' && typeof owner === 'string' ? owner : null;
}

function roleWord(value: unknown): string {
  return typeof value === 'string' && value in ROLE_LABELS ? ROLE_LABELS[value as Role] : String(value ?? 'unknown');
}

const SETTING_LABELS: Record<string, string> = {
  require_two_factor_for_admins: 'Require two-factor sign-in for admins',
};

/** Who acted, in words: a name, 'deleted user' when the account is gone, 'the system' for no user. */
export function actorName(event: AuditEvent, names: Record<string, string>): string {
  if (!event.actor_id) return SYSTEM;
  return names[event.actor_id] ?? DELETED;
}

/** Whom it was done to; null when nobody (a setting). */
export function targetName(event: AuditEvent, names: Record<string, string>): string | null {
  if (!event.target_id) return null;
  const email = detail(event, 'email');
  return names[event.target_id] ?? (typeof email === 'string' ? `${DELETED} (${email})` : DELETED);
}

/** The action in words. */
export function describeAction(event: AuditEvent, names: Record<string, string>): string {
  switch (event.action) {
    case 'role_granted':
      return `Role given: ${roleWord(detail(event, 'new_role'))}`;
    case 'role_changed':
      return `Role changed from ${roleWord(detail(event, 'old_role'))} to ${roleWord(detail(event, 'new_role'))}`;
    case 'role_removed':
      return `Role removed (was ${roleWord(detail(event, 'old_role'))})`;
    case 'suspended':
      return 'Account suspended';
    case 'reactivated':
      return 'Account reactivated';
    case 'invitation_sent':
      return 'Invitation sent';
    case 'removal_prepared': {
      const moved = Number(detail(event, 'posts_moved') ?? 0);
      const owner = ownerOf(event);
      return `Prepared for deletion: ${moved} ${moved === 1 ? 'post' : 'posts'} passed to ${owner ? (names[owner] ?? DELETED) : 'another member'}`;
    }
    case 'account_deleted':
      return 'Account deleted';
    case 'factor_removed':
      return 'Two-factor sign-in removed';
    case 'setting_changed': {
      const key = String(detail(event, 'setting') ?? '');
      const value = detail(event, 'new_value');
      const label = SETTING_LABELS[key] ?? key;
      return typeof value === 'boolean' ? `Setting “${label}” turned ${value ? 'on' : 'off'}` : `Setting “${label}” changed`;
    }
    default:
      return event.action;
  }
}
