// The stored media's paths and pictures, and the upload rules' messages.
import { describe, expect, it } from 'vitest';
import { imageFolder, imageObjectPaths, siteMediaPublicUrl, storedLogo, storedPicture, videoPath } from './siteMedia.ts';
import { fileProblem, UPLOAD_TEXT } from './uploadRules.ts';

const publicUrl = (path: string) => `https://ref.supabase.co/storage/v1/object/public/site-media/${path}`;

describe('stored pictures', () => {
  it('offers a team photo in AVIF then WebP at 480 and 960, shown at 480 × 480', () => {
    const picture = storedPicture('teamPhoto', 'team/m1/u1', publicUrl);
    expect(picture).toEqual({
      src: publicUrl('team/m1/u1/480.webp'),
      width: 480,
      height: 480,
      sources: [
        { type: 'image/avif', srcSet: `${publicUrl('team/m1/u1/480.avif')} 480w, ${publicUrl('team/m1/u1/960.avif')} 960w` },
        { type: 'image/webp', srcSet: `${publicUrl('team/m1/u1/480.webp')} 480w, ${publicUrl('team/m1/u1/960.webp')} 960w` },
      ],
    });
  });

  it('keeps a logo at its own stored size', () => {
    const picture = storedPicture('outletLogo', 'logos/m1/u1', publicUrl, { width: 300, height: 75 });
    expect(picture).toMatchObject({ src: publicUrl('logos/m1/u1/300.webp'), width: 300, height: 75 });
  });

  it("makes a mention's uploaded logo at its row's size, and none without all three columns", () => {
    const row = { logo_path: 'logos/m1/u1', logo_width: 300, logo_height: 75 };
    expect(storedLogo(row, publicUrl)).toEqual(storedPicture('outletLogo', 'logos/m1/u1', publicUrl, { width: 300, height: 75 }));
    expect(storedLogo({ ...row, logo_path: null }, publicUrl)).toBeNull();
    expect(storedLogo({ ...row, logo_height: null }, publicUrl)).toBeNull();
  });

  it("builds the public URL from the project's address as supabase-js would, with no client", () => {
    expect(siteMediaPublicUrl('https://ref.supabase.co/')('team/m1/u1/480.webp')).toBe(publicUrl('team/m1/u1/480.webp'));
    expect(siteMediaPublicUrl('https://ref.supabase.co')('/logos/a b/320.avif')).toBe(publicUrl('logos/a%20b/320.avif'));
  });

  it('names every object of an upload, to remove them when replaced', () => {
    expect(imageObjectPaths('teamPhoto', imageFolder('teamPhoto', 'm1', 'u1'))).toEqual([
      'team/m1/u1/480.avif',
      'team/m1/u1/480.webp',
      'team/m1/u1/960.avif',
      'team/m1/u1/960.webp',
    ]);
    expect(imageObjectPaths('outletLogo', 'logos/m1/u1', 300)).toEqual(['logos/m1/u1/300.avif', 'logos/m1/u1/300.webp']);
    expect(videoPath('v1', 'u1', 'video/webm')).toBe('videos/v1/u1.webm');
    expect(videoPath('v1', 'u1', 'video/mp4')).toBe('videos/v1/u1.mp4');
  });
});

describe('upload rules', () => {
  it('accepts the images the converter reads and the videos the bucket stores', () => {
    expect(fileProblem('image', { type: 'image/png', size: 1000 })).toBeNull();
    expect(fileProblem('video', { type: 'video/webm', size: 1000 })).toBeNull();
  });

  it('says what is wrong with a file, its type first', () => {
    expect(fileProblem('image', null)).toBe(UPLOAD_TEXT.noFile);
    expect(fileProblem('image', { type: 'image/svg+xml', size: 10 })).toBe(UPLOAD_TEXT.imageType);
    expect(fileProblem('image', { type: 'text/html', size: 999_999_999 })).toBe(UPLOAD_TEXT.imageType);
    expect(fileProblem('image', { type: 'image/jpeg', size: 21 * 1024 * 1024 })).toBe(UPLOAD_TEXT.imageSize);
    expect(fileProblem('video', { type: 'video/quicktime', size: 10 })).toBe(UPLOAD_TEXT.videoType);
    expect(fileProblem('video', { type: 'video/mp4', size: 51 * 1024 * 1024 })).toBe(UPLOAD_TEXT.videoSize);
  });
});
