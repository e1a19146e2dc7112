// The one script a prerendered page runs before its first paint: a few hundred bytes, none of the
// app. It fetches the shell's entry (the federation runtime and everything after it) once the copy
// is on screen. shell/build/appStarterPlugin.ts bundles it; scripts/prerender/document.mjs points
// the page's script tag at it and names the entry in data-app.
import { startAfterFirstPaint } from './startAfterFirstPaint.ts';

// A rendered page's forms are on screen before their code: a form sent then would be the
// browser's own GET of this address with every field in the URL (a password in the address bar
// and the logs). Until the app has started (App.tsx marks <html data-app>) a form is not sent;
// what was typed stays in its fields.
document.addEventListener(
  'submit',
  (event) => {
    if (document.documentElement.dataset.app === undefined) event.preventDefault();
  },
  true,
);

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
