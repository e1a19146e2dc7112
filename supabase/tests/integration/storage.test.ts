// Storage over the local front door (local/storage/service.ts), through the unmodified supabase-js
// client: who may store and remove files in the site-media bucket is the database's policies on
// storage.objects (migration 20261127100000_site_media.sql), and the bucket's row refuses a file of
// another declared type or a larger one, as hosted. As hosted, every refusal comes with HTTP 400 and
// its own code in the body's statusCode (storage-conformance.test.ts has the shapes).
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { anonClient, backend, serviceClient, staffClient } from '../helpers/clients.ts';

const BUCKET = 'site-media';
const folder = `team/storage-test-${Date.now().toString(36)}`;

/** The first bytes of a WebP file. */
function webpBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(bytes.buffer).setUint32(4, size - 8, true);
  bytes.set(new TextEncoder().encode('WEBPVP8 '), 8);
  for (let i = 16; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
}

function blobOf(bytes: Uint8Array<ArrayBuffer>, type: string): Blob {
  return new Blob([bytes], { type });
}

const admin = await staffClient('admin@demo.local');
const writer = await staffClient('writer@demo.local');

afterAll(async () => {
  const { data } = await serviceClient().storage.from(BUCKET).list(folder);
  const names = (data ?? []).map((entry) => `${folder}/${entry.name}`);
  if (names.length > 0) await serviceClient().storage.from(BUCKET).remove(names);
});

