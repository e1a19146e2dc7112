// Sends a contact inquiry and turns the endpoint's answer into what the visitor reads:
// the JSON message field, a non-JSON success counted as success, a
// non-JSON failure described with its status and the start of its body, and a generic message
// when the request never completes.
import { functionUrl } from '@firm/shared-contracts';
import type { ContactInquiry } from '@firm/shared-contracts/inquiry';
import type { HONEYPOT_FIELD } from '@firm/shared-contracts/validation';

/** The backend function that stores an inquiry and forwards it to the CRM. */
export const CONTACT_FUNCTION = 'create-zoho-lead';

export const CONTACT_MESSAGES = {
  serverFallback: 'Failed to process your request.',
  nonJson: 'Server responded with non-JSON content or an unexpected format',
  generic: 'There was a problem submitting your message. Please try again.',
  success: 'Your inquiry has been sent successfully! We will get back to you shortly.',
} as const;

export type SubmitOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The non-JSON failure text: a fixed sentence, the HTTP status and the first 100 characters. */
export function nonJsonFailureMessage(status: number, body: string): string {
  return `${CONTACT_MESSAGES.nonJson}. Status: ${status}. Response: ${body.slice(0, 100)}`;
}

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

export async function submitInquiry(
  /** The inquiry, with the form's honeypot field as the visitor left it (empty). */
  inquiry: ContactInquiry & { [HONEYPOT_FIELD]?: string },
  endpoint: string | null = functionUrl(CONTACT_FUNCTION),
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  if (!endpoint) return { ok: false, message: CONTACT_MESSAGES.generic };
  let response: Response;
  let body: string;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(inquiry),
    });
    body = await response.text();
  } catch {
    return { ok: false, message: CONTACT_MESSAGES.generic };
  }

  const isJson = (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
  let data: unknown = undefined;
  let parsed = false;
  if (isJson) {
    try {
      data = JSON.parse(body);
      parsed = true;
    } catch {
      parsed = false;
    }
  }

  if (response.ok) {
    return { ok: true, message: (parsed && messageOf(data)) || CONTACT_MESSAGES.success };
  }
  if (!parsed) return { ok: false, message: nonJsonFailureMessage(response.status, body) };
  return { ok: false, message: messageOf(data) ?? CONTACT_MESSAGES.serverFallback };
}
