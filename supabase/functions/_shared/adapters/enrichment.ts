// Lead enrichment adapters for the calculator gate. Local default: what the address itself tells
// (its domain, and whether that is a free mailbox or a company domain). Production: a generic
// HTTP enrichment provider answering JSON for an email address.
import type { Json } from '../contracts/supabase/database.types.ts';
import { baseUrl, DeliveryError, providerJson, PROVIDER_TIMEOUT_MS, type Env } from './errors.ts';

/** What an enrichment is stored as (calculator_leads.enrichment, jsonb). */
export type Enrichment = { [key: string]: Json | undefined };

export interface EnrichmentAdapter {
  readonly name: string;
  /** A JSON object describing the lead; throws DeliveryError when the provider fails. */
  enrich(email: string): Promise<Enrichment>;
}

const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'ymail.com', 'hotmail.com', 'outlook.com', 'live.com', 'msn.com',
  'aol.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'gmx.com', 'mail.com', 'zoho.com',
  'yandex.com', 'comcast.net', 'att.net', 'sbcglobal.net', 'verizon.net', 'cox.net',
]);

export function emailDomain(email: string): string {
  return (email.split('@')[1] ?? '').trim().toLowerCase();
}

export function localEnrichment(): EnrichmentAdapter {
  return {
    name: 'local',
    enrich(email) {
      const domain = emailDomain(email);
      const freeMail = FREE_MAIL_DOMAINS.has(domain);
      return Promise.resolve({ provider: 'local', domain, freeMailProvider: freeMail, companyDomain: freeMail ? null : domain });
    },
  };
}

const MAX_ENRICHMENT_BYTES = 16 * 1024;

/**
 * ENRICHMENT_URL is called with GET; '{email}' in it is replaced by the address, otherwise
 * ?email= is added. ENRICHMENT_API_KEY goes in `Authorization: Bearer`.
 */
export function httpEnrichment(env: Env, fetchImpl: typeof fetch = fetch): EnrichmentAdapter {
  return {
    name: 'http',
    async enrich(email) {
      if (!env.ENRICHMENT_URL) throw new DeliveryError('ENRICHMENT_PROVIDER=http needs ENRICHMENT_URL');
      const template = baseUrl(env.ENRICHMENT_URL, '');
      const url = template.includes('{email}')
        ? template.replace('{email}', encodeURIComponent(email))
        : `${template}${template.includes('?') ? '&' : '?'}email=${encodeURIComponent(email)}`;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (env.ENRICHMENT_API_KEY) headers.Authorization = `Bearer ${env.ENRICHMENT_API_KEY}`;
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (response.status === 404) return { provider: 'http', found: false, domain: emailDomain(email) };
      const body = await providerJson(response, 'Enrichment provider');
      if (!response.ok) throw new DeliveryError(`Enrichment provider answered ${response.status}`);
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new DeliveryError('Enrichment provider answered something other than a JSON object');
      }
      if (JSON.stringify(body).length > MAX_ENRICHMENT_BYTES) {
        return { provider: 'http', found: true, domain: emailDomain(email), truncated: true };
      }
      return { provider: 'http', found: true, data: body };
    },
  };
}
