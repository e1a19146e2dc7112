// The local auth against hosted Supabase Auth (GoTrue), through the unmodified supabase-js client
// only: each block states what GoTrue answers and checks the local auth answers the same. What
// auth.test.ts and auth-config.test.ts already check (config.toml's settings, rate limits, refresh
// rotation and reuse, the password verification hook) is not repeated here.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  anonClientFrom,
  backend,
  claimsOf,
  createUser,
  expectAuthError,
  PASSWORD,
  randomLoopbackAddress,
  serviceClient,
  uniqueEmail,
} from '../helpers/clients.ts';

/** Each test signs in from an address of its own, so no rate-limit bucket is shared. */
const client = () => anonClientFrom(randomLoopbackAddress());

async function signIn(email: string, password = PASSWORD) {
  const auth = client();
  const { data, error } = await auth.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('sign-in returned no session');
  return { auth, session: data.session };
}

function withToken(token: string): SupabaseClient {
  return createClient(backend().url, backend().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}


/** Whether REST still serves the access token: check_request_session refuses an ended session with 401. */
async function restStatus(accessToken: string, userId: string): Promise<number> {
  const { status } = await withToken(accessToken).from('profiles').select('id').eq('id', userId);
  return status;
}

async function refreshes(refreshToken: string): Promise<boolean> {
  const { error } = await client().auth.refreshSession({ refresh_token: refreshToken });
  return error === null;
}

describe('signInWithPassword', () => {
  // GoTrue's /token?grant_type=password answers an AccessTokenResponse: access_token, token_type
  // "bearer", expires_in, expires_at, refresh_token and the user, identities included.
  it('answers a session of GoTrue’s shape', async () => {
    const user = await createUser('conf-shape', { full_name: 'Shape' });
    const { session } = await signIn(user.email);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBe(claimsOf(session.access_token).exp);
    expect(session.refresh_token).toMatch(/\S{10,}/);
    expect(session.user).toMatchObject({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Shape' },
      is_anonymous: false,
    });
    expect(Date.parse(session.user.email_confirmed_at!)).not.toBeNaN();
    expect(Date.parse(session.user.last_sign_in_at!)).not.toBeNaN();
    expect(session.user.identities).toHaveLength(1);
    expect(session.user.identities![0]).toMatchObject({ provider: 'email', user_id: user.id, id: user.id });
    expect(session.user.identities![0]!.identity_data).toMatchObject({ sub: user.id, email: user.email, email_verified: true });
  });

  // GoTrue: an unknown email and a wrong password are the same 400 invalid_credentials, so
  // nobody learns which addresses have an account.
  it('answers a wrong password and an unknown email alike', async () => {
    const user = await createUser('conf-wrong');
    const wrong = await client().auth.signInWithPassword({ email: user.email, password: 'not-the-password' });
    const unknown = await client().auth.signInWithPassword({ email: uniqueEmail('conf-nobody'), password: PASSWORD });
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expectAuthError(error, 400, 'invalid_credentials', 'Invalid login credentials');
    }
  });

  // GoTrue checks the password first, then refuses an unconfirmed address with 400 email_not_confirmed.
  it('refuses an unconfirmed address once the password is right', async () => {
    const email = uniqueEmail('conf-unconfirmed');
    const created = await serviceClient().auth.admin.createUser({ email, password: PASSWORD });
    expect(created.error).toBeNull();
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    const { error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expectAuthError(error, 400, 'email_not_confirmed', 'Email not confirmed');
    const wrong = await client().auth.signInWithPassword({ email, password: 'not-the-password' });
    expectAuthError(wrong.error, 400, 'invalid_credentials');
  });

  // GoTrue: 400 user_banned "User is banned" while banned_until is ahead.
  it('refuses a banned user', async () => {
    const user = await createUser('conf-banned');
    expect((await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: '24h' })).error).toBeNull();
    const { error } = await client().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expectAuthError(error, 400, 'user_banned', 'User is banned');
  });

  // GoTrue: no password is a wrong one; a field of the wrong JSON type fails the decoding (400
  // bad_json); no email and no phone is 400 validation_failed; a phone with the
  // phone provider off (config.toml: [auth.sms] enable_signup = false) is 422 phone_provider_disabled.
  it('answers incomplete or ill-typed credentials as GoTrue does', async () => {
    const user = await createUser('conf-shapes');
    const auth = client().auth;
    const noPassword = await auth.signInWithPassword({ email: user.email } as never);
    expectAuthError(noPassword.error, 400, 'invalid_credentials', 'Invalid login credentials');
    const numeric = await auth.signInWithPassword({ email: user.email, password: 12345678901 } as never);
    expectAuthError(numeric.error, 400, 'bad_json');
    expect(numeric.error?.message).toMatch(/^Could not parse request body as JSON: /);
    const nobody = await auth.signInWithPassword({ email: '', password: PASSWORD });
    expectAuthError(nobody.error, 400, 'validation_failed', 'missing email or phone');
    const phone = await auth.signInWithPassword({ phone: '+15555550100', password: PASSWORD });
    expectAuthError(phone.error, 422, 'phone_provider_disabled', 'Phone logins are disabled');
  });
});

