// @vitest-environment node
// The public layout around every page of the test registries renders in Node, and the browser
// hydrates that HTML without a mismatch (shared-contracts/src/test/firstFrame.tsx says how).
import { describeFirstFrames } from '@firm/shared-contracts/test/firstFrame';
import { PublicLayout } from './PublicLayout.tsx';
import { setSitePages } from '../pages/sitePages.ts';
import { TEST_REGISTRIES, TEST_SITE } from '../pages/testSitePages.ts';

// Both sides with the registries read. A browser hydrating a rendered copy must have them before
// it hydrates; today they arrive after start-up (pages/sitePages.ts), and the trail and the
// header's tone would differ until then.
setSitePages({ site: TEST_SITE, settled: true });

const routes = () => [{ Component: PublicLayout, children: [{ path: '*', Component: () => <h1>Page body</h1> }] }];

describeFirstFrames(
  'the public layout',
  routes,
  TEST_REGISTRIES.flatMap((registry) => [
    ...registry.pages.map((page) => page.path),
    ...registry.patterns.map((pattern) => pattern.pattern.replace(/:[a-z]+/, 'an-example')),
  ]).map((path) => ({ path, heading: 'Page body' })),
);
