// The row-level security matrix: every table × actor × select/insert/update/delete, expected
// outcomes written from the permission rules and docs/architecture.md#d6 to #d10.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, USERS, openTestDb, type ActorName, type TestDb } from '../db/harness.ts';

type Op = 'select' | 'insert' | 'update' | 'delete';

interface Expectation {
  table: string;
  op: Op;
  /** What the statement tries to do, in words. */
  what: string;
  sql: string;
  /** Owner-run SQL before the actor's statement (same transaction, rolled back). */
  setup?: string;
  /** The actors for whom it must succeed; everyone else must be refused. */
  allowed: readonly ActorName[];
}

// Staff, who read the public content's tables; anyone else (anon, a suspended user) reads the
// public pages through functions answering one JSON value (20261129100000_public_reads_through_functions.sql).
const ACTIVE_STAFF: readonly ActorName[] = ['writer', 'writer2', 'admin', 'super'];
const ADMINS: readonly ActorName[] = ['admin', 'super'];
const NOBODY: readonly ActorName[] = [];

const { super: SUPER, writer: WRITER, writer2: WRITER2, suspended: SUSPENDED } = USERS;

// Seeded posts (supabase/seed.sql).
const WRITER_PUBLISHED = 'b0000000-0000-4000-8000-000000000001';
const WRITER2_PUBLISHED = 'b0000000-0000-4000-8000-000000000002';
const ADMIN_PUBLISHED = 'b0000000-0000-4000-8000-000000000003';
const WRITER_DRAFT = 'b0000000-0000-4000-8000-000000000009';
const ADMIN_DRAFT = 'b0000000-0000-4000-8000-000000000010';
const CATEGORY = 'c0000000-0000-4000-8000-000000000001';
// A seeded staff member who takes consultations.
const BOOKING_STAFF = 'd0000000-0000-4000-8000-000000000001';

// A fresh auth user (the trigger gives it a profile) for role and profile inserts.
const NEW_USER = 'f0000000-0000-4000-8000-000000000001';
const NEW_AUTH_USER = `insert into auth.users (id, email) values ('${NEW_USER}', 'new.hire@demo.local');`;
const NEW_AUTH_USER_WITHOUT_PROFILE = `${NEW_AUTH_USER} delete from public.profiles where id = '${NEW_USER}';`;

const newPost = (owner: string) =>
  `insert into blog_posts (title, slug, content, author, user_id, created_by)
   values ('Matrix post', 'matrix-post', '<p>Body</p>', 'Someone', ${owner}, ${owner})`;

/** The four operations on a table of public content (read by all, managed by admins). */
function contentTable(
  table: string,
  sql: { insert: string; update: string; delete: string },
  allowed: Record<Op, readonly ActorName[]>,
): Expectation[] {
  return [
    { table, op: 'select', what: 'read rows', sql: `select * from ${table}`, allowed: allowed.select },
    { table, op: 'insert', what: 'add a row', sql: sql.insert, allowed: allowed.insert },
    { table, op: 'update', what: 'change a row', sql: sql.update, allowed: allowed.update },
    { table, op: 'delete', what: 'remove a row', sql: sql.delete, allowed: allowed.delete },
  ];
}

