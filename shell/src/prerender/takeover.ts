// A page that arrived prerendered (scripts/prerender/) shows its static copy in #prerendered
// while the app renders into the hidden #root. The copy is replaced in one step the moment the
// app's page shows the same content, so the visitor sees no flash; when the app's page has
// finished loading and shows something else (the content changed since the copy was made), the
// app's version is shown at that moment: the visitor never reads a stale copy longer than the app
// takes to load. A remote that fails is shown failing (its message offers a retry).

/** Only for an app that never settles (a request that hangs): its page is shown by then anyway. */
export const TAKEOVER_SAFETY_NET_MS = 15_000;

export type TakeoverOutcome = 'same-content' | 'app-ready' | 'remote-failed' | 'safety-net';

/**
 * The prerendered page's own head elements give way to the app's (usePageMeta would otherwise
 * keep them as the "previous" values it restores on leaving the page).
 */
export function handHeadToApp(doc: Document): void {
  for (const element of doc.head.querySelectorAll('[data-prerendered]:not(style)')) element.remove();
  const description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"][data-default-content]');
  if (description) {
    description.content = description.dataset.defaultContent ?? '';
    delete description.dataset.defaultContent;
  }
}

const visibleText = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** Text without any white space: where markup breaks lines does not make content differ. */
const compactText = (element: Element) => (element.textContent ?? '').replace(/\s+/g, '');

/** Parts of the page outside <main> that load on their own and must be there before the swap. */
const ALSO_COMPARED = ['nav[aria-label="Breadcrumb"]'];

export function showsSameContent(prerendered: Element, root: Element): boolean {
  const live = root.querySelector('main');
  const copy = prerendered.querySelector('main');
  if (live === null || copy === null || compactText(live) === '' || compactText(live) !== compactText(copy)) return false;
  const textOf = (scope: Element, selector: string) => {
    const element = scope.querySelector(selector);
    return element ? compactText(element) : '';
  };
  return ALSO_COMPARED.every((selector) => textOf(root, selector) === textOf(prerendered, selector));
}

/**
 * Elements still waiting for their content. What loads only once scrolled into view
 * (`data-awaits-view`) never loads in the hidden app, and waits in the copy as well: it does not count.
 */
const STILL_LOADING = '[data-loading], [aria-busy="true"]:not([data-awaits-view])';

/**
 * The app's page has finished loading: its heading is there, nothing in it is still loading, and
 * the parts the copy shows outside <main> (the breadcrumb trail) are there too, so showing it now
 * moves nothing that the copy had in place.
 */
function appHasSettled(prerendered: Element, root: Element): boolean {
  const heading = root.querySelector('main h1');
  if (heading === null || compactText(heading) === '' || root.querySelector(STILL_LOADING) !== null) return false;
  return ALSO_COMPARED.every((selector) => prerendered.querySelector(selector) === null || root.querySelector(selector) !== null);
}

/** The element in `root` that stands where `active` stood in the copy: same id, or same link. */
function counterpart(active: Element, root: Element): HTMLElement | null {
  if (active.id) return root.querySelector<HTMLElement>(`#${CSS.escape(active.id)}`);
  const href = active.getAttribute('href');
  if (href === null) return null;
  const text = visibleText(active);
  return (
    [...root.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`)].find((link) => visibleText(link) === text) ?? null
  );
}

/** Shows the app in place of the copy in one step, keeping keyboard focus where it was. */
export function swapIn(prerendered: HTMLElement, root: HTMLElement, doc: Document = document): void {
  const active = doc.activeElement;
  const focusTarget = active && prerendered.contains(active) ? counterpart(active, root) : null;
  prerendered.remove();
  root.hidden = false;
  for (const style of doc.head.querySelectorAll('style[data-prerendered]')) style.remove();
  focusTarget?.focus({ preventScroll: true });
}

/** What the hidden app shows now, for the takeover: null while it is still loading. */
function takeoverOutcome(prerendered: Element, root: Element): TakeoverOutcome | null {
  if (showsSameContent(prerendered, root)) return 'same-content';
  if (root.querySelector('[data-remote-failure]') !== null) return 'remote-failed';
  return appHasSettled(prerendered, root) ? 'app-ready' : null;
}

/** Watches the hidden app until it shows what the copy shows or has finished loading, then swaps. */
export function takeOver(
  prerendered: HTMLElement,
  root: HTMLElement,
  { safetyNetMs = TAKEOVER_SAFETY_NET_MS, doc = document }: { safetyNetMs?: number; doc?: Document } = {},
): Promise<TakeoverOutcome> {
  return new Promise((resolve) => {
    let scheduled = false;
    let done = false;
    const finish = (outcome: TakeoverOutcome) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      swapIn(prerendered, root, doc);
      // Read by the tests and visible in the inspector when a page keeps timing out.
      doc.documentElement.dataset.takeover = outcome;
      resolve(outcome);
    };
    const check = () => {
      scheduled = false;
      const outcome = takeoverOutcome(prerendered, root);
      if (outcome) finish(outcome);
    };
    const observer = new MutationObserver(() => {
      if (scheduled) return;
      scheduled = true;
      // Compared once per frame at most, however many nodes React inserts.
      requestAnimationFrame(check);
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => finish('safety-net'), safetyNetMs);
  });
}
