// config.toml as the local stack reads it: every key it sets is implemented or named as hosted-only,
// env(NAME) values are resolved as the Supabase CLI resolves them, and anything else stops the start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_CONFIG_FILE, PROJECT_KEYS, readProjectConfig } from '../../local/project-config.ts';

function configFile(text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'project-config-')), 'config.toml');
  fs.writeFileSync(file, text);
  return file;
}

const HOOK = { uri: 'https://project-ref.supabase.co/functions/v1/auth-email', secret: 'v1,whsec_c2VjcmV0' };
const SITE = { SITE_URL: 'https://www.example-firm.test', SEND_EMAIL_HOOK_URI: HOOK.uri, SEND_EMAIL_HOOK_SECRET: HOOK.secret };

describe('readProjectConfig', () => {
  it('reads the project’s config.toml: the email provider on, sign-ups closed, reauthentication on', () => {
    const config = readProjectConfig(PROJECT_CONFIG_FILE, SITE);
    expect(config.auth).toMatchObject({
      enableSignup: false,
      emailProvider: true,
      securePasswordChange: true,
      enableAnonymousSignIns: false,
      minimumPasswordLength: 10,
      refreshTokenReuseInterval: 10,
    });
    expect(config.api.schemas).toEqual(['public']);
    // Two-factor sign-in with an authenticator app, as the firm needs it.
    expect(config.auth.mfa).toEqual({ maxEnrolledFactors: 10, totpEnroll: true, totpVerify: true });
  });

  it('reads [auth.mfa] with GoTrue’s defaults, and refuses the phone and WebAuthn factors it does not implement', () => {
    expect(readProjectConfig(configFile('[auth]\nenabled = true\n'), {}).auth.mfa).toEqual({ maxEnrolledFactors: 10, totpEnroll: true, totpVerify: true });
    const off = configFile('[auth.mfa]\nmax_enrolled_factors = 2\n[auth.mfa.totp]\nenroll_enabled = false\nverify_enabled = false\n');
    expect(readProjectConfig(off, {}).auth.mfa).toEqual({ maxEnrolledFactors: 2, totpEnroll: false, totpVerify: false });
    expect(() => readProjectConfig(configFile('[auth.mfa.phone]\nenroll_enabled = true\n'), {})).toThrow(
      /auth\.mfa\.phone\.enroll_enabled = true, which the local stack does not implement/,
    );
    expect(() => readProjectConfig(configFile('[auth.mfa.web_authn]\nverify_enabled = true\n'), {})).toThrow(/auth\.mfa\.web_authn\.verify_enabled/);
  });

  it('refuses to start when an env() the file uses is not set, naming the variable', () => {
    expect(() => readProjectConfig(PROJECT_CONFIG_FILE, {})).toThrow(/auth\.site_url = "env\(SITE_URL\)", but SITE_URL is not set/);
    expect(() => readProjectConfig(PROJECT_CONFIG_FILE, { SITE_URL: '' })).toThrow(/SITE_URL is not set/);
  });

  it('resolves env() in each element of an array, as the CLI does', () => {
    const file = configFile('[api]\nschemas = ["public", "env(EXTRA_SCHEMA)"]\n');
    expect(readProjectConfig(file, { EXTRA_SCHEMA: 'reports' }).api.schemas).toEqual(['public', 'reports']);
    expect(() => readProjectConfig(file, {})).toThrow(/api\.schemas = "env\(EXTRA_SCHEMA\)", but EXTRA_SCHEMA is not set/);
  });

  it('refuses a key the local stack does not implement', () => {
    const file = configFile('[auth]\nenable_manual_linking = true\n');
    expect(() => readProjectConfig(file, {})).toThrow('config.toml sets auth.enable_manual_linking, which the local stack does not implement');
    const nested = configFile('[auth.external.github]\nenabled = true\n');
    expect(() => readProjectConfig(nested, {})).toThrow('config.toml sets auth.external.github.enabled, which the local stack does not implement');
  });

  it('refuses a value of an implemented key that the local stack does not implement', () => {
    const file = configFile('[auth]\nenable_anonymous_sign_ins = true\n');
    expect(() => readProjectConfig(file, {})).toThrow(/auth\.enable_anonymous_sign_ins = true, which the local stack does not implement/);
  });

  it('refuses an unknown password_requirements value and any hook that is not a database function', () => {
    expect(() => readProjectConfig(configFile('[auth]\npassword_requirements = "digits"\n'), {})).toThrow(/password_requirements/);
    const http = configFile('[auth.hook.password_verification_attempt]\nenabled = true\nuri = "https://hooks.example/verify"\n');
    expect(() => readProjectConfig(http, {})).toThrow(/pg-functions/);
  });

  it('reads the Send Email Hook only as an http(s) hook with standard-webhooks secrets', () => {
    const hook = (uri: string, secrets: string) =>
      configFile(`[auth.hook.send_email]\nenabled = true\nuri = "${uri}"\nsecrets = "${secrets}"\n`);
    expect(readProjectConfig(hook('https://hooks.example/send', 'v1,whsec_c2VjcmV0|v1,whsec_b3RoZXI='), {}).auth.sendEmailHook).toEqual({
      uri: 'https://hooks.example/send',
      secrets: ['v1,whsec_c2VjcmV0', 'v1,whsec_b3RoZXI='],
    });
    expect(() => readProjectConfig(hook('pg-functions://postgres/public/send', 'v1,whsec_c2VjcmV0'), {})).toThrow(/only an http\(s\) hook/);
    expect(() => readProjectConfig(hook('https://hooks.example/send', 'plain-secret'), {})).toThrow(/v1,whsec_/);
    expect(readProjectConfig(PROJECT_CONFIG_FILE, SITE).auth).toMatchObject({
      sendEmailHook: { uri: HOOK.uri, secrets: [HOOK.secret] },
      otpExpiry: 3600,
      siteUrl: SITE.SITE_URL,
    });
    expect(() => readProjectConfig(PROJECT_CONFIG_FILE, { ...SITE, SEND_EMAIL_HOOK_SECRET: '' })).toThrow(
      /auth\.hook\.send_email\.secrets = "env\(SEND_EMAIL_HOOK_SECRET\)", but SEND_EMAIL_HOOK_SECRET is not set/,
    );
  });

  it('gives every hosted-only key its reason', () => {
    for (const [key, use] of Object.entries(PROJECT_KEYS)) {
      if (use.use === 'hosted') expect(use.reason.length, key).toBeGreaterThan(10);
    }
  });
});
