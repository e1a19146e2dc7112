// CRM adapters: where a stored contact inquiry is forwarded. Local default: the inquiry table is
// the CRM (staff work inquiries in the admin portal) and the delivery is recorded on the outbox
// message and the inquiry. Production: Zoho CRM v2 Leads API, as an upsert keyed by the inquiry
// id so that a retried delivery updates the lead it already made instead of making a second one.
import { inquiryServiceLabel } from '../contracts/contact/inquiry.ts';
import { baseUrl, DeliveryError, isPermanentStatus, providerJson, PROVIDER_TIMEOUT_MS, type Env } from './errors.ts';

/** A contact_inquiries row as stored. */
export interface StoredInquiry {
  id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  message: string;
  service: string;
  company: string | null;
  employees: string | null;
  revenue: string | null;
  industry: string | null;
  hear_about_us: string | null;
  outlet_name: string | null;
  media_person_name: string | null;
  due_date: string | null;
  current_software: string | null;
  urgency: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  sms_consent: boolean;
  created_at: string;
}

export interface CrmAdapter {
  /** Recorded as the outbox message's delivered_to. */
  readonly name: string;
  /** Creates the lead; returns the CRM's id for it. Throws DeliveryError on failure. */
  createLead(inquiry: StoredInquiry): Promise<{ externalId: string }>;
}

export function localCrm(): CrmAdapter {
  return {
    name: 'local-crm',
    createLead(inquiry) {
      // The row itself is the lead: staff read it (and its forwarding state) in the admin portal.
      return Promise.resolve({ externalId: `inquiry:${inquiry.id}` });
    },
  };
}

