// Request helpers shared by the site endpoints and functions: bounded body reading, JSON parsing
// that never throws, text Postgres can store, the caller's address and a small in-memory rate
// limiter.

export type BodyRead =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'too_large' | 'not_json' | 'unsupported_type' };

/** Media types a JSON body may arrive with: JSON itself, or text/plain (sendBeacon, simple CORS). */
function isAcceptedType(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'application/json' || type === 'text/plain' || type.endsWith('+json');
}

/** Reads a JSON body of at most maxBytes; the size is checked on the bytes, not the header only. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too_large' };
  if (!isAcceptedType(request.headers.get('content-type'))) return { ok: false, reason: 'unsupported_type' };
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) return { ok: false, reason: 'too_large' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'not_json' };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text Postgres cannot store: a NUL character or half of a UTF-16 surrogate pair. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The top-level keys of an object whose string values could not be stored. */
export function unstorableFields(source: Record<string, unknown>): string[] {
  return Object.entries(source)
    .filter(([, value]) => typeof value === 'string' && !isStorableText(value))
    .map(([key]) => key);
}

/**
 * The visitor's address for flood limits only (never stored): the first X-Forwarded-For entry
 * the gateway or the local front door sets, else 'unknown'.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || request.headers.get('x-real-ip') || 'unknown';
}

/** Fixed-window counters per key, kept in memory and pruned as windows pass. */
export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly counts = new Map<string, { start: number; count: number }>();

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one hit for key; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    if (this.counts.size > 10_000) this.prune(now);
    const entry = this.counts.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      this.counts.set(key, { start: now, count: 1 });
      return this.limit > 0;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.counts) {
      if (now - entry.start >= this.windowMs) this.counts.delete(key);
    }
  }
}

/** A non-negative number from the environment, or the fallback. */
export function numberSetting(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Escapes the LIKE wildcards of a value so ilike compares it literally (case-insensitively). */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
