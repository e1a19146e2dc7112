// Staff accounts over real HTTP against the running backend, with Auth's mail going where config.toml
// sends it ([auth.hook.send_email]: the auth-email function, which stores each mail in the local
// mailbox). What the issue asks, each tried the way an attacker or a careless admin would:
// - the hook function refuses anything Auth did not sign (unsigned, forged, tampered, stale: 401);
// - a password reset mails a link to the portal's set-password page that works once and for an
//   hour, and /recover answers the same whether or not the address has an account;
// - an invitation mails a link; the invitee sets their password and signs in with the role the
//   admin chose; sending it again makes the old link useless; an address that already has an
//   account is refused (409) with nothing changed;
// - writers invite nobody, admins invite no super admin, only super admins delete accounts or
//   remove two-factor methods; a deletion moves the posts to the chosen owner with the author
//   names kept; the last super admin is never deleted;
// - each of these leaves its row in the audit trail, with the admin who acted.
import crypto from 'node:crypto';
import { AuthApiError, createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { generate } from 'otplib';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SEND_EMAIL_HOOK_SECRET } from '../../local/config.ts';
import {
  anonClient,
  anonClientFrom,
  backend,
  createStaff,
  createUser,
  expectAuthError,
  PASSWORD,
  randomLoopbackAddress,
  serviceClient,
  uniqueEmail,
} from '../helpers/clients.ts';
import { startOwnBackend, type OwnBackend } from '../helpers/own-backend.ts';

const service = serviceClient();
const SET_PASSWORD_PAGE = 'http://localhost:3000/admin/set-password';
const NEW_PASSWORD = 'Harbor-ledger-2026';
const noPersistence = { auth: { persistSession: false, autoRefreshToken: false } };

type Answer = { status: number; body: Record<string, unknown> };

