// The function secrets the deploy docs tell the deployer to set. `supabase secrets set` skips every
// name starting with SUPABASE_ (those are the platform's own), so a secret named that way would
// never reach the functions: each name the docs give is checked here, and the optional legacy
// JWT secret is read under the name the docs give it.
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../../local/config.ts';
import { apiKeysFromEnv, verifyCaller } from '../../functions/_shared/callers.ts';

const DEPLOY_DOC = path.join(SUPABASE_DIR, '..', 'docs', 'deploy.md');
const README = path.join(SUPABASE_DIR, 'README.md');

/** Names given to `supabase secrets set NAME=…` (a command may go on over lines ending in `\`). */
function namesInSetCommands(text: string): string[] {
  const names: string[] = [];
  for (const command of text.matchAll(/supabase secrets set((?:\\\n|[^\n`])*)/g)) {
    for (const pair of (command[1] as string).matchAll(/(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)=/g)) names.push(pair[1] as string);
  }
  return names;
}

/** Names the prose calls a function secret: "the function secret `NAME`". */
function namesCalledFunctionSecrets(text: string): string[] {
  return [...text.matchAll(/function secrets?,?\s+`([A-Za-z_][A-Za-z0-9_]*)`/g)].map((match) => match[1] as string);
}

/** The first column of the README's table of the functions' settings, each set as a function secret. */
function namesInSettingsTable(text: string): string[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('Adapters and environment variables')) ?? '';
  const names: string[] = [];
  for (const row of section.matchAll(/^\| ([^|]+) \|/gm)) names.push(...[...(row[1] as string).matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] as string));
  return names;
}

describe('the function secrets the deploy docs name', () => {
  const deploy = fs.readFileSync(DEPLOY_DOC, 'utf8');
  const readme = fs.readFileSync(README, 'utf8');
  const named = [...new Set([...namesInSetCommands(deploy), ...namesCalledFunctionSecrets(deploy), ...namesInSetCommands(readme), ...namesInSettingsTable(readme)])].sort();

  it('are found in the docs', () => {
    expect(named).toEqual(expect.arrayContaining(['BOOKING_LINK_SECRET', 'CRM_PROVIDER', 'EMAIL_FROM', 'LEGACY_JWT_SECRET', 'SITE_URL', 'ZOHO_REFRESH_TOKEN']));
  });

  it('never start with SUPABASE_, which `supabase secrets set` skips', () => {
    expect(named.filter((name) => name.toUpperCase().startsWith('SUPABASE_'))).toEqual([]);
  });

  it('include the legacy JWT secret under the name the functions read', async () => {
    const secret = 'a-legacy-hs256-secret-of-at-least-32-characters';
    const token = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    const request = () => new Request('http://fn.test/x', { headers: { authorization: `Bearer ${token}` } });
    const env = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_JWKS: '{"keys":[]}' };
    expect((await verifyCaller(request(), apiKeysFromEnv({ ...env, LEGACY_JWT_SECRET: secret }))).kind).toBe('user');
    expect((await verifyCaller(request(), apiKeysFromEnv(env))).kind).toBe('invalid');
  });
});
