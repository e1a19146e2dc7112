// What the shell hands to every remote's exposed ./App. A remote whose App no longer accepts
// these props fails its type-check (see each remote's contract test).
import type { ComponentType } from 'react';
import type { RuntimeConfig } from './runtime-config.ts';

export interface RemoteAppProps {
  /** The path prefix the remote is mounted under ('/' for marketing). Nested routes are relative. */
  basePath: string;
  /** The runtime config the shell loaded. */
  runtimeConfig: RuntimeConfig;
}

/** The module shape of a remote's exposed './App'. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}
