// Password reset, invitations and account removal through the unmodified supabase-js client, against
// what hosted Supabase Auth (GoTrue) answers:
// - POST /recover answers 200 `{}` for any valid address, with or without a user; a missing email
//   is 400 validation_failed "Password recovery requires an email", a malformed one 400
//   validation_failed "Unable to validate email address: invalid format"; a second recovery mail
//   to the same user within a minute is 429 over_email_send_rate_limit;
// - POST /verify (type recovery or invite) by token_hash or by email + code issues a session and
//   uses the token up (expiry: auth-mail-hook.test.ts): a used or unknown token_hash is
//   403 otp_expired "Email link is invalid or has expired", a wrong code 403 otp_expired "Token has
//   expired or is invalid"; GET /verify (the mail's link) answers 303 to the site with the session
//   or the error in the URL fragment;
// - POST /invite and /admin/generate_link are the service role's (403 not_admin otherwise); an
//   invitation to an address already confirmed is 422 email_exists; a recovery link for an
//   unknown address is 404 user_not_found;
// - a deleted user signs in no more and their refresh token is refused.
import { AuthApiError, createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  anonClientFrom,
  backend,
  createUser,
  expectAuthError,
  PASSWORD,
  randomLoopbackAddress,
  serviceClient,
  uniqueEmail,
} from '../helpers/clients.ts';

const client = () => anonClientFrom(randomLoopbackAddress());
const admin = () => serviceClient().auth.admin;
const NEW_PASSWORD = 'Fresh-harbor-77';

async function recoveryLink(email: string) {
  const { data, error } = await admin().generateLink({ type: 'recovery', email });
  if (error || !data.properties) throw error ?? new Error('generateLink returned no link');
  return data.properties;
}

async function signsIn(email: string, password: string) {
  const { error } = await client().auth.signInWithPassword({ email, password });
  return error === null ? 'ok' : (error as AuthApiError).code;
}

