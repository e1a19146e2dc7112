// Nothing typed is lost: until the server has saved it, the form's values are kept in the tab's
// sessionStorage (a reload, a crash of the page or a failed save keeps them), and offered back
// when the same post is opened again in the tab.
import type { PostFormValues } from './postForm.ts';

const PREFIX = 'firm.post-editor.unsaved:';

export function backupKey(postId: string | null): string {
  return `${PREFIX}${postId ?? 'new'}`;
}

export function writeBackup(key: string, values: PostFormValues): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the values stay in memory until saved.
  }
}

export function readBackup(key: string): PostFormValues | null {
  try {
    const text = sessionStorage.getItem(key);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<PostFormValues>;
    if (typeof value.title !== 'string' || typeof value.content !== 'string' || !Array.isArray(value.tags)) return null;
    return value as PostFormValues;
  } catch {
    return null;
  }
}

export function clearBackup(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
