// The auth service as the unmodified supabase-js client sees it: sign-in, errors, the password
// verification hook, bans, refresh rotation and its reuse interval, user updates, sign-out and the
// admin API. auth-config.test.ts checks each config.toml auth setting on backends of its own.
import fs from 'node:fs';
import path from 'node:path';
import { AuthApiError, AuthWeakPasswordError, createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  anonClientFrom,
  backend,
  claimsOf,
  createUser,
  PASSWORD,
  randomLoopbackAddress,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from '../helpers/clients.ts';

describe('password sign-in', () => {
  it('returns a GoTrue session whose access token carries the user claims', async () => {
    const user = await createUser('signin', { full_name: 'Sign In' });
    const { data, error } = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token.length).toBeGreaterThan(10);
    expect(session.user.id).toBe(user.id);
    expect(session.user.email).toBe(user.email);
    expect(session.user.aud).toBe('authenticated');
    expect(session.user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(session.user.user_metadata).toMatchObject({ full_name: 'Sign In' });
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', email: user.email, aal: 'aal1' });
    expect(typeof claims.session_id).toBe('string');
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('answers a wrong password with invalid_credentials', async () => {
    const user = await createUser('wrongpw');
    const { data, error } = await anonClient().auth.signInWithPassword({ email: user.email, password: 'not-the-password' });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('refuses a banned user with user_banned', async () => {
    const user = await createUser('banned');
    const { error: banError } = await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    expect(banError).toBeNull();
    const { error } = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('user_banned');
  });

  it('tells a banned user so before looking at the password, and counts no failed attempt', async () => {
    const user = await createUser('banned-guess');
    const admin = serviceClient().auth.admin;
    expect((await admin.updateUserById(user.id, { ban_duration: '24h' })).error).toBeNull();
    // Six wrong passwords: had the password verification hook counted them, the right password
    // would now be refused.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const { error } = await anonClient().auth.signInWithPassword({ email: user.email, password: `wrong-${attempt}-pw` });
      expect(error?.status, `attempt ${attempt}`).toBe(400);
      expect(error?.code, `attempt ${attempt}`).toBe('user_banned');
    }
    expect((await admin.updateUserById(user.id, { ban_duration: 'none' })).error).toBeNull();
    const { error } = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(error).toBeNull();
  });

  it('refuses sign-ups, as config.toml sets for the project: staff are made by an admin', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({ email, password: PASSWORD, options: { data: { first_name: 'Ada' } } });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');
    expect(data.user).toBeNull();
    const { data: profiles } = await serviceClient().from('profiles').select('id').eq('email', email);
    expect(profiles).toEqual([]);
    const settings = await fetch(`${backend().url}/auth/v1/settings`, { headers: { apikey: backend().publishableKey } });
    expect(await settings.json()).toMatchObject({ disable_signup: true });
  });

});

describe('password strength (config.toml: minimum_password_length = 10, no password_requirements)', () => {
  const TOO_SHORT = 'Password should be at least 10 characters.';

  it('refuses a new user a password shorter than 10 characters as weak_password (length)', async () => {
    for (const password of ['123', '123456', 'x7-Harbor']) {
      const { data, error } = await serviceClient().auth.admin.createUser({ email: uniqueEmail('weak'), password, email_confirm: true });
      expect(data.user, password).toBeNull();
      expect(error?.status, password).toBe(422);
      expect(error?.code, password).toBe('weak_password');
      expect(error?.message, password).toBe(TOO_SHORT);
      expect((error as AuthWeakPasswordError).reasons, password).toEqual(['length']);
    }
  });

  it('accepts a 10-character password, and it signs in', async () => {
    const email = uniqueEmail('tenchars');
    const created = await serviceClient().auth.admin.createUser({ email, password: 'x7-Harbor2', email_confirm: true });
    expect(created.error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'x7-Harbor2' });
    expect(signIn.error).toBeNull();
  });

  it('checks no list of common passwords: config.toml sets no leaked-password check', async () => {
    const created = await serviceClient().auth.admin.createUser({ email: uniqueEmail('common'), password: 'password123', email_confirm: true });
    expect(created.error).toBeNull();
  });

  it('applies the same rules when an admin sets a password', async () => {
    const user = await createUser('admin-set');
    const admin = serviceClient().auth.admin;
    expect((await admin.updateUserById(user.id, { password: 'short-pw' })).error?.message).toBe(TOO_SHORT);
    const signIn = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});

describe('password verification hook, turned on (config.toml: [auth.hook.password_verification_attempt])', () => {
  const REJECTED = 'Too many failed sign-in attempts. Try again in 15 minutes.';

  it('refuses a user’s sign-ins after five failed passwords, the right one included, from any address', async () => {
    const user = await createUser('hook-lock');
    const guesser = anonClientFrom(randomLoopbackAddress());
    const seen: string[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const { error } = await guesser.auth.signInWithPassword({ email: user.email, password: `wrong-${attempt}-pw` });
      seen.push(`${error?.status} ${error?.code} ${error?.message}`);
    }
    expect(seen).toEqual([
      ...Array(5).fill('400 invalid_credentials Invalid login credentials'),
      `400 invalid_credentials ${REJECTED}`,
    ]);
    const owner = await anonClientFrom(randomLoopbackAddress()).auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(owner.error?.status).toBe(400);
    expect(owner.error?.code).toBe('invalid_credentials');
    expect(owner.error?.message).toBe(REJECTED);
  });

  it('forgets the failures when the right password signs in before the fifth', async () => {
    const user = await createUser('hook-forgive');
    for (let round = 1; round <= 2; round += 1) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const { error } = await anonClient().auth.signInWithPassword({ email: user.email, password: `wrong-${attempt}-pw` });
        expect(error?.message, `round ${round}, attempt ${attempt}`).toBe('Invalid login credentials');
      }
      const { error } = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
      expect(error, `round ${round}`).toBeNull();
    }
  });

  it('counts per user, not per address: one address trying many emails is not refused', async () => {
    const sprayer = anonClientFrom(randomLoopbackAddress());
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const { error } = await sprayer.auth.signInWithPassword({ email: uniqueEmail('sprayed'), password: 'Winter2024!' });
      expect(error?.message, `attempt ${attempt}`).toBe('Invalid login credentials');
    }
    const own = await createUser('sprayer');
    expect((await sprayer.auth.signInWithPassword({ email: own.email, password: PASSWORD })).error).toBeNull();
  });
});

describe('sessions', () => {
  it('rotates refresh tokens, and gives a token reused within 10 s the session back', async () => {
    const { client, user, session } = await signedInClient('refresh');
    const sessionId = claimsOf(session.access_token).session_id;
    const first = session.refresh_token;
    const refreshed = await client.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!.refresh_token;
    expect(second).not.toBe(first);
    expect(claimsOf(refreshed.data.session!.access_token).session_id).toBe(sessionId);

    // A client that lost the answer of its refresh retries with the old token (GoTrue's reuse
    // interval): it gets the session's newest token, and the session goes on.
    const retried = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(retried.error).toBeNull();
    expect(retried.data.session!.refresh_token).toBe(second);
    expect(claimsOf(retried.data.session!.access_token).session_id).toBe(sessionId);
    const me = await anonClient().auth.getUser(retried.data.session!.access_token);
    expect(me.data.user?.id).toBe(user.id);
    const third = await anonClient().auth.refreshSession({ refresh_token: second });
    expect(third.error).toBeNull();
    expect(third.data.session!.refresh_token).not.toBe(second);
  });

  it('refuses an older rotated refresh token that comes back after 10 s, and revokes the session’s tokens', async () => {
    const { client, session } = await signedInClient('refresh-late');
    const first = session.refresh_token;
    const refreshed = await client.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!.refresh_token;
    const again = await client.auth.refreshSession({ refresh_token: second });
    expect(again.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10_500));

    // The parent of the live token still gets the live one back (a client that lost its last
    // answer), at any time...
    const retried = await anonClient().auth.refreshSession({ refresh_token: second });
    expect(retried.error).toBeNull();
    expect(retried.data.session!.refresh_token).toBe(again.data.session!.refresh_token);
    // ...an older one, after the reuse interval, is refused, and revokes every token of the session
    // (auth-config.test.ts checks the newest is then refused too, with a 1 s interval).
    const reused = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(reused.data.session).toBeNull();
    expect(reused.error?.code).toBe('refresh_token_already_used');
  }, 30_000);

  it('getUser returns the signed-in user', async () => {
    const { client, user } = await signedInClient('getuser');
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.email).toBe(user.email);
  });

  it('updateUser changes metadata, and the password of a fresh session', async () => {
    const { client, user } = await signedInClient('update');
    const meta = await client.auth.updateUser({ data: { nickname: 'Jo' } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ nickname: 'Jo' });

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');

    const changed = await client.auth.updateUser({ password: 'a-brand-new-pass' });
    expect(changed.error).toBeNull();
    const oldPw = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(oldPw.error?.code).toBe('invalid_credentials');
    const newPw = await anonClient().auth.signInWithPassword({ email: user.email, password: 'a-brand-new-pass' });
    expect(newPw.error).toBeNull();
  });

  it('signOut ends the session: its refresh token and access token stop working', async () => {
    const { client, session } = await signedInClient('signout');
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const stale = await anonClient().auth.getUser(session.access_token);
    expect(stale.data.user).toBeNull();
    expect(stale.error?.name).toBe('AuthSessionMissingError');
  });
});

