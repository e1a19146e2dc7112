// A post's featured image (docs/architecture.md#d52): an object in the project's public Storage,
// named by its bucket and path (`blog-images/<user id>/<name>`, or a file of the media library,
// `site-media/<name>`), never a URL. Posts written before that keep the URL they had, shown while
// they name no object. The page's address is built here, as supabase-js's getPublicUrl builds it.

/** The buckets a featured image may come from, as the blog_posts_featured_image_path_format check allows. */
const FEATURED_IMAGE_PATH = /^(blog-images\/[0-9a-f-]{36}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}|site-media\/[A-Za-z0-9_-][A-Za-z0-9._/-]{0,255})$/;

export function isFeaturedImagePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && FEATURED_IMAGE_PATH.test(path) && !/(^|\/)\.\.(\/|$)/.test(path);
}

/** `<supabaseUrl>/storage/v1/object/public/<bucket>/<path>`, or null for anything else. */
export function featuredImagePublicUrl(supabaseUrl: string, path: string | null | undefined): string | null {
  if (!supabaseUrl || !isFeaturedImagePath(path)) return null;
  return encodeURI(`${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${path}`);
}

/**
 * The post with `featured_image` as the address its page shows: its stored object's when it names
 * one, else the URL an older post was written with.
 */
export function withFeaturedImageUrl<T extends { featured_image: string | null; featured_image_path?: string | null }>(post: T, supabaseUrl: string): T {
  const stored = featuredImagePublicUrl(supabaseUrl, post.featured_image_path);
  return stored ? { ...post, featured_image: stored } : post;
}
