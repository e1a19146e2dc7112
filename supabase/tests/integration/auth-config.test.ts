// Each auth setting of config.toml, on backends of their own, as the unmodified supabase-js client
// sees it. The expected statuses, codes and messages are hosted GoTrue's (the Supabase Auth server
// `supabase config push` configures), not whatever the local auth happens to answer:
// - /signup with sign-ups closed: 422 signup_disabled "Signups not allowed for this instance";
// - the email provider off: password sign-in 422 email_provider_disabled "Email logins are
//   disabled", sign-up 400 email_provider_disabled "Email signups are disabled";
// - no email and no phone (an anonymous sign-in) while they are off: 422 anonymous_provider_disabled;
// - weak passwords: 422 weak_password, the reasons `length` and `characters`, one sentence each;
// - [auth.rate_limit]: per client address, a bucket of 30 requests refilled at the configured
//   number per 5 minutes; /token (every grant) draws on token_refresh, /signup on
//   sign_in_sign_ups; over it: 429 over_request_rate_limit. email_sent counts mails per hour for
//   the whole project: 429 over_email_send_rate_limit "email rate limit exceeded";
// - secure_password_change: a password change from a session created more than 24 hours ago is
//   400 reauthentication_needed "Password update requires reauthentication"; a nonce that was
//   never issued is 422 reauthentication_not_valid;
// - refresh tokens: the parent of the live token gets the live token back; another rotated token
//   is accepted within refresh_token_reuse_interval, refused after it with 400
//   refresh_token_already_used, and then, with rotation on, every token of the session is revoked.
import { createClient, type AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom, randomLoopbackAddress, uniqueEmail } from '../helpers/clients.ts';
import { startOwnBackend, type OwnBackend } from '../helpers/own-backend.ts';
import { projectConfigWith } from '../helpers/project-config-file.ts';

const noPersistence = { persistSession: false, autoRefreshToken: false };
/** Meets every password rule the backends below set. */
const PASSWORD = 'Harbor-Light-42';

/** An anon client of `own`, its requests coming from an address of its own. */
function client(own: OwnBackend, address = randomLoopbackAddress()): SupabaseClient {
  return createClient(own.backend.url, own.backend.anonKey, { auth: noPersistence, global: { fetch: fetchFrom(address) } });
}

async function createUser(own: OwnBackend, label: string, password = PASSWORD) {
  const admin = createClient(own.backend.url, own.backend.serviceKey, { auth: noPersistence }).auth.admin;
  const email = uniqueEmail(label);
  const { data, error } = await admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email };
}

