// The local Storage (local/storage/service.ts) against hosted Supabase Storage's behaviour, through
// the unmodified supabase-js client, for what this site uses: upload (new, taken, replaced),
// download, list, signed URLs, public URLs and remove. The expected values are hosted Storage's:
// every refusal has HTTP status 400 (supabase-js's `error.status`) and a body
// `{ statusCode, code, error, message }` whose statusCode is the refusal's own (403, 404, 409, 413,
// 415), which supabase-js reports as `error.statusCode` and `error.code`; a file's type is the one
// its upload declares; and an upload's permission is decided before its body is read. Moving and
// copying are not served locally, and the site does neither.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, backend, serviceClient, staffClient } from '../helpers/clients.ts';

const BUCKET = 'site-media';
const folder = `team/conformance-${Date.now().toString(36)}`;

function bytesOf(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  for (let i = 0; i < size; i += 1) bytes[i] = (i * seed) % 251;
  return bytes;
}

function webp(size = 64, seed = 1): Blob {
  return new Blob([bytesOf(size, seed)], { type: 'image/webp' });
}

const admin = await staffClient('admin@demo.local');
const files = () => admin.storage.from(BUCKET);

/** A request to /storage/v1 as supabase-js makes it, answered with its status and JSON body. */
async function storageRequest(method: string, route: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${backend().url}/storage/v1${route}`, {
    method,
    body: init.body,
    headers: { apikey: backend().anonKey, Authorization: `Bearer ${backend().anonKey}`, ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

afterAll(async () => {
  const service = serviceClient().storage.from(BUCKET);
  for (const prefix of [folder, `${folder}/listing`, `${folder}/listing/sub`]) {
    const { data } = await service.list(prefix);
    const names = (data ?? []).filter((entry) => entry.id !== null).map((entry) => `${prefix}/${entry.name}`);
    if (names.length > 0) await service.remove(names);
  }
});

describe('upload', () => {
  it('stores a new file and answers with its path, id and full path', async () => {
    const name = `${folder}/new.webp`;
    const { data, error } = await files().upload(name, webp());
    expect(error).toBeNull();
    expect(data).toEqual({ path: name, id: expect.stringMatching(/^[0-9a-f-]{36}$/), fullPath: `${BUCKET}/${name}` });
  });

  it('refuses a taken name without upsert, as a 409 Duplicate, and replaces the file with upsert', async () => {
    const name = `${folder}/taken.webp`;
    expect((await files().upload(name, webp(64, 1))).error).toBeNull();
    const again = await files().upload(name, webp(80, 2));
    expect(again.data).toBeNull();
    expect(again.error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '409', code: 'KeyAlreadyExists', message: 'The resource already exists' });

    const replaced = await files().upload(name, webp(80, 2), { upsert: true });
    expect(replaced.error).toBeNull();
    const downloaded = await files().download(name);
    expect(new Uint8Array(await (downloaded.data as Blob).arrayBuffer())).toEqual(bytesOf(80, 2));
  });

  it('keeps the declared type and caching, and does not look at the bytes', async () => {
    const name = `${folder}/declared.webp`;
    const text = new Blob(['plain text, declared as an image'], { type: 'image/webp' });
    expect((await files().upload(name, text, { cacheControl: '60' })).error).toBeNull();
    const response = await fetch(files().getPublicUrl(name).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    // Storage adds X-Robots-Tag and no header of its own about the content.
    expect(response.headers.get('x-robots-tag')).toBe('none');
    expect(response.headers.get('x-content-type-options')).toBeNull();
  });
});

describe('download', () => {
  it('gives the stored bytes and type', async () => {
    const name = `${folder}/download.webp`;
    expect((await files().upload(name, webp(120, 3))).error).toBeNull();
    const { data, error } = await files().download(name);
    expect(error).toBeNull();
    expect(data?.type).toBe('image/webp');
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(bytesOf(120, 3));
  });

  it('answers a missing file with a 404 Object not found', async () => {
    const { data, error } = await files().download(`${folder}/missing.webp`);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
  });
});

describe('list', () => {
  const listing = `${folder}/listing`;

  it('lists one level below a prefix, folders as rows without an id, with limit, offset, sortBy and search', async () => {
    // Uploaded one after another, so their created_at follow this order.
    for (const name of ['b.webp', 'a.webp', 'C.webp', 'sub/x.webp']) {
      expect((await files().upload(`${listing}/${name}`, webp())).error).toBeNull();
    }
    const all = await files().list(listing);
    expect(all.error).toBeNull();
    // By name (the default), without regard to case, folders among the files.
    expect(all.data?.map((entry) => entry.name)).toEqual(['a.webp', 'b.webp', 'C.webp', 'sub']);
    const file = all.data?.[0];
    expect(file).toEqual({
      name: 'a.webp',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      updated_at: expect.any(String),
      created_at: expect.any(String),
      last_accessed_at: expect.any(String),
      metadata: expect.objectContaining({ mimetype: 'image/webp', size: 64 }),
    });
    expect(all.data?.[3]).toEqual({ name: 'sub', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });

    const page = await files().list(listing, { limit: 2, offset: 1 });
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.webp', 'C.webp']);
    const descending = await files().list(listing, { sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data?.map((entry) => entry.name)).toEqual(['sub', 'C.webp', 'b.webp', 'a.webp']);
    // By another column, the folders come first.
    const byCreation = await files().list(listing, { sortBy: { column: 'created_at', order: 'asc' } });
    expect(byCreation.data?.map((entry) => entry.name)).toEqual(['sub', 'b.webp', 'a.webp', 'C.webp']);
    const searched = await files().list(listing, { search: 'c' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['C.webp']);
    const inFolder = await files().list(`${listing}/sub`);
    expect(inFolder.data?.map((entry) => entry.name)).toEqual(['x.webp']);
  });
});

describe('signed URLs', () => {
  const name = `${folder}/signed.webp`;

  it('serves the file to whoever holds the URL, without an API key', async () => {
    expect((await files().upload(name, webp(90, 4))).error).toBeNull();
    const { data, error } = await files().createSignedUrl(name, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(new RegExp(`^${backend().url}/storage/v1/object/sign/${BUCKET}/${name}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    const response = await fetch(data?.signedUrl as string);
    expect(response.status).toBe(200);
    // The token's expiry, in place of the file's caching.
    expect(new Date(response.headers.get('expires') as string).getTime()).toBeGreaterThan(Date.now());
    expect(response.headers.get('cache-control')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytesOf(90, 4));
  });

  it('refuses a tampered token, a token for another file and an expired one', async () => {
    const { data } = await files().createSignedUrl(name, 1);
    const signedUrl = data?.signedUrl as string;
    const token = new URL(signedUrl).searchParams.get('token') as string;
    // The signature's first character changed (its last may carry only padding bits).
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    let response = await fetch(signedUrl.replace(token, tampered));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'signature verification failed' });

    response = await fetch(`${backend().url}/storage/v1/object/sign/${BUCKET}/${folder}/other.webp?token=${token}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' });

    await new Promise((resolve) => setTimeout(resolve, 2100));
    response = await fetch(signedUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: '"exp" claim timestamp check failed' });
  });

  it('works for a name with a space, which the URL carries encoded once', async () => {
    const spaced = `${folder}/with space.webp`;
    expect((await files().upload(spaced, webp(40, 6))).error).toBeNull();
    const { data } = await files().createSignedUrl(spaced, 60);
    expect(data?.signedUrl).toContain('/with%20space.webp?token=');
    const response = await fetch(data?.signedUrl as string);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytesOf(40, 6));
  });

  it('is not made for a missing file', async () => {
    const { data, error } = await files().createSignedUrl(`${folder}/missing.webp`, 60);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
  });
});

describe('public URLs', () => {
  it("are the public bucket's links, served without an API key", async () => {
    const name = `${folder}/public.webp`;
    expect((await files().upload(name, webp(70, 5))).error).toBeNull();
    const { data } = anonClient().storage.from(BUCKET).getPublicUrl(name);
    expect(data.publicUrl).toBe(`${backend().url}/storage/v1/object/public/${BUCKET}/${name}`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytesOf(70, 5));
  });
});

describe('remove', () => {
  it('removes a file and reports it; a missing one is not reported and is no error', async () => {
    const name = `${folder}/remove.webp`;
    expect((await files().upload(name, webp())).error).toBeNull();
    const removed = await files().remove([name]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([expect.objectContaining({ name, bucket_id: BUCKET })]);
    expect((await files().download(name)).error).toMatchObject({ statusCode: '404' });

    const missing = await files().remove([`${folder}/never-stored.webp`]);
    expect(missing).toMatchObject({ data: [], error: null });
  });
});

describe('refusals, with hosted Storage\'s body', () => {
  it('a policy: 403 Unauthorized, new row violates row-level security policy', async () => {
    const { status, body } = await storageRequest('POST', `/object/${BUCKET}/${folder}/anon.webp`, {
      body: bytesOf(64),
      headers: { 'content-type': 'image/webp' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'new row violates row-level security policy' });
  });

  it('a character Storage does not take in a name: 400 InvalidKey', async () => {
    const { data, error } = await files().upload(`${folder}/caf\u00e9.webp`, webp());
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '400', code: 'InvalidKey', message: `Invalid key: ${folder}/caf\u00e9.webp` });
  });

  it("a file over the bucket's size limit: 413 Payload too large", async () => {
    // limits-test (tests/integration/fixtures.sql) takes at most 1 KB.
    const { error } = await serviceClient().storage.from('limits-test').upload(`conformance-${Date.now()}.webp`, webp(2048));
    expect(error).toMatchObject({ status: 400, statusCode: '413', code: 'EntityTooLarge', message: 'The object exceeded the maximum allowed size' });
    const raw = await storageRequest('POST', `/object/limits-test/raw-${Date.now()}.webp`, {
      body: bytesOf(2048),
      headers: { Authorization: `Bearer ${backend().serviceKey}`, 'content-type': 'image/webp' },
    });
    expect(raw).toEqual({
      status: 400,
      body: { statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
    });
  });

  it('a type the bucket does not allow: 415 invalid_mime_type', async () => {
    const { error } = await files().upload(`${folder}/page.html`, new Blob(['<p>hi</p>'], { type: 'text/html' }));
    expect(error).toMatchObject({ status: 400, statusCode: '415', code: 'InvalidMimeType', message: 'mime type text/html is not supported' });
    // The type is compared as declared, parameters and all.
    const withCharset = await storageRequest('POST', `/object/${BUCKET}/${folder}/charset.webp`, {
      body: bytesOf(64),
      headers: { Authorization: `Bearer ${backend().serviceKey}`, 'content-type': 'image/webp; charset=binary' },
    });
    expect(withCharset.body).toEqual({ statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type', message: 'mime type image/webp; charset=binary is not supported' });
  });

  it('a route Storage does not have: HTTP 404', async () => {
    expect(await storageRequest('PATCH', `/object/${BUCKET}/${folder}/new.webp`)).toEqual({
      status: 404,
      body: { statusCode: '404', code: 'InvalidRequest', error: 'Not Found', message: `Route PATCH:/object/${BUCKET}/${folder}/new.webp not found` },
    });
  });

  it('an unknown bucket: 404 Bucket not found', async () => {
    const { error } = await admin.storage.from('no-such-bucket').upload('a.webp', webp());
    expect(error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  it('a taken name, as its body shows', async () => {
    const name = `${folder}/taken-raw.webp`;
    expect((await files().upload(name, webp())).error).toBeNull();
    const { status, body } = await storageRequest('POST', `/object/${BUCKET}/${name}`, {
      body: bytesOf(64),
      headers: { Authorization: `Bearer ${backend().serviceKey}`, 'content-type': 'image/webp' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: '409', code: 'KeyAlreadyExists', error: 'Duplicate', message: 'The resource already exists' });
  });
});

/**
 * Sends a visitor's upload of `size` bytes (after `prefix`, before `suffix`) as the network takes
 * it, and notes how much had been sent when the answer came: a server that does not read the body
 * holds the sender back.
 */
function sendLargeUpload(name: string, contentType: string, size: number, prefix = Buffer.alloc(0), suffix = Buffer.alloc(0)) {
  const total = prefix.length + size + suffix.length;
  const chunk = Buffer.alloc(256 * 1024, 7);
  return new Promise<{ total: number; sentBeforeAnswer: number; body: unknown }>((resolve, reject) => {
    let sent = 0;
    const request = http.request(new URL(`${backend().url}/storage/v1/object/${BUCKET}/${name}`), {
      method: 'POST',
      headers: {
        apikey: backend().anonKey,
        Authorization: `Bearer ${backend().anonKey}`,
        'content-type': contentType,
        'content-length': String(total),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const sentBeforeAnswer = sent;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ total, sentBeforeAnswer, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
    });
    request.write(prefix);
    sent = prefix.length;
    const send = () => {
      while (sent < prefix.length + size) {
        const part = chunk.subarray(0, Math.min(chunk.length, prefix.length + size - sent));
        sent += part.length;
        if (!request.write(part)) {
          request.once('drain', send);
          return;
        }
      }
      request.end(suffix);
    };
    send();
  });
}

describe("the order of an upload's checks", () => {
  const size = 30 * 1024 * 1024;
  const refusal = { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'new row violates row-level security policy' };

  async function expectNothingStored(name: string) {
    expect(fs.existsSync(path.join(backend().storageDir, BUCKET, ...name.split('/')))).toBe(false);
    const { data } = await serviceClient().storage.from(BUCKET).list(folder, { search: name.slice(folder.length + 1) });
    expect(data).toEqual([]);
  }

  it("refuses a visitor's 30 MiB upload on the policies before reading its body, and writes nothing", async () => {
    const name = `${folder}/large-anon.mp4`;
    const result = await sendLargeUpload(name, 'video/mp4', size);
    expect(result.body).toEqual(refusal);
    // The answer came while most of the body was still unsent: the service had not read it.
    expect(result.sentBeforeAnswer).toBeLessThan(result.total / 2);
    await expectNothingStored(name);
  });

  it('does the same for a form upload, as supabase-js sends a file: the form is read up to the file\'s headers only', async () => {
    const name = `${folder}/large-anon-form.mp4`;
    const boundary = '----conformance-boundary';
    const prefix = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const result = await sendLargeUpload(name, `multipart/form-data; boundary=${boundary}`, size, prefix, Buffer.from(`\r\n--${boundary}--\r\n`));
    expect(result.body).toEqual(refusal);
    expect(result.sentBeforeAnswer).toBeLessThan(result.total / 2);
    await expectNothingStored(name);
  });
});
