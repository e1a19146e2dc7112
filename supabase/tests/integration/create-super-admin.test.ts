// scripts/create-super-admin.mjs, run as a child process against the test backend (and, for the
// half-done case, against a small server answering as the auth admin API and PostgREST would).
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonClient, backend, serviceClient, uniqueEmail } from '../helpers/clients.ts';

const SCRIPT = path.join(import.meta.dirname, '..', '..', '..', 'scripts', 'create-super-admin.mjs');
const PASSWORD = 'owner-password-2026';

function runScript(args: string[], env: Record<string, string | undefined>, stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, SUPABASE_SECRET_KEY: undefined, SUPER_ADMIN_PASSWORD: undefined };
    for (const [key, value] of Object.entries(env)) childEnv[key] = value;
    for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
    const child = spawn(process.execPath, [SCRIPT, ...args], { env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

async function signInAs(email: string, password: string) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return client;
}

describe('create-super-admin', () => {
  it('makes a confirmed super admin who can sign in, with the full name on the profile', async () => {
    const email = uniqueEmail('owner');
    const result = await runScript(['--url', backend().url, '--email', email, '--name', 'Dana Owner'], {
      SUPABASE_SECRET_KEY: backend().serviceKey,
      SUPER_ADMIN_PASSWORD: PASSWORD,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Super admin created: ${email.replace(/[.]/g, '\\.')} \\(Dana Owner\\), user id [0-9a-f-]{36}\\.`));

    const client = await signInAs(email, PASSWORD);
    const superAdmin = await client.rpc('is_super_admin');
    expect(superAdmin).toMatchObject({ data: true, error: null });
    const profile = await serviceClient().from('profiles').select('full_name').eq('email', email).single();
    expect(profile.data).toEqual({ full_name: 'Dana Owner' });

    // A second run with the same address is refused and leaves the account as it was.
    const again = await runScript(['--url', backend().url, '--email', email.toUpperCase(), '--name', 'Someone Else'], {
      SUPABASE_SECRET_KEY: backend().serviceKey,
      SUPER_ADMIN_PASSWORD: 'another-password-99',
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`A user with the email ${email} already exists on this project. Nothing was changed`);
    await signInAs(email, PASSWORD);
    const after = await serviceClient().from('profiles').select('full_name').eq('email', email).single();
    expect(after.data).toEqual({ full_name: 'Dana Owner' });
  });

  it('reads the password from standard input when it is not in the environment', async () => {
    const email = uniqueEmail('owner-stdin');
    const result = await runScript(
      ['--url', backend().url, '--email', email, '--name', 'Piped Owner'],
      { SUPABASE_SECRET_KEY: backend().serviceKey },
      `${PASSWORD}\n`,
    );
    expect(result.code).toBe(0);
    const client = await signInAs(email, PASSWORD);
    expect((await client.rpc('is_super_admin')).data).toBe(true);
  });

  it('says which argument is missing', async () => {
    const result = await runScript(['--url', backend().url, '--name', 'No Email'], {
      SUPABASE_SECRET_KEY: backend().serviceKey,
      SUPER_ADMIN_PASSWORD: PASSWORD,
    });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe('Missing --email');
  });

  it('says the secret key is missing', async () => {
    const result = await runScript(['--url', backend().url, '--email', uniqueEmail('nokey'), '--name', 'N'], {
      SUPER_ADMIN_PASSWORD: PASSWORD,
    });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe("SUPABASE_SECRET_KEY is not set: the project's secret key is needed.");
  });

  it('says the key was refused (401) and makes nobody', async () => {
    const email = uniqueEmail('badkey');
    const result = await runScript(['--url', backend().url, '--email', email, '--name', 'Bad Key'], {
      SUPABASE_SECRET_KEY: 'not-a-real-key',
      SUPER_ADMIN_PASSWORD: PASSWORD,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The project refused the secret key (HTTP 401).');
    const found = await serviceClient().from('profiles').select('id').eq('email', email);
    expect(found.data).toEqual([]);
  });

  it('removes the user again when the role cannot be assigned', async () => {
    const calls: string[] = [];
    const userId = '11111111-2222-4333-8444-555555555555';
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls.push(`${req.method} ${req.url}`);
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const user = { id: userId, aud: 'authenticated', role: 'authenticated', email: 'x@firm.test', app_metadata: {}, user_metadata: {}, created_at: '2026-11-24T00:00:00Z' };
        if (req.method === 'GET' && /^\/auth\/v1\/admin\/users(\?|$)/.test(req.url ?? '')) return send(200, { users: [], aud: 'authenticated' });
        if (req.method === 'POST' && req.url === '/auth/v1/admin/users') return send(200, user);
        // supabase-js reads the user before deleting it (to answer it).
        if (req.method === 'GET' && req.url === `/auth/v1/admin/users/${userId}`) return send(200, user);
        if (req.method === 'POST' && req.url?.startsWith('/rest/v1/user_roles')) {
          return send(500, { code: 'XX000', message: 'the database is read-only', details: null, hint: null });
        }
        if (req.method === 'DELETE' && req.url === `/auth/v1/admin/users/${userId}`) return send(200, {});
        return send(404, { message: 'not here' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const result = await runScript(['--url', `http://127.0.0.1:${port}`, '--email', 'x@firm.test', '--name', 'Half Made'], {
        SUPABASE_SECRET_KEY: 'sb_secret_fake',
        SUPER_ADMIN_PASSWORD: PASSWORD,
      });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        'The user x@firm.test was made but the super_admin role could not be assigned (the database is read-only); the user was removed again, so nothing was changed.',
      );
      expect(calls.map((call) => call.replace(/\?.*$/, ''))).toEqual([
        'GET /auth/v1/admin/users',
        'POST /auth/v1/admin/users',
        'POST /rest/v1/user_roles',
        `GET /auth/v1/admin/users/${userId}`,
        `DELETE /auth/v1/admin/users/${userId}`,
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