async function signedIn(own: OwnBackend, label: string, password = PASSWORD) {
  const user = await createUser(own, label, password);
  const supabase = client(own);
  const { data, error } = await supabase.auth.signInWithPassword({ email: user.email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { user, supabase, session: data.session };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let real: OwnBackend;
let providerOff: OwnBackend;
let open: OwnBackend;
let confirming: OwnBackend;

beforeAll(async () => {
  // One after another: on a shared Postgres server (TEST_DATABASE_URL) each start grants to the
  // same cluster-wide roles, which concurrent starts would update at once.
  // supabase/config.toml itself, as `supabase config push` sends it.
  real = await startOwnBackend('auth-config-real');
  providerOff = await startOwnBackend('auth-config-provider-off', {
    projectConfigFile: projectConfigWith({ auth: { enable_signup: true, email: { enable_signup: false } } }),
  });
  open = await startOwnBackend('auth-config-open', {
    projectConfigFile: projectConfigWith({
      auth: {
        enable_signup: true,
        jwt_expiry: 600,
        minimum_password_length: 12,
        password_requirements: 'lower_upper_letters_digits_symbols',
        enable_refresh_token_rotation: false,
        refresh_token_reuse_interval: 1,
        rate_limit: { sign_in_sign_ups: 1, token_refresh: 1 },
        email: { enable_confirmations: false },
        mfa: { totp: { enroll_enabled: false } },
      },
    }),
  });
  confirming = await startOwnBackend('auth-config-confirming', {
    projectConfigFile: projectConfigWith({
      auth: {
        enable_signup: true,
        refresh_token_reuse_interval: 1,
        rate_limit: { email_sent: 1 },
        email: { enable_confirmations: true },
        mfa: { max_enrolled_factors: 1, totp: { verify_enabled: false } },
      },
    }),
  });
}, 600_000);

afterAll(async () => {
  await Promise.all([real, providerOff, open, confirming].map((own) => own?.stop()));
});

describe('the project’s own config.toml', () => {
  it('signs a staff member in: the email provider is on, only sign-ups are closed', async () => {
    const { data, error } = await client(real).auth.signInWithPassword({ email: 'admin@demo.local', password: 'demo-password-1' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('admin@demo.local');
    const settings = await fetch(`${real.backend.url}/auth/v1/settings`, { headers: { apikey: real.backend.publishableKey } });
    expect(await settings.json()).toMatchObject({ disable_signup: true, external: { email: true, anonymous_users: false } });
  });

  it('refuses sign-ups (422 signup_disabled) and anonymous sign-ins (422 anonymous_provider_disabled)', async () => {
    const signUp = await client(real).auth.signUp({ email: uniqueEmail('closed'), password: 'Long-enough-pass-1' });
    expect(signUp.error?.status).toBe(422);
    expect(signUp.error?.code).toBe('signup_disabled');
    expect(signUp.error?.message).toBe('Signups not allowed for this instance');
    const anonymous = await client(real).auth.signInAnonymously();
    expect(anonymous.error?.status).toBe(422);
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
    expect(anonymous.error?.message).toBe('Anonymous sign-ins are disabled');
  });

  it('secure_password_change: a fresh session changes the password, one older than 24 hours needs reauthentication', async () => {
    const { supabase, session } = await signedIn(real, 'reauth');
    expect((await supabase.auth.updateUser({ password: 'fresh-session-pass' })).error).toBeNull();

    const sessionId = JSON.parse(Buffer.from(session.access_token.split('.')[1] as string, 'base64url').toString()).session_id as string;
    await real.backend.sql(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [sessionId]);
    const stale = await supabase.auth.updateUser({ password: 'stale-session-pass' });
    expect(stale.error?.status).toBe(400);
    expect(stale.error?.code).toBe('reauthentication_needed');
    expect(stale.error?.message).toBe('Password update requires reauthentication');
    // The local auth issues no nonce (it sends no mail): any nonce is one that was never issued.
    const guessed = await supabase.auth.updateUser({ password: 'stale-session-pass', nonce: '123456' });
    expect(guessed.error?.status).toBe(422);
    expect(guessed.error?.code).toBe('reauthentication_not_valid');
    // Other changes need no reauthentication.
    expect((await supabase.auth.updateUser({ data: { nickname: 'Jo' } })).error).toBeNull();
  });

  it('leaves the password verification hook off (a Team plan feature): six failures, then the right password signs in', async () => {
    const user = await createUser(real, 'hook-off');
    const address = randomLoopbackAddress();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const { error } = await client(real, address).auth.signInWithPassword({ email: user.email, password: `wrong-${attempt}-pw` });
      expect(error?.message).toBe('Invalid login credentials');
    }
    expect((await client(real, address).auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
  });
});

describe('[auth.email] enable_signup = false: the email provider is off', () => {
  it('refuses password sign-in with 422 email_provider_disabled, and email sign-up with 400', async () => {
    const user = await createUser(providerOff, 'provider-off');
    const signIn = await client(providerOff).auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(signIn.error?.status).toBe(422);
    expect(signIn.error?.code).toBe('email_provider_disabled');
    expect(signIn.error?.message).toBe('Email logins are disabled');
    const signUp = await client(providerOff).auth.signUp({ email: uniqueEmail('provider-off'), password: 'Long-enough-pass-1' });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('email_provider_disabled');
    expect(signUp.error?.message).toBe('Email signups are disabled');
  });
});

describe('passwords: minimum_password_length = 12, password_requirements = "lower_upper_letters_digits_symbols"', () => {
  const CHARACTERS =
    'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~.';

  it('answers weak_password with every reason and its sentence', async () => {
    const short = await client(open).auth.signUp({ email: uniqueEmail('short'), password: 'abc' });
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    expect(short.error?.message).toBe(`Password should be at least 12 characters. ${CHARACTERS}`);
    const plain = await client(open).auth.signUp({ email: uniqueEmail('plain'), password: 'abcdefghijklmnop' });
    expect((plain.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
    expect(plain.error?.message).toBe(CHARACTERS);
  });

  it('signs up with a password that meets both, for jwt_expiry seconds', async () => {
    const { data, error } = await client(open).auth.signUp({ email: uniqueEmail('strong'), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(600);
  });
});

describe('refresh tokens', () => {
  async function rotatedTwice(own: OwnBackend) {
    const { supabase, session } = await signedIn(own, 'rotation');
    const first = session.refresh_token;
    const second = (await supabase.auth.refreshSession({ refresh_token: first })).data.session!.refresh_token;
    const third = (await supabase.auth.refreshSession({ refresh_token: second })).data.session!.refresh_token;
    return { supabase, first, second, third };
  }

  it('rotation off: an older token after the 1 s reuse interval is refused, the live one goes on', async () => {
    const { supabase, first, third } = await rotatedTwice(open);
    await sleep(1100);
    const reused = await supabase.auth.refreshSession({ refresh_token: first });
    expect(reused.error?.status).toBe(400);
    expect(reused.error?.code).toBe('refresh_token_already_used');
    await sleep(1100);
    expect((await supabase.auth.refreshSession({ refresh_token: third })).error).toBeNull();
  });

  it('rotation on: the same reuse revokes every token of the session', async () => {
    const { supabase, first, second, third } = await rotatedTwice(confirming);
    // Within the interval an older token is still swapped for a new one.
    expect((await supabase.auth.refreshSession({ refresh_token: first })).error).toBeNull();
    await sleep(1100);
    const reused = await supabase.auth.refreshSession({ refresh_token: second });
    expect(reused.error?.code).toBe('refresh_token_already_used');
    await sleep(1100);
    const live = await supabase.auth.refreshSession({ refresh_token: third });
    expect(live.error?.code).toBe('refresh_token_already_used');
  });
});

describe('[auth.rate_limit], per client address', () => {
  it('token_refresh: 30 /token requests at once, then 429 over_request_rate_limit; another address goes on', async () => {
    const address = randomLoopbackAddress();
    for (let request = 1; request <= 30; request += 1) {
      const { error } = await client(open, address).auth.refreshSession({ refresh_token: `not-a-token-${request}` });
      expect(error?.code, `request ${request}`).toBe('refresh_token_not_found');
    }
    const user = await createUser(open, 'token-limit');
    const limited = await client(open, address).auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_request_rate_limit');
    expect(limited.error?.message).toBe('Request rate limit reached');
    expect((await client(open).auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
  });

  it('sign_in_sign_ups: 30 sign-ups at once, then 429; password changes draw on a bucket of their own', async () => {
    const address = randomLoopbackAddress();
    for (let request = 1; request <= 30; request += 1) {
      const { error } = await client(open, address).auth.signUp({ email: uniqueEmail('limit'), password: 'abc' });
      expect(error?.code, `request ${request}`).toBe('weak_password');
    }
    const limited = await client(open, address).auth.signUp({ email: uniqueEmail('limit'), password: PASSWORD });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_request_rate_limit');

    const user = await createUser(open, 'own-bucket');
    const same = client(open, address);
    expect((await same.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
    expect((await same.auth.updateUser({ password: 'Harbor-Light-43!' })).error).toBeNull();
  });

  it('token_verifications (the project’s 30): 30 /verify requests at once, then 429; /recover draws on a bucket of its own', async () => {
    const address = randomLoopbackAddress();
    for (let request = 1; request <= 30; request += 1) {
      const { error } = await client(real, address).auth.verifyOtp({ token_hash: `${request}`.padStart(56, '0'), type: 'recovery' });
      expect(error?.code, `request ${request}`).toBe('otp_expired');
    }
    const limited = await client(real, address).auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'recovery' });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_request_rate_limit');
    expect((await client(real, address).auth.resetPasswordForEmail(uniqueEmail('own-bucket'))).error).toBeNull();
  });
});

describe('[auth.email] enable_confirmations = true, [auth.rate_limit] email_sent = 1', () => {
  it('signs up without a session until the address is confirmed, and counts the confirmation mails per hour', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await client(confirming).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const signIn = await client(confirming).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe('email_not_confirmed');

    const second = await client(confirming).auth.signUp({ email: uniqueEmail('confirm'), password: PASSWORD });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toBe('email rate limit exceeded');
  });
});

describe('[auth.mfa]', () => {
  // GoTrue: enrolment off is 422 mfa_totp_enroll_not_enabled, verification off 422
  // mfa_totp_verify_not_enabled (challenges included), and a user holding max_enrolled_factors
  // factors, verified or not, gets 422 too_many_enrolled_mfa_factors.
  it('turns TOTP enrolment off', async () => {
    const { supabase } = await signedIn(open, 'mfa-enrol-off');
    const { error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_totp_enroll_not_enabled');
  });

  it('bounds the factors a user has, and turns TOTP verification off', async () => {
    const { supabase } = await signedIn(confirming, 'mfa-bounded');
    const first = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(first.error).toBeNull();
    const second = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(second.error?.status).toBe(422);
    expect(second.error?.code).toBe('too_many_enrolled_mfa_factors');
    const challenge = await supabase.auth.mfa.challenge({ factorId: first.data!.id });
    expect(challenge.error?.status).toBe(422);
    expect(challenge.error?.code).toBe('mfa_totp_verify_not_enabled');
  });
});
