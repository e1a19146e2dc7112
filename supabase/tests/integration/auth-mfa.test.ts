// Two-factor sign-in with TOTP and the sessions a user has, on a backend of its own (the tests turn
// public.staff_settings.require_two_factor_for_admins on, and age a challenge in the database).
// What hosted GoTrue answers (internal/api/mfa.go): POST /factors a factor with totp { qr_code (an
// SVG, which supabase-js makes a data: URI), secret, uri }; a verified code raises the session to
// aal2 with amr including totp; a wrong code is 422 mfa_verification_failed, a challenge used once
// 422 mfa_ip_address_mismatch, one older than 300 s 422 mfa_challenge_expired; a verified factor is
// removed only from an aal2 session (422 insufficient_aal). Codes here come from otplib, which the
// local auth does not use, so they are computed independently of the code under test.
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, expectAuthError, uniqueEmail } from '../helpers/clients.ts';
import { startOwnBackend, type OwnBackend } from '../helpers/own-backend.ts';
import { projectConfigWith, UNLIMITED_AUTH_RATES } from '../helpers/project-config-file.ts';

const noPersistence = { persistSession: false, autoRefreshToken: false };
const PASSWORD = 'Quiet-Harbor-73';
const DEMO_PASSWORD = 'demo-password-1';

let own: OwnBackend;

beforeAll(async () => {
  own = await startOwnBackend('auth-mfa', { projectConfigFile: projectConfigWith(UNLIMITED_AUTH_RATES) });
});

afterAll(async () => {
  await own?.stop();
});

const anon = (): SupabaseClient => createClient(own.backend.url, own.backend.anonKey, { auth: noPersistence });
const service = (): SupabaseClient => createClient(own.backend.url, own.backend.serviceKey, { auth: noPersistence });

async function newUser(label: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(label);
  const { data, error } = await service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email };
}

async function signIn(email: string, password = PASSWORD): Promise<{ client: SupabaseClient; session: Session }> {
  const client = anon();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

/** The current code of a base32 secret, by otplib (SHA-1, 6 digits, 30 s: what authenticator apps use). */
function codeFor(secret: string, epoch = Math.floor(Date.now() / 1000)): Promise<string> {
  return generate({ secret, epoch });
}

/** A code that is not the current one. */
async function wrongCodeFor(secret: string): Promise<string> {
  const right = Number(await codeFor(secret));
  return String((right + 500_000) % 1_000_000).padStart(6, '0');
}

async function enrolAndVerify(client: SupabaseClient, friendlyName = 'Phone') {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (enrolled.error) throw enrolled.error;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: await codeFor(enrolled.data.totp.secret) });
  if (verified.error) throw verified.error;
  return { factorId: enrolled.data.id, secret: enrolled.data.totp.secret, session: verified.data };
}

describe('enrolling a TOTP factor', () => {
  it('answers a QR code, the secret and its otpauth URI; a verified code gives an aal2 session', async () => {
    const user = await newUser('mfa-enrol');
    const { client, session } = await signIn(user.email);
    expect(claimsOf(session.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });

    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Work phone' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(data!.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);

    // Not verified yet: listed among all factors, not among the usable TOTP ones.
    const before = await client.auth.mfa.listFactors();
    expect(before.data?.all.map((factor) => [factor.id, factor.status])).toEqual([[data!.id, 'unverified']]);
    expect(before.data?.totp).toEqual([]);

    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    const now = Math.floor(Date.now() / 1000);
    expect((challenge.data as { expires_at: number }).expires_at).toBeGreaterThanOrEqual(now + 295);
    expect((challenge.data as { expires_at: number }).expires_at).toBeLessThanOrEqual(now + 305);

    const verified = await client.auth.mfa.verify({ factorId: data!.id, challengeId: challenge.data!.id, code: await codeFor(data!.totp.secret) });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual(['password', 'totp']);
    expect(claims.session_id).toBe(claimsOf(session.access_token).session_id);
    expect(verified.data!.refresh_token).not.toBe(session.refresh_token);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const after = await client.auth.mfa.listFactors();
    expect(after.data?.totp.map((factor) => [factor.id, factor.status, factor.friendly_name])).toEqual([[data!.id, 'verified', 'Work phone']]);

    // A refresh keeps the session's level.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('refuses a second factor of the same name, and a new factor from an aal1 session once one is verified', async () => {
    const user = await newUser('mfa-second');
    const { client } = await signIn(user.email);
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const twin = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expectAuthError(twin.error, 422, 'mfa_factor_name_conflict');

    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    await client.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: await codeFor(enrolled!.totp.secret) });
    const fresh = await signIn(user.email);
    const another = await fresh.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expectAuthError(another.error, 403, 'insufficient_aal');
  });
});

