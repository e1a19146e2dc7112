import { describe, expect, it } from 'vitest';
import { avatarObjectPath, avatarUrl, isOwnAvatarPath } from './avatars.ts';
import { fileProblem, UPLOAD_TEXT } from './uploadRules.ts';

const USER = 'a0000000-0000-4000-8000-000000000003';
const OTHER = 'a0000000-0000-4000-8000-000000000004';
const PROJECT = 'https://abcdefgh.supabase.co';

describe('avatars', () => {
  it('names a new upload inside the user’s own folder, by its type', () => {
    expect(avatarObjectPath(USER, 'f00d', 'image/webp')).toBe(`${USER}/f00d.webp`);
    expect(avatarObjectPath(USER, 'f00d', 'image/jpeg')).toBe(`${USER}/f00d.jpg`);
  });

  it('builds the URL on the project’s own Storage, from a path of the user’s folder only', () => {
    expect(avatarUrl(`${PROJECT}/`, USER, `${USER}/f00d.webp`)).toBe(`${PROJECT}/storage/v1/object/public/avatars/${USER}/f00d.webp`);
    for (const path of [
      'https://tracker.example/pixel.gif',
      `//tracker.example/${USER}/f00d.webp`,
      `${OTHER}/f00d.webp`,
      `${USER}/../${OTHER}/f00d.webp`,
      `${USER}/f00d.svg`,
      null,
    ]) {
      expect(avatarUrl(PROJECT, USER, path), String(path)).toBeNull();
    }
    expect(avatarUrl(null, USER, `${USER}/f00d.webp`)).toBeNull();
    expect(isOwnAvatarPath(USER, `${USER}/f00d.png`)).toBe(true);
  });

  it('takes PNG, JPEG or WebP up to 2 MB, and says why it refuses anything else', () => {
    expect(fileProblem('avatar', { type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(fileProblem('avatar', { type: 'image/svg+xml', size: 10 })).toBe(UPLOAD_TEXT.avatarType);
    expect(fileProblem('avatar', { type: 'image/avif', size: 10 })).toBe(UPLOAD_TEXT.avatarType);
    expect(fileProblem('avatar', { type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(UPLOAD_TEXT.avatarSize);
    expect(UPLOAD_TEXT.avatarSize).toBe('This image is larger than 2 MB. Choose a smaller one.');
  });
});
