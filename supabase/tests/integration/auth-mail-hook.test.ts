// The Send Email Hook ([auth.hook.send_email]) and [auth.email] otp_expiry, on a backend of its own.
// Hosted GoTrue, with the hook on, sends no mail itself: it POSTs `{ user, email_data: { token,
// token_hash, redirect_to, email_action_type, site_url, token_new, token_hash_new, ... } }` to the
// hook's URI, signed as standard-webhooks (webhook-id, webhook-timestamp, webhook-signature
// `v1,<base64 HMAC-SHA256>` with the secret of `v1,whsec_<base64>`). The token_hash it sends is the
// one /verify accepts, once, for otp_expiry (3600 s in config.toml) after the mail was sent.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthApiError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/clients.ts';
import { startOwnBackend, type OwnBackend } from '../helpers/own-backend.ts';
import { projectConfigWith, UNLIMITED_AUTH_RATES } from '../helpers/project-config-file.ts';

const noPersistence = { persistSession: false, autoRefreshToken: false };
const PASSWORD = 'Harbor-Light-42';
const SECRET = `v1,whsec_${crypto.randomBytes(32).toString('base64')}`;

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

let own: OwnBackend;
let receiver: http.Server;
const deliveries: Delivery[] = [];
/** The status the receiver answers next (200 with a JSON body by default). */
let answerStatus = 200;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = true;
      try {
        new Webhook(SECRET.slice('v1,'.length)).verify(body, {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        });
      } catch {
        verified = false;
      }
      deliveries.push({ headers: req.headers, body, verified });
      res.writeHead(answerStatus, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  own = await startOwnBackend('auth-mail-hook', {
    projectConfigFile: projectConfigWith({
      auth: {
        ...UNLIMITED_AUTH_RATES.auth,
        hook: { send_email: { enabled: true, uri: `http://127.0.0.1:${port}/send-email`, secrets: SECRET } },
      },
    }),
  });
}, 300_000);

afterAll(async () => {
  await own?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

function anon(): SupabaseClient {
  return createClient(own.backend.url, own.backend.anonKey, { auth: noPersistence });
}

function admin() {
  return createClient(own.backend.url, own.backend.serviceKey, { auth: noPersistence }).auth.admin;
}

async function createUser(label: string) {
  const email = uniqueEmail(label);
  const { data, error } = await admin().createUser({ email, password: PASSWORD, email_confirm: true });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email };
}

function lastMail() {
  const delivery = deliveries.at(-1)!;
  return { ...delivery, payload: JSON.parse(delivery.body) as { user: { id: string; email: string }; email_data: Record<string, string> } };
}

describe('[auth.hook.send_email]', () => {
  it('hands a recovery mail to the hook, signed, with a token_hash /verify accepts once', async () => {
    const user = await createUser('hook-recovery');
    const before = deliveries.length;
    expect(await anon().auth.resetPasswordForEmail(user.email)).toEqual({ data: {}, error: null });
    expect(deliveries.length).toBe(before + 1);
    const mail = lastMail();
    expect(mail.verified).toBe(true);
    expect(mail.headers['content-type']).toBe('application/json');
    expect(mail.headers['webhook-id']).toBeTruthy();
    expect(Number(mail.headers['webhook-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(mail.payload.user).toMatchObject({ id: user.id, email: user.email });
    expect(mail.payload.email_data).toMatchObject({
      email_action_type: 'recovery',
      redirect_to: 'http://localhost:3000',
      site_url: `${own.backend.url}/auth/v1`,
      token_new: '',
      token_hash_new: '',
    });
    expect(mail.payload.email_data.token).toMatch(/^\d{6}$/);
    expect(mail.payload.email_data.token_hash).toMatch(/^[0-9a-f]{56}$/);

    const auth = anon();
    const verified = await auth.auth.verifyOtp({ token_hash: mail.payload.email_data.token_hash!, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect((await auth.auth.updateUser({ password: 'Another-harbor-9' })).error).toBeNull();
    expect((await anon().auth.signInWithPassword({ email: user.email, password: 'Another-harbor-9' })).error).toBeNull();
    const again = await anon().auth.verifyOtp({ token_hash: mail.payload.email_data.token_hash!, type: 'recovery' });
    expect((again.error as AuthApiError).code).toBe('otp_expired');
  });

  it('sends nothing for an address without a user, and answers the same', async () => {
    const before = deliveries.length;
    expect(await anon().auth.resetPasswordForEmail(uniqueEmail('hook-nobody'))).toEqual({ data: {}, error: null });
    expect(deliveries.length).toBe(before);
  });

  it('hands an invitation to the hook', async () => {
    const email = uniqueEmail('hook-invite');
    const invited = await admin().inviteUserByEmail(email);
    expect(invited.error).toBeNull();
    const mail = lastMail();
    expect(mail.verified).toBe(true);
    expect(mail.payload.email_data.email_action_type).toBe('invite');
    expect(mail.payload.user.email).toBe(email);
    const verified = await anon().auth.verifyOtp({ token_hash: mail.payload.email_data.token_hash!, type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
  });

  it('fails the request when the hook fails, and keeps no token of the mail that was not sent', async () => {
    const user = await createUser('hook-fails');
    answerStatus = 503;
    try {
      const failed = await anon().auth.resetPasswordForEmail(user.email);
      expect((failed.error as AuthApiError).status).toBe(500);
    } finally {
      answerStatus = 200;
    }
    const mail = lastMail();
    expect(mail.payload.user.id).toBe(user.id);
    const refused = await anon().auth.verifyOtp({ token_hash: mail.payload.email_data.token_hash!, type: 'recovery' });
    expect((refused.error as AuthApiError).code).toBe('otp_expired');
  });
});

describe('[auth.email] otp_expiry = 3600', () => {
  async function mailedToken(label: string, ageSeconds: number) {
    const user = await createUser(label);
    expect((await anon().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const hash = lastMail().payload.email_data.token_hash!;
    await own.backend.sql(`update auth.users set recovery_sent_at = now() - make_interval(secs => $2) where id = $1`, [user.id, ageSeconds]);
    return hash;
  }

  it('accepts a recovery link just before the hour is up', async () => {
    const hash = await mailedToken('otp-fresh', 3500);
    expect((await anon().auth.verifyOtp({ token_hash: hash, type: 'recovery' })).error).toBeNull();
  });

  it('refuses it after the hour with 403 otp_expired', async () => {
    const hash = await mailedToken('otp-expired', 3601);
    const { error } = await anon().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect((error as AuthApiError).status).toBe(403);
    expect((error as AuthApiError).code).toBe('otp_expired');
    expect((error as AuthApiError).message).toBe('Email link is invalid or has expired');
  });
});
