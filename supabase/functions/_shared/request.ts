// Request helpers shared by the functions: bounded body reading, JSON parsing that never throws,
// text Postgres can store, the caller's address and rate limits counted in Postgres.

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

/** The headers a proxy may put the caller's address in, in the order clientAddress trusts them. */
const ADDRESS_HEADERS = ['x-real-ip', 'x-forwarded-for', 'cf-connecting-ip', 'forwarded'] as const;

/**
 * Which address headers a request carried, and how many X-Forwarded-For entries: what the
 * deployer reads to confirm what the hosted gateway passes (docs/deploy.md, "The client
 * address"). Names and counts only, never the addresses.
 */
export function addressSources(request: Request): Record<string, number> {
  const seen: Record<string, number> = {};
  for (const name of ADDRESS_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) seen[name] = name === 'x-forwarded-for' ? value.split(',').length : 1;
  }
  return seen;
}

let sourcesLogged = false;

/**
 * The visitor's address for flood limits only (never stored), as the gateway in front of the
 * function saw the connection: X-Real-IP, which the gateway sets (replacing anything the client
 * sent), else the last X-Forwarded-For entry, the one the gateway appended. Never the first entry:
 * that one is whatever the client wrote, and rotating it would reset every per-address limit.
 * The first call of each instance logs which headers were there, so the deployer can check
 * the gateway's contract in the function logs.
 */
export function clientAddress(request: Request): string {
  if (!sourcesLogged) {
    sourcesLogged = true;
    console.log(`client address headers at start: ${JSON.stringify(addressSources(request))}`);
  }
  const real = request.headers.get('x-real-ip')?.trim();
  if (real) return real;
  const last = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return last || 'unknown';
}

/**
 * Counts one hit of subject (an address, a tab id) in bucket and answers whether it is within
 * max per window. Counted in Postgres (hit_rate_limit), so the limit holds across every instance
 * of a function; the subject is stored only as a hash. If the counter cannot be reached the
 * request is let through (and logged): a visitor's lead is never refused for our fault.
 */
export async function withinLimit(
  admin: { rpc(name: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: { message: string } | null }> },
  bucket: string,
  subject: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const { data, error } = await admin.rpc('hit_rate_limit', { bucket, subject, max_hits: max, window_seconds: windowSeconds });
  if (error) {
    console.error(`[rate-limit] ${bucket}: ${error.message}`);
    return true;
  }
  return data === true;
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

/** Waits for work up to ms; the work goes on in the background when it takes longer. */
export function within(ms: number, work: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
