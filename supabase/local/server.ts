// The local backend's front door on port 54321: one node:http server that checks API keys like
// the hosted gateway, answers CORS and routes /rest/v1 (PostgREST), /auth/v1 (our auth service),
// /storage/v1 (our storage service: storage/service.ts) and /functions/v1 (the functions, running
// in Deno: edge.ts) to their parts. Run it with `npm start -w supabase`, or call
// startBackend() to run it in-process (tests, scripts).
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JWK, JWTPayload } from 'jose';
import { DEFAULT_PORT, localProjectEnv, MAX_BODY_BYTES, resolveOptions, SUPABASE_DIR, type BackendOptions } from './config.ts';
import { loadKeys } from './keys.ts';
import { openDatabase, type Database } from './database.ts';
import { applySchema, type SchemaReport } from './schema.ts';
import { startPostgrest, type Postgrest } from './postgrest.ts';
import { createAuthService } from './auth/service.ts';
import { apiVersionOf, errors as authErrors } from './auth/errors.ts';
import { startEdgeRuntime, type EdgeRuntime } from './edge.ts';
import { PROJECT_CONFIG_FILE, readProjectConfig } from './project-config.ts';
import { clientIp, corsHeaders, firstHeader, preflightHeaders, readBody, sendJson } from './http.ts';
import { siteBackendUrl, writeRuntimeConfig } from './runtime-config.ts';
import { startLocalSchedule } from './scheduler.ts';
import { applyConfigBuckets, createStorageService } from './storage/service.ts';

export type { BackendOptions } from './config.ts';

export interface Backend {
  /** Public API URL, e.g. http://127.0.0.1:54321. */
  url: string;
  /** sb_publishable_… (acts as anon): the key browsers get. */
  publishableKey: string;
  /** sb_secret_… (acts as service_role). */
  secretKey: string;
  /** Legacy HS256 API keys, still accepted as on the Supabase CLI stack. */
  anonKey: string;
  serviceKey: string;
  jwtSecret: string;
  /** The public keys Auth signs sessions with, as served at /auth/v1/.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  /** Verifies a token this backend accepts (its ES256 sessions and role tokens, legacy HS256). */
  verifyJwt(token: string): Promise<JWTPayload>;
  /** Superuser connection string of the database (psql, scripts). */
  databaseUrl: string;
  /** Unix socket of the PostgREST child, behind /rest/v1 (to measure the REST hop on its own). */
  restSocketPath: string;
  schema: SchemaReport;
  /** Runs SQL as the database owner, safely alongside PostgREST and auth (scripts, tests). */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The process id of the Deno process running the functions. */
  functionsPid(): number | undefined;
  /** Makes PostgREST re-read the schema after DDL run outside migrations. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
]);

/** decodeURIComponent that answers undefined for malformed escapes instead of throwing. */
function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A function's folder name; '_shared' and other '_' folders are code, never a function. */
const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]*$/i;

function bearerFrom(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)/i.exec(firstHeader(req, 'authorization') ?? '');
  return match?.[1];
}

/** The local stack's key for signing booking links; for local use only, like the local API keys. */
export const LOCAL_BOOKING_LINK_SECRET = 'local-booking-link-secret-not-for-production-use';

