// Every post's featured image is 1200 × 630 (the social-card size the images are made at), so
// the list's cards, the related posts and the post page all draw it, or the placeholder standing
// in for a missing one, in that shape: a missing image takes exactly the room a real one would.
export const BLOG_IMAGE = { width: 1200, height: 630 } as const;

/** The featured image drawn `width` px wide: its height keeps the images' ratio. */
export function blogImageSize(width: number): { width: number; height: number } {
  return { width, height: Math.round((width * BLOG_IMAGE.height) / BLOG_IMAGE.width) };
}

/** The CSS aspect-ratio of a featured image. */
export const BLOG_IMAGE_RATIO = `${BLOG_IMAGE.width} / ${BLOG_IMAGE.height}`;
