// The site's stored media (docs/architecture.md#d42), what the portal that stores it and the pages
// that show it agree on: the bucket, the folder of each kind, the sizes each image is converted
// to, and how a stored image becomes a <picture> with AVIF and WebP sources of known size.

/** The public Storage bucket (supabase/config.toml, migration 20261127100000_site_media.sql). */
export const SITE_MEDIA_BUCKET = 'site-media';

export type ImageKind = 'teamPhoto' | 'outletLogo' | 'videoPoster';

export interface ImageShape {
  /** Storage folder of the kind; a row's path must start with it (the migration checks). */
  folder: string;
  /**
   * 'cover': cropped to exactly each width × height; 'contain': scaled to fit inside the one box
   * given, keeping its proportions (a logo), so its size is stored with the row.
   */
  fit: 'cover' | 'contain';
  sizes: readonly { width: number; height: number }[];
}

export const IMAGE_SHAPES: Record<ImageKind, ImageShape> = {
  teamPhoto: { folder: 'team', fit: 'cover', sizes: [{ width: 480, height: 480 }, { width: 960, height: 960 }] },
  outletLogo: { folder: 'logos', fit: 'contain', sizes: [{ width: 320, height: 120 }] },
  videoPoster: { folder: 'posters', fit: 'cover', sizes: [{ width: 960, height: 540 }] },
};

/** Every image is stored in both, AVIF first: the browser takes the first source it can show. */
export const IMAGE_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const VIDEO_FOLDER = 'videos';

/** A variant's object name: `<folder path>/<width>.<avif|webp>`. */
export function variantPath(folderPath: string, width: number, format: ImageFormat): string {
  return `${folderPath}/${width}.${format.extension}`;
}

/** A new upload's folder: one per upload, so a replaced image never shares a URL (cached for a year). */
export function imageFolder(kind: ImageKind, rowId: string, uploadId: string): string {
  return `${IMAGE_SHAPES[kind].folder}/${rowId}/${uploadId}`;
}

export function videoPath(rowId: string, uploadId: string, type: string): string {
  return `${VIDEO_FOLDER}/${rowId}/${uploadId}.${type === 'video/webm' ? 'webm' : 'mp4'}`;
}

/** The widths stored for a kind: each of its sizes, or the logo's own width. */
function storedWidths(kind: ImageKind, logoWidth?: number | null): number[] {
  if (IMAGE_SHAPES[kind].fit === 'contain') return [logoWidth ?? (IMAGE_SHAPES[kind].sizes[0] as { width: number }).width];
  return IMAGE_SHAPES[kind].sizes.map((size) => size.width);
}

/** Every object of a stored image, to remove them once a row no longer points at them. */
export function imageObjectPaths(kind: ImageKind, folderPath: string, logoWidth?: number | null): string[] {
  return storedWidths(kind, logoWidth).flatMap((width) => IMAGE_FORMATS.map((format) => variantPath(folderPath, width, format)));
}

/** A stored image as a page shows it: sources by type, a fallback, and its size (no layout shift). */
export interface StoredPicture {
  src: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
}

/**
 * The picture of a stored image. `publicUrl` is supabase-js's `storage.from(bucket).getPublicUrl`;
 * a logo passes its own size, which was stored with its row.
 */
export function storedPicture(
  kind: ImageKind,
  folderPath: string,
  publicUrl: (path: string) => string,
  ownSize?: { width: number; height: number },
): StoredPicture {
  const shape = IMAGE_SHAPES[kind];
  const sizes = ownSize ? [ownSize] : shape.sizes;
  const smallest = sizes[0] as { width: number; height: number };
  const srcSet = (format: ImageFormat) =>
    sizes.map((size) => `${publicUrl(variantPath(folderPath, size.width, format))} ${size.width}w`).join(', ');
  const webp = IMAGE_FORMATS[1];
  return {
    src: publicUrl(variantPath(folderPath, smallest.width, webp)),
    width: smallest.width,
    height: smallest.height,
    sources: IMAGE_FORMATS.map((format) => ({ type: format.type, srcSet: srcSet(format) })),
  };
}

/** A media mention's columns of its uploaded logo: all three are set together, or none. */
interface StoredLogoColumns {
  logo_path: string | null;
  logo_width: number | null;
  logo_height: number | null;
}

/** The picture of a mention's uploaded logo, at the size stored with its row; null without one. */
export function storedLogo(row: StoredLogoColumns, publicUrl: (path: string) => string): StoredPicture | null {
  const { logo_path: path, logo_width: width, logo_height: height } = row;
  return path && width && height ? storedPicture('outletLogo', path, publicUrl, { width, height }) : null;
}

/** What of a supabase-js client the public URLs need (its `storage`). */
interface StorageClient {
  storage: { from(bucket: string): { getPublicUrl(path: string): { data: { publicUrl: string } } } };
}

/** The public URL of a stored file, by supabase-js's `getPublicUrl` (no request is made). */
export function siteMediaUrl(client: StorageClient): (path: string) => string {
  return (path) => client.storage.from(SITE_MEDIA_BUCKET).getPublicUrl(path).data.publicUrl;
}

/**
 * The same public URLs from the project's address alone, for reads through the public reader,
 * which carries no storage client: `<supabaseUrl>/storage/v1/object/public/site-media/<path>`, as
 * `getPublicUrl` builds them.
 */
export function siteMediaPublicUrl(supabaseUrl: string): (path: string) => string {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${SITE_MEDIA_BUCKET}/`;
  return (path) => encodeURI(`${base}${path.replace(/^\/+/, '')}`);
}
