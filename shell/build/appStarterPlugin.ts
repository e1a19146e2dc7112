// Emits the app starter (src/starter/starter.ts) beside the shell's entry and names it on the
// entry's script tag (data-starter), where the prerenderer finds it. The starter cannot be a second
// entry of the shell's build: Module Federation puts its runtime (~32 KB gzip) in every entry, and
// keeping those bytes off a prerendered page's first paint is what the starter is for. So it is
// bundled apart, without federation, into a few hundred bytes.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';

const STARTER_SOURCE = fileURLToPath(new URL('../src/starter/starter.ts', import.meta.url));

/** The attribute on the entry's script tag that names the starter (read by scripts/prerender/document.mjs). */
const STARTER_ATTRIBUTE = 'data-starter';

async function bundleStarter(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'app-starter-'));
  try {
    const compiler = rspack({
      mode: 'production',
      target: ['web', 'es2020'],
      devtool: false,
      entry: STARTER_SOURCE,
      output: { path: outDir, filename: 'starter.js', iife: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }],
      },
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      }),
    );
    return await readFile(join(outDir, 'starter.js'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export function pluginAppStarter(): RsbuildPlugin {
  return {
    name: 'firm:app-starter',
    // Only production pages are prerendered; the dev server starts the app at once.
    apply: 'build',
    setup(api) {
      let starterFile: string | null = null;
      api.processAssets({ stage: 'additional', targets: ['web'] }, async ({ compilation, sources }) => {
        const code = await bundleStarter();
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
        starterFile = `static/js/starter.${hash}.js`;
        compilation.emitAsset(starterFile, new sources.RawSource(code));
      });
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        if (!starterFile) throw new Error('The app starter was not emitted before the HTML was written');
        const url = (file: string) => `${assetPrefix.replace(/\/$/, '')}/${file}`;
        const entryScripts = new Set(
          [...(compilation.entrypoints.get('index')?.getFiles() ?? [])].filter((file) => file.endsWith('.js')).map(url),
        );
        const entryTag = [...headTags, ...bodyTags].find((tag) => tag.tag === 'script' && entryScripts.has(String(tag.attrs?.src)));
        if (!entryTag) throw new Error("The shell's entry script is not in its HTML");
        entryTag.attrs = { ...entryTag.attrs, [STARTER_ATTRIBUTE]: url(starterFile) };
        return { headTags, bodyTags };
      });
    },
  };
}
