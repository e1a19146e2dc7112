// GoTrue's auth mails: the one-time code and the token hash a mail carries, the redirect a mail link
// may lead to, and the Send Email Hook ([auth.hook.send_email]) through which GoTrue hands each mail
// to the project instead of sending it over SMTP. Without the hook the local auth sends no mail;
// the tokens are stored as GoTrue stores them, so /verify and the admin's generate_link work alike.
import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { SendEmailHook } from '../project-config.ts';
import { AuthError, errors } from './errors.ts';

/** GoTrue's default OTP length (MAILER_OTP_LENGTH): 6 digits. */
const OTP_LENGTH = 6;
/** GoTrue's HTTP hook timeout, ms. */
const HOOK_TIMEOUT_MS = 5000;

export function generateOtp(length = OTP_LENGTH): string {
  let otp = '';
  for (let i = 0; i < length; i += 1) otp += String(crypto.randomInt(10));
  return otp;
}

/** GoTrue's token hash: hex SHA-224 of the address followed by the code. */
export function tokenHash(email: string, otp: string): string {
  return crypto.createHash('sha224').update(email + otp).digest('hex');
}

/**
 * GoTrue's redirect check: a redirect_to on the site's host, or matching an entry of the allow-list
 * (`*` any run of characters but `.` and `/`, `**` any run at all), is kept; anything else is replaced
 * by the site URL.
 */
export function redirectTarget(requested: string | undefined, siteUrl: string, allowList: string[]): string {
  if (!requested) return siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return siteUrl;
  }
  try {
    if (target.hostname === new URL(siteUrl).hostname) return requested;
  } catch {
    // A site URL that does not parse matches nothing.
  }
  const matches = allowList.some((pattern) => {
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('**', '\u0000').replaceAll('*', '[^./]*');
    return new RegExp(`^${escaped.replaceAll('\u0000', '.*')}$`).test(requested);
  });
  return matches ? requested : siteUrl;
}

export interface EmailData {
  token: string;
  token_hash: string;
  redirect_to: string;
  email_action_type: string;
  site_url: string;
  token_new: string;
  token_hash_new: string;
  old_email: string;
  old_phone: string;
  provider: string;
  factor_type: string;
}

export function emailData(fields: Pick<EmailData, 'token' | 'token_hash' | 'redirect_to' | 'email_action_type' | 'site_url'>): EmailData {
  return { token_new: '', token_hash_new: '', old_email: '', old_phone: '', provider: '', factor_type: '', ...fields };
}

/**
 * Calls the Send Email Hook as GoTrue's HTTP hooks are called: a POST of `{ user, email_data }` with
 * the standard-webhooks headers, signed with every secret; 200/202/204 is success, anything else an
 * error that fails the request (the token is then not stored).
 */
export async function callSendEmailHook(hook: SendEmailHook, user: Record<string, unknown>, data: EmailData): Promise<void> {
  const payload = JSON.stringify({ user, email_data: data });
  const id = crypto.randomUUID();
  const at = new Date();
  const signatures = hook.secrets.map((secret) => new Webhook(secret.slice('v1,'.length)).sign(id, at, payload));
  let response: Response;
  try {
    response = await fetch(hook.uri, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signatures.join(', '),
        'Accept-Encoding': 'identity',
      },
      body: payload,
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new AuthError(422, 'hook_timeout', `Failed to reach hook within maximum time of ${HOOK_TIMEOUT_MS / 1000} seconds`);
    }
    throw new AuthError(422, 'hook_timeout_after_retry', 'Failed to reach hook after maximum retries');
  }
  const text = await response.text();
  if (response.status === 204) return;
  if (response.status === 200 || response.status === 202) {
    const type = response.headers.get('content-type');
    if (!type) throw new AuthError(400, 'hook_payload_invalid_content_type', 'Invalid Content-Type: Missing Content-Type header');
    if (type.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
      throw new AuthError(400, 'hook_payload_invalid_content_type', `Invalid JSON response. Received content-type: ${type}`);
    }
    let output: { error?: { http_code?: number; message?: string } };
    try {
      output = text ? JSON.parse(text) : {};
    } catch {
      throw new AuthError(500, 'unexpected_failure', 'Error unmarshaling JSON output.');
    }
    if (output.error?.message) throw errors.hookError(output.error.http_code || 500, output.error.message);
    return;
  }
  const messages: Record<number, string> = {
    400: 'Invalid payload sent to hook',
    401: 'Hook requires authorization token',
    429: 'Service currently unavailable due to hook',
    503: 'Service currently unavailable due to hook',
  };
  throw new AuthError(500, 'unexpected_failure', messages[response.status] ?? `Unexpected status code returned from hook: ${response.status}`);
}
