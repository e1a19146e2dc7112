// /storage/v1 of the local backend: a Storage-compatible service for what supabase-js `storage`
// calls here (upload, public, authenticated and signed download, signed URLs, remove, list), with
// the hosted service's paths, checks, order of checks and error shapes. Supabase's own storage
// server is not published on npm and needs Docker, so this stands in for it
// (docs/architecture.md#d42). It keeps no protection of its own: what a bucket takes is its row
// (size limit, allowed types against the declared Content-Type, as hosted; no look at the bytes),
// and who may do what is the policies of our migrations, run as the caller's role with the
// request's JWT claims. An upload's permission is tested before its body is read, as hosted.
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
import { mimeTypeAllowed, readFormUpload, readRawBody, type FormUpload } from './upload.ts';

export interface StorageServiceOptions {
  db: Database;
  /** Verifies the request's JWT (a user's session, or the role token the front door minted). */
  verifyJwt(token: string): Promise<JWTPayload>;
  /** Folder the files are kept in. */
  root: string;
  /** Signs a signed URL's token (verified again by verifyJwt). */
  signJwt(claims: JWTPayload): Promise<string>;
  /** config.toml's storage.file_size_limit: no upload is read beyond it, whatever the bucket. */
  maxUploadBytes: number;
}

export interface StorageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** The path below /storage/v1, still percent-encoded. */
  path: string;
  /** `Bearer <jwt>` as the front door passes it on; none for a public or signed download. */
  authorization: string | undefined;
  cors: Record<string, string>;
}

/**
 * A refusal as hosted Storage renders it: the body's statusCode is the refusal's own (403, 404,
 * 409, 413, 415...), `code` names it, and the HTTP status is 400 for all of them (500 for an
 * internal error), which supabase-js reports as the StorageApiError's `status`.
 */
class StorageFailure extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;
  /** The HTTP status, where it is not the usual 400 (or 500). */
  httpStatus: number | undefined;
  constructor(statusCode: number, code: string, message: string, error = code) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }
}

