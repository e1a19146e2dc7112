// How the local storage service reads an upload, in the order hosted Storage does: the declared
// type first (a raw body's Content-Type header, or a form's file part headers, which come before
// the file's bytes), then the permission, and only then the file itself. Nothing here looks at
// the file's bytes: as hosted, a file is whatever type it was declared as.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/**
 * Reads a request's body, once the permission was tested: null as soon as it is longer than
 * `limit` (the rest is left unread). Until this is called nothing reads the body.
 */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    const cut = () => {
      if (settled) return;
      settled = true;
      reject(new Error('The request was cut short'));
    };
    req.on('error', cut);
    req.on('close', cut);
  });
}

/** A form upload read up to its file: the fields before it and the file's declared type. */
export interface FormUpload {
  /** The text fields that come before the file (supabase-js sends cacheControl and metadata first). */
  fields: Record<string, string>;
  /** The file part's declared type (text/plain when the part names none, RFC 7578). */
  fileType: string;
  /** Reads the file's bytes: null when they are more than `limit` (the rest is left unread). */
  readFile(limit: number): Promise<Buffer | null>;
}

/**
 * Reads a form (busboy, the multipart parser hosted Storage's own server reads forms with) up to
 * its file part's headers and stops there, so the permission can be tested before the file's
 * bytes are read. Undefined when the form has no file, or its fields take more than `fieldsLimit`.
 */
export function readFormUpload(req: IncomingMessage, fieldsLimit: number): Promise<FormUpload | undefined> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fieldSize: fieldsLimit } });
    } catch {
      // Not a form busboy can read (no boundary).
      resolve(undefined);
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    const settle = (value: FormUpload | undefined) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) {
        req.unpipe(parser);
        settle(undefined);
      } else fields[name] = value;
    });
    parser.on('file', (_name, file, info) => {
      // Paused, the file holds the parser back, and the parser the request.
      file.pause();
      // A request refused before its file is read, then cut short by the client, ends the form
      // early: the parser says so on the file, which must not take the server down with it.
      let cutShort: Error | null = null;
      file.on('error', (error: Error) => {
        cutShort = error;
      });
      settle({
        fields,
        fileType: info.mimeType,
        readFile: (limit) =>
          new Promise((done, fail) => {
            if (cutShort) {
              fail(cutShort);
              return;
            }
            const chunks: Buffer[] = [];
            let size = 0;
            file.on('data', (chunk: Buffer) => {
              if (size > limit) return;
              size += chunk.length;
              if (size > limit) {
                req.unpipe(parser);
                file.destroy();
                done(null);
              } else chunks.push(chunk);
            });
            file.on('end', () => done(Buffer.concat(chunks)));
            file.on('error', fail);
            file.resume();
          }),
      });
    });
    parser.on('close', () => settle(undefined));
    parser.on('error', () => settle(undefined));
    req.pipe(parser);
  });
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
