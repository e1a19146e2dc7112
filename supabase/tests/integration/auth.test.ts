// The auth service as the unmodified supabase-js client sees it: sign-in, errors, throttling,
// bans, refresh rotation and its reuse interval, user updates, sign-out and the admin API.
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
    // Six wrong passwords: counted as failures, the sixth would already be throttled (429).
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

describe('password strength (config.toml: minimum_password_length = 10, no common or leaked password)', () => {
  const TOO_SHORT = 'Password should be at least 10 characters.';
  const TOO_COMMON = 'Password is too common or has appeared in a data breach. Choose a different one.';

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

  it('refuses a new user a common or leaked password, whatever its case, as weak_password (pwned)', async () => {
    for (const password of ['password123', 'Password1234', 'QWERTYUIOP', '1q2w3e4r5t']) {
      const email = uniqueEmail('pwned');
      const { error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
      expect(error?.status, password).toBe(422);
      expect(error?.code, password).toBe('weak_password');
      expect(error?.message, password).toBe(TOO_COMMON);
      expect((error as AuthWeakPasswordError).reasons, password).toEqual(['pwned']);
      const { data: profiles } = await serviceClient().from('profiles').select('id').eq('email', email);
      expect(profiles, password).toEqual([]);
    }
  });

  it('accepts a 10-character password that is on no list, and it signs in', async () => {
    const email = uniqueEmail('tenchars');
    const created = await serviceClient().auth.admin.createUser({ email, password: 'x7-Harbor2', email_confirm: true });
    expect(created.error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'x7-Harbor2' });
    expect(signIn.error).toBeNull();
  });

  it('applies the same rules when an admin sets a password', async () => {
    const user = await createUser('admin-set');
    const admin = serviceClient().auth.admin;
    expect((await admin.updateUserById(user.id, { password: 'letmein123' })).error?.message).toBe(TOO_COMMON);
    expect((await admin.updateUserById(user.id, { password: 'short-pw' })).error?.message).toBe(TOO_SHORT);
    const signIn = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});

describe('sign-in throttling, per client address as GoTrue counts it', () => {
  it('throttles after five failed sign-ins for one email from one address, even with the right password', async () => {
    const user = await createUser('throttle');
    const client = anonClientFrom(randomLoopbackAddress());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { error } = await client.auth.signInWithPassword({ email: user.email, password: `wrong-${attempt}-pw` });
      expect(error?.code, `attempt ${attempt}`).toBe('invalid_credentials');
    }
    const { error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });

  it('never locks the owner out from their own address, whatever an attacker elsewhere tries', async () => {
    const owner = await createUser('owner');
    const attacker = anonClientFrom(randomLoopbackAddress());
    const seen: string[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const { error } = await attacker.auth.signInWithPassword({ email: owner.email, password: `guess-${attempt}-pw` });
      seen.push(error?.code ?? 'signed in');
    }
    expect(seen).toEqual([
      ...Array(5).fill('invalid_credentials'),
      ...Array(5).fill('over_request_rate_limit'),
    ]);
    // The attacker's address stays throttled for that email, even with the right password...
    const stolen = await attacker.auth.signInWithPassword({ email: owner.email, password: PASSWORD });
    expect(stolen.error?.status).toBe(429);
    // ...while the owner, from their own address, signs in at once.
    const { data, error } = await anonClientFrom(randomLoopbackAddress()).auth.signInWithPassword({
      email: owner.email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(owner.id);
  });

  it('stops one address spraying many emails, even when it signs in to an account of its own in between', async () => {
    const own = await createUser('sprayer');
    const sprayer = anonClientFrom(randomLoopbackAddress());
    const codes: string[] = [];
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      if (attempt === 16) {
        const { error } = await sprayer.auth.signInWithPassword({ email: own.email, password: PASSWORD });
        expect(error, 'the sprayer signs in to its own account half way').toBeNull();
      }
      const { error } = await sprayer.auth.signInWithPassword({ email: uniqueEmail('sprayed'), password: 'Winter2024!' });
      codes.push(error?.code ?? 'signed in');
    }
    // Thirty failures within the window (AUTH_MAX_FAILED_PER_IP's default), the success not
    // forgiving any of them: the thirty-first email is refused before its password is looked at.
    expect(codes).toEqual(Array(30).fill('invalid_credentials'));
    const next = await sprayer.auth.signInWithPassword({ email: uniqueEmail('sprayed'), password: 'Winter2024!' });
    expect(next.error?.status).toBe(429);
    expect(next.error?.code).toBe('over_request_rate_limit');
    const ownAgain = await sprayer.auth.signInWithPassword({ email: own.email, password: PASSWORD });
    expect(ownAgain.error?.code).toBe('over_request_rate_limit');
    // Another address is not affected.
    const elsewhere = await anonClientFrom(randomLoopbackAddress()).auth.signInWithPassword({ email: own.email, password: PASSWORD });
    expect(elsewhere.error).toBeNull();
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

  it('ends the whole session when a rotated refresh token comes back after 10 s', async () => {
    const { client, session } = await signedInClient('refresh-late');
    const first = session.refresh_token;
    const refreshed = await client.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!.refresh_token;
    await new Promise((resolve) => setTimeout(resolve, 10_500));

    const reused = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(reused.data.session).toBeNull();
    expect(reused.error?.code).toBe('refresh_token_already_used');
    // Reuse ends the whole session: the newest token is dead too.
    const after = await anonClient().auth.refreshSession({ refresh_token: second });
    expect(after.error?.code).toBe('refresh_token_not_found');
  }, 30_000);

  it('getUser returns the signed-in user', async () => {
    const { client, user } = await signedInClient('getuser');
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.email).toBe(user.email);
  });

  it('updateUser changes metadata, and the password with the current one', async () => {
    const { client, user } = await signedInClient('update');
    const meta = await client.auth.updateUser({ data: { nickname: 'Jo' } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ nickname: 'Jo' });

    const same = await client.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error?.code).toBe('same_password');

    const changed = await client.auth.updateUser({ password: 'a-brand-new-pass', current_password: PASSWORD });
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
    const anonymous = await anonClient().from('blog_categories').select('id').limit(1);
    expect(anonymous.status).toBe(200);
  });

  it('refuses the tokens of the other sessions a password change ended', async () => {
    const user = await createUser('rest-pwchange');
    const first = anonClient();
    const older = (await first.auth.signInWithPassword({ email: user.email, password: PASSWORD })).data.session!;
    const second = anonClient();
    expect((await second.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
    expect((await second.auth.updateUser({ password: 'a-brand-new-pass', current_password: PASSWORD })).error).toBeNull();
    const stale = await createClientWithToken(older.access_token).from('profiles').select('id');
    expect(stale.status).toBe(401);
    const current = await second.from('profiles').select('id').eq('id', user.id);
    expect(current.data).toEqual([{ id: user.id }]);
  });
});

describe('credential changes need the current password', () => {
  /** A user signed in from an address of its own, as a token thief's requests would come. */
  async function signedInFrom(label: string) {
    const user = await createUser(label);
    const client = anonClientFrom(randomLoopbackAddress());
    const { error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, user };
  }

  it('refuses a new password without the current one, and with a wrong one', async () => {
    const { client, user } = await signedInFrom('no-current');
    const missing = await client.auth.updateUser({ password: 'a-brand-new-pass' });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('current_password_required');
    expect(missing.error?.message).toBe('Current password required when setting a new password or email.');

    const wrong = await client.auth.updateUser({ password: 'a-brand-new-pass', current_password: 'not-my-password' });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('current_password_mismatch');
    expect(wrong.error?.message).toBe('Current password is incorrect');

    // Nothing changed: the old password still signs in, the new one does not.
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
    const attempted = await anonClient().auth.signInWithPassword({ email: user.email, password: 'a-brand-new-pass' });
    expect(attempted.error?.code).toBe('invalid_credentials');
  });

  it('does not tell a token holder whether a guess is the current password (same_password)', async () => {
    const { client } = await signedInFrom('same-guess');
    const guess = await client.auth.updateUser({ password: PASSWORD });
    expect(guess.error?.code).toBe('current_password_required');
  });

  it('throttles guessing the current password like failed sign-ins', async () => {
    const { client, user } = await signedInFrom('guess-current');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { error } = await client.auth.updateUser({ password: 'a-brand-new-pass', current_password: `guess-${attempt}-pw` });
      expect(error?.code, `attempt ${attempt}`).toBe('current_password_mismatch');
    }
    const right = await client.auth.updateUser({ password: 'a-brand-new-pass', current_password: PASSWORD });
    expect(right.error?.status).toBe(429);
    expect(right.error?.code).toBe('over_request_rate_limit');
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
  });

  it('refuses a weak new password even with the right current one', async () => {
    const { client } = await signedInFrom('weak-new');
    const { error } = await client.auth.updateUser({ password: 'password123', current_password: PASSWORD });
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password is too common or has appeared in a data breach. Choose a different one.');
  });

  it('needs the current password to change the email too (there is no mailbox to confirm it locally)', async () => {
    const { client, user } = await signedInFrom('email-change');
    const target = uniqueEmail('email-changed');
    const refused = await client.auth.updateUser({ email: target });
    expect(refused.error?.code).toBe('current_password_required');
    expect((await client.auth.getUser()).data.user?.email).toBe(user.email);
    const changed = await client.auth.updateUser({ email: target, current_password: PASSWORD });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(target);
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
