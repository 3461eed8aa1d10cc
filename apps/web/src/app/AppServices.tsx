import { useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import type { AuthGateway } from '../features/auth/auth-gateway';
import { AuthProvider, useAuthSession } from '../features/auth/AuthProvider';
import { createBetterAuthGateway } from '../features/auth/better-auth-gateway';
import { useStore } from 'react-redux';
import { selectActiveChild } from '../features/parents/active-profile-slice';
import { ApiClientProvider } from '../lib/api-client-context';
import { createAppApiClient } from './api-client-wiring';
import type { RootState } from './store';

interface AppServicesProps {
  /** Tests pass a fake; the app talks to better-auth on the configured API origin. */
  authGateway?: AuthGateway;
  children: ReactNode;
}

/** Identity and the API client, built once from the runtime configuration. */
export function AppServices({ authGateway, children }: AppServicesProps) {
  const { apiBase } = useRuntimeConfig();
  const [gateway] = useState(() => authGateway ?? createBetterAuthGateway({ apiBase }));
  return (
    <AuthProvider gateway={gateway}>
      <ApiClientFromSession>{children}</ApiClientFromSession>
    </AuthProvider>
  );
}

function ApiClientFromSession({ children }: { children: ReactNode }) {
  const { apiBase } = useRuntimeConfig();
  const session = useAuthSession();
  const store = useStore<RootState>();
  const [client] = useState(() =>
    createAppApiClient(apiBase, session, () => selectActiveChild(store.getState())?.id ?? null),
  );
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
