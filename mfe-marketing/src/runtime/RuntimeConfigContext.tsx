// The runtime config a page reads: the one the shell set at start-up, or, in a test, the one a
// provider around the page gives.
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
 * The runtime config of this page: a provider's, or, outside one, the one set at start-up (null
 * before start-up finished, e.g. in a test that sets none).
 */
export function useRuntimeConfig(): RuntimeConfig | null {
  return useContext(RuntimeConfigContext) ?? getRuntimeConfig();
}