describe('POST /recover', () => {
  it('answers a missing address exactly as a real one', async () => {
    const user = await createUser('recover-real');
    const real = await client().auth.resetPasswordForEmail(user.email);
    const missing = await client().auth.resetPasswordForEmail(uniqueEmail('recover-missing'));
    expect(real).toEqual({ data: {}, error: null });
    expect(missing).toEqual(real);

    const raw = async (email: string) => {
      const response = await fetch(`${backend().url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: backend().anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return { status: response.status, body: await response.json() };
    };
    const other = await createUser('recover-raw');
    expect(await raw(other.email)).toEqual({ status: 200, body: {} });
    expect(await raw(uniqueEmail('recover-raw-missing'))).toEqual({ status: 200, body: {} });
  });

  it('refuses a second mail to the same user within a minute', async () => {
    const user = await createUser('recover-twice');
    expect((await client().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const again = await client().auth.resetPasswordForEmail(user.email);
    expectAuthError(again.error, 429, 'over_email_send_rate_limit');
    expect((again.error as AuthApiError).message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('answers bad input with GoTrue’s codes', async () => {
    expectAuthError((await client().auth.resetPasswordForEmail('')).error, 400, 'validation_failed', 'Password recovery requires an email');
    expectAuthError(
      (await client().auth.resetPasswordForEmail('not-an-address')).error,
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  });
});

describe('a recovery token', () => {
  it('signs in once, lets the new password replace the old one, and is refused the second time', async () => {
    const user = await createUser('recovery-once');
    const link = await recoveryLink(user.email);
    expect(link.verification_type).toBe('recovery');
    expect(link.email_otp).toMatch(/^\d{6}$/);

    const auth = client();
    const verified = await auth.auth.verifyOtp({ token_hash: link.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect(verified.data.session?.access_token).toBeTruthy();
    expect((await auth.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe('ok');
    expect(await signsIn(user.email, PASSWORD)).toBe('invalid_credentials');

    const reused = await client().auth.verifyOtp({ token_hash: link.hashed_token, type: 'recovery' });
    expectAuthError(reused.error, 403, 'otp_expired', 'Email link is invalid or has expired');
    expect(reused.data.session).toBeNull();
  });

  it('works by email and code, once', async () => {
    const user = await createUser('recovery-code');
    const link = await recoveryLink(user.email);
    const wrong = String((Number(link.email_otp) + 1) % 1_000_000).padStart(6, '0');
    expectAuthError(
      (await client().auth.verifyOtp({ email: user.email, token: wrong, type: 'recovery' })).error,
      403,
      'otp_expired',
      'Token has expired or is invalid',
    );
    const first = await client().auth.verifyOtp({ email: user.email, token: link.email_otp, type: 'recovery' });
    expect(first.error).toBeNull();
    expect(first.data.user?.id).toBe(user.id);
    expectAuthError(
      (await client().auth.verifyOtp({ email: user.email, token: link.email_otp, type: 'recovery' })).error,
      403,
      'otp_expired',
    );
  });

  it('is replaced by the next one: the earlier token no longer works', async () => {
    const user = await createUser('recovery-replaced');
    const first = await recoveryLink(user.email);
    const second = await recoveryLink(user.email);
    expectAuthError((await client().auth.verifyOtp({ token_hash: first.hashed_token, type: 'recovery' })).error, 403, 'otp_expired');
    expect((await client().auth.verifyOtp({ token_hash: second.hashed_token, type: 'recovery' })).error).toBeNull();
  });

  it('opened as the mail’s link (GET /verify, no API key) redirects to the site with the session, then with the error', async () => {
    const user = await createUser('recovery-link');
    const link = await recoveryLink(user.email);
    const target = new URL(link.action_link);
    expect(target.pathname).toBe('/auth/v1/verify');
    expect(target.searchParams.get('type')).toBe('recovery');

    const first = await fetch(link.action_link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const location = new URL(first.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${new URL(link.redirect_to).origin}${new URL(link.redirect_to).pathname}`);
    const session = new URLSearchParams(location.hash.slice(1));
    expect(session.get('type')).toBe('recovery');
    expect(session.get('token_type')).toBe('bearer');
    const { data } = await createClient(backend().url, backend().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).auth.getUser(session.get('access_token')!);
    expect(data.user?.id).toBe(user.id);

    const second = await fetch(link.action_link, { redirect: 'manual' });
    expect(second.status).toBe(303);
    const failed = new URLSearchParams(new URL(second.headers.get('location')!).hash.slice(1));
    expect(failed.get('error')).toBe('access_denied');
    expect(failed.get('error_code')).toBe('otp_expired');
    expect(failed.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('answers bad /verify input with GoTrue’s codes', async () => {
    expectAuthError(
      (await client().auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'recovery' })).error,
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    );
    expectAuthError(
      (await client().auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'nonsense' as 'recovery' })).error,
      400,
      'validation_failed',
      'Invalid email verification type',
    );
    expectAuthError(
      (await client().auth.verifyOtp({ email: 'not-an-address', token: '123456', type: 'recovery' })).error,
      422,
      'validation_failed',
      'Invalid email format',
    );
    const noToken = await fetch(`${backend().url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ type: 'recovery' }),
    });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({ code: 'validation_failed', message: 'Verify requires either a token or a token hash' });
  });
});

describe('invitations', () => {
  it('invites a new address: unconfirmed until the invite is verified, then it sets a password', async () => {
    const email = uniqueEmail('invited');
    const invited = await admin().inviteUserByEmail(email, { data: { full_name: 'Invited Person' } });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email, user_metadata: { full_name: 'Invited Person' } });
    expect(invited.data.user?.email_confirmed_at).toBeUndefined();
    expect(Date.parse((invited.data.user as { invited_at?: string }).invited_at!)).not.toBeNaN();
    expect(await signsIn(email, PASSWORD)).toBe('invalid_credentials');

    // The mail's token is the one generate_link stores for the same invitation.
    const { data, error } = await admin().generateLink({ type: 'invite', email });
    expect(error).toBeNull();
    const hashed = data.properties!.hashed_token;
    const auth = client();
    const verified = await auth.auth.verifyOtp({ token_hash: hashed, type: 'invite' });
    expect(verified.error).toBeNull();
    expect(Date.parse(verified.data.user!.email_confirmed_at!)).not.toBeNaN();
    expect((await auth.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await signsIn(email, NEW_PASSWORD)).toBe('ok');
    expectAuthError(
      (await client().auth.verifyOtp({ token_hash: hashed, type: 'invite' })).error,
      403,
      'otp_expired',
    );
  });

  it('refuses to invite an address already confirmed with 422 email_exists', async () => {
    const user = await createUser('invite-existing');
    expectAuthError(
      (await admin().inviteUserByEmail(user.email)).error,
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
    expectAuthError((await admin().generateLink({ type: 'invite', email: user.email })).error, 422, 'email_exists');
  });

  it('keeps invitations and links to the service role, and answers bad input with GoTrue’s codes', async () => {
    const anon = client().auth.admin;
    expectAuthError((await anon.inviteUserByEmail(uniqueEmail('anon-invite'))).error, 403, 'not_admin');
    expectAuthError((await anon.generateLink({ type: 'recovery', email: uniqueEmail('anon-link') })).error, 403, 'not_admin');
    expectAuthError((await admin().inviteUserByEmail('not-an-address')).error, 400, 'validation_failed');
    expectAuthError(
      (await admin().generateLink({ type: 'recovery', email: uniqueEmail('nobody') })).error,
      404,
      'user_not_found',
      'User with this email not found',
    );
  });
});

describe('deleting a user', () => {
  it('ends their sign-ins and refuses their refresh token', async () => {
    const user = await createUser('deleted');
    const signedIn = await client().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect((await admin().deleteUser(user.id)).error).toBeNull();
    expect(await signsIn(user.email, PASSWORD)).toBe('invalid_credentials');
    const refreshed = await client().auth.refreshSession({ refresh_token: signedIn.data.session!.refresh_token });
    expectAuthError(refreshed.error, 400, 'refresh_token_not_found');
    expectAuthError((await admin().deleteUser(user.id)).error, 404, 'user_not_found');
  });
});
