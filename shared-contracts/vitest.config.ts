import { defineConfig } from 'vitest/config';
import { ROUTER_DOM_IMPLEMENTATION, ROUTER_IMPLEMENTATION, routerImplementationPath } from './build/router.ts';

export default defineConfig({
  // The package's ES build for 'react-router' too: vitest otherwise resolves it to the CommonJS
  // build while 'react-router-dom' (ES) imports the ES one, two routers whose contexts do not meet
  // in one test. The curated router module's requests resolve to the same files, as the
  // development builds resolve them (build/router.ts), so tests can run the module the browser
  // builds share. Exact matches: a plain key would also catch the paths below it.
  resolve: {
    alias: Object.entries({
      'react-router': routerImplementationPath(false),
      'react-router/dom': routerImplementationPath(false, 'dom-export'),
      [ROUTER_IMPLEMENTATION]: routerImplementationPath(false),
      [ROUTER_DOM_IMPLEMENTATION]: routerImplementationPath(false, 'dom-export'),
    }).map(([request, file]) => ({ find: new RegExp(`^${request}$`), replacement: file })),
  },
  test: {
    name: 'shared-contracts',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
    setupFiles: ['../vitest.setup.dom.ts'],
  },
});
