// The Site Media screen's rules (docs/architecture.md#d42): the sizes an image is converted to,
// the order of a replacement that loses nothing, and what a failure is called.
// A replacement stores every new file first, then points the row at them, and only then removes
// the old files: until the row changed, the page keeps showing the old ones, and a failure at any
// step leaves the row as it was (new files already stored are removed again, best effort).
import { MAX_VIDEO_BYTES } from '@firm/shared-contracts/media-upload';
import { errorMessage } from '../../lib/errors.ts';

export { targetSizes, type ConversionShape, type Size } from './imageSizes.ts';

export interface Replacement<T = void> {
  /**
   * Stores the new files, pushing every path it stored onto `stored` (also when it then fails);
   * what it resolves with (a converted image's size) is handed to `point`.
   */
  store(stored: string[]): Promise<T>;
  /** Points the row at the new files. */
  point(result: T): Promise<void>;
  /** The files the row pointed at before. */
  oldPaths: string[];
  remove(paths: string[]): Promise<void>;
}

export interface ReplacementOutcome {
  /** The old files could not be removed: they stay in the bucket, unused. */
  leftOver: string[];
}

export async function replaceMedia<T>(steps: Replacement<T>): Promise<ReplacementOutcome> {
  const stored: string[] = [];
  try {
    await steps.point(await steps.store(stored));
  } catch (error) {
    if (stored.length > 0) await steps.remove(stored).catch(() => {});
    throw error;
  }
  if (steps.oldPaths.length === 0) return { leftOver: [] };
  try {
    await steps.remove(steps.oldPaths);
    return { leftOver: [] };
  } catch {
    return { leftOver: steps.oldPaths };
  }
}

export const MEDIA_TEXT = {
  tooLarge: `Storage refused the file: it is too large (at most ${MAX_VIDEO_BYTES / 1024 / 1024} MB).`,
  wrongType: 'Storage refused the file: its type is not one the site stores (WebP, AVIF, MP4 or WebM).',
  forbidden: 'Only admins and super admins may change the site’s media. Nothing was changed.',
  network: 'The upload could not reach the server. Check the connection and try again; nothing was changed.',
  unreadable: 'This image could not be read. Choose another file.',
  leftOver: 'The new file is live, but the old one could not be removed from storage.',
} as const;

/** What a screen that uploads says of each failure. */
export type UploadFailureText = Record<'tooLarge' | 'wrongType' | 'forbidden' | 'network' | 'unreadable', string>;

/**
 * A failed upload in words: storage's refusals (413, 415, 403), the network, else its message.
 * Storage answers every refusal with HTTP 400 and names it in the body's statusCode, which
 * supabase-js keeps beside the status.
 */
export function uploadErrorText(error: unknown, text: UploadFailureText = MEDIA_TEXT): string {
  const { status, statusCode, name } = (error ?? {}) as { status?: unknown; statusCode?: unknown; name?: unknown };
  const refusal = Number(statusCode ?? status);
  if (refusal === 413) return text.tooLarge;
  if (refusal === 415) return text.wrongType;
  if (refusal === 401 || refusal === 403) return text.forbidden;
  if (name === 'StorageUnknownError' || error instanceof TypeError) return text.network;
  if (name === 'InvalidStateError' || name === 'EncodingError') return text.unreadable;
  return `The upload failed: ${errorMessage(error)}. Nothing was changed.`;
}
