// auth-email: Auth's Send Email Hook ([auth.hook.send_email] in config.toml). With the hook on,
// Auth (GoTrue) sends no mail itself: for each password reset, invitation, magic link, email
// change, reauthentication code or sign-up confirmation it POSTs `{ user, email_data }` here,
// signed as Standard Webhooks with the hook's secret. The mail is rendered from the firm's
// templates (_shared/emailTemplates.ts) and sent through the email adapter (the local mailbox,
// Postmark in production), before Auth answers the request that asked for it.
//
// Answers as the hook contract says: 200 `{}` once sent; 200 `{ error: { http_code, message } }`
// for a mail that cannot be sent, which Auth passes on to its caller (any other status becomes
// Auth's generic 500); 401 to anything unsigned, forged or stale (more than five minutes off),
// which only someone other than Auth can send.
import { Webhook } from 'standardwebhooks';
import { json, type FunctionContext } from '../_shared/context.ts';
import { emailAdapter, DeliveryError } from '../_shared/adapters/index.ts';
import type { AuthEmailTemplate } from '../_shared/emailTemplates.ts';
import { isPlainObject } from '../_shared/request.ts';

/** The hook's secrets as config.toml and the dashboard give them: `v1,whsec_<base64>`, several separated by `|`. */
export const HOOK_SECRET_SETTING = 'SEND_EMAIL_HOOK_SECRET';
export const HOOK_SECRET_FORMAT = /^v1,whsec_[A-Za-z0-9+/=]+$/;

/** Auth's payloads are small; anything larger is not from Auth. */
const MAX_BODY_BYTES = 64 * 1024;

/** Each email_action_type Auth sends, with the template and the `type` its link carries for verifyOtp. */
const ACTIONS: Record<string, { template: AuthEmailTemplate; linkType: string | null }> = {
  recovery: { template: 'auth-recovery', linkType: 'recovery' },
  invite: { template: 'auth-invite', linkType: 'invite' },
  magiclink: { template: 'auth-magiclink', linkType: 'magiclink' },
  email_change: { template: 'auth-email-change', linkType: 'email_change' },
  reauthentication: { template: 'auth-reauthentication', linkType: null },
  signup: { template: 'auth-signup', linkType: 'signup' },
};

interface EmailData {
  token: string;
  token_hash: string;
  redirect_to: string;
  email_action_type: string;
  site_url: string;
  token_new: string;
  token_hash_new: string;
}

interface HookUser {
  email: string;
  new_email: string;
}

function refused(message: string): Response {
  return json({ error: { http_code: 401, message } }, { status: 401 });
}

/** An error Auth hands on to the request that asked for the mail, with its status. */
function hookError(httpCode: number, message: string): Response {
  return json({ error: { http_code: httpCode, message } }, { status: 200 });
}

function text(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  return typeof value === 'string' ? value : '';
}

/** The link of contract 1: Auth's (already checked) redirect with the token hash and its type. */
export function actionLink(redirectTo: string, tokenHash: string, type: string): string {
  const url = new URL(redirectTo);
  url.searchParams.set('token_hash', tokenHash);
  url.searchParams.set('type', type);
  return url.toString();
}

/** The hook secrets of the setting, without their `v1,` version prefix (what Webhook takes). */
export function hookSecrets(raw: string | undefined): string[] {
  return (raw ?? '')
    .split('|')
    .map((secret) => secret.trim())
    .filter((secret) => HOOK_SECRET_FORMAT.test(secret))
    .map((secret) => secret.slice('v1,'.length));
}

function verified(body: string, headers: Headers, secrets: string[]): unknown {
  const signed = {
    'webhook-id': headers.get('webhook-id') ?? '',
    'webhook-timestamp': headers.get('webhook-timestamp') ?? '',
    'webhook-signature': headers.get('webhook-signature') ?? '',
  };
  for (const secret of secrets) {
    try {
      return new Webhook(secret).verify(body, signed);
    } catch {
      // Try the next secret (one is being rotated in).
    }
  }
  return undefined;
}

export default async function authEmail(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Send the request with POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const secrets = hookSecrets(context.env[HOOK_SECRET_SETTING]);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) return refused('The payload is too large');
  const body = new TextDecoder().decode(bytes);
  const payload = verified(body, request.headers, secrets);
  if (!isPlainObject(payload)) return refused('The payload is not signed with the hook secret, or is too old');

  const user = isPlainObject(payload.user) ? payload.user : {};
  const data = isPlainObject(payload.email_data) ? payload.email_data : {};
  const fields: EmailData = {
    token: text(data, 'token'),
    token_hash: text(data, 'token_hash'),
    redirect_to: text(data, 'redirect_to'),
    email_action_type: text(data, 'email_action_type'),
    site_url: text(data, 'site_url'),
    token_new: text(data, 'token_new'),
    token_hash_new: text(data, 'token_hash_new'),
  };
  const who: HookUser = { email: text(user, 'email'), new_email: text(user, 'new_email') };
  const action = ACTIONS[fields.email_action_type];
  if (!action) return hookError(400, `Auth emails of type "${fields.email_action_type}" are not sent by this project`);

  // Each mail: the address, and the token its link or code carries.
  const mails: { to: string; hash: string; code: string }[] = [];
  if (fields.email_action_type === 'email_change' && fields.token_hash_new) {
    // A secure change confirms both addresses. As Auth names them, token_hash_new is the current
    // address's token and token_hash the new address's.
    mails.push({ to: who.email, hash: fields.token_hash_new, code: fields.token_new });
    mails.push({ to: who.new_email, hash: fields.token_hash, code: fields.token });
  } else if (fields.email_action_type === 'email_change') {
    mails.push({ to: who.new_email || who.email, hash: fields.token_hash, code: fields.token });
  } else {
    mails.push({ to: who.email, hash: fields.token_hash, code: fields.token });
  }
  if (mails.some((mail) => !mail.to || (action.linkType ? !mail.hash : !mail.code))) {
    return hookError(400, 'The email has no recipient or no token');
  }
  let redirect = fields.redirect_to || fields.site_url;
  try {
    new URL(redirect);
  } catch {
    redirect = '';
  }
  if (action.linkType && !redirect) return hookError(400, 'The email has no link to send');

  const adapter = emailAdapter(context.env, context.admin);
  try {
    for (const mail of mails) {
      await adapter.send({
        to: mail.to,
        templateAlias: action.template,
        model: {
          actionUrl: action.linkType ? actionLink(redirect, mail.hash, action.linkType) : '',
          code: mail.code,
          newEmail: who.new_email,
        },
      });
    }
  } catch (error) {
    console.error(`[auth-email] ${fields.email_action_type} mail not sent:`, error instanceof DeliveryError ? error.message : error);
    return hookError(500, 'The email could not be sent. Try again in a few minutes.');
  }
  return json({}, { status: 200 });
}
