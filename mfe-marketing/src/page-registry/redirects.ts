// Paths that lead to one of this remote's pages: in the registry (the hosts answer them with a
// permanent redirect) and in the routes (the router sends in-app links on the same way).
import type { PageRedirect } from '@firm/shared-contracts/pages';

export const REDIRECTS: PageRedirect[] = [
  // One bookkeeping page, at /bookkeeping (docs/architecture.md#d1).
  { from: '/services/bookkeeping', to: '/bookkeeping' },
];
