// Compiled by this app's type-check, never bundled: `npm run typecheck` fails when the exposed
// ./routes no longer satisfies the contract the shell nests remotes' routes with.
import type { RemoteRoutesModule } from '@firm/shared-contracts';

type Satisfies<Module extends RemoteRoutesModule> = Module;

export type ExposedRoutesSatisfyContract = Satisfies<typeof import('./routes.tsx')>;
