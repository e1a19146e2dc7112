// The blog editor over real HTTP (migration 20261202100000_blog_review_workflow.sql and the
// blog-editor function): a writer's token cannot publish, schedule or write a post through the
// REST API; the function sanitizes content as the browser's sanitizer does (the shared corpus),
// refuses an older version, a taken slug, a past schedule, another writer's post and a writer's
// publish; preview is staff's; the blog-images bucket refuses other types and large files.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SANITIZER_CORPUS } from '../../../shared-contracts/src/sanitize/sanitizeCases.ts';
import { anonClient, backend, serviceClient, staffClient } from '../helpers/clients.ts';

const service = serviceClient();
let writer: SupabaseClient;
let writer2: SupabaseClient;
let admin: SupabaseClient;
const created: string[] = [];

interface Answer {
  status: number;
  body: { post?: Record<string, unknown> & { id: string; version: number; status: string; content: string }; removed?: boolean; error?: string; field?: string; conflict?: { updated_by: string; updated_at: string } };
}

async function editor(client: SupabaseClient | null, body: unknown): Promise<Answer> {
  const token = client ? (await client.auth.getSession()).data.session?.access_token : undefined;
  const response = await fetch(`${backend().url}/functions/v1/blog-editor`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: backend().publishableKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = { status: response.status, body: (await response.json()) as Answer['body'] };
  if (answer.body.post?.id && !created.includes(answer.body.post.id)) created.push(answer.body.post.id);
  return answer;
}

const slug = () => `editor-test-${crypto.randomUUID().slice(0, 8)}`;
const draft = (client: SupabaseClient, extra: Record<string, unknown> = {}) =>
  editor(client, { action: 'save', post: { title: 'Editor test', slug: slug(), content: '<p>Body</p>', tags: [], ...extra } });

beforeAll(async () => {
  [writer, writer2, admin] = await Promise.all([staffClient('writer@demo.local'), staffClient('writer2@demo.local'), staffClient('admin@demo.local')]);
});

afterAll(async () => {
  if (created.length) await service.from('blog_posts').delete().in('id', created);
  await Promise.all([writer?.auth.signOut(), writer2?.auth.signOut(), admin?.auth.signOut()]);
});

describe('the REST API', () => {
  it('refuses a writer publishing, scheduling or rewriting their own post', async () => {
    const { body } = await draft(writer);
    const id = body.post!.id;
    for (const change of [
      { status: 'published', published_at: new Date().toISOString() },
      { status: 'scheduled', publish_at: new Date(Date.now() + 3_600_000).toISOString() },
      { content: '<p>x</p><script>alert(1)</script>' },
      { version: 1000 },
    ]) {
      const { error } = await writer.from('blog_posts').update(change).eq('id', id);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    const insert = await writer.from('blog_posts').insert({ title: 'x', slug: slug(), content: '<script>alert(1)</script>', author: 'x', status: 'published' });
    expect(insert.error?.code).toBe('42501');
    const { data } = await service.from('blog_posts').select('status, content').eq('id', id).single();
    expect(data).toEqual({ status: 'draft', content: '<p>Body</p>' });
  });
});

describe('saving', () => {
  it('creates a draft owned by the writer and strips a pasted script', async () => {
    const { status, body } = await draft(writer, { content: '<h2>Title</h2><ul><li>One</li></ul><script>alert(1)</script><p style="color:red" onclick="x()">Text</p>' });
    expect(status).toBe(200);
    expect(body.post).toMatchObject({ status: 'draft', content: '<h2>Title</h2><ul><li>One</li></ul><p>Text</p>', version: 1 });
    expect(body.removed).toBe(true);
    const clean = await editor(writer, { action: 'save', id: body.post!.id, version: 1, post: { content: '<p>Clean</p>' } });
    expect(clean.body).toMatchObject({ removed: false, post: { content: '<p>Clean</p>', version: 2 } });
  });

  it.each(SANITIZER_CORPUS)('stores %s as the browser sanitizer makes it', async (dirty, clean) => {
    const { body } = await draft(writer, { content: dirty });
    expect(body.post?.content).toBe(clean);
  });

  it('refuses a save naming an older version, and changes nothing', async () => {
    const { body } = await draft(writer);
    const id = body.post!.id;
    expect((await editor(writer, { action: 'save', id, version: 1, post: { title: 'Second' } })).status).toBe(200);
    const stale = await editor(writer, { action: 'save', id, version: 1, post: { title: 'Stale' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('Someone else saved this post since you opened it.');
    expect(stale.body.conflict?.updated_by).toBeTruthy();
    const { data } = await service.from('blog_posts').select('title, version').eq('id', id).single();
    expect(data).toEqual({ title: 'Second', version: 2 });
  });

  it('refuses a slug another post uses, naming the field', async () => {
    const first = await draft(writer);
    const taken = await draft(writer, { slug: first.body.post!.slug });
    expect(taken).toEqual({ status: 409, body: { error: 'That address is already used by another post.', field: 'slug' } });
  });

  it("refuses the address of one of the blog's own pages, naming the field", async () => {
    for (const slug of ['page', 'search', 'feed']) {
      expect(await draft(writer, { slug })).toEqual({
        status: 400,
        body: { error: "That address is one of the blog's own pages (page, category, tag, search, preview, feed): choose another.", field: 'slug' },
      });
    }
  });

  it('refuses another writer’s post, and a visitor', async () => {
    const { body } = await draft(writer);
    const other = await editor(writer2, { action: 'save', id: body.post!.id, post: { title: 'Taken over' } });
    expect(other.status).toBe(403);
    expect((await editor(null, { action: 'save', post: { title: 'x', slug: slug(), content: 'x' } })).status).toBe(401);
  });
});

describe('review', () => {
  it('lets the writer submit, not publish or schedule; an admin schedules, returns or publishes', async () => {
    const { body } = await draft(writer);
    const id = body.post!.id;
    expect((await editor(writer, { action: 'publish', id })).status).toBe(403);
    expect((await editor(writer, { action: 'schedule', id, publish_at: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(403);
    expect((await editor(writer, { action: 'submit', id })).body.post?.status).toBe('in_review');
    const past = await editor(admin, { action: 'schedule', id, publish_at: new Date(Date.now() - 60_000).toISOString() });
    expect(past).toEqual({ status: 400, body: { error: 'Choose a time in the future.', field: 'publish_at' } });
    expect((await editor(admin, { action: 'return', id, comment: '' })).status).toBe(400);
    const returned = await editor(admin, { action: 'return', id, comment: 'Add a source.' });
    expect(returned.body.post).toMatchObject({ status: 'draft', review_comment: 'Add a source.' });
    await editor(writer, { action: 'submit', id });
    const scheduled = await editor(admin, { action: 'schedule', id, publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(scheduled.body.post?.status).toBe('scheduled');
    const published = await editor(admin, { action: 'publish', id });
    expect(published.body.post).toMatchObject({ status: 'published' });
    expect((await editor(admin, { action: 'unpublish', id })).body.post?.status).toBe('draft');
  });

  it('takes a post in review back to draft when its writer saves it', async () => {
    const { body } = await draft(writer);
    await editor(writer, { action: 'submit', id: body.post!.id });
    const saved = await editor(writer, { action: 'save', id: body.post!.id, post: { title: 'Changed' } });
    expect(saved.body.post?.status).toBe('draft');
  });
});

describe('preview', () => {
  it('answers the writer and admins, not another writer nor a visitor', async () => {
    const { body } = await draft(writer);
    const id = body.post!.id;
    expect((await writer.rpc('blog_post_preview', { post_id: id })).data).toMatchObject({ id, status: 'draft' });
    expect((await admin.rpc('blog_post_preview', { post_id: id })).data).toMatchObject({ id });
    expect((await writer2.rpc('blog_post_preview', { post_id: id })).error?.code).toBe('42501');
    expect((await anonClient().rpc('blog_post_preview', { post_id: id })).error?.code).toBe('42501');
  });
});

describe('the blog-images bucket', () => {
  it('takes an image in the writer’s own folder; refuses another type, a large file and another folder', async () => {
    const { data: user } = await writer.auth.getUser();
    const { data: other } = await writer2.auth.getUser();
    const bucket = writer.storage.from('blog-images');
    const webp = (size = 64) => new Blob([new Uint8Array(size)], { type: 'image/webp' });
    const own = `${user.user!.id}/${crypto.randomUUID()}.webp`;
    expect((await bucket.upload(own, webp())).error).toBeNull();
    const html = await bucket.upload(`${user.user!.id}/${crypto.randomUUID()}.webp`, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
    expect(html.error).toMatchObject({ statusCode: '415' });
    const big = await bucket.upload(`${user.user!.id}/${crypto.randomUUID()}.webp`, webp(10 * 1024 * 1024 + 1));
    expect(big.error).toMatchObject({ statusCode: '413' });
    const theirs = await bucket.upload(`${other.user!.id}/${crypto.randomUUID()}.webp`, webp());
    expect(theirs.error).toMatchObject({ statusCode: '403' });
    await service.storage.from('blog-images').remove([own]);
  });
});
