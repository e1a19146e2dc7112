// Renders pages with React in this process, for renderPages (prerender.mjs), which forks it: the
// shell's server entry (shell/dist-server/render.mjs, built by the shell's production build) loads
// the public remotes' server builds that the site's runtime config names, then answers each page
// the parent sends, one message per page. One process per batch: a process keeps the releases it
// loaded, so a promoted release is read by the next one.
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SERVER_ENTRY = join(ROOT, 'shell', 'dist-server', 'render.mjs');

const send = (message) => new Promise((done) => process.send(message, done));

process.once('message', async ({ siteUrl, paths }) => {
  try {
    const config = await (await fetch(new URL('/runtime-config.json', siteUrl))).json();
    const { createRenderer } = await import(pathToFileURL(SERVER_ENTRY).href);
    const started = performance.now();
    const renderer = await createRenderer(config);
    await send({ type: 'ready', loadMs: performance.now() - started });
    for (const path of paths) {
      const start = performance.now();
      try {
        const result = await renderer.render(path);
        await send({ type: 'page', path, result, ms: performance.now() - start });
      } catch (error) {
        await send({ type: 'page', path, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
  } catch (error) {
    await send({ type: 'failed', error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  }
  process.exit(0);
});