describe('who may store files in site-media', () => {
  it('refuses a visitor (the publishable key alone)', async () => {
    const { error } = await anonClient().storage.from(BUCKET).upload(`${folder}/anon.webp`, blobOf(webpBytes(), 'image/webp'));
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('refuses a writer', async () => {
    const { error } = await writer.storage.from(BUCKET).upload(`${folder}/writer.webp`, blobOf(webpBytes(), 'image/webp'));
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('stores an admin\'s file, owned by the admin, and serves it publicly with its type, caching and ETag, as hosted', async () => {
    const bytes = webpBytes(300);
    const path = `${folder}/480.webp`;
    const { data, error } = await admin.storage.from(BUCKET).upload(path, blobOf(bytes, 'image/webp'), { cacheControl: '31536000' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });

    const url = admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${backend().url}/storage/v1/object/public/${BUCKET}/${path}`);
    // A public file is a plain link: no API key, as an <img> asks for it.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('max-age=31536000');
    expect(response.headers.get('x-robots-tag')).toBe('none');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await fetch(url, { headers: { 'If-None-Match': etag as string } })).status).toBe(304);
    const ranged = await fetch(url, { headers: { Range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(10);
  });

  it('lets everyone list and read the public files, and refuses a second upload to a taken name unless it replaces', async () => {
    const path = `${folder}/960.webp`;
    expect((await admin.storage.from(BUCKET).upload(path, blobOf(webpBytes(), 'image/webp'))).error).toBeNull();
    const again = await admin.storage.from(BUCKET).upload(path, blobOf(webpBytes(80), 'image/webp'));
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const replaced = await admin.storage.from(BUCKET).upload(path, blobOf(webpBytes(80), 'image/webp'), { upsert: true });
    expect(replaced.error).toBeNull();

    const listed = await anonClient().storage.from(BUCKET).list(folder);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => entry.name)).toEqual(expect.arrayContaining(['480.webp', '960.webp']));
    const downloaded = await writer.storage.from(BUCKET).download(path);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data?.size).toBe(80);
  });

  it('removes files for an admin only', async () => {
    const path = `${folder}/remove-me.webp`;
    expect((await admin.storage.from(BUCKET).upload(path, blobOf(webpBytes(), 'image/webp'))).error).toBeNull();
    const byWriter = await writer.storage.from(BUCKET).remove([path]);
    expect(byWriter.error).toBeNull();
    expect(byWriter.data).toEqual([]);
    const url = admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);

    const byAdmin = await admin.storage.from(BUCKET).remove([path]);
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data?.map((entry) => entry.name)).toEqual([path]);
    expect(await (await fetch(url)).json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});

describe('a signed-out token', () => {
  it('neither stores nor removes site media, as REST refuses it (the policies check the session)', async () => {
    const session = await staffClient('admin@demo.local');
    const { data } = await session.auth.getSession();
    const token = data.session?.access_token as string;
    const kept = `${folder}/kept-after-sign-out.webp`;
    expect((await session.storage.from(BUCKET).upload(kept, blobOf(webpBytes(), 'image/webp'))).error).toBeNull();
    expect((await session.auth.signOut({ scope: 'local' })).error).toBeNull();

    // The same token, still unexpired, presented again.
    const ended = createClient(backend().url, backend().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const upload = await ended.storage.from(BUCKET).upload(`${folder}/after-sign-out.webp`, blobOf(webpBytes(), 'image/webp'));
    expect(upload.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const removed = await ended.storage.from(BUCKET).remove([kept]);
    expect(removed.data ?? []).toEqual([]);
    const { data: listed } = await serviceClient().storage.from(BUCKET).list(folder, { search: 'kept-after-sign-out' });
    expect(listed?.map((entry) => entry.name)).toEqual(['kept-after-sign-out.webp']);
    const rest = await ended.from('profiles').select('id').limit(1);
    expect(rest.status).toBe(401);
  });
});

describe("what the bucket's row refuses, whoever asks", () => {
  it('refuses a type the bucket does not allow', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const { error } = await admin.storage.from(BUCKET).upload(`${folder}/page.html`, blobOf(html, 'text/html'));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type text/html is not supported' });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await admin.storage.from(BUCKET).upload(`${folder}/logo.svg`, blobOf(svg, 'image/svg+xml'));
    expect(asSvg.error).toMatchObject({ statusCode: '415', message: 'mime type image/svg+xml is not supported' });
  });

  it('takes a file as its declared type, as hosted: the bytes are not examined, and it is served as that type', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const path = `${folder}/declared.webp`;
    expect((await admin.storage.from(BUCKET).upload(path, blobOf(html, 'image/webp'))).error).toBeNull();
    const response = await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it("refuses a file over the bucket's size limit", async () => {
    // limits-test (tests/integration/fixtures.sql) takes at most 1 KB.
    const { error } = await serviceClient().storage.from('limits-test').upload('big.webp', blobOf(webpBytes(2048), 'image/webp'));
    expect(error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const small = await serviceClient().storage.from('limits-test').upload(`small-${Date.now()}.webp`, blobOf(webpBytes(512), 'image/webp'));
    expect(small.error).toBeNull();
  });

  it('keeps a name with dot segments out of the disk, as Storage\'s own file backend does', async () => {
    const encoded = await admin.storage.from(BUCKET).upload('..%2F..%2Fescape.webp', blobOf(webpBytes(), 'image/webp'));
    expect(encoded.error).toMatchObject({ status: 400, statusCode: '400', message: 'Invalid key: site-media/../../escape.webp contains dot path segment' });
    // A literal ../ is resolved by the URL itself: the request no longer names the bucket.
    const literal = await admin.storage.from(BUCKET).upload('../escape.webp', blobOf(webpBytes(), 'image/webp'));
    expect(literal.error?.status).toBeGreaterThanOrEqual(400);
    const { data } = await serviceClient().storage.from(BUCKET).list('', { search: 'escape' });
    expect(data ?? []).toEqual([]);
  });

  it('refuses an upload without an API key', async () => {
    const response = await fetch(`${backend().url}/storage/v1/object/${BUCKET}/${folder}/nokey.webp`, { method: 'POST', body: webpBytes(), headers: { 'content-type': 'image/webp' } });
    expect(response.status).toBe(401);
  });
});

describe('a form upload cut short', () => {
  it('is refused without taking the storage server down', async () => {
    const { url, publishableKey } = backend();
    const target = new URL(`${url}/storage/v1/object/${BUCKET}/${folder}/cut-short.webp`);
    const boundary = 'cut-short-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.webp"\r\nContent-Type: image/webp\r\n\r\n`;
    const { request } = await import('node:http');
    // The visitor may not write here: the answer comes before the file is read, and the client
    // then stops sending halfway through the form it announced.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(target, {
        method: 'POST',
        headers: {
          apikey: publishableKey,
          Authorization: `Bearer ${publishableKey}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(head.length + 1_000_000),
        },
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error) => (error.message.includes('socket hang up') ? resolve(0) : reject(error)));
      req.write(head);
      req.write(Buffer.alloc(64 * 1024));
    });
    expect([400, 403]).toContain(status);
    // And it still answers.
    const { error } = await anonClient().storage.from(BUCKET).list(folder);
    expect(error).toBeNull();
  });
});