const EXPECTATIONS: Expectation[] = [
  // profiles: own row for active users, every row for admins; nobody deletes.
  { table: 'profiles', op: 'select', what: 'read own profile', sql: `select id from profiles where id = auth.uid()`, allowed: ACTIVE_STAFF },
  { table: 'profiles', op: 'select', what: "read writer's profile", sql: `select id from profiles where id = '${WRITER.id}'`, allowed: ['writer', 'admin', 'super'] },
  { table: 'profiles', op: 'insert', what: 'create the profile of a new user', setup: NEW_AUTH_USER_WITHOUT_PROFILE, sql: `insert into profiles (id, email, full_name) values ('${NEW_USER}', 'new.hire@demo.local', 'New Hire')`, allowed: ADMINS },
  { table: 'profiles', op: 'update', what: 'rename own profile', sql: `update profiles set full_name = 'Renamed Self' where id = auth.uid()`, allowed: ACTIVE_STAFF },
  { table: 'profiles', op: 'update', what: "rename writer's profile", sql: `update profiles set full_name = 'Renamed' where id = '${WRITER.id}'`, allowed: ['writer', 'admin', 'super'] },
  { table: 'profiles', op: 'delete', what: "delete writer2's profile", sql: `delete from profiles where id = '${WRITER2.id}'`, allowed: NOBODY },
  { table: 'profiles', op: 'delete', what: 'delete own profile', sql: `delete from profiles where id = auth.uid()`, allowed: NOBODY },

  // user_roles (docs/architecture.md#d7): admins assign writer/admin to others, only super admins
  // touch super_admin, nobody changes their own row.
  { table: 'user_roles', op: 'select', what: 'read own role', sql: `select role from user_roles where user_id = auth.uid()`, allowed: ACTIVE_STAFF },
  { table: 'user_roles', op: 'select', what: "read writer's role", sql: `select role from user_roles where user_id = '${WRITER.id}'`, allowed: ['writer', 'admin', 'super'] },
  { table: 'user_roles', op: 'insert', what: 'make a new user a writer', setup: NEW_AUTH_USER, sql: `insert into user_roles (user_id, role) values ('${NEW_USER}', 'writer')`, allowed: ADMINS },
  { table: 'user_roles', op: 'insert', what: 'make a new user an admin', setup: NEW_AUTH_USER, sql: `insert into user_roles (user_id, role) values ('${NEW_USER}', 'admin')`, allowed: ADMINS },
  { table: 'user_roles', op: 'insert', what: 'make a new user a super admin', setup: NEW_AUTH_USER, sql: `insert into user_roles (user_id, role) values ('${NEW_USER}', 'super_admin')`, allowed: ['super'] },
  { table: 'user_roles', op: 'update', what: 'promote writer2 to admin', sql: `update user_roles set role = 'admin' where user_id = '${WRITER2.id}'`, allowed: ADMINS },
  { table: 'user_roles', op: 'update', what: 'promote writer2 to super admin', sql: `update user_roles set role = 'super_admin' where user_id = '${WRITER2.id}'`, allowed: ['super'] },
  { table: 'user_roles', op: 'update', what: 'demote the super admin to writer', sql: `update user_roles set role = 'writer' where user_id = '${SUPER.id}'`, allowed: NOBODY },
  { table: 'user_roles', op: 'update', what: 'raise own role to super admin', sql: `update user_roles set role = 'super_admin' where user_id = auth.uid()`, allowed: NOBODY },
  { table: 'user_roles', op: 'update', what: 'set own role to admin', sql: `update user_roles set role = 'admin' where user_id = auth.uid()`, allowed: NOBODY },
  { table: 'user_roles', op: 'delete', what: "remove writer2's role", sql: `delete from user_roles where user_id = '${WRITER2.id}'`, allowed: ADMINS },
  { table: 'user_roles', op: 'delete', what: "remove the super admin's role", sql: `delete from user_roles where user_id = '${SUPER.id}'`, allowed: NOBODY },
  { table: 'user_roles', op: 'delete', what: 'remove own role', sql: `delete from user_roles where user_id = auth.uid()`, allowed: NOBODY },

  // blog_categories (docs/architecture.md#d9): staff read, admins manage.
  ...contentTable(
    'blog_categories',
    {
      insert: `insert into blog_categories (name, slug) values ('Notary', 'notary')`,
      update: `update blog_categories set name = 'Books' where id = '${CATEGORY}'`,
      delete: `delete from blog_categories where id = '${CATEGORY}'`,
    },
    { select: ACTIVE_STAFF, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),

  // blog_posts: published to staff; drafts to owner and super admins (docs/architecture.md#d6, #d35).
  { table: 'blog_posts', op: 'select', what: "read writer's published post", sql: `select id from blog_posts where id = '${WRITER_PUBLISHED}'`, allowed: ACTIVE_STAFF },
  { table: 'blog_posts', op: 'select', what: "read writer's draft", sql: `select id from blog_posts where id = '${WRITER_DRAFT}'`, allowed: ['writer', 'super'] },
  { table: 'blog_posts', op: 'select', what: "read admin's draft", sql: `select id from blog_posts where id = '${ADMIN_DRAFT}'`, allowed: ADMINS },
  // Nobody writes a post's fields through the API: the blog-editor function does (docs/architecture.md#d52).
  { table: 'blog_posts', op: 'insert', what: 'create an own post', sql: newPost('auth.uid()'), allowed: [] },
  { table: 'blog_posts', op: 'insert', what: 'create a post owned by the suspended user', sql: newPost(`'${SUSPENDED.id}'`), allowed: [] },
  { table: 'blog_posts', op: 'update', what: "edit writer's published post", sql: `update blog_posts set title = 'Edited' where id = '${WRITER_PUBLISHED}'`, allowed: [] },
  { table: 'blog_posts', op: 'update', what: "edit writer2's published post", sql: `update blog_posts set title = 'Edited' where id = '${WRITER2_PUBLISHED}'`, allowed: [] },
  { table: 'blog_posts', op: 'update', what: "edit admin's published post", sql: `update blog_posts set title = 'Edited' where id = '${ADMIN_PUBLISHED}'`, allowed: [] },
  { table: 'blog_posts', op: 'update', what: "publish writer's draft", sql: `update blog_posts set status = 'published', published_at = now() where id = '${WRITER_DRAFT}'`, allowed: [] },
  { table: 'blog_posts', op: 'update', what: "publish admin's draft", sql: `update blog_posts set status = 'published', published_at = now() where id = '${ADMIN_DRAFT}'`, allowed: [] },
  // Only super admins change the author of an existing post, the one column left to the API.
  { table: 'blog_posts', op: 'update', what: "change the author name of writer's post", sql: `update blog_posts set author = 'Jordan Ellis' where id = '${WRITER_PUBLISHED}'`, allowed: ['super'] },
  { table: 'blog_posts', op: 'update', what: "hand writer's post to writer2", sql: `update blog_posts set user_id = '${WRITER2.id}', created_by = '${WRITER2.id}' where id = '${WRITER_PUBLISHED}'`, allowed: ['super'] },
  { table: 'blog_posts', op: 'update', what: "hand admin's post to writer", sql: `update blog_posts set user_id = '${WRITER.id}' where id = '${ADMIN_PUBLISHED}'`, allowed: ['super'] },
  // canDeletePost: super admin always; admin or writer only their own (docs/architecture.md#d35).
  { table: 'blog_posts', op: 'delete', what: "delete writer's published post", sql: `delete from blog_posts where id = '${WRITER_PUBLISHED}'`, allowed: ['writer', 'super'] },
  { table: 'blog_posts', op: 'delete', what: "delete writer2's published post", sql: `delete from blog_posts where id = '${WRITER2_PUBLISHED}'`, allowed: ['writer2', 'super'] },
  { table: 'blog_posts', op: 'delete', what: "delete writer's draft", sql: `delete from blog_posts where id = '${WRITER_DRAFT}'`, allowed: ['writer', 'super'] },
  { table: 'blog_posts', op: 'delete', what: "delete admin's published post", sql: `delete from blog_posts where id = '${ADMIN_PUBLISHED}'`, allowed: ADMINS },
  { table: 'blog_posts', op: 'delete', what: "delete admin's draft", sql: `delete from blog_posts where id = '${ADMIN_DRAFT}'`, allowed: ADMINS },

  // published_blog_posts: published posts to staff, drafts to none.
  { table: 'published_blog_posts', op: 'select', what: "read writer's published post with its category", sql: `select id from published_blog_posts where id = '${WRITER_PUBLISHED}' and category = 'Bookkeeping'`, allowed: ACTIVE_STAFF },
  { table: 'published_blog_posts', op: 'select', what: 'read any draft', sql: `select id from published_blog_posts where id in ('${WRITER_DRAFT}', '${ADMIN_DRAFT}')`, allowed: NOBODY },
  { table: 'published_blog_posts', op: 'insert', what: 'insert through the view', sql: `insert into published_blog_posts (title, slug, content, author) values ('V', 'v', 'c', 'a')`, allowed: NOBODY },

  // Analytics: staff read; aggregates are written by the server only.
  { table: 'blog_analytics', op: 'select', what: 'read daily analytics', setup: `insert into blog_analytics (post_id, date, page_views, unique_visitors) values ('${WRITER_PUBLISHED}', '2025-06-01', 40, 31);`, sql: `select page_views from blog_analytics`, allowed: ACTIVE_STAFF },
  { table: 'blog_analytics', op: 'insert', what: 'add daily analytics', sql: `insert into blog_analytics (post_id, date, page_views, unique_visitors) values ('${WRITER_PUBLISHED}', '2025-06-02', 1000, 900)`, allowed: NOBODY },
  { table: 'blog_analytics', op: 'update', what: 'inflate page views', setup: `insert into blog_analytics (post_id, date, page_views, unique_visitors) values ('${WRITER_PUBLISHED}', '2025-06-01', 40, 31);`, sql: `update blog_analytics set page_views = 9999`, allowed: NOBODY },
  { table: 'blog_analytics', op: 'delete', what: 'delete analytics', setup: `insert into blog_analytics (post_id, date, page_views, unique_visitors) values ('${WRITER_PUBLISHED}', '2025-06-01', 40, 31);`, sql: `delete from blog_analytics`, allowed: NOBODY },

  { table: 'ga4_extended_analytics', op: 'select', what: 'read extended analytics', setup: `insert into ga4_extended_analytics (date, metric, dimension, dimension_value, value) values ('2025-06-01', 'sessions', 'device', 'mobile', 12);`, sql: `select value from ga4_extended_analytics`, allowed: ACTIVE_STAFF },
  { table: 'ga4_extended_analytics', op: 'insert', what: 'add extended analytics', sql: `insert into ga4_extended_analytics (date, metric, value) values ('2025-06-01', 'sessions', 5)`, allowed: NOBODY },
  { table: 'ga4_extended_analytics', op: 'update', what: 'change extended analytics', setup: `insert into ga4_extended_analytics (date, metric, value) values ('2025-06-01', 'sessions', 12);`, sql: `update ga4_extended_analytics set value = 1`, allowed: NOBODY },
  { table: 'ga4_extended_analytics', op: 'delete', what: 'delete extended analytics', setup: `insert into ga4_extended_analytics (date, metric, value) values ('2025-06-01', 'sessions', 12);`, sql: `delete from ga4_extended_analytics`, allowed: NOBODY },

  // site_events: visitors append (never a suspended user); staff read; nobody rewrites history.
  { table: 'site_events', op: 'select', what: 'read events', setup: `insert into site_events (type, path, title) values ('page_view', '/about', 'About');`, sql: `select path from site_events`, allowed: ACTIVE_STAFF },
  // Events are recorded by the track function (service role), never inserted through the API.
  { table: 'site_events', op: 'insert', what: 'record a page view', sql: `insert into site_events (type, path, title, referrer, tab_id) values ('page_view', '/payroll', 'Payroll', 'https://www.google.com/', 'tab_1a2b')`, allowed: NOBODY },
  { table: 'site_events', op: 'insert', what: 'record a blog view', sql: `insert into site_events (type, path, title, post_id) values ('blog_view', '/blog/form-w4-explained-for-employers', 'Form W-4 Explained for Employers', 'b0000000-0000-4000-8000-000000000006')`, allowed: NOBODY },
  { table: 'site_events', op: 'update', what: 'rewrite an event', setup: `insert into site_events (type, path) values ('page_view', '/about');`, sql: `update site_events set path = '/hacked'`, allowed: NOBODY },
  { table: 'site_events', op: 'delete', what: 'delete events', setup: `insert into site_events (type, path) values ('page_view', '/about');`, sql: `delete from site_events`, allowed: NOBODY },
  // site_events_daily: the days whose events are deleted; written by the retention job only.
  { table: 'site_events_daily', op: 'select', what: 'read daily figures', setup: `insert into site_events_daily (day, kind, key, events, visitors, bounces) values ('2025-01-01', 'day', '', 40, 30, 10);`, sql: `select events from site_events_daily`, allowed: ACTIVE_STAFF },
  { table: 'site_events_daily', op: 'insert', what: 'add a day of figures', sql: `insert into site_events_daily (day, kind, key, events) values ('2025-01-02', 'page', '/about', 9999)`, allowed: NOBODY },
  { table: 'site_events_daily', op: 'update', what: 'inflate a day', setup: `insert into site_events_daily (day, kind, key, events, visitors, bounces) values ('2025-01-01', 'day', '', 40, 30, 10);`, sql: `update site_events_daily set events = 9999`, allowed: NOBODY },
  { table: 'site_events_daily', op: 'delete', what: 'delete a day', setup: `insert into site_events_daily (day, kind, key, events, visitors, bounces) values ('2025-01-01', 'day', '', 40, 30, 10);`, sql: `delete from site_events_daily`, allowed: NOBODY },

  // Public content: read by staff (everyone else through functions), managed by admins.
  ...contentTable(
    'team_members',
    {
      insert: `insert into team_members (first_name, department) values ('Zoe', 'Operations')`,
      update: `update team_members set title = 'Changed' where first_name = 'Kevin'`,
      delete: `delete from team_members where first_name = 'Kevin'`,
    },
    { select: ACTIVE_STAFF, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),
  ...contentTable(
    'press_releases',
    {
      insert: `insert into press_releases (title, release_date, content) values ('News', '2025-10-01', 'Text')`,
      update: `update press_releases set title = 'Changed' where release_date = '2022-03-14'`,
      delete: `delete from press_releases where release_date = '2022-03-14'`,
    },
    { select: ACTIVE_STAFF, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),
  ...contentTable(
    'media_mentions',
    {
      insert: `insert into media_mentions (publication_name, article_title, article_url, snippet_html, mention_date) values ('Paper', 'Title', 'https://paper.example/a', '<p>x</p>', '2025-10-01')`,
      update: `update media_mentions set article_title = 'Changed' where mention_date = '2022-06-08'`,
      delete: `delete from media_mentions where mention_date = '2022-06-08'`,
    },
    { select: ACTIVE_STAFF, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),
  ...contentTable(
    'services',
    {
      insert: `insert into services (name, slug) values ('Sales Tax Filing', 'sales-tax-filing')`,
      update: `update services set name = 'Notary' where slug = 'notary'`,
      delete: `delete from services where slug = 'notary'`,
    },
    { select: ACTIVE_STAFF, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),
  ...contentTable(
    'video_reviews',
    {
      insert: `insert into video_reviews (client_first_name, review_date) values ('Lee', '2025-10-01')`,
      update: `update video_reviews set client_title = 'Changed' where client_first_name = 'Rosa'`,
      delete: `delete from video_reviews where client_first_name = 'Rosa'`,
    },
    { select: ACTIVE_STAFF, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),
  ...contentTable(
    'video_review_services',
    {
      insert: `insert into video_review_services (video_review_id, service_id) values ('e0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000004')`,
      update: `update video_review_services set service_id = 'd0000000-0000-4000-8000-000000000003' where video_review_id = 'e0000000-0000-4000-8000-000000000006' and service_id = 'd0000000-0000-4000-8000-000000000002'`,
      delete: `delete from video_review_services where video_review_id = 'e0000000-0000-4000-8000-000000000006'`,
    },
    { select: ACTIVE_STAFF, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),
  ...contentTable(
    'reviews',
    {
      insert: `insert into reviews (author_first_name, rating, body, review_date, source) values ('Fake', 5, 'Great!', '2025-10-01', 'Google')`,
      update: `update reviews set rating = 1 where author_first_name = 'Javier'`,
      delete: `delete from reviews where author_first_name = 'Javier'`,
    },
    { select: ACTIVE_STAFF, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),

  // Leads: visitors submit through the functions (service role), admins read and work them.
  ...contentTable(
    'contact_inquiries',
    {
      insert: `insert into contact_inquiries (first_name, last_name, email, message, service) values ('Ana', 'Diaz', 'ana@example.com', 'We need monthly bookkeeping.', 'bookkeeping')`,
      update: `update contact_inquiries set status = 'closed'`,
      delete: `delete from contact_inquiries`,
    },
    { select: ADMINS, insert: NOBODY, update: ADMINS, delete: ADMINS },
  ).map((e) => (e.op === 'insert' ? e : { ...e, setup: `insert into contact_inquiries (first_name, email, message, service) values ('Ben', 'ben@example.com', 'Payroll for 12 people', 'payroll');` })),
  ...contentTable(
    'calculator_leads',
    {
      insert: `insert into calculator_leads (email, name, source_path) values ('owner@company.example', 'owner', '/tools/netpay-calculator')`,
      update: `update calculator_leads set name = 'changed'`,
      delete: `delete from calculator_leads`,
    },
    { select: ADMINS, insert: NOBODY, update: NOBODY, delete: ADMINS },
  ).map((e) => (e.op === 'insert' ? e : { ...e, setup: `insert into calculator_leads (email) values ('lead@company.example');` })),

  // Server-only tables: no API role reads or writes them.
  ...contentTable(
    'outbox_messages',
    {
      insert: `insert into outbox_messages (kind, payload) values ('email', '{}')`,
      update: `update outbox_messages set status = 'sent'`,
      delete: `delete from outbox_messages`,
    },
    { select: NOBODY, insert: NOBODY, update: NOBODY, delete: NOBODY },
  ).map((e) => ({ ...e, setup: `insert into outbox_messages (kind, payload, dedupe_key) values ('email', '{"to":"a@b.example"}', 'matrix-1');` })),
  ...contentTable(
    'mailbox_messages',
    {
      insert: `insert into mailbox_messages (to_email, subject, text) values ('a@b.example', 'Hi', 'Hello')`,
      update: `update mailbox_messages set subject = 'Changed'`,
      delete: `delete from mailbox_messages`,
    },
    { select: NOBODY, insert: NOBODY, update: NOBODY, delete: NOBODY },
  ).map((e) => ({ ...e, setup: `insert into mailbox_messages (to_email, template, subject, text) values ('a@b.example', 'calculator-confirmation', 'Your results', 'Hello');` })),

  // Staff accounts (20261129140000_staff_audit_and_removal.sql): the audit trail is written by
  // triggers only and read by super admins; the one settings row is changed by super admins.
  ...contentTable(
    'audit_events',
    {
      insert: `insert into audit_events (actor_kind, action) values ('system', 'role_granted')`,
      update: `update audit_events set details = '{}'`,
      delete: `delete from audit_events`,
    },
    { select: ['super'], insert: NOBODY, update: NOBODY, delete: NOBODY },
  ),
  ...contentTable(
    'staff_settings',
    {
      insert: `insert into staff_settings (id) values (true)`,
      update: `update staff_settings set require_two_factor_for_admins = true`,
      delete: `delete from staff_settings`,
    },
    { select: ACTIVE_STAFF, insert: NOBODY, update: ['super'], delete: NOBODY },
  ),
  // Invitations (20261130200000_staff_invitations.sql): admins list them; only the database writes them.
  ...contentTable(
    'staff_invitations',
    {
      insert: `insert into staff_invitations (user_id, email, full_name, role, expires_at) values ('${NEW_USER}', 'new.hire@demo.local', 'New Hire', 'writer', now())`,
      update: `update staff_invitations set role = 'super_admin'`,
      delete: `delete from staff_invitations`,
    },
    { select: ADMINS, insert: NOBODY, update: NOBODY, delete: NOBODY },
  ).map((e) => ({
    ...e,
    setup: `insert into auth.users (id, email, invited_at) values ('f0000000-0000-4000-8000-000000000041', 'invited.hire@demo.local', now());
      insert into staff_invitations (user_id, email, full_name, role, expires_at) values ('f0000000-0000-4000-8000-000000000041', 'invited.hire@demo.local', 'Invited Hire', 'writer', now() + interval '1 hour');
      ${e.op === 'insert' ? NEW_AUTH_USER : ''}`,
  })),

  // Notices (20261201110000_staff_notices.sql): each admin reads and sets their own choices.
  ...contentTable(
    'staff_notice_preferences',
    {
      insert: `insert into staff_notice_preferences (user_id, new_inquiry) values (auth.uid(), true)`,
      update: `update staff_notice_preferences set daily_digest = true`,
      delete: `delete from staff_notice_preferences`,
    },
    { select: ADMINS, insert: ADMINS, update: ADMINS, delete: NOBODY },
  ).map((e) => ({
    ...e,
    // Every actor's own row exists for select, update and delete; insert starts from none.
    setup: e.op === 'insert' ? undefined : `insert into staff_notice_preferences (user_id) select id from profiles on conflict do nothing;`,
  })),
  // Leads (20261201100000_leads_pipeline.sql): made by the database from what visitors send,
  // worked by admins (status, owner, next step), with a history only notes are added to.
  ...contentTable(
    'leads',
    {
      insert: `insert into leads (email) values ('made.up@example.com')`,
      update: `update leads set status = 'contacted' where email = 'matrix.lead@example.com'`,
      delete: `delete from leads where email = 'matrix.lead@example.com'`,
    },
    { select: ADMINS, insert: NOBODY, update: ADMINS, delete: NOBODY },
  ).map((e) => ({ ...e, setup: `insert into contact_inquiries (first_name, email, message, service) values ('Matrix', 'matrix.lead@example.com', 'Hi', 'payroll');` })),
  ...contentTable(
    'lead_events',
    {
      insert: `insert into lead_events (lead_id, kind, note, actor_id)
               select id, 'note', 'Called back', auth.uid() from leads where email = 'matrix.lead@example.com'`,
      update: `update lead_events set note = 'Rewritten'`,
      delete: `delete from lead_events`,
    },
    { select: ADMINS, insert: ADMINS, update: NOBODY, delete: NOBODY },
  ).map((e) => ({
    ...e,
    setup: `insert into contact_inquiries (first_name, email, message, service) values ('Matrix', 'matrix.lead@example.com', 'Hi', 'payroll');
            insert into lead_events (lead_id, kind, note, actor_id) select id, 'note', 'First call', null from leads where email = 'matrix.lead@example.com';`,
  })),

  // Consultations (docs/architecture.md#d40): admins manage who takes calls and when; bookings
  // hold visitors' details and are the functions' alone (staff use booking-admin).
  ...contentTable(
    'booking_staff',
    {
      insert: `insert into booking_staff (name) values ('New Advisor')`,
      update: `update booking_staff set active = false where id = '${BOOKING_STAFF}'`,
      delete: `delete from booking_staff where id = '${BOOKING_STAFF}'`,
    },
    { select: ADMINS, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),
  ...contentTable(
    'booking_hours',
    {
      insert: `insert into booking_hours (staff_id, weekday, start_time, end_time) values ('${BOOKING_STAFF}', 6, '09:00', '12:00')`,
      update: `update booking_hours set end_time = '16:00' where staff_id = '${BOOKING_STAFF}'`,
      delete: `delete from booking_hours where staff_id = '${BOOKING_STAFF}'`,
    },
    { select: ADMINS, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ),
  ...contentTable(
    'booking_days_off',
    {
      insert: `insert into booking_days_off (staff_id, day) values ('${BOOKING_STAFF}', '2026-12-25')`,
      update: `update booking_days_off set note = 'Changed'`,
      delete: `delete from booking_days_off`,
    },
    { select: ADMINS, insert: ADMINS, update: ADMINS, delete: ADMINS },
  ).map((e) => (e.op === 'insert' ? e : { ...e, setup: `insert into booking_days_off (staff_id, day) values ('${BOOKING_STAFF}', '2026-12-24');` })),
  ...contentTable(
    'booking_settings',
    {
      insert: `insert into booking_settings (id) values (true)`,
      update: `update booking_settings set buffer_minutes = 30`,
      delete: `delete from booking_settings`,
    },
    { select: ADMINS, insert: NOBODY, update: ADMINS, delete: NOBODY },
  ),
  ...contentTable(
    'bookings',
    {
      insert: `insert into bookings (staff_id, service, starts_at, ends_at, blocked_until, name, email, message, visitor_time_zone) values ('${BOOKING_STAFF}', 'payroll', '2026-12-01T17:00:00Z', '2026-12-01T17:30:00Z', '2026-12-01T17:45:00Z', 'Ann', 'ann@example.com', 'Payroll', 'UTC')`,
      update: `update bookings set status = 'cancelled', cancelled_at = now()`,
      delete: `delete from bookings`,
    },
    { select: NOBODY, insert: NOBODY, update: NOBODY, delete: NOBODY },
  ).map((e) => (e.op === 'insert' ? e : { ...e, setup: `insert into bookings (staff_id, service, starts_at, ends_at, blocked_until, name, email, message, visitor_time_zone) values ('${BOOKING_STAFF}', 'payroll', '2026-12-02T17:00:00Z', '2026-12-02T17:30:00Z', '2026-12-02T17:45:00Z', 'Ben', 'ben@example.com', 'Payroll', 'UTC');` })),
];

// Refused means: a permission / row-level security error (42501), or the statement touched no rows.
type Outcome = 'allowed' | 'refused' | `error ${string}`;

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

async function outcome(actor: ActorName, e: Expectation): Promise<Outcome> {
  return db.withActor<Outcome>(
    actor,
    async (session) => {
      const attempt = await session.attempt(e.sql);
      if (!attempt.ok) {
        // 55000: a view that cannot take writes at all.
        const refusal = attempt.error.code === '42501' || (e.table === 'published_blog_posts' && attempt.error.code === '55000');
        return refusal ? 'refused' : (`error ${attempt.error.code}: ${attempt.error.message}` as const);
      }
      return attempt.result.rowCount > 0 ? 'allowed' : 'refused';
    },
    e.setup,
  );
}

describe('RLS matrix', () => {
  it('covers every public table and every operation', async () => {
    const tables = await db.ownerQuery<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const covered = new Set(EXPECTATIONS.map((e) => `${e.table}:${e.op}`));
    const missing = tables.rows.flatMap(({ table_name }) =>
      (['select', 'insert', 'update', 'delete'] as const)
        .filter((op) => !covered.has(`${table_name}:${op}`))
        .map((op) => `${table_name}:${op}`),
    );
    expect(missing).toEqual([]);
    expect(tables.rows.length).toBe(30);
  });

  it('has row-level security enabled on every public table', async () => {
    const result = await db.ownerQuery<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(result.rows).toEqual([]);
  });

  for (const e of EXPECTATIONS) {
    for (const actor of ACTORS) {
      const expected: Outcome = e.allowed.includes(actor) ? 'allowed' : 'refused';
      it(`${e.table} ${e.op}: ${actor} ${expected === 'allowed' ? 'may' : 'may not'} ${e.what}`, async () => {
        expect(await outcome(actor, e)).toBe(expected);
      });
    }
  }
});
