// Picks each third-party adapter from the environment (documented in supabase/README.md). The
// local defaults are durable database implementations, never no-ops; an unknown provider name is
// a configuration error, reported when the adapter is first used.
import type { SupabaseClient } from '@supabase/supabase-js';
import { openAiCompatibleSummary, type AiSummaryAdapter } from './aiSummary.ts';
import { localCrm, zohoCrm, type CrmAdapter } from './crm.ts';
import { localMailbox, postmarkEmail, type EmailAdapter } from './email.ts';
import { httpEnrichment, localEnrichment, type EnrichmentAdapter } from './enrichment.ts';
import { DeliveryError, type Env } from './errors.ts';

export { DeliveryError } from './errors.ts';
export type { CrmAdapter, StoredInquiry } from './crm.ts';
export type { EmailAdapter, EmailAttachment, EmailMessage } from './email.ts';
export type { Enrichment, EnrichmentAdapter } from './enrichment.ts';
export type { AiSummaryAdapter, ReviewForSummary } from './aiSummary.ts';

function provider(env: Env, name: string): string {
  return (env[name] ?? '').trim().toLowerCase();
}

function misconfigured(variable: string, value: string): Error {
  return new DeliveryError(`Unknown ${variable} '${value}'`);
}

// Adapters keep state (an OAuth token), so one instance per configuration is reused.
const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

export function crmAdapter(env: Env): CrmAdapter {
  const name = provider(env, 'CRM_PROVIDER');
  if (name === '' || name === 'local') return localCrm();
  if (name === 'zoho') {
    const key = ['zoho', env.ZOHO_API_URL, env.ZOHO_ACCOUNTS_URL, env.ZOHO_ACCESS_TOKEN, env.ZOHO_REFRESH_TOKEN, env.ZOHO_CLIENT_ID, env.ZOHO_INQUIRY_ID_FIELD].join('|');
    return cached(key, () => zohoCrm(env));
  }
  return { name, createLead: () => Promise.reject(misconfigured('CRM_PROVIDER', name)) };
}

export function emailAdapter(env: Env, admin: SupabaseClient): EmailAdapter {
  const name = provider(env, 'EMAIL_PROVIDER');
  if (name === '' || name === 'local') return localMailbox(admin);
  if (name === 'postmark') return postmarkEmail(env);
  return { name, send: () => Promise.reject(misconfigured('EMAIL_PROVIDER', name)) };
}

export function enrichmentAdapter(env: Env): EnrichmentAdapter {
  const name = provider(env, 'ENRICHMENT_PROVIDER');
  if (name === '' || name === 'local') return localEnrichment();
  if (name === 'http') return httpEnrichment(env);
  return { name, enrich: () => Promise.reject(misconfigured('ENRICHMENT_PROVIDER', name)) };
}

/** The AI summary adapter, or undefined when none is configured (the non-AI summary is used). */
export function aiSummaryAdapter(env: Env): AiSummaryAdapter | undefined {
  const name = provider(env, 'AI_SUMMARY_PROVIDER');
  if (name === '' || name === 'none') return undefined;
  if (name === 'openai-compatible' || name === 'openai') return openAiCompatibleSummary(env);
  return { name, summarize: () => Promise.reject(misconfigured('AI_SUMMARY_PROVIDER', name)) };
}
