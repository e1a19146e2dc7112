// The runtime config the shell handed to this remote (RemoteAppProps.runtimeConfig), made
// available to any page below the App without threading it through every route.
import { createContext, useContext, type ReactNode } from 'react';
import { getRuntimeConfig, type RuntimeConfig } from '@firm/shared-contracts';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

interface RuntimeConfigProviderProps {
  value: RuntimeConfig | null;
  children: ReactNode;
}

export function RuntimeConfigProvider({ value, children }: RuntimeConfigProviderProps) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

/**
 * The runtime config of this page: the one the App received, or, outside a provider, the one set
 * at start-up (null before start-up finished, e.g. in a test that sets none).
 */
export function useRuntimeConfig(): RuntimeConfig | null {
  return useContext(RuntimeConfigContext) ?? getRuntimeConfig();
}
