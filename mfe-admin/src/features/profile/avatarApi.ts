// The signed-in user's avatar (docs/security.md "Avatars"): the chosen image is cropped to a
// square and encoded again in the browser (so no camera metadata, location included, is
// published with it), stored under a new name in the user's own folder of the avatars bucket,
// then named on the profile; the old file is removed last (mediaUpload.ts's order). Row-level
// security on storage.objects and the profiles guard let nobody else do any of it.
import { AVATAR_SIZE, AVATARS_BUCKET, isAvatarType, type AvatarType } from '@firm/shared-contracts/media';
import { removeStoredFiles, storeNewFile } from '../../lib/storageFiles.ts';
import type { UploadFailureText } from '../site-media/mediaUpload.ts';

export interface PreparedAvatar {
  blob: Blob;
  type: AvatarType;
}

export interface AvatarApi {
  /** The image as it is stored: a centred square of AVATAR_SIZE, WebP (PNG where the browser cannot write WebP). */
  prepare(file: Blob): Promise<PreparedAvatar>;
  store(path: string, file: Blob): Promise<void>;
  remove(paths: string[]): Promise<void>;
  /** Names the stored file on the profile (null: none); the screen's default is useAuth().updateProfile. */
  save?(path: string | null): Promise<void>;
}

export const AVATAR_TEXT = {
  hint: 'A PNG, JPEG or WebP image of at most 2 MB. It is cropped to a square.',
  busy: 'Uploading your photo...',
  removing: 'Removing your photo...',
  saved: 'Photo updated.',
  removed: 'Photo removed.',
  leftOver: 'The previous file could not be removed from storage.',
  tooLarge: 'Storage refused the image: it is larger than 2 MB. Choose a smaller one.',
  wrongType: 'Storage refused the image: only PNG, JPEG and WebP images are stored. Choose one of those.',
  forbidden: 'Storage refused the image: you may only change your own photo. Sign in again and retry.',
  network: 'The upload could not reach the server. Check the connection and try again; nothing was changed.',
  unreadable: 'This image could not be read. Choose another file.',
} as const satisfies UploadFailureText & Record<string, string>;

function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
}

export async function prepare(file: Blob): Promise<PreparedAvatar> {
  const bitmap = await createImageBitmap(file);
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
    // A browser that cannot write WebP writes PNG instead (toBlob's rule).
    const blob = await encode(canvas);
    if (!blob || !isAvatarType(blob.type)) throw Object.assign(new Error('The image could not be encoded'), { name: 'EncodingError' });
    return { blob, type: blob.type };
  } finally {
    bitmap.close();
  }
}

export const avatarApi: AvatarApi = {
  prepare,
  store: (path, file) => storeNewFile(AVATARS_BUCKET, path, file),
  remove: (paths) => removeStoredFiles(AVATARS_BUCKET, paths),
};
