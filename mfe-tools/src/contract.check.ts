// Compiled by this app's type-check, never bundled: `npm run typecheck` fails when the exposed
// ./App no longer satisfies the contract the shell mounts remotes with (props and exports).
import type { RemoteAppModule } from '@firm/shared-contracts';

type Satisfies<Module extends RemoteAppModule> = Module;

export type ExposedAppSatisfiesContract = Satisfies<typeof import('./App.tsx')>;
