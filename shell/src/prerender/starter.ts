// The one script a prerendered page runs before its first paint: a few hundred bytes, none of the
// app. It fetches the shell's entry (the federation runtime and everything after it) once the copy
// is on screen. shell/build/appStarterPlugin.ts bundles it; scripts/prerender/document.mjs points
// the page's script tag at it and names the entry in data-app.
import { startAfterFirstPaint } from './startAfterFirstPaint.ts';

const starter = document.currentScript;
const appEntry = starter instanceof HTMLScriptElement ? starter.dataset.app : undefined;
if (appEntry) {
  startAfterFirstPaint(window, () => {
    const script = document.createElement('script');
    script.src = appEntry;
    document.head.append(script);
  });
} else {
  console.error('The app starter was loaded without data-app: the page stays as prerendered.');
}
