// Paths that lead to one of this remote's pages: in the registry (the hosts answer them with a
// permanent redirect) and in the routes (the router sends in-app links on the same way).
import { SHARED_PAGES } from '@firm/shared-contracts/routes';
import type { PageRedirect } from '@firm/shared-contracts/pages';

export const REDIRECTS: PageRedirect[] = [
  // There is no /tools page: the level opens the net pay calculator.
  { from: '/tools', to: SHARED_PAGES.netPayCalculator.path },
];
