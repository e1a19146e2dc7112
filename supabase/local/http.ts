// Small node:http helpers the front door shares: CORS as the hosted gateway answers it, bounded
// body reading (so a huge or endless upload can neither exhaust memory nor hang a request) and
// JSON replies.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS_ALLOW_HEADERS =
  'apikey, authorization, x-client-info, prefer, accept-profile, content-profile, x-supabase-api-version, content-type, range, x-upsert, cache-control';
export const CORS_EXPOSE_HEADERS = 'Content-Range, X-Supabase-Api-Version';
export const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS as the hosted gateway answers it: its cors plugin runs with no list of origins, so every
 * origin is granted (`*`, without credentials, which supabase-js never sends). CORS only tells
 * browsers what a page may read; it stops no caller, so nothing here protects anything.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  if (typeof req.headers.origin !== 'string') return {};
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS };
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  return {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': CORS_METHODS,
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
  };
}

export type BodyResult = { ok: true; body: Buffer<ArrayBuffer> } | { ok: false; reason: 'too_large' | 'aborted' };

/**
 * Reads the whole body up to `limit` bytes. A larger body is drained (so the client gets to read
 * the 413 rather than a reset connection) unless it is absurdly large, then the socket is cut.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    let settled = false;
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      if (size > limit * 16) {
        finish({ ok: false, reason: 'too_large' });
        req.destroy();
      }
    });
    req.on('end', () => finish(tooLarge ? { ok: false, reason: 'too_large' } : { ok: true, body: Buffer.concat(chunks) }));
    req.on('error', () => finish({ ok: false, reason: 'aborted' }));
    req.on('close', () => finish(tooLarge ? { ok: false, reason: 'too_large' } : { ok: false, reason: 'aborted' }));
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

export function firstHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function clientIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}
