// @vitest-environment node
// Every page of the registry renders in Node, and the browser hydrates that HTML without a
// mismatch (shared-contracts/src/test/firstFrame.tsx says how).
import { describeFirstFrames, remoteRoutes } from '@firm/shared-contracts/test/firstFrame';
import { routes } from './routes.tsx';
import { pageRegistry } from './page-registry/pageRegistry.ts';

// One page of each pattern stands for all of them: their records are the backend's.
const PATTERN_EXAMPLES: Record<string, string> = {
  '/blog/:slug': '/blog/nevada-payroll-basics',
  '/blog/page/:page': '/blog/page/2',
  '/blog/category/:slug': '/blog/category/payroll',
  '/blog/tag/:tag': '/blog/tag/w-4',
  '/blog/preview/:id': '/blog/preview/0b7e0e9e-0000-4000-8000-000000000000',
};

const PATTERN_HEADINGS: Record<string, string> = {
  '/blog/page/:page': 'The Books & Payroll Blog',
  '/blog/category/:slug': 'payroll Articles',
  '/blog/tag/:tag': 'Articles Tagged “w-4”',
  '/blog/preview/:id': 'The preview could not be loaded',
};

/** Pages whose h1 is their own headline rather than their registry title. */
const HEADLINES: Record<string, string> = { '/blog': 'The Books & Payroll Blog' };

describeFirstFrames('blog pages', remoteRoutes('blog', () => routes), [
  ...pageRegistry.pages.map((page) => ({ path: page.path, heading: HEADLINES[page.path] ?? page.title })),
  // A post is read in an effect: its first frame is the loading state, without a heading. The
  // list pages head themselves (here without a backend: a category by its slug), and a preview
  // without a session says it could not be loaded.
  ...pageRegistry.patterns.map((pattern) => ({ path: PATTERN_EXAMPLES[pattern.pattern] ?? pattern.pattern, heading: PATTERN_HEADINGS[pattern.pattern] ?? null })),
]);
