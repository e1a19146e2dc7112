// Inquiries that have not reached the CRM, from crm_forwarding_summary: the banner over the leads
// while the CRM is not taking them.
import { getSupabase } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';

/** How long a lead may wait for the CRM before the screen says so. */
export const STALE_PENDING_MINUTES = 30;

/** Inquiries not in the CRM, from crm_forwarding_summary (row-level security: admins see all). */
export interface ForwardingHealth {
  /** Retries used up while the CRM did not answer: kept, sent again when it answers. */
  failed: number;
  /** Refused by the CRM for their content: not sent again. */
  refused: number;
  /** Still pending after STALE_PENDING_MINUTES. */
  waiting: number;
  lastError: string | null;
  lastErrorAt: string | null;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

export function toForwardingHealth(data: unknown): ForwardingHealth {
  const row = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    failed: count(row.failed),
    refused: count(row.refused),
    waiting: count(row.waiting),
    lastError: typeof row.lastError === 'string' && row.lastError !== '' ? row.lastError : null,
    lastErrorAt: typeof row.lastErrorAt === 'string' ? row.lastErrorAt : null,
  };
}

export async function loadForwardingHealth(): Promise<ForwardingHealth> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('crm_forwarding_summary', { pending_minutes: STALE_PENDING_MINUTES });
  if (error) throw dataError(error);
  return toForwardingHealth(data);
}
