// Uploading a post's image: refused before anything is sent when it is not an image or too large;
// stored as AVIF and WebP under the writer's own folder; a cancel or a failure leaves nothing stored.
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TEXT } from '@firm/shared-contracts/media-upload';
import { IMAGE_FORMATS } from '@firm/shared-contracts/media';
import { BLOG_IMAGES_BUCKET, bucketPathOf, storedImagesOf, uploadBlogImage, type BlogImageDeps } from './blogImages.ts';

const SUPABASE = 'https://project.supabase.co';

function deps(overrides: Partial<BlogImageDeps> = {}): BlogImageDeps {
  return {
    convert: vi.fn(async () => ({
      width: 1200,
      height: 800,
      files: IMAGE_FORMATS.map((format) => ({ width: 1200, format, blob: new Blob(['x'], { type: format.type }) })),
    })),
    store: vi.fn(async () => {}),
    remove: vi.fn(async () => {}),
    supabaseUrl: SUPABASE,
    newId: () => 'up-1',
    listLibrary: vi.fn(async () => []),
    ...overrides,
  };
}

const png = (size = 1000) => new File([new Uint8Array(size)], 'chart.png', { type: 'image/png' });

describe('uploadBlogImage', () => {
  it('stores AVIF and WebP in the writer’s own folder, one level deep as Storage’s policy allows, and points the post at the WebP file', async () => {
    const d = deps();
    const progress: number[] = [];
    const image = await uploadBlogImage(png(), 'user-1', d, (_step, fraction) => progress.push(fraction), new AbortController().signal);
    expect(d.store).toHaveBeenCalledWith(BLOG_IMAGES_BUCKET, 'user-1/up-1-1200.avif', expect.any(Blob));
    expect(d.store).toHaveBeenCalledWith(BLOG_IMAGES_BUCKET, 'user-1/up-1-1200.webp', expect.any(Blob));
    expect(image).toEqual({
      path: 'blog-images/user-1/up-1-1200.webp',
      url: `${SUPABASE}/storage/v1/object/public/blog-images/user-1/up-1-1200.webp`,
      width: 1200,
      height: 800,
    });
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('refuses a file that is not an image, or too large, before converting anything', async () => {
    const d = deps();
    const pdf = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    await expect(uploadBlogImage(pdf, 'user-1', d, () => {}, new AbortController().signal)).rejects.toThrow(UPLOAD_TEXT.imageType);
    await expect(uploadBlogImage(png(21 * 1024 * 1024), 'user-1', d, () => {}, new AbortController().signal)).rejects.toThrow(UPLOAD_TEXT.imageSize);
    expect(d.convert).not.toHaveBeenCalled();
  });

  it('removes what it stored when cancelled during the upload', async () => {
    const controller = new AbortController();
    const d = deps({
      store: vi.fn(async () => {
        controller.abort();
      }),
    });
    await expect(uploadBlogImage(png(), 'user-1', d, () => {}, controller.signal)).rejects.toThrow();
    expect(d.store).toHaveBeenCalledTimes(1);
    expect(d.remove).toHaveBeenCalledWith(BLOG_IMAGES_BUCKET, ['user-1/up-1-1200.avif']);
  });

  it('removes what it stored when storage refuses a file', async () => {
    const d = deps({
      store: vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(Object.assign(new Error('too big'), { statusCode: '413' })),
    });
    await expect(uploadBlogImage(png(), 'user-1', d, () => {}, new AbortController().signal)).rejects.toThrow('too big');
    expect(d.remove).toHaveBeenCalledWith(BLOG_IMAGES_BUCKET, ['user-1/up-1-1200.avif']);
  });
});

describe('the post’s own images', () => {
  it('are the Storage images its HTML shows, as bucket paths', () => {
    const html = `<figure><img src="${SUPABASE}/storage/v1/object/public/blog-images/u/1/1600.webp" alt="a"></figure><img src="/images/static.webp" alt="b"><img src="${SUPABASE}/storage/v1/object/public/blog-images/u/1/1600.webp" alt="c">`;
    expect(storedImagesOf(html, SUPABASE)).toEqual(['blog-images/u/1/1600.webp']);
    expect(bucketPathOf(SUPABASE, 'https://elsewhere.test/x.webp')).toBeNull();
  });
});
