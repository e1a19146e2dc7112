import { describe, expect, it } from 'vitest';
import { featuredImagePublicUrl, withFeaturedImageUrl } from './blogImages.ts';

const PROJECT = 'https://abcdefgh.supabase.co/';
const WRITER = 'a0000000-0000-4000-8000-000000000003';

describe("a post's featured image", () => {
  it("is the stored object's public address, as getPublicUrl builds it", () => {
    expect(featuredImagePublicUrl(PROJECT, `blog-images/${WRITER}/cover.avif`)).toBe(
      `https://abcdefgh.supabase.co/storage/v1/object/public/blog-images/${WRITER}/cover.avif`,
    );
    expect(featuredImagePublicUrl(PROJECT, 'site-media/team/t1/u1/480.webp')).toBe(
      'https://abcdefgh.supabase.co/storage/v1/object/public/site-media/team/t1/u1/480.webp',
    );
  });

  it('is nothing for a path the database would refuse: another bucket, a URL, a climb out', () => {
    for (const path of ['avatars/x.png', 'https://evil.example/x.png', 'site-media/../avatars/x.png', `blog-images/${WRITER}/a/b.png`, '']) {
      expect(featuredImagePublicUrl(PROJECT, path)).toBeNull();
    }
  });

  it("replaces an older post's URL only when the post names a stored object", () => {
    const old = { featured_image: '/images/blog/old.jpg', featured_image_path: null };
    expect(withFeaturedImageUrl(old, PROJECT)).toEqual(old);
    expect(withFeaturedImageUrl({ ...old, featured_image_path: `blog-images/${WRITER}/new.webp` }, PROJECT).featured_image).toBe(
      `https://abcdefgh.supabase.co/storage/v1/object/public/blog-images/${WRITER}/new.webp`,
    );
  });
});