async function invoke(client: SupabaseClient, body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await client.functions.invoke('staff-accounts', { body });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

interface Mail {
  to_email: string;
  template: string | null;
  subject: string;
  text: string;
  html: string | null;
}

/** Every mail stored for an address, oldest first. */
async function mailsTo(email: string): Promise<Mail[]> {
  const { data, error } = await service
    .from('mailbox_messages')
    .select('to_email, template, subject, text, html')
    .ilike('to_email', email)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data;
}

/** The one-time link of a mail, as contract 1 builds it, with its parts. */
function linkOf(mail: Mail) {
  const match = /https?:\/\/\S+?\?token_hash=([0-9a-f]+)&type=([a-z_]+)/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(match[0]);
  return { url, base: `${url.origin}${url.pathname}`, tokenHash: match[1] as string, type: match[2] as string };
}

/** Audit rows about a user, oldest first, as a super admin reads them. */
async function auditOf(userId: string) {
  const { data, error } = await service
    .from('audit_events')
    .select('actor_id, actor_kind, action, details')
    .eq('target_id', userId)
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

async function signsIn(email: string, password: string) {
  const { error } = await anonClient().auth.signInWithPassword({ email, password });
  return error === null ? 'ok' : (error as AuthApiError).code;
}

async function sql<Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  // The shared backend runs on the database of TEST_DATABASE_URL (tests/helpers/global-setup.ts).
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

function hookUrl() {
  return `${backend().url}/functions/v1/auth-email`;
}

/** A recovery payload as Auth sends it to the hook. */
function recoveryPayload(email: string) {
  return JSON.stringify({
    user: { id: crypto.randomUUID(), email, new_email: '' },
    email_data: {
      token: '123456',
      token_hash: 'a'.repeat(56),
      redirect_to: SET_PASSWORD_PAGE,
      email_action_type: 'recovery',
      site_url: `${backend().url}/auth/v1`,
      token_new: '',
      token_hash_new: '',
    },
  });
}

function signed(body: string, secret: string, at = new Date()) {
  const id = `msg_${crypto.randomUUID()}`;
  return {
    'Content-Type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret.slice('v1,'.length)).sign(id, at, body),
  };
}

async function postHook(body: string, headers: Record<string, string>) {
  const response = await fetch(hookUrl(), { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the auth-email hook function', () => {
  it('refuses payloads that are unsigned, forged, tampered with or stale, and sends nothing', async () => {
    const email = uniqueEmail('hook-attack');
    const body = recoveryPayload(email);
    const forgedSecret = `v1,whsec_${crypto.randomBytes(32).toString('base64')}`;
    const attempts: [string, string, Record<string, string>][] = [
      ['unsigned', body, { 'Content-Type': 'application/json' }],
      ['forged', body, signed(body, forgedSecret)],
      ['tampered', body.replace('123456', '654321'), signed(body, LOCAL_SEND_EMAIL_HOOK_SECRET)],
      ['stale', body, signed(body, LOCAL_SEND_EMAIL_HOOK_SECRET, new Date(Date.now() - 10 * 60_000))],
      ['from the future', body, signed(body, LOCAL_SEND_EMAIL_HOOK_SECRET, new Date(Date.now() + 10 * 60_000))],
    ];
    for (const [name, sent, headers] of attempts) {
      const answer = await postHook(sent, headers);
      expect({ name, status: answer.status }).toEqual({ name, status: 401 });
      expect(answer.body).toEqual({ error: { http_code: 401, message: expect.any(String) } });
    }
    const asVisitor = await fetch(hookUrl(), {
      method: 'POST',
      headers: { apikey: backend().anonKey, Authorization: `Bearer ${backend().anonKey}`, 'Content-Type': 'application/json' },
      body,
    });
    expect(asVisitor.status).toBe(401);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends what Auth signed, and answers Auth’s hook contract', async () => {
    const email = uniqueEmail('hook-signed');
    const body = recoveryPayload(email);
    expect(await postHook(body, signed(body, LOCAL_SEND_EMAIL_HOOK_SECRET))).toEqual({ status: 200, body: {} });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.template).toBe('auth-recovery');
    expect(linkOf(mail as Mail)).toMatchObject({ base: SET_PASSWORD_PAGE, tokenHash: 'a'.repeat(56), type: 'recovery' });

    // A kind of mail the project does not send: an error Auth hands on to its caller.
    const odd = body.replace('"recovery"', '"sms_otp"');
    expect(await postHook(odd, signed(odd, LOCAL_SEND_EMAIL_HOOK_SECRET))).toEqual({
      status: 200,
      body: { error: { http_code: 400, message: 'Auth emails of type "sms_otp" are not sent by this project' } },
    });
  });
});

describe('password reset', () => {
  const ask = (email: string) =>
    anonClientFrom(randomLoopbackAddress()).auth.resetPasswordForEmail(email, { redirectTo: SET_PASSWORD_PAGE });

  it('mails a link to the set-password page that sets a new password once', async () => {
    const user = await createUser('reset-once');
    expect(await ask(user.email)).toEqual({ data: {}, error: null });
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail?.template).toBe('auth-recovery');
    expect(mail?.subject).toMatch(/^Reset your password/);
    expect(mail?.text).toContain('expires in an hour');
    expect(mail?.text).toContain('If you did not ask for this');
    const link = linkOf(mail as Mail);
    expect(link).toMatchObject({ base: SET_PASSWORD_PAGE, type: 'recovery' });

    const page = anonClient();
    const verified = await page.auth.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    // The strength rules hold on the new password too, and a refused one changes nothing.
    expect((await page.auth.updateUser({ password: 'short' })).error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(await signsIn(user.email, PASSWORD)).toBe('ok');
    expect((await page.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe('ok');
    expect(await signsIn(user.email, PASSWORD)).toBe('invalid_credentials');

    const reused = await anonClient().auth.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' });
    expectAuthError(reused.error, 403, 'otp_expired', 'Email link is invalid or has expired');
    expect(reused.data.session).toBeNull();
  });

  it('refuses a link older than an hour', async () => {
    const user = await createUser('reset-expired');
    expect((await ask(user.email)).error).toBeNull();
    const link = linkOf((await mailsTo(user.email))[0] as Mail);
    await sql(`update auth.users set recovery_sent_at = now() - interval '3601 seconds' where id = $1`, [user.id]);
    const late = await anonClient().auth.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' });
    expectAuthError(late.error, 403, 'otp_expired', 'Email link is invalid or has expired');
    expect(await signsIn(user.email, PASSWORD)).toBe('ok');
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const known = await createUser('reset-known');
    const unknown = uniqueEmail('reset-unknown');
    const real = await ask(known.email);
    const missing = await ask(unknown);
    expect(missing).toEqual(real);
    expect(await mailsTo(unknown)).toEqual([]);
  });
});

describe('invitations', () => {
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let superAdmin: Awaited<ReturnType<typeof createStaff>>;
  let writer: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    [admin, superAdmin, writer] = await Promise.all([
      createStaff('inviting-admin', 'admin'),
      createStaff('inviting-super', 'super_admin'),
      createStaff('inviting-writer', 'writer'),
    ]);
  });

  it('invites by mail; the invitee sets a password and signs in with the chosen role', async () => {
    const email = uniqueEmail('invitee');
    const before = Date.now();
    const invited = await invoke(admin.client, { action: 'invite', email, full_name: 'Nia Invited', role: 'admin' });
    expect(invited).toEqual({ status: 200, body: { user_id: expect.any(String), email, expires_at: expect.any(String) } });
    const userId = invited.body.user_id as string;
    const expiresIn = Date.parse(invited.body.expires_at as string) - before;
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThan(3610_000);

    // Pending: listed for admins, no role yet, no way in.
    const listed = await admin.client.from('staff_invitations').select('user_id, email, full_name, role, invited_by, accepted_at').eq('user_id', userId);
    expect(listed.data).toEqual([{ user_id: userId, email, full_name: 'Nia Invited', role: 'admin', invited_by: admin.id, accepted_at: null }]);
    expect((await writer.client.from('staff_invitations').select('user_id').eq('user_id', userId)).data).toEqual([]);
    expect((await service.from('user_roles').select('role').eq('user_id', userId)).data).toEqual([]);
    expect(await signsIn(email, PASSWORD)).toBe('invalid_credentials');

    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.template).toBe('auth-invite');
    expect(mail?.text).toContain('expires in an hour');
    const link = linkOf(mail as Mail);
    expect(link.type).toBe('invite');

    const page = anonClient();
    const accepted = await page.auth.verifyOtp({ token_hash: link.tokenHash, type: 'invite' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user?.id).toBe(userId);
    expect((await page.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();

    const signedIn = anonClient();
    expect((await signedIn.auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
    expect((await signedIn.rpc('is_admin')).data).toBe(true);
    expect((await service.from('user_roles').select('role').eq('user_id', userId)).data).toEqual([{ role: 'admin' }]);
    expect((await service.from('profiles').select('full_name').eq('id', userId)).data).toEqual([{ full_name: 'Nia Invited' }]);
    const row = (await service.from('staff_invitations').select('accepted_at').eq('user_id', userId).single()).data;
    expect(Date.parse(row?.accepted_at ?? '')).not.toBeNaN();

    expectAuthError((await anonClient().auth.verifyOtp({ token_hash: link.tokenHash, type: 'invite' })).error, 403, 'otp_expired');
    expect(await auditOf(userId)).toEqual([
      { actor_id: admin.id, actor_kind: 'user', action: 'invitation_sent', details: { email, role: 'admin', resent: false } },
      { actor_id: null, actor_kind: 'system', action: 'role_granted', details: { new_role: 'admin' } },
    ]);
    // The admin's own session is untouched.
    expect((await admin.client.auth.getUser()).data.user?.id).toBe(admin.id);
  });

  it('sends an invitation again with a new link; the old link stops working', async () => {
    const email = uniqueEmail('resent');
    const invited = await invoke(admin.client, { action: 'invite', email, full_name: 'Remy Resent', role: 'writer' });
    expect(invited.status).toBe(200);
    const userId = invited.body.user_id as string;
    const first = linkOf((await mailsTo(email))[0] as Mail);

    const again = await invoke(admin.client, { action: 'resend_invitation', user_id: userId });
    expect(again).toEqual({ status: 200, body: { user_id: userId, expires_at: expect.any(String) } });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = linkOf(mails[1] as Mail);
    expect(second.tokenHash).not.toBe(first.tokenHash);

    expectAuthError((await anonClient().auth.verifyOtp({ token_hash: first.tokenHash, type: 'invite' })).error, 403, 'otp_expired');
    expect((await anonClient().auth.verifyOtp({ token_hash: second.tokenHash, type: 'invite' })).error).toBeNull();
    expect((await service.from('user_roles').select('role').eq('user_id', userId)).data).toEqual([{ role: 'writer' }]);

    expect(await invoke(admin.client, { action: 'resend_invitation', user_id: userId })).toEqual({
      status: 409,
      body: { error: 'This invitation has already been accepted' },
    });
    expect((await auditOf(userId)).filter((event) => event.action === 'invitation_sent')).toEqual([
      { actor_id: admin.id, actor_kind: 'user', action: 'invitation_sent', details: { email, role: 'writer', resent: false } },
      { actor_id: admin.id, actor_kind: 'user', action: 'invitation_sent', details: { email, role: 'writer', resent: true } },
    ]);
  });

  it('refuses an address that already has an account, changing nothing', async () => {
    const existing = await createUser('already-here', { full_name: 'Already Here' });
    const refused = await invoke(admin.client, { action: 'invite', email: existing.email.toUpperCase(), full_name: 'Someone Else', role: 'admin' });
    expect(refused).toEqual({ status: 409, body: { error: 'A user with this email already exists' } });
    expect(await mailsTo(existing.email)).toEqual([]);
    expect((await service.from('staff_invitations').select('user_id').eq('user_id', existing.id)).data).toEqual([]);
    expect((await service.from('user_roles').select('role').eq('user_id', existing.id)).data).toEqual([]);
    expect((await service.auth.admin.getUserById(existing.id)).data.user?.user_metadata).toMatchObject({ full_name: 'Already Here' });
    expect(await auditOf(existing.id)).toEqual([]);
    expect(await signsIn(existing.email, PASSWORD)).toBe('ok');

    // A pending invitation is sent again, not twice.
    const email = uniqueEmail('pending');
    expect((await invoke(admin.client, { action: 'invite', email, full_name: 'Pat Pending', role: 'writer' })).status).toBe(200);
    expect(await invoke(admin.client, { action: 'invite', email, full_name: 'Pat Pending', role: 'admin' })).toEqual({
      status: 409,
      body: { error: 'This address has already been invited and has not accepted yet: send the invitation again instead' },
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('keeps invitations to admins, and super admins to super admins', async () => {
    const email = uniqueEmail('by-writer');
    expect(await invoke(writer.client, { action: 'invite', email, full_name: 'By Writer', role: 'writer' })).toEqual({
      status: 403,
      body: { error: 'Only admins can manage staff accounts' },
    });
    expect(await invoke(anonClient(), { action: 'invite', email, full_name: 'By Nobody', role: 'writer' })).toEqual({
      status: 401,
      body: { error: 'This function needs the secret key or a signed-in admin; a publishable key is not enough.' },
    });
    expect(await invoke(admin.client, { action: 'invite', email, full_name: 'Would Be Super', role: 'super_admin' })).toEqual({
      status: 403,
      body: { error: 'Only a super admin can invite a super admin' },
    });
    expect(await mailsTo(email)).toEqual([]);
    expect((await service.from('profiles').select('id').eq('email', email)).data).toEqual([]);

    const bySuper = await invoke(superAdmin.client, { action: 'invite', email, full_name: 'Second Super', role: 'super_admin' });
    expect(bySuper.status).toBe(200);
    // An admin cannot send a super admin's invitation again either.
    expect(await invoke(admin.client, { action: 'resend_invitation', user_id: bySuper.body.user_id })).toEqual({
      status: 403,
      body: { error: 'Only a super admin can invite a super admin' },
    });
  });

  it('answers bad input with a clear message and sends nothing', async () => {
    const email = uniqueEmail('bad-input');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email, full_name: 'No Action' }, 400, 'Send { action, ... } as JSON: action is invite, resend_invitation, delete, list_factors or remove_factor'],
      [{ action: 'invite', email }, 400, 'Please fill in all required fields'],
      [{ action: 'invite', email: 'not-an-address', full_name: 'A' }, 400, 'Please enter a valid email address'],
      [{ action: 'invite', email, full_name: 'A', role: 'owner' }, 400, 'Role must be writer, admin or super_admin'],
      [{ action: 'invite', email, full_name: 'N'.repeat(101) }, 400, 'Full name must be at most 100 characters'],
      [{ action: 'resend_invitation', user_id: 'nope' }, 400, expect.stringMatching(/^user_id .* must be ids/)],
      [{ action: 'resend_invitation', user_id: crypto.randomUUID() }, 404, 'There is no invitation for this user'],
    ];
    for (const [body, status, error] of cases) {
      expect(await invoke(admin.client, body), JSON.stringify(body)).toEqual({ status, body: { error } });
    }
    expect(await mailsTo(email)).toEqual([]);
  });

  it('are written by nobody through the API, not even with the secret key', async () => {
    const row = { user_id: admin.id, email: 'x@example.com', full_name: 'X', role: 'super_admin', expires_at: new Date().toISOString() };
    for (const client of [admin.client, superAdmin.client, service]) {
      expect((await client.from('staff_invitations').insert(row)).error?.code).toBe('42501');
      expect((await client.from('staff_invitations').update({ role: 'super_admin' }).eq('user_id', admin.id).select('user_id')).error?.code).toBe('42501');
    }
    const recorded = await admin.client.rpc('record_staff_invitation', {
      p_user_id: admin.id,
      p_full_name: 'X',
      p_role: 'super_admin',
      p_invited_by: admin.id,
      p_lifetime_seconds: 3600,
    });
    expect(recorded.error).not.toBeNull();
  });
});

describe('deleting a staff account and removing a factor', () => {
  let superAdmin: Awaited<ReturnType<typeof createStaff>>;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    [superAdmin, admin] = await Promise.all([createStaff('deleting-super', 'super_admin'), createStaff('deleting-admin', 'admin')]);
  });

  it('moves the posts to the chosen owner, keeps the author names, and deletes the account', async () => {
    const [leaving, heir] = await Promise.all([createStaff('leaving-writer', 'writer'), createStaff('heir-writer', 'writer')]);
    const slug = `leaving-${crypto.randomBytes(4).toString('hex')}`;
    const inserted = await service
      .from('blog_posts')
      .insert([
        { title: 'Leaving post one', slug: `${slug}-1`, content: 'One', author: 'Lee Leaving', user_id: leaving.id, created_by: leaving.id, status: 'published', published_at: '2026-05-01T10:00:00Z' },
        { title: 'Leaving post two', slug: `${slug}-2`, content: 'Two', author: 'Lee Leaving', user_id: leaving.id, created_by: leaving.id, status: 'draft' },
      ])
      .select('id');
    expect(inserted.error).toBeNull();

    const deleted = await invoke(superAdmin.client, { action: 'delete', user_id: leaving.id, new_owner_id: heir.id });
    expect(deleted).toEqual({ status: 200, body: { deleted: leaving.id, posts_moved: 2 } });

    const posts = await service.from('blog_posts').select('author, user_id, created_by').like('slug', `${slug}-%`).order('slug');
    expect(posts.data).toEqual([
      { author: 'Lee Leaving', user_id: heir.id, created_by: heir.id },
      { author: 'Lee Leaving', user_id: heir.id, created_by: heir.id },
    ]);
    expect((await service.auth.admin.getUserById(leaving.id)).error?.status).toBe(404);
    expect(await signsIn(leaving.email, PASSWORD)).toBe('invalid_credentials');
    expect((await leaving.client.from('profiles').select('id')).status).toBe(401);
    const trail = (await auditOf(leaving.id)).map(({ actor_id, action }) => ({ actor_id, action }));
    expect(trail.slice(0, 3)).toEqual([
      { actor_id: null, action: 'role_granted' },
      { actor_id: superAdmin.id, action: 'suspended' },
      { actor_id: superAdmin.id, action: 'removal_prepared' },
    ]);
    // The deletion itself is Auth's (the secret key's), in one statement with its cascade.
    expect(trail.slice(3)).toHaveLength(2);
    expect(trail.slice(3)).toEqual(
      expect.arrayContaining([
        { actor_id: null, action: 'role_removed' },
        { actor_id: null, action: 'account_deleted' },
      ]),
    );
  });

  it('is for super admins only, never of oneself, and names what is wrong', async () => {
    const target = await createStaff('kept-writer', 'writer');
    const forbidden = { error: 'Only a super admin can delete a staff account or remove a two-factor method' };
    expect(await invoke(admin.client, { action: 'delete', user_id: target.id, new_owner_id: admin.id })).toEqual({ status: 403, body: forbidden });
    expect(await invoke(target.client, { action: 'delete', user_id: admin.id, new_owner_id: target.id })).toEqual({
      status: 403,
      body: { error: 'Only admins can manage staff accounts' },
    });
    expect(await invoke(admin.client, { action: 'remove_factor', user_id: target.id, factor_id: crypto.randomUUID() })).toEqual({ status: 403, body: forbidden });
    expect(await invoke(superAdmin.client, { action: 'delete', user_id: superAdmin.id, new_owner_id: admin.id })).toEqual({
      status: 403,
      body: { error: 'You cannot remove your own account' },
    });
    expect(await invoke(superAdmin.client, { action: 'delete', user_id: crypto.randomUUID(), new_owner_id: admin.id })).toEqual({
      status: 404,
      body: { error: 'User not found' },
    });
    expect(await invoke(superAdmin.client, { action: 'delete', user_id: target.id, new_owner_id: target.id })).toEqual({
      status: 400,
      body: { error: 'The posts must pass to another staff member' },
    });
    expect(await invoke(superAdmin.client, { action: 'remove_factor', user_id: target.id, factor_id: 'not-an-id' })).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^user_id .* must be ids/) },
    });
    expect(await signsIn(target.email, PASSWORD)).toBe('ok');
    expect((await auditOf(target.id)).map((event) => event.action)).toEqual(['role_granted']);
  });

  it("lists a user's two-factor methods to super admins only, without their secrets, and removes one", async () => {
    const target = await createStaff('factor-writer', 'writer');
    const enrolled = await target.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    const verified = await target.client.auth.mfa.challengeAndVerify({ factorId, code: await generate({ secret: enrolled.data!.totp.secret }) });
    expect(verified.error).toBeNull();

    const forbidden = { error: 'Only a super admin can delete a staff account or remove a two-factor method' };
    expect(await invoke(admin.client, { action: 'list_factors', user_id: target.id })).toEqual({ status: 403, body: forbidden });
    expect(await invoke(target.client, { action: 'list_factors', user_id: target.id })).toEqual({
      status: 403,
      body: { error: 'Only admins can manage staff accounts' },
    });
    expect(await invoke(superAdmin.client, { action: 'list_factors', user_id: 'not-an-id' })).toMatchObject({ status: 400 });
    expect(await invoke(superAdmin.client, { action: 'list_factors', user_id: crypto.randomUUID() })).toEqual({
      status: 404,
      body: { error: 'User not found' },
    });

    const listed = await invoke(superAdmin.client, { action: 'list_factors', user_id: target.id });
    expect(listed).toEqual({
      status: 200,
      body: { factors: [{ id: factorId, friendly_name: 'Work phone', factor_type: 'totp', status: 'verified' }] },
    });
    expect(JSON.stringify(listed.body)).not.toContain(enrolled.data!.totp.secret);

    expect(await invoke(superAdmin.client, { action: 'remove_factor', user_id: target.id, factor_id: factorId })).toEqual({
      status: 200,
      body: { removed: factorId },
    });
    expect(await invoke(superAdmin.client, { action: 'list_factors', user_id: target.id })).toEqual({ status: 200, body: { factors: [] } });
    // The audit trail names the super admin who removed it.
    const removal = (await auditOf(target.id)).filter((event) => event.action === 'factor_removed');
    expect(removal).toEqual([
      { actor_id: superAdmin.id, actor_kind: 'user', action: 'factor_removed', details: { factor_id: factorId, factor_type: 'totp', friendly_name: 'Work phone' } },
    ]);
    expect(await invoke(superAdmin.client, { action: 'remove_factor', user_id: target.id, factor_id: factorId })).toEqual({
      status: 404,
      body: { error: 'This user has no such two-factor method' },
    });
  });
});

// A backend of its own, with config.toml as it is: the functions' SITE_URL is the auth's site URL,
// as on a deployed project (the shared backend gives its functions another site).
describe('on a backend configured as deployed', () => {
  let own: OwnBackend;
  beforeAll(async () => {
    own = await startOwnBackend('last-super-admin');
  }, 300_000);
  afterAll(async () => {
    await own?.stop();
  });

  it('is never deleted, even with the secret key', async () => {
    const [superAdmin] = await own.backend.sql<{ id: string }>(`select user_id as id from public.user_roles where role = 'super_admin'`);
    const [admin] = await own.backend.sql<{ id: string }>(`select user_id as id from public.user_roles where role = 'admin' limit 1`);
    const ownService = createClient(own.backend.url, own.backend.serviceKey, noPersistence);
    const { data, error } = await ownService.functions.invoke('staff-accounts', {
      body: { action: 'delete', user_id: superAdmin?.id, new_owner_id: admin?.id },
    });
    expect(data).toBeNull();
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'The last super admin cannot be removed or demoted' });
    expect((await ownService.auth.admin.getUserById(superAdmin?.id as string)).data.user?.id).toBe(superAdmin?.id);
    expect(await own.backend.sql(`select role from public.user_roles where user_id = $1`, [superAdmin?.id])).toEqual([{ role: 'super_admin' }]);
  });

  it('links an invitation to the portal’s set-password page', async () => {
    const ownService = createClient(own.backend.url, own.backend.serviceKey, noPersistence);
    const email = uniqueEmail('deployed-invite');
    const { data, error } = await ownService.functions.invoke('staff-accounts', { body: { action: 'invite', email, full_name: 'Dee Ployed', role: 'writer' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email });
    const [mail] = await own.backend.sql<Mail>(`select to_email, template, subject, text, html from public.mailbox_messages where to_email = $1`, [email]);
    expect(linkOf(mail as Mail)).toMatchObject({ base: SET_PASSWORD_PAGE, type: 'invite' });
    // Sent with the secret key: the audit names the service.
    expect(await own.backend.sql(`select actor_kind, action from public.audit_events where target_id = $1`, [(data as { user_id: string }).user_id])).toEqual([
      { actor_kind: 'service', action: 'invitation_sent' },
    ]);
  });
});
