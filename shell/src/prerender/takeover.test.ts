// The page scripts/prerender/ writes and the takeover that reads it, together: the static copy
// shows first, the app replaces it in one step once it shows the same content (or, when the
// content changed, once the app's page has finished loading), the head gives way to the app's,
// and keyboard focus stays where it was.
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedFilePath, prerenderedPage } from '../../../scripts/prerender/document.mjs';
import { handHeadToApp, swapIn, takeOver } from './takeover.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Site-wide description." />
    <title>Silver State Books</title>
  <script defer src="/static/js/index.js" data-starter="/static/js/starter.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE_HTML = '<header><a href="/contact">Contact</a></header><main><h1>About Us</h1><p>Costs $& more.</p></main>';

const snapshot = {
  html: PAGE_HTML,
  css: '.a{color:red}\n.b::after{content:"</style><script>x</script>"}',
  title: 'About Us | Silver State Books & Co',
  description: 'Who we are "and" why.',
  canonical: 'http://localhost:3000/about',
  robots: null,
  lcpImage: '/assets/about/hero.webp',
};

describe('prerenderedFilePath', () => {
  it('stores each page as the directory index a static server finds', () => {
    expect(prerenderedFilePath('/')).toBe('index.html');
    expect(prerenderedFilePath('/about')).toBe('about/index.html');
    expect(prerenderedFilePath('/blog/cash-vs-accrual-accounting/')).toBe('blog/cash-vs-accrual-accounting/index.html');
  });

  it('refuses a path that climbs out of the folder', () => {
    expect(() => prerenderedFilePath('/../etc/passwd')).toThrow('Not a page path');
    expect(() => prerenderedFilePath('/blog/%2e%2e/x')).toThrow('Not a page path');
  });
});

describe('prerenderedPage', () => {
  const page = prerenderedPage(TEMPLATE, snapshot, '/about');

  it('puts the page in #prerendered and leaves the app an empty, hidden #root', () => {
    expect(page).toContain(`<div id="prerendered" data-path="/about">${PAGE_HTML}</div><div id="root" hidden></div>`);
  });

  it("carries the page's title, description and canonical, escaped, and keeps the site-wide description for the app", () => {
    expect(page).toContain('<title>About Us | Silver State Books &amp; Co</title>');
    expect(page).toContain(
      '<meta name="description" content="Who we are &quot;and&quot; why." data-default-content="Site-wide description." />',
    );
    expect(page).toContain('<link rel="canonical" href="http://localhost:3000/about" data-prerendered />');
    expect(page).not.toContain('name="robots"');
  });

  it('fetches the largest first-paint image with the HTML, at high priority', () => {
    expect(page).toContain('<meta charset="utf-8" />\n    <link rel="preload" as="image" href="/assets/about/hero.webp" fetchpriority="high" data-prerendered />');
    expect(prerenderedPage(TEMPLATE, { ...snapshot, lcpImage: null }, '/about')).not.toContain('rel="preload"');
  });

  it('loads the starter with the HTML and leaves the entry to it, so the app is fetched after the first paint', () => {
    expect(page).toContain('<script defer src="/static/js/starter.js" data-app="/static/js/index.js"></script>');
    expect(page).not.toContain('data-starter');
    const withoutStarter = TEMPLATE.replace(' data-starter="/static/js/starter.js"', '');
    expect(prerenderedPage(withoutStarter, snapshot, '/about')).toContain('<script defer src="/static/js/index.js"></script>');
  });

  it('inlines the styles so a stored `</style>` cannot end the block', () => {
    expect(page).toContain('<style data-prerendered>.a{color:red}\n.b::after{content:"<\\/style><script>x</script>"}</style>\n</head>');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
  });

  it('refuses a template that is not the shell page', () => {
    expect(() => prerenderedPage('<html><body></body></html>', snapshot, '/about')).toThrow("not the shell's index.html");
  });
});