describe('the access token', () => {
  // GoTrue's AccessTokenClaims: iss, sub, aud (one string), exp, iat, email, phone, app_metadata,
  // user_metadata, role, aal, amr [{ method, timestamp }], session_id, is_anonymous, and nothing
  // else; signed with the project's signing key (ES256) under its kid, typ JWT.
  it('carries exactly GoTrue’s claims and header', async () => {
    const user = await createUser('conf-claims', { team: 'audit' });
    const before = Math.floor(Date.now() / 1000);
    const { session } = await signIn(user.email);
    const claims = claimsOf(session.access_token);
    expect(Object.keys(claims).sort()).toEqual(
      ['aal', 'amr', 'app_metadata', 'aud', 'email', 'exp', 'iat', 'is_anonymous', 'iss', 'phone', 'role', 'session_id', 'sub', 'user_metadata'].sort(),
    );
    expect(claims).toMatchObject({
      iss: `${backend().url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { team: 'audit' },
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(claims.iat as number).toBeGreaterThanOrEqual(before - 1);
    const amr = claims.amr as { method: string; timestamp: number }[];
    expect(amr).toHaveLength(1);
    expect(amr[0]!.method).toBe('password');
    expect(amr[0]!.timestamp).toBeGreaterThanOrEqual(before - 1);

    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString('utf8'));
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(typeof header.kid).toBe('string');
  });
});

describe('getUser and updateUser', () => {
  // GoTrue's UpdateUserMetaData: `data` merges key by key into user_metadata; a null value removes
  // its key; keys not sent are kept. The token issued next carries the new metadata.
  it('merges user_metadata, a null removing a key', async () => {
    const user = await createUser('conf-meta', { first: 'Ada', last: 'Lovelace', nested: { a: 1 } });
    const { auth } = await signIn(user.email);
    const updated = await auth.auth.updateUser({ data: { last: null, nickname: 'Ada L', nested: { b: 2 } } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ first: 'Ada', nickname: 'Ada L', nested: { b: 2 } });
    const fetched = await auth.auth.getUser();
    expect(fetched.data.user?.user_metadata).toEqual({ first: 'Ada', nickname: 'Ada L', nested: { b: 2 } });
    const refreshed = await auth.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).user_metadata).toEqual({ first: 'Ada', nickname: 'Ada L', nested: { b: 2 } });
  });

  // GoTrue: with confirmations on (config.toml: enable_confirmations, double_confirm_changes), a
  // user's own email change only mails links: the address stays, the new one is new_email with
  // email_change_sent_at, until the links are followed. An address in use is 422 email_exists.
  it('keeps the address on an email change and records it as pending', async () => {
    const user = await createUser('conf-email');
    const other = await createUser('conf-email-taken');
    const { auth } = await signIn(user.email);
    const taken = await auth.auth.updateUser({ email: other.email });
    expectAuthError(taken.error, 422, 'email_exists', 'A user with this email address has already been registered');

    const target = uniqueEmail('conf-email-new');
    const changed = await auth.auth.updateUser({ email: target });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(user.email);
    expect(changed.data.user?.new_email).toBe(target);
    expect(Date.parse(changed.data.user!.email_change_sent_at!)).not.toBeNaN();
    expect((await auth.auth.getUser()).data.user?.email).toBe(user.email);
    expect((await client().auth.signInWithPassword({ email: target, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
  });

  // GoTrue: the current password again is 422 same_password.
  it('refuses the current password as the new one', async () => {
    const user = await createUser('conf-samepw');
    const { auth } = await signIn(user.email);
    const { error } = await auth.auth.updateUser({ password: PASSWORD });
    expectAuthError(error, 422, 'same_password', 'New password should be different from the old password.');
  });
});

describe('signOut scopes', () => {
  async function threeSessions(label: string) {
    const user = await createUser(label);
    const sessions = [await signIn(user.email), await signIn(user.email), await signIn(user.email)];
    return { user, sessions };
  }

  async function alive(userId: string, session: { access_token: string; refresh_token: string }) {
    // REST first: a refresh rotates the token but keeps the session.
    const rest = await restStatus(session.access_token, userId);
    return { rest, refreshes: await refreshes(session.refresh_token) };
  }

  // GoTrue's logout: `local` ends the caller's session only; `others` every other session of the
  // user; `global` (the default) all of them. An ended session's refresh token is not found, and
  // REST refuses its access token.
  it('local ends this session only', async () => {
    const { user, sessions } = await threeSessions('conf-local');
    expect((await sessions[0]!.auth.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await alive(user.id, sessions[0]!.session)).toEqual({ rest: 401, refreshes: false });
    expect(await alive(user.id, sessions[1]!.session)).toEqual({ rest: 200, refreshes: true });
  });

  it('others ends every session but this one', async () => {
    const { user, sessions } = await threeSessions('conf-others');
    expect((await sessions[0]!.auth.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(user.id, sessions[1]!.session)).toEqual({ rest: 401, refreshes: false });
    expect(await alive(user.id, sessions[2]!.session)).toEqual({ rest: 401, refreshes: false });
    expect(await alive(user.id, sessions[0]!.session)).toEqual({ rest: 200, refreshes: true });
  });

  it('global ends every session of the user', async () => {
    const { user, sessions } = await threeSessions('conf-global');
    expect((await sessions[1]!.auth.auth.signOut({ scope: 'global' })).error).toBeNull();
    for (const { session } of sessions) expect(await alive(user.id, session)).toEqual({ rest: 401, refreshes: false });
  });

  // GoTrue authenticates a logout as any call: the token of an ended session is 403
  // session_not_found (supabase-js's own signOut swallows it; the admin signOut reports it).
  it('answers a second logout of the same session with 403 session_not_found', async () => {
    const user = await createUser('conf-twice');
    const { auth, session } = await signIn(user.email);
    expect((await auth.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await auth.auth.signOut({ scope: 'local' })).error).toBeNull();
    // supabase-js makes GoTrue's session_not_found an AuthSessionMissingError.
    const again = await serviceClient().auth.admin.signOut(session.access_token, 'local');
    expect(again.error?.name).toBe('AuthSessionMissingError');
  });
});

describe('admin API', () => {
  const admin = () => serviceClient().auth.admin;

  // GoTrue's adminUserCreate: email_confirm confirms the address, user_metadata and app_metadata
  // are stored (provider keys added to app_metadata); an address in use is 422 email_exists.
  it('creates users with metadata, and refuses an address in use', async () => {
    const email = uniqueEmail('conf-create');
    const created = await admin().createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Grace' },
      app_metadata: { staff: true },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { first_name: 'Grace' },
      app_metadata: { provider: 'email', providers: ['email'], staff: true },
    });
    expect(Date.parse(created.data.user!.email_confirmed_at!)).not.toBeNaN();
    const duplicate = await admin().createUser({ email: email.toUpperCase(), password: PASSWORD });
    expectAuthError(duplicate.error, 422, 'email_exists', 'A user with this email address has already been registered');
  });

  // GoTrue's adminUsers: page and per_page; X-Total-Count and Link (rel="next", rel="last")
  // headers, which supabase-js turns into total, nextPage and lastPage.
  it('lists users a page at a time, with GoTrue’s pagination', async () => {
    await createUser('conf-list-a');
    await createUser('conf-list-b');
    const first = await admin().listUsers({ page: 1, perPage: 1 });
    expect(first.error).toBeNull();
    const page = first.data as unknown as { users: unknown[]; total: number; nextPage: number | null; lastPage: number; aud: string };
    expect(page.users).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.nextPage).toBe(2);
    // (supabase-js reads only the first digit of the last page number from the Link header.)
    expect(page.lastPage).toBeGreaterThanOrEqual(1);
    const all = (await admin().listUsers({ page: 1, perPage: 1000 })).data as unknown as typeof page;
    expect(all.users).toHaveLength(all.total);
    expect(all.nextPage).toBeNull();
    expect(all.lastPage).toBe(1);
  });

  // GoTrue: an unknown id is 404 user_not_found "User not found".
  it('answers an unknown id with 404 user_not_found', async () => {
    const { error } = await admin().getUserById('00000000-0000-4000-8000-0000000c0f0f');
    expectAuthError(error, 404, 'user_not_found', 'User not found');
  });

  // GoTrue's adminUserUpdate: a new password and email apply at once; user_metadata and
  // app_metadata merge as the user's own update does; ban_duration bans until now + duration and
  // "none" lifts the ban.
  it('updates password, email, metadata and bans', async () => {
    const user = await createUser('conf-update', { keep: 1, drop: 2 });
    const newEmail = uniqueEmail('conf-update-new');
    const updated = await admin().updateUserById(user.id, {
      email: newEmail,
      password: 'admin-set-password',
      user_metadata: { drop: null, added: true },
      app_metadata: { staff: true },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ email: newEmail, user_metadata: { keep: 1, added: true }, app_metadata: { provider: 'email', staff: true } });
    expect(updated.data.user?.user_metadata).not.toHaveProperty('drop');
    expect((await client().auth.signInWithPassword({ email: newEmail, password: 'admin-set-password' })).error).toBeNull();

    const banned = await admin().updateUserById(user.id, { ban_duration: '24h' });
    const until = Date.parse((banned.data.user as { banned_until?: string }).banned_until!);
    expect(Math.abs(until - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);
    expectAuthError((await client().auth.signInWithPassword({ email: newEmail, password: 'admin-set-password' })).error, 400, 'user_banned');
    const lifted = await admin().updateUserById(user.id, { ban_duration: 'none' });
    expect(lifted.error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: newEmail, password: 'admin-set-password' })).error).toBeNull();
  });

  // GoTrue's adminUserDelete: a hard delete removes the user; should_soft_delete keeps the row with
  // deleted_at, an obfuscated address and no password, ends its sessions, and the admin API still
  // finds it; the address is free again and the old credentials sign nobody in.
  it('deletes users, hard or soft', async () => {
    const hard = await createUser('conf-hard');
    expect((await admin().deleteUser(hard.id)).error).toBeNull();
    expectAuthError((await admin().getUserById(hard.id)).error, 404, 'user_not_found');

    const soft = await createUser('conf-soft');
    const { session } = await signIn(soft.email);
    expect((await admin().deleteUser(soft.id, true)).error).toBeNull();
    const found = await admin().getUserById(soft.id);
    expect(found.error).toBeNull();
    expect(found.data.user?.id).toBe(soft.id);
    expect(Date.parse((found.data.user as { deleted_at?: string }).deleted_at!)).not.toBeNaN();
    expect(found.data.user?.email).not.toBe(soft.email);
    expect(found.data.user?.user_metadata).toEqual({});
    expect(await refreshes(session.refresh_token)).toBe(false);
    expectAuthError((await client().auth.signInWithPassword({ email: soft.email, password: PASSWORD })).error, 400, 'invalid_credentials');
    expect((await admin().deleteUser(soft.id, true)).error).toBeNull();
    const reused = await admin().createUser({ email: soft.email, password: PASSWORD, email_confirm: true });
    expect(reused.error).toBeNull();
  });

  // GoTrue's requireAdmin: a token whose role is not an admin one is 403 not_admin "User not
  // allowed".
  it('refuses callers without the service role', async () => {
    const user = await createUser('conf-notadmin');
    const { session } = await signIn(user.email);
    const asUser = await withToken(session.access_token).auth.admin.listUsers();
    expectAuthError(asUser.error, 403, 'not_admin', 'User not allowed');
    const asAnon = await client().auth.admin.getUserById(user.id);
    expectAuthError(asAnon.error, 403, 'not_admin', 'User not allowed');
  });
});
