// A delivery that failed. Permanent failures (the far side refused the content itself) are not
// retried; everything else (network, 5xx, rate limits, expired tokens) is.
import type { Json } from '../contracts/supabase/database.types.ts';

export class DeliveryError extends Error {
  readonly permanent: boolean;

  constructor(message: string, permanent = false) {
    super(message);
    this.name = 'DeliveryError';
    this.permanent = permanent;
  }
}

/** Reads a provider's JSON answer; a non-JSON answer becomes a DeliveryError naming the status. */
export async function providerJson(response: Response, provider: string): Promise<Json> {
  const text = await response.text();
  try {
    const body: Json = JSON.parse(text);
    return body;
  } catch {
    throw new DeliveryError(`${provider} answered ${response.status} with non-JSON content: ${text.slice(0, 200)}`);
  }
}

/** 4xx other than 401/408/409/429 means the request itself was refused: retrying will not help. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 408, 409, 429].includes(status);
}

export const PROVIDER_TIMEOUT_MS = 10_000;

export type Env = Readonly<Record<string, string | undefined>>;

/** A provider's base URL without a trailing slash. */
export function baseUrl(value: string | undefined, fallback: string): string {
  return (value && value.trim() !== '' ? value.trim() : fallback).replace(/\/+$/, '');
}
