// Avatars over the running stack (migration 20261129120000_avatars_from_storage.sql), through the
// unmodified supabase-js client: a profile's avatar is an image its user uploaded to their own
// folder of the avatars bucket, never a URL another host serves; nobody else stores files there
// or sets it; the bucket takes PNG, JPEG and WebP up to 2 MB; sign-up metadata sets no avatar.
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backend, createUser, serviceClient, signedInClient, staffClient } from '../helpers/clients.ts';

const BUCKET = 'avatars';
const service = serviceClient();

/** The first bytes of a PNG file, then filler up to `size`. */
function pngBytes(size = 128): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  for (let i = 8; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
}

const png = (size?: number) => new Blob([pngBytes(size)], { type: 'image/png' });
const uploadName = (userId: string, extension = 'png') => `${userId}/${crypto.randomUUID()}.${extension}`;

const owner = await signedInClient('avatar-owner');
const other = await signedInClient('avatar-other');
const admin = await staffClient('admin@demo.local');
const superAdmin = await staffClient('super@demo.local');

afterAll(async () => {
  for (const id of [owner.user.id, other.user.id]) {
    const { data } = await service.storage.from(BUCKET).list(id);
    const names = (data ?? []).map((entry) => `${id}/${entry.name}`);
    if (names.length > 0) await service.storage.from(BUCKET).remove(names);
    await service.auth.admin.deleteUser(id);
  }
});

async function avatarOf(userId: string): Promise<string | null> {
  const { data, error } = await service.from('profiles').select('avatar_path').eq('id', userId).single();
  if (error) throw error;
  return (data as { avatar_path: string | null }).avatar_path;
}

async function setAvatar(client: SupabaseClient, userId: string, path: string | null) {
  return client.from('profiles').update({ avatar_path: path }).eq('id', userId).select('avatar_path');
}

describe('a user’s own avatar', () => {
  it('is uploaded to their folder, set on their profile and served by the project', async () => {
    const path = uploadName(owner.user.id);
    const bytes = pngBytes(300);
    const stored = await owner.client.storage.from(BUCKET).upload(path, new Blob([bytes], { type: 'image/png' }));
    expect(stored.error).toBeNull();
    const { data, error } = await setAvatar(owner.client, owner.user.id, path);
    expect(error).toBeNull();
    expect(data).toEqual([{ avatar_path: path }]);

    const url = owner.client.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${backend().url}/storage/v1/object/public/${BUCKET}/${path}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('is never a URL: REST refuses an external address, and the old column is gone', async () => {
    const before = await avatarOf(owner.user.id);
    for (const value of ['https://tracker.example/pixel.gif', `//tracker.example/${owner.user.id}/a.png`, `https://tracker.example/${owner.user.id}/a.png`]) {
      const { error } = await setAvatar(owner.client, owner.user.id, value);
      expect(error, value).toMatchObject({ code: '23514' });
    }
    const oldColumn = await owner.client.from('profiles').update({ avatar_url: 'https://tracker.example/pixel.gif' }).eq('id', owner.user.id).select('id');
    expect(oldColumn.error).toMatchObject({ code: 'PGRST204' });
    expect(await avatarOf(owner.user.id)).toBe(before);
  });

  it('is not another user’s file, nor one that was never uploaded', async () => {
    const theirs = uploadName(other.user.id);
    expect((await other.client.storage.from(BUCKET).upload(theirs, png())).error).toBeNull();
    expect((await setAvatar(owner.client, owner.user.id, theirs)).error).toMatchObject({ code: '23514' });
    expect((await setAvatar(owner.client, owner.user.id, uploadName(owner.user.id))).error).toMatchObject({ code: '23514' });
  });
});

describe('the avatars bucket', () => {
  it('refuses an upload to another user’s folder, and a visitor’s', async () => {
    const { error } = await owner.client.storage.from(BUCKET).upload(uploadName(other.user.id), png());
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const byAdmin = await admin.storage.from(BUCKET).upload(uploadName(other.user.id), png());
    expect(byAdmin.error).toMatchObject({ statusCode: '403' });
  });

  it('refuses SVG, HTML and other types, whatever the name says', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    const asSvg = await owner.client.storage.from(BUCKET).upload(uploadName(owner.user.id, 'webp'), svg);
    expect(asSvg.error).toMatchObject({ statusCode: '415', message: 'mime type image/svg+xml is not supported' });
    const html = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'text/html' });
    const asHtml = await owner.client.storage.from(BUCKET).upload(uploadName(owner.user.id, 'png'), html);
    expect(asHtml.error).toMatchObject({ statusCode: '415', message: 'mime type text/html is not supported' });
    const svgName = await owner.client.storage.from(BUCKET).upload(`${owner.user.id}/${crypto.randomUUID()}.svg`, png());
    expect(svgName.error).toMatchObject({ statusCode: '403' });
  });

  it('refuses a file over 2 MB', async () => {
    const { error } = await owner.client.storage.from(BUCKET).upload(uploadName(owner.user.id), png(2 * 1024 * 1024 + 1));
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const atLimit = await owner.client.storage.from(BUCKET).upload(uploadName(owner.user.id), png(2 * 1024 * 1024));
    expect(atLimit.error).toBeNull();
  });

  it('lets nobody but the owner remove a file', async () => {
    const path = uploadName(owner.user.id);
    expect((await owner.client.storage.from(BUCKET).upload(path, png())).error).toBeNull();
    for (const client of [other.client, admin]) {
      const { data } = await client.storage.from(BUCKET).remove([path]);
      expect(data ?? []).toEqual([]);
    }
    expect((await fetch(owner.client.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status).toBe(200);
  });
});

describe('someone else’s avatar', () => {
  it('is set by neither an admin nor a super admin, to anything', async () => {
    const path = uploadName(owner.user.id);
    expect((await owner.client.storage.from(BUCKET).upload(path, png())).error).toBeNull();
    expect((await setAvatar(owner.client, owner.user.id, path)).error).toBeNull();
    for (const client of [admin, superAdmin]) {
      for (const value of [null, 'https://tracker.example/pixel.gif', uploadName(owner.user.id)]) {
        const { error } = await setAvatar(client, owner.user.id, value);
        expect(error, String(value)).toMatchObject({ code: '42501', message: 'Only the user can change their own avatar' });
      }
    }
    expect(await avatarOf(owner.user.id)).toBe(path);
  });
});

describe('a new account', () => {
  it('takes no avatar from its metadata', async () => {
    const user = await createUser('avatar-meta', { full_name: 'Meta Data', avatar_url: 'https://tracker.example/pixel.gif', avatar_path: 'x/y.png' });
    try {
      const { data, error } = await service.from('profiles').select('full_name, avatar_path').eq('id', user.id).single();
      expect(error).toBeNull();
      expect(data).toEqual({ full_name: 'Meta Data', avatar_path: null });
    } finally {
      await service.auth.admin.deleteUser(user.id);
    }
  });
});