describe('tokens of an ended session at the REST API', () => {
  it('refuses the access token of a signed-out session with 401, while the session lived it was served', async () => {
    const { client, user, session } = await signedInClient('rest-signout');
    const holder = createClientWithToken(session.access_token);
    const before = await holder.from('profiles').select('id').eq('id', user.id);
    expect(before.error).toBeNull();
    expect(before.data).toEqual([{ id: user.id }]);

    expect((await client.auth.signOut()).error).toBeNull();
    const after = await holder.from('profiles').select('id').eq('id', user.id);
    expect(after.status).toBe(401);
    expect(after.data).toBeNull();
    expect(after.error?.message).toBe('Session ended: sign in again');
    // The anon key alone is still served.
    const anonymous = await anonClient().rpc('blog_category_name', { category_slug: 'payroll' });
    expect(anonymous.status).toBe(200);
  });

  it('refuses the tokens of the other sessions a password change ended', async () => {
    const user = await createUser('rest-pwchange');
    const first = anonClient();
    const older = (await first.auth.signInWithPassword({ email: user.email, password: PASSWORD })).data.session!;
    const second = anonClient();
    expect((await second.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
    expect((await second.auth.updateUser({ password: 'a-brand-new-pass' })).error).toBeNull();
    const stale = await createClientWithToken(older.access_token).from('profiles').select('id');
    expect(stale.status).toBe(401);
    const current = await second.from('profiles').select('id').eq('id', user.id);
    expect(current.data).toEqual([{ id: user.id }]);
  });
});

describe('credential changes, as hosted GoTrue makes them', () => {
  it('needs no current password, and ignores one that is sent, right or wrong', async () => {
    const { client, user } = await signedInClient('no-current');
    const ignored = await client.auth.updateUser({ password: 'a-brand-new-pass', current_password: 'not-my-password' });
    expect(ignored.error).toBeNull();
    const changed = await client.auth.updateUser({ password: 'another-new-pass' });
    expect(changed.error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: 'another-new-pass' })).error).toBeNull();
  });

  it('refuses a weak new password', async () => {
    const { client } = await signedInClient('weak-new');
    const { error } = await client.auth.updateUser({ password: 'short-pw' });
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 10 characters.');
  });

  it('leaves the email as it is until the change is confirmed (auth-conformance.test.ts)', async () => {
    const { client, user } = await signedInClient('email-change');
    const target = uniqueEmail('email-changed');
    const changed = await client.auth.updateUser({ email: target });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(user.email);
    expect(changed.data.user?.new_email).toBe(target);
  });
});

