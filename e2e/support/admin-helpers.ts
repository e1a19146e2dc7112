// Helpers of the admin portal's end-to-end tests: the seeded staff accounts, signing in through
// the real sign-in page, an API client signed in as a given user, and posts arranged (and removed)
// with the service role.
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_URL, serviceClient } from './backend.ts';

export const DEMO_PASSWORD = 'demo-password-1';

export const STAFF = {
  super: { email: 'super@demo.local', id: 'a0000000-0000-4000-8000-000000000001', name: 'Dana Whitfield' },
  admin: { email: 'admin@demo.local', id: 'a0000000-0000-4000-8000-000000000002', name: 'Marcus Reyes' },
  writer: { email: 'writer@demo.local', id: 'a0000000-0000-4000-8000-000000000003', name: 'Priya Natarajan' },
  writer2: { email: 'writer2@demo.local', id: 'a0000000-0000-4000-8000-000000000004', name: 'Jordan Ellis' },
  suspended: { email: 'suspended@demo.local', id: 'a0000000-0000-4000-8000-000000000005', name: 'Casey Morgan' },
} as const;

export type StaffKey = keyof typeof STAFF;

/** Fills and sends the form of /admin/login (opening it first), without waiting for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
}

/** Signs in through /admin/login and waits for the portal's top bar. */
export async function signInAs(page: Page, who: StaffKey, password = DEMO_PASSWORD): Promise<void> {
  await submitSignIn(page, STAFF[who].email, password);
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
}

/** Opens a table row's "Actions for <name>" menu (the Users table) and chooses one of its items. */
export async function chooseRowAction(row: Locator, name: string, item: string): Promise<void> {
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  // The open menu is drawn above the page, outside the row: only one is open at a time.
  await row.page().getByRole('menu', { name: `Actions for ${name}` }).getByRole('menuitem', { name: item }).click();
}

let anonKey: string | null = null;

async function publicKey(): Promise<string> {
  if (anonKey) return anonKey;
  const response = await fetch('http://localhost:3000/runtime-config.json');
  const config = (await response.json()) as { supabaseAnonKey: string };
  anonKey = config.supabaseAnonKey;
  return anonKey;
}

/** A supabase-js client signed in as a seeded user, as a browser would be (public key + JWT). */
export async function apiClientAs(who: StaffKey): Promise<SupabaseClient> {
  const client = createClient(BACKEND_URL, await publicKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.auth.signInWithPassword({ email: STAFF[who].email, password: DEMO_PASSWORD });
  if (error) throw new Error(`Could not sign in as ${who}: ${error.message}`);
  return client;
}

/**
 * Accepts the newest invitation mailed to an address as the invitee would, through Auth: the
 * mail's token_hash (local mailbox), verifyOtp, then their own password.
 */
export async function acceptInvitation(email: string, password: string): Promise<void> {
  const { data, error } = await serviceClient()
    .from('mailbox_messages')
    .select('text')
    .eq('to_email', email)
    .eq('template', 'auth-invite')
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  const tokenHash = /[?&]token_hash=([0-9a-f]+)&type=invite/.exec(data?.[0]?.text ?? '')?.[1];
  if (!tokenHash) throw new Error(`No invitation mail for ${email}`);
  const client = createClient(BACKEND_URL, await publicKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
  if (verified.error) throw new Error(`The invitation did not verify: ${verified.error.message}`);
  const updated = await client.auth.updateUser({ password });
  if (updated.error) throw new Error(`The password was not set: ${updated.error.message}`);
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export interface ArrangedPost {
  id: string;
  slug: string;
  title: string;
}

/** A post owned by a seeded user, inserted with the service role. */
export async function arrangePost(owner: StaffKey, overrides: Record<string, unknown> = {}): Promise<ArrangedPost> {
  const suffix = uniqueSuffix();
  const title = `E2E admin post ${suffix}`;
  const slug = `e2e-admin-post-${suffix}`;
  const { data, error } = await serviceClient()
    .from('blog_posts')
    .insert({
      title,
      slug,
      content: '<p>Arranged by the admin portal tests.</p>',
      author: STAFF[owner].name,
      status: 'draft',
      user_id: STAFF[owner].id,
      created_by: STAFF[owner].id,
      tags: [],
      ...overrides,
    })
    .select('id, slug, title')
    .single();
  if (error) throw new Error(`Could not arrange a post: ${error.message}`);
  return data as ArrangedPost;
}

export async function removePosts(where: { ids?: string[]; slugPrefix?: string }): Promise<void> {
  const db = serviceClient();
  if (where.ids && where.ids.length > 0) await db.from('blog_posts').delete().in('id', where.ids);
  if (where.slugPrefix) await db.from('blog_posts').delete().like('slug', `${where.slugPrefix}%`);
}

export interface ArrangedUser {
  id: string;
  email: string;
  password: string;
}

/**
 * A confirmed user made with the service role (the profile comes from the sign-up trigger), with a
 * staff role or none. Remove it with removeAuthUserByEmail.
 */
export async function arrangeUser(options: { fullName: string; role: 'writer' | 'admin' | null; email?: string }): Promise<ArrangedUser> {
  const db = serviceClient();
  const email = options.email ?? `e2e-user-${uniqueSuffix()}@example.com`;
  const password = 'e2e-password-1';
  const created = await db.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: options.fullName } });
  if (created.error || !created.data.user) throw new Error(`Could not arrange a user: ${created.error?.message ?? 'no user'}`);
  const id = created.data.user.id;
  if (options.role) {
    const { error } = await db.from('user_roles').insert({ user_id: id, role: options.role });
    if (error) {
      await db.auth.admin.deleteUser(id);
      throw new Error(`Could not give the arranged user a role: ${error.message}`);
    }
  }
  return { id, email, password };
}

export async function removeAuthUserByEmail(email: string): Promise<void> {
  const db = serviceClient();
  const { data } = await db.from('profiles').select('id').ilike('email', email);
  for (const row of (data ?? []) as Array<{ id: string }>) await db.auth.admin.deleteUser(row.id);
}
