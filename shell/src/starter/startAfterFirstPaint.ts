// A prerendered page is complete on screen before any of the app's code runs, so the app (its
// libraries, the remotes, the hydration) is fetched and started once the browser reports the first
// contentful paint: the visitor's first view never waits on JavaScript, on a slow phone least of
// all. A page without a copy has nothing to show until the app runs, so it starts at once.

/** However the paint goes, the app starts by then (a browser that never reports one). */
export const START_AT_THE_LATEST_MS = 3000;

type PaintObserverConstructor = {
  new (callback: (list: { getEntriesByName(name: string): unknown[] }) => void): {
    observe(options: { type: string; buffered: boolean }): void;
    disconnect(): void;
  };
  readonly supportedEntryTypes?: readonly string[];
};

export type StartEnvironment = {
  document: Pick<Document, 'getElementById' | 'visibilityState'>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  requestAnimationFrame: (callback: () => void) => unknown;
  PerformanceObserver?: PaintObserverConstructor;
};

/** Whether the HTML carries a rendered page: the app's root is not empty. */
function hasRenderedPage(document: StartEnvironment['document']): boolean {
  return (document.getElementById('root')?.childElementCount ?? 0) > 0;
}

export function startAfterFirstPaint(env: StartEnvironment, start: () => unknown): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void start();
  };
  // A tab opened in the background paints nothing until it is shown: the app starts there at once,
  // so the page is ready when the visitor turns to it.
  if (!hasRenderedPage(env.document) || env.document.visibilityState === 'hidden') {
    startOnce();
    return;
  }
  env.setTimeout(startOnce, START_AT_THE_LATEST_MS);
  const Observer = env.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    // Reported once the frame is on screen, not merely painted on the main thread.
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  // Without paint timing: the task queued from an animation frame runs after that frame's paint.
  env.requestAnimationFrame(() => env.setTimeout(startOnce, 0));
}