const fail = {
  notFound: () => new StorageFailure(404, 'NoSuchKey', 'Object not found', 'not_found'),
  bucketNotFound: () => new StorageFailure(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidKey: (message: string) => new StorageFailure(400, 'InvalidKey', `Invalid key: ${message}`),
  accessDenied: (message: string) => new StorageFailure(403, 'AccessDenied', message, 'Unauthorized'),
  tooLarge: () => new StorageFailure(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  badType: (type: string) => new StorageFailure(415, 'InvalidMimeType', `mime type ${type} is not supported`, 'invalid_mime_type'),
  keyExists: () => new StorageFailure(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  duplicate: () => new StorageFailure(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  invalidRequest: (message: string) => new StorageFailure(400, 'InvalidRequest', message),
  noContent: () => new StorageFailure(400, 'InvalidRequest', 'No content provided'),
  invalidJwt: (message: string) => new StorageFailure(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: (message = 'Invalid signature') => new StorageFailure(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageFailure(400, 'ExpiredToken', 'The provided token has expired.'),
  /** The one answer with its own HTTP status: a route Storage does not have. */
  noRoute: (method: string, route: string) => {
    const failure = new StorageFailure(404, 'InvalidRequest', `Route ${method}:${route} not found`, 'Not Found');
    failure.httpStatus = 404;
    return failure;
  },
};

const BUCKET_ID = /^[a-z0-9][a-z0-9._-]{0,62}$/;
/** The characters hosted Storage accepts in an object's name, `/` included; nothing else is checked. */
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** The name hosted Storage gives a folder's placeholder: no size, whatever the bucket allows. */
const EMPTY_FOLDER_PLACEHOLDER = '.emptyFolderPlaceholder';
/** What a signed URL's token is for (its `scope` claim), as hosted. */
const DOWNLOAD_SCOPE = 'download';

/** A decoded object name, or Storage's refusal of a character it does not take. */
function checkObjectName(name: string): string {
  if (!VALID_KEY.test(name)) throw fail.invalidKey(name);
  return name;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw fail.invalidKey(text);
  }
}

/** `bucket/some/name` (encoded) → the bucket and the decoded name, not yet checked. */
function bucketAndName(rest: string): { bucket: string; name: string } {
  const cut = rest.indexOf('/');
  const bucket = decode(cut < 0 ? rest : rest.slice(0, cut));
  if (!BUCKET_ID.test(bucket)) throw fail.bucketNotFound();
  return { bucket, name: decode(cut < 0 ? '' : rest.slice(cut + 1)) };
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
 * The largest text field a form upload may carry before its file (supabase-js's cacheControl and
 * metadata). The size limit is the file's, checked on it.
 */
const FORM_FIELD_BYTES = 2 * 1024 * 1024;

interface Caller {
  role: string;
  claims: JWTPayload;
}

/** Thrown to roll back a permission test, as hosted Storage tests an upload before reading it. */
const ROLLBACK = Symbol('permission tested');

export function createStorageService(options: StorageServiceOptions) {
  const { db, root } = options;
  const temporaryDir = path.join(root, '.uploads');

  /**
   * The file of a stored name. Names are S3 keys, so `.` and `..` segments are legal ones; like
   * Storage's own file backend (what `supabase start` runs), this disk refuses them rather than
   * let a name resolve outside its bucket's folder.
   */
  function fileOf(bucket: string, name: string): string {
    const bucketRoot = path.join(root, bucket);
    const dotSegment = name.split('/').some((segment) => segment === '.' || segment === '..');
    const file = path.resolve(bucketRoot, ...name.split('/'));
    if (dotSegment || name.includes('\0') || !file.startsWith(`${bucketRoot}${path.sep}`)) {
      throw fail.invalidKey(`${bucket}/${name} contains dot path segment`);
    }
    return file;
  }

  async function callerOf(authorization: string | undefined): Promise<Caller> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
    let claims: JWTPayload;
    try {
      claims = await options.verifyJwt(token);
    } catch (error) {
      throw fail.accessDenied((error as Error).message || 'invalid token');
    }
    const role = typeof claims.role === 'string' ? claims.role : '';
    if (!API_ROLES.has(role)) throw fail.accessDenied('Access denied: Invalid role');
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

  /** Runs `work` as the caller and rolls it back: whether the policies let it through. */
  async function testPermission(caller: Caller, work: (client: pg.PoolClient) => Promise<unknown>): Promise<void> {
    try {
      await asCaller(caller, async (client) => {
        await work(client);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw databaseFailure(error);
    }
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

  /**
   * An upload, in hosted Storage's order: the caller's token, the bucket, the declared type
   * against the bucket's allowed types and a declared length against the size limit, the name's
   * characters, then the policies (an insert, or an upsert, tried and rolled back), and only then
   * the file's bytes, which are stored and recorded as the service itself.
   */
  async function upload(request: StorageRequest, rest: string, upsert: boolean) {
    const { req } = request;
    const { bucket: bucketId, name } = bucketAndName(rest);
    const caller = await callerOf(request.authorization);
    const bucket = await bucketOf(bucketId);
    const placeholder = name.endsWith(EMPTY_FOLDER_PLACEHOLDER);
    const maxFileSize = placeholder ? 0 : Math.min(bucket.file_size_limit ?? Infinity, options.maxUploadBytes);
    const allowedTypes = placeholder ? [] : (bucket.allowed_mime_types ?? []);
    const contentType = firstHeader(req, 'content-type');
    const declaredLength = Number(firstHeader(req, 'content-length') ?? NaN);

    let mimeType: string;
    let cacheControl: string;
    let form: FormUpload | undefined;
    if (contentType?.startsWith('multipart/form-data')) {
      form = await readFormUpload(req, FORM_FIELD_BYTES);
      if (!form) throw fail.noContent();
      mimeType = form.fields.contentType || form.fileType;
      cacheControl = form.fields.cacheControl ? `max-age=${form.fields.cacheControl}` : 'no-cache';
      if (allowedTypes.length > 0 && !mimeTypeAllowed(mimeType, allowedTypes)) throw fail.badType(mimeType);
    } else {
      mimeType = contentType || 'application/octet-stream';
      cacheControl = firstHeader(req, 'cache-control') ?? 'no-cache';
      if (allowedTypes.length > 0 && !mimeTypeAllowed(mimeType, allowedTypes)) throw fail.badType(mimeType);
      if (declaredLength > maxFileSize) throw fail.tooLarge();
    }
    checkObjectName(name);

    const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
    const ownerUuid = owner && UUID.test(owner) ? owner : null;
    const tested = { mimetype: mimeType, ...(Number.isFinite(declaredLength) ? { contentLength: declaredLength } : {}) };
    await testPermission(caller, (client) =>
      upsert
        ? client.query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3, $4, $5, '1')
             on conflict (name, bucket_id) do update set metadata = excluded.metadata, version = excluded.version,
               owner = excluded.owner, owner_id = excluded.owner_id
             returning id`,
            [bucketId, name, ownerUuid, owner, JSON.stringify(tested)],
          )
        : client
            .query(
              `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3, $4, $5, '1')`,
              [bucketId, name, ownerUuid, owner, JSON.stringify(tested)],
            )
            .catch((error: unknown) => {
              throw (error as { code?: string }).code === '23505' ? fail.keyExists() : error;
            }),
    );

    const bytes = form ? await form.readFile(maxFileSize) : await readRawBody(req, maxFileSize);
    if (!bytes) throw fail.tooLarge();

    const now = new Date().toISOString();
    const metadata = {
      eTag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype: mimeType,
      cacheControl,
      lastModified: now,
      contentLength: bytes.length,
      httpStatusCode: 200,
    };
    const target = fileOf(bucketId, name);
    // Written aside first, moved into place once the row is recorded.
    fs.mkdirSync(temporaryDir, { recursive: true });
    const temporary = path.join(temporaryDir, crypto.randomUUID());
    fs.writeFileSync(temporary, bytes);
    try {
      // As hosted, the permission was tested above; the row itself is written by the service.
      const row = await db.transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (name, bucket_id) do update
             set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id,
                 version = excluded.version, updated_at = now()
           returning id`,
          [bucketId, name, ownerUuid, owner, JSON.stringify(metadata), crypto.randomUUID()],
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

  /**
   * Serves a stored file with the headers hosted Storage sends: its recorded type (any type
   * naming text/html is served as text/plain), ETag, `X-Robots-Tag: none`, and its Cache-Control,
   * or for a signed URL the token's expiry as Expires. Nothing else is added.
   */
  function sendFile(request: StorageRequest, row: ObjectRow, expires?: string) {
    const { req, res, cors } = request;
    const file = fileOf(row.bucket_id, row.name);
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      throw fail.notFound();
    }
    const metadata = row.metadata;
    const mimeType = metadata?.mimetype ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      ...cors,
      'Content-Type': mimeType.includes('text/html') ? 'text/plain' : mimeType,
      'Last-Modified': new Date(metadata?.lastModified ?? row.updated_at).toUTCString(),
      'Accept-Ranges': 'bytes',
      'X-Robots-Tag': 'none',
    };
    if (expires) headers.Expires = expires;
    else if (metadata?.cacheControl) headers['Cache-Control'] = metadata.cacheControl;
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

  /** An object as the service itself finds it (public and signed downloads), or Storage's 404. */
  async function objectOf(bucketId: string, name: string): Promise<ObjectRow> {
    const rows = await db.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
    if (!rows[0]) throw fail.notFound();
    return rows[0];
  }

  async function publicDownload(request: StorageRequest, rest: string) {
    const { bucket: bucketId, name } = bucketAndName(rest);
    checkObjectName(name);
    const bucket = await bucketOf(bucketId);
    // A private bucket's files are never public, whatever their rows say.
    if (!bucket.public) throw fail.bucketNotFound();
    sendFile(request, await objectOf(bucketId, name));
  }

  /** The caller's view of an object: what the policies let it select, or Storage's 404. */
  async function visibleObject(caller: Caller, bucketId: string, name: string): Promise<ObjectRow> {
    checkObjectName(name);
    const rows = await asCaller(caller, async (client) =>
      (await client.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name])).rows,
    );
    if (!rows[0]) throw fail.notFound();
    return rows[0];
  }

  async function authenticatedDownload(request: StorageRequest, rest: string) {
    const { bucket: bucketId, name } = bucketAndName(rest);
    const caller = await callerOf(request.authorization);
    sendFile(request, await visibleObject(caller, bucketId, name));
  }

  /** A signed URL for an object the caller can see: a token for its path, valid `expiresIn` s. */
  async function sign(request: StorageRequest, rest: string) {
    const { bucket: bucketId, name } = bucketAndName(rest);
    const caller = await callerOf(request.authorization);
    const body = await jsonBody(request.req);
    const expiresIn = body.expiresIn;
    if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
      throw fail.invalidRequest('body/expiresIn must be >= 1');
    }
    await visibleObject(caller, bucketId, name);
    const url = `${bucketId}/${name}`;
    const now = Math.floor(Date.now() / 1000);
    const token = await options.signJwt({ url, scope: DOWNLOAD_SCOPE, iat: now, exp: now + expiresIn });
    sendJson(request.res, 200, { signedURL: `/object/sign/${url}?token=${token}` }, request.cors);
  }

  /** A download by signed URL: a token for this very path, unexpired, signed by this backend. */
  async function signedDownload(request: StorageRequest, rest: string, query: URLSearchParams) {
    const { bucket: bucketId, name } = bucketAndName(rest);
    let claims: JWTPayload;
    try {
      claims = await options.verifyJwt(query.get('token') ?? '');
    } catch (error) {
      throw fail.invalidJwt((error as Error).message);
    }
    const scope = claims.scope;
    if (scope !== DOWNLOAD_SCOPE && !(scope === undefined && !('upsert' in claims))) {
      throw fail.invalidSignature(`Token is not scoped for ${DOWNLOAD_SCOPE}`);
    }
    if (claims.url !== `${bucketId}/${name}`) throw fail.invalidSignature();
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw fail.expiredSignature();
    checkObjectName(name);
    const row = await objectOf(bucketId, name);
    sendFile(request, row, new Date(claims.exp * 1000).toUTCString());
  }

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body.ok) throw body.reason === 'too_large' ? fail.tooLarge() : fail.invalidRequest('The request was cut short');
    try {
      const value = JSON.parse(body.body.toString('utf8') || '{}') as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw fail.invalidRequest('Body is not valid JSON');
  }

  async function remove(caller: Caller, bucketId: string, names: string[]) {
    // Only the rows the policies let the caller delete go, as hosted: the others stay, unreported.
    const removed = await asCaller(caller, async (client) =>
      (await client.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [bucketId, names]))
        .rows,
    );
    for (const row of removed) {
      try {
        fs.rmSync(fileOf(row.bucket_id, row.name), { force: true });
      } catch {
        // A name the disk never held (a dot segment) has no file to remove.
      }
    }
    return removed;
  }

  async function removeMany(request: StorageRequest, bucketId: string) {
    const caller = await callerOf(request.authorization);
    const body = await jsonBody(request.req);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
      throw fail.invalidRequest('body/prefixes must NOT have fewer than 1 items');
    }
    if (prefixes.length > 1000) throw fail.invalidRequest('Bulk object requests are limited to 1000 objects per request.');
    sendJson(request.res, 200, await remove(caller, bucketId, prefixes as string[]), request.cors);
  }

  /**
   * Storage's list (its storage.search function, run as the caller): one level below the prefix,
   * files and each deeper folder once (a row without an id); prefix and search matched without
   * regard to case. By name, folders and files sort together on the lower-cased name; by another
   * column, the folders come first, by name.
   */
  async function list(request: StorageRequest, bucketId: string) {
    const caller = await callerOf(request.authorization);
    const body = await jsonBody(request.req);
    if (typeof body.prefix !== 'string') throw fail.invalidRequest("body must have required property 'prefix'");
    let prefix = body.prefix;
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
    const search = typeof body.search === 'string' ? body.search : '';
    const limit = Math.min(Number(body.limit) || 100, 1500);
    const offset = Number(body.offset) || 0;
    if (!Number.isInteger(limit) || limit < 1) throw fail.invalidRequest('body/limit must be >= 1');
    if (!Number.isInteger(offset) || offset < 0) throw fail.invalidRequest('body/offset must be >= 0');
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
    const direction = String(sortBy.order ?? 'asc').toLowerCase() === 'asc' ? 1 : -1;
    const like = `${(prefix + search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await asCaller(caller, async (client) =>
      (await client.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name ilike $2`, [bucketId, like])).rows,
    );
    type Entry = Pick<ObjectRow, 'name' | 'id' | 'updated_at' | 'created_at' | 'last_accessed_at' | 'metadata'> | Record<'id' | 'updated_at' | 'created_at' | 'last_accessed_at' | 'metadata', null> & { name: string };
    const entries = new Map<string, Entry>();
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const cut = rest.indexOf('/');
      if (cut >= 0) {
        const folder = rest.slice(0, cut);
        if (!entries.has(`${folder}/`)) entries.set(`${folder}/`, { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      } else {
        const { id, updated_at, created_at, last_accessed_at, metadata } = row;
        entries.set(rest, { name: rest, id, updated_at, created_at, last_accessed_at, metadata });
      }
    }
    const compare = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0) * direction;
    const sorted = [...entries.values()].sort((a, b) => {
      if (column === 'name') return compare(a.name.toLowerCase(), b.name.toLowerCase());
      if ((a.id === null) !== (b.id === null)) return a.id === null ? -1 : 1;
      if (a.id === null) return compare(a.name, b.name);
      return compare(new Date(String(a[column as keyof Entry])).toISOString(), new Date(String(b[column as keyof Entry])).toISOString());
    });
    sendJson(request.res, 200, sorted.slice(offset, offset + limit), request.cors);
  }

  async function route(request: StorageRequest) {
    const method = request.req.method ?? 'GET';
    const object = /^\/object\/(.+)$/.exec(request.path)?.[1];
    if (object === undefined) throw fail.noRoute(method, request.path);
    const read = method === 'GET' || method === 'HEAD';
    if (read && object.startsWith('public/')) return publicDownload(request, object.slice('public/'.length));
    if (read && object.startsWith('sign/')) return signedDownload(request, object.slice('sign/'.length), new URL(request.req.url ?? '/', 'http://storage.local').searchParams);
    if (read && object.startsWith('authenticated/')) return authenticatedDownload(request, object.slice('authenticated/'.length));
    if (method === 'POST' && object.startsWith('sign/')) return sign(request, object.slice('sign/'.length));
    if (method === 'POST' && object.startsWith('list/')) {
      const bucket = decode(object.slice('list/'.length));
      if (!BUCKET_ID.test(bucket)) throw fail.bucketNotFound();
      return list(request, bucket);
    }
    if (read) return authenticatedDownload(request, object);
    if (method === 'POST') return upload(request, object, firstHeader(request.req, 'x-upsert') === 'true');
    // PUT replaces (supabase-js's update()), as an upsert.
    if (method === 'PUT') return upload(request, object, true);
    if (method === 'DELETE' && !object.includes('/')) {
      const bucket = decode(object);
      if (!BUCKET_ID.test(bucket)) throw fail.bucketNotFound();
      return removeMany(request, bucket);
    }
    if (method === 'DELETE') {
      const { bucket, name } = bucketAndName(object);
      const caller = await callerOf(request.authorization);
      // As hosted: a missing object is a 404; one the policies keep is refused.
      await objectOf(bucket, name);
      const removed = await remove(caller, bucket, [name]);
      if (removed.length === 0) throw fail.accessDenied('Access denied');
      sendJson(request.res, 200, { message: 'Successfully deleted' }, request.cors);
      return;
    }
    throw fail.noRoute(method, request.path);
  }

  return {
    /** Whether a request may come without an API key: public files and signed URLs are links anyone follows. */
    isPublicRead(method: string | undefined, storagePath: string): boolean {
      return (method === 'GET' || method === 'HEAD') && (storagePath.startsWith('/object/public/') || storagePath.startsWith('/object/sign/'));
    },
    async handle(request: StorageRequest): Promise<void> {
      try {
        await route(request);
      } catch (error) {
        const failure = error instanceof StorageFailure ? error : databaseFailure(error);
        // What of the body was not read is received and dropped, never kept.
        request.req.removeAllListeners('data');
        request.req.resume();
        sendJson(
          request.res,
          failure.httpStatus ?? (failure.statusCode === 500 ? 500 : 400),
          { statusCode: String(failure.statusCode), code: failure.code, error: failure.error, message: failure.message },
          request.cors,
        );
      }
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A database refusal as hosted Storage words it: a policy's is a 403, a taken name a 409. */
function databaseFailure(error: unknown): StorageFailure {
  if (error instanceof StorageFailure) return error;
  const pgError = error as { code?: string; message?: string };
  if (pgError.code === '42501') {
    return fail.accessDenied(pgError.message?.includes('row-level security') ? 'new row violates row-level security policy' : (pgError.message ?? 'Access denied'));
  }
  if (pgError.code === '23505') return fail.duplicate();
  if (pgError.code === '23503') return new StorageFailure(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
  console.error('[storage] request failed:', error);
  return new StorageFailure(500, 'InternalError', 'Internal server error', 'internal');
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
