// The order of a replacement (nothing lost on failure), the sizes images are converted to, and
// what each failure is called.
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_SHAPES } from '@firm/shared-contracts/media';
import { MEDIA_TEXT, replaceMedia, targetSizes, uploadErrorText } from './mediaUpload.ts';

describe('targetSizes', () => {
  it('crops team photos and posters to their fixed sizes', () => {
    expect(targetSizes(IMAGE_SHAPES.teamPhoto, { width: 3000, height: 2000 })).toEqual([{ width: 480, height: 480 }, { width: 960, height: 960 }]);
    expect(targetSizes(IMAGE_SHAPES.videoPoster, { width: 100, height: 100 })).toEqual([{ width: 960, height: 540 }]);
  });

  it('fits a logo within 320 × 120, keeping its proportions, and never enlarges it', () => {
    expect(targetSizes(IMAGE_SHAPES.outletLogo, { width: 1600, height: 400 })).toEqual([{ width: 320, height: 80 }]);
    expect(targetSizes(IMAGE_SHAPES.outletLogo, { width: 600, height: 600 })).toEqual([{ width: 120, height: 120 }]);
    expect(targetSizes(IMAGE_SHAPES.outletLogo, { width: 200, height: 50 })).toEqual([{ width: 200, height: 50 }]);
  });
});

describe('replaceMedia', () => {
  it('stores, then points the row, then removes the old files', async () => {
    const calls: string[] = [];
    const outcome = await replaceMedia({
      store: async (stored) => {
        calls.push('store');
        stored.push('new/a');
      },
      point: async () => {
        calls.push('point');
      },
      oldPaths: ['old/a'],
      remove: async (paths) => {
        calls.push(`remove ${paths.join()}`);
      },
    });
    expect(calls).toEqual(['store', 'point', 'remove old/a']);
    expect(outcome).toEqual({ leftOver: [] });
  });

  it('leaves the row and its old files alone when storing fails, and removes what it stored', async () => {
    const point = vi.fn();
    const remove = vi.fn(async () => {});
    const failure = Object.assign(new Error('too big'), { status: 413 });
    await expect(
      replaceMedia({
        store: async (stored) => {
          stored.push('new/a');
          throw failure;
        },
        point,
        oldPaths: ['old/a'],
        remove,
      }),
    ).rejects.toBe(failure);
    expect(point).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledExactlyOnceWith(['new/a']);
  });

  it('removes the new files and keeps the old when the row cannot be changed', async () => {
    const remove = vi.fn(async () => {});
    await expect(
      replaceMedia({ store: async (stored) => void stored.push('new/a'), point: () => Promise.reject(new Error('denied')), oldPaths: ['old/a'], remove }),
    ).rejects.toThrow('denied');
    expect(remove).toHaveBeenCalledExactlyOnceWith(['new/a']);
  });

  it('reports old files it could not remove, the new ones being live', async () => {
    const outcome = await replaceMedia({ store: async () => {}, point: async () => {}, oldPaths: ['old/a'], remove: () => Promise.reject(new Error('offline')) });
    expect(outcome).toEqual({ leftOver: ['old/a'] });
  });
});

describe('uploadErrorText', () => {
  it("names storage's refusals, the network and an unreadable image", () => {
    expect(uploadErrorText({ status: 413, message: 'The object exceeded the maximum allowed size' })).toBe(MEDIA_TEXT.tooLarge);
    expect(uploadErrorText({ status: 415, message: 'mime type text/html is not supported' })).toBe(MEDIA_TEXT.wrongType);
    expect(uploadErrorText({ status: 403, message: 'new row violates row-level security policy' })).toBe(MEDIA_TEXT.forbidden);
    // As supabase-js reports Storage's refusals: HTTP 400, the refusal in statusCode.
    expect(uploadErrorText({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' })).toBe(MEDIA_TEXT.tooLarge);
    expect(uploadErrorText({ status: 400, statusCode: '415', message: 'mime type image/svg+xml is not supported' })).toBe(MEDIA_TEXT.wrongType);
    expect(uploadErrorText({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' })).toBe(MEDIA_TEXT.forbidden);
    expect(uploadErrorText(new TypeError('Failed to fetch'))).toBe(MEDIA_TEXT.network);
    expect(uploadErrorText({ name: 'StorageUnknownError', message: 'fetch failed' })).toBe(MEDIA_TEXT.network);
    expect(uploadErrorText(new DOMException('The source image could not be decoded.', 'InvalidStateError'))).toBe(MEDIA_TEXT.unreadable);
    expect(uploadErrorText(new Error('boom'))).toBe('The upload failed: boom. Nothing was changed.');
  });
});
