// What the portal accepts before it converts and stores a file (docs/architecture.md#d42), with
// the message each refusal shows. The bucket refuses anything else on its own (its types and size
// limit); these rules say so before a byte is sent, in words the person choosing the file can act on.
import * as z from 'zod/mini';
import { check } from '../validation/index.ts';
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from './avatars.ts';

const MB = 1024 * 1024;

/** Images are converted in the browser: a larger source would only make that slow. */
export const MAX_SOURCE_IMAGE_BYTES = 20 * MB;
/** Videos are stored as chosen: the bucket's limit (config.toml). */
export const MAX_VIDEO_BYTES = 50 * MB;

export const SOURCE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

export const UPLOAD_TEXT = {
  noFile: 'Choose a file first.',
  imageType: 'This file is not a PNG, JPEG, WebP or AVIF image. Choose one of those.',
  imageSize: `This image is larger than ${MAX_SOURCE_IMAGE_BYTES / MB} MB. Choose a smaller one.`,
  videoType: 'This file is not an MP4 or WebM video. Choose one of those.',
  videoSize: `This video is larger than ${MAX_VIDEO_BYTES / MB} MB. Shorten or compress it first.`,
  avatarType: 'This file is not a PNG, JPEG or WebP image. Choose one of those.',
  avatarSize: `This image is larger than ${MAX_AVATAR_BYTES / MB} MB. Choose a smaller one.`,
} as const;

function fileSchema(types: readonly string[], maxBytes: number, messages: { type: string; size: string }) {
  return z.object({
    type: z.string().check(z.refine((type: string) => types.includes(type), messages.type)),
    size: z.number().check(z.maximum(maxBytes, messages.size)),
  });
}

const imageFile = fileSchema(SOURCE_IMAGE_TYPES, MAX_SOURCE_IMAGE_BYTES, { type: UPLOAD_TEXT.imageType, size: UPLOAD_TEXT.imageSize });
const videoFile = fileSchema(VIDEO_TYPES, MAX_VIDEO_BYTES, { type: UPLOAD_TEXT.videoType, size: UPLOAD_TEXT.videoSize });
/** An avatar's source: what its bucket takes (the stored file is re-encoded, and smaller). */
const avatarFile = fileSchema(Object.keys(AVATAR_TYPES), MAX_AVATAR_BYTES, { type: UPLOAD_TEXT.avatarType, size: UPLOAD_TEXT.avatarSize });
const SCHEMAS = { image: imageFile, video: videoFile, avatar: avatarFile };

/** Null when the chosen file may be uploaded as `kind`, otherwise what to tell the person. */
export function fileProblem(kind: keyof typeof SCHEMAS, file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return UPLOAD_TEXT.noFile;
  const result = check(SCHEMAS[kind], { type: file.type, size: file.size });
  if (result.ok) return null;
  // The type first: a wrong file's size says nothing.
  return result.errors.type ?? result.errors.size ?? null;
}
