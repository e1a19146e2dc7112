// The page registry (docs/architecture.md#d31): each remote publishes, with every release, the
// pages it owns in `pages.json` beside its mf-manifest.json (named by the manifest's
// `metaData.pageRegistry`). The shell's breadcrumbs and header tone, the sitemap, the
// rendered-pages route list and the browser tests read the registries of the releases the runtime
// config names, so a remote adds a page without anyone else's release.
//
// Read by the browser (the shell), by Node scripts and by the build, so it imports only zod's
// small build and sitemap.ts (no React, no app).
import * as z from 'zod/mini';
import { ROUTE_OWNERSHIP } from '../routes.ts';
import type { SitemapUrl } from './sitemap.ts';

/** The file name a remote's build writes beside its mf-manifest.json. */
export const PAGE_REGISTRY_FILE = 'pages.json';

/** The registry's format; a reader refuses any other. */
export const PAGE_REGISTRY_FORMAT = 1;

export type SitemapSettings = Pick<SitemapUrl, 'priority' | 'changefreq'>;

/**
 * The menus of the shell's layout. The shell owns the menus (their names, groups and its own
 * external links); a remote places its pages in them, so no app names another app's pages.
 */
export const MENU_SLOTS = [
  'header',
  'header.company',
  'header.resources',
  'header.tools',
  'footer.services',
  'footer.industries',
  'footer.company',
  'footer.contact',
  'footer.legal',
  'action.consultation',
  'action.client-login',
] as const;
export type MenuSlot = (typeof MENU_SLOTS)[number];

/**
 * The backend content a page shows in its rendered copy. A change to it re-renders the pages that
 * name it (the database says what changed, the registries which pages show it: docs/prerendering.md).
 */