describe('verifying a code', () => {
  it('refuses a wrong code with mfa_verification_failed and changes nothing', async () => {
    const user = await newUser('mfa-wrong');
    const { client } = await signIn(user.email);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });

    const wrong = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: await wrongCodeFor(factor!.totp.secret) });
    expectAuthError(wrong.error, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => f.status)).toEqual(['unverified']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal1');

    // The challenge is still open: the right code then works.
    const right = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: await codeFor(factor!.totp.secret) });
    expect(right.error).toBeNull();
  });

  it('refuses a challenge and code used once already', async () => {
    const user = await newUser('mfa-replay');
    const { client } = await signIn(user.email);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
    const code = await codeFor(factor!.totp.secret);
    const first = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    expect(first.error).toBeNull();

    // Replayed as it was sent, from a client holding the first answer's session.
    const replay = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    expectAuthError(replay.error, 422, 'mfa_ip_address_mismatch');
  });

  it('refuses a challenge older than 300 seconds, and drops it', async () => {
    const user = await newUser('mfa-expired');
    const { client } = await signIn(user.email);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
    await own.backend.sql(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [challenge!.id]);

    const late = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: await codeFor(factor!.totp.secret) });
    expectAuthError(late.error, 422, 'mfa_challenge_expired');
    expect(await own.backend.sql('select id from auth.mfa_challenges where id = $1', [challenge!.id])).toEqual([]);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => f.status)).toEqual(['unverified']);
  });

  it('ends the user’s other sessions still at aal1', async () => {
    const user = await newUser('mfa-others');
    const { client } = await signIn(user.email);
    const other = await signIn(user.email);
    await enrolAndVerify(client);
    const { error } = await other.client.auth.refreshSession();
    expectAuthError(error, 400, 'refresh_token_not_found');
  });
});

describe('removing a factor', () => {
  it('needs an aal2 session for a verified factor, and is recorded in the audit trail', async () => {
    const user = await newUser('mfa-unenrol');
    const first = await signIn(user.email);
    const { factorId, secret } = await enrolAndVerify(first.client);

    const { client } = await signIn(user.email);
    const refused = await client.auth.mfa.unenroll({ factorId });
    expectAuthError(refused.error, 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);

    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: await codeFor(secret) });
    expect(verified.error).toBeNull();
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    // The session falls back to aal1 once its factor is gone.
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');

    const audit = await service().from('audit_events').select('actor_kind, target_id, action, details').eq('target_id', user.id).eq('action', 'factor_removed');
    expect(audit.data).toEqual([
      { actor_kind: 'system', target_id: user.id, action: 'factor_removed', details: { factor_id: factorId, factor_type: 'totp', friendly_name: 'Phone' } },
    ]);
  });

  it('lets the admin API list and delete a user’s factor; the super admin who asked is the recorded actor', async () => {
    const user = await newUser('mfa-admin-delete');
    const { client } = await signIn(user.email);
    const { factorId } = await enrolAndVerify(client, 'Phone');

    const listed = await service().auth.admin.mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((factor) => [factor.id, factor.status, factor.factor_type])).toEqual([[factorId, 'verified', 'totp']]);

    const superAdmin = await signIn('super@demo.local', DEMO_PASSWORD);
    const superId = claimsOf(superAdmin.session.access_token).sub;
    const asked = await superAdmin.client.rpc('request_factor_removal', { target: user.id, factor: factorId });
    expect(asked.error).toBeNull();
    // Nobody else may ask: an admin, or the user for themselves.
    const admin = await signIn('admin@demo.local', DEMO_PASSWORD);
    expect((await admin.client.rpc('request_factor_removal', { target: user.id, factor: factorId })).error?.code).toBe('42501');

    const deleted = await service().auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId });
    expect(deleted.error).toBeNull();
    // GoTrue answers the factor as it was (supabase-js hands it on wrapped once more).
    expect(JSON.stringify(deleted.data)).toContain(`"id":"${factorId}"`);
    expect((await service().auth.admin.mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');

    const again = await service().auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId });
    expectAuthError(again.error, 404, 'mfa_factor_not_found');

    const audit = await service().from('audit_events').select('actor_id, actor_kind, action').eq('target_id', user.id).eq('action', 'factor_removed');
    expect(audit.data).toEqual([{ actor_id: superId, actor_kind: 'user', action: 'factor_removed' }]);
  });

  it('leaves the trail alone for an unverified factor and for a deleted account’s factors', async () => {
    const user = await newUser('mfa-quiet');
    const { client } = await signIn(user.email);
    const { data: pending } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Pending' });
    expect((await client.auth.mfa.unenroll({ factorId: pending!.id })).error).toBeNull();
    await enrolAndVerify(client, 'Kept');
    expect((await service().auth.admin.deleteUser(user.id)).error).toBeNull();
    const audit = await service().from('audit_events').select('action').eq('target_id', user.id).eq('action', 'factor_removed');
    expect(audit.data).toEqual([]);
  });
});

