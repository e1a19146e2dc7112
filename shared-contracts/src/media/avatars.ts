// Staff avatars (migration 20261129120000_avatars_from_storage.sql): files in the public Storage
// bucket `avatars`, each user's under a folder named by their id. A profile holds the object's
// path, never a URL; the URL is always the project's own Storage address, built here.

/** The bucket (supabase/config.toml). */
export const AVATARS_BUCKET = 'avatars';

/** The bucket's allowed_mime_types, with the extension each is stored under. */
export const AVATAR_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type AvatarType = keyof typeof AVATAR_TYPES;

/** The bucket's file_size_limit (2 MiB). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** The side of the square an avatar is stored at: twice the largest it is shown, for sharp screens. */
export const AVATAR_SIZE = 256;

export function isAvatarType(type: string): type is AvatarType {
  return Object.hasOwn(AVATAR_TYPES, type);
}

/** A new upload's object name: `<user id>/<upload id>.<png|jpg|webp>`, never reused. */
export function avatarObjectPath(userId: string, uploadId: string, type: AvatarType): string {
  return `${userId}/${uploadId}.${AVATAR_TYPES[type]}`;
}

/** Whether `path` names a file in the user's own folder, as the profiles check requires. */
export function isOwnAvatarPath(userId: string, path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith(`${userId}/`) && /^[A-Za-z0-9-]{1,64}\.(png|jpg|webp)$/.test(path.slice(userId.length + 1));
}

/**
 * The public URL of a user's avatar on the project's Storage, as supabase-js's `getPublicUrl`
 * builds it (`<supabaseUrl>/storage/v1/object/public/avatars/<path>`); null without one, or when
 * the path is not in the user's own folder.
 */
export function avatarUrl(supabaseUrl: string | null | undefined, userId: string, path: string | null | undefined): string | null {
  if (!supabaseUrl || !isOwnAvatarPath(userId, path)) return null;
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${AVATARS_BUCKET}/${path}`;
}
