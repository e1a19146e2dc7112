// /storage/v1 of the local backend: a Storage-compatible service for what supabase-js `storage`
// calls here (upload, public and authenticated download, remove, list), with the hosted service's
// paths and error shapes. Supabase's own storage server is not published on npm and needs Docker,
// so this stands in for it (docs/architecture.md#d42). As hosted, the rules are the database's:
// every write and every authenticated read of storage.objects runs as the caller's role with the
// request's JWT claims, so the policies of our migrations decide. The bucket's size limit and
// allowed types are checked here, and so is each file's first bytes against its declared type.
// Files live on disk under `root` (supabase/.data/storage by default), one folder per bucket.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type pg from 'pg';
import type { JWTPayload } from 'jose';
import type { Database } from '../database.ts';
import { MAX_BODY_BYTES } from '../config.ts';
import type { StorageBucketConfig } from '../project-config.ts';
import { firstHeader, readBody, sendJson } from '../http.ts';
import { baseMimeType, bytesMatchType, mimeTypeAllowed } from './fileTypes.ts';

export interface StorageServiceOptions {
  db: Database;
  /** Verifies the request's JWT (a user's session, or the role token the front door minted). */
  verifyJwt(token: string): Promise<JWTPayload>;
  /** Folder the files are kept in. */
  root: string;
  /** config.toml's storage.file_size_limit: no upload is read beyond it, whatever the bucket. */
  maxUploadBytes: number;
}

export interface StorageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** The path below /storage/v1, still percent-encoded. */
  path: string;
  /** `Bearer <jwt>` as the front door passes it on; none for a public download. */
  authorization: string | undefined;
  cors: Record<string, string>;
}

/** The hosted service's error body, which supabase-js turns into a StorageApiError. */
class StorageFailure extends Error {
  readonly status: number;
  readonly error: string;
  constructor(status: number, error: string, message: string) {
    super(message);
    this.status = status;
    this.error = error;
  }
}

const fail = {
  notFound: () => new StorageFailure(404, 'not_found', 'Object not found'),
  bucketNotFound: () => new StorageFailure(404, 'Bucket not found', 'Bucket not found'),
  invalidKey: (key: string) => new StorageFailure(400, 'InvalidKey', `Invalid key: ${key}`),
  unauthorized: (message: string) => new StorageFailure(403, 'Unauthorized', message),
  tooLarge: () => new StorageFailure(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  badType: (type: string) => new StorageFailure(415, 'invalid_mime_type', `mime type ${type} is not supported`),
  contentMismatch: (type: string) =>
    new StorageFailure(415, 'invalid_mime_type', `The file's content is not ${type}: its bytes are of another type`),
  duplicate: () => new StorageFailure(409, 'Duplicate', 'The resource already exists'),
  badRequest: (message: string) => new StorageFailure(400, 'InvalidRequest', message),
};

const BUCKET_ID = /^[a-z0-9][a-z0-9._-]{0,62}$/;
/** A name segment: the characters hosted Storage accepts in a key, without the path separator. */
const KEY_SEGMENT = /^[\w!\-.*'() &$@=;:+,?]+$/;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** A decoded object name, or a refusal: no empty, `.` or `..` segment, nothing outside the bucket. */
function checkObjectName(name: string): string {
  const segments = name.split('/');
  const valid =
    name.length > 0 &&
    name.length <= 1024 &&
    segments.every((segment) => segment !== '.' && segment !== '..' && KEY_SEGMENT.test(segment));
  if (!valid) throw fail.invalidKey(name);
  return name;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw fail.invalidKey(text);
  }
}

/** `bucket/some/name` (encoded) → the bucket and the checked, decoded name. */
function bucketAndName(rest: string): { bucket: string; name: string } {
  const cut = rest.indexOf('/');
  const bucket = decode(cut < 0 ? rest : rest.slice(0, cut));
  if (!BUCKET_ID.test(bucket)) throw fail.bucketNotFound();
  return { bucket, name: checkObjectName(decode(cut < 0 ? '' : rest.slice(cut + 1))) };
}

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: { eTag: string; size: number; mimetype: string; cacheControl: string; lastModified: string } | null;
}

const OBJECT_COLUMNS = 'id, bucket_id, name, owner, created_at, updated_at, last_accessed_at, metadata';

/**
 * Room for what supabase-js's form upload carries besides the file (its boundaries and field
 * headers, the cacheControl field): the bucket's size limit is the file's, checked once it is read.
 */