describe('two-factor sign-in required for admins', () => {
  async function setRequired(on: boolean) {
    const { error } = await service().from('staff_settings').update({ require_two_factor_for_admins: on }).eq('id', true);
    if (error) throw error;
  }

  it('refuses admin data to an admin’s aal1 token and serves it at aal2; writers are unaffected', async () => {
    const inquiry = await service()
      .from('contact_inquiries')
      .insert({ first_name: 'Ada', email: uniqueEmail('inquirer'), message: 'About our books', service: 'bookkeeping' })
      .select('id')
      .single();
    expect(inquiry.error).toBeNull();
    await service().from('site_events').insert({ type: 'page_view', path: '/mfa-test' });

    const admin = await signIn('admin@demo.local', DEMO_PASSWORD);
    const writer = await signIn('writer@demo.local', DEMO_PASSWORD);
    const writerEventsBefore = await writer.client.from('site_events').select('id').eq('path', '/mfa-test');
    expect(writerEventsBefore.data).toHaveLength(1);

    await setRequired(true);
    try {
      expect((await admin.client.rpc('staff_needs_second_factor')).data).toBe(true);
      expect((await writer.client.rpc('staff_needs_second_factor')).data).toBe(false);

      const refused = await admin.client.from('contact_inquiries').select('id').eq('id', inquiry.data!.id);
      expect(refused.error).toBeNull();
      expect(refused.data).toEqual([]);
      const deleted = await admin.client.from('contact_inquiries').delete().eq('id', inquiry.data!.id).select('id');
      expect(deleted.data ?? []).toEqual([]);
      const roles = await admin.client.from('user_roles').update({ role: 'writer' }).eq('user_id', claimsOf(writer.session.access_token).sub as string).select('user_id');
      expect(roles.data ?? []).toEqual([]);
      // Its own role stays readable, so the portal can tell it to enrol.
      const ownRole = await admin.client.from('user_roles').select('role').eq('user_id', claimsOf(admin.session.access_token).sub as string);
      expect(ownRole.data).toEqual([{ role: 'admin' }]);
      // Suspension goes through a security-definer function: refused all the same.
      const suspended = await admin.client.rpc('set_user_suspension', { user_id: claimsOf(writer.session.access_token).sub, suspended: true });
      expect(suspended.error?.code).toBe('42501');

      // Writers read what they read before.
      const writerEvents = await writer.client.from('site_events').select('id').eq('path', '/mfa-test');
      expect(writerEvents.data).toHaveLength(1);

      // Enrolment stays open to the admin; the verified session reads the data.
      await enrolAndVerify(admin.client);
      expect((await admin.client.rpc('staff_needs_second_factor')).data).toBe(false);
      const served = await admin.client.from('contact_inquiries').select('id').eq('id', inquiry.data!.id);
      expect(served.data).toEqual([{ id: inquiry.data!.id }]);

      // The service role is never held to the rule.
      const byService = await service().from('contact_inquiries').select('id').eq('id', inquiry.data!.id);
      expect(byService.data).toEqual([{ id: inquiry.data!.id }]);
    } finally {
      await setRequired(false);
    }
  });
});

describe('sessions', () => {
  it('my_sessions lists the caller’s sessions only, the current one marked', async () => {
    const user = await newUser('sessions-mine');
    const stranger = await newUser('sessions-other');
    await signIn(stranger.email);
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);

    const { data, error } = await laptop.client.rpc('my_sessions');
    expect(error).toBeNull();
    const rows = data as { id: string; current: boolean; aal: string; ip: string; user_agent: string; created_at: string; refreshed_at: string }[];
    expect(rows.map((row) => row.id).sort()).toEqual(
      [claimsOf(laptop.session.access_token).session_id, claimsOf(phone.session.access_token).session_id].sort(),
    );
    expect(rows.filter((row) => row.current).map((row) => row.id)).toEqual([claimsOf(laptop.session.access_token).session_id]);
    for (const row of rows) {
      expect(row.aal).toBe('aal1');
      expect(row.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
      expect(typeof row.user_agent).toBe('string');
      expect(Date.parse(row.refreshed_at)).toBeGreaterThanOrEqual(Date.parse(row.created_at));
    }
    expect((await anon().rpc('my_sessions')).error).not.toBeNull();
  });

  it('signOut with scope global ends the user’s other sessions', async () => {
    const user = await newUser('sessions-global');
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    expect((await laptop.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expectAuthError((await phone.client.auth.refreshSession()).error, 400, 'refresh_token_not_found');
    const left = await own.backend.sql('select id from auth.sessions where user_id = $1', [user.id]);
    expect(left).toEqual([]);
  });
});