export const CONTENT_SOURCES = ['posts', 'team', 'press', 'reviews'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** One link to a page in one menu. */
export interface MenuPlacement {
  menu: MenuSlot;
  label: string;
  /** Place in the menu, ascending; the shell's own links in the same menu use the same scale. */
  order: number;
  /** A section of the page ('team' links /about#team). */
  hash?: string;
}

export interface RegisteredPage {
  /** The page's path, lower case, without a trailing slash ('/case-studies/proplumbing'). */
  path: string;
  /** The page's title, without the brand ('ProPlumbing Case Study'). */
  title: string;
  /** The page's label in a breadcrumb trail (its own, and as a parent of deeper pages). */
  breadcrumb: string;
  /** The page opens on an ink-navy hero: the transparent header shows its light variant there. */
  darkHero: boolean;
  /** Listed in the sitemap with these settings; null: not indexed (noindex, left out). */
  sitemap: SitemapSettings | null;
  /** This path repeats another page and names it as canonical (never in the sitemap). */
  canonical?: string;
  /** Where the layout's menus link this page. */
  menus?: MenuPlacement[];
  /** The backend content its rendered copy shows (re-rendered when that content changes). */
  renderedFrom?: ContentSource[];
}

/** Pages that exist once per record the backend holds (blog posts). */
export interface PagePattern {
  /** A path with one `:param` segment ('/blog/:slug'). */
  pattern: string;
  /** The label of each such page in a trail; null: these pages show no breadcrumb trail. */
  breadcrumb: string | null;
  darkHero: boolean;
  indexable: boolean;
  /** Where the live list of these pages comes from: a sitemap path on the site. */
  source: { sitemap: string };
  /** The content each page is made of; a change names the records (the `:param` value) it touched. */
  renderedFrom?: ContentSource[];
  /**
   * The content these pages list (a category's posts, page 2 of the blog): a change to any record
   * of it may move every page's cards, so every live page of the pattern renders again.
   */
  listsFrom?: ContentSource[];
}

/** A path level with no page of its own ('/legal'): plain text in a trail, never a link. */
export interface PageSection {
  path: string;
  breadcrumb: string;
}

/** A path that is no page of its own but leads to one ('/tools' → '/tools/netpay-calculator'). */
export interface PageRedirect {
  from: string;
  to: string;
}

export interface PageRegistry {
  format: typeof PAGE_REGISTRY_FORMAT;
  remote: string;
  pages: RegisteredPage[];
  patterns: PagePattern[];
  sections: PageSection[];
  /** Answered by the host with a permanent redirect, and by the app's router the same way. */
  redirects?: PageRedirect[];
}

const PATH = /^\/([a-z0-9._~-]+(\/[a-z0-9._~-]+)*)?$/;
const path = z.string().check(z.regex(PATH, 'must be a lower-case path starting with / and without a trailing slash'));
const label = z.string().check(z.minLength(1), z.maxLength(120));

const registrySchema = z.object({
  format: z.literal(PAGE_REGISTRY_FORMAT),
  remote: z.string().check(z.minLength(1)),
  pages: z.array(
    z.object({
      path,
      title: label,
      breadcrumb: label,
      darkHero: z.boolean(),
      sitemap: z.nullable(
        z.object({
          priority: z.number().check(z.gte(0), z.lte(1)),
          changefreq: z.enum(['daily', 'weekly', 'monthly', 'yearly']),
        }),
      ),
      canonical: z.optional(path),
      menus: z.optional(
        z.array(
          z.object({
            menu: z.enum(MENU_SLOTS),
            label,
            order: z.number(),
            hash: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be an element id'))),
          }),
        ),
      ),
      renderedFrom: z.optional(z.array(z.enum(CONTENT_SOURCES))),
    }),
  ),
  patterns: z.array(
    z.object({
      pattern: z.string().check(z.regex(/^(\/[a-z0-9-]+)+\/:[a-z]+$/, 'must be a path ending in one :param segment')),
      breadcrumb: z.nullable(label),
      darkHero: z.boolean(),
      indexable: z.boolean(),
      source: z.object({ sitemap: path }),
      renderedFrom: z.optional(z.array(z.enum(CONTENT_SOURCES))),
      listsFrom: z.optional(z.array(z.enum(CONTENT_SOURCES))),
    }),
  ),
  sections: z.array(z.object({ path, breadcrumb: label })),
  redirects: z.optional(z.array(z.object({ from: path, to: path }))),
});

/** Checks a registry (a build's module or a fetched file) and says exactly what is wrong. */
export function parsePageRegistry(value: unknown, where = 'page registry'): PageRegistry {
  const result = z.safeParse(registrySchema, value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid ${where}: ${problems.join('; ')}`);
  }
  const registry = result.data as PageRegistry;
  const seen = new Set<string>();
  for (const page of registry.pages) {
    if (seen.has(page.path)) throw new Error(`Invalid ${where}: ${page.path} is listed twice`);
    seen.add(page.path);
    if (page.canonical !== undefined && page.sitemap !== null) {
      throw new Error(`Invalid ${where}: ${page.path} names a canonical page and cannot be in the sitemap itself`);
    }
  }
  for (const { from } of registry.redirects ?? []) {
    if (seen.has(from)) throw new Error(`Invalid ${where}: ${from} is both a page and a redirect`);
  }
  return registry;
}

/** Where a remote's registry is published: beside the mf-manifest.json its runtime-config entry names. */
export function pageRegistryUrl(manifestEntry: string, base?: string): string {
  return new URL(PAGE_REGISTRY_FILE, new URL(manifestEntry, base)).href;
}

/** Lower case, no trailing slash ('/' stays '/'): how registered paths are written and compared. */
export function normalizePagePath(pathname: string): string {
  const trimmed = (pathname || '/').toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** What the registries say about one path. */
export interface PageLookup {
  page?: RegisteredPage;
  /** The pattern the path matches when no page is registered under it. */
  pattern?: PagePattern;
  section?: PageSection;
}

/** A pattern's fixed part: '/blog/:slug' → '/blog/'. */
export const patternPrefix = (pattern: string) => pattern.slice(0, pattern.lastIndexOf('/') + 1);

export function patternMatches(pattern: string, pathname: string): boolean {
  const prefix = patternPrefix(pattern);
  const rest = pathname.slice(prefix.length);
  return pathname.startsWith(prefix) && rest.length > 0 && !rest.includes('/');
}

/** The merged registries of the site's remotes, looked up by path. */
export interface SitePages {
  readonly registries: readonly PageRegistry[];
  lookup(pathname: string): PageLookup;
  /** Every registered page, in registry order. */
  pages(): RegisteredPage[];
  patterns(): PagePattern[];
  redirects(): PageRedirect[];
}

export function sitePages(registries: readonly PageRegistry[]): SitePages {
  const pages = new Map<string, RegisteredPage>();
  const sections = new Map<string, PageSection>();
  // The first registry that lists a path keeps it (the runtime config's order of remotes).
  for (const registry of registries) {
    for (const page of registry.pages) if (!pages.has(page.path)) pages.set(page.path, page);
    for (const section of registry.sections) if (!sections.has(section.path)) sections.set(section.path, section);
  }
  const patterns = registries.flatMap((registry) => registry.patterns);
  return {
    registries,
    lookup(pathname) {
      const key = normalizePagePath(pathname);
      const page = pages.get(key);
      const section = sections.get(key);
      const pattern = page ? undefined : patterns.find((candidate) => patternMatches(candidate.pattern, key));
      return { ...(page && { page }), ...(pattern && { pattern }), ...(section && { section }) };
    },
    pages: () => [...pages.values()],
    patterns: () => [...patterns],
    // A page of any registry wins over another registry's redirect from the same path.
    redirects: () => registries.flatMap((registry) => registry.redirects ?? []).filter((redirect) => !pages.has(redirect.from)),
  };
}

/**
 * How the site answers a path, one rule each: a public page (the app, or the page's rendered
 * copy), a pattern's page (the app or a copy: the app says when there is no such record), a
 * staff screen (always the app), a redirect. Any other path is not found (404 with the rendered
 * not-found page). The local server, the static host's `_redirects` and nginx's route map are all
 * written from these rules, so the three answer every path alike.
 */
export type PathRule =
  | { answer: 'page'; path: string }
  | { answer: 'record'; pattern: string }
  | { answer: 'staff'; prefix: string }
  | { answer: 'redirect'; path: string; to: string };

/** The part of the path space whose screens are the app's only (no public layout, never rendered). */
export const STAFF_PREFIXES: readonly string[] = ROUTE_OWNERSHIP.filter((entry) => !entry.publicLayout).map((entry) => entry.basePath);

const underPrefix = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** A staff screen's path: the app's only, never rendered, out of search results. */
export const isStaffPath = (path: string) => STAFF_PREFIXES.some((prefix) => underPrefix(prefix, path));

/** The rules, in the order a host tries them. */
export function sitePathRules(site: SitePages): PathRule[] {
  return [
    ...site.pages().filter((page) => !isStaffPath(page.path)).map((page) => ({ answer: 'page' as const, path: page.path })),
    ...site.redirects().map((redirect) => ({ answer: 'redirect' as const, path: redirect.from, to: redirect.to })),
    ...[...new Set(site.patterns().map((pattern) => pattern.pattern))].map((pattern) => ({ answer: 'record' as const, pattern })),
    ...STAFF_PREFIXES.map((prefix) => ({ answer: 'staff' as const, prefix })),
  ];
}

/** The rule that answers a path, or undefined: not found. */
export function pathRuleFor(rules: readonly PathRule[], pathname: string): PathRule | undefined {
  const path = normalizePagePath(pathname);
  return rules.find((rule) => {
    switch (rule.answer) {
      case 'page':
      case 'redirect':
        return rule.path === path;
      case 'record':
        return patternMatches(rule.pattern, path);
      case 'staff':
        return underPrefix(rule.prefix, path);
    }
  });
}

/** A menu entry: its label, its link and its place. */
export interface MenuLink {
  label: string;
  to: string;
  order: number;
}

/** The registered pages a menu links, in order (then by label, so equal orders stay stable). */
export function menuLinks(site: SitePages, menu: MenuSlot): MenuLink[] {
  return site
    .pages()
    .flatMap((page) =>
      (page.menus ?? [])
        .filter((placement) => placement.menu === menu)
        .map((placement) => ({ label: placement.label, to: placement.hash ? `${page.path}#${placement.hash}` : page.path, order: placement.order })),
    )
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/** The sitemap's entries of the registered pages: indexable pages only, aliases left out. */
export function sitemapEntries(site: SitePages): SitemapUrl[] {
  return site
    .pages()
    .filter((page) => page.sitemap !== null && page.canonical === undefined)
    .map((page) => ({ path: page.path, ...(page.sitemap as SitemapSettings) }));
}

/** The sitemaps that list data-driven pages (each indexable pattern's source), in order, once each. */
export function patternSitemaps(site: SitePages): string[] {
  return [...new Set(site.patterns().filter((pattern) => pattern.indexable).map((pattern) => pattern.source.sitemap))];
}

/** The page a pattern makes for one record ('/blog/:slug' and 'payroll-basics' → '/blog/payroll-basics'). */
function patternPath(pattern: string, key: string): string {
  return `${patternPrefix(pattern)}${key}`;
}

/** What changed in one content source, as the database reports it (a `pages.render` message). */
export interface ContentChange {
  source: ContentSource;
  /** The records of a data-driven pattern that changed, each still public or not; none: all of them. */
  records: { key: string; public: boolean }[];
}

const contentChangeSchema = z.object({
  source: z.enum(CONTENT_SOURCES),
  records: z._default(z.array(z.object({ key: z.string(), public: z.boolean() })), []),
});

/** A `pages.render` message's payload as a content change, or null when it is not one. */
export function parseContentChange(payload: unknown): ContentChange | null {
  const result = z.safeParse(contentChangeSchema, payload);
  return result.success ? result.data : null;
}

/** The rendered pages a change touches: pages to render again, pages to remove, and whether every page of a pattern must be rendered. */
export interface RenderPlan {
  render: string[];
  remove: string[];
  /** Patterns whose every live page is to be rendered again (a change that names no record). */
  allOf: PagePattern[];
}

/** The pages a set of content changes touches, read from the registries' `renderedFrom`. */
export function renderPlan(site: SitePages, changes: readonly ContentChange[]): RenderPlan {
  const indexed = new Set(sitemapEntries(site).map((entry) => entry.path));
  const render = new Set<string>();
  const remove = new Set<string>();
  const allOf = new Set<PagePattern>();
  for (const change of changes) {
    for (const page of site.pages()) {
      if (indexed.has(page.path) && page.renderedFrom?.includes(change.source)) render.add(page.path);
    }
    for (const pattern of site.patterns()) {
      if (pattern.indexable && pattern.listsFrom?.includes(change.source)) allOf.add(pattern);
      if (!pattern.indexable || !pattern.renderedFrom?.includes(change.source)) continue;
      if (change.records.length === 0) allOf.add(pattern);
      for (const record of change.records) {
        const path = patternPath(pattern.pattern, record.key);
        // A key that is not one path segment names no page ('../admin', 'a/b').
        if (record.key.includes('/') || !PATH.test(path)) continue;
        if (record.public) {
          render.add(path);
          remove.delete(path);
        } else {
          remove.add(path);
          render.delete(path);
        }
      }
    }
  }
  return { render: [...render], remove: [...remove], allOf: [...allOf] };
}

type Fetch = (input: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The result of reading every remote's registry: what loaded, and what did not (said plainly). */
export interface LoadedRegistries {
  registries: PageRegistry[];
  problems: string[];
}

/**
 * Reads the registries of the releases a runtime config names, in the config's order of remotes.
 * A remote whose registry cannot be read is reported, not thrown: its pages fall back to the
 * site's defaults (title-case breadcrumbs, the header's usual colours) while the rest still work.
 */
export async function loadPageRegistries(
  remotes: Readonly<Record<string, { entry: string }>>,
  { fetch: fetchImpl = globalThis.fetch as unknown as Fetch, base }: { fetch?: Fetch; base?: string } = {},
): Promise<LoadedRegistries> {
  const names = Object.keys(remotes);
  const results = await Promise.allSettled(
    names.map(async (name) => {
      const url = pageRegistryUrl(remotes[name]!.entry, base);
      const response = await fetchImpl(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parsePageRegistry(await response.json(), `page registry of ${name} (${url})`);
    }),
  );
  const registries: PageRegistry[] = [];
  const problems: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') registries.push(result.value);
    else problems.push(`${names[index]}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
  });
  return { registries, problems };
}