const FORM_ALLOWANCE_BYTES = 64 * 1024;

interface Caller {
  role: string;
  claims: JWTPayload;
}

export function createStorageService(options: StorageServiceOptions) {
  const { db, root } = options;
  const temporaryDir = path.join(root, '.uploads');

  function fileOf(bucket: string, name: string): string {
    const bucketRoot = path.join(root, bucket);
    const file = path.resolve(bucketRoot, ...name.split('/'));
    // The name was checked; this keeps the disk safe even if that check were ever loosened.
    if (!file.startsWith(`${bucketRoot}${path.sep}`)) throw fail.invalidKey(name);
    return file;
  }

  async function callerOf(authorization: string | undefined): Promise<Caller> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw fail.unauthorized('No authorization token was given');
    let claims: JWTPayload;
    try {
      claims = await options.verifyJwt(token);
    } catch (error) {
      throw fail.unauthorized((error as Error).message || 'invalid token');
    }
    const role = typeof claims.role === 'string' ? claims.role : '';
    if (!API_ROLES.has(role)) throw fail.unauthorized(`The role ${role || '(none)'} may not use Storage`);
    return { role, claims };
  }

  /** Runs `work` in one transaction as the caller's role with its claims, as PostgREST does. */
  function asCaller<T>(caller: Caller, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return db.transaction(async (client) => {
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
      // The role is one of API_ROLES, never the request's own text.
      await client.query(`set local role ${caller.role}`);
      return work(client);
    });
  }

  async function bucketOf(id: string): Promise<Bucket> {
    const rows = await db.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    const bucket = rows[0];
    if (!bucket) throw fail.bucketNotFound();
    return { ...bucket, file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit) };
  }

  /** The file and its declared type and caching from a raw body or supabase-js's form upload. */
  async function uploadedFile(req: IncomingMessage, body: Buffer<ArrayBuffer>) {
    const contentType = firstHeader(req, 'content-type') ?? 'application/octet-stream';
    if (baseMimeType(contentType) === 'multipart/form-data') {
      let form: FormData;
      try {
        form = await new Request('http://storage.local/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
      } catch {
        throw fail.badRequest('The upload form could not be read');
      }
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!file) throw fail.badRequest('The upload form has no file');
      const cacheControl = form.get('cacheControl');
      return {
        bytes: new Uint8Array(await file.arrayBuffer()),
        mimeType: file.type || 'application/octet-stream',
        cacheControl: typeof cacheControl === 'string' && /^\d+$/.test(cacheControl) ? `max-age=${cacheControl}` : 'max-age=3600',
      };
    }
    return {
      bytes: body,
      mimeType: contentType,
      cacheControl: firstHeader(req, 'cache-control') ?? 'max-age=3600',
    };
  }

  async function upload(request: StorageRequest, rest: string, upsert: boolean) {
    const { bucket: bucketId, name } = bucketAndName(rest);
    const caller = await callerOf(request.authorization);
    const bucket = await bucketOf(bucketId);
    // Read no further than the bucket takes (with room for a form's fields), so an upload over
    // its limit is refused without reading it all.
    const limit = Math.min(bucket.file_size_limit ?? Infinity, options.maxUploadBytes);
    const body = await readBody(request.req, Math.min(limit + FORM_ALLOWANCE_BYTES, options.maxUploadBytes));
    if (!body.ok) {
      if (body.reason === 'too_large') throw fail.tooLarge();
      return;
    }
    const file = await uploadedFile(request.req, body.body);
    if (file.bytes.length > limit) throw fail.tooLarge();
    const mimeType = baseMimeType(file.mimeType);
    if (!mimeTypeAllowed(mimeType, bucket.allowed_mime_types)) throw fail.badType(mimeType);
    if (!bytesMatchType(file.bytes, mimeType)) throw fail.contentMismatch(mimeType);

    const now = new Date().toISOString();
    const metadata = {
      eTag: `"${crypto.createHash('md5').update(file.bytes).digest('hex')}"`,
      size: file.bytes.length,
      mimetype: mimeType,
      cacheControl: file.cacheControl,
      lastModified: now,
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    };
    // Written aside first, moved into place only once the database has accepted the row, so a
    // refused upload never replaces a file.
    fs.mkdirSync(temporaryDir, { recursive: true });
    const temporary = path.join(temporaryDir, crypto.randomUUID());
    fs.writeFileSync(temporary, file.bytes);
    const target = fileOf(bucketId, name);
    const owner = typeof caller.claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(caller.claims.sub) ? caller.claims.sub : null;
    try {
      const row = await asCaller(caller, async (client) => {
        const conflict = upsert
          ? `on conflict (bucket_id, name) do update
               set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id,
                   version = excluded.version, updated_at = now(), last_accessed_at = now()`
          : '';
        const { rows } = await client.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
           values ($1, $2, $3, $4, $5, $6) ${conflict}
           returning id`,
          [bucketId, name, owner, owner, JSON.stringify(metadata), crypto.randomUUID()],
        );
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(temporary, target);
        return rows[0];
      });
      sendJson(request.res, 200, { Key: `${bucketId}/${name}`, Id: row?.id }, request.cors);
    } catch (error) {
      fs.rmSync(temporary, { force: true });
      throw databaseFailure(error);
    }
  }

  function sendFile(request: StorageRequest, row: ObjectRow) {
    const { req, res, cors } = request;
    const file = fileOf(row.bucket_id, row.name);
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      throw fail.notFound();
    }
    const metadata = row.metadata;
    const headers: Record<string, string> = {
      ...cors,
      'Content-Type': metadata?.mimetype ?? 'application/octet-stream',
      'Cache-Control': metadata?.cacheControl ?? 'max-age=3600',
      'Last-Modified': new Date(metadata?.lastModified ?? row.updated_at).toUTCString(),
      'Accept-Ranges': 'bytes',
      // A stored file is only ever what its type says: browsers must not guess another.
      'X-Content-Type-Options': 'nosniff',
    };
    if (metadata?.eTag) headers.ETag = metadata.eTag;
    if (metadata?.eTag && firstHeader(req, 'if-none-match') === metadata.eTag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    // One byte range, which is what a browser's video player asks for when it seeks.
    const range = /^bytes=(\d*)-(\d*)$/.exec(firstHeader(req, 'range') ?? '');
    let start = 0;
    let end = size - 1;
    let status = 200;
    if (range && (range[1] || range[2])) {
      start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` });
        res.end();
        return;
      }
      status = 206;
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['Content-Length'] = String(end - start + 1);
    res.writeHead(status, headers);
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return;
    }
    const stream = fs.createReadStream(file, { start, end });
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  async function publicDownload(request: StorageRequest, rest: string) {
    const { bucket: bucketId, name } = bucketAndName(rest);
    // The bucket and the object in one trip: no row is an unknown bucket, no object id a missing file.
    const rows = await db.query<{ public: boolean } & (ObjectRow | Record<keyof ObjectRow, null>)>(
      `select b.public, ${OBJECT_COLUMNS.replace(/\w+/g, 'o.$&')}
         from storage.buckets b left join storage.objects o on o.bucket_id = b.id and o.name = $2
        where b.id = $1`,
      [bucketId, name],
    );
    const found = rows[0];
    if (!found) throw fail.bucketNotFound();
    // A private bucket's files are never public, whatever their rows say.
    if (!found.public || found.id === null) throw fail.notFound();
    sendFile(request, found);
  }

  async function authenticatedDownload(request: StorageRequest, rest: string) {
    const { bucket: bucketId, name } = bucketAndName(rest);
    const caller = await callerOf(request.authorization);
    const rows = await asCaller(caller, async (client) =>
      (await client.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name])).rows,
    );
    if (!rows[0]) throw fail.notFound();
    sendFile(request, rows[0]);
  }

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body.ok) throw body.reason === 'too_large' ? fail.tooLarge() : fail.badRequest('The request was cut short');
    try {
      const value = JSON.parse(body.body.toString('utf8') || '{}') as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw fail.badRequest('The body must be a JSON object');
  }

  async function remove(request: StorageRequest, bucketId: string, names: string[]) {
    const caller = await callerOf(request.authorization);
    await bucketOf(bucketId);
    // Only the rows the policies let the caller delete go, as hosted: the others stay, unreported.
    const removed = await asCaller(caller, async (client) =>
      (await client.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [bucketId, names]))
        .rows,
    );
    for (const row of removed) fs.rmSync(fileOf(row.bucket_id, row.name), { force: true });
    return removed;
  }

  async function removeMany(request: StorageRequest, bucketId: string) {
    const body = await jsonBody(request.req);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || prefixes.some((p) => typeof p !== 'string')) {
      throw fail.badRequest('prefixes must be a list of 1 to 1000 object names');
    }
    const names = (prefixes as string[]).map(checkObjectName);
    sendJson(request.res, 200, await remove(request, bucketId, names), request.cors);
  }

  async function list(request: StorageRequest, bucketId: string) {
    const caller = await callerOf(request.authorization);
    const body = await jsonBody(request.req);
    await bucketOf(bucketId);
    let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
    if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
    const search = typeof body.search === 'string' ? body.search : '';
    const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset) || 0, 0);
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
    const descending = String(sortBy.order).toLowerCase() === 'desc';
    const like = `${(prefix + search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await asCaller(caller, async (client) =>
      (await client.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2`, [bucketId, like])).rows,
    );
    // One level below the prefix: files, and each deeper folder once, as a row without an id.
    const entries = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const cut = rest.indexOf('/');
      if (cut >= 0) {
        const folder = rest.slice(0, cut);
        if (!entries.has(folder)) entries.set(folder, { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      } else {
        entries.set(rest, { ...row, name: rest, bucket_id: undefined });
      }
    }
    const sorted = [...entries.values()].sort((a, b) => {
      const left = String(a[column] ?? '');
      const right = String(b[column] ?? '');
      return (left < right ? -1 : left > right ? 1 : 0) * (descending ? -1 : 1);
    });
    sendJson(request.res, 200, sorted.slice(offset, offset + limit), request.cors);
  }

  async function route(request: StorageRequest) {
    const method = request.req.method ?? 'GET';
    const object = /^\/object\/(.+)$/.exec(request.path)?.[1];
    if (object === undefined) throw new StorageFailure(404, 'not_found', 'Route not found');
    const read = method === 'GET' || method === 'HEAD';
    if (read && object.startsWith('public/')) return publicDownload(request, object.slice('public/'.length));
    if (read && object.startsWith('authenticated/')) return authenticatedDownload(request, object.slice('authenticated/'.length));
    if (method === 'POST' && object.startsWith('list/')) {
      const bucket = decode(object.slice('list/'.length));
      if (!BUCKET_ID.test(bucket)) throw fail.bucketNotFound();
      return list(request, bucket);
    }
    if (read) return authenticatedDownload(request, object);
    if (method === 'POST') return upload(request, object, firstHeader(request.req, 'x-upsert') === 'true');
    // PUT replaces (supabase-js's update()), so it may overwrite.
    if (method === 'PUT') return upload(request, object, true);
    if (method === 'DELETE' && !object.includes('/')) {
      const bucket = decode(object);
      if (!BUCKET_ID.test(bucket)) throw fail.bucketNotFound();
      return removeMany(request, bucket);
    }
    if (method === 'DELETE') {
      const { bucket, name } = bucketAndName(object);
      const removed = await remove(request, bucket, [name]);
      if (removed.length === 0) throw fail.notFound();
      sendJson(request.res, 200, { message: 'Successfully deleted' }, request.cors);
      return;
    }
    throw new StorageFailure(405, 'method_not_allowed', `${method} is not supported here`);
  }

  return {
    /** Whether a request may come without an API key: public files are links anyone follows. */
    isPublicRead(method: string | undefined, storagePath: string): boolean {
      return (method === 'GET' || method === 'HEAD') && storagePath.startsWith('/object/public/');
    },
    async handle(request: StorageRequest): Promise<void> {
      try {
        await route(request);
      } catch (error) {
        const failure = error instanceof StorageFailure ? error : databaseFailure(error);
        request.req.resume();
        sendJson(
          request.res,
          failure.status,
          { statusCode: String(failure.status), error: failure.error, message: failure.message },
          request.cors,
        );
      }
    },
  };
}

/** A database refusal as hosted Storage words it: a policy's is a 403, a taken name a 409. */
function databaseFailure(error: unknown): StorageFailure {
  if (error instanceof StorageFailure) return error;
  const code = (error as { code?: string }).code;
  if (code === '42501') return fail.unauthorized('new row violates row-level security policy');
  if (code === '23505') return fail.duplicate();
  if (code === '23503') return fail.bucketNotFound();
  console.error('[storage] request failed:', error);
  return new StorageFailure(500, 'internal', 'Internal error in the local storage service');
}

/**
 * Creates or updates the buckets config.toml declares, as `supabase start` does locally (and
 * `supabase seed buckets` on a linked project); a bucket only the database has is left alone.
 */
export async function applyConfigBuckets(db: Database, buckets: Record<string, StorageBucketConfig>): Promise<void> {
  for (const [id, bucket] of Object.entries(buckets)) {
    await db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)
       on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
         allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
      [id, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
    );
  }
}
