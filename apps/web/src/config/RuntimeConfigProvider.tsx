import { createContext, useContext, useState, type ReactNode } from 'react';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

interface RuntimeConfigProviderProps {
  /** Tests pass a config; the app reads the one the server put into index.html. */
  value?: RuntimeConfig;
  children: ReactNode;
}

export function RuntimeConfigProvider({ value, children }: RuntimeConfigProviderProps) {
  // Read during render (once) so an invalid config throws into the error boundary above.
  const [config] = useState(() => value ?? readRuntimeConfig());
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (config === null) {
    throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  }
  return config;
}
