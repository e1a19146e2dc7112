// Path rules of the public layout, as plain functions so they are easy to test.

/** Lower-cased pathname without a trailing slash ('/' stays '/'); routes match case-insensitively. */
export function normalizePathname(pathname: string): string {
  const lower = (pathname || '/').toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when the pathname is `base` itself or lies below it. */
export function isUnder(pathname: string, base: string): boolean {
  const path = normalizePathname(pathname);
  return path === base || path.startsWith(`${base}/`);
}

/** Pages whose hero is ink navy (contact, legal pages and case studies). */
export const DARK_HERO_SECTIONS = ['/contact', '/legal', '/case-studies'] as const;

/**
 * The home hero is built on an ink-navy video band as well, so the transparent header needs its
 * light variant there too; otherwise its links would be dark text on a dark hero.
 */
export const DARK_HERO_EXACT = ['/'] as const;

/** Whether the header shows its light variant (light logo, white text) while it is transparent. */
export function isDarkHeroPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return (
    (DARK_HERO_EXACT as readonly string[]).includes(path) ||
    DARK_HERO_SECTIONS.some((base) => isUnder(path, base))
  );
}

/** Whether a nav link points at the page being shown (hash links never count as the page itself). */
export function isCurrentPath(pathname: string, to: string): boolean {
  if (to.includes('#') || /^[a-z][a-z\d+.-]*:/i.test(to)) return false;
  const target = to.split('?')[0] ?? to;
  return normalizePathname(pathname) === normalizePathname(target);
}

/** Whether the breadcrumb is hidden on this path: on / and on any path starting /blog/. */
export function isBreadcrumbHidden(pathname: string): boolean {
  const path = pathname.toLowerCase();
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 || path.startsWith('/blog/') || segments[0] === 'admin';
}
