// How the local storage service reads an upload, in the order hosted Storage does: the declared
// type first (a raw body's Content-Type header, or a form's file part headers, which come before
// the file's bytes), then the permission, and only then the file itself. Nothing here looks at
// the file's bytes: as hosted, a file is whatever type it was declared as.
import type { IncomingMessage } from 'node:http';

/** A request body read chunk by chunk, on demand: what is not asked for stays unread. */
export interface BodyReader {
  /** The next chunk, or null at the body's end; throws when the request was cut short. */
  next(): Promise<Buffer | null>;
}

export function bodyReader(req: IncomingMessage): BodyReader {
  const queue: Buffer[] = [];
  let ended = false;
  let aborted = false;
  let wake: (() => void) | undefined;
  req.on('data', (chunk: Buffer) => {
    queue.push(chunk);
    req.pause();
    wake?.();
  });
  // Attaching the listener let the body flow; it waits until a chunk is asked for.
  req.pause();
  req.on('end', () => {
    ended = true;
    wake?.();
  });
  const cut = () => {
    if (!ended) aborted = true;
    wake?.();
  };
  req.on('error', cut);
  req.on('close', cut);
  return {
    async next() {
      for (;;) {
        const chunk = queue.shift();
        if (chunk) return chunk;
        if (ended) return null;
        if (aborted) throw new Error('The request was cut short');
        await new Promise<void>((resolve) => {
          wake = resolve;
          req.resume();
        });
        wake = undefined;
      }
    },
  };
}

/**
 * Reads on until `limit` bytes more than `start` holds, or the end: the whole body, or null
 * when it is longer (the rest is left unread).
 */
export async function readRest(reader: BodyReader, start: Buffer, limit: number): Promise<Buffer | null> {
  const chunks = [start];
  let size = start.length;
  for (let chunk = await reader.next(); chunk; chunk = await reader.next()) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface FormHead {
  /** The bytes read so far: the fields before the file and the file part's headers. */
  bytes: Buffer;
  /** The text fields that come before the file (supabase-js sends cacheControl and metadata first). */
  fields: Record<string, string>;
  /** The file part's declared type; undefined when the form has no file. */
  fileType: string | undefined;
}

/** The multipart boundary of a form's Content-Type, or undefined. */
export function formBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** Parses what has arrived of a form: complete, or undefined when more bytes are needed. */
function parseFormHead(bytes: Buffer, delimiter: Buffer): Omit<FormHead, 'bytes'> | undefined {
  const fields: Record<string, string> = {};
  let position = bytes.indexOf(delimiter);
  if (position < 0) return undefined;
  for (;;) {
    const partStart = position + delimiter.length;
    if (bytes.length < partStart + 2) return undefined;
    // `--boundary--` closes the form: it had no file.
    if (bytes[partStart] === 0x2d && bytes[partStart + 1] === 0x2d) return { fields, fileType: undefined };
    const headersEnd = bytes.indexOf(HEADERS_END, partStart);
    if (headersEnd < 0) return undefined;
    const headers = bytes.toString('utf8', partStart + CRLF.length, headersEnd);
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    if (/;\s*filename\*?=/i.test(disposition)) {
      // A part without a type is text/plain (RFC 7578, section 4.4).
      return { fields, fileType: /^content-type:(.*)$/im.exec(headers)?.[1]?.trim() || 'text/plain' };
    }
    const valueStart = headersEnd + HEADERS_END.length;
    const valueEnd = bytes.indexOf(Buffer.concat([CRLF, delimiter]), valueStart);
    if (valueEnd < 0) return undefined;
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (name !== undefined) fields[name] = bytes.toString('utf8', valueStart, valueEnd);
    position = valueEnd + CRLF.length;
  }
}

/**
 * Reads a form up to its file part's headers, no further: its fields and the file's declared
 * type. Undefined when the form cannot be read within `limit` bytes.
 */
export async function readFormHead(reader: BodyReader, boundary: string, limit: number): Promise<FormHead | undefined> {
  const delimiter = Buffer.from(`--${boundary}`);
  let bytes = Buffer.alloc(0);
  for (;;) {
    const parsed = parseFormHead(bytes, delimiter);
    if (parsed) return { bytes, ...parsed };
    const chunk = await reader.next();
    if (!chunk || bytes.length + chunk.length > limit) return undefined;
    bytes = Buffer.concat([bytes, chunk]);
  }
}

/**
 * Hosted Storage's check of a declared type against a bucket's allowed_mime_types: the type and
 * subtype around the first `/`, each compared exactly (case and parameters included), a `type/*`
 * entry taking any subtype.
 */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  const requested = mimeType.split('/');
  if (requested.length < 2) return false;
  const [type, subtype] = requested;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
