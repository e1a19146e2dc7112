// The calculator's email gate: enrich the lead, send the confirmation, then unlock the calculator
// (public spec §4, §7, §8). Plain functions over fetch so tests drive them without a page.

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

export function validateGateEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return GATE_MESSAGES.emailRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return GATE_MESSAGES.emailInvalid;
  return null;
}

/** The confirmation email's greeting name: the part of the address before the @ sign. */
export function nameFromEmail(email: string): string {
  return email.trim().split('@')[0] ?? '';
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

/** Runs the gate's calls in the spec's order; a failed enrichment stops before the email. */
export async function submitEmailGate(endpoint: FunctionsEndpoint, rawEmail: string): Promise<GateResult> {
  const email = rawEmail.trim();
  try {
    const enrich = await callFunction(endpoint, 'enrich-lead', { email });
    if (!enrich.ok) return { ok: false, message: (await errorField(enrich)) ?? GATE_MESSAGES.requestFailed };
    // The confirmation email's result is not checked (public spec §7): the lead is already stored.
    await callFunction(endpoint, 'send-email', {
      templateAlias: 'calculator-confirmation',
      to: email,
      templateData: { name: nameFromEmail(email), email, calculationType: 'Net Pay Calculator' },
    }).catch((error: unknown) => console.warn('Confirmation email could not be requested:', error));
    return { ok: true };
  } catch {
    return { ok: false, message: GATE_MESSAGES.unexpected };
  }
}
