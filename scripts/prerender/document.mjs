// How a prerendered page is put together from the shell's index.html and a snapshot of the live
// page, and where it is stored. The markers written here are what the shell's takeover reads
// (shell/src/prerender/takeover.ts): #prerendered holds the static page, #root starts hidden,
// head elements marked data-prerendered are the page's own and give way to the app's.

/** Time for late effects (fonts, a last state update) after the network went quiet. */
export const PRERENDER_WAIT_MS = 300;

/** '/' → index.html, '/about' → about/index.html: the directory index a static server finds. */
export function prerenderedFilePath(path) {
  const clean = decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  if (clean.split('/').some((part) => part === '..' || part === '.')) throw new Error(`Not a page path: ${path}`);
  return clean ? `${clean}/index.html` : 'index.html';
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {string} template the shell's index.html
 * @param {{ html: string, css: string, title: string, description: string | null,
 *           canonical: string | null, robots: string | null, lcpImage?: string | null }} snapshot
 * @param {string} path
 */
export function prerenderedPage(template, snapshot, path) {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) throw new Error("The template is not the shell's index.html");
  let page = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(snapshot.title)}</title>`);
  if (snapshot.description !== null) {
    // The app restores the site-wide description from data-default-content when it takes over.
    page = page.replace(
      /<meta name="description" content="([^"]*)"\s*\/?>/,
      (_match, fallback) =>
        `<meta name="description" content="${escapeAttribute(snapshot.description)}" data-default-content="${fallback}" />`,
    );
  }
  const head = [
    snapshot.canonical ? `<link rel="canonical" href="${escapeAttribute(snapshot.canonical)}" data-prerendered />` : null,
    snapshot.robots ? `<meta name="robots" content="${escapeAttribute(snapshot.robots)}" data-prerendered />` : null,
    // `</style` cannot end the block early: in CSS `\/` is the same slash.
    `<style data-prerendered>${snapshot.css.replace(/<\/(style)/gi, '<\\/$1')}</style>`,
  ].filter(Boolean);
  // Replacement functions, not strings: a `$&` in the page's text must stay as it is.
  page = page.replace('</head>', () => `${head.join('\n')}\n</head>`);
  if (snapshot.lcpImage) {
    // The page's largest first-paint image (often a CSS background, found late) is requested
    // with the HTML, ahead of the scripts.
    const preload = `<link rel="preload" as="image" href="${escapeAttribute(snapshot.lcpImage)}" fetchpriority="high" data-prerendered />`;
    page = page.replace(/<meta charset="[^"]*"\s*\/?>\s*/i, (charset) => `${charset}${preload}\n    `);
  }
  // The entry (the federation runtime, then the whole app) is fetched after the first paint: the
  // page loads the starter the build named in data-starter (shell/build/appStarterPlugin.ts).
  // Without one, the entry stays and the app starts at once, which takes over all the same.
  page = page.replace(
    /<script defer src="([^"]+)" data-starter="([^"]+)"><\/script>/,
    (_match, entry, starter) => `<script defer src="${starter}" data-app="${entry}"></script>`,
  );
  return page.replace(
    root,
    () => `<div id="prerendered" data-path="${escapeAttribute(path)}">${snapshot.html}</div><div id="root" hidden></div>`,
  );
}