/** Starts the database, applies bootstrap/migrations/seed, PostgREST and the front door. */
export async function startBackend(input: BackendOptions = {}): Promise<Backend> {
  // What config.toml sets for the hosted project, read first: a key the local stack does not
  // implement, or an env() it cannot resolve, stops the start before anything runs. SITE_URL is
  // the local site unless set (a deploy sets the public one for `supabase config push`), the Send
  // Email Hook the local auth-email function with a local secret: its URL is read again below,
  // once the front door's port is known.
  const configFile = input.projectConfigFile ?? PROJECT_CONFIG_FILE;
  let projectEnv = localProjectEnv(process.env, `http://127.0.0.1:${DEFAULT_PORT}`);
  const siteUrl = projectEnv.SITE_URL as string;
  let projectConfig = readProjectConfig(configFile, projectEnv);
  const options = resolveOptions(input, process.env, {
    port: projectConfig.api.port,
    dbPort: projectConfig.db.port,
    seed: projectConfig.db.seed,
    seedFile: projectConfig.db.seedFile,
  });
  const log = options.log ? (message: string) => console.log(message) : () => {};
  const keys = await loadKeys({
    jwtSecret: options.jwtSecret,
    signingKeyFile: options.signingKeyFile,
    publishableKey: options.publishableKey,
    secretKey: options.secretKey,
  });
  const { anonKey, serviceKey } = keys;

  const cleanups: (() => Promise<void>)[] = [];
  const runCleanups = async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop() as () => Promise<void>;
      await cleanup().catch((error) => console.error('[backend] cleanup failed:', error));
    }
  };

  let db: Database;
  let postgrest: Postgrest;
  let schema: SchemaReport;
  // The port is taken first, so a busy port fails fast, before the database starts.
  const server = http.createServer();
  let url: string;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${options.port} is in use: is another backend running? (set SUPABASE_PORT)`, { cause: error });
    }
    throw error;
  }
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const shownHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
    url = `http://${shownHost}:${port}`;
  }
  projectEnv = localProjectEnv(process.env, url);
  projectConfig = readProjectConfig(configFile, projectEnv);
  // Until everything is up, requests get a clear 503 instead of a hang.
  const starting = (_req: IncomingMessage, res: ServerResponse) => {
    sendJson(res, 503, { message: 'The local backend is starting' });
  };
  server.on('request', starting);

  try {
    db = await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      dbPort: options.dbPort,
      log,
    });
    cleanups.push(() => db.stop());
    schema = await applySchema(db, {
      migrationsDir: options.migrationsDir,
      seedFile: options.seedFile,
      seed: options.seed,
      extraSqlFiles: options.extraSqlFiles,
      log,
    });
    postgrest = await startPostgrest({
      db,
      // One set with the ES256 public key and the legacy secret, so both kinds of token verify.
      jwtSecret: JSON.stringify(keys.postgrestJwks()),
      api: projectConfig.api,
      publicUrl: `${url}/rest/v1`,
      log,
      onCrash: (message) => console.error(`[backend] ${message}`),
    });
    cleanups.push(() => postgrest.stop());
  } catch (error) {
    await runCleanups();
    throw error;
  }

  // A hard exit (process.exit, fatal error) still takes the PostgREST child down.
  const onExit = () => postgrest.kill();
  process.once('exit', onExit);
  cleanups.unshift(async () => {
    process.off('exit', onExit);
  });

  // The auth settings config.toml pushes to the hosted project's GoTrue.
  const auth = createAuthService({
    db,
    tokens: { keys, expiry: projectConfig.auth.jwtExpiry, issuer: `${url}/auth/v1` },
    publicJwks: keys.publicJwks,
    config: projectConfig.auth,
  });

  // Files of the Storage buckets, on disk beside the database; who may write them is the
  // database's policies on storage.objects (docs/architecture.md#d42).
  const storage = createStorageService({
    db,
    verifyJwt: keys.verify,
    signJwt: keys.sign,
    root: options.storageDir,
    maxUploadBytes: projectConfig.storage.fileSizeLimit,
  });
  if (projectConfig.storage.enabled) await applyConfigBuckets(db, projectConfig.storage.buckets);

  // The variables the hosted platform gives every function (docs/deploy.md), with the backend's
  // own environment standing in for the function secrets (`supabase secrets set` when hosted).
  const functionEnv: Record<string, string> = {
    ...(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined)) as Record<string, string>),
    // The site the functions link to (the blog sitemap); the local one unless told otherwise.
    SITE_URL: siteUrl,
    // Signs the consultations' private links (docs/architecture.md#d40); a local value, as the
    // keys are: a deploy sets its own with `supabase secrets set`.
    BOOKING_LINK_SECRET: process.env.BOOKING_LINK_SECRET ?? LOCAL_BOOKING_LINK_SECRET,
    // The Send Email Hook's secret, as config.toml gives it to Auth (auth-email checks it).
    SEND_EMAIL_HOOK_SECRET: projectEnv.SEND_EMAIL_HOOK_SECRET as string,
    // The backend's address as the site's pages reach it, which the blog editor lets content
    // images come from (a deploy behind a custom domain sets it; see docs/deploy.md).
    SITE_SUPABASE_URL: process.env.SITE_SUPABASE_URL ?? siteBackendUrl(url),
    ...options.functionEnv,
    SUPABASE_URL: url,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
    SUPABASE_JWKS: JSON.stringify(keys.publicJwks()),
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
    SUPABASE_DB_URL: db.adminUrl,
    // Legacy HS256 tokens are still accepted here, as by a project that has not revoked its
    // legacy secret (docs/deploy.md says when to set it hosted, under this name).
    LEGACY_JWT_SECRET: options.jwtSecret,
  };
  let edge: EdgeRuntime;
  try {
    edge = await startEdgeRuntime({ env: functionEnv, log, watch: options.watchFunctions });
  } catch (error) {
    await runCleanups();
    throw error;
  }
  // As for PostgREST: a hard exit still takes Deno down; a clean stop removes the handler.
  const killEdge = () => edge.kill();
  process.once('exit', killEdge);
  cleanups.push(async () => {
    process.off('exit', killEdge);
    await edge.stop();
  });

  // The site's schedule (private.scheduled_jobs), run here as pg_cron runs it on a hosted project;
  // OUTBOX_POLL_MS overrides process-outbox's interval (0 turns it off); the hosted-only render
  // dispatch is off (local/scheduler.ts, HOSTED_ONLY_JOBS).
  const schedule = await startLocalSchedule(db, url, keys.secretKey, log);
  cleanups.push(() => schedule.stop());

  async function checkApiKey(req: IncomingMessage, requestUrl: URL, cors: Record<string, string>, res: ServerResponse) {
    const key = firstHeader(req, 'apikey') ?? requestUrl.searchParams.get('apikey') ?? undefined;
    if (!key) {
      sendJson(res, 401, { message: 'No API key found in request' }, cors);
      return undefined;
    }
    if ((await keys.roleForApiKey(key)) === undefined) {
      sendJson(res, 401, { message: 'Invalid API key' }, cors);
      return undefined;
    }
    return key;
  }

  // As the hosted gateway: sb_ keys never reach the services behind it. Without Authorization, or
  // with an sb_ key as bearer (supabase-js sends its key so), a short-lived JWT of that key's role
  // goes upstream instead. Anything else (a user's JWT, a legacy key) passes untouched.
  async function upstreamAuthorization(req: IncomingMessage, apiKey: string): Promise<string | undefined> {
    const authorization = firstHeader(req, 'authorization') || undefined;
    const key = authorization === undefined ? apiKey : bearerFrom(req);
    if (!key?.startsWith('sb_')) return authorization;
    const role = await keys.roleForApiKey(key);
    return role ? `Bearer ${await keys.mintRoleToken(role)}` : authorization;
  }

  function tooLarge(res: ServerResponse, cors: Record<string, string>) {
    sendJson(
      res,
      413,
      {
        code: 'request_too_large',
        error_code: 'request_too_large',
        message: `Request body is larger than ${MAX_BODY_BYTES} bytes`,
        msg: `Request body is larger than ${MAX_BODY_BYTES} bytes`,
      },
      { ...cors, Connection: 'close' },
    );
  }

  async function proxyRest(
    req: IncomingMessage,
    res: ServerResponse,
    requestUrl: URL,
    apiKey: string,
    cors: Record<string, string>,
  ) {
    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === 'too_large') tooLarge(res, cors);
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    // Without a user token the request runs as the API key's role (a legacy key is itself a JWT).
    headers.authorization = (await upstreamAuthorization(req, apiKey)) ?? `Bearer ${apiKey}`;
    headers['content-length'] = String(body.body.length);
    headers.host = 'localhost';
    const target = (requestUrl.pathname.slice('/rest/v1'.length) || '/') + requestUrl.search;

    const upstream = http.request({ socketPath: postgrest.socketPath, method: req.method, path: target, headers });
    const timer = setTimeout(() => upstream.destroy(new Error('PostgREST did not answer in time')), 60_000);
    const done = () => clearTimeout(timer);
    upstream.on('response', (upstreamRes) => {
      const outHeaders: http.OutgoingHttpHeaders = { ...cors };
      for (const [name, value] of Object.entries(upstreamRes.headers)) {
        // CORS is the front door's answer, not PostgREST's (which would add its own '*').
        if (name.startsWith('access-control-')) continue;
        if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
          outHeaders[name] = value;
        }
      }
      res.writeHead(upstreamRes.statusCode ?? 502, outHeaders);
      upstreamRes.pipe(res);
      upstreamRes.on('end', done);
      upstreamRes.on('error', () => {
        done();
        res.destroy();
      });
    });
    upstream.on('error', (error) => {
      done();
      sendJson(res, 502, { code: 'PGRST_UNAVAILABLE', message: `REST service error: ${error.message}`, details: null, hint: null }, cors);
    });
    res.on('close', () => {
      // The client went away: let the upstream finish (it holds a transaction) but stop waiting on it.
      if (!res.writableFinished) upstream.on('close', done);
    });
    upstream.end(body.body);
  }

  async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    requestUrl: URL,
    apiKey: string | undefined,
    cors: Record<string, string>,
  ) {
    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === 'too_large') {
        const error = authErrors.bodyTooLarge(MAX_BODY_BYTES);
        const answer = error.toResponse(apiVersionOf([req.headers['x-supabase-api-version']].flat()[0]));
        sendJson(res, error.status, answer.body, { ...cors, ...answer.headers, Connection: 'close' });
      }
      return;
    }
    const headers = { ...req.headers };
    const authorization = apiKey === undefined ? undefined : await upstreamAuthorization(req, apiKey);
    if (authorization === undefined) delete headers.authorization;
    else headers.authorization = authorization;
    const result = await auth({
      method: req.method ?? 'GET',
      path: requestUrl.pathname.slice('/auth/v1'.length) || '/',
      query: requestUrl.searchParams,
      headers,
      body: body.body.toString('utf8'),
      ip: clientIp(req),
    });
    sendJson(res, result.status, result.body, { ...cors, ...(result.headers ?? {}) });
  }

  async function handleFunction(
    name: string,
    req: IncomingMessage,
    res: ServerResponse,
    requestUrl: URL,
    cors: Record<string, string>,
  ) {
    // As the hosted functions gateway: a function whose config.toml block does not turn
    // verify_jwt off needs a valid JWT (none of ours does; they check their callers themselves).
    if (projectConfig.verifyJwt(name)) {
      const token = bearerFrom(req);
      if (!token) {
        req.resume();
        sendJson(res, 401, { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' }, cors);
        return;
      }
      try {
        await keys.verify(token);
      } catch {
        req.resume();
        sendJson(res, 401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' }, cors);
        return;
      }
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === 'too_large') tooLarge(res, cors);
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(key)) headers[key] = value;
    }
    // As the hosted gateway: the function learns the caller's address from X-Real-IP, which the
    // gateway sets from the connection (a client's own value is replaced), and X-Forwarded-For
    // gets the same address appended after whatever the client sent.
    const address = clientIp(req);
    headers['x-real-ip'] = address;
    const forwarded = firstHeader(req, 'x-forwarded-for');
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${address}` : address;
    headers['content-length'] = String(body.body.length);
    let origin: string;
    try {
      origin = await edge.origin();
    } catch (error) {
      sendJson(res, 503, { code: 'FUNCTIONS_UNAVAILABLE', message: `The functions runtime is not running: ${(error as Error).message.split('\n')[0]}` }, cors);
      return;
    }
    const target = new URL(`/${encodeURIComponent(name)}${requestUrl.pathname.slice(`/functions/v1/${name}`.length)}${requestUrl.search}`, origin);
    const upstream = http.request(target, { method: req.method, headers });
    upstream.setTimeout(150_000, () => upstream.destroy(new Error('the function did not answer in time')));
    upstream.on('response', (upstreamRes) => {
      // The function's own CORS headers win over the front door's defaults.
      const outHeaders: http.OutgoingHttpHeaders = {};
      for (const [key, value] of Object.entries(cors)) outHeaders[key.toLowerCase()] = value;
      for (const [key, value] of Object.entries(upstreamRes.headers)) {
        if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding'].includes(key)) outHeaders[key] = value;
      }
      res.writeHead(upstreamRes.statusCode ?? 502, outHeaders);
      upstreamRes.pipe(res);
      upstreamRes.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 502, { code: 'FUNCTION_UNREACHABLE', message: `The function could not be reached: ${error.message}` }, cors);
    });
    upstream.end(body.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let requestUrl: URL;
    try {
      requestUrl = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendJson(res, 400, { message: 'Malformed request URL' });
      return;
    }
    requestUrl = new URL(`${requestUrl.pathname}${requestUrl.search}`, url);
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req));
      res.end();
      req.resume();
      return;
    }
    const pathname = requestUrl.pathname;
    if (pathname === '/rest/v1' || pathname.startsWith('/rest/v1/')) {
      const key = await checkApiKey(req, requestUrl, cors, res);
      if (key) await proxyRest(req, res, requestUrl, key, cors);
      else req.resume();
      return;
    }
    if (pathname === '/auth/v1/.well-known/jwks.json' || (pathname === '/auth/v1/verify' && req.method === 'GET')) {
      // As hosted, the JWKS is public: whoever verifies tokens fetches it without an API key; so is
      // a mail's link (GET /verify), which a browser opens.
      await handleAuth(req, res, requestUrl, undefined, cors);
      return;
    }
    if (pathname === '/auth/v1' || pathname.startsWith('/auth/v1/')) {
      const key = await checkApiKey(req, requestUrl, cors, res);
      if (key) await handleAuth(req, res, requestUrl, key, cors);
      else req.resume();
      return;
    }
    if (projectConfig.storage.enabled && (pathname === '/storage/v1' || pathname.startsWith('/storage/v1/'))) {
      const storagePath = pathname.slice('/storage/v1'.length) || '/';
      // As hosted, a public file's URL works without an API key: pages link it in <img>.
      if (storage.isPublicRead(req.method, storagePath)) {
        await storage.handle({ req, res, path: storagePath, authorization: undefined, cors });
        return;
      }
      const key = await checkApiKey(req, requestUrl, cors, res);
      if (!key) {
        req.resume();
        return;
      }
      // A legacy key is itself a JWT of its role.
      const authorization = (await upstreamAuthorization(req, key)) ?? `Bearer ${key}`;
      await storage.handle({ req, res, path: storagePath, authorization, cors });
      return;
    }
    const fn = /^\/functions\/v1\/([^/]+)(?:\/.*)?$/.exec(pathname);
    if (fn) {
      const name = safeDecode(fn[1] as string) ?? '';
      if (!FUNCTION_NAME.test(name) || !fs.existsSync(path.join(SUPABASE_DIR, 'functions', name, 'index.ts'))) {
        req.resume();
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, cors);
        return;
      }
      await handleFunction(name, req, res, requestUrl, cors);
      return;
    }
    if (pathname === '/health') {
      sendJson(res, 200, { status: 'ok' }, cors);
      return;
    }
    req.resume();
    sendJson(res, 404, { message: 'no Route matched with those values' }, cors);
  }

  server.off('request', starting);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error) => {
      console.error('[backend] request failed:', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local backend' });
      else res.destroy();
    });
  });
  // Malformed HTTP must get an answer and a closed socket, never a hang.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  for (const file of options.runtimeConfigOut) {
    writeRuntimeConfig(file, keys.publishableKey, url);
    log(`Wrote ${file}`);
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    anonKey,
    serviceKey,
    jwtSecret: options.jwtSecret,
    jwks: keys.publicJwks(),
    verifyJwt: keys.verify,
    databaseUrl: db.adminUrl,
    restSocketPath: postgrest.socketPath,
    schema,
    sql: async <Row,>(text: string, params?: unknown[]) => (await db.query(text, params)) as Row[],
    functionsPid: () => edge.pid(),
    reloadSchema: () => postgrest.reloadSchema(),
    stop() {
      // Stop taking requests first, then stop the parts in reverse order of their start.
      server.close();
      server.closeAllConnections();
      stopping ??= runCleanups();
      return stopping;
    },
  };
}

async function main() {
  let backend: Backend;
  try {
    backend = await startBackend({ log: true, watchFunctions: true });
  } catch (error) {
    console.error(`Local backend failed to start: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log('');
  console.log(`API URL:          ${backend.url}`);
  console.log(`DB URL:           ${backend.databaseUrl}`);
  console.log(`Functions:        ${backend.url}/functions/v1/<name> (Deno, pid ${backend.functionsPid() ?? '?'})`);
  console.log(`Publishable key:  ${backend.publishableKey}`);
  console.log(`Secret key:       ${backend.secretKey}`);
  console.log(`anon key (legacy):         ${backend.anonKey}`);
  console.log(`service_role key (legacy): ${backend.serviceKey}`);
  console.log('');
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`\n${signal}: stopping the local backend...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    backend.stop().finally(() => {
      clearTimeout(force);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href && fs.existsSync(entry)) {
  await main();
}
