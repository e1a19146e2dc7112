// Images of blog posts (docs/security.md "The post editor"): converted to AVIF and WebP in the image worker
// (site-media/convertInWorker.ts), stored in the public blog-images bucket under the writer's own
// folder, one level deep, `<user id>/<upload id>-<width>.<avif|webp>`, which is all Storage's
// policy lets staff write. A post's HTML points at the WebP file (the sanitizer allows <img src>, not <picture>);
// a featured image is stored as `<bucket>/<object path>`, never as a URL.
import { getSupabase } from '@firm/shared-contracts';
import { IMAGE_FORMATS, SITE_MEDIA_BUCKET, type ImageFormat } from '@firm/shared-contracts/media';
import { fileProblem } from '@firm/shared-contracts/media-upload';
import { removeStoredFiles, storeNewFile } from '../../lib/storageFiles.ts';
import type { ConversionShape } from '../site-media/mediaUpload.ts';

export const BLOG_IMAGES_BUCKET = 'blog-images';

/** Scaled to fit 1600 × 1600, never enlarged: sharp on a wide screen, a few hundred KB. */
export const BLOG_IMAGE_SHAPE: ConversionShape = { fit: 'contain', sizes: [{ width: 1600, height: 1600 }] };

export interface UploadedImage {
  /** `<bucket>/<object path>` of the WebP file: what featured_image_path holds. */
  path: string;
  /** The public URL of the WebP file: what the post's HTML points at. */
  url: string;
  width: number;
  height: number;
}

export type UploadProgress = (step: string, fraction: number) => void;

/** The public URL of `<bucket>/<object path>` on the project's Storage. */
export function publicImageUrl(supabaseUrl: string, bucketPath: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${bucketPath}`;
}

/** `<bucket>/<object path>` of a public Storage URL, or null for any other URL. */
export function bucketPathOf(supabaseUrl: string, url: string): string | null {
  const prefix = publicImageUrl(supabaseUrl, '');
  return url.startsWith(prefix) ? decodeURI(url.slice(prefix.length)) : null;
}

export interface BlogImageDeps {
  convert: typeof import('../site-media/convertInWorker.ts').convertInWorker;
  store(bucket: string, path: string, file: Blob): Promise<void>;
  remove(bucket: string, paths: string[]): Promise<void>;
  supabaseUrl: string;
  newId(): string;
  /** The images a featured image may be picked from besides the post's own: the writer's uploads and the site's media library. */
  listLibrary(userId: string): Promise<string[]>;
}

export const defaultBlogImageDeps = (supabaseUrl: string): BlogImageDeps => ({
  convert: async (...args) => (await import('../site-media/convertInWorker.ts')).convertInWorker(...args),
  store: storeNewFile,
  remove: removeStoredFiles,
  supabaseUrl,
  newId: () => crypto.randomUUID(),
  listLibrary: listMediaLibrary,
});

/** WebP files of `folder` in `bucket`, newest first, as `<bucket>/<path>`; with `depth` 2, those of its subfolders too. */
async function webpFiles(bucket: string, folder: string, limit: number, depth: 1 | 2 = 1): Promise<string[]> {
  const client = await getSupabase();
  const storage = client.storage.from(bucket);
  const { data: entries, error } = await storage.list(folder, { limit, sortBy: { column: 'created_at', order: 'desc' } });
  if (error) throw error;
  const files = (entries ?? []).filter((entry) => entry.id !== null && entry.name.endsWith('.webp')).map((entry) => `${bucket}/${folder}/${entry.name}`);
  if (depth === 1) return files;
  const nested = await Promise.all(
    (entries ?? []).filter((entry) => entry.id === null).map((entry) => webpFiles(bucket, `${folder}/${entry.name}`, 10)),
  );
  return [...files, ...nested.flat()];
}

/** The writer's earlier blog uploads and the site's media library (Site Media's team photos and posters). */
export async function listMediaLibrary(userId: string): Promise<string[]> {
  const [own, ...site] = await Promise.allSettled([
    webpFiles(BLOG_IMAGES_BUCKET, userId, 60),
    // Site Media's files are `<kind>/<row id>/<upload id>/<width>.webp`.
    ...['team', 'posters'].map(async (kind) => {
      const client = await getSupabase();
      const { data } = await client.storage.from(SITE_MEDIA_BUCKET).list(kind, { limit: 30 });
      const rows = (data ?? []).filter((entry) => entry.id === null);
      return (await Promise.all(rows.map((row) => webpFiles(SITE_MEDIA_BUCKET, `${kind}/${row.name}`, 3, 2)))).flat();
    }),
  ]);
  if (own?.status === 'rejected') throw own.reason;
  return [...(own?.value ?? []), ...site.flatMap((result) => (result.status === 'fulfilled' ? result.value : []))];
}

/**
 * Checks, converts and stores one image; progress runs 0–1 over converting then uploading. An
 * abort stops the conversion at once, or the upload before its next file; files already stored are
 * removed again, so a cancelled upload leaves nothing behind.
 */
export async function uploadBlogImage(
  file: File,
  userId: string,
  deps: BlogImageDeps,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<UploadedImage> {
  const problem = fileProblem('image', file);
  if (problem) throw new Error(problem);
  const image = await deps.convert(file, BLOG_IMAGE_SHAPE, (step, fraction) => onProgress(step, fraction * 0.7), signal);
  const prefix = `${userId}/${deps.newId()}`;
  const fileOf = (width: number, format: ImageFormat) => `${prefix}-${width}.${format.extension}`;
  const stored: string[] = [];
  try {
    for (const [index, converted] of image.files.entries()) {
      signal.throwIfAborted();
      onProgress(`Uploading ${index + 1} of ${image.files.length}...`, 0.7 + (0.3 * index) / image.files.length);
      const path = fileOf(converted.width, converted.format);
      await deps.store(BLOG_IMAGES_BUCKET, path, converted.blob);
      stored.push(path);
    }
    signal.throwIfAborted();
  } catch (error) {
    if (stored.length > 0) await deps.remove(BLOG_IMAGES_BUCKET, stored).catch(() => {});
    throw error;
  }
  onProgress('Uploaded.', 1);
  const webp = IMAGE_FORMATS.find((format) => format.extension === 'webp') ?? IMAGE_FORMATS[0];
  const path = `${BLOG_IMAGES_BUCKET}/${fileOf(image.width, webp)}`;
  return { path, url: publicImageUrl(deps.supabaseUrl, path), width: image.width, height: image.height };
}

/** The images a post's HTML shows from Storage, as `<bucket>/<object path>`: its uploads, offered as featured images. */
export function storedImagesOf(html: string, supabaseUrl: string): string[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const paths = [...parsed.querySelectorAll('img')]
    .map((img) => bucketPathOf(supabaseUrl, img.getAttribute('src') ?? ''))
    .filter((path): path is string => path !== null);
  return [...new Set(paths)];
}
