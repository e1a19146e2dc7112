// How a rendered page is put together from the shell's index.html and what the server render of
// the page gave (shell/src/server/render.tsx), and where it is stored. The page's markup goes into
// #root, where the app hydrates it; its head is the page's own.

/** '/' → index.html, '/about' → about/index.html: the directory index a static server finds. */
export function prerenderedFilePath(path) {
  const clean = decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  if (clean.split('/').some((part) => part === '..' || part === '.')) throw new Error(`Not a page path: ${path}`);
  return clean ? `${clean}/index.html` : 'index.html';
}

/** Where the not-found page is written: static hosts answer unknown paths with it, status 404. */
export const NOT_FOUND_FILE = '404.html';

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {string} template the shell's index.html
 * @param {{ html: string, styles: string, hydrationJson: string,
 *           head: { title: string, description: string | null, canonical: string | null, robots: string | null,
 *                   feed?: { title: string, href: string } | null } }} page
 */
export function renderedDocument(template, page) {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) throw new Error("The template is not the shell's index.html");
  // Replacement functions, not strings: a `$&` in the page's text must stay as it is.
  let document = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.head.title)}</title>`);
  // The page's head elements are marked as the page's, so the app removes or restores them when
  // the visitor moves on (shared-contracts/src/ui/usePageMeta.ts): the site-wide description is
  // kept in data-default-content, canonical, robots and the feed link carry data-page-meta.
  if (page.head.description !== null) {
    document = document.replace(
      /<meta name="description" content="([^"]*)"\s*\/?>/,
      (_match, fallback) => `<meta name="description" content="${escapeAttribute(page.head.description)}" data-default-content="${fallback}" />`,
    );
  }
  const head = [
    page.head.canonical ? `<link rel="canonical" href="${escapeAttribute(page.head.canonical)}" data-page-meta />` : null,
    page.head.robots ? `<meta name="robots" content="${escapeAttribute(page.head.robots)}" data-page-meta />` : null,
    page.head.feed
      ? `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(page.head.feed.title)}" href="${escapeAttribute(page.head.feed.href)}" data-page-meta />`
      : null,
    page.styles,
  ].filter(Boolean);
  document = document.replace('</head>', () => `${head.join('\n')}\n</head>`);
  // The entry (the federation runtime, then the whole app) is fetched after the first paint: the
  // page loads the starter the build named in data-starter (shell/build/appStarterPlugin.ts).
  document = document.replace(
    /<script defer src="([^"]+)" data-starter="([^"]+)"><\/script>/,
    (_match, entry, starter) => `<script defer src="${starter}" data-app="${entry}"></script>`,
  );
  return document.replace(root, () => `<div id="root">${page.html}</div>${page.hydrationJson}`);
}
