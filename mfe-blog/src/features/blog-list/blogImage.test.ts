import { describe, expect, it } from 'vitest';
import { BLOG_IMAGE_RATIO, blogImageSize } from './blogImage.ts';

describe('blog image sizes', () => {
  it('keeps the 1200 × 630 ratio of the featured images at every width', () => {
    expect(blogImageSize(1200)).toEqual({ width: 1200, height: 630 });
    expect(blogImageSize(640)).toEqual({ width: 640, height: 336 });
    expect(blogImageSize(400)).toEqual({ width: 400, height: 210 });
    expect(BLOG_IMAGE_RATIO).toBe('1200 / 630');
  });
});