describe('admin API', () => {
  it('creates, lists, updates and deletes users with the service key', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { staff: true },
      user_metadata: { first_name: 'Grace' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user!.app_metadata).toMatchObject({ provider: 'email', staff: true });

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(email);

    const updated = await admin.updateUserById(id, { user_metadata: { last_name: 'Hopper' } });
    expect(updated.data.user?.user_metadata).toEqual({ first_name: 'Grace', last_name: 'Hopper' });

    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const deleted = await admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('refuses the admin API to the anon key and to a signed-in user', async () => {
    const anonAttempt = await anonClient().auth.admin.createUser({ email: uniqueEmail('nope'), password: PASSWORD });
    expect(anonAttempt.data.user).toBeNull();
    expect(anonAttempt.error?.status).toBe(403);
    expect(anonAttempt.error?.code).toBe('not_admin');

    const { client } = await signedInClient('notadmin');
    const session = (await client.auth.getSession()).data.session!;
    const userAttempt = createClientWithToken(session.access_token);
    const list = await userAttempt.auth.admin.listUsers();
    expect(list.error?.status).toBe(403);
  });

  it('answers nonsense admin input with 4xx, not 500', async () => {
    const user = await createUser('badinput');
    const admin = serviceClient().auth.admin;
    const badBan = await admin.updateUserById(user.id, { ban_duration: 'forever' });
    expect(badBan.error?.status).toBe(400);
    expect(badBan.error?.code).toBe('validation_failed');
    const longEmail = await admin.createUser({ email: `${'a'.repeat(300)}@integration.test`, password: PASSWORD });
    expect(longEmail.error?.status).toBe(400);
    const missing = await admin.getUserById('00000000-0000-4000-8000-00000000dead');
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe('user_not_found');
  });

  it('refuses an existing email', async () => {
    const user = await createUser('dup');
    const { error } = await serviceClient().auth.admin.createUser({ email: user.email, password: PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });
});

const seedFile = path.join(import.meta.dirname, '..', '..', 'seed.sql');
describe.skipIf(!fs.existsSync(seedFile))('seeded demo accounts', () => {
  it('signs in the seeded admin and refuses the suspended account', async () => {
    const ok = await anonClient().auth.signInWithPassword({ email: 'admin@demo.local', password: 'demo-password-1' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe('admin@demo.local');
    const suspended = await anonClient().auth.signInWithPassword({ email: 'suspended@demo.local', password: 'demo-password-1' });
    expect(suspended.error?.code).toBe('user_banned');
  });
});

function createClientWithToken(token: string) {
  return createClient(backend().url, backend().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}