function loadPrerendered(path = '/about', data = snapshot) {
  const parsed = new DOMParser().parseFromString(prerenderedPage(TEMPLATE, data, path), 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  return {
    prerendered: document.getElementById('prerendered') as HTMLElement,
    root: document.getElementById('root') as HTMLElement,
  };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('takeover', () => {
  it('hands the head to the app: the copy’s canonical goes, the site-wide description comes back', () => {
    loadPrerendered();
    handHeadToApp(document);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    const description = document.head.querySelector('meta[name="description"]')!;
    expect(description.getAttribute('content')).toBe('Site-wide description.');
    expect(description.hasAttribute('data-default-content')).toBe(false);
    // The copy's styles stay until the swap: the copy is still on screen.
    expect(document.head.querySelector('style[data-prerendered]')).not.toBeNull();
  });

  it('keeps the copy while the app is loading and swaps once the app shows the same content', async () => {
    const { prerendered, root } = loadPrerendered();
    const outcome = takeOver(prerendered, root, { safetyNetMs: 2000 });
    root.innerHTML = '<header></header><main><p role="status">Loading...</p></main>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(root.hidden).toBe(true);

    root.innerHTML = '<header></header><main>\n  <h1>About Us</h1>\n  <p>Costs $&amp; more.</p></main>';
    expect(await outcome).toBe('same-content');
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(document.head.querySelector('style[data-prerendered]')).toBeNull();
  });

  it('waits for the breadcrumb trail as well, which the app loads apart from the page', async () => {
    const trail = '<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>About</li></ol></nav>';
    const main = '<main><h1>About Us</h1><p>Costs $&amp; more.</p></main>';
    const { prerendered, root } = loadPrerendered('/about', { ...snapshot, html: `<header></header>${trail}${main}` });
    const outcome = takeOver(prerendered, root, { safetyNetMs: 2000 });
    root.innerHTML = `<header></header>${main}`;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('prerendered')).not.toBeNull();

    root.innerHTML = `<header></header>${trail}${main}`;
    expect(await outcome).toBe('same-content');
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('shows the app as soon as its page has loaded when its content differs (the page changed since)', async () => {
    const { prerendered, root } = loadPrerendered();
    const outcome = takeOver(prerendered, root, { safetyNetMs: 60_000 });
    // Still loading: the heading is there but a list is on its way.
    root.innerHTML = '<main><h1>About Us</h1><div role="status" data-loading="">Loading…</div></main>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('prerendered')).not.toBeNull();

    root.innerHTML = '<main><h1>About Us</h1><p>New text since the prerender.</p></main>';
    expect(await outcome).toBe('app-ready');
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(document.documentElement.dataset.takeover).toBe('app-ready');
  });

  it('does not wait for what loads only once scrolled into view, but waits for what is loading', async () => {
    const { prerendered, root } = loadPrerendered();
    const outcome = takeOver(prerendered, root, { safetyNetMs: 60_000 });
    root.innerHTML = '<main><h1>About Us</h1><p>Changed.</p><div aria-busy="true">Reviews loading</div></main>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('prerendered')).not.toBeNull();

    root.innerHTML = '<main><h1>About Us</h1><p>Changed.</p><div aria-busy="true" data-awaits-view="">Reviews</div></main>';
    expect(await outcome).toBe('app-ready');
  });

  it('waits for the breadcrumb trail the copy shows before showing a changed page', async () => {
    const trail = '<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>About</li></ol></nav>';
    const { prerendered, root } = loadPrerendered('/about', { ...snapshot, html: `${trail}<main><h1>About Us</h1></main>` });
    const outcome = takeOver(prerendered, root, { safetyNetMs: 60_000 });
    root.innerHTML = '<main><h1>About Us</h1><p>Changed.</p></main>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('prerendered')).not.toBeNull();

    root.innerHTML = `${trail}<main><h1>About Us</h1><p>Changed.</p></main>`;
    expect(await outcome).toBe('app-ready');
  });

  it('shows a remote that failed with its own message, and anything else by the safety net', async () => {
    const first = loadPrerendered();
    const failed = takeOver(first.prerendered, first.root, { safetyNetMs: 60_000 });
    first.root.innerHTML = '<main><div role="alert" data-remote-failure="marketing">This section could not load.</div></main>';
    expect(await failed).toBe('remote-failed');

    const second = loadPrerendered();
    const hanging = takeOver(second.prerendered, second.root, { safetyNetMs: 60 });
    second.root.innerHTML = '<main><div role="status" data-loading="">Loading…</div></main>';
    expect(await hanging).toBe('safety-net');
    expect(second.root.hidden).toBe(false);
  });

  it('moves keyboard focus from a link of the copy to the same link of the app', () => {
    const { prerendered, root } = loadPrerendered();
    root.innerHTML = '<header><a href="/about">About</a><a href="/contact">Contact</a></header><main><h1>About Us</h1></main>';
    (prerendered.querySelector('a[href="/contact"]') as HTMLElement).focus();
    swapIn(prerendered, root);
    expect(document.activeElement).toBe(root.querySelector('a[href="/contact"]'));
  });
});
