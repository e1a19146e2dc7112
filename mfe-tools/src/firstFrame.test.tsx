// @vitest-environment node
// Every page of the registry renders in Node, and the browser hydrates that HTML without a
// mismatch (shared-contracts/src/test/firstFrame.tsx says how).
import { expect } from 'vitest';
import { describeFirstFrames, remoteRoutes } from '@firm/shared-contracts/test/firstFrame';
import { routes } from './routes.tsx';
import { UNLOCK_STORAGE_KEY } from './features/netpay/gate/unlock.ts';
import { pageRegistry } from './page-registry/pageRegistry.ts';

const NET_PAY = '/tools/netpay-calculator';

/** Pages whose h1 is their own headline rather than their registry title. */
const HEADLINES: Record<string, string> = { [NET_PAY]: 'Net Pay Calculator' };

describeFirstFrames('tools pages', remoteRoutes('tools', () => routes), [
  ...pageRegistry.pages.map((page) => ({ path: page.path, heading: HEADLINES[page.path] ?? page.title })),
  {
    // The copy shows the gate; a visitor who passed it in this tab gets the calculator once hydrated.
    path: `${NET_PAY}#returning-visitor`,
    heading: 'Net Pay Calculator',
    before: () => sessionStorage.setItem(UNLOCK_STORAGE_KEY, 'jane@acme.com'),
    after: (container: HTMLElement) => {
      expect(container.querySelector('[role="tablist"]')).not.toBeNull();
    },
  },
]);
