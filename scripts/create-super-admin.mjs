#!/usr/bin/env node
// Makes the first super admin of a Supabase project: the auth user (confirmed, with the full name
// the sign-up trigger copies into the profile) through the auth admin API, then the super_admin
// row in user_roles. Nothing is half done: a user whose role cannot be assigned is removed again,
// and an address that already has a user is refused, never taken over.
//
//   SUPABASE_SECRET_KEY=sb_secret_… node scripts/create-super-admin.mjs \
//     --url https://<project-ref>.supabase.co --email owner@firm.com --name "Full Name"
//
// The password comes from SUPER_ADMIN_PASSWORD, or is asked for (twice, not shown) on a terminal,
// or is the first line of standard input when that is a pipe.
import { createClient } from '@supabase/supabase-js';

const USAGE = `Usage: SUPABASE_SECRET_KEY=<secret key> node scripts/create-super-admin.mjs --url <project URL> --email <address> --name "<full name>"
The password is read from SUPER_ADMIN_PASSWORD, or asked for without echo (or read from a pipe).`;

const MIN_PASSWORD = 12;
const MAX_PASSWORD = 72;

class Failure extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

function parseArgs(argv) {
  const values = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    const match = /^--(url|email|name)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Failure(`Unknown argument: ${arg}\n${USAGE}`, 2);
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined || value.startsWith('--')) throw new Failure(`--${match[1]} needs a value\n${USAGE}`, 2);
    values[match[1]] = value.trim();
  }
  for (const name of ['url', 'email', 'name']) {
    if (!values[name]) throw new Failure(`Missing --${name}\n${USAGE}`, 2);
  }
  let url;
  try {
    url = new URL(values.url);
  } catch {
    throw new Failure(`--url is not a URL: ${values.url}`, 2);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Failure('--url must be an https:// (or http://) URL', 2);
  const email = values.email.toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new Failure(`--email is not an email address: ${values.email}`, 2);
  // The profile's limit (profiles_full_name_length), in characters as Postgres counts them.
  if ([...values.name].length > 100) throw new Failure('--name must be at most 100 characters', 2);
  return { url: url.origin + url.pathname.replace(/\/+$/, ''), email, name: values.name };
}

/** Reads a line from a terminal without showing it. */
function askHidden(prompt) {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    let text = '';
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const done = (error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(text);
    };
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done();
        if (ch === '\u0003') return done(new Failure('Cancelled', 130));
        if (ch === '\u007f' || ch === '\b') text = text.slice(0, -1);
        else if (ch >= ' ') text += ch;
      }
    };
    input.on('data', onData);
  });
}

async function readPipedLine() {
  let text = '';
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword() {
  const fromEnv = process.env.SUPER_ADMIN_PASSWORD;
  let password;
  if (fromEnv) password = fromEnv;
  else if (process.stdin.isTTY) {
    password = await askHidden('Password for the super admin: ');
    const again = await askHidden('The same password again: ');
    if (again !== password) throw new Failure('The two passwords differ; nothing was changed.');
  } else password = await readPipedLine();
  if (!password) throw new Failure('No password: set SUPER_ADMIN_PASSWORD or type it when asked.', 2);
  if (password.length < MIN_PASSWORD) throw new Failure(`The password must be at least ${MIN_PASSWORD} characters long.`, 2);
  if (password.length > MAX_PASSWORD) throw new Failure(`The password must be at most ${MAX_PASSWORD} characters long.`, 2);
  return password;
}

function refusedKey(status) {
  return new Failure(
    `The project refused the secret key (HTTP ${status}). Set SUPABASE_SECRET_KEY to the project's secret ` +
      '(or service_role) key from the dashboard (Project Settings, API Keys); nothing was changed.',
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const key = process.env.SUPABASE_SECRET_KEY?.trim();
  if (!key) throw new Failure(`SUPABASE_SECRET_KEY is not set: the project's secret key is needed.\n${USAGE}`, 2);

  const admin = createClient(args.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  // The key is tried before a password is asked for.
  const probe = await admin.auth.admin.listUsers({ page: 1, perPage: 1 });
  if (probe.error) {
    const status = probe.error.status;
    if (status === 401 || status === 403) throw refusedKey(status);
    throw new Failure(`Could not reach the auth service at ${args.url}: ${probe.error.message}${status ? ` (HTTP ${status})` : ''}`);
  }

  const password = await readPassword();

  const created = await admin.auth.admin.createUser({
    email: args.email,
    password,
    email_confirm: true,
    user_metadata: { full_name: args.name },
  });
  if (created.error || !created.data.user) {
    const error = created.error ?? { message: 'no user in the answer' };
    if (
      error.code === 'email_exists' ||
      error.code === 'user_already_exists' ||
      /already (been )?registered|already exists/i.test(error.message ?? '')
    ) {
      throw new Failure(
        `A user with the email ${args.email} already exists on this project. Nothing was changed: ` +
          'the existing account is not made super admin by this script (an existing super admin can change its role in the staff portal).',
      );
    }
    if (error.status === 401 || error.status === 403) throw refusedKey(error.status);
    throw new Failure(`The user could not be created: ${error.message}${error.status ? ` (HTTP ${error.status})` : ''}`);
  }
  const user = created.data.user;

  const assigned = await admin.from('user_roles').insert({ user_id: user.id, role: 'super_admin' });
  if (assigned.error) {
    const removed = await admin.auth.admin.deleteUser(user.id);
    if (removed.error) {
      throw new Failure(
        `The user ${args.email} was made but the super_admin role could not be assigned (${assigned.error.message}), ` +
          `and removing the user again failed too (${removed.error.message}): delete user ${user.id} in the dashboard before trying again.`,
      );
    }
    throw new Failure(
      `The user ${args.email} was made but the super_admin role could not be assigned (${assigned.error.message}); ` +
        'the user was removed again, so nothing was changed.',
    );
  }

  console.log(`Super admin created: ${args.email} (${args.name}), user id ${user.id}. They can sign in now.`);
}

main().catch((error) => {
  if (error instanceof Failure) {
    console.error(error.message);
    process.exitCode = error.exitCode;
  } else {
    console.error(`Unexpected error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
});
