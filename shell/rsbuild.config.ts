// The shell's build. MONOLITH=1 builds the same source without Module Federation, into
// dist-monolith/: the remotes' ./routes modules bundled in and code-split per remote, one origin. It
// exists only so `npm run bench` can compare the composed site with a monolith of the same pages.
import { fileURLToPath } from 'node:url';
import { hostConfig } from '@firm/shared-contracts/build/rsbuild.ts';
import pkg from './package.json' with { type: 'json' };
import { pluginAppStarter } from './build/appStarterPlugin.ts';

const monolith = process.env.MONOLITH === '1';

export default hostConfig({
  pkg,
  title: 'Silver State Books',
  federation: !monolith,
  serverEntry: './src/server/render.tsx',
  extra: {
    plugins: [pluginAppStarter()],
    html: { template: './index.html' },
    ...(monolith
      ? {
          resolve: {
            alias: { '@module-federation/enhanced/runtime$': fileURLToPath(new URL('./src/monolith/federationRuntime.ts', import.meta.url)) },
          },
          output: { distPath: { root: 'dist-monolith' } },
        }
      : {}),
  },
});
