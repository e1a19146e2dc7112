// Calls to the backend functions (/functions/v1/*) with the signed-in user's token. Every failure becomes an EndpointError with a message a person can
// act on, including when the endpoint is not deployed yet.
import { currentSupabaseSettings, functionUrl as sharedFunctionUrl, getRuntimeConfig, getSupabase } from '@firm/shared-contracts';

export class EndpointError extends Error {
  readonly status: number;
  /** The answer's JSON body, for endpoints that say more than a message (a field, a conflict). */
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'EndpointError';
    this.status = status;
    this.body = body;
  }
}

/** The signed-in user's access token, or null without a session. */
export async function currentAccessToken(): Promise<string | null> {
  const client = await getSupabase();
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

export function backendSettings(): { supabaseUrl: string; anonKey: string } {
  const config = getRuntimeConfig();
  const settings = currentSupabaseSettings();
  const supabaseUrl = config?.supabaseUrl ?? settings?.supabaseUrl;
  const anonKey = config?.supabaseAnonKey ?? settings?.supabaseAnonKey;
  if (!supabaseUrl || !anonKey) throw new EndpointError('Database connection not available', 0);
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), anonKey };
}

export function functionUrl(name: string): string {
  return sharedFunctionUrl(name, { supabaseUrl: backendSettings().supabaseUrl }) as string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['error', 'message', 'msg']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
      if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
        return (value as { message: string }).message;
      }
    }
  }
  return null;
}

export interface EndpointRequest {
  /** What the endpoint does, for messages ('the analytics service'). */
  label: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sends the public key as apikey (needed by /functions/v1). */
  withApiKey?: boolean;
}

/** Fetches JSON with the caller's token; throws EndpointError with a clear message on failure. */
export async function callEndpoint<T>(url: string, request: EndpointRequest): Promise<T> {
  const token = await currentAccessToken();
  if (!token) throw new EndpointError('Authentication required', 401);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (request.withApiKey) headers.apikey = backendSettings().anonKey;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch {
    throw new EndpointError(`Could not reach ${request.label}. Check the connection and try again.`, 0);
  }
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 404) {
      const detail = messageOf(body);
      throw new EndpointError(`${capitalize(request.label)} is not available (404${detail ? `: ${detail}` : ''}).`, 404, body);
    }
    const detail = messageOf(body) ?? `${response.status} ${response.statusText}`.trim();
    throw new EndpointError(detail, response.status, body);
  }
  if (body === null || typeof body !== 'object') {
    throw new EndpointError(`${capitalize(request.label)} returned an unexpected answer.`, response.status);
  }
  return body as T;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
