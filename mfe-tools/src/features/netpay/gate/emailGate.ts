// The calculator's email gate: store the lead (enrich-lead, which also mails the confirmation from
// the server), then unlock the calculator, so no lead is lost. Plain functions over fetch so
// tests drive them without a page.
import * as z from 'zod/mini';
import { check, emailAddress } from '@firm/shared-contracts/validation';

export interface FunctionsEndpoint {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export const GATE_MESSAGES = {
  requestFailed: 'Failed to process request',
  unexpected: 'An error occurred. Please try again.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

// The address rule of the enrich-lead function, so the gate refuses what the function would.
const gateSchema = z.object({ email: emailAddress({ required: GATE_MESSAGES.emailRequired, invalid: GATE_MESSAGES.emailInvalid }) });

export function validateGateEmail(email: string): string | null {
  const result = check<typeof gateSchema, 'email'>(gateSchema, { email });
  return result.ok ? null : (result.errors.email ?? null);
}

function callFunction(endpoint: FunctionsEndpoint, name: string, body: unknown): Promise<Response> {
  return fetch(`${endpoint.supabaseUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: endpoint.supabaseAnonKey,
      Authorization: `Bearer ${endpoint.supabaseAnonKey}`,
    },
    body: JSON.stringify(body),
  });
}

async function errorField(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error !== '' ? body.error : null;
  } catch {
    return null;
  }
}

export type GateResult = { ok: true } | { ok: false; message: string };

/** Stores the lead; the function answers an { error } the visitor can act on when it refuses. */
export async function submitEmailGate(endpoint: FunctionsEndpoint, rawEmail: string): Promise<GateResult> {
  const email = rawEmail.trim();
  try {
    const enrich = await callFunction(endpoint, 'enrich-lead', { email });
    if (!enrich.ok) return { ok: false, message: (await errorField(enrich)) ?? GATE_MESSAGES.requestFailed };
    return { ok: true };
  } catch {
    return { ok: false, message: GATE_MESSAGES.unexpected };
  }
}
