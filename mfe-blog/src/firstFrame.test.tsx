// @vitest-environment node
// Every page of the registry renders in Node, and the browser hydrates that HTML without a
// mismatch (shared-contracts/src/test/firstFrame.tsx says how).
import { describeFirstFrames, remoteRoutes } from '@firm/shared-contracts/test/firstFrame';
import { routes } from './routes.tsx';
import { pageRegistry } from './page-registry/pageRegistry.ts';

// One page of each pattern stands for all of them: their records are the backend's.
const PATTERN_EXAMPLES: Record<string, string> = { '/blog/:slug': '/blog/nevada-payroll-basics' };

/** Pages whose h1 is their own headline rather than their registry title. */
const HEADLINES: Record<string, string> = { '/blog': 'The Books & Payroll Blog' };

describeFirstFrames('blog pages', remoteRoutes('blog', () => routes), [
  ...pageRegistry.pages.map((page) => ({ path: page.path, heading: HEADLINES[page.path] ?? page.title })),
  // A post is read in an effect: its first frame is the loading state, without a heading.
  ...pageRegistry.patterns.map((pattern) => ({ path: PATTERN_EXAMPLES[pattern.pattern] ?? pattern.pattern, heading: null })),
]);