/** The inquiry's details a CRM lead has no standard field for, as readable lines. */
export function inquiryDetails(inquiry: StoredInquiry): string {
  const lines: [string, string | null | undefined][] = [
    ['Service', inquiryServiceLabel(inquiry.service) ?? inquiry.service],
    ['Timeline', inquiry.urgency],
    ['Deadline', inquiry.due_date],
    ['Preferred consultation', [inquiry.preferred_date, inquiry.preferred_time].filter(Boolean).join(' ') || null],
    ['Employees', inquiry.employees],
    ['Annual revenue', inquiry.revenue],
    ['Current software', inquiry.current_software],
    ['Heard about us', inquiry.hear_about_us],
    ['Media outlet', inquiry.outlet_name],
    ['Media contact', inquiry.media_person_name],
    ['SMS consent', inquiry.sms_consent ? 'yes' : 'no'],
    ['Inquiry id', inquiry.id],
  ];
  return lines
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** API name of the Zoho Leads field holding the inquiry id (ZOHO_INQUIRY_ID_FIELD). */
export const DEFAULT_ZOHO_INQUIRY_ID_FIELD = 'Inquiry_Id';

/**
 * The Leads record Zoho CRM expects (Last_Name and Company are mandatory in the default layout).
 * The inquiry id goes into the custom field named by inquiryIdField: the upsert's duplicate check.
 */
export function zohoLeadRecord(
  inquiry: StoredInquiry,
  leadSource: string | undefined,
  inquiryIdField: string = DEFAULT_ZOHO_INQUIRY_ID_FIELD,
): Record<string, unknown> {
  let firstName = inquiry.first_name.trim();
  let lastName = inquiry.last_name?.trim() ?? '';
  if (!lastName) {
    // A general inquiry has one Full Name field: its last word is the family name.
    const cut = firstName.lastIndexOf(' ');
    if (cut > 0) {
      lastName = firstName.slice(cut + 1);
      firstName = firstName.slice(0, cut);
    } else {
      lastName = firstName;
      firstName = '';
    }
  }
  const record: Record<string, unknown> = {
    Last_Name: lastName,
    Email: inquiry.email,
    Company: inquiry.company || inquiry.outlet_name || 'Not provided',
    Description: `${inquiry.message}\n\n${inquiryDetails(inquiry)}`.slice(0, 32_000),
  };
  if (firstName) record.First_Name = firstName;
  if (inquiry.phone) record.Phone = inquiry.phone;
  if (inquiry.industry) record.Industry = inquiry.industry;
  if (leadSource) record.Lead_Source = leadSource;
  record[inquiryIdField] = inquiry.id;
  return record;
}

interface ZohoToken {
  value: string;
  expiresAt: number;
}

/**
 * Zoho CRM v2: POST {api}/crm/v2/Leads/upsert with `Authorization: Zoho-oauthtoken <token>`. The token
 * is ZOHO_ACCESS_TOKEN, or one obtained (and renewed) from ZOHO_REFRESH_TOKEN with the client id and
 * secret at {accounts}/oauth/v2/token.
 *
 * Idempotency: Zoho has no generic idempotency header, so each lead carries its inquiry id in a
 * custom Leads field (ZOHO_INQUIRY_ID_FIELD, default Inquiry_Id: a single-line field with "Do not
 * allow duplicate values" set, which must exist in the Zoho account) and the upsert names that field
 * as its only duplicate_check_fields entry. A second call for the same inquiry (a retry after a lost
 * answer) finds the record and updates it instead of creating another; two inquiries from one
 * person stay two leads. The same key is also sent as an Idempotency-Key header, for proxies or
 * gateways in front of the API that honour it; Zoho itself ignores it.
 */
export function zohoCrm(env: Env, fetchImpl: typeof fetch = fetch): CrmAdapter {
  const apiUrl = baseUrl(env.ZOHO_API_URL, 'https://www.zohoapis.com');
  const accountsUrl = baseUrl(env.ZOHO_ACCOUNTS_URL, 'https://accounts.zoho.com');
  const inquiryIdField = env.ZOHO_INQUIRY_ID_FIELD?.trim() || DEFAULT_ZOHO_INQUIRY_ID_FIELD;
  let token: ZohoToken | undefined;

  async function accessToken(): Promise<string> {
    if (env.ZOHO_ACCESS_TOKEN) return env.ZOHO_ACCESS_TOKEN;
    if (token && token.expiresAt > Date.now()) return token.value;
    const { ZOHO_REFRESH_TOKEN: refresh, ZOHO_CLIENT_ID: clientId, ZOHO_CLIENT_SECRET: secret } = env;
    if (!refresh || !clientId || !secret) {
      throw new DeliveryError('Zoho CRM is selected but ZOHO_ACCESS_TOKEN or ZOHO_REFRESH_TOKEN/ZOHO_CLIENT_ID/ZOHO_CLIENT_SECRET is not set');
    }
    const response = await fetchImpl(`${accountsUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refresh, client_id: clientId, client_secret: secret }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const body = (await providerJson(response, 'Zoho accounts')) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || !body.access_token) {
      throw new DeliveryError(`Zoho token refresh failed (${response.status}): ${body.error ?? 'no access_token'}`);
    }
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(lifetime - 60, 30) * 1000 };
    return token.value;
  }

  return {
    name: 'zoho-crm',
    async createLead(inquiry) {
      const response = await fetchImpl(`${apiUrl}/crm/v2/Leads/upsert`, {
        method: 'POST',
        headers: {
          Authorization: `Zoho-oauthtoken ${await accessToken()}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': inquiry.id,
        },
        body: JSON.stringify({
          data: [zohoLeadRecord(inquiry, env.ZOHO_LEAD_SOURCE, inquiryIdField)],
          duplicate_check_fields: [inquiryIdField],
          trigger: ['workflow'],
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (response.status === 401) token = undefined;
      const body = (await providerJson(response, 'Zoho CRM')) as {
        data?: { code?: string; status?: string; message?: string; details?: { id?: string } }[];
        code?: string;
        message?: string;
      };
      const result = body.data?.[0];
      if (response.ok && result?.status === 'success' && result.details?.id) {
        return { externalId: String(result.details.id) };
      }
      const reason = result ? `${result.code ?? 'ERROR'}: ${result.message ?? ''}` : `${body.code ?? 'ERROR'}: ${body.message ?? ''}`;
      throw new DeliveryError(`Zoho CRM answered ${response.status} (${reason.trim()})`, isPermanentStatus(response.status));
    },
  };
}
